import type { PrismaClient } from '../../graph/generated/prisma/client.ts';
import type { TestApp } from '../support/app.ts';
import { authHeaders, createUser } from '../support/factories.ts';

/** Puts a learner on a current paid plan, as a completed checkout would (billing derives premium from it). */
export async function givePlan(prisma: PrismaClient, userId: string, subscriptionStatus: 'monthly' | 'annual') {
  const now = Date.now();
  const yearly = subscriptionStatus === 'annual';
  await prisma.subscription.create({
    data: {
      userId,
      priceId: yearly ? 'price_yearly' : 'price_monthly',
      interval: yearly ? 'year' : 'month',
      status: 'active',
      currentPeriodStart: new Date(now - 3600_000),
      currentPeriodEnd: new Date(now + 30 * 24 * 3600_000),
    },
  });
  await prisma.user.update({ where: { id: userId }, data: { subscriptionStatus } });
}

/** A learner on a paid plan (or free), with a bearer header. */
export async function premiumLearner(t: TestApp, subscriptionStatus: 'monthly' | 'annual' | 'free' = 'monthly') {
  const user = await createUser(t.db.prisma);
  if (subscriptionStatus !== 'free') await givePlan(t.db.prisma, user.id, subscriptionStatus);
  return { user, headers: await authHeaders(t, user.id) };
}

/** Records the learner's answer to a question, as practice would: the explanation speaks to it. */
export async function answer(t: TestApp, userId: string, questionId: string, chosenOption: string) {
  const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: questionId } });
  await t.db.prisma.answer.create({
    data: {
      userId,
      questionId,
      chosenOption,
      isCorrect: chosenOption === question.correctAnswer,
      topic: question.topic,
      difficulty: question.difficulty,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  return question;
}

export async function wrongOption(t: TestApp, questionId: string, index = 0) {
  const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: questionId } });
  return question.options.filter((o) => o !== question.correctAnswer)[index];
}

export const explain = (t: TestApp, headers: Record<string, string>, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/ai/explanation', headers, payload: body as object });

export interface SseEvent {
  at: number;
  data: any;
}

/**
 * Runs a subscription over server-sent events against a listening server (POST with a JSON body,
 * or GET with the query in the URL), and collects its events with the time each arrived.
 */
export async function subscribe(
  baseUrl: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  { method = 'POST' }: { method?: 'GET' | 'POST' } = {},
): Promise<SseEvent[]> {
  const started = Date.now();
  const signal = AbortSignal.timeout(20_000);
  const response =
    method === 'GET'
      ? await fetch(`${baseUrl}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, {
          headers: { ...headers, accept: 'text/event-stream' },
          signal,
        })
      : await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ query, variables }),
          signal,
        });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`not a stream: ${response.status} ${await response.text()}`);
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (event === 'complete') return events;
      if (data) events.push({ at: Date.now() - started, data: JSON.parse(data) });
    }
  }
  return events;
}
