/**
 * Interactive items in the API (decision 017): a question's type, what an ordering, matching or
 * hotspot item shows before the answer (no key: opaque ids, the showing's order), the response a
 * learner sends, and the outcome shown once answered (what was given, the key, a rationale for each
 * element, prompt or region).
 */
import { builder } from '../builder.ts';
import { QuestionType } from '../generated/prisma/enums.ts';
import type { Element, InteractionOutcome, InteractionView, OutcomeItem } from '../practice/interactive.ts';

export const QuestionTypeEnum = builder.enumType(QuestionType, {
  name: 'QuestionType',
  description: 'How a question is answered: SINGLE_CHOICE (one option), ORDERING and MATCHING (drag and drop), HOTSPOT (a region of a diagram).',
});

const InteractionElementRef = builder.objectRef<Element>('InteractionElement').implement({
  description:
    'An element, prompt, target or region of an interactive item. The id is opaque and stable (the same text keeps it) and says ' +
    'nothing of the key or the right order; a region id is the `data-region` of its group in the image.',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text', { description: "The element's text; for a region, its accessible label." }),
  }),
});

type View<K extends InteractionView['kind']> = Extract<InteractionView, { kind: K }>;

const OrderingInteraction = builder.objectRef<View<'ORDERING'>>('OrderingInteraction').implement({
  description: 'Place the elements in order. Answer with `order`: every element id once, first to last.',
  isTypeOf: (value) => (value as InteractionView).kind === 'ORDERING',
  fields: (t) => ({
    elements: t.field({ type: [InteractionElementRef], description: "In the showing's shuffled order (never the right order).", resolve: (v) => v.elements }),
  }),
});

const MatchingInteraction = builder.objectRef<View<'MATCHING'>>('MatchingInteraction').implement({
  description: 'Match each prompt to one target (a target at most once; there may be more targets than prompts). Answer with `matches`.',
  isTypeOf: (value) => (value as InteractionView).kind === 'MATCHING',
  fields: (t) => ({
    prompts: t.field({ type: [InteractionElementRef], resolve: (v) => v.prompts }),
    targets: t.field({ type: [InteractionElementRef], description: "In the showing's shuffled order.", resolve: (v) => v.targets }),
  }),
});

const HotspotInteraction = builder.objectRef<View<'HOTSPOT'>>('HotspotInteraction').implement({
  description: 'Select the one region of the diagram that answers the stem. Answer with `region`.',
  isTypeOf: (value) => (value as InteractionView).kind === 'HOTSPOT',
  fields: (t) => ({
    image: t.exposeString('image', {
      description:
        'The diagram: SVG markup checked against an allow-list when the bank loads (no script, style, foreignObject, href, event ' +
        'handler or external reference). Each selectable region is a <g data-region="..."> wrapping its shapes and label.',
    }),
    regions: t.field({
      type: [InteractionElementRef],
      description: "The regions in drawing order: id = the group's data-region, text = the accessible label (for the keyboard list and screen readers).",
      resolve: (v) => v.regions,
    }),
  }),
});

export const InteractionUnion = builder.unionType('Interaction', {
  description: 'What an interactive item shows before the answer; null on single-choice questions.',
  types: [OrderingInteraction, MatchingInteraction, HotspotInteraction],
});

const MatchResponseInput = builder.inputType('MatchResponse', {
  fields: (f) => ({ promptId: f.id({ required: true }), targetId: f.id({ required: true }) }),
});

export const InteractionResponseInput = builder.inputType('InteractionResponse', {
  description:
    "The answer to an interactive item: exactly one of these, of the item's type. order: every element id once, first to last (ORDERING); " +
    'matches: one per prompt, each with a different target (MATCHING); region: one region id (HOTSPOT). Graded all or nothing.',
  fields: (f) => ({
    order: f.idList({ required: false }),
    matches: f.field({ type: [MatchResponseInput], required: false }),
    region: f.id({ required: false }),
  }),
});

/** The GraphQL input as the grading code takes it (ids as strings). */
export const responseOf = (
  input:
    | {
        order?: readonly (string | number)[] | null;
        matches?: readonly { promptId: string | number; targetId: string | number }[] | null;
        region?: string | number | null;
      }
    | null
    | undefined,
) =>
  input
    ? {
        order: input.order?.map(String) ?? null,
        matches: input.matches?.map((m) => ({ promptId: String(m.promptId), targetId: String(m.targetId) })) ?? null,
        region: input.region === null || input.region === undefined ? null : String(input.region),
      }
    : null;

const InteractionOutcomeItemRef = builder.objectRef<OutcomeItem>('InteractionOutcomeItem').implement({
  description:
    'One element (ORDERING, in the right order), prompt (MATCHING, in the bank order) or region (HOTSPOT, in drawing order) of an answered item, ' +
    "with the bank's rationale for it.",
  fields: (t) => ({
    element: t.field({ type: InteractionElementRef, resolve: (item) => item.element }),
    correct: t.exposeBoolean('correct', {
      description: 'ORDERING and MATCHING: the learner placed it right. HOTSPOT: this region is the key.',
    }),
    rationale: t.exposeString('rationale', { description: 'Why it belongs where it does (or why the region is or is not the answer).' }),
    givenPosition: t.exposeInt('givenPosition', { nullable: true, description: 'ORDERING: where the learner put it, from 1.' }),
    correctPosition: t.exposeInt('correctPosition', { nullable: true, description: 'ORDERING: its right place, from 1.' }),
    givenTarget: t.field({
      type: InteractionElementRef,
      nullable: true,
      description: 'MATCHING: the target the learner gave it.',
      resolve: (i) => i.givenTarget,
    }),
    correctTarget: t.field({ type: InteractionElementRef, nullable: true, description: 'MATCHING: its right target.', resolve: (i) => i.correctTarget }),
    chosen: t.exposeBoolean('chosen', { nullable: true, description: 'HOTSPOT: the learner selected this region.' }),
  }),
});

export const InteractionOutcomeRef = builder.objectRef<InteractionOutcome>('InteractionOutcome').implement({
  description: 'An answered interactive item: what was given against the key, element by element. All or nothing: `correct` only when every one is right.',
  fields: (t) => ({
    type: t.field({ type: QuestionTypeEnum, resolve: (o) => o.kind }),
    correct: t.exposeBoolean('correct'),
    items: t.field({ type: [InteractionOutcomeItemRef], resolve: (o) => o.items }),
    chosenRegion: t.exposeID('chosenRegion', { nullable: true, description: 'HOTSPOT: the region selected.' }),
    correctRegion: t.exposeID('correctRegion', { nullable: true, description: 'HOTSPOT: the key region.' }),
  }),
});
