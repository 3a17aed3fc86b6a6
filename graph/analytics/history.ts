/**
 * Reading a learner's answer history for analytics: the filter every reader shares, progress
 * over time in calendar buckets of the learner's time zone, mastery by difficulty, and the
 * history as CSV rows for export. Each read is one SQL statement, served by the
 * (userId, answeredAt, topic, difficulty, isCorrect) index.
 */
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Difficulty, Domain, QuestionType } from '../generated/prisma/enums.ts';
import { DOMAINS } from '../practice/domains.ts';
import { type DomainTally, percent, type Tally } from '../practice/progress.ts';

export interface AnswerFilter {
  /** Answered at or after this instant. */
  since?: Date | null;
  /** Answered before this instant. */
  until?: Date | null;
  domain?: Domain | null;
  difficulty?: Difficulty | null;
  /** The question's type (single choice, ordering, matching, hotspot; decision 017). */
  type?: QuestionType | null;
  isCorrect?: boolean | null;
}

/** A filter the reader can fix (a reversed range, an unknown time zone, too many buckets). */
export class AnalyticsInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'AnalyticsInputError';
  }
}

function checkRange(since: Date | null | undefined, until: Date | null | undefined) {
  if (since && until && since.getTime() >= until.getTime()) throw new AnalyticsInputError('since must be before until.', 'since');
}

/** The Prisma where clause of a filter, always limited to one learner. */
export function answerFilterWhere(userId: string, filter: AnswerFilter | null | undefined = {}): Prisma.AnswerWhereInput {
  const { since, until, domain, difficulty, type, isCorrect } = filter ?? {};
  checkRange(since, until);
  return {
    userId,
    ...(since || until ? { answeredAt: { ...(since ? { gte: since } : {}), ...(until ? { lt: until } : {}) } } : {}),
    ...(domain ? { topic: domain } : {}),
    ...(difficulty ? { difficulty } : {}),
    // The type is the question's, not copied onto the answer: a join on the question's primary key.
    ...(type ? { question: { type } } : {}),
    ...(isCorrect !== null && isCorrect !== undefined ? { isCorrect } : {}),
  };
}

const tally = (totalAnswered: number, correctAnswers: number): Tally => ({ totalAnswered, correctAnswers, percent: percent(correctAnswers, totalAnswered) });

const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];

export interface DifficultyTally extends Tally {
  difficulty: Difficulty;
}

/** Answered, correct and percent per difficulty (all three, easiest first), in one grouped query. */
export async function masteryByDifficulty(prisma: PrismaClient, userId: string, filter?: AnswerFilter | null): Promise<DifficultyTally[]> {
  const groups = await prisma.answer.groupBy({ by: ['difficulty', 'isCorrect'], where: answerFilterWhere(userId, filter), _count: { _all: true } });
  return DIFFICULTIES.map((difficulty) => {
    const mine = groups.filter((g) => g.difficulty === difficulty);
    const total = mine.reduce((sum, g) => sum + g._count._all, 0);
    const correct = mine.filter((g) => g.isCorrect).reduce((sum, g) => sum + g._count._all, 0);
    return { difficulty, ...tally(total, correct) };
  });
}

export type Interval = 'DAY' | 'WEEK';
export const MAX_BUCKETS = 1000;
const DAY_MS = 86_400_000;
const DEFAULT_SPAN_DAYS: Record<Interval, number> = { DAY: 30, WEEK: 26 * 7 };

export interface ProgressBucket extends Tally {
  /** The bucket's first calendar day in the time zone, YYYY-MM-DD (weeks start on Monday). */
  date: string;
  /** The instant that day starts in the time zone. */
  start: Date;
  byDomain: DomainTally[];
}

/**
 * An IANA time zone name ("Europe/Berlin", "UTC"), checked against ICU's list. Offsets such as
 * "+03:00" are refused: PostgreSQL reads POSIX-style offsets with the opposite sign.
 */
function checkTimeZone(timeZone: string): string {
  const named = /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone);
  try {
    if (named) new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return refuseTimeZone(timeZone);
  }
  return named ? timeZone : refuseTimeZone(timeZone);
}

function refuseTimeZone(timeZone: string): never {
  throw new AnalyticsInputError(`Unknown time zone: ${timeZone}. Use an IANA name such as Europe/Berlin.`, 'timeZone');
}

interface BucketRow {
  date: string;
  start: string;
  topic: Domain | null;
  answered: number | null;
  correct: number | null;
}

/**
 * Answered, correct and percent per calendar day or ISO week of `timeZone`, overall and per
 * domain, for every bucket that overlaps [since, until), empty ones included so a chart's axis
 * has no gaps. One statement: the buckets come from generate_series, the tallies from a grouped
 * scan of the index, joined.
 */
