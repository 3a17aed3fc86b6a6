import type { InteractiveResponse } from '../../components/interactive/types.ts';

/**
 * Answers given without a connection: kept on the device (localStorage) until the connection
 * returns, then sent with the idempotency key they were given, so an answer the server did record
 * before the connection dropped is not recorded twice. Only what the learner chose is kept; the
 * grade (and so the answer key) comes from the server once it is sent.
 */
export const OFFLINE_MESSAGE = 'Offline: it will be graded when you reconnect';
export const PENDING_ANSWERS_KEY = 'cissp-practice:pending-answers';

export interface AnswerInput {
  questionId: string;
  /** The option chosen (single choice), or `response` for an ordering, matching or hotspot item. */
  answer?: string;
  response?: InteractiveResponse;
  idempotencyKey: string;
  timeSpentMs?: number;
}

/** An answer waiting for the connection, and whose it is (another learner on the device never sends it). */
export interface PendingAnswer {
  viewerId: string | null;
  input: AnswerInput;
}

export function pendingAnswers(): PendingAnswer[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_ANSWERS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as PendingAnswer[]).filter((p) => typeof p?.input?.idempotencyKey === 'string') : [];
  } catch {
    return [];
  }
}

function store(list: PendingAnswer[]): void {
  try {
    if (list.length) localStorage.setItem(PENDING_ANSWERS_KEY, JSON.stringify(list));
    else localStorage.removeItem(PENDING_ANSWERS_KEY);
  } catch {
    // Storage full or blocked: the answer waits in memory, for as long as the page is open.
  }
}

export function keepPending(answer: PendingAnswer): void {
  store([...pendingAnswers().filter((p) => p.input.idempotencyKey !== answer.input.idempotencyKey), answer]);
}

export function forgetPending(idempotencyKey: string): void {
  store(pendingAnswers().filter((p) => p.input.idempotencyKey !== idempotencyKey));
}

/** The browser says there is no connection (a request that failed for another reason is a failure). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Resolves when the browser is online again (at once if it is). */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
