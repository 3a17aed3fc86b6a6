/**
 * Interactive items (decision 017): ordering, matching and hotspot. The bank's data and key live in
 * Question.interaction; a learner sees the elements, prompts, targets and regions under opaque ids
 * (a hash of the question and the text, so an id says nothing of the key or the order) and answers
 * with those ids. A response is kept as one canonical string (Answer.chosenOption,
 * ExamItem.chosenOption), and the key as the same string (Question.correctAnswer): grading is the
 * comparison of the two (all or nothing, as the exam scores these items), and a retried answer with
 * the same response is the same answer.
 */
import { createHash } from 'node:crypto';
import type { QuestionType } from '../generated/prisma/enums.ts';
import { InputError } from '../errors.ts';

export interface OrderingData {
  /** In the right order. */
  elements: string[];
}
export interface MatchingData {
  prompts: string[];
  targets: string[];
  /** key[i]: the index in targets of prompt i's match. */
  key: number[];
}
export interface HotspotRegion {
  id: string;
  label: string;
}
export interface HotspotData {
  image: string;
  regions: HotspotRegion[];
  correctRegion: string;
}
export type InteractionData = OrderingData | MatchingData | HotspotData;

/** The fields of a question this module reads. */
export interface InteractiveQuestion {
  id: string;
  type: QuestionType;
  interaction: unknown;
  rationales: string[];
}

export interface Element {
  id: string;
  text: string;
}

/** What a learner sees before answering: no key. */
export type InteractionView =
  | { kind: 'ORDERING'; elements: Element[] }
  | { kind: 'MATCHING'; prompts: Element[]; targets: Element[] }
  | { kind: 'HOTSPOT'; image: string; regions: Element[] };

/** A response as the API takes it (InteractionResponse). */
export interface InteractionResponse {
  order?: readonly string[] | null;
  matches?: readonly { promptId: string; targetId: string }[] | null;
  region?: string | null;
}

export const isInteractive = (question: { type: QuestionType }) => question.type !== 'SINGLE_CHOICE';

/** A stable opaque id for an element, prompt or target: the same text in the same question keeps it. */
export function elementId(questionId: string, role: 'e' | 'p' | 't', text: string): string {
  return role + createHash('sha256').update(`${questionId}\0${role}\0${text}`).digest('base64url').slice(0, 10);
}

const data = <T extends InteractionData>(question: InteractiveQuestion) => question.interaction as T;

/** The list a showing shuffles (and PracticeSetItem.optionOrder orders): elements, targets, or regions' list order. */
export function shuffledCount(question: InteractiveQuestion & { options: string[] }): number {
  switch (question.type) {
    case 'ORDERING':
      return data<OrderingData>(question).elements.length;
    case 'MATCHING':
      return data<MatchingData>(question).targets.length;
    case 'HOTSPOT':
      return data<HotspotData>(question).regions.length;
    default:
      return question.options.length;
  }
}

const ordered = <T>(list: readonly T[], order: readonly number[] | null): T[] => {
  const fits = order !== null && order.length === list.length && [...order].sort((a, b) => a - b).every((v, i) => v === i);
  return fits ? order.map((i) => list[i]) : [...list];
};

/**
 * A deterministic order for a showing without a stored one (an exam item, a question read by id):
 * sorted by a hash of the seed and the id, so it is stable across reloads and says nothing of the key.
 */
export function seededOrder(n: number, seed: string): number[] {
  const rank = (i: number) => createHash('sha256').update(`${seed}\0${i}`).digest('hex');
  return Array.from({ length: n }, (_, i) => i).sort((a, b) => (rank(a) < rank(b) ? -1 : 1));
}

/** The item as a learner sees it, in the showing's order (hotspot regions keep their drawing order). Null for single choice. */
export function interactionView(question: InteractiveQuestion, order: readonly number[] | null): InteractionView | null {
  const q = question.id;
  switch (question.type) {
    case 'ORDERING': {
      const { elements } = data<OrderingData>(question);
      return { kind: 'ORDERING', elements: ordered(elements, order ?? seededOrder(elements.length, q)).map((text) => ({ id: elementId(q, 'e', text), text })) };
    }
    case 'MATCHING': {
      const { prompts, targets } = data<MatchingData>(question);
      return {
        kind: 'MATCHING',
        prompts: prompts.map((text) => ({ id: elementId(q, 'p', text), text })),
        targets: ordered(targets, order ?? seededOrder(targets.length, q)).map((text) => ({ id: elementId(q, 't', text), text })),
      };
    }
    case 'HOTSPOT': {
      const { image, regions } = data<HotspotData>(question);
      return { kind: 'HOTSPOT', image, regions: regions.map((r) => ({ id: r.id, text: r.label })) };
    }
    default:
      return null;
  }
}

/** The key of an item as its canonical response (what Question.correctAnswer holds). */
export function keyResponse(id: string, type: QuestionType, interaction: InteractionData): string {
  switch (type) {
    case 'ORDERING':
      return `order:${(interaction as OrderingData).elements.map((text) => elementId(id, 'e', text)).join(',')}`;
    case 'MATCHING': {
      const { prompts, targets, key } = interaction as MatchingData;
      return `match:${prompts.map((p, i) => `${elementId(id, 'p', p)}=${elementId(id, 't', targets[key[i]])}`).join(',')}`;
    }
    case 'HOTSPOT':
      return `region:${(interaction as HotspotData).correctRegion}`;
    default:
      throw new Error(`${type} has no interaction`);
  }
}

const TYPE_WORD: Record<Exclude<QuestionType, 'SINGLE_CHOICE'>, string> = {
  ORDERING: 'order: every element once, in your order',
  MATCHING: 'matches: one target for every prompt',
  HOTSPOT: 'region: the id of one region',
};

