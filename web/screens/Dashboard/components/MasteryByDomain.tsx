import { Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MasteryByDomain_progress$key } from '../../../__generated__/MasteryByDomain_progress.graphql.ts';

/** Short names for the chart's axis on a phone, where the full names would leave the bars no room. */
const SHORT_NAMES: Record<string, string> = {
  SECURITY_AND_RISK_MANAGEMENT: 'Risk Mgmt',
  ASSET_SECURITY: 'Assets',
  SECURITY_ARCHITECTURE_AND_ENGINEERING: 'Architecture',
  COMMUNICATION_AND_NETWORK_SECURITY: 'Network',
  IDENTITY_AND_ACCESS_MANAGEMENT: 'Identity',
  SECURITY_ASSESSMENT_AND_TESTING: 'Testing',
  SECURITY_OPERATIONS: 'Operations',
  SOFTWARE_DEVELOPMENT_SECURITY: 'Software Dev',
};

// The charts library is most of the dashboard's code (about 70 KiB compressed): loaded after the
// screen's text, which is what a learner reads first (and the page's largest paint).
const MasteryChart = lazy(() => import('./MasteryChart.tsx').then((m) => ({ default: m.MasteryChart })));

const answersLabel = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/**
 * Per-domain mastery (percent = correct / answered, rounded): a bar per domain, each named with the
 * answers it rests on, a dashed pass line (the accuracy of a learner at the passing standard), and
 * the figures as a table.
 */
export function MasteryByDomain({ progress: key }: { progress: MasteryByDomain_progress$key }) {
  const { byDomain, passLine } = useFragment(
    graphql`
      fragment MasteryByDomain_progress on ViewerProgress {
        passLine
        byDomain {
          domain
          name
          totalAnswered
          correctAnswers
          percent
        }
      }
    `,
    key,
  );
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Card variant="outlined" component="section" aria-labelledby="mastery-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="mastery-title" variant="h6" component="h2">
            Mastery by domain
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Each bar says how many answers it rests on: a few answers say little. The dashed line at {passLine}% is about where a candidate at the passing
            standard lands on these questions.
          </Typography>
          <Box
            role="img"
            aria-label={`Mastery by domain, pass line ${passLine}%: ${byDomain.map((d) => `${d.name} ${d.totalAnswered ? `${d.percent}%` : 'no answers'} of ${answersLabel(d.totalAnswered)}`).join(', ')}`}
          >
            {/* Room kept for the chart while its chunk loads: the text around it paints first, and nothing moves. */}
            <Suspense fallback={<Box sx={{ height: 340 }} />}>
              <MasteryChart
                labels={byDomain.map((d) => `${phone ? (SHORT_NAMES[d.domain] ?? d.name) : d.name} (${d.totalAnswered})`)}
                percents={byDomain.map((d) => d.percent)}
                passLine={passLine}
                labelWidth={phone ? 110 : 290}
              />
            </Suspense>
          </Box>
          {/* On a phone the cells pad less, so every column fits in 360 px. */}
          <Table size="small" aria-label="Mastery by domain" sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Domain</TableCell>
                <TableCell align="right">Answered</TableCell>
                <TableCell align="right">Correct</TableCell>
                <TableCell align="right">Mastery</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {byDomain.map((d) => (
                <TableRow key={d.domain}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={`/practice?domain=${d.domain}`}>
                      {d.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{d.totalAnswered}</TableCell>
                  <TableCell align="right">{d.correctAnswers}</TableCell>
                  <TableCell align="right">{d.totalAnswered ? `${d.percent}%` : '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </CardContent>
    </Card>
  );
}
