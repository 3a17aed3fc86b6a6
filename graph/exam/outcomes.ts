/**
 * Learners' reports of their real exam outcome. Readiness speaks on this app's own scale (decision
 * 009): the only way to learn how its chance relates to real results is to ask. A report is given
 * by choice, keeps the readiness shown at that moment (computed here, never taken from the client),
 * is the learner's to delete, and goes with the account (deletion cascades; export.ts exports it).
 */
import type { ExamOutcomeReport, PrismaClient } from '../generated/prisma/client.ts';
import { InputError } from '../errors.ts';
import { loadReadiness } from './readiness.ts';

/** The ISC2 scaled score runs from 100 to 1000; 700 passes. */
export const SCORE_RANGE = { min: 100, max: 1000, pass: 700 } as const;
/** A learner sits the exam a few times at most; the cap keeps a script from filling the table. */
const MAX_REPORTS_PER_LEARNER = 20;
/** Reports of exams before this are no use to a fit of today's readiness (the 2024 outline). */
const EARLIEST_EXAM = '2024-04-15';

export interface ExamOutcomeInput {
  passed: boolean;
  /** YYYY-MM-DD. */
  examDate: string;
  reportedScore?: number | null;
  /** The learner agrees that the report, with their readiness then, is kept to calibrate readiness. */
  consent: boolean;
}

/** A calendar day YYYY-MM-DD, or an InputError on `field`. */
function parseDay(value: string, field: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value.trim()) throw new InputError('Give the date as YYYY-MM-DD.', field);
  return date;
}

export async function reportExamOutcome(prisma: PrismaClient, userId: string, input: ExamOutcomeInput, now: Date = new Date()): Promise<ExamOutcomeReport> {
  if (!input.consent) throw new InputError('Tick the box to agree that we keep your result to check readiness; nothing is stored without it.', 'consent');
  const examDate = parseDay(input.examDate, 'examDate');
  // A day's grace: the learner's today may be tomorrow in UTC.
  if (examDate.getTime() > now.getTime() + 24 * 60 * 60 * 1000) throw new InputError('The exam date cannot be in the future.', 'examDate');
  if (examDate < parseDay(EARLIEST_EXAM, 'examDate'))
    throw new InputError(`Only exams from ${EARLIEST_EXAM} on (the 2024 outline) can be reported.`, 'examDate');
  const score = input.reportedScore ?? null;
  if (score !== null) {
    if (!Number.isInteger(score) || score < SCORE_RANGE.min || score > SCORE_RANGE.max) {
      throw new InputError(`The scaled score is a whole number from ${SCORE_RANGE.min} to ${SCORE_RANGE.max}.`, 'reportedScore');
    }
    if (score >= SCORE_RANGE.pass !== input.passed) {
      throw new InputError(
        `A score of ${score} ${input.passed ? 'is below' : 'reaches'} the passing ${SCORE_RANGE.pass}: check the result or the score.`,
        'reportedScore',
      );
    }
  }
  if ((await prisma.examOutcomeReport.count({ where: { userId } })) >= MAX_REPORTS_PER_LEARNER) {
    throw new InputError(`You have reported ${MAX_REPORTS_PER_LEARNER} results; delete one to add another.`);
  }
  const readiness = await loadReadiness(prisma, userId);
  return prisma.examOutcomeReport.create({
    data: {
      userId,
      passed: input.passed,
      examDate,
      reportedScore: score,
      readinessChance: readiness.passProbability,
      readinessAbility: readiness.ability,
      readinessStandardError: readiness.standardError,
      readinessAnswers: readiness.answers,
    },
  });
}

/** Deletes one of the learner's reports; false when there is no such report of theirs. */
export async function deleteExamOutcomeReport(prisma: PrismaClient, userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.examOutcomeReport.deleteMany({ where: { id, userId } });
  return count > 0;
}
