import { Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MasteryByDomain_progress$key } from '../../../__generated__/MasteryByDomain_progress.graphql.ts';

/** Per-domain mastery (percent = correct / answered, rounded): a bar per domain, and the figures as a table. */
export function MasteryByDomain({ progress: key }: { progress: MasteryByDomain_progress$key }) {
  const { byDomain } = useFragment(
    graphql`
      fragment MasteryByDomain_progress on ViewerProgress {
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
  return (
    <Card variant="outlined" component="section" aria-labelledby="mastery-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="mastery-title" variant="h6" component="h2">
            Mastery by domain
          </Typography>
          <Box role="img" aria-label={`Mastery by domain: ${byDomain.map((d) => `${d.name} ${d.percent}%`).join(', ')}`}>
            <BarChart
              layout="horizontal"
              height={340}
              margin={{ left: 8, right: 24 }}
              yAxis={[{ scaleType: 'band', data: byDomain.map((d) => d.name), width: 250 }]}
              xAxis={[{ min: 0, max: 100, label: '% correct' }]}
              series={[{ data: byDomain.map((d) => d.percent), label: 'Mastery', valueFormatter: (v) => `${v ?? 0}%` }]}
              hideLegend
              skipAnimation
            />
          </Box>
          <Table size="small" aria-label="Mastery by domain">
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
