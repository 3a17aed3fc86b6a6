import type { AppServices } from '../services.ts';
import { ExplanationLimitError } from './errors.ts';
import type { Usage } from './model.ts';

const HOUR_MS = 60 * 60 * 1000;

export type RequestKind = 'explanation' | 'followUp';
/** answered (by the model), cached, bank (built from the bank's rationales) or failed. */
export type RequestOutcome = 'answered' | 'cached' | 'bank' | 'failed';

type Services = Pick<AppServices, 'prisma' | 'config'>;

/**
 * Records a request against the learner's hourly quota, refusing it once the quota is spent. The
 * row is written first and then counted, so two requests at once cannot both take the last place;
 * a refused request leaves no row, so refusals do not extend the wait.
 */
export async function reserveRequest(services: Services, userId: string, questionId: string, kind: RequestKind): Promise<string> {
  const limit = services.config.explanationsPerHour;
  const { id } = await services.prisma.explanationRequest.create({
    data: { userId, questionId, kind, model: services.config.openai?.model ?? null },
    select: { id: true },
  });
  const recent = await services.prisma.explanationRequest.findMany({
    where: { userId, createdAt: { gt: new Date(Date.now() - HOUR_MS) } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, createdAt: true },
  });
  const place = recent.findIndex((row) => row.id === id);
  if (place >= limit) {
    await services.prisma.explanationRequest.delete({ where: { id } });
    // A place frees when the oldest request of the hour leaves the window.
    const retryAfterMs = recent[0].createdAt.getTime() + HOUR_MS - Date.now();
    throw new ExplanationLimitError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
  return id;
}

/** What became of a request, and the tokens the model used for it. */
export async function finishRequest(services: Services, id: string, outcome: RequestOutcome, usage: Usage, startedAt: number): Promise<void> {
  await services.prisma.explanationRequest.update({
    where: { id },
    data: { outcome, promptTokens: usage.promptTokens, completionTokens: usage.completionTokens, durationMs: Date.now() - startedAt },
  });
}
