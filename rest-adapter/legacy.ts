/**
 * The legacy REST shapes for practice (GET /api/questions, POST /api/progress...), used by the REST adapter's rows:
 * query-string filters of GET /api/questions, its answer keys, and the `byTopic` map of GET /api/progress.
 */
import type { PrismaClient } from '../graph/generated/prisma/client.ts';
import type { Difficulty, Domain } from '../graph/generated/prisma/enums.ts';
import { parseDomain } from '../graph/practice/domains.ts';
import { PRACTICE_SET_SIZE } from '../graph/practice/practiceSet.ts';

const DIFFICULTIES: readonly string[] = ['easy', 'medium', 'hard'];
const isAll = (value: string | undefined) => value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'all';

/** topic (a domain name), difficulty and limit from a query string, or the problem with them. */
export function legacyQuestionFilter(
  query: Record<string, string | undefined>,
): { domain: Domain | null; difficulty: Difficulty | null; type: 'SINGLE_CHOICE'; first: number } | { problem: string } {
  const domain = isAll(query.topic) ? null : parseDomain(query.topic!);
  if (domain === undefined) return { problem: `Unknown topic "${query.topic}": use one of the 8 domain names.` };
  const difficulty = isAll(query.difficulty) ? null : query.difficulty!.trim().toLowerCase();
  if (difficulty !== null && !DIFFICULTIES.includes(difficulty)) return { problem: 'difficulty must be easy, medium or hard.' };
  const limit = query.limit === undefined || query.limit === '' ? PRACTICE_SET_SIZE : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) return { problem: `limit must be a whole number from 1 to ${PRACTICE_SET_SIZE}.` };
  // The legacy client shows four options and grades by text: it is served single-choice items only (decision 017).
  return { domain, difficulty: difficulty as Difficulty | null, type: 'SINGLE_CHOICE', first: Math.min(limit, PRACTICE_SET_SIZE) };
}

/**
 * The keys of the questions just served to the legacy client, which grades locally: the REST
 * adapter asks for them only while LEGACY_CLIENT is on. No GraphQL field gives them.
 */
export async function legacyAnswerKeys(prisma: PrismaClient, questionIds: string[]): Promise<Map<string, string>> {
  const rows = await prisma.question.findMany({ where: { id: { in: questionIds } }, select: { id: true, correctAnswer: true } });
  return new Map(rows.map((q) => [q.id, q.correctAnswer]));
}

interface Counts {
  totalAnswered: number;
  correctAnswers: number;
}

/** The spec's User progress: totals, and byTopic keyed by domain name for the domains answered. */
export function legacyProgress(progress: Counts & { byDomain: (Counts & { name: string })[] }) {
  return {
    totalAnswered: progress.totalAnswered,
    correctAnswers: progress.correctAnswers,
    byTopic: Object.fromEntries(
      progress.byDomain.filter((d) => d.totalAnswered > 0).map((d) => [d.name, { totalAnswered: d.totalAnswered, correctAnswers: d.correctAnswers }]),
    ),
  };
}
