import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { exclusiveKeys } from '../../graph/exam/cat.ts';
import { answerExamItem, currentItem, examInProgress, ExamError, recentExposure, startExam, type ExamServices } from '../../graph/exam/exams.ts';
import { estimateAbilityEap, guessingFloor } from '../../graph/exam/irt.ts';
import { shortenedRules } from '../../graph/exam/rules.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { createUser } from '../support/factories.ts';
import { learner } from '../practice/support.ts';

const EXAM_FIELDS = /* GraphQL */ `
  id status itemsAnswered minItems maxItems secondsRemaining secondsPerItem
  currentItem { id number text options answered chosenOption isCorrect correctAnswer rationales domain }
  result { passed scaledScore passingScore endReason domains { domain name scoredItems correct standing } }
  review { number chosenOption isCorrect correctAnswer rationales explanation domainName }`;

const START = `mutation { startExam { __typename ... on Error { message } ... on ExamPayload { exam { ${EXAM_FIELDS} } } } }`;
const ANSWER = `mutation($input: AnswerExamItemInput!) { answerExamItem(input: $input) {
  __typename ... on Error { message }
  ... on AnswerExamItemPayload { recorded answeredItem { number chosenOption isCorrect correctAnswer } exam { ${EXAM_FIELDS} } } } }`;
const IN_PROGRESS = `{ viewer { examInProgress { ${EXAM_FIELDS} } exams(first: 5) { totalCount edges { node { id status result { passed } } } } } }`;
const FINISH = `mutation($input: FinishExamInput!) { finishExam(input: $input) { __typename ... on Error { message } ... on ExamPayload { exam { ${EXAM_FIELDS} } } } }`;

