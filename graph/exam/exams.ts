/**
 * The exam server: a state machine kept in the database.
 *
 *   start ──> IN_PROGRESS (one item presented) ──answer──> next item presented ... ──> FINISHED
 *
 * An item is written when it is presented, so a reload or a restarted server shows the same item;
 * it is answered once (answering it again with the same option changes nothing, with another is
 * refused: there is no going back). The clock is the server's: every read settles an exam whose
 * deadline has passed, scored by the time-out rule. A learner has one exam in progress at most
 * (a unique column that only the exam in progress fills).
 */
import type { Domain, QuestionType } from '../generated/prisma/enums.ts';
import type { Exam, ExamItem, Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { awardExamScore } from '../gamification/awards.ts';
import { DOMAINS } from '../practice/domains.ts';
import {
  abilityTrail,
  decisionAfter,
  exclusiveKeys,
  interactiveSlots,
  nextSlotItem,
  scoreExam,
  type AdministeredItem,
  type ExposureCounts,
  type PoolItem,
} from './cat.ts';
import { loadItemParameters } from './calibration.ts';
import { notQuarantinedWhere } from './itemStatistics.ts';
import { GUESSING_FLOOR, guessingFloor, LABEL_PRIOR_SD, seededRandom } from './irt.ts';
import { InputError } from '../errors.ts';
import { chosenResponse } from '../practice/answers.ts';
import type { InteractionResponse } from '../practice/interactive.ts';
import { CAT_RULES, decideOnTimeout, drawPretestPositions, shortenedRules, type DomainStanding, type ExamRules } from './rules.ts';

/** An exam request the learner can fix or must accept (no exam to answer, already answered...). */
export class ExamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExamError';
  }
}

type EndReason = 'CONFIDENCE' | 'MAX_ITEMS' | 'TIME' | 'ENDED' | 'POOL';

export interface DomainResult {
  domain: Domain;
  scoredItems: number;
  correct: number;
  /** Null when the exam held no scored item of the domain (only in a shortened exam). */
  standing: DomainStanding | null;
}

/** The rules in force: the real exam's, or a shortened one when EXAM_ITEMS is set (EXAM_INTERACTIVE_ITEMS with it). */
export function examRules(examItems: number | undefined, interactiveItems?: number): ExamRules {
  return examItems ? shortenedRules(examItems, interactiveItems) : CAT_RULES;
}

export interface ExamServices {
  prisma: PrismaClient;
  /** The server's clock; tests move it. */
  now?: () => Date;
}

const clock = (services: ExamServices) => (services.now ? services.now() : new Date());

/**
 * The active bank (quarantined items aside) with each item's parameters (calibrated, else its
 * label's prior; on both the item's own guessing floor, guessingFloor: a quarter for single choice,
 * far less for an interactive item), its difficulty's uncertainty, and the keys of its family and
 * option set.
 */
export async function examPool(prisma: PrismaClient | Prisma.TransactionClient): Promise<PoolItem[]> {
  const questions = await prisma.question.findMany({
    where: { retiredAt: null, ...notQuarantinedWhere },
    select: { id: true, topic: true, difficulty: true, updatedAt: true, type: true },
  });
  const keys = await exclusiveKeysOf(prisma, questions);
  // A calibration of an item gone from the pool (retired) is never read; its floor is single choice's.
  const parameters = await loadItemParameters(prisma, (id) => keys.get(id)?.floor ?? GUESSING_FLOOR);
  return questions.map((q) => {
    const known = parameters.get(q.id);
    return {
      id: q.id,
      domain: q.topic,
      item: known?.item ?? parameters.prior(q.id, q.difficulty),
      difficultySe: known?.difficultySe ?? LABEL_PRIOR_SD,
      discriminationSe: known?.discriminationSe,
      responses: known?.responses ?? 0,
      exclusive: keys.get(q.id)!.keys,
      interactive: q.type !== 'SINGLE_CHOICE',
      type: q.type,
    };
  });
}

