import { graphql } from 'react-relay';
import type { useSetPlanExamDateMutation as Mutation } from '../../../__generated__/useSetPlanExamDateMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Sets the exam date from the plan card; the User in the answer brings the new plan (and the review queue it moves). */
export function useSetPlanExamDateMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSetPlanExamDateMutation($input: SetExamDateInput!) {
      setExamDate(input: $input) {
        __typename
        ... on User {
          id
          examDate
          # The fields StudyPlanCard reads (a fragment spread here would need an alias: the result is a union).
          studyPlan {
            status
            examDate
            planExamDate
            suggestedExamDate
            today
            daysLeft
            dailyGoal
            pace
            catchUp
            catchUpDays
            shortfall
            doneToday
            days {
              date
              domain
              name
              goal
            }
          }
          reviewQueue {
            dueCount
            cardCount
            nextDueAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
