import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bankReviewReport } from '../../graph/exam/bankReview.ts';
import { firstResponses } from '../../graph/exam/calibration.ts';
import { ESTABLISHED } from '../../graph/exam/countedAnswers.ts';
import { readinessAnswers } from '../../graph/exam/readiness.ts';
import { seededRandom } from '../../graph/exam/irt.ts';
import { examPool } from '../../graph/exam/exams.ts';
import { flagQuestion, FLAGS_PER_HOUR, MAX_FLAG_COMMENT, resolveFlags } from '../../graph/exam/flags.ts';
import { computeItemStatistics, PUBLIC_MIN_RESPONSES, QUARANTINE_FLAGS, QUARANTINE_MIN_RESPONSES } from '../../graph/exam/itemStatistics.ts';
import { activeQuestionsWhere, practiceSetQuestions } from '../../graph/practice/practiceSet.ts';
import { reviewSetIds } from '../../graph/review/queue.ts';
import type { Question, User } from '../../graph/generated/prisma/client.ts';
import { InputError } from '../../graph/errors.ts';
import { parse } from 'graphql';
import { apiTokenRefusal } from '../../graph/apiTokenPolicy.ts';
import { schema } from '../../graph/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { createUser } from '../support/factories.ts';
import { globalId, learner } from '../practice/support.ts';

const FLAG = `mutation($input: FlagQuestionInput!) { flagQuestion(input: $input) {
  __typename ... on Error { message } ... on InputError { field } ... on RateLimitedError { retryAfterSeconds }
  ... on FlagQuestionPayload { updated flag { reason comment resolved } question { questionId viewerFlag { reason comment } } } } }`;
const STATS = `query($id: ID!) { node(id: $id) { ... on Question { questionId statistics {
  responses pValue discrimination discriminationResponses openFlags quarantined options { option count share correct } } } } }`;

