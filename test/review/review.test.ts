/**
 * Review of mistakes: cards made by wrong answers in the transaction that records them, FSRS
 * scheduling (a right review later, a wrong one sooner), due counts, the review mode of practice,
 * and the exam date that caps the schedule.
 */
import { Rating } from 'ts-fsrs';
import type { Question } from '../../graph/generated/prisma/client.ts';
import { familyOf } from '../../graph/practice/families.ts';
import { ratingFor, reviewDeadline, scheduleReview } from '../../graph/review/schedule.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { globalId, learner } from '../practice/support.ts';

const DAY = 24 * 60 * 60 * 1000;

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on SubmitAnswerPayload {
        isCorrect
      }
    }
  }
`;
const QUEUE = /* GraphQL */ `
  query {
    viewer {
      examDate
      reviewQueue {
        dueCount
        cardCount
        nextDueAt
        dueCards(first: 5) {
          due
          state
          reps
          lapses
          question {
            questionId
          }
        }
      }
    }
  }
`;
const REVIEW_SET = /* GraphQL */ `
  query {
    practiceSet(review: true) {
      questionId
    }
  }
`;
const SET_EXAM_DATE = /* GraphQL */ `
  mutation Set($input: SetExamDateInput!) {
    setExamDate(input: $input) {
      __typename
      ... on User {
        examDate
      }
      ... on ReviewInputError {
        message
        field
      }
    }
  }
