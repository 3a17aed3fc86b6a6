/**
 * The analytics reads: the answers filter with its total count, progress over time checked
 * against series computed by hand (a time zone that moves answers across a month boundary, ISO
 * weeks, a daylight-saving change), mastery by difficulty, the input refusals, and the SQL
 * statements each costs.
 */
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { learner, statementLog } from '../practice/support.ts';

type Seed = { at: string; domain: 'SECURITY_OPERATIONS' | 'ASSET_SECURITY'; difficulty: 'easy' | 'medium' | 'hard'; correct: boolean };

// New York is UTC-5 in winter. The local day of each answer is in the comment.
const SEED: Seed[] = [
  { at: '2026-01-31T03:00:00Z', domain: 'SECURITY_OPERATIONS', difficulty: 'easy', correct: true }, // Jan 30, 22:00
  { at: '2026-01-31T23:30:00Z', domain: 'ASSET_SECURITY', difficulty: 'medium', correct: false }, // Jan 31, 18:30
  { at: '2026-02-01T02:00:00Z', domain: 'SECURITY_OPERATIONS', difficulty: 'hard', correct: true }, // Jan 31, 21:00 (Feb 1 in UTC)
  { at: '2026-02-01T05:00:00Z', domain: 'ASSET_SECURITY', difficulty: 'easy', correct: true }, // Feb 1, 00:00 exactly
  { at: '2026-02-01T12:00:00Z', domain: 'SECURITY_OPERATIONS', difficulty: 'medium', correct: false }, // Feb 1, 07:00
  { at: '2026-02-02T04:59:59Z', domain: 'SECURITY_OPERATIONS', difficulty: 'easy', correct: true }, // Feb 1, 23:59:59 (Feb 2 in UTC)
];

const SERIES = `query Series($interval: ProgressInterval!, $since: DateTime, $until: DateTime, $timeZone: String) {
  viewer { progressOverTime(interval: $interval, since: $since, until: $until, timeZone: $timeZone) {
    date start totalAnswered correctAnswers percent byDomain { domain totalAnswered correctAnswers percent }
  } }
}`;

/** A bucket as the test writes it by hand: [date, start, answered, correct, percent, {domain: [answered, correct]}]. */
type Expected = [string, string, number, number, number, Record<string, [number, number]>];

function shape(buckets: any[]) {
  return buckets.map((b) => [
    b.date,
    b.start,
    b.totalAnswered,
    b.correctAnswers,
    b.percent,
    Object.fromEntries(b.byDomain.filter((d: any) => d.totalAnswered > 0).map((d: any) => [d.domain, [d.totalAnswered, d.correctAnswers]])),
  ]);
}

