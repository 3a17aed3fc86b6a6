/**
 * `Question.viewerAnswer`: the viewer's graded answer to a question in its current showing, so a
 * client reads the grade, key and rationales from the question it already holds (the practice
 * screen's store) instead of keeping copies of mutation results. Reached through a practice set's
 * item, the showing is that set's; through submitAnswer's payload, it is the answer just given;
 * otherwise the viewer's most recent practice set showing the question. Null before an answer there,
 * so no key leaves the server before the viewer has answered (Answer is visible only to its owner).
 */
import type { Answer, Question } from '../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { answerInLatestShowing } from '../practice/sessions.ts';

/** Per request: the answer (or none) of each question in the showing it was reached through. */
const shown = new WeakMap<Context, Map<string, Answer | null>>();

/** Records which answer the question's showing has in this request (a set's item, a submitted answer). */
export function showQuestionWith<Q extends Question>(context: Context, question: Q, answer: Answer | null): Q {
  let answers = shown.get(context);
  if (!answers) shown.set(context, (answers = new Map()));
  answers.set(question.id, answer);
  return question;
}

builder.prismaObjectFields('Question', (t) => ({
  viewerAnswer: t.prismaField({
    type: 'Answer',
    nullable: true,
    description:
      "The viewer's graded answer to this question in its current showing (the practice set it was reached through, or the answer " +
      'just submitted; otherwise their most recent practice set showing it). Null before they answer it there, and for anyone signed out.',
    resolve: async (_query, question, _args, context) => {
      const viewerId = context.viewer?.id;
      if (!viewerId) return null;
      const known = shown.get(context);
      const answer = known?.has(question.id) ? known.get(question.id)! : await answerInLatestShowing(context.prisma, viewerId, question.id);
      // The question is attached: the answer's key and rationales are read from it, not loaded again.
      return answer && answer.userId === viewerId ? { ...answer, question } : null;
    },
  }),
}));
