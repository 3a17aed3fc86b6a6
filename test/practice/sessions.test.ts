/**
 * The practice set kept on the server (issue 22, items 1 and 3): a reload resumes it at the same
 * question with the earlier answers, its summary stays at the end, a filter changed before the first
 * answer burns nothing, no key before the answer, and each showing orders the options afresh.
 */
import type { Question } from '../../graph/generated/prisma/client.ts';
import type { Domain } from '../../graph/generated/prisma/enums.ts';
import { drawsLeftToday } from '../../graph/practice/draws.ts';
import { freshOrder, shownOptions } from '../../graph/practice/sessions.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { learner } from './support.ts';

const SESSION = /* GraphQL */ `
  query Session($domain: Domain, $difficulty: Difficulty, $set: PracticeSetKind, $review: Boolean) {
    practiceSession(domain: $domain, difficulty: $difficulty, set: $set, review: $review) {
      id
      current
      complete
      items {
        position
        options
        question {
          id
          text
          options
        }
        answer {
          isCorrect
          chosenOption
          correctAnswer
          rationales
          explanation
        }
      }
    }
  }
`;

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      ... on SubmitAnswerPayload {
        isCorrect
      }
      ... on Error {
        message
      }
    }
  }
`;

const CLOSE = /* GraphQL */ `
  mutation Close($id: ID!) {
    closePracticeSet(id: $id)
  }
