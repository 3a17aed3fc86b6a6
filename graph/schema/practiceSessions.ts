/**
 * The practice set kept on the server (graph/practice/sessions.ts): `practiceSession` resumes the
 * viewer's open set of a kind and filters or starts one, with each item's options in the order of
 * that showing and, once given, its answer (the key and rationales only through that answer);
 * `closePracticeSet` ends a set so the next request starts another.
 */
import { builder } from '../builder.ts';
import { closePracticeSet, type PracticeSession, practiceSessionFor, shownOptions } from '../practice/sessions.ts';
import { DifficultyEnum, DomainEnum, QuestionNode } from './questions.ts';
import { PracticeSetKindEnum, withDrawLimit } from './practice.ts';
import { showQuestionWith } from './viewerAnswer.ts';
import { interactionView } from '../practice/interactive.ts';
import { InteractionUnion, QuestionTypeEnum } from './interactive.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Item = PracticeSession['items'][number];

const PracticeSetItemRef = builder.objectRef<Item>('PracticeSetItem').implement({
  description: 'One question of a practice set as this showing presents it.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: "From 0, in the set's order." }),
    // The question's viewerAnswer is this item's answer: the showing it was reached through.
    question: t.field({ type: QuestionNode, resolve: (item, _args, context) => showQuestionWith(context, item.question, item.answer) }),
    options: t.stringList({
      description:
        'The options in the order of this showing: shuffled for each set (stable within it and across reloads), never the ' +
        "order of the question's previous showing. Answer with the option's text: grading never looks at positions.",
      resolve: (item) => shownOptions(item.question.options, item.optionOrder),
    }),
    interaction: t.field({
      type: InteractionUnion,
      nullable: true,
      description:
        "An ordering, matching or hotspot item as this showing presents it: the elements (or targets) in the showing's shuffled " +
        'order, stable within the set and across reloads; null for single choice.',
      resolve: (item) => interactionView(item.question, item.optionOrder),
    }),
    answer: t.prismaField({
      type: 'Answer',
      nullable: true,
      description: "The viewer's answer given in this set; null until then (and so is every key).",
      resolve: (_query, item) => (item.answer ? { ...item.answer, question: item.question } : null),
    }),
  }),
});

const PracticeSessionRef = builder.objectRef<PracticeSession>('PracticeSession').implement({
  description: 'A practice set in progress, kept on the server: a reload or another device resumes it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    items: t.field({ type: [PracticeSetItemRef], resolve: (set) => set.items }),
    current: t.int({
      description: 'The position to resume at: the first unanswered item, or the last item once all are answered.',
      resolve: (set) => {
        const open = set.items.findIndex((item) => item.answerId === null);
        return open === -1 ? Math.max(0, set.items.length - 1) : open;
      },
    }),
    complete: t.boolean({ resolve: (set) => set.items.every((item) => item.answerId !== null) }),
  }),
});

builder.queryField('practiceSession', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: PracticeSessionRef,
    nullable: true,
    description:
      "The viewer's open practice set of this kind and filters, resumed as it was left; otherwise a new one of up to 10 " +
      "questions, drawn as practiceSet draws them (review: the review cards due; challenge: today's daily challenge, started). " +
      "Starting a set drops the viewer's open sets not answered yet and forgets their questions' serving, so a filter changed " +
      'before the first answer costs nothing. Null when there is nothing to draw.',
    args: {
      set: t.arg({ type: PracticeSetKindEnum, defaultValue: 'NEW' }),
      review: t.arg.boolean({ defaultValue: false }),
      challenge: t.arg.boolean({ defaultValue: false, description: "Today's daily challenge." }),
      domain: t.arg({ type: DomainEnum, required: false }),
      difficulty: t.arg({ type: DifficultyEnum, required: false }),
      type: t.arg({ type: QuestionTypeEnum, required: false, description: 'Only questions of this type (not for review or challenge); mixed when omitted.' }),
    },
    resolve: (_root, args, context) => {
      const mode = args.challenge
        ? 'challenge'
        : args.review
          ? 'review'
          : args.set === 'MISTAKES'
            ? 'mistakes'
            : args.set === 'WEAKEST_DOMAIN'
              ? 'weakest'
              : 'new';
      return withDrawLimit(practiceSessionFor(context, { mode, domain: args.domain, difficulty: args.difficulty, type: args.type }));
    },
  }),
);

builder.mutationField('closePracticeSet', (t) =>
  t.withAuth({ loggedIn: true }).boolean({
    description: "Ends the viewer's practice set, so the next practiceSession starts another. False when it is not an open set of theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => (UUID.test(String(id)) ? closePracticeSet(context.prisma, context.viewer.id, String(id)) : false),
  }),
);
