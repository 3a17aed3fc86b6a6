import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { HowOthersAnswered_question$key } from '../../__generated__/HowOthersAnswered_question.graphql.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How the discrimination reads to a learner: the classical bands (Ebel), in plain words. */
function discriminationWords(value: number): string {
  if (value < 0) return 'stronger learners miss it more often than others';
  if (value < 0.2) return 'it barely separates stronger from weaker learners';
  if (value < 0.4) return 'stronger learners get it right more often';
  return 'it separates stronger from weaker learners well';
}

/**
 * "How others answered": the share right, a small bar per option, and what the discrimination
 * says. Shown after answering (practice) and in the exam review; the server gives statistics only
 * to a learner who answered the question and once enough learners have.
 */
export function HowOthersAnswered({ question: key }: { question: HowOthersAnswered_question$key }) {
  const question = useFragment(
    graphql`
      fragment HowOthersAnswered_question on Question {
        statistics {
          responses
          pValue
          discrimination
          quarantined
          options {
            option
            share
            correct
          }
        }
      }
    `,
    key,
  );
  const stats = question.statistics;
  if (!stats) {
    return (
      <Typography variant="body2" color="text.secondary">
        How others answered: not enough answers yet to compare.
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label="How others answered">
      <Typography variant="body2">
        <strong>How others answered:</strong> {percent(stats.pValue)} of {stats.responses} learners chose the correct answer
        {stats.discrimination !== null && stats.discrimination !== undefined ? `; ${discriminationWords(stats.discrimination)}` : ''}.
        {stats.quarantined && ' This question is under review by the editors and is out of exams and practice for now.'}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label="Answers chosen">
        {stats.options.map((o) => (
          <Box component="li" key={o.option} aria-label={`${o.option}: ${percent(o.share)}${o.correct ? ' (correct answer)' : ''}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="caption" sx={{ width: '3.5em', textAlign: 'right', flexShrink: 0 }} aria-hidden>
                {percent(o.share)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(o.share * 100)}
                color={o.correct ? 'success' : 'inherit'}
                sx={{ width: 120, height: 8, borderRadius: 1, flexShrink: 0 }}
                aria-hidden
              />
              <Typography variant="caption" noWrap title={o.option} aria-hidden sx={{ fontWeight: o.correct ? 600 : 400 }}>
                {o.option}
              </Typography>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
