import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ReadinessCard_user$key } from '../../../__generated__/ReadinessCard_user.graphql.ts';
import { ExamOutcomeForm } from './ExamOutcomeForm.tsx';

/** A probability as a whole percent; never "0%" or "100%", which the estimate cannot know. */
function percent(probability: number): string {
  if (probability < 0.005) return 'less than 1%';
  if (probability >= 0.995) return 'more than 99%';
  return `${Math.round(probability * 100)}%`;
}

function listOf(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Readiness: the chance to pass with its interval and what it rests on, and the domains with the
 * most to gain; below the minimum evidence, how many more answers are needed and nothing else.
 */
export function ReadinessCard({ user: key }: { user: ReadinessCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment ReadinessCard_user on User {
        ...ExamOutcomeForm_user
        readiness {
          status
          answers
          answersNeeded
          domainsNeeded
          passProbability
          interval {
            low
            high
            level
          }
          domains {
            domain
            name
          }
          studyNext {
            domain
            name
            weight
          }
          narrowing {
            answers
            domains
            interval {
              low
              high
            }
          }
        }
      }
    `,
    key,
  );
  const { readiness } = user;
  const ready = readiness.status === 'READY' && readiness.passProbability !== null && readiness.interval !== null;
  const name = new Map(readiness.domains.map((d) => [d.domain, d.name]));
  const needed = readiness.domainsNeeded.map((domain) => name.get(domain) ?? domain);
  return (
    <Card variant="outlined" component="section" aria-labelledby="readiness-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="readiness-title" variant="h6" component="h2">
            Readiness
          </Typography>
          {ready ? (
            <>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                Readiness: {percent(readiness.passProbability!)} chance to pass
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Based on {readiness.answers} answers; {Math.round(readiness.interval!.level * 100)}% interval {Math.round(readiness.interval!.low * 100)}–
                {Math.round(readiness.interval!.high * 100)}%.
              </Typography>
              {readiness.narrowing && (
                <Typography variant="body2" color="text.secondary">
                  About {readiness.narrowing.answers} more answers
                  {readiness.narrowing.domains.length > 0 ? `, mostly in ${listOf(readiness.narrowing.domains.map((d) => name.get(d) ?? d))},` : ''} would
                  narrow it to about {Math.round(readiness.narrowing.interval.low * 100)}–{Math.round(readiness.narrowing.interval.high * 100)}% if your level
                  holds.
                </Typography>
              )}
              {readiness.studyNext.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h3" id="readiness-study-next">
                    Study next
                  </Typography>
                  <Stack component="ol" aria-labelledby="readiness-study-next" spacing={0.5} sx={{ m: 0, pl: 3 }}>
                    {readiness.studyNext.map((d) => (
                      <li key={d.domain}>
                        <Link component={RouterLink} to={`/practice?domain=${d.domain}`}>
                          {d.name}
                        </Link>{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          ({d.weight}% of the exam)
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                </>
              )}
              <Typography variant="caption" color="text.secondary">
                On this app's scale: an estimate from your first answer to each question (recent ones count most) and this app's simulated exams, not yet
                checked against real results. The real exam decides.
              </Typography>
            </>
          ) : (
            <>
              <Typography variant="body1" component="p">
                Readiness: not enough answers yet.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Answer {readiness.answersNeeded} more {readiness.answersNeeded === 1 ? 'question' : 'questions'}
                {needed.length === readiness.domains.length ? ' across every domain' : needed.length > 0 ? `, including some from ${listOf(needed)},` : ''} for
                an estimate of your chance to pass.
              </Typography>
            </>
          )}
          <ExamOutcomeForm user={user} />
        </Stack>
      </CardContent>
    </Card>
  );
}
