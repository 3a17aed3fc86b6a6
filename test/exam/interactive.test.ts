/**
 * Interactive items in the exam (decision 017): a few per exam, in slots drawn from the exam's seed;
 * answered with a response (the wrong kind refused), no key before the exam ends, and the past
 * exam's review shows the outcome element by element.
 */
import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { interactiveSlots } from '../../graph/exam/cat.ts';
import { CAT_RULES } from '../../graph/exam/rules.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { addInteractiveItems, hotspotItem } from '../support/interactive.ts';
import { learner } from '../practice/support.ts';

const INTERACTION = /* GraphQL */ `
  __typename
  ... on OrderingInteraction { elements { id text } }
  ... on MatchingInteraction { prompts { id text } targets { id text } }
  ... on HotspotInteraction { regions { id text } }
`;
const OUTCOME = /* GraphQL */ `interactionOutcome { type correct chosenRegion correctRegion items { element { id text } correct rationale } }`;
const EXAM_FIELDS = /* GraphQL */ `
  id status
  currentItem { id number type text options interaction { ${INTERACTION} } correctAnswer rationales explanation ${OUTCOME} }
  review { number type chosenOption isCorrect correctAnswer ${OUTCOME} }`;
const START = `mutation { startExam { __typename ... on Error { message } ... on ExamPayload { exam { ${EXAM_FIELDS} } } } }`;
const ANSWER = `mutation($input: AnswerExamItemInput!) { answerExamItem(input: $input) {
  __typename ... on Error { message } ... on AnswerExamItemPayload { recorded exam { ${EXAM_FIELDS} } } } }`;
const FINISH = `mutation($input: FinishExamInput!) { finishExam(input: $input) { __typename ... on Error { message } ... on ExamPayload { exam { ${EXAM_FIELDS} } } } }`;

describe('the interactive slots of an exam', () => {
  it('gives the real exam 5 slots, one in each fifth of its minimum length, the kinds in turn, and a short exam none', () => {
    const firstKinds = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const slots = interactiveSlots({ seed, minItems: CAT_RULES.minItems, interactiveItems: CAT_RULES.interactiveItems });
      const positions = [...slots.keys()];
      expect(positions).toHaveLength(5);
      positions.forEach((p, k) => expect(Math.floor(p / (CAT_RULES.minItems / positions.length))).toBe(k));
      // Every kind in every exam: two of two kinds and one of the third, in turn.
      const kinds = [...slots.values()];
      expect(new Set(kinds.slice(0, 3)).size).toBe(3);
      expect(kinds.slice(3)).toEqual(kinds.slice(0, 2));
      firstKinds.add(kinds[0]);
    }
    expect(firstKinds).toEqual(new Set(['ORDERING', 'MATCHING', 'HOTSPOT']));
    expect(interactiveSlots({ seed: 7, minItems: 6, interactiveItems: 0 }).size).toBe(0);
    // A short demo's blocks are not whole numbers of items (8 in 3): still one slot each, never two on one position.
    for (let seed = 1; seed <= 500; seed++) {
      const slots = interactiveSlots({ seed, minItems: 8, interactiveItems: 3 });
      expect(new Set(slots.values()).size).toBe(3);
      expect([...slots.keys()].every((p) => p >= 0 && p < 8)).toBe(true);
    }
    expect(interactiveSlots({ seed: 3, minItems: 2, interactiveItems: 2 }).size).toBe(2);
    // Drawn from the seed: another exam has them elsewhere.
    const spread = new Set(Array.from({ length: 50 }, (_, seed) => [...interactiveSlots({ seed, minItems: 100, interactiveItems: 5 }).keys()][0]));
    expect(spread.size).toBeGreaterThan(5);
  });
});

