/**
 * SQL statements per operation the web app sends, counted at the driver: a fixed small number,
 * the same for a learner with no history as for one with a long one (no N+1). The operations are
 * the Relay client's own, read from its generated artifacts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dashboardQuery from '../../web/__generated__/DashboardRouteQuery.graphql.ts';
import practiceQuery from '../../web/__generated__/PracticeRouteQuery.graphql.ts';
import submitMutation from '../../web/__generated__/useSubmitAnswerMutation.graphql.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { learner, type StatementLog, statementLog } from './support.ts';

const text = (artifact: unknown) => (artifact as { params: { text: string } }).params.text;

describe.each(ENGINES)('SQL statements per operation on %s', (engine) => {
  let t: TestApp;
  let log: StatementLog;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    log = statementLog();
  });
  afterAll(async () => {
    log.restore();
    await t.close();
  });

  /** A learner with `n` answers spread over every domain and many questions. */
  async function learnerWithHistory(n: number) {
    const who = await learner(t);
    const questions = await t.db.prisma.question.findMany({ take: n, orderBy: { id: 'asc' } });
    await t.db.prisma.answer.createMany({
      data: questions.map((q, i) => ({
        userId: who.user.id,
        questionId: q.id,
        chosenOption: i % 3 ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!,
        isCorrect: i % 3 !== 0,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `seed-${i}`,
        answeredAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    return who;
  }

  async function count(headers: Record<string, string>) {
    const practice = await log.record(() => t.graphql(text(practiceQuery), { domain: null, difficulty: null }, headers));
    expect(practice.result.errors).toBeUndefined();
    expect(practice.result.data.practiceSet).toHaveLength(10);
    const [first] = practice.result.data.practiceSet;
    const submit = await log.record(() =>
      t.graphql(text(submitMutation), { input: { questionId: first.id, answer: first.options[0], idempotencyKey: crypto.randomUUID() }, connections: [] }, headers),
    );
    expect(submit.result.data.submitAnswer.__typename).toBe('SubmitAnswerPayload');
    const dashboard = await log.record(() => t.graphql(text(dashboardQuery), {}, headers));
    expect(dashboard.result.errors).toBeUndefined();
    return { practiceSet: practice.statements.length, submitAnswer: submit.statements.length, dashboard: dashboard.statements.length, dashboardAnswers: dashboard.result.data.viewer.answers.edges.length };
  }

  it('is a fixed number, whatever the history', async () => {
    const fresh = await count((await learner(t)).headers);
    const seasoned = await count((await learnerWithHistory(300)).headers);
    // Context (the viewer), the set's ids, its questions, the viewer node, its progress.
    expect(fresh).toEqual({ practiceSet: 5, submitAnswer: 4, dashboard: 5, dashboardAnswers: 1 });
    // Context, the question, the insert, the progress.
    expect(seasoned).toEqual({ practiceSet: 5, submitAnswer: 4, dashboard: 5, dashboardAnswers: 5 });
  });
});

describe('the answer key', () => {
  it('is in no query the web app sends: only after an answer, in a mutation', () => {
    const dir = path.resolve('web/__generated__');
    const queries = readdirSync(dir)
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter((source) => /"operationKind": "query"/.test(source));
    expect(queries.length).toBeGreaterThan(2);
    for (const source of queries) expect(source).not.toMatch(/\bcorrectAnswer\b|legacyCorrectAnswer|\bexplanation\b|\brationales\b/);
  });
});