/**
 * Each question's family and option-set keys and its guessing floor, read once per process and
 * again only for a question edited since (the bank loader updates `updatedAt`): the pool is built
 * for every item presented, and the options, tags and interactions (a hotspot's image) of the whole
 * bank are most of what it would read.
 */
const keyCache = new Map<string, { updatedAt: number; keys: string[]; floor: number }>();

async function exclusiveKeysOf(
  prisma: PrismaClient | Prisma.TransactionClient,
  questions: readonly { id: string; updatedAt: Date; type: QuestionType }[],
): Promise<Map<string, { keys: string[]; floor: number }>> {
  const stale = questions.filter((q) => keyCache.get(q.id)?.updatedAt !== q.updatedAt.getTime()).map((q) => q.id);
  if (stale.length > 0) {
    const rows = await prisma.question.findMany({
      where: { id: { in: stale } },
      select: { id: true, tags: true, options: true, updatedAt: true, type: true, interaction: true },
    });
    for (const r of rows) keyCache.set(r.id, { updatedAt: r.updatedAt.getTime(), keys: exclusiveKeys(r), floor: guessingFloor(r) });
  }
  return new Map(questions.map((q) => [q.id, keyCache.get(q.id) ?? { keys: [], floor: guessingFloor({ type: q.type }) }]));
}

/** How many recent exams the exposure control counts: enough for a rate, recent enough to follow the pool. */
const EXPOSURE_WINDOW = 1000;

/** Item counts over the EXPOSURE_WINDOW most recently started exams other than `examId`. */
export async function recentExposure(prisma: PrismaClient | Prisma.TransactionClient, examId: string): Promise<ExposureCounts> {
  const rows = await prisma.$queryRaw<{ questionId: string | null; count: bigint }[]>`
    WITH recent AS (
      SELECT "id" FROM "Exam" WHERE "id" <> ${examId}::uuid ORDER BY "startedAt" DESC LIMIT ${EXPOSURE_WINDOW}
    )
    SELECT NULL AS "questionId", count(*) AS count FROM recent
    UNION ALL
    SELECT i."questionId", count(*) FROM "ExamItem" i WHERE i."examId" IN (SELECT "id" FROM recent) GROUP BY i."questionId"`;
  const counts = new Map<string, number>();
  let exams = 0;
  for (const row of rows) {
    if (row.questionId === null) exams = Number(row.count);
    else counts.set(row.questionId, Number(row.count));
  }
  return { exams, counts };
}

/** The questions the learner has seen: served in practice, answered, or given in another exam. */
async function seenQuestions(prisma: PrismaClient | Prisma.TransactionClient, userId: string, examId: string): Promise<Set<string>> {
  const rows = await prisma.$queryRaw<{ questionId: string }[]>`
    SELECT "questionId" FROM "SeenQuestion" WHERE "userId" = ${userId}::uuid
    UNION
    SELECT "questionId" FROM "Answer" WHERE "userId" = ${userId}::uuid
    UNION
    SELECT i."questionId" FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId"
     WHERE e."userId" = ${userId}::uuid AND e."id" <> ${examId}::uuid`;
  return new Set(rows.map((r) => r.questionId));
}

/** An exam item with what its guessing floor depends on: its question's type and interaction. */
type GivenItem = ExamItem & { question: { type: QuestionType; interaction: Prisma.JsonValue } };

/** The item's parameters as given (the row's), with its own guessing floor (guessingFloor). */
const administeredItem = (i: GivenItem): Omit<AdministeredItem, 'correct'> => ({
  id: i.questionId,
  domain: i.domain,
  item: { a: i.discrimination, b: i.difficulty, c: guessingFloor(i.question) },
  pretest: i.pretest,
});

function administeredFrom(items: readonly GivenItem[]): AdministeredItem[] {
  return items
    .filter((i) => i.isCorrect !== null)
    .sort((x, y) => x.position - y.position)
    .map((i) => ({ ...administeredItem(i), correct: i.isCorrect! }));
}