describe.each([DEFAULT_ENGINE])('interactive items in an exam (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // 30 items at most, 20 at least: one interactive slot among the first 20.
    // This file's own items, alone of their kind: the slot must fall to one the test can answer.
    t = await createTestApp({ engine, env: { EXAM_ITEMS: '30' }, bank: 'single-choice' });
    await addInteractiveItems(t.db.prisma, { ordering: 'd7-ord-902', matching: 'd7-mat-902', hotspot: 'd7-hot-902' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives one interactive item in its slot, takes a response for it, hides the key until the end, and shows the outcome in the review', async () => {
    const { headers } = await learner(t);
    let exam = (await t.graphql(START, {}, headers)).data.startExam.exam;
    const stored = await t.db.prisma.exam.findUniqueOrThrow({ where: { id: Buffer.from(exam.id, 'base64').toString().split(':')[1] } });
    const [[slot, kind]] = interactiveSlots(stored);
    const keys = new Map((await t.db.prisma.question.findMany()).map((q) => [q.text, q]));
    const types: string[] = [];
    for (let i = 0; i < 20 && exam.status === 'IN_PROGRESS'; i++) {
      const item = exam.currentItem;
      types.push(item.type);
      const question = keys.get(item.text)!;
      let input: Record<string, unknown>;
      if (item.type === 'SINGLE_CHOICE') {
        expect(item.interaction).toBeNull();
        input = { itemId: item.id, answer: item.options[0] };
      } else {
        expect(item.options).toEqual([]);
        // No key, no rationale, no explanation, no outcome while the exam runs.
        expect(item).toMatchObject({ correctAnswer: null, rationales: null, explanation: null, interactionOutcome: null });
        expect(JSON.stringify(item)).not.toContain(question.correctAnswer);
        const refused = await t.graphql(ANSWER, { input: { itemId: item.id, answer: 'Internet cloud' } }, headers);
        expect(refused.data.answerExamItem).toEqual({ __typename: 'ExamError', message: 'This is an interactive item: send response, not answer.' });
        // The response in the order shown (for an ordering: wrong unless the shuffle is the key).
        input = {
          itemId: item.id,
          response:
            item.type === 'ORDERING'
              ? { order: item.interaction.elements.map((e: { id: string }) => e.id) }
              : item.type === 'MATCHING'
                ? { matches: item.interaction.prompts.map((p: { id: string }, k: number) => ({ promptId: p.id, targetId: item.interaction.targets[k].id })) }
                : { region: 'r2' },
        };
      }
      const answered = await t.graphql(ANSWER, { input }, headers);
      expect(answered.data.answerExamItem).toMatchObject({ __typename: 'AnswerExamItemPayload', recorded: true });
      exam = answered.data.answerExamItem.exam;
    }
    expect(types.map((type, i) => (type === 'SINGLE_CHOICE' ? null : i)).filter((i) => i !== null)).toEqual([slot]);
    expect(types[slot]).toBe(kind);

    if (exam.status === 'IN_PROGRESS') exam = (await t.graphql(FINISH, { input: { examId: exam.id } }, headers)).data.finishExam.exam;
    const reviewed = exam.review.find((r: { type: string }) => r.type !== 'SINGLE_CHOICE');
    expect(reviewed.interactionOutcome.type).toBe(reviewed.type);
    expect(reviewed.interactionOutcome.correct).toBe(reviewed.isCorrect);
    expect(reviewed.interactionOutcome.items.every((i: { rationale: string }) => i.rationale.length > 0)).toBe(true);
    if (reviewed.type === 'HOTSPOT') {
      expect(reviewed).toMatchObject({ isCorrect: true, interactionOutcome: { chosenRegion: 'r2', correctRegion: hotspotItem().correctRegion } });
    }
    for (const r of exam.review.filter((x: { type: string }) => x.type === 'SINGLE_CHOICE')) expect(r.interactionOutcome).toBeNull();
  });

  it('shows every kind in a short demo exam when EXAM_INTERACTIVE_ITEMS asks for three', async () => {
    const demo = await createTestApp({ engine, env: { EXAM_ITEMS: '12', EXAM_INTERACTIVE_ITEMS: '3' }, bank: 'single-choice' });
    try {
      await addInteractiveItems(demo.db.prisma, { ordering: 'd7-ord-903', matching: 'd7-mat-903', hotspot: 'd7-hot-903' });
      const { headers } = await learner(demo);
      let exam = (await demo.graphql(START, {}, headers)).data.startExam.exam;
      const types: string[] = [];
      for (let i = 0; i < 12 && exam.status === 'IN_PROGRESS'; i++) {
        const item = exam.currentItem;
        types.push(item.type);
        const input =
          item.type === 'SINGLE_CHOICE'
            ? { itemId: item.id, answer: item.options[0] }
            : item.type === 'ORDERING'
              ? { itemId: item.id, response: { order: item.interaction.elements.map((e: { id: string }) => e.id) } }
              : item.type === 'MATCHING'
                ? {
                    itemId: item.id,
                    response: {
                      matches: item.interaction.prompts.map((p: { id: string }, k: number) => ({ promptId: p.id, targetId: item.interaction.targets[k].id })),
                    },
                  }
                : { itemId: item.id, response: { region: 'r1' } };
        exam = (await demo.graphql(ANSWER, { input }, headers)).data.answerExamItem.exam;
      }
      expect(types.filter((type) => type !== 'SINGLE_CHOICE').sort()).toEqual(['HOTSPOT', 'MATCHING', 'ORDERING']);
      // All three within the minimum length (8 of 12), so every exam shows them, however early it ends.
      expect(types.slice(0, 8).filter((type) => type !== 'SINGLE_CHOICE')).toHaveLength(3);
    } finally {
      await demo.close();
    }
  });
});