`;

const wrongOption = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('FSRS scheduling rules', () => {
  it('rates a wrong answer Again and a right one Good', () => {
    expect(ratingFor(false)).toBe(Rating.Again);
    expect(ratingFor(true)).toBe(Rating.Good);
  });

  it('takes a family from the sibling tag, or the question itself when it has none', () => {
    expect(familyOf({ id: 'd1-183', tags: ['scenario', 'family:d1-004'] })).toBe('d1-004');
    expect(familyOf({ id: 'd1-004', tags: ['ethics'] })).toBe('d1-004');
  });

  it('keeps every due date before the day before the exam, and ignores a past exam', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const deadline = reviewDeadline(new Date('2027-01-15T00:00:00Z'), now)!;
    expect(deadline.toISOString()).toBe('2027-01-14T00:00:00.000Z');
    expect(reviewDeadline(new Date('2027-01-10T00:00:00Z'), now)).toBeNull();
    let card = scheduleReview(null, Rating.Again, now, deadline);
    for (let i = 0; i < 6; i++) card = scheduleReview(card, Rating.Easy, card.due, deadline);
    expect(card.due.getTime()).toBeLessThanOrEqual(deadline.getTime());
    // Without the exam the same reviews reach far beyond it.
    let free = scheduleReview(null, Rating.Again, now, null);
    for (let i = 0; i < 6; i++) free = scheduleReview(free, Rating.Easy, free.due, null);
    expect(free.due.getTime()).toBeGreaterThan(deadline.getTime() + 30 * DAY);
  });
});

describe.each([DEFAULT_ENGINE])('review of mistakes on %s', (engine) => {
  let t: TestApp;
  let questions: Question[];
  /**
   * A question of this file alone, in no family. Every bank item is in a family (decision 003), and
   * review brings a missed question back through a sibling, so the tests that need the missed
   * question itself back answer this one.
   */
  let loner: Question;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    questions = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' }, take: 20 });
    const source = questions[0];
    loner = await t.db.prisma.question.create({
      data: {
        id: 'd1-901',
        text: `${source.text} (A question of this test alone.)`,
        options: source.options,
        correctAnswer: source.correctAnswer,
        topic: source.topic,
        difficulty: source.difficulty,
        explanation: source.explanation,
        rationales: source.rationales,
        outline: source.outline,
        tags: source.tags.filter((tag) => !tag.startsWith('family:')),
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async (headers: Record<string, string>, q: Question, answer: string, timeSpentMs?: number) => {
    const { data, errors } = await t.graphql(
      SUBMIT,
      { input: { questionId: globalId('Question', q.id), answer, idempotencyKey: crypto.randomUUID(), timeSpentMs } },
      headers,
    );
    expect(errors).toBeUndefined();
    expect(data.submitAnswer.__typename).toBe('SubmitAnswerPayload');
  };
  const queue = async (headers: Record<string, string>) => {
    const { data, errors } = await t.graphql(QUEUE, {}, headers);
    expect(errors).toBeUndefined();
    return data.viewer;
  };
  /** As if `days` had passed since the learner's last answers: every card and its last review move back. */
  const age = async (userId: string, days: number) => {
    const cards = await t.db.prisma.reviewCard.findMany({ where: { userId } });
    for (const card of cards) {
      await t.db.prisma.reviewCard.update({
        where: { id: card.id },
        data: { due: new Date(card.due.getTime() - days * DAY), lastReviewAt: card.lastReviewAt && new Date(card.lastReviewAt.getTime() - days * DAY) },
      });
    }
  };

  it('makes a card of a wrong answer only, due tomorrow, and counts it once it is due', async () => {
    const { user, headers } = await learner(t);
    const [missed, known] = [loner, questions[1]];
    await submit(headers, missed, wrongOption(missed), 40_000);
    await submit(headers, known, known.correctAnswer, 40_000);
    const cards = await t.db.prisma.reviewCard.findMany({ where: { userId: user.id } });
    expect(cards.map((c) => c.questionId)).toEqual([missed.id]);
    const answer = await t.db.prisma.answer.findFirstOrThrow({ where: { userId: user.id, questionId: missed.id } });
    expect(answer.timeSpentMs).toBe(40_000);
    // Due in about a day, not now: nothing to review yet.
    expect(cards[0].due.getTime() - Date.now()).toBeGreaterThan(DAY / 2);
    let viewer = await queue(headers);
    expect(viewer.reviewQueue).toMatchObject({ dueCount: 0, cardCount: 1, dueCards: [] });
    expect(new Date(viewer.reviewQueue.nextDueAt).getTime()).toBe(cards[0].due.getTime());
    expect((await t.graphql(REVIEW_SET, {}, headers)).data.practiceSet).toEqual([]);

    await age(user.id, 2);
    viewer = await queue(headers);
    expect(viewer.reviewQueue.dueCount).toBe(1);
    expect(viewer.reviewQueue.dueCards).toEqual([expect.objectContaining({ state: 'REVIEW', reps: 1, lapses: 0, question: { questionId: missed.id } })]);
    expect((await t.graphql(REVIEW_SET, {}, headers)).data.practiceSet).toEqual([{ questionId: missed.id }]);
  });

  it("hands back in the answer's payload the queue that a read after it finds", async () => {
    const { user, headers } = await learner(t);
    const SUBMIT_QUEUE = /* GraphQL */ `
      mutation Submit($input: SubmitAnswerInput!) {
        submitAnswer(input: $input) {
          __typename
          ... on SubmitAnswerPayload {
            viewer {
              reviewQueue {
                dueCount
                cardCount
                nextDueAt
              }
            }
          }
        }
      }
    `;
    const answered = async (q: Question, answer: string) => {
      const { data, errors } = await t.graphql(
        SUBMIT_QUEUE,
        { input: { questionId: globalId('Question', q.id), answer, idempotencyKey: crypto.randomUUID() } },
        headers,
      );
      expect(errors).toBeUndefined();
      return data.submitAnswer.viewer.reviewQueue;
    };
    const read = async () => {
      const { dueCount, cardCount, nextDueAt } = (await queue(headers)).reviewQueue;
      return { dueCount, cardCount, nextDueAt };
    };
    const [a, b, c, d, quarantined] = questions.slice(10, 15);
    // A quarantined question's card is kept but not in the queue.
    await t.db.prisma.itemStatistics.create({
      data: {
        questionId: quarantined.id,
        responses: 0,
        correct: 0,
        discriminationN: 0,
        optionCounts: {},
        openFlags: 0,
        flagsByReason: {},
        quarantined: true,
        computedAt: new Date(),
      },
    });
    try {
      const first: [Question, string][] = [
        [a, wrongOption(a)],
        [b, b.correctAnswer],
        [c, wrongOption(c)],
        [quarantined, wrongOption(quarantined)],
      ];
      for (const [q, answer] of first) expect(await answered(q, answer)).toEqual(await read());
      expect(await read()).toMatchObject({ dueCount: 0, cardCount: 2 });
      await age(user.id, 2);
      const later: [Question, string][] = [
        [b, b.correctAnswer],
        [a, a.correctAnswer],
        [d, wrongOption(d)],
        [c, wrongOption(c)],
        [quarantined, quarantined.correctAnswer],
      ];
      for (const [q, answer] of later) expect(await answered(q, answer)).toEqual(await read());
      expect(await read()).toMatchObject({ dueCount: 0, cardCount: 3 });
    } finally {
      await t.db.prisma.itemStatistics.delete({ where: { questionId: quarantined.id } });
    }
  });

  it('moves a card later after a right review and sooner after a wrong one', async () => {
    const q = questions[2];
    const right = await learner(t);
    const wrong = await learner(t);
    for (const who of [right, wrong]) {
      await submit(who.headers, q, wrongOption(q));
      await age(who.user.id, 3);
    }
    const before = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: right.user.id } });
    await submit(right.headers, q, q.correctAnswer, 15_000);
    await submit(wrong.headers, q, wrongOption(q), 15_000);
    const afterRight = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: right.user.id } });
    const afterWrong = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: wrong.user.id } });
    expect(afterRight.due.getTime()).toBeGreaterThan(afterWrong.due.getTime());
    expect(afterRight.due.getTime() - Date.now()).toBeGreaterThan(2 * DAY);
    expect(afterRight.stability).toBeGreaterThan(before.stability);
    expect(afterRight).toMatchObject({ reps: 2, lapses: 0 });
    expect(afterWrong).toMatchObject({ reps: 2, lapses: 1 });
    expect(afterWrong.stability).toBeLessThan(afterRight.stability);
    expect((await queue(right.headers)).reviewQueue.dueCount).toBe(0);
  });

  it('aims the schedule at the exam date, and pulls existing cards before a new one', async () => {
    const { user, headers } = await learner(t);
    const q = questions[3];
    await submit(headers, q, wrongOption(q));
    // Several quick right reviews would push the card weeks out.
    for (let i = 0; i < 4; i++) {
      const card = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: user.id } });
      await age(user.id, Math.ceil((card.due.getTime() - Date.now()) / DAY) + 1);
      await submit(headers, q, q.correctAnswer, 10_000);
    }
    const free = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: user.id } });
    expect(free.due.getTime() - Date.now()).toBeGreaterThan(20 * DAY);

    const exam = Date.now() + 10 * DAY;
    const set = await t.graphql(SET_EXAM_DATE, { input: { examDate: isoDay(exam) } }, headers);
    expect(set.data.setExamDate).toEqual({ __typename: 'User', examDate: isoDay(exam) });
    const deadline = new Date(`${isoDay(exam - DAY)}T00:00:00Z`).getTime();
    const pulled = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: user.id } });
    expect(pulled.due.getTime()).toBe(deadline);

    // A new review is capped too.
    await age(user.id, 9);
    await submit(headers, q, q.correctAnswer, 10_000);
    const capped = await t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: user.id } });
    expect(capped.due.getTime()).toBe(deadline);
    expect((await queue(headers)).examDate).toBe(isoDay(exam));

    const cleared = await t.graphql(SET_EXAM_DATE, { input: { examDate: null } }, headers);
    expect(cleared.data.setExamDate).toEqual({ __typename: 'User', examDate: null });
  });

  it('refuses an exam date that is malformed, past or years away', async () => {
    const { headers } = await learner(t);
    for (const [examDate, message] of [
      ['14/03/2027', 'Enter the exam date as YYYY-MM-DD.'],
      ['2027-02-30', 'Enter the exam date as YYYY-MM-DD.'],
      [isoDay(Date.now() - 2 * DAY), 'The exam date cannot be in the past.'],
      ['2099-01-01', 'The exam date must be within 3 years.'],
    ]) {
      const { data } = await t.graphql(SET_EXAM_DATE, { input: { examDate } }, headers);
      expect(data.setExamDate).toEqual({ __typename: 'ReviewInputError', message, field: 'examDate' });
    }
    const unsigned = await t.graphql(SET_EXAM_DATE, { input: { examDate: '2027-01-01' } });
    expect(unsigned.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a negative time spent, and drops one over an hour', async () => {
    const { user, headers } = await learner(t);
    const q = questions[4];
    const bad = await t.graphql(SUBMIT, { input: { questionId: q.id, answer: q.correctAnswer, idempotencyKey: 'neg', timeSpentMs: -1 } }, headers);
    expect(bad.data.submitAnswer.__typename).toBe('InputError');
    await submit(headers, q, wrongOption(q), 5 * 60 * 60 * 1000);
    expect((await t.db.prisma.answer.findFirstOrThrow({ where: { userId: user.id } })).timeSpentMs).toBeNull();
  });

  it('serves no review card of a retired question', async () => {
    const { user, headers } = await learner(t);
    const q = questions[5];
    await submit(headers, q, wrongOption(q));
    await age(user.id, 2);
    await t.db.prisma.question.update({ where: { id: q.id }, data: { retiredAt: new Date() } });
    try {
      expect((await queue(headers)).reviewQueue).toMatchObject({ dueCount: 0, cardCount: 0 });
      expect((await t.graphql(REVIEW_SET, {}, headers)).data.practiceSet).toEqual([]);
    } finally {
      await t.db.prisma.question.update({ where: { id: q.id }, data: { retiredAt: null } });
    }
  });

  /** Quarantines a question for the length of `body`. */
  const quarantining = async (questionId: string, body: () => Promise<void>) => {
    await t.db.prisma.itemStatistics.create({
      data: {
        questionId,
        responses: 0,
        correct: 0,
        discriminationN: 0,
        optionCounts: {},
        openFlags: 0,
        flagsByReason: {},
        quarantined: true,
        computedAt: new Date(),
      },
    });
    try {
      await body();
    } finally {
      await t.db.prisma.itemStatistics.delete({ where: { questionId } });
    }
  };
  const reviewSet = async (headers: Record<string, string>) => {
    const { data, errors } = await t.graphql(REVIEW_SET, {}, headers);
    expect(errors).toBeUndefined();
    return (data.practiceSet as { questionId: string }[]).map((q) => q.questionId);
  };
  const question = (id: string) => t.db.prisma.question.findUniqueOrThrow({ where: { id } });

  it('rates a right review Good however quick: a fast answer moves the card no further than a slow one', async () => {
    const q = questions[6];
    const quick = await learner(t);
    const slow = await learner(t);
    for (const who of [quick, slow]) {
      await submit(who.headers, q, wrongOption(q));
      await age(who.user.id, 3);
    }
    await submit(quick.headers, q, q.correctAnswer, 3_000);
    await submit(slow.headers, q, q.correctAnswer, 60_000);
    const [a, b] = await Promise.all([quick, slow].map((who) => t.db.prisma.reviewCard.findFirstOrThrow({ where: { userId: who.user.id } })));
    expect(a.stability).toBe(b.stability);
    expect(a.difficulty).toBe(b.difficulty);
    expect(a.scheduledDays).toBe(b.scheduledDays);
  });

  it('never serves a quarantined question in review, as the due count leaves it out', async () => {
    const { user, headers } = await learner(t);
    // A question with no family, so nothing else can stand in for it.
    await submit(headers, loner, wrongOption(loner));
    await age(user.id, 2);
    expect(await reviewSet(headers)).toEqual([loner.id]);
    await quarantining(loner.id, async () => {
      expect((await queue(headers)).reviewQueue).toMatchObject({ dueCount: 0, cardCount: 0, dueCards: [] });
      expect(await reviewSet(headers)).toEqual([]);
    });
    expect(await reviewSet(headers)).toEqual([loner.id]);
  });

  it('brings a missed question back through a family sibling not answered yet, and grading the sibling reviews the card', async () => {
    const { user, headers } = await learner(t);
    // d1-004 and the two stems written from it, d1-183 and d1-184, on one option set.
    const [founder, missed, other] = await Promise.all(['d1-004', 'd1-183', 'd1-184'].map(question));
    expect([familyOf(missed), familyOf(other)]).toEqual([founder.id, founder.id]);
    await submit(headers, founder, founder.correctAnswer);
    await submit(headers, missed, wrongOption(missed));
    await age(user.id, 2);

    // The sibling never answered, not the stem the learner saw nor the one they answered.
    expect(await reviewSet(headers)).toEqual([other.id]);
    const SUBMIT_QUEUE = /* GraphQL */ `
      mutation Submit($input: SubmitAnswerInput!) {
        submitAnswer(input: $input) {
          ... on SubmitAnswerPayload {
            isCorrect
            viewer {
              reviewQueue {
                dueCount
                cardCount
                nextDueAt
              }
            }
          }
        }
      }
    `;
    const answered = await t.graphql(
      SUBMIT_QUEUE,
      { input: { questionId: globalId('Question', other.id), answer: other.correctAnswer, idempotencyKey: crypto.randomUUID() } },
      headers,
    );
    expect(answered.data.submitAnswer.isCorrect).toBe(true);
    let cards = await t.db.prisma.reviewCard.findMany({ where: { userId: user.id } });
    expect(cards).toEqual([expect.objectContaining({ questionId: missed.id, reps: 2, lapses: 0, state: 'Review' })]);
    const read = (await queue(headers)).reviewQueue;
    expect(answered.data.submitAnswer.viewer.reviewQueue).toEqual({ dueCount: 0, cardCount: 1, nextDueAt: read.nextDueAt });

    // Every sibling answered now: the one answered least recently, and a miss there lapses the same card.
    await age(user.id, Math.ceil((cards[0].due.getTime() - Date.now()) / DAY) + 1);
    expect(await reviewSet(headers)).toEqual([founder.id]);
    await submit(headers, founder, wrongOption(founder));
    cards = await t.db.prisma.reviewCard.findMany({ where: { userId: user.id } });
    expect(cards).toEqual([expect.objectContaining({ questionId: missed.id, reps: 3, lapses: 1 })]);
  });

  it('serves no quarantined sibling, and the missed question itself when no sibling is left', async () => {
    const { user, headers } = await learner(t);
    const [founder, missed, other] = await Promise.all(['d1-004', 'd1-183', 'd1-184'].map(question));
    await submit(headers, missed, wrongOption(missed));
    await age(user.id, 2);
    await quarantining(founder.id, async () => {
      expect(await reviewSet(headers)).toEqual([other.id]);
      await quarantining(other.id, async () => {
        expect(await reviewSet(headers)).toEqual([missed.id]);
      });
    });
  });
});
