import { drawsLeftToday, nextDrawDay } from '../../graph/practice/draws.ts';
import { practiceSetQuestions } from '../../graph/practice/practiceSet.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { learner } from './support.ts';

// A small ceiling, so a test reaches it in a few requests; exams of at most 5 items.
const CEILING = 25;

const SET = `query($domain: Domain, $first: Int, $set: PracticeSetKind, $review: Boolean) {
  practiceSet(domain: $domain, first: $first, set: $set, review: $review) { id questionId options }
}`;
const LIST = `query($domain: Domain, $first: Int, $after: String) {
  questions(domain: $domain, first: $first, after: $after) { edges { node { questionId text } } pageInfo { endCursor } }
}`;
const START = `mutation { startExam { __typename ... on Error { message } ... on ExamPayload { exam { id status currentItem { id options } } } } }`;
const ANSWER = `mutation($input: AnswerExamItemInput!) { answerExamItem(input: $input) {
  __typename ... on Error { message } ... on AnswerExamItemPayload { exam { status currentItem { id options } } } } }`;
const SUBMIT = `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename ... on SubmitAnswerPayload { isCorrect } } }`;

describe('the daily ceiling of new questions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its mistake is answered by option: the other types have their own file (interactive.test.ts).
    t = await createTestApp({ env: { NEW_QUESTIONS_PER_DAY: String(CEILING), EXAM_ITEMS: '5', LEGACY_CLIENT: 'on' }, bank: 'single-choice' });
  });
  afterAll(async () => {
    await t.close();
  });

  const firstServedToday = (userId: string) =>
    t.db.prisma.seenQuestion.count({ where: { userId, firstSeenAt: { gte: new Date(nextDrawDay(new Date()).getTime() - 86_400_000) } } });
  const restQuestions = (headers: Record<string, string>, query: string) => t.app.inject({ method: 'GET', url: `/api/questions?${query}`, headers });

  it('is reached through practice sets, GET /api/questions and the question list together, and says the ceiling and when it resets', async () => {
    const { user, headers } = await learner(t);
    // 10 + 10 + 5 new questions, from three domains so that no route serves another's.
    const set = await t.graphql(SET, { domain: 'SECURITY_OPERATIONS', first: 10 }, headers);
    expect(set.data.practiceSet).toHaveLength(10);
    const rest = await restQuestions(headers, 'topic=Asset%20Security&limit=10');
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toHaveLength(10);
    const page = await t.graphql(LIST, { domain: 'IDENTITY_AND_ACCESS_MANAGEMENT', first: 5 }, headers);
    expect(page.data.questions.edges).toHaveLength(5);
    expect(await firstServedToday(user.id)).toBe(CEILING);

    // Every route that would draw a new one now refuses, saying why and until when.
    const resetsAt = nextDrawDay(new Date());
    const refused = await t.graphql(SET, { domain: 'SECURITY_OPERATIONS', first: 10 }, headers);
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: `You have drawn all the new questions allowed today (25 a day). More from midnight UTC (${resetsAt.toISOString()}); until then your mistakes and review cards stay open.`,
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', limit: CEILING, resetsAt: resetsAt.toISOString() }),
      }),
    ]);
    const restRefused = await restQuestions(headers, 'limit=10');
    expect(restRefused.statusCode).toBe(429);
    expect(restRefused.json()).toEqual({ success: false, error: refused.errors![0].message });
    expect(Number(restRefused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(restRefused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    const nextPage = await t.graphql(LIST, { domain: 'IDENTITY_AND_ACCESS_MANAGEMENT', first: 5, after: page.data.questions.pageInfo.endCursor }, headers);
    expect(nextPage.errors?.[0]).toMatchObject({ message: refused.errors![0].message, extensions: { code: 'RATE_LIMITED' } });
    const exam = await t.graphql(START, {}, headers);
    expect(exam.data.startExam).toEqual({
      __typename: 'ExamError',
      message: `An exam draws up to 5 questions and you have 0 new ones left today (25 a day). More from midnight UTC (${resetsAt.toISOString()}); until then your mistakes and review cards stay open.`,
    });
    expect(await firstServedToday(user.id)).toBe(CEILING);

    // What was served stays open: the same page again, and the mistakes and review sets.
    expect((await t.graphql(LIST, { domain: 'IDENTITY_AND_ACCESS_MANAGEMENT', first: 5 }, headers)).errors).toBeUndefined();
    const [missed] = set.data.practiceSet;
    const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: missed.questionId } });
    const wrong = question.options.find((option) => option !== question.correctAnswer)!;
    expect((await t.graphql(SUBMIT, { input: { questionId: missed.id, answer: wrong, idempotencyKey: 'missed' } }, headers)).data.submitAnswer.isCorrect).toBe(
      false,
    );
    const mistakes = await t.graphql(SET, { set: 'MISTAKES' }, headers);
    expect(mistakes.errors).toBeUndefined();
    expect(mistakes.data.practiceSet.map((q: { questionId: string }) => q.questionId)).toEqual([missed.questionId]);
    expect((await t.graphql(SET, { review: true }, headers)).errors).toBeUndefined();
  });

  it('gives a set no more new questions than the day has left, filling it with ones already seen', async () => {
    const { user, headers } = await learner(t);
    const served = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      for (const q of (await t.graphql(SET, { first: 10 }, headers)).data.practiceSet) served.add(q.questionId);
    }
    expect(served.size).toBe(20);
    const last = (await t.graphql(SET, { first: 10 }, headers)).data.practiceSet.map((q: { questionId: string }) => q.questionId);
    expect(last).toHaveLength(10);
    expect(last.filter((id: string) => !served.has(id))).toHaveLength(CEILING - 20);
    expect(await firstServedToday(user.id)).toBe(CEILING);
    expect((await t.graphql(SET, { first: 10 }, headers)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it("counts an exam's items, and starts an exam only with room for all of them", async () => {
    const { user, headers } = await learner(t);
    let exam = (await t.graphql(START, {}, headers)).data.startExam.exam;
    while (exam.status === 'IN_PROGRESS') {
      const answered = await t.graphql(ANSWER, { input: { itemId: exam.currentItem.id, answer: exam.currentItem.options[0] } }, headers);
      exam = answered.data.answerExamItem.exam;
    }
    const presented = await t.db.prisma.examItem.count({ where: { exam: { userId: user.id } } });
    expect(presented).toBeGreaterThan(0);
    expect(await drawsLeftToday(t.db.prisma, user.id, CEILING)).toBe(CEILING - presented);

    // Practice up to fewer than an exam's 5 items left: no exam, though practice may take the rest.
    const practised = CEILING - presented - 4;
    expect((await t.graphql(SET, { first: Math.min(10, practised) }, headers)).data.practiceSet).toHaveLength(Math.min(10, practised));
    if (practised > 10) expect((await t.graphql(SET, { first: practised - 10 }, headers)).data.practiceSet).toHaveLength(practised - 10);
    expect(await drawsLeftToday(t.db.prisma, user.id, CEILING)).toBe(4);
    expect((await t.graphql(START, {}, headers)).data.startExam).toMatchObject({
      __typename: 'ExamError',
      message: expect.stringMatching(/^An exam draws up to 5 questions and you have 4 new ones left today/),
    });
  });

  it('opens again at midnight UTC', async () => {
    const { user, headers } = await learner(t);
    for (let i = 0; i < 3; i += 1) await t.graphql(SET, { first: 10 }, headers);
    expect(await drawsLeftToday(t.db.prisma, user.id, CEILING)).toBe(0);
    const tomorrow = nextDrawDay(new Date());
    expect(await drawsLeftToday(t.db.prisma, user.id, CEILING, tomorrow)).toBe(CEILING);
    const set = await practiceSetQuestions(t.db.prisma, user.id, {}, 10, { newPerDay: CEILING, now: tomorrow });
    expect(set).toHaveLength(10);
    expect(await drawsLeftToday(t.db.prisma, user.id, CEILING, tomorrow)).toBe(CEILING - 10);
  });
});