`;

interface Item {
  position: number;
  options: string[];
  question: { id: string; text: string; options: string[] };
  answer: { isCorrect: boolean; chosenOption: string; correctAnswer: string; rationales: string[]; explanation: string } | null;
}
interface Session {
  id: string;
  current: number;
  complete: boolean;
  items: Item[];
}

const bankId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

describe.each([DEFAULT_ENGINE])('practice sessions on %s', (engine) => {
  let t: TestApp;
  let bank: Map<string, Question>;

  beforeAll(async () => {
    // Sets answered by option: the other types have their own file (interactive.test.ts).
    t = await createTestApp({ engine, bank: 'single-choice' });
    bank = new Map((await t.db.prisma.question.findMany()).map((q) => [q.id, q]));
  });
  afterAll(async () => {
    await t.close();
  });

  const open = async (headers: Record<string, string>, variables: Record<string, unknown> = {}): Promise<Session> => {
    const { data, errors } = await t.graphql(SESSION, variables, headers);
    expect(errors).toBeUndefined();
    return data.practiceSession;
  };
  const answer = async (headers: Record<string, string>, item: Item, right: boolean) => {
    const q = bank.get(bankId(item.question.id))!;
    const chosen = right ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!;
    const { data } = await t.graphql(SUBMIT, { input: { questionId: item.question.id, answer: chosen, idempotencyKey: crypto.randomUUID() } }, headers);
    expect(data.submitAnswer.isCorrect).toBe(right);
  };
  const seenIds = async (userId: string) => (await t.db.prisma.seenQuestion.findMany({ where: { userId } })).map((s) => s.questionId).sort();

  it('resumes after a reload at the first unanswered question, with the earlier answers and their feedback', async () => {
    const { headers } = await learner(t);
    const first = await open(headers);
    expect(first.items).toHaveLength(10);
    expect(first).toMatchObject({ current: 0, complete: false });
    for (const [i, item] of first.items.slice(0, 4).entries()) await answer(headers, item, i !== 1);

    const reloaded = await open(headers);
    expect(reloaded.id).toBe(first.id);
    expect(reloaded.current).toBe(4);
    expect(reloaded.items.map((i) => i.question.id)).toEqual(first.items.map((i) => i.question.id));
    expect(reloaded.items.map((i) => i.answer?.isCorrect ?? null)).toEqual([true, false, true, true, null, null, null, null, null, null]);
    const wrong = reloaded.items[1];
    expect(wrong.answer).toMatchObject({ correctAnswer: bank.get(bankId(wrong.question.id))!.correctAnswer, explanation: expect.any(String) });
    expect(wrong.answer!.rationales.length).toBeGreaterThan(0);

    // The end of the set: its summary is still there after a reload, until another set is asked for.
    for (const item of reloaded.items.slice(4)) await answer(headers, item, true);
    const done = await open(headers);
    expect(done).toMatchObject({ id: first.id, complete: true, current: 9 });
    expect(done.items.every((i) => i.answer !== null)).toBe(true);
    expect((await t.graphql(CLOSE, { id: first.id }, headers)).data.closePracticeSet).toBe(true);
    const next = await open(headers);
    expect(next.id).not.toBe(first.id);
    expect(next.items.map((i) => i.question.id)).not.toContain(first.items[0].question.id);
  });

  it("gives no key before the answer, and no one else's set", async () => {
    const { headers } = await learner(t);
    const set = await open(headers);
    expect(set.items.every((i) => i.answer === null)).toBe(true);
    const other = await learner(t);
    expect((await t.graphql(CLOSE, { id: set.id }, other.headers)).data.closePracticeSet).toBe(false);
    expect((await t.graphql(CLOSE, { id: 'not-an-id' }, headers)).data.closePracticeSet).toBe(false);
    expect((await open(headers)).id).toBe(set.id);
  });

  it('burns nothing when the filter changes before the first answer, and keeps a set that has answers', async () => {
    const { user, headers } = await learner(t);
    const limit = t.config.newQuestionsPerDay;
    const a: Domain = 'ASSET_SECURITY';
    const b: Domain = 'SECURITY_OPERATIONS';
    const setA = await open(headers, { domain: a });
    expect(await drawsLeftToday(t.db.prisma, user.id, limit)).toBe(limit - 10);
    expect(await seenIds(user.id)).toEqual(setA.items.map((i) => bankId(i.question.id)).sort());

    // Changed before answering: set A is dropped, its ten questions unseen again, the allowance back.
    const setB = await open(headers, { domain: b });
    expect(await seenIds(user.id)).toEqual(setB.items.map((i) => bankId(i.question.id)).sort());
    expect(await drawsLeftToday(t.db.prisma, user.id, limit)).toBe(limit - 10);
    expect(await t.db.prisma.practiceSet.count({ where: { userId: user.id } })).toBe(1);

    // A set with an answer stays, to resume when the learner comes back to its filter.
    await answer(headers, setB.items[0], true);
    await open(headers, { domain: a });
    const backToB = await open(headers, { domain: b });
    expect(backToB.id).toBe(setB.id);
    expect(backToB.current).toBe(1);
  });

  it('gives a question seen before its earlier "seen" time back when its set is dropped unanswered', async () => {
    const { user, headers } = await learner(t);
    const long = new Date(Date.UTC(2026, 0, 1));
    const pool = [...bank.values()].filter((q) => q.topic === 'ASSET_SECURITY' && q.difficulty === 'hard' && !q.retiredAt);
    await t.db.prisma.seenQuestion.createMany({ data: pool.map((q) => ({ userId: user.id, questionId: q.id, seenAt: long, firstSeenAt: long })) });
    const set = await open(headers, { domain: 'ASSET_SECURITY', difficulty: 'hard' });
    const served = set.items.map((i) => bankId(i.question.id));
    expect((await t.db.prisma.seenQuestion.findMany({ where: { userId: user.id, questionId: { in: served } } })).every((s) => s.seenAt > long)).toBe(true);
    await open(headers, { domain: 'SECURITY_OPERATIONS' });
    const restored = await t.db.prisma.seenQuestion.findMany({ where: { userId: user.id, questionId: { in: served } } });
    expect(restored).toHaveLength(served.length);
    expect(restored.every((s) => s.seenAt.getTime() === long.getTime())).toBe(true);
  });

  it('shows the options in a new order at each showing, the same within a set and across reloads, graded by the option', async () => {
    const { headers } = await learner(t);
    const set = await open(headers);
    for (const item of set.items) expect([...item.options].sort()).toEqual([...item.question.options].sort());
    // Not the bank's order for the first showing (the order the old screens showed).
    for (const item of set.items) expect(item.options).not.toEqual(item.question.options);
    const again = await open(headers);
    expect(again.items.map((i) => i.options)).toEqual(set.items.map((i) => i.options));
    // Graded by the option's text wherever it stands.
    for (const item of set.items) await answer(headers, item, false);
    await t.graphql(CLOSE, { id: set.id }, headers);
    // "My mistakes" shows the same questions again, each in another order than its last showing.
    const mistakes = await open(headers, { set: 'MISTAKES' });
    expect(mistakes.items.map((i) => i.question.id).sort()).toEqual(set.items.map((i) => i.question.id).sort());
    const before = new Map(set.items.map((i) => [i.question.id, i.options]));
    for (const item of mistakes.items) expect(item.options).not.toEqual(before.get(item.question.id));
  });

  it("closes a past day's challenge set when a set is started, so it holds no question back", async () => {
    const { user, headers } = await learner(t);
    const past = await t.db.prisma.practiceSet.create({
      data: { userId: user.id, key: 'challenge:2020-01-01', items: { create: [{ position: 0, questionId: [...bank.keys()][0], optionOrder: [0, 1, 2, 3] }] } },
    });
    await open(headers);
    expect((await t.db.prisma.practiceSet.findUniqueOrThrow({ where: { id: past.id } })).closedAt).not.toBeNull();
  });

  it('orders options by a stored permutation, and never repeats the previous one', () => {
    expect(shownOptions(['a', 'b', 'c', 'd'], [2, 0, 3, 1])).toEqual(['c', 'a', 'd', 'b']);
    // A stored order that no longer fits the question (options edited) falls back to the bank's order.
    expect(shownOptions(['a', 'b', 'c'], [2, 0, 3, 1])).toEqual(['a', 'b', 'c']);
    const previous = [1, 0, 3, 2];
    for (let i = 0; i < 200; i++) {
      const order = freshOrder(4, previous);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      expect(order).not.toEqual(previous);
    }
    expect(freshOrder(1, null)).toEqual([0]);
  });
});