/** Presents the item for `position`, once: a racing second call finds the first one's item. */
async function presentNext(tx: Prisma.TransactionClient, exam: Exam, items: readonly GivenItem[], now: Date): Promise<boolean> {
  const position = items.length;
  const pool = await examPool(tx);
  const random = seededRandom((exam.seed ^ Math.imul(position + 1, 0x9e3779b1)) >>> 0);
  const administered = items.map((i) => ({ ...administeredItem(i), correct: i.isCorrect ?? false }));
  const context = { seen: await seenQuestions(tx, exam.userId, exam.id), exposure: await recentExposure(tx, exam.id) };
  const next = nextSlotItem(pool, administered, exam.pretestPositions, random, context, interactiveSlots(exam).get(position));
  if (!next) return false;
  // Every item before `position` is answered: an item is presented only after the last answer.
  await tx.examItem.createMany({
    data: [
      {
        examId: exam.id,
        position,
        questionId: next.item.id,
        domain: next.item.domain,
        pretest: next.pretest,
        discrimination: next.item.item.a,
        difficulty: next.item.item.b,
        presentedAt: now,
      },
    ],
    skipDuplicates: true,
  });
  return true;
}

async function finish(tx: Prisma.TransactionClient, exam: Exam, items: readonly GivenItem[], reason: EndReason, now: Date): Promise<Exam> {
  const administered = administeredFrom(items);
  const score = scoreExam(administered);
  let passed: boolean;
  if (reason === 'TIME' || reason === 'ENDED' || reason === 'POOL') {
    const rules = rulesOf(exam);
    passed = decideOnTimeout(administered.length, abilityTrail(administered), rules) === 'PASS';
  } else {
    passed = decisionAfter(administered, rulesOf(exam)) === 'PASS';
  }
  const byDomain = new Map(score.domains.map((d) => [d.domain, d]));
  const domainReport: DomainResult[] = DOMAINS.map(({ domain }) => byDomain.get(domain) ?? { domain, scoredItems: 0, correct: 0, standing: null });
  // A finished exam may already be settled by a racing request: only the first write counts.
  const { count } = await tx.exam.updateMany({
    where: { id: exam.id, status: 'IN_PROGRESS' },
    data: {
      status: 'FINISHED',
      inProgressFor: null,
      finishedAt: now,
      endReason: reason,
      passed,
      theta: score.ability.theta,
      standardError: score.ability.standardError,
      scaledScore: score.scaledScore,
      domainReport: domainReport as unknown as Prisma.InputJsonValue,
    },
  });
  const finished = await tx.exam.findUniqueOrThrow({ where: { id: exam.id } });
  if (count === 1 && reason !== 'ENDED') {
    // Gamification: every scored item right is a perfect score (its badge); pretest items do not count.
    // An exam the learner ended early earns nothing: one right answer and "End exam" is not a perfect exam.
    const scored = administered.filter((a) => !a.pretest);
    const percent = scored.length ? Math.round((100 * scored.filter((a) => a.correct).length) / scored.length) : 0;
    await awardExamScore(tx, exam.userId, percent);
  }
  return finished;
}

function rulesOf(exam: Pick<Exam, 'minItems' | 'maxItems' | 'pretestItems' | 'timeLimitSeconds' | 'interactiveItems'>): ExamRules {
  return {
    minItems: exam.minItems,
    maxItems: exam.maxItems,
    pretestItems: exam.pretestItems,
    timeLimitSeconds: exam.timeLimitSeconds,
    interactiveItems: exam.interactiveItems,
  };
}

async function itemsOf(tx: Prisma.TransactionClient, examId: string): Promise<GivenItem[]> {
  return tx.examItem.findMany({ where: { examId }, orderBy: { position: 'asc' }, include: { question: { select: { type: true, interaction: true } } } });
}

