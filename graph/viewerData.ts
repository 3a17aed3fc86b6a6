/**
 * The viewer's figures a screen shows (progress totals, gamification stats, achievements, the
 * review queue, today's challenge, readiness) read in ONE SQL statement per request, however many
 * panels ask: each screen query stays within its budget of statements (test/practice/statements.test.ts).
 *
 * When a query operation reaches the viewer (`viewer`, or the root `badges`), the operation is looked
 * ahead: the parts its fields need are read together, each a subselect turned into JSON, and every
 * loader's per-request cache is primed with its part. A part a resolver already read (a practice set
 * of the weakest domain reads progress first) is left out. Today's daily challenge is made in the
 * same statement when it does not exist yet (a data-modifying CTE, its questions chosen in SQL as
 * graph/gamification/challenge.ts chooses them). Mutations are not looked ahead: their figures change
 * as they run, and their payloads read after the change.
 */
import { createContextCache } from '@pothos/core';
import { type DirectiveNode, type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import { notQuarantinedSql } from './exam/itemStatistics.ts';
import { challengeCandidateSql, challengeOrderSql, DAILY_CHALLENGE } from './gamification/challenge.ts';
import { localDate } from './gamification/rules.ts';
import { achievementsSql, primeGamification, statsFromRow } from './gamification/stats.ts';
import { type Readiness, estimateReadiness, readinessAnswersSql, type ReadinessAnswerRow, toReadinessAnswers } from './exam/readiness.ts';
import { type Achievement, type DailyChallenge, Prisma, type PrismaClient, type User } from './generated/prisma/client.ts';
import type { Domain } from './generated/prisma/enums.ts';
import { rawQuery } from './db/database.ts';
import { DOMAINS } from './practice/domains.ts';
import { primeProgress } from './practice/progress.ts';
import { loadReviewQueue } from './review/queue.ts';
import { loadPlanCounts, type PlanCounts, planCalendar, planCountsSql, toPlanCounts } from './plan/plan.ts';

export type Part = 'tallies' | 'stats' | 'achievements' | 'reviewQueue' | 'challenge' | 'readiness' | 'plan';

/** The fields (of any type: the look-ahead only decides what to read at once) that need each part. */
const FIELD_PARTS: Record<string, Part> = {
  progress: 'tallies',
  weakestDomain: 'tallies',
  stats: 'stats',
  achievements: 'achievements',
  badges: 'achievements',
  reviewQueue: 'reviewQueue',
  dailyChallenge: 'challenge',
  readiness: 'readiness',
  studyPlan: 'plan',
};

/** @include(if:) and @skip(if:) as the executor reads them, with the request's variables. */
function included(node: { directives?: readonly DirectiveNode[] }, variables: Record<string, unknown>): boolean {
  for (const directive of node.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'include' && name !== 'skip') continue;
    const arg = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    const value = arg?.kind === Kind.BOOLEAN ? arg.value : arg?.kind === Kind.VARIABLE ? Boolean(variables[arg.name.value]) : false;
    if (name === 'include' ? !value : value) return false;
  }
  return true;
}

/** Every part some field of the operation (its fragments included) needs, with these variables. */
function operationParts(info: GraphQLResolveInfo): Set<Part> {
  const parts = new Set<Part>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection, info.variableValues)) continue;
      if (selection.kind === Kind.FIELD) {
        const part = FIELD_PARTS[selection.name.value];
        if (part) parts.add(part);
        walk(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk((info.fragments[selection.name.value] as FragmentDefinitionNode | undefined)?.selectionSet);
      }
    }
  };
  walk(info.operation.selectionSet);
  return parts;
}

export type ReviewQueueView = Awaited<ReturnType<typeof loadReviewQueue>>;

const reviewQueueCache = createContextCache(() => new Map<string, Promise<ReviewQueueView>>());
const challengeCache = createContextCache(() => new Map<string, Promise<DailyChallenge | null>>());
const readinessCache = createContextCache(() => new Map<string, Promise<Readiness>>());
const planCountsCache = createContextCache(() => new Map<string, Promise<{ counts: PlanCounts; now: Date }>>());
const primedCache = createContextCache(() => ({ done: false }));

/**
 * A primed part no resolver may ever read (the client went away and the executor stopped, or a
 * sibling field failed first): its rejection must not be an unhandled one, which would stop the
 * process. Readers still get the rejection.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

function cached<T>(cache: Map<string, Promise<T>>, userId: string, load: () => Promise<T>): Promise<T> {
  let found = cache.get(userId);
  if (!found) {
    found = load();
    cache.set(userId, found);
  }
  return found;
}

export function loadReviewQueueOnce(context: { prisma: PrismaClient }, userId: string): Promise<ReviewQueueView> {
  return cached(reviewQueueCache(context), userId, () => loadReviewQueue(context.prisma, userId));
}

/** After an answer's transaction worked out the learner's queue (graph/practice/answers.ts): the request reads no other. */
export function rememberReviewQueue(context: object, queue: ReviewQueueView): void {
  reviewQueueCache(context).set(queue.userId, Promise.resolve(queue));
}

