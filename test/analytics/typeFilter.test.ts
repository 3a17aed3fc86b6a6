/**
 * The answer history filtered by question type (decision 017): answers to single-choice and
 * ordering items, read through GraphQL with and without `type`, with the other filters, and in
 * mastery by difficulty.
 */
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { learner } from '../practice/support.ts';

const ANSWERS = `query A($filter: AnswerFilter) {
  viewer { answers(first: 20, filter: $filter) { totalCount edges { node { question { type } isCorrect answeredAt } } } }
}`;

describe.each([DEFAULT_ENGINE])('the answers filter by question type on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const who = await learner(t);
    headers = who.headers;
    const singles = await t.db.prisma.question.findMany({ where: { type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' }, take: 3 });
    const orderings = await t.db.prisma.question.findMany({ where: { type: 'ORDERING' }, orderBy: { id: 'asc' }, take: 2 });
    expect(orderings).toHaveLength(2);
    for (const [i, q] of [...singles, ...orderings].entries()) {
      await t.db.prisma.answer.create({
        data: {
          userId: who.user.id,
          questionId: q.id,
          chosenOption: q.correctAnswer,
          isCorrect: i % 2 === 0,
          topic: q.topic,
          difficulty: q.difficulty,
          idempotencyKey: `t${i}`,
          answeredAt: new Date(Date.UTC(2026, 0, 10, i)),
        },
      });
    }
  });
  afterAll(() => t.close());

  const read = async (filter: Record<string, unknown> | null) => {
    const result = await t.graphql(ANSWERS, { filter }, headers);
    expect(result.errors).toBeUndefined();
    const { totalCount, edges } = result.data.viewer.answers;
    return {
      totalCount,
      types: edges.map((e: any) => e.node.question.type).sort(),
      hours: edges.map((e: any) => new Date(e.node.answeredAt).getUTCHours()).sort(),
    };
  };

  it('keeps only the answers to questions of the type asked for, and every type without it', async () => {
    // Answered at hours 0-2 (single choice) and 3-4 (ordering).
    expect(await read(null)).toMatchObject({ totalCount: 5, hours: [0, 1, 2, 3, 4] });
    expect(await read({ type: 'ORDERING' })).toEqual({ totalCount: 2, types: ['ORDERING', 'ORDERING'], hours: [3, 4] });
    expect(await read({ type: 'SINGLE_CHOICE' })).toEqual({ totalCount: 3, types: ['SINGLE_CHOICE', 'SINGLE_CHOICE', 'SINGLE_CHOICE'], hours: [0, 1, 2] });
    expect(await read({ type: 'HOTSPOT' })).toEqual({ totalCount: 0, types: [], hours: [] });
  });

  it('combines with the other conditions, and filters mastery by difficulty too', async () => {
    // Answers 3 and 4 are the orderings: answer 3 wrong, answer 4 right.
    expect(await read({ type: 'ORDERING', isCorrect: true })).toEqual({ totalCount: 1, types: ['ORDERING'], hours: [4] });
    const result = await t.graphql(
      `query M($filter: AnswerFilter) { viewer { masteryByDifficulty(filter: $filter) { difficulty totalAnswered } } }`,
      { filter: { type: 'ORDERING' } },
      headers,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.viewer.masteryByDifficulty.reduce((sum: number, d: any) => sum + d.totalAnswered, 0)).toBe(2);
  });

  it('refuses a type that does not exist', async () => {
    const result = await t.graphql(ANSWERS, { filter: { type: 'ESSAY' } }, headers);
    expect(result.errors?.[0].message).toMatch(/ESSAY/);
  });
});