describe.each([DEFAULT_ENGINE])('analytics reads on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const who = await learner(t);
    headers = who.headers;
    userId = who.user.id;
    const byDomain = async (domain: Seed['domain'], difficulty: Seed['difficulty']) =>
      t.db.prisma.question.findFirstOrThrow({ where: { topic: domain, difficulty }, orderBy: { id: 'asc' } });
    for (const [i, seed] of SEED.entries()) {
      const q = await byDomain(seed.domain, seed.difficulty);
      await t.db.prisma.answer.create({
        data: {
          userId,
          questionId: q.id,
          chosenOption: q.correctAnswer,
          isCorrect: seed.correct,
          topic: q.topic,
          difficulty: q.difficulty,
          idempotencyKey: `s${i}`,
          answeredAt: new Date(seed.at),
        },
      });
    }
    // Another learner's answers on the same days never count.
    const other = await learner(t);
    const q = await byDomain('ASSET_SECURITY', 'easy');
    await t.db.prisma.answer.create({
      data: {
        userId: other.user.id,
        questionId: q.id,
        isCorrect: true,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: 'x',
        answeredAt: new Date('2026-01-31T12:00:00Z'),
      },
    });
  });
  afterAll(() => t.close());

  async function series(variables: Record<string, unknown>) {
    const result = await t.graphql(SERIES, variables, headers);
    expect(result.errors).toBeUndefined();
    return shape(result.data.viewer.progressOverTime);
  }

  it('buckets by day in the time zone asked for, across the month boundary', async () => {
    const expected: Expected[] = [
      ['2026-01-30', '2026-01-30T05:00:00.000Z', 1, 1, 100, { SECURITY_OPERATIONS: [1, 1] }],
      ['2026-01-31', '2026-01-31T05:00:00.000Z', 2, 1, 50, { ASSET_SECURITY: [1, 0], SECURITY_OPERATIONS: [1, 1] }],
      ['2026-02-01', '2026-02-01T05:00:00.000Z', 3, 2, 67, { ASSET_SECURITY: [1, 1], SECURITY_OPERATIONS: [2, 1] }],
      ['2026-02-02', '2026-02-02T05:00:00.000Z', 0, 0, 0, {}],
    ];
    expect(await series({ interval: 'DAY', since: '2026-01-30T05:00:00Z', until: '2026-02-03T05:00:00Z', timeZone: 'America/New_York' })).toEqual(expected);
  });

  it('gives other days in UTC, the default', async () => {
    const expected: Expected[] = [
      ['2026-01-30', '2026-01-30T00:00:00.000Z', 0, 0, 0, {}],
      ['2026-01-31', '2026-01-31T00:00:00.000Z', 2, 1, 50, { ASSET_SECURITY: [1, 0], SECURITY_OPERATIONS: [1, 1] }],
      ['2026-02-01', '2026-02-01T00:00:00.000Z', 3, 2, 67, { ASSET_SECURITY: [1, 1], SECURITY_OPERATIONS: [2, 1] }],
      ['2026-02-02', '2026-02-02T00:00:00.000Z', 1, 1, 100, { SECURITY_OPERATIONS: [1, 1] }],
    ];
    expect(await series({ interval: 'DAY', since: '2026-01-30T00:00:00Z', until: '2026-02-03T00:00:00Z' })).toEqual(expected);
  });

  it('buckets by ISO week (Monday first), where the zone decides which week Sunday night falls in', async () => {
    const range = { interval: 'WEEK', since: '2026-01-26T05:00:00Z', until: '2026-02-03T05:00:00Z' };
    expect(await series({ ...range, timeZone: 'America/New_York' })).toEqual([
      ['2026-01-26', '2026-01-26T05:00:00.000Z', 6, 4, 67, { ASSET_SECURITY: [2, 1], SECURITY_OPERATIONS: [4, 3] }],
      ['2026-02-02', '2026-02-02T05:00:00.000Z', 0, 0, 0, {}],
    ] satisfies Expected[]);
    expect(await series({ ...range, timeZone: 'UTC' })).toEqual([
      ['2026-01-26', '2026-01-26T00:00:00.000Z', 5, 3, 60, { ASSET_SECURITY: [2, 1], SECURITY_OPERATIONS: [3, 2] }],
      ['2026-02-02', '2026-02-02T00:00:00.000Z', 1, 1, 100, { SECURITY_OPERATIONS: [1, 1] }],
    ] satisfies Expected[]);
  });

  it('starts each day at local midnight through a daylight-saving change', async () => {
    const days = await series({ interval: 'DAY', since: '2026-03-28T23:00:00Z', until: '2026-03-30T22:00:00Z', timeZone: 'Europe/Berlin' });
    expect(days.map(([date, start]) => [date, start])).toEqual([
      ['2026-03-29', '2026-03-28T23:00:00.000Z'],
      ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ]);
  });

  it('filters the answers connection and counts what the filter matches', async () => {
    const ANSWERS = `query A($filter: AnswerFilter) { viewer { answers(first: 10, filter: $filter) { totalCount edges { node { answeredAt isCorrect domain difficulty } } } } }`;
    const read = async (filter: Record<string, unknown> | null) => {
      const result = await t.graphql(ANSWERS, { filter }, headers);
      expect(result.errors).toBeUndefined();
      return result.data.viewer.answers;
    };
    expect((await read(null)).totalCount).toBe(6);
    const wrong = await read({ isCorrect: false });
    expect(wrong.totalCount).toBe(2);
    expect(wrong.edges.map((e: any) => e.node.answeredAt)).toEqual(['2026-01-31T23:30:00.000Z', '2026-02-01T12:00:00.000Z']);
    expect((await read({ domain: 'ASSET_SECURITY' })).totalCount).toBe(2);
    expect((await read({ difficulty: 'easy' })).totalCount).toBe(3);
    // since inclusive, until exclusive.
    const window = await read({ since: '2026-02-01T05:00:00Z', until: '2026-02-02T04:59:59Z' });
    expect(window.edges.map((e: any) => e.node.answeredAt)).toEqual(['2026-02-01T05:00:00.000Z', '2026-02-01T12:00:00.000Z']);
    expect((await read({ domain: 'SECURITY_OPERATIONS', difficulty: 'easy', isCorrect: true, since: '2026-02-01T00:00:00Z' })).totalCount).toBe(1);
  });

  it('gives mastery by difficulty, every difficulty, filtered too', async () => {
    const result = await t.graphql(
      `query M($filter: AnswerFilter) { viewer { all: masteryByDifficulty { difficulty totalAnswered correctAnswers percent } assets: masteryByDifficulty(filter: $filter) { difficulty totalAnswered } } }`,
      { filter: { domain: 'ASSET_SECURITY' } },
      headers,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.viewer.all).toEqual([
      { difficulty: 'easy', totalAnswered: 3, correctAnswers: 3, percent: 100 },
      { difficulty: 'medium', totalAnswered: 2, correctAnswers: 0, percent: 0 },
      { difficulty: 'hard', totalAnswered: 1, correctAnswers: 1, percent: 100 },
    ]);
    expect(result.data.viewer.assets).toEqual([
      { difficulty: 'easy', totalAnswered: 1 },
      { difficulty: 'medium', totalAnswered: 1 },
      { difficulty: 'hard', totalAnswered: 0 },
    ]);
  });

  it('refuses input the reader can fix, naming the argument', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [SERIES, { interval: 'DAY', since: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z' }, 'since must be before until.', 'since'],
      [SERIES, { interval: 'DAY', timeZone: 'Mars/Olympus' }, 'Unknown time zone: Mars/Olympus. Use an IANA name such as Europe/Berlin.', 'timeZone'],
      [SERIES, { interval: 'DAY', timeZone: '+03:00' }, 'Unknown time zone: +03:00. Use an IANA name such as Europe/Berlin.', 'timeZone'],
      [
        SERIES,
        { interval: 'DAY', since: '2020-01-01T00:00:00Z', until: '2026-01-01T00:00:00Z' },
        'At most 1000 buckets: narrow since and until, or use WEEK.',
        'since',
      ],
      [
        'query { viewer { answers(filter: { since: "2026-02-01T00:00:00Z", until: "2026-02-01T00:00:00Z" }) { totalCount } } }',
        {},
        'since must be before until.',
        'since',
      ],
    ];
    for (const [query, variables, message, field] of cases) {
      const result = await t.graphql(query, variables, headers);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
  });

  it('costs at most 2 SQL statements per read beyond finding the viewer', async () => {
    const log = statementLog();
    try {
      const count = async (query: string) => {
        const { result, statements } = await log.record(() => t.graphql(query, {}, headers));
        expect(result.errors).toBeUndefined();
        return statements.length;
      };
      const baseline = await count('{ viewer { id } }');
      const reads = {
        answers: await count(
          '{ viewer { id answers(last: 20, filter: { isCorrect: true, domain: SECURITY_OPERATIONS }) { totalCount edges { cursor node { id answeredAt domain difficulty isCorrect chosenOption } } pageInfo { hasPreviousPage } } } }',
        ),
        progressOverTime: await count(
          '{ viewer { id progressOverTime(interval: WEEK, timeZone: "Europe/Berlin") { date totalAnswered byDomain { domain percent } } } }',
        ),
        masteryByDifficulty: await count('{ viewer { id masteryByDifficulty(filter: { since: "2026-01-01T00:00:00Z" }) { difficulty percent } } }'),
      };
      for (const extra of Object.values(reads).map((n) => n - baseline)) expect(extra).toBeLessThanOrEqual(2);
      // Fixed numbers, so a regression (an N+1, a second count) shows here first: the page and its
      // total count cost one statement beyond the viewer alone, and so does each aggregate.
      expect(Object.fromEntries(Object.entries(reads).map(([k, n]) => [k, n - baseline]))).toEqual({ answers: 1, progressOverTime: 1, masteryByDifficulty: 1 });
    } finally {
      log.restore();
    }
  });
});