describe.each(ENGINES)('the exam server on %s', (engine) => {
  let t: TestApp;
  let keys: Map<string, string>;
  const keyOf = async (itemGlobalId: string) => {
    const id = Buffer.from(itemGlobalId, 'base64').toString().split(':')[1];
    const item = await t.db.prisma.examItem.findUniqueOrThrow({ where: { id } });
    return keys.get(item.questionId)!;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine, env: { EXAM_ITEMS: '9' } });
    keys = new Map((await t.db.prisma.question.findMany()).map((q) => [q.id, q.correctAnswer]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs an exam from start to result and review, never showing a key before the end', async () => {
    const { user, headers } = await learner(t);
    const started = await t.graphql(START, {}, headers);
    expect(started.errors).toBeUndefined();
    const exam = started.data.startExam.exam;
    expect(exam).toMatchObject({ status: 'IN_PROGRESS', itemsAnswered: 0, minItems: 6, maxItems: 9, secondsPerItem: 72, result: null, review: null });
    expect(exam.secondsRemaining).toBeGreaterThan(10790);
    expect(exam.currentItem).toMatchObject({ number: 1, answered: false, correctAnswer: null, rationales: null, isCorrect: null, domain: null });
    expect(exam.currentItem.options.length).toBeGreaterThanOrEqual(2);

    // One exam at a time.
    const again = await t.graphql(START, {}, headers);
    expect(again.data.startExam).toMatchObject({ __typename: 'ExamError', message: expect.stringMatching(/in progress/) });

    let current = exam;
    const seen = new Set<string>();
    for (let step = 0; step < 9 && current.status === 'IN_PROGRESS'; step += 1) {
      const item = current.currentItem;
      expect(item.number).toBe(step + 1);
      expect(seen.has(item.text)).toBe(false);
      seen.add(item.text);
      // A reload in the middle finds the same exam on the same item.
      const reloaded = await t.graphql(IN_PROGRESS, {}, headers);
      expect(reloaded.data.viewer.examInProgress.currentItem.id).toBe(item.id);
      const answered = await t.graphql(ANSWER, { input: { itemId: item.id, answer: await keyOf(item.id) } }, headers);
      expect(answered.data.answerExamItem.recorded).toBe(true);
      current = answered.data.answerExamItem.exam;
      expect(current.itemsAnswered).toBe(step + 1);
    }
    // Every answer right: stops at the minimum once the interval clears the standard, or at the maximum.
    expect(current.status).toBe('FINISHED');
    expect(current.currentItem).toBeNull();
    expect(current.itemsAnswered).toBeGreaterThanOrEqual(6);
    expect(current.result).toMatchObject({ passed: true, passingScore: 700 });
    expect(current.result.scaledScore).toBeGreaterThan(700);
    expect(current.result.domains.map((d: { domain: string }) => d.domain)).toHaveLength(8);
    const scored = current.result.domains.reduce((sum: number, d: { scoredItems: number }) => sum + d.scoredItems, 0);
    expect(scored).toBe(current.itemsAnswered - 1); // one pretest item, unscored and unmarked
    expect(current.review).toHaveLength(current.itemsAnswered);
    for (const item of current.review) {
      expect(item).toMatchObject({ isCorrect: true, correctAnswer: item.chosenOption, domainName: expect.any(String) });
      expect(item.rationales.length).toBeGreaterThanOrEqual(2);
    }

    // Every scored item right: the Perfect Score badge of gamification.
    expect(await t.db.prisma.achievement.count({ where: { userId: user.id, badgeId: 'perfect-exam' } })).toBe(1);

    const history = await t.graphql(IN_PROGRESS, {}, headers);
    expect(history.data.viewer.examInProgress).toBeNull();
    expect(history.data.viewer.exams.totalCount).toBe(1);
    expect(history.data.viewer.exams.edges[0].node).toMatchObject({ id: current.id, status: 'FINISHED', result: { passed: true } });
  });

  it('takes a repeated answer once, and refuses another answer to an answered item', async () => {
    const { user, headers } = await learner(t);
    const { exam } = (await t.graphql(START, {}, headers)).data.startExam;
    const item = exam.currentItem;
    const chosen = item.options[0];
    const first = await t.graphql(ANSWER, { input: { itemId: item.id, answer: chosen } }, headers);
    const retry = await t.graphql(ANSWER, { input: { itemId: item.id, answer: chosen } }, headers);
    expect(first.data.answerExamItem.recorded).toBe(true);
    expect(retry.data.answerExamItem).toMatchObject({ recorded: false, exam: { itemsAnswered: 1 } });
    expect(retry.data.answerExamItem.exam.currentItem.number).toBe(2);
    const other = item.options.find((o: string) => o !== chosen);
    const change = await t.graphql(ANSWER, { input: { itemId: item.id, answer: other } }, headers);
    expect(change.data.answerExamItem).toMatchObject({ __typename: 'ExamError', message: expect.stringMatching(/does not go back/) });
    // Not an option, not an item: clear errors, not failures.
    const next = retry.data.answerExamItem.exam.currentItem;
    const notAnOption = await t.graphql(ANSWER, { input: { itemId: next.id, answer: 'none of these' } }, headers);
    expect(notAnOption.data.answerExamItem).toMatchObject({ __typename: 'ExamError', message: 'Choose one of the options.' });
    const noItem = await t.graphql(ANSWER, { input: { itemId: 'nonsense', answer: 'x' } }, headers);
    expect(noItem.data.answerExamItem).toMatchObject({ __typename: 'ExamError', message: 'This exam item does not exist.' });
    // Ending early is scored like a time-out: short of the minimum, a fail.
    const ended = await t.graphql(FINISH, { input: { examId: exam.id } }, headers);
    expect(ended.data.finishExam.exam).toMatchObject({ status: 'FINISHED', result: { passed: false, endReason: 'ENDED' } });
    expect(await t.db.prisma.achievement.count({ where: { userId: user.id, badgeId: 'perfect-exam' } })).toBe(0);
    const late = await t.graphql(ANSWER, { input: { itemId: next.id, answer: next.options[0] } }, headers);
    expect(late.data.answerExamItem).toMatchObject({ __typename: 'ExamError', message: 'This exam has ended.' });
  });

  it("keeps each learner's exam to that learner", async () => {
    const owner = await learner(t);
    const stranger = await learner(t);
    const { exam } = (await t.graphql(START, {}, owner.headers)).data.startExam;
    const peek = await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: exam.id }, stranger.headers);
    expect(peek.data.node).toBeNull();
    const peekItem = await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: exam.currentItem.id }, stranger.headers);
    expect(peekItem.data.node).toBeNull();
    const meddle = await t.graphql(ANSWER, { input: { itemId: exam.currentItem.id, answer: exam.currentItem.options[0] } }, stranger.headers);
    expect(meddle.data.answerExamItem.__typename).toBe('ExamError');
    const anonymous = await t.graphql(START, {});
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  describe('settling an exam whose clock ran out, on every read', () => {
    let now: Date;
    beforeAll(() => {
      now = new Date('2026-11-25T09:00:00Z');
      t.services.now = () => now;
    });
    afterAll(() => {
      delete t.services.now;
    });
    const NODE = `query($id: ID!) { node(id: $id) { ... on Exam { status finishedAt secondsRemaining result { endReason } currentItem { id } review { number } } } }`;

    it('answers node() of an expired exam as finished, scored by the time-out rule', async () => {
      const { headers } = await learner(t);
      const { exam } = (await t.graphql(START, {}, headers)).data.startExam;
      const answered = await t.graphql(ANSWER, { input: { itemId: exam.currentItem.id, answer: await keyOf(exam.currentItem.id) } }, headers);
      const item = answered.data.answerExamItem.answeredItem;
      expect(item.correctAnswer).toBeNull();
      now = new Date(now.getTime() + 3 * 3600 * 1000 + 1000);
      const read = await t.graphql(NODE, { id: exam.id }, headers);
      expect(read.errors).toBeUndefined();
      expect(read.data.node).toMatchObject({
        status: 'FINISHED',
        secondsRemaining: 0,
        result: { endReason: 'TIME' },
        currentItem: null,
        review: [{ number: 1 }],
      });
      const id = Buffer.from(exam.id, 'base64').toString().split(':')[1];
      const stored = await t.db.prisma.exam.findUniqueOrThrow({ where: { id } });
      expect(stored).toMatchObject({ status: 'FINISHED', endReason: 'TIME', inProgressFor: null });
      expect(new Date(read.data.node.finishedAt)).toEqual(stored.deadlineAt);
    });

    it('answers viewer.exams and an item of an expired exam as ended', async () => {
      const { headers } = await learner(t);
      const { exam } = (await t.graphql(START, {}, headers)).data.startExam;
      now = new Date(now.getTime() + 3 * 3600 * 1000 + 1000);
      const item = await t.graphql(`query($id: ID!) { node(id: $id) { ... on ExamItem { correctAnswer domain } } }`, { id: exam.currentItem.id }, headers);
      // Read as ended: its domain shows; the item was on show, never answered, so it keeps its key.
      const stored = await t.db.prisma.examItem.findUniqueOrThrow({ where: { id: Buffer.from(exam.currentItem.id, 'base64').toString().split(':')[1] } });
      expect(item.data.node).toEqual({ correctAnswer: null, domain: stored.domain });
      const list = await t.graphql(`{ viewer { exams(first: 5) { edges { node { id status result { endReason passed } } } } } }`, {}, headers);
      expect(list.data.viewer.exams.edges).toEqual([{ node: { id: exam.id, status: 'FINISHED', result: { endReason: 'TIME', passed: false } } }]);
    });
  });

  describe('when an answer races the finish', () => {
    const ITEM_IDS = `query($id: ID!) { node(id: $id) { ... on Exam { itemsAnswered finishedAt result { domains { scoredItems } } review { number } } } }`;

    it('counts the answer in the score or refuses it, never records it after the finish', async () => {
      for (let round = 0; round < 15; round += 1) {
        const { headers } = await learner(t);
        let exam = (await t.graphql(START, {}, headers)).data.startExam.exam;
        for (let i = 0; i < 3; i += 1) {
          exam = (await t.graphql(ANSWER, { input: { itemId: exam.currentItem.id, answer: await keyOf(exam.currentItem.id) } }, headers)).data.answerExamItem
            .exam;
        }
        const item = exam.currentItem;
        const [answer, finish] = await Promise.all([
          t.graphql(ANSWER, { input: { itemId: item.id, answer: await keyOf(item.id) } }, headers),
          t.graphql(FINISH, { input: { examId: exam.id } }, headers),
        ]);
        expect(answer.errors).toBeUndefined();
        expect(finish.errors).toBeUndefined();
        expect(finish.data.finishExam.exam.status).toBe('FINISHED');
        expect(['AnswerExamItemPayload', 'ExamError']).toContain(answer.data.answerExamItem.__typename);
        if (answer.data.answerExamItem.__typename === 'ExamError') expect(answer.data.answerExamItem.message).toBe('This exam has ended.');

        const read = (await t.graphql(ITEM_IDS, { id: exam.id }, headers)).data.node;
        const id = Buffer.from(exam.id, 'base64').toString().split(':')[1];
        const items = await t.db.prisma.examItem.findMany({ where: { examId: id } });
        const answered = items.filter((i) => i.answeredAt !== null);
        const scored = read.result.domains.reduce((sum: number, d: { scoredItems: number }) => sum + d.scoredItems, 0);
        expect(scored).toBe(answered.filter((i) => !i.pretest).length);
        expect(read.review).toHaveLength(answered.length);
        expect(read.itemsAnswered).toBe(answered.length);
        expect(answered.length).toBe(answer.data.answerExamItem.__typename === 'ExamError' ? 3 : 4);
        // Nothing waits for an answer in a finished exam but the item on show when it ended.
        expect(items.length - answered.length).toBeLessThanOrEqual(1);
        const finishedAt = new Date(read.finishedAt).getTime();
        for (const i of items) expect(Math.max(i.presentedAt.getTime(), i.answeredAt?.getTime() ?? 0)).toBeLessThanOrEqual(finishedAt);
      }
    }, 90_000); // 15 exams, each item chosen against the learner's history and recent exposure
  });

  describe("with the server's clock", () => {
    let now: Date;
    let services: ExamServices;
    const rules = shortenedRules(9);
    beforeAll(() => {
      now = new Date('2026-11-25T09:00:00Z');
      services = { prisma: t.db.prisma, now: () => now };
    });

    const answerAll = async (userId: string, count: number, right: boolean) => {
      for (let i = 0; i < count; i += 1) {
        const exam = (await examInProgress(services, userId))!;
        const item = (await currentItem(services, exam))!;
        const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: item.questionId } });
        const answer = right ? question.correctAnswer : question.options.find((o) => o !== question.correctAnswer)!;
        await answerExamItem(services, userId, item.id, answer);
        now = new Date(now.getTime() + 60_000);
      }
    };

    it('ends at the deadline; short of the minimum it fails', async () => {
      const user = await createUser(t.db.prisma);
      const exam = await startExam(services, user.id, rules);
      expect(exam.deadlineAt.getTime() - now.getTime()).toBe(3 * 3600 * 1000);
      await answerAll(user.id, 3, true);
      now = new Date(exam.deadlineAt.getTime() + 1000);
      expect(await examInProgress(services, user.id)).toBeNull();
      const ended = await t.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
      expect(ended).toMatchObject({ status: 'FINISHED', endReason: 'TIME', passed: false, inProgressFor: null, finishedAt: exam.deadlineAt });
      // A new exam may start once the old one has ended.
      await expect(startExam(services, user.id, rules)).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    });

    it('scores a time-out past the minimum by the last-75 rule (here the last minimum-less-pretest scored items)', async () => {
      const user = await createUser(t.db.prisma);
      const exam = await startExam(services, user.id, rules);
      // Right answers keep the estimate above the standard after each: a pass, even without the interval clearing it.
      await answerAll(user.id, 6, true);
      const after = await t.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
      if (after.status === 'IN_PROGRESS') {
        now = new Date(after.deadlineAt.getTime() + 1);
        expect(await examInProgress(services, user.id)).toBeNull();
        expect(await t.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).toMatchObject({ endReason: 'TIME', passed: true });
      } else {
        expect(after).toMatchObject({ endReason: 'CONFIDENCE', passed: true });
      }
      // The estimate after each scored answer (an item on show when the exam ended has none).
      const trail = await t.db.prisma.examItem.findMany({
        where: { examId: exam.id, pretest: false, answeredAt: { not: null } },
        orderBy: { position: 'asc' },
      });
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((i) => i.thetaAfter !== null && i.thetaAfter > 0)).toBe(true);
    });

    it('fails a time-out whose estimate dipped below the standard within the window', async () => {
      const user = await createUser(t.db.prisma);
      const exam = await startExam(services, user.id, rules);
      await answerAll(user.id, 2, false);
      await answerAll(user.id, 5, true);
      const after = await t.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
      expect(after.status).toBe('IN_PROGRESS');
      now = new Date(after.deadlineAt.getTime() + 1);
      expect(await examInProgress(services, user.id)).toBeNull();
      expect(await t.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).toMatchObject({ endReason: 'TIME', passed: false });
    });

    it('gives a retake none of the items seen before while unseen ones remain, one item per family and option set, scored with the guessing floor', async () => {
      const user = await createUser(t.db.prisma);
      const bank = await t.db.prisma.question.findMany({ orderBy: { id: 'asc' } });
      const byId = new Map(bank.map((q) => [q.id, q]));
      // The learner has practised every other question of the bank.
      const practised = bank.filter((_, i) => i % 2 === 0).map((q) => q.id);
      await t.db.prisma.seenQuestion.createMany({ data: practised.map((questionId) => ({ userId: user.id, questionId })) });
      const earlier = new Set<string>();
      for (let take = 0; take < 4; take += 1) {
        await startExam(services, user.id, rules);
        while (await examInProgress(services, user.id)) await answerAll(user.id, 1, take % 2 === 0);
        const exam = await t.db.prisma.exam.findFirstOrThrow({ where: { userId: user.id }, orderBy: { startedAt: 'desc' }, include: { items: true } });
        expect(exam.status).toBe('FINISHED');
        const ids = exam.items.map((i) => i.questionId);
        expect(ids.filter((id) => practised.includes(id))).toEqual([]);
        // A retake shares at most 10% of its items with the learner's earlier exams.
        expect(ids.filter((id) => earlier.has(id)).length).toBeLessThanOrEqual(Math.floor(0.1 * ids.length));
        ids.forEach((id) => earlier.add(id));
        const keys = ids.flatMap((id) => exclusiveKeys(byId.get(id)!));
        expect(new Set(keys).size).toBe(keys.length);
        const scored = exam.items
          .filter((i) => !i.pretest)
          .map((i) => ({ item: { a: i.discrimination, b: i.difficulty, c: guessingFloor(byId.get(i.questionId)!) }, correct: i.isCorrect! }));
        expect(exam.theta).toBeCloseTo(estimateAbilityEap(scored).theta, 9);
        now = new Date(now.getTime() + 3_600_000);
      }
    }, 90_000);

    it("counts each item's appearances over recent exams for the exposure control", async () => {
      const exams = await t.db.prisma.exam.findMany({ include: { items: true } });
      const [left, ...rest] = exams;
      const exposure = await recentExposure(t.db.prisma, left.id);
      expect(exposure.exams).toBe(rest.length);
      const expected = new Map<string, number>();
      for (const item of rest.flatMap((e) => e.items)) expected.set(item.questionId, (expected.get(item.questionId) ?? 0) + 1);
      expect(new Map([...exposure.counts].sort())).toEqual(new Map([...expected].sort()));
    });

    it('resumes after a restart on the same item, and lets only one of two racing starts through', async () => {
      const user = await createUser(t.db.prisma);
      const results = await Promise.allSettled([startExam(services, user.id, rules), startExam(services, user.id, rules)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(ExamError);
      expect(await t.db.prisma.exam.count({ where: { userId: user.id, status: 'IN_PROGRESS' } })).toBe(1);
      await answerAll(user.id, 2, true);
      const before = await currentItem(services, (await examInProgress(services, user.id))!);
      // A restarted server is a fresh set of services over the same database.
      const restarted: ExamServices = { prisma: t.db.prisma, now: () => now };
      const after = await currentItem(restarted, (await examInProgress(restarted, user.id))!);
      expect(after!.id).toBe(before!.id);
      expect(after!.position).toBe(2);
    });
  });
});