export async function progressOverTime(
  prisma: PrismaClient,
  userId: string,
  args: { interval: Interval; since?: Date | null; until?: Date | null; timeZone?: string | null },
  now = new Date(),
): Promise<ProgressBucket[]> {
  const timeZone = checkTimeZone(args.timeZone ?? 'UTC');
  const until = args.until ?? now;
  const since = args.since ?? new Date(until.getTime() - DEFAULT_SPAN_DAYS[args.interval] * DAY_MS);
  checkRange(since, until);
  const bucketDays = args.interval === 'DAY' ? 1 : 7;
  if ((until.getTime() - since.getTime()) / DAY_MS / bucketDays > MAX_BUCKETS - 2) {
    throw new AnalyticsInputError(`At most ${MAX_BUCKETS} buckets: narrow since and until, or use WEEK.`, 'since');
  }
  const unit = args.interval === 'DAY' ? 'day' : 'week';
  const step = args.interval === 'DAY' ? '1 day' : '7 days';
  // answeredAt is a timestamp without time zone holding UTC: read it AT TIME ZONE 'UTC' first, so
  // the result never depends on the session's TimeZone setting. Instants go in and out as text.
  // (Joining each bucket's UTC range to the index instead avoids the per-answer conversion, but
  // its row estimate is so high that PostgreSQL JIT-compiles it, which costs seconds.)
  const sinceText = since.toISOString();
  const untilText = until.toISOString();
  const rows = await prisma.$queryRaw<BucketRow[]>`
    WITH buckets AS (
      SELECT generate_series(
        date_trunc(${unit}, (${sinceText}::timestamptz) AT TIME ZONE ${timeZone}),
        date_trunc(${unit}, (${untilText}::timestamptz - interval '1 millisecond') AT TIME ZONE ${timeZone}),
        ${step}::interval
      ) AS local_start
    ),
    tallies AS (
      SELECT date_trunc(${unit}, ("answeredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}) AS local_start,
             "topic", count(*)::int AS answered, (count(*) FILTER (WHERE "isCorrect"))::int AS correct
      FROM "Answer"
      WHERE "userId" = ${userId}::uuid
        AND "answeredAt" >= (${sinceText}::timestamptz AT TIME ZONE 'UTC')
        AND "answeredAt" < (${untilText}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY 1, 2
    )
    SELECT to_char(b.local_start, 'YYYY-MM-DD') AS date,
           to_char((b.local_start AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start,
           t."topic"::text AS topic, t.answered, t.correct
    FROM buckets b LEFT JOIN tallies t ON t.local_start = b.local_start
    ORDER BY b.local_start`;

  const buckets = new Map<string, { start: string; counts: Map<Domain, { answered: number; correct: number }> }>();
  for (const row of rows) {
    const bucket = buckets.get(row.date) ?? { start: row.start, counts: new Map() };
    if (row.topic) bucket.counts.set(row.topic, { answered: Number(row.answered), correct: Number(row.correct) });
    buckets.set(row.date, bucket);
  }
  return [...buckets].map(([date, { start, counts }]) => {
    const byDomain = DOMAINS.map(({ domain, name }) => {
      const { answered, correct } = counts.get(domain) ?? { answered: 0, correct: 0 };
      return { domain, name, ...tally(answered, correct) };
    });
    const answered = byDomain.reduce((sum, d) => sum + d.totalAnswered, 0);
    const correct = byDomain.reduce((sum, d) => sum + d.correctAnswers, 0);
    return { date, start: new Date(start), ...tally(answered, correct), byDomain };
  });
}

// `type` last, so a reader of the first seven columns reads them where it always did. An interactive
// item's chosenOption and correctAnswer are its canonical responses (decision 017).
const CSV_COLUMNS = ['answeredAt', 'questionId', 'domain', 'difficulty', 'isCorrect', 'chosenOption', 'correctAnswer', 'type'] as const;
const EXPORT_BATCH = 2000;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; and a leading = + - @ (or tab
 * or carriage return) is defused with an apostrophe, so a spreadsheet never runs a cell as a formula.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The filtered history as CSV text, header first, oldest answer first, read in batches of 2,000 by
 * keyset (answeredAt, id), so memory stays flat however long the history is.
 */
export async function* answersCsv(prisma: PrismaClient, userId: string, filter?: AnswerFilter | null): AsyncGenerator<string> {
  const where = answerFilterWhere(userId, filter);
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let after: { answeredAt: Date; id: string } | null = null;
  for (;;) {
    const batch: Array<{
      id: string;
      answeredAt: Date;
      questionId: string;
      topic: Domain;
      difficulty: Difficulty;
      isCorrect: boolean;
      chosenOption: string | null;
      question: { correctAnswer: string; type: QuestionType };
    }> = await prisma.answer.findMany({
      where: after ? { AND: [where, { OR: [{ answeredAt: { gt: after.answeredAt } }, { answeredAt: after.answeredAt, id: { gt: after.id } }] }] } : where,
      orderBy: [{ answeredAt: 'asc' }, { id: 'asc' }],
      take: EXPORT_BATCH,
      select: {
        id: true,
        answeredAt: true,
        questionId: true,
        topic: true,
        difficulty: true,
        isCorrect: true,
        chosenOption: true,
        question: { select: { correctAnswer: true, type: true } },
      },
    });
    if (!batch.length) return;
    yield batch
      .map(
        (a) =>
          [a.answeredAt.toISOString(), a.questionId, a.topic, a.difficulty, a.isCorrect, a.chosenOption, a.question.correctAnswer, a.question.type]
            .map(csvField)
            .join(',') + '\r\n',
      )
      .join('');
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { answeredAt: last.answeredAt, id: last.id };
  }
}