describe.each(ENGINES)('item statistics, flags and quarantine on %s', (engine) => {
  let t: TestApp;
  let bank: Question[];
  let next = 0;
  /** Questions no other test of this file touches, so each test's statistics are its own. */
  const take = (n: number) => {
    const taken = bank.slice(next, next + n);
    next += n;
    return taken;
  };
  const wrong = (q: Question, k = 0) => q.options.filter((o) => o !== q.correctAnswer)[k];
  let keyCounter = 0;
  const answer = (user: User, q: Question, chosen: string, minute: number) => ({
    userId: user.id,
    questionId: q.id,
    chosenOption: chosen,
    isCorrect: chosen === q.correctAnswer,
    topic: q.topic,
    difficulty: q.difficulty,
    idempotencyKey: `k${(keyCounter += 1)}`,
    answeredAt: new Date(Date.UTC(2026, 10, 20, 0, minute)),
  });
  /** A finished exam of `user` holding `items` (question, chosen option) in order. */
  async function finishedExam(user: User, items: [Question, string][]) {
    return t.db.prisma.exam.create({
      data: {
        userId: user.id,
        status: 'FINISHED',
        minItems: 6,
        maxItems: 9,
        pretestItems: 1,
        timeLimitSeconds: 10800,
        pretestPositions: [],
        seed: 1,
        deadlineAt: new Date(Date.UTC(2026, 10, 20, 3)),
        finishedAt: new Date(Date.UTC(2026, 10, 20, 1)),
        endReason: 'ENDED',
        passed: false,
        theta: 0,
        standardError: 1,
        scaledScore: 700,
        domainReport: [],
        items: {
          create: items.map(([q, chosen], position) => ({
            position,
            questionId: q.id,
            domain: q.topic,
            pretest: false,
            discrimination: 1,
            difficulty: 0,
            answeredAt: new Date(Date.UTC(2026, 10, 20, 0, 30 + position)),
            chosenOption: chosen,
            isCorrect: chosen === q.correctAnswer,
          })),
        },
      },
    });
  }

  /** `n` learners at once, with `data` (createdAt, isDemo) for each. */
  const learners = (n: number, data: { createdAt?: Date; isDemo?: boolean } = {}) =>
    t.db.prisma.user.createManyAndReturn({
      data: Array.from({ length: n }, () => ({
        email: `learner-${(keyCounter += 1)}-${Math.random().toString(36).slice(2)}@example.com`,
        name: 'Learner',
        ...data,
      })),
    });
  /** Questions at the end of the bank, answered only to make learners established. */
  let filler: Question[];
  /** `n` established learners (old accounts with enough graded answers), or demo learners as old and as busy. */
  async function established(n: number, data: { isDemo?: boolean } = {}) {
    const made = await learners(n, { createdAt: new Date(Date.UTC(2026, 0, 1)), ...data });
    await t.db.prisma.answer.createMany({ data: made.flatMap((user) => filler.map((q, i) => answer(user, q, q.correctAnswer, i))) });
    return made;
  }

  beforeAll(async () => {
    t = await createTestApp({ engine });
    bank = (await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' } })).filter((q) => q.options.length >= 4);
    filler = bank.splice(-ESTABLISHED.minAnswers);
  });
  afterAll(async () => {
    await t.close();
  });

  it('computes p-value, point-biserial discrimination and option shares as by hand', async () => {
    const [a, b, c] = take(3);
    const [l1, l2, l3, l4, l5] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db.prisma)));
    await t.db.prisma.answer.createMany({
      data: [
        answer(l1, a, a.correctAnswer, 1),
        answer(l1, b, b.correctAnswer, 2),
        answer(l1, c, c.correctAnswer, 3),
        // A later answer after seeing the key does not count: only each learner's first.
        answer(l1, a, wrong(a), 4),
        answer(l2, a, a.correctAnswer, 1),
        answer(l2, b, wrong(b), 2),
        answer(l2, c, c.correctAnswer, 3),
        answer(l3, a, wrong(a, 0), 1),
        answer(l3, b, b.correctAnswer, 2),
        answer(l3, c, wrong(c), 3),
        answer(l4, a, wrong(a, 1), 1),
        answer(l4, b, wrong(b), 2),
        // L5 answered A alone: counted in the p-value, not in the discrimination (no rest score).
        answer(l5, a, a.correctAnswer, 1),
      ],
    });
    // L4 met C in an exam, and got it wrong: exam answers count like practice ones.
    await finishedExam(l4, [[c, wrong(c)]]);

    const now = new Date('2026-11-25T12:00:00.000Z');
    const report = await computeItemStatistics(t.db.prisma, now);
    expect(report.newlyQuarantined).toEqual([]);
    const stats = new Map((await t.db.prisma.itemStatistics.findMany({ where: { questionId: { in: [a.id, b.id, c.id] } } })).map((s) => [s.questionId, s]));

    // A: right by L1, L2, L5 of 5 → p = 0.6. Rest scores (share right on the other items):
    // L1 2/2 = 1, L2 1/2 = 0.5, L3 1/2 = 0.5, L4 0/2 = 0; A right for L1, L2.
    // r_pb = (M1 − M0) / s · √(pq) = (0.75 − 0.25) / √(0.125) · √(0.25) = 1/√2.
    expect(stats.get(a.id)).toMatchObject({
      responses: 5,
      correct: 3,
      discriminationN: 4,
      openFlags: 0,
      quarantined: false,
      quarantineReason: null,
      computedAt: now,
    });
    expect(stats.get(a.id)!.pValue).toBeCloseTo(0.6, 12);
    expect(stats.get(a.id)!.discrimination).toBeCloseTo(1 / Math.SQRT2, 10);
    expect(stats.get(a.id)!.optionCounts).toEqual({ [a.correctAnswer]: 3, [wrong(a, 0)]: 1, [wrong(a, 1)]: 1 });
    // B: right by L1 (rest 1) and L3 (rest 0), wrong by L2 (rest 1) and L4 (rest 0): no relation, r = 0.
    expect(stats.get(b.id)).toMatchObject({ responses: 4, correct: 2, pValue: 0.5, discriminationN: 4 });
    expect(stats.get(b.id)!.discrimination).toBeCloseTo(0, 12);
    // C: right by L1 (rest 1), L2 (rest 0.5); wrong by L3 (rest 0.5) and L4 in the exam (rest 0) → 1/√2 again.
    expect(stats.get(c.id)).toMatchObject({ responses: 4, correct: 2, pValue: 0.5 });
    expect(stats.get(c.id)!.discrimination).toBeCloseTo(1 / Math.SQRT2, 10);
    expect(stats.get(c.id)!.optionCounts).toEqual({ [c.correctAnswer]: 2, [wrong(c)]: 2 });
  });

  it('drops the statistics of an item nobody has answered any more (its learners deleted their accounts)', async () => {
    const [q] = take(1);
    const gone = await createUser(t.db.prisma);
    await t.db.prisma.answer.create({ data: answer(gone, q, q.correctAnswer, 1) });
    await computeItemStatistics(t.db.prisma);
    expect(await t.db.prisma.itemStatistics.count({ where: { questionId: q.id } })).toBe(1);
    await t.db.prisma.user.delete({ where: { id: gone.id } });
    await computeItemStatistics(t.db.prisma);
    expect(await t.db.prisma.itemStatistics.count({ where: { questionId: q.id } })).toBe(0);
  });

  it("shows a question's statistics to learners who answered it, once enough have", async () => {
    const [q] = take(1);
    const learners = await Promise.all(Array.from({ length: PUBLIC_MIN_RESPONSES }, () => learner(t)));
    // 7 right, 2 chose the first wrong option, 1 the second.
    await t.db.prisma.answer.createMany({
      data: learners.map(({ user }, i) => answer(user, q, i < 7 ? q.correctAnswer : i < 9 ? wrong(q, 0) : wrong(q, 1), i)),
    });
    const outsider = await learner(t);
    // Served the question but not answered it yet (a question by id is only for a learner who was served it).
    await t.db.prisma.seenQuestion.create({ data: { userId: outsider.user.id, questionId: q.id } });
    await computeItemStatistics(t.db.prisma);
    const read = async (headers: Record<string, string>) => (await t.graphql(STATS, { id: globalId('Question', q.id) }, headers)).data.node?.statistics ?? null;

    const seen = await read(learners[0].headers);
    expect(seen).toMatchObject({ responses: 10, pValue: 0.7, openFlags: 0, quarantined: false, discriminationResponses: 0, discrimination: null });
    expect(seen.options).toEqual(
      q.options.map((option) => {
        const count = option === q.correctAnswer ? 7 : option === wrong(q, 0) ? 2 : option === wrong(q, 1) ? 1 : 0;
        return { option, count, share: count / 10, correct: option === q.correctAnswer };
      }),
    );
    // An analytics token reads them with its answers (read:answers), and not without that scope.
    const throughAnswers = parse(
      `{ viewer { answers(first: 5) { edges { node { question { statistics { responses pValue discrimination options { option share correct } } } } } } } }`,
    );
    expect(apiTokenRefusal(schema, throughAnswers, null, ['read:answers'])).toBeNull();
    expect(apiTokenRefusal(schema, throughAnswers, null, ['read:progress'])).not.toBeNull();
    // Before answering, the shares would give the key away.
    expect(await read(outsider.headers)).toBeNull();
    expect(await read({})).toBeNull();
  });

  it('flags a question once per learner, with typed errors for bad input and unanswered questions', async () => {
    const [q, unanswered] = take(2);
    const { user, headers } = await learner(t);
    await t.db.prisma.answer.create({ data: answer(user, q, wrong(q), 1) });
    const flag = (input: Record<string, unknown>) =>
      t.graphql(FLAG, { input: { questionId: globalId('Question', q.id), reason: 'WRONG_KEY', ...input } }, headers);

    const tooLong = await flag({ comment: 'x'.repeat(MAX_FLAG_COMMENT + 1) });
    expect(tooLong.data.flagQuestion).toMatchObject({ __typename: 'InputError', field: 'comment' });
    const unknown = await flag({ questionId: 'no-such-question' });
    expect(unknown.data.flagQuestion).toMatchObject({ __typename: 'InputError', field: 'questionId', message: expect.stringMatching(/does not exist/) });
    const notAnswered = await flag({ questionId: globalId('Question', unanswered.id) });
    expect(notAnswered.data.flagQuestion).toMatchObject({ __typename: 'InputError', field: 'questionId', message: expect.stringMatching(/answered/) });
    // A reason outside the enum is refused by validation, not by a server error.
    const badReason = await flag({ reason: 'BORING' });
    expect(badReason.errors?.[0].message).toMatch(/QuestionFlagReason/);
    expect(badReason.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    // The domain refuses it too, for callers other than GraphQL.
    await expect(flagQuestion(t.db.prisma, user.id, { questionId: q.id, reason: 'BORING' })).rejects.toThrow(InputError);
    expect(await t.db.prisma.questionFlag.count({ where: { userId: user.id } })).toBe(0);

    const first = await flag({ comment: '  The key should be B.  ' });
    expect(first.data.flagQuestion).toMatchObject({
      __typename: 'FlagQuestionPayload',
      updated: false,
      flag: { reason: 'WRONG_KEY', comment: 'The key should be B.', resolved: false },
      question: { questionId: q.id, viewerFlag: { reason: 'WRONG_KEY' } },
    });
    const again = await flag({ reason: 'AMBIGUOUS', comment: '' });
    expect(again.data.flagQuestion).toMatchObject({ updated: true, flag: { reason: 'AMBIGUOUS', comment: null } });
    expect(await t.db.prisma.questionFlag.count({ where: { userId: user.id, questionId: q.id } })).toBe(1);
    // Signed out: refused.
    const anonymous = await t.graphql(FLAG, { input: { questionId: q.id, reason: 'TYPO' } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lets a learner flag an exam's items once the exam has ended, and limits flags per hour", async () => {
    const questions = take(FLAGS_PER_HOUR + 1);
    const { user, headers } = await learner(t);
    const [examQuestion, ...practised] = questions;
    await t.db.prisma.answer.createMany({ data: practised.map((q, i) => answer(user, q, q.correctAnswer, i)) });
    const exam = await finishedExam(user, [[examQuestion, wrong(examQuestion)]]);
    const flag = (q: Question) => t.graphql(FLAG, { input: { questionId: q.id, reason: 'TYPO' } }, headers);

    expect((await flag(examQuestion)).data.flagQuestion.__typename).toBe('FlagQuestionPayload');
    // An exam still running hides its items' questions (their ids name the domain), and they cannot be flagged.
    const [examItem] = await t.db.prisma.examItem.findMany({ where: { examId: exam.id } });
    const itemQuestion = async () =>
      (await t.graphql(`query($id: ID!) { node(id: $id) { ... on ExamItem { question { questionId } } } }`, { id: globalId('ExamItem', examItem.id) }, headers))
        .data.node.question;
    expect(await itemQuestion()).toEqual({ questionId: examQuestion.id });
    await t.db.prisma.exam.update({ where: { id: exam.id }, data: { status: 'IN_PROGRESS' } });
    expect(await itemQuestion()).toBeNull();
    await t.db.prisma.questionFlag.deleteMany({ where: { userId: user.id } });
    expect((await flag(examQuestion)).data.flagQuestion).toMatchObject({ __typename: 'InputError', field: 'questionId' });
    await t.db.prisma.exam.update({ where: { id: exam.id }, data: { status: 'FINISHED' } });

    for (const q of practised.slice(0, FLAGS_PER_HOUR)) expect((await flag(q)).data.flagQuestion.__typename).toBe('FlagQuestionPayload');
    const limited = await flag(examQuestion);
    expect(limited.data.flagQuestion).toMatchObject({ __typename: 'RateLimitedError' });
    expect(limited.data.flagQuestion.retryAfterSeconds).toBeGreaterThan(3000);
    expect(limited.data.flagQuestion.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it('quarantines an item whose discrimination is negative over enough learners: out of exams and practice, kept in history and reviews', async () => {
    const [inverse, thin, ...others] = take(6);
    const users = await learners(QUARANTINE_MIN_RESPONSES + 10);
    const rows = [];
    for (const [i, user] of users.entries()) {
      const strong = i % 2 === 0;
      // The stronger learners (right elsewhere) miss this item and the weaker get it: a wrong key.
      rows.push(answer(user, inverse, strong ? wrong(inverse) : inverse.correctAnswer, 0));
      if (i < QUARANTINE_MIN_RESPONSES - 10) rows.push(answer(user, thin, strong ? wrong(thin) : thin.correctAnswer, 1));
      others.forEach((q, k) => rows.push(answer(user, q, strong ? q.correctAnswer : wrong(q), 2 + k)));
    }
    await t.db.prisma.answer.createMany({ data: rows });
    // One of them holds a review card of the item and met it in an exam.
    const holder = users[1];
    await t.db.prisma.reviewCard.create({
      data: {
        userId: holder.id,
        questionId: inverse.id,
        due: new Date(Date.UTC(2026, 0, 1)),
        stability: 1,
        difficulty: 5,
        scheduledDays: 0,
        learningSteps: 0,
        reps: 1,
        lapses: 1,
        state: 'Review',
      },
    });
    const exam = await finishedExam(holder, [[inverse, inverse.correctAnswer]]);

    const report = await computeItemStatistics(t.db.prisma);
    expect(report.newlyQuarantined).toContain(inverse.id);
    expect(report.newlyQuarantined).not.toContain(thin.id);
    const stats = await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: inverse.id } });
    expect(stats).toMatchObject({ quarantined: true, quarantineReason: 'NEGATIVE_DISCRIMINATION', discriminationN: QUARANTINE_MIN_RESPONSES + 10 });
    expect(stats.discrimination).toBeLessThan(-0.9);
    // Just as negative, but over fewer learners than the rule asks: kept.
    const thinStats = await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: thin.id } });
    expect(thinStats.discrimination).toBeLessThan(0);
    expect(thinStats.quarantined).toBe(false);

    // Out of the exam's pool and of every practice draw.
    const pool = (await examPool(t.db.prisma)).map((p) => p.id);
    expect(pool).not.toContain(inverse.id);
    expect(pool).toContain(thin.id);
    const newcomer = await createUser(t.db.prisma);
    const drawn = await practiceSetQuestions(t.db.prisma, newcomer.id, { domain: inverse.topic }, 1000, { newPerDay: 1000 });
    expect(drawn.map((q) => q.id)).not.toContain(inverse.id);
    expect(drawn.length).toBeGreaterThan(10);
    expect(await t.db.prisma.question.count({ where: { id: inverse.id, ...activeQuestionsWhere({}) } })).toBe(0);
    expect(await reviewSetIds(t.db.prisma, holder.id, 10)).not.toContain(inverse.id);
    expect(await t.db.prisma.reviewCard.count({ where: { userId: holder.id, questionId: inverse.id } })).toBe(1);

    // Kept in the learner's history and in the exam's review, marked as quarantined.
    const { authHeaders } = await import('../support/factories.ts');
    const headers = await authHeaders(t, holder.id);
    const history = await t.graphql(
      `{ viewer { answers(first: 100) { edges { node { question { questionId statistics { quarantined } } } } } } }`,
      {},
      headers,
    );
    const inHistory = history.data.viewer.answers.edges.map((e: any) => e.node.question).find((q: any) => q.questionId === inverse.id);
    expect(inHistory).toEqual({ questionId: inverse.id, statistics: { quarantined: true } });
    const review = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on Exam { review { question { questionId statistics { quarantined discrimination } } } } } }`,
      { id: globalId('Exam', exam.id) },
      headers,
    );
    expect(review.data.node.review).toEqual([
      { question: { questionId: inverse.id, statistics: { quarantined: true, discrimination: stats.discrimination } } },
    ]);
  });

  it('quarantines an item with enough open flags from established learners, and lifts it once the editors resolve them', async () => {
    const [q] = take(1);
    const flaggers = await established(QUARANTINE_FLAGS);
    // New accounts, and demo learners however old and busy, flag too: kept for the editors, never counted.
    const newcomers = await learners(QUARANTINE_FLAGS);
    const demo = await established(QUARANTINE_FLAGS, { isDemo: true });
    const bystanders = [...newcomers, ...demo];
    await t.db.prisma.answer.createMany({ data: [...bystanders, ...flaggers].map((user, i) => answer(user, q, wrong(q), 100 + i)) });
    for (const user of bystanders) await flagQuestion(t.db.prisma, user.id, { questionId: q.id, reason: 'WRONG_KEY', comment: 'not counted' });
    await computeItemStatistics(t.db.prisma);
    expect(await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: q.id } })).toMatchObject({
      openFlags: 2 * QUARANTINE_FLAGS,
      quarantined: false,
    });
    await t.db.prisma.questionFlag.deleteMany({ where: { questionId: q.id } });

    for (const [i, user] of flaggers.slice(0, -1).entries())
      await flagQuestion(t.db.prisma, user.id, { questionId: q.id, reason: i ? 'AMBIGUOUS' : 'WRONG_KEY', comment: `flag ${i}` });
    // A new account's flag added to the established ones is not the one that tips the item over.
    await flagQuestion(t.db.prisma, newcomers[0].id, { questionId: q.id, reason: 'WRONG_KEY', comment: '\x1b]0;pwned\x07\x1b[2J\u009b2J' });
    await computeItemStatistics(t.db.prisma);
    expect(await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: q.id } })).toMatchObject({
      openFlags: QUARANTINE_FLAGS,
      quarantined: false,
    });
    // The editors see it, marked, and its escape sequences written out, not played on their terminal.
    const beforeQuarantine = await bankReviewReport(t.db.prisma);
    expect(beforeQuarantine).toContain('(not counted): \\x1b]0;pwned\\x07\\x1b[2J\\x9b2J');
    // eslint-disable-next-line no-control-regex -- no control character but the line breaks
    expect(beforeQuarantine).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    await t.db.prisma.questionFlag.deleteMany({ where: { userId: newcomers[0].id } });

    await flagQuestion(t.db.prisma, flaggers.at(-1)!.id, { questionId: q.id, reason: 'AMBIGUOUS' });
    const first = new Date('2026-11-25T13:00:00.000Z');
    expect((await computeItemStatistics(t.db.prisma, first)).newlyQuarantined).toEqual([q.id]);
    expect(await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: q.id } })).toMatchObject({
      openFlags: QUARANTINE_FLAGS,
      flagsByReason: { WRONG_KEY: 1, AMBIGUOUS: QUARANTINE_FLAGS - 1 },
      quarantined: true,
      quarantineReason: 'FLAGS',
      quarantinedAt: first,
    });
    expect((await examPool(t.db.prisma)).map((p) => p.id)).not.toContain(q.id);
    // The editors' list shows it with its statistics and the learners' comments.
    const listed = await bankReviewReport(t.db.prisma);
    expect(listed).toContain(`${q.id}  `);
    expect(listed).toMatch(new RegExp(`${q.id}[^\\n]*\\n  QUARANTINED \\(open flags\\)`));
    const section = listed.slice(listed.indexOf(`${q.id}  `)).split('\n\n')[0];
    expect(section).toMatch(/flag WRONG_KEY 2026-\d\d-\d\d: flag 0/);
    expect(section).not.toContain('(not counted)');
    // The demo learners' answers are not among the responses.
    expect(listed).toContain(`responses ${QUARANTINE_FLAGS + newcomers.length} · p-value 0.00`);
    // The next run keeps the start of the quarantine.
    await computeItemStatistics(t.db.prisma, new Date('2026-11-25T14:00:00.000Z'));
    expect((await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: q.id } })).quarantinedAt).toEqual(first);

    expect(await resolveFlags(t.db.prisma, q.id)).toBe(QUARANTINE_FLAGS);
    await computeItemStatistics(t.db.prisma);
    expect(await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: q.id } })).toMatchObject({
      openFlags: 0,
      quarantined: false,
      quarantinedAt: null,
    });
    expect((await examPool(t.db.prisma)).map((p) => p.id)).toContain(q.id);
  });

  it('counts only server-graded answers of learners who are not demo learners, for statistics, calibration, readiness and flags', async () => {
    const [q] = take(1);
    // Calibration reads established learners only: these two are; the cheat need not be.
    const [right, wrongOne] = await established(2);
    const [cheat] = await learners(1);
    const [demo] = await learners(1, { isDemo: true });
    await t.db.prisma.answer.createMany({
      data: [
        answer(right, q, q.correctAnswer, 1),
        answer(wrongOne, q, wrong(q), 1),
        // The legacy client grades itself and says so: whatever option it names, the claim proves nothing.
        { ...answer(cheat, q, wrong(q, 1), 1), isCorrect: true, selfReported: true },
        answer(demo, q, wrong(q, 2), 1),
      ],
    });
    await computeItemStatistics(t.db.prisma);
    expect(await t.db.prisma.itemStatistics.findUniqueOrThrow({ where: { questionId: q.id } })).toMatchObject({
      responses: 2,
      correct: 1,
      optionCounts: { [q.correctAnswer]: 1, [wrong(q)]: 1 },
    });
    const calibrated = (await firstResponses(t.db.prisma))
      .filter((o) => o.questionId === q.id)
      .map((o) => o.userId)
      .sort();
    expect(calibrated).toEqual([right.id, wrongOne.id].sort());
    // A learner's own readiness leaves out what their client claimed; a demo learner's counts for themself.
    expect(await readinessAnswers(t.db.prisma, cheat.id)).toEqual([]);
    expect(await readinessAnswers(t.db.prisma, demo.id)).toHaveLength(1);
    // A self-reported answer does not open the question to flags.
    await expect(flagQuestion(t.db.prisma, cheat.id, { questionId: q.id, reason: 'WRONG_KEY' })).rejects.toThrow(/once you have answered/);
  });

  it('does not quarantine by statistics on a small sample: 50 learners answering at random take nothing out', async () => {
    const items = take(12);
    const random = seededRandom(20);
    const crowd = await learners(50);
    await t.db.prisma.answer.createMany({
      data: crowd.flatMap((user) => items.map((q, k) => answer(user, q, q.options[Math.floor(random() * q.options.length)], k))),
    });
    const report = await computeItemStatistics(t.db.prisma);
    const stats = await t.db.prisma.itemStatistics.findMany({ where: { questionId: { in: items.map((q) => q.id) } } });
    // Chance alone makes some of them negative; none of that is evidence.
    expect(stats.filter((s) => (s.discrimination ?? 0) < 0).length).toBeGreaterThan(0);
    expect(stats.every((s) => s.discriminationN === 50 && !s.quarantined)).toBe(true);
    expect(report.newlyQuarantined.filter((id) => items.some((q) => q.id === id))).toEqual([]);
  });
});