/**
 * Takes the exam's row lock for the rest of the transaction and reads the exam as it now stands.
 * Answering, finishing and settling one exam take it first, so they run one after another: an
 * answer racing a finish is either counted in the score or refused, never recorded after it.
 */
async function lockExam(tx: Prisma.TransactionClient, examId: string): Promise<Exam> {
  await tx.$queryRaw`SELECT id FROM "Exam" WHERE id = ${examId}::uuid FOR UPDATE`;
  const exam = await tx.exam.findUnique({ where: { id: examId } });
  // Gone with its learner's account while this request was on its way.
  if (!exam) throw new ExamError('This exam does not exist.');
  return exam;
}

/** Whether an exam in progress has run out of time and only waits to be settled. */
export function isExpired(services: ExamServices, exam: Pick<Exam, 'status' | 'deadlineAt'>): boolean {
  return exam.status === 'IN_PROGRESS' && exam.deadlineAt <= clock(services);
}

/** Ends an exam whose deadline has passed (scored by the time-out rule); otherwise leaves it. */
export async function settle(services: ExamServices, exam: Exam): Promise<Exam> {
  if (!isExpired(services, exam)) return exam;
  return services.prisma.$transaction(async (tx) => {
    const locked = await lockExam(tx, exam.id);
    if (locked.status !== 'IN_PROGRESS') return locked;
    return finish(tx, locked, await itemsOf(tx, exam.id), 'TIME', locked.deadlineAt);
  });
}

/** The viewer's exam, settled against the clock; null for anyone else's or a malformed id. */
async function loadExam(services: ExamServices, userId: string, examId: string): Promise<Exam | null> {
  if (!UUID.test(examId)) return null;
  const exam = await services.prisma.exam.findFirst({ where: { id: examId, userId } });
  return exam && settle(services, exam);
}

/** The viewer's exam in progress, if any, settled against the clock. */
export async function examInProgress(services: ExamServices, userId: string): Promise<Exam | null> {
  const exam = await services.prisma.exam.findUnique({ where: { inProgressFor: userId } });
  if (!exam) return null;
  const settled = await settle(services, exam);
  return settled.status === 'IN_PROGRESS' ? settled : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Starts an exam with its first item presented; refused while another is in progress. */
export async function startExam(services: ExamServices, userId: string, rules: ExamRules): Promise<Exam> {
  if (await examInProgress(services, userId)) throw new ExamError('You have an exam in progress: finish it before starting another.');
  const now = clock(services);
  const seed = Math.floor(Math.random() * 2 ** 31);
  return services.prisma.$transaction(async (tx) => {
    // The unique inProgressFor makes a racing second start insert nothing rather than a second exam.
    const [exam] = await tx.exam.createManyAndReturn({
      data: [
        {
          userId,
          inProgressFor: userId,
          ...rules,
          pretestPositions: drawPretestPositions(rules, seededRandom(seed)),
          seed,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + rules.timeLimitSeconds * 1000),
        },
      ],
      skipDuplicates: true,
    });
    if (!exam) throw new ExamError('You have an exam in progress: finish it before starting another.');
    if (!(await presentNext(tx, exam, [], now))) throw new ExamError('The question bank has no questions for an exam.');
    return exam;
  });
}

/** The item waiting for an answer, or null when the exam has ended. */
export async function currentItem(services: ExamServices, exam: Exam): Promise<ExamItem | null> {
  if (exam.status !== 'IN_PROGRESS') return null;
  return services.prisma.examItem.findFirst({ where: { examId: exam.id, answeredAt: null }, orderBy: { position: 'desc' } });
}

export interface AnswerOutcome {
  exam: Exam;
  item: ExamItem;
  /** False when this exact answer was given before: nothing changed. */
  recorded: boolean;
}

/**
 * Answers the item on show. The same answer again (a retried request) changes nothing; another
 * answer to an answered item, an item of an ended exam or of someone else's exam is refused.
 * Then: re-estimate the ability, and either end the exam or present the next item.
 */