/**
 * The response checked against the item and written canonically; an InputError (BAD_USER_INPUT) on
 * the `response` field when it is of another type, incomplete or names an id the item does not have.
 */
export function canonicalResponse(question: InteractiveQuestion, response: InteractionResponse | null | undefined, field = 'response'): string {
  const type = question.type as Exclude<QuestionType, 'SINGLE_CHOICE'>;
  const wrong = () =>
    new InputError(`This is ${type === 'ORDERING' ? 'an ordering' : type === 'MATCHING' ? 'a matching' : 'a hotspot'} item: send ${TYPE_WORD[type]}.`, field);
  if (!response) throw wrong();
  const given = [response.order, response.matches, response.region].filter((v) => v !== null && v !== undefined).length;
  const q = question.id;
  switch (type) {
    case 'ORDERING': {
      if (!response.order || given !== 1) throw wrong();
      const ids = data<OrderingData>(question).elements.map((text) => elementId(q, 'e', text));
      const known = new Set(ids);
      if (response.order.length !== ids.length || new Set(response.order).size !== ids.length || !response.order.every((id) => known.has(id))) {
        throw new InputError(`Place every one of the ${ids.length} elements exactly once.`, field);
      }
      return `order:${response.order.join(',')}`;
    }
    case 'MATCHING': {
      if (!response.matches || given !== 1) throw wrong();
      const { prompts, targets } = data<MatchingData>(question);
      const promptIds = prompts.map((text) => elementId(q, 'p', text));
      const targetIds = new Set(targets.map((text) => elementId(q, 't', text)));
      const byPrompt = new Map(response.matches.map((m) => [m.promptId, m.targetId]));
      const chosen = response.matches.map((m) => m.targetId);
      if (
        response.matches.length !== promptIds.length ||
        !promptIds.every((id) => byPrompt.has(id)) ||
        !chosen.every((id) => targetIds.has(id)) ||
        new Set(chosen).size !== chosen.length
      ) {
        throw new InputError(`Match each of the ${promptIds.length} prompts to a different target.`, field);
      }
      return `match:${promptIds.map((id) => `${id}=${byPrompt.get(id)}`).join(',')}`;
    }
    case 'HOTSPOT': {
      if (!response.region || given !== 1) throw wrong();
      if (!data<HotspotData>(question).regions.some((r) => r.id === response.region)) throw new InputError('Select one of the regions.', field);
      return `region:${response.region}`;
    }
  }
}

export interface OutcomeItem {
  element: Element;
  correct: boolean;
  rationale: string;
  givenPosition: number | null;
  correctPosition: number | null;
  givenTarget: Element | null;
  correctTarget: Element | null;
  chosen: boolean | null;
}

export interface InteractionOutcome {
  kind: Exclude<QuestionType, 'SINGLE_CHOICE'>;
  correct: boolean;
  /** Ordering: the elements in the right order; matching: the prompts; hotspot: the regions. */
  items: OutcomeItem[];
  chosenRegion: string | null;
  correctRegion: string | null;
}

/** What was given against the key, element by element, with the bank's rationale for each; null for single choice. */
export function interactionOutcome(question: InteractiveQuestion & { correctAnswer: string }, chosen: string | null): InteractionOutcome | null {
  if (!isInteractive(question)) return null;
  const q = question.id;
  const correct = chosen !== null && chosen === question.correctAnswer;
  const base = { correct, chosenRegion: null, correctRegion: null };
  const none = { givenPosition: null, correctPosition: null, givenTarget: null, correctTarget: null, chosen: null };
  const rationale = (i: number) => question.rationales[i] ?? '';
  switch (question.type) {
    case 'ORDERING': {
      const given = chosen?.startsWith('order:') ? chosen.slice(6).split(',') : [];
      const items = data<OrderingData>(question).elements.map((text, i) => {
        const id = elementId(q, 'e', text);
        const at = given.indexOf(id);
        return { ...none, element: { id, text }, correct: at === i, rationale: rationale(i), givenPosition: at === -1 ? null : at + 1, correctPosition: i + 1 };
      });
      return { kind: 'ORDERING', ...base, items };
    }
    case 'MATCHING': {
      const { prompts, targets, key } = data<MatchingData>(question);
      const targetById = new Map(targets.map((text) => [elementId(q, 't', text), text]));
      const given = new Map((chosen?.startsWith('match:') ? chosen.slice(6).split(',') : []).map((pair) => pair.split('=') as [string, string]));
      const items = prompts.map((text, i) => {
        const id = elementId(q, 'p', text);
        const right = { id: elementId(q, 't', targets[key[i]]), text: targets[key[i]] };
        const givenId = given.get(id);
        const givenTarget = givenId && targetById.has(givenId) ? { id: givenId, text: targetById.get(givenId)! } : null;
        return { ...none, element: { id, text }, correct: givenTarget?.id === right.id, rationale: rationale(i), givenTarget, correctTarget: right };
      });
      return { kind: 'MATCHING', ...base, items };
    }
    case 'HOTSPOT': {
      const { regions, correctRegion } = data<HotspotData>(question);
      const chosenRegion = chosen?.startsWith('region:') ? chosen.slice(7) : null;
      const items = regions.map((r, i) => ({
        ...none,
        element: { id: r.id, text: r.label },
        correct: r.id === correctRegion,
        rationale: rationale(i),
        chosen: r.id === chosenRegion,
      }));
      return { kind: 'HOTSPOT', ...base, items, chosenRegion, correctRegion };
    }
    default:
      return null;
  }
}
