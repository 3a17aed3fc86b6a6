import { Button, Card, CardContent, List, Stack, Typography } from '@mui/material';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AnswerListPaginationQuery } from '../../../__generated__/AnswerListPaginationQuery.graphql.ts';
import type { AnswerList_user$key } from '../../../__generated__/AnswerList_user.graphql.ts';
import { AnswerListItem } from './AnswerListItem.tsx';

/** The most recent answers, newest first, with older ones a click away. */
export function AnswerList({ user: key }: { user: AnswerList_user$key }) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious } = usePaginationFragment<AnswerListPaginationQuery, AnswerList_user$key>(
    graphql`
      fragment AnswerList_user on User
      @refetchable(queryName: "AnswerListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        answers(last: $count, before: $cursor) @connection(key: "AnswerList_answers") {
          edges {
            node {
              id
              ...AnswerListItem_answer
            }
          }
        }
      }
    `,
    key,
  );
  const newestFirst = [...data.answers.edges].reverse();
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-answers-title">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="recent-answers-title" variant="h6" component="h2">
            Recent answers
          </Typography>
          {newestFirst.length === 0 ? (
            <Typography color="text.secondary">No answers yet.</Typography>
          ) : (
            <List aria-labelledby="recent-answers-title" dense>
              {newestFirst.map((edge) => edge?.node && <AnswerListItem key={edge.node.id} answer={edge.node} />)}
            </List>
          )}
          {hasPrevious && (
            <Button onClick={() => loadPrevious(10)} disabled={isLoadingPrevious} sx={{ alignSelf: 'flex-start' }}>
              Show older answers
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