export async function answerExamItem(
  services: ExamServices,
  userId: string,
  itemId: string,
  given: string | { answer?: string | null; response?: InteractionResponse | null },
): Promise<AnswerOutcome> {
  const found = UUID.test(itemId)
    ? await services.prisma.examItem.findFirst({ where: { id: itemId, exam: { userId } }, include: { exam: true, question: true } })
    : null;
  if (!found) throw new ExamError('This exam item does not exist.');
  const { exam: stored, question, ...item } = found;
  // The option's text (single choice) or the canonical response (interactive: graph/practice/interactive.ts).
  let answer: string | null = null;
  let refused: ExamError | null = null;
  try {
    answer = chosenResponse(question, typeof given === 'string' ? { answer: given } : given);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    refused = new ExamError(error.message);
  }
  if (item.answeredAt) {
    if (item.chosenOption === answer) return { exam: await settle(services, stored), item, recorded: false };
    throw new ExamError('This item was already answered: an exam does not go back.');
  }
  const exam = await settle(services, stored);
  if (exam.status !== 'IN_PROGRESS') throw new ExamError('This exam has ended.');
  if (refused || answer === null) throw refused!;
  return services.prisma.$transaction(async (tx) => {
    const current = await lockExam(tx, exam.id);
    // Read under the lock, so the times recorded follow the order the exam's writes took.
    const now = clock(services);
    const latest = await tx.examItem.findUnique({ where: { id: item.id } });
    if (!latest) throw new ExamError('This exam item does not exist.');
    if (latest.answeredAt) {
      // A racing request answered first: same answer is a retry, another is a second answer.
      if (latest.chosenOption !== answer) throw new ExamError('This item was already answered: an exam does not go back.');
      return { exam: current, item: latest, recorded: false };
    }
    if (current.status !== 'IN_PROGRESS' || current.deadlineAt <= now) throw new ExamError('This exam has ended.');
    await tx.examItem.update({ where: { id: item.id }, data: { answeredAt: now, chosenOption: answer, isCorrect: answer === question.correctAnswer } });
    const items = await itemsOf(tx, exam.id);
    const administered = administeredFrom(items);
    const ability = abilityTrail(administered).at(-1);
    const answered = await tx.examItem.update({ where: { id: item.id }, data: { thetaAfter: ability ?? null } });
    const decision = decisionAfter(administered, rulesOf(current));
    if (decision !== 'CONTINUE') {
      const reason = administered.length >= current.maxItems ? 'MAX_ITEMS' : 'CONFIDENCE';
      return { exam: await finish(tx, current, items, reason, now), item: answered, recorded: true };
    }
    if (!(await presentNext(tx, current, items, now))) return { exam: await finish(tx, current, items, 'POOL', now), item: answered, recorded: true };
    return { exam: current, item: answered, recorded: true };
  });
}

/** The learner ends the exam before it ends itself: scored like a time-out. */
export async function endExam(services: ExamServices, userId: string, examId: string): Promise<Exam> {
  const exam = await loadExam(services, userId, examId);
  if (!exam) throw new ExamError('This exam does not exist.');
  if (exam.status !== 'IN_PROGRESS') return exam;
  return services.prisma.$transaction(async (tx) => {
    const locked = await lockExam(tx, exam.id);
    if (locked.status !== 'IN_PROGRESS') return locked;
    const items = await itemsOf(tx, exam.id);
    // The clock may have run out since the exam was read: then it ended by time, at its deadline.
    if (isExpired(services, locked)) return finish(tx, locked, items, 'TIME', locked.deadlineAt);
    return finish(tx, locked, items, 'ENDED', clock(services));
  });
}

/** Seconds left on the server's clock (0 once ended). */
export function secondsRemaining(services: ExamServices, exam: Exam): number {
  if (exam.status !== 'IN_PROGRESS') return 0;
  return Math.max(0, Math.ceil((exam.deadlineAt.getTime() - clock(services).getTime()) / 1000));
}
