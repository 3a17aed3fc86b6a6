import type { PrismaClient } from '../generated/prisma/client.ts';
import { DEMO_EMAIL } from './accounts.ts';

/** How many earlier answers the demo learner starts with, and roughly how many were right. */
const DEMO_HISTORY = 24;

/**
 * The demo learner that demo sign-in uses (DEMO_LOGIN). It has no password, and starts with some
 * history (a few questions in several domains, mostly right) so the dashboard has something to show.
 */
export async function seedDemoLearner(prisma: PrismaClient) {
  const demo = await prisma.user.upsert({
    where: { email: DEMO_EMAIL },
    create: { email: DEMO_EMAIL, name: 'Demo Learner', emailVerifiedAt: new Date() },
    update: {},
  });
  if ((await prisma.answer.count({ where: { userId: demo.id } })) > 0) return demo;
  // Every 34th question of the bank, in id order: spread over the domains, the same on every install.
  const questions = (await prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' } })).filter((_q, i) => i % 34 === 0).slice(0, DEMO_HISTORY);
  const now = Date.now();
  await prisma.answer.createMany({
    data: questions.map((q, i) => {
      const correct = i % 4 !== 3; // three in four right
      return {
        userId: demo.id,
        questionId: q.id,
        chosenOption: correct ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!,
        isCorrect: correct,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `demo-history-${q.id}`,
        // One a few hours apart over the last days.
        answeredAt: new Date(now - (questions.length - i) * 3 * 3600_000),
      };
    }),
  });
  return demo;
}