export function loadReadinessOnce(context: { prisma: PrismaClient }, userId: string): Promise<Readiness> {
  return cached(readinessCache(context), userId, async () =>
    estimateReadiness(toReadinessAnswers(await context.prisma.$queryRaw<ReadinessAnswerRow[]>(readinessAnswersSql(userId)))),
  );
}

/**
 * The learner's answers by calendar day (graph/plan/plan.ts), and the instant they were cut at: the
 * plan is worked out for that instant, so a request that crosses midnight reads one calendar.
 */
export function loadPlanCountsOnce(
  context: { prisma: PrismaClient },
  user: { id: string; timeZone: string },
  now = new Date(),
): Promise<{ counts: PlanCounts; now: Date }> {
  return cached(planCountsCache(context), user.id, async () => ({
    counts: await loadPlanCounts(context.prisma, user.id, planCalendar(now, user.timeZone).boundaries),
    now,
  }));
}

/** Today's challenge when the viewer's read made (or found) it; null when nothing read it. */
export function primedChallenge(context: object, userId: string): Promise<DailyChallenge | null> | null {
  return challengeCache(context).get(userId) ?? null;
}

/** JSON has no dates: timestamp columns come back as "2026-11-25T13:00:00.123" (UTC, as Prisma writes them). */
const utc = (value: string | null | undefined): Date | null => (value ? new Date(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`) : null);

export interface ViewerFiguresRow {
  tallies: { topic: Domain; answered: number; correct: number }[] | null;
  stats: Parameters<typeof statsFromRow>[0];
  achievements: (Omit<Achievement, 'createdAt'> & { createdAt: string })[] | null;
  reviewQueue: { dueCount: number; cardCount: number; nextDueAt: string | null } | null;
  challenge: (Omit<DailyChallenge, 'createdAt' | 'completedAt'> & { createdAt: string; completedAt: string | null }) | null;
  readiness: ReadinessAnswerRow[] | null;
  plan: Parameters<typeof toPlanCounts>[0];
}

const NONE = Prisma.sql`NULL`;

/**
 * Today's challenge: found, or made here with ten questions from the three weakest domains, round
 * robin (a data-modifying CTE must be at the statement's top level: `with` goes there).
 */
function challengeSql(userId: string, date: string, now: Date): { with: Prisma.Sql; select: Prisma.Sql } {
  const domains = DOMAINS.map((d) => d.domain);
  const uid = Prisma.sql`CAST(${userId} AS uuid)`;
  return {
    with: Prisma.sql`WITH weak AS (
      SELECT d."domain",
             row_number() OVER (
               ORDER BY CASE WHEN coalesce(t."answered", 0) = 0 THEN 0 ELSE (200 * t."correct" + t."answered") / (2 * t."answered") END,
                        coalesce(t."answered", 0), d."ord") AS "rank"
        FROM unnest(CAST(${domains} AS text[])) WITH ORDINALITY AS d("domain", "ord")
        LEFT JOIN "DomainTally" t ON t."userId" = ${uid} AND t."topic"::text = d."domain"
    ), picked AS (
      SELECT q."id", w."rank",
             row_number() OVER (
               PARTITION BY q."topic"
               ORDER BY ${challengeOrderSql(userId, date)}) AS "turn"
        FROM "Question" q JOIN weak w ON w."domain" = q."topic"::text AND w."rank" <= ${DAILY_CHALLENGE.domains}
       WHERE ${challengeCandidateSql}
    ), created AS (
      INSERT INTO "DailyChallenge" ("id", "userId", "date", "questionIds", "answeredQuestionIds", "correctAnswers", "targetScore", "createdAt")
      SELECT gen_random_uuid(), ${uid}, ${date},
             coalesce((SELECT array_agg(p."id" ORDER BY p."turn", p."rank")
                         FROM (SELECT "id", "turn", "rank" FROM picked ORDER BY "turn", "rank" LIMIT ${DAILY_CHALLENGE.questions}) p), '{}'),
             '{}', 0, ${DAILY_CHALLENGE.targetScore}, CAST(${now} AS timestamp(3))
       WHERE NOT EXISTS (SELECT 1 FROM "DailyChallenge" c WHERE c."userId" = ${uid} AND c."date" = ${date})
      ON CONFLICT ("userId", "date") DO NOTHING
      RETURNING *
    )`,
    select: Prisma.sql`(SELECT row_to_json(c) FROM (
      SELECT * FROM "DailyChallenge" c WHERE c."userId" = ${uid} AND c."date" = ${date}
      UNION ALL SELECT * FROM created
    ) c LIMIT 1)`,
  };
}

/**
 * Reads, in one statement, every part of the viewer's figures the operation needs and no loader
 * has read yet, and primes their caches. Called by the resolvers that start a screen (`viewer`,
 * `badges`); only the first call of a request does anything.
 */
export function primeViewerData(context: { prisma: PrismaClient; viewer: User | null }, info: GraphQLResolveInfo, now = new Date()): void {
  const viewer = context.viewer;
  const primed = primedCache(context);
  if (!viewer || primed.done || info.operation.operation !== 'query') return;
  primed.done = true;
  const wanted = operationParts(info);
  if (wanted.size === 0) return;
  // The plan's schedule follows readiness.
  if (wanted.has('plan')) wanted.add('readiness');

  const userId = viewer.id;
  let settle!: { resolve: (row: ViewerFiguresRow) => void; reject: (error: unknown) => void };
  const row = new Promise<ViewerFiguresRow>((resolve, reject) => (settle = { resolve, reject }));
  // Each part's loader reports a failure; this keeps an unread rejection from being unhandled.
  row.catch(() => {});
  const read = () => row;
  const parts = new Set<Part>();
  if (wanted.has('tallies') && primeProgress(context, userId, async () => (await read()).tallies ?? [])) parts.add('tallies');
  const gamification = primeGamification(context, userId, {
    stats: wanted.has('stats') ? async () => statsFromRow((await read()).stats) : undefined,
    achievements: wanted.has('achievements') ? async () => ((await read()).achievements ?? []).map((a) => ({ ...a, createdAt: utc(a.createdAt)! })) : undefined,
  });
  if (gamification.stats) parts.add('stats');
  if (gamification.achievements) parts.add('achievements');
  if (wanted.has('reviewQueue') && !reviewQueueCache(context).has(userId)) {
    parts.add('reviewQueue');
    reviewQueueCache(context).set(
      userId,
      handled(read().then(({ reviewQueue: q }) => ({ userId, dueCount: q?.dueCount ?? 0, cardCount: q?.cardCount ?? 0, nextDueAt: utc(q?.nextDueAt), now }))),
    );
  }
  if (wanted.has('challenge') && !challengeCache(context).has(userId)) {
    parts.add('challenge');
    challengeCache(context).set(
      userId,
      handled(read().then(({ challenge: c }) => (c ? { ...c, createdAt: utc(c.createdAt)!, completedAt: utc(c.completedAt) } : null))),
    );
  }
  if (wanted.has('readiness') && !readinessCache(context).has(userId)) {
    parts.add('readiness');
    readinessCache(context).set(userId, handled(read().then(({ readiness }) => estimateReadiness(toReadinessAnswers(readiness ?? [])))));
  }
  if (wanted.has('plan') && !planCountsCache(context).has(userId)) {
    parts.add('plan');
    planCountsCache(context).set(userId, handled(read().then(({ plan }) => ({ counts: toPlanCounts(plan), now }))));
  }
  if (parts.size === 0) return;

  rawQuery<ViewerFiguresRow>(context.prisma, viewerFiguresSql(userId, viewer.timeZone, parts, now)).then(([found]) => settle.resolve(found), settle.reject);
}

/**
 * The one statement that reads the viewer's figures (the parts asked for; NULL for the others) and
 * makes today's challenge when it is asked for and missing. Exported for the bench's bare handler
 * (scripts/bench-baseline.ts), which runs the same SQL.
 */
export function viewerFiguresSql(userId: string, timeZone: string, parts: ReadonlySet<Part>, now: Date): Prisma.Sql {
  // Each part's SQL (and the plan's calendar, a dozen time-zone conversions) is built only when asked for:
  // GET /api/progress asks for the tallies alone.
  const part = (name: Part, sql: () => Prisma.Sql) => (parts.has(name) ? sql() : NONE);
  const uid = Prisma.sql`CAST(${userId} AS uuid)`;
  const challenge = parts.has('challenge') ? challengeSql(userId, localDate(now, timeZone), now) : null;
  return Prisma.sql`
    ${challenge?.with ?? Prisma.empty}
    SELECT
      ${part('tallies', () => Prisma.sql`(SELECT coalesce(json_agg(json_build_object('topic', t."topic", 'answered', t."answered", 'correct', t."correct")), '[]') FROM "DomainTally" t WHERE t."userId" = ${uid})`)} AS "tallies",
      ${part('stats', () => Prisma.sql`(SELECT row_to_json(s) FROM "UserStats" s WHERE s."userId" = ${uid})`)} AS "stats",
      ${part('achievements', () => Prisma.sql`(SELECT coalesce(json_agg(a), '[]') FROM (${achievementsSql(userId)}) a)`)} AS "achievements",
      ${part(
        'reviewQueue',
        () => Prisma.sql`(SELECT json_build_object(
            'dueCount', count(*) FILTER (WHERE c."due" <= ${now}),
            'cardCount', count(*),
            'nextDueAt', min(c."due") FILTER (WHERE c."due" > ${now}))
          FROM "ReviewCard" c JOIN "Question" q ON q."id" = c."questionId"
         WHERE c."userId" = ${uid} AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')})`,
      )} AS "reviewQueue",
      ${challenge?.select ?? NONE} AS "challenge",
      ${part('readiness', () => Prisma.sql`(SELECT coalesce(json_agg(r), '[]') FROM (${readinessAnswersSql(userId)}) r)`)} AS "readiness",
      ${part('plan', () => planCountsSql(userId, planCalendar(now, timeZone).boundaries))} AS "plan"`;
}
