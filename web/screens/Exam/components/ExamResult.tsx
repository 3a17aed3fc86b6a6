import { Box, Card, CardContent, Chip, List, ListItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { ExamResult_exam$key } from '../../../__generated__/ExamResult_exam.graphql.ts';
import { FlagQuestion } from '../../../components/questions/FlagQuestion.tsx';
import { HowOthersAnswered } from '../../../components/questions/HowOthersAnswered.tsx';
import { GradeTag } from '../../../components/quiz/GradeTag.tsx';

const STANDING = { ABOVE: 'Above the standard', NEAR: 'Near the standard', BELOW: 'Below the standard' } as const;
const STANDING_COLOR = { ABOVE: 'success', NEAR: 'default', BELOW: 'warning' } as const;

/** The result (pass/fail estimate, scaled score, report by domain), then the review of every item. */
export function ExamResult({ exam: examKey }: { exam: ExamResult_exam$key }) {
  const exam = useFragment(
    graphql`
      fragment ExamResult_exam on Exam {
        itemsAnswered
        result {
          passed
          scaledScore
          passingScore
          endReason
          domains {
            domain
            name
            scoredItems
            standing
          }
        }
        review {
          id
          number
          text
          options
          chosenOption
          correctAnswer
          isCorrect
          rationales
          domainName
          question {
            id
            viewerFlag {
              reason
            }
            ...HowOthersAnswered_question
          }
        }
      }
    `,
    examKey,
  );
  const result = exam.result;
  if (!result) return null;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Exam result
      </Typography>
      <Card variant="outlined" component="section" aria-label="Result">
        <CardContent>
          <Typography variant="h5" component="p">
            {result.passed ? 'Pass' : 'Fail'} (estimate)
          </Typography>
          <Typography>
            Scaled score {result.scaledScore} of 1000; the passing standard is {result.passingScore}. {exam.itemsAnswered} items answered
            {result.endReason === 'TIME' ? '; the time ran out, so the last-75 rule decided.' : result.endReason === 'ENDED' ? '; ended early, scored as a time-out.' : '.'}
          </Typography>
        </CardContent>
      </Card>
      <section aria-labelledby="domain-report">
        <Typography id="domain-report" variant="h6" component="h2">
          Report by domain
        </Typography>
        <Table size="small" aria-labelledby="domain-report">
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              <TableCell>Standing</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.domains.map((d) => (
              <TableRow key={d.domain}>
                <TableCell>{d.name}</TableCell>
                <TableCell>
                  {d.standing ? <Chip size="small" label={STANDING[d.standing as keyof typeof STANDING]} color={STANDING_COLOR[d.standing as keyof typeof STANDING]} /> : 'Not enough items'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="exam-review">
        <Typography id="exam-review" variant="h6" component="h2">
          Review
        </Typography>
        <Stack spacing={2}>
          {(exam.review ?? []).map((item) => (
            <Card key={item.id} variant="outlined" component="article" aria-label={`Question ${item.number}`}>
              <CardContent>
                <Typography variant="subtitle2" color="text.secondary">
                  Question {item.number} · {item.domainName} · {item.isCorrect ? 'Right' : 'Wrong'}
                </Typography>
                <Typography sx={{ my: 1 }}>{item.text}</Typography>
                <List dense disablePadding>
                  {item.options.map((option, i) => (
                    <ListItem key={option} disableGutters sx={{ display: 'block' }}>
                      <Box component="span" sx={{ fontWeight: option === item.correctAnswer ? 700 : 400 }}>
                        {option}
                      </Box>
                      <GradeTag correct={option === item.correctAnswer} chosen={option === item.chosenOption} />
                      <Typography variant="body2" color="text.secondary">
                        {item.rationales?.[i]}
                      </Typography>
                    </ListItem>
                  ))}
                </List>
                {item.question && (
                  <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
                    <HowOthersAnswered question={item.question} />
                    <FlagQuestion questionId={item.question.id} flagged={Boolean(item.question.viewerFlag)} />
                  </Stack>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
