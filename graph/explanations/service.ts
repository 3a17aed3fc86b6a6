/**
 * Explanations of answered questions, written by a language model and grounded in the bank: the
 * prompt holds the question, its options, the key, the bank's explanation and rationales, the
 * outline objective and the learner's own choice. An answer that names another option as best
 * is never shown: the model is asked once more, then the bank's own rationales are used.
 * One explanation per (question, wrong choice, model, prompt version) is kept and shared by
 * every learner; each request counts against the learner's hourly quota and records its tokens.
 */
import type { AppServices } from '../services.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { viewerAnswer } from '../practice/answered.ts';
import { isInteractive } from '../practice/interactive.ts';
import {
  agreesWithKey,
  bankExplanation,
  checkedContent,
  type ExplainedQuestion,
  type ExplanationContent,
  explanationMessages,
  followUpMessages,
  PROMPT_VERSION,
  sourceHash,
  wrongChoice,
  explainedAs,
} from './content.ts';
import { ExplanationFailedError, ExplanationInputError } from './errors.ts';
import { completeStructured, isAbort, type ModelConfig, noUsage, streamStructured, streamText, type Usage } from './model.ts';
import { finishRequest, type RequestOutcome, reserveRequest } from './quota.ts';
import { referencesFor } from './references.ts';

export type ExplanationServices = Pick<AppServices, 'prisma' | 'config' | 'logger'>;

/** Who wrote an explanation: the model, or the bank's own rationales. */
type ExplanationSource = 'MODEL' | 'BANK';

/** An explanation as the learner sees it, complete or still being written. */
export interface ExplanationView {
  questionId: string;
  /** The wrong option the learner chose, which the explanation addresses; null when they were right. */
  chosenOption: string | null;
  correctAnswer: string;
  content: Partial<ExplanationContent>;
  references: string[];
  source: ExplanationSource;
  /** Served from the shared cache: no call to the model. */
  cached: boolean;
  complete: boolean;
}

export interface FollowUpView {
  questionId: string;
  text: string;
  complete: boolean;
}

/** How many attempts the model gets to agree with the key before the bank's rationales are used. */
const MODEL_ATTEMPTS = 2;
/** Partial explanations reach the learner at most this often: fewer, larger events. */
const STREAM_INTERVAL_MS = 60;
const FOLLOW_UP_MAX_LENGTH = 500;

interface Loaded {
  question: ExplainedQuestion & { retiredAt: Date | null };
  chosen: string | null;
}

async function load(services: ExplanationServices, userId: string, questionRef: string): Promise<Loaded> {
  const stored = await services.prisma.question.findUnique({ where: { id: questionRef } });
  if (!stored) throw new ExplanationInputError('This question is not available.', 'questionId');
  // The explanation names the key: only after the learner has answered. Their own latest choice
  // is what it speaks to.
  const answer = await viewerAnswer(services.prisma, userId, stored.id, services.config.legacyClient);
  if (!answer) throw new ExplanationInputError('Answer this question first: its explanation comes after your answer.', 'questionId');
  // An interactive item is explained through its key's and the learner's arrangements (content.ts).
  const question = explainedAs(stored, answer.chosenOption);
  const chosen = isInteractive(stored) ? (question.options[1] ?? null) : answer.chosenOption;
  return { question, chosen: wrongChoice(question, chosen) };
}

function view(loaded: Loaded, content: Partial<ExplanationContent>, source: ExplanationSource, cached: boolean, complete: boolean): ExplanationView {
  const { question, chosen } = loaded;
  return {
    questionId: question.id,
    chosenOption: chosen,
    correctAnswer: question.correctAnswer,
    content,
    references: referencesFor(question.outline, [question.explanation, ...question.rationales]),
    source,
    cached,
    complete,
  };
}

const cacheKey = (loaded: Loaded, model: ModelConfig) => ({
  questionId: loaded.question.id,
  chosenOption: loaded.chosen ?? '',
  model: model.model,
  promptVersion: PROMPT_VERSION,
});

async function cachedExplanation(services: ExplanationServices, loaded: Loaded, model: ModelConfig) {
  const row = await services.prisma.explanation.findUnique({ where: { questionId_chosenOption_model_promptVersion: cacheKey(loaded, model) } });
  // Written for an earlier text of the question: stale.
  return row && row.sourceHash === sourceHash(loaded.question) ? row : null;
}

async function store(services: ExplanationServices, loaded: Loaded, model: ModelConfig, content: ExplanationContent, source: ExplanationSource) {
  const key = cacheKey(loaded, model);
  const data = { sourceHash: sourceHash(loaded.question), source: source.toLowerCase(), content: content as unknown as Prisma.InputJsonValue };
  await services.prisma.explanation.upsert({
    where: { questionId_chosenOption_model_promptVersion: key },
    create: { ...key, ...data },
    update: { ...data, createdAt: new Date() },
  });
}

/**
 * Asks the model, streaming or not, and yields what may be shown so far. Returns the checked
 * explanation, or null when every attempt contradicted the key.
 */
async function* fromModel(
  services: ExplanationServices,
  loaded: Loaded,
  model: ModelConfig,
  usage: Usage,
  streaming: boolean,
  signal: AbortSignal,
): AsyncGenerator<Partial<ExplanationContent>, ExplanationContent | null> {
  const messages = explanationMessages(loaded.question, loaded.chosen);
  for (let attempt = 1; attempt <= MODEL_ATTEMPTS; attempt++) {
    let raw: unknown;
    if (!streaming) {
      raw = await completeStructured(model, messages, usage);
    } else {
      const contradicted = new AbortController();
      const abort = () => contradicted.abort();
      signal.addEventListener('abort', abort);
      const parts = streamStructured(model, messages, usage, contradicted.signal);
      let keyChecked = false;
      let lastSent = 0;
      try {
        let step = await parts.next();
        while (!step.done) {
          const partial = step.value as Partial<ExplanationContent> | null;
          // The best option is the first field: once the next one starts it is whole, and it is
          // checked before a word reaches the learner.
          if (!keyChecked && partial && partial.whyCorrect !== undefined) {
            if (!agreesWithKey(loaded.question, String(partial.correctOption ?? ''))) {
              services.logger.warn({ questionId: loaded.question.id, attempt, named: partial.correctOption }, 'model contradicted the key');
              contradicted.abort();
              break;
            }
            keyChecked = true;
          }
          if (keyChecked && partial && Date.now() - lastSent >= STREAM_INTERVAL_MS) {
            lastSent = Date.now();
            yield partial;
          }
          step = await parts.next();
        }
        raw = step.done ? step.value : null;
      } catch (error) {
        if (contradicted.signal.aborted && !signal.aborted) raw = null;
        else throw error;
      } finally {
        signal.removeEventListener('abort', abort);
        await parts.return(null);
      }
    }
    const checked = raw === null ? null : checkedContent(loaded.question, loaded.chosen, raw);
    if (checked) return checked;
    if (raw !== null) services.logger.warn({ questionId: loaded.question.id, attempt }, 'model answer failed the key check');
  }
  return null;
}

/**
 * An explanation of the learner's answer to a question, as it is written: partial views, then the
 * complete one. A cached explanation arrives at once. Throws ExplanationLimitError past the
 * quota, ExplanationFailedError when the model could not answer.
 */
export async function* explanationStream(
  services: ExplanationServices,
  userId: string,
  questionRef: string,
  options: { streaming?: boolean; signal?: AbortSignal } = {},
): AsyncGenerator<ExplanationView> {
  const loaded = await load(services, userId, questionRef);
  const requestId = await reserveRequest(services, userId, loaded.question.id, 'explanation');
  const startedAt = Date.now();
  const usage = noUsage();
  const finish = (outcome: RequestOutcome) => finishRequest(services, requestId, outcome, usage, startedAt);
  const model = services.config.openai;

  if (!model) {
    await finish('bank');
    yield view(loaded, bankExplanation(loaded.question, loaded.chosen), 'BANK', false, true);
    return;
  }
  const cached = await cachedExplanation(services, loaded, model);
  if (cached) {
    await finish('cached');
    yield view(loaded, cached.content as unknown as ExplanationContent, cached.source === 'bank' ? 'BANK' : 'MODEL', true, true);
    return;
  }

  let content: ExplanationContent | null;
  try {
    const parts = fromModel(services, loaded, model, usage, options.streaming ?? true, options.signal ?? new AbortController().signal);
    let step = await parts.next();
    while (!step.done) {
      yield view(loaded, step.value, 'MODEL', false, false);
      step = await parts.next();
    }
    content = step.value;
  } catch (error) {
    await finish('failed');
    if (isAbort(error) && options.signal?.aborted) return;
    services.logger.warn({ err: error, questionId: loaded.question.id }, 'explanation could not be generated');
    throw new ExplanationFailedError();
  }
  // The model would not agree with the key: the bank's rationales are shown (and kept, so the
  // next learner does not pay for the same disagreement; the regenerate script clears it).
  const source: ExplanationSource = content ? 'MODEL' : 'BANK';
  content ??= bankExplanation(loaded.question, loaded.chosen);
  await store(services, loaded, model, content, source);
  await finish(source === 'MODEL' ? 'answered' : 'bank');
  yield view(loaded, content, source, false, true);
}

/** The whole explanation in one answer (the REST route): the model is called without streaming. */
export async function explanation(services: ExplanationServices, userId: string, questionRef: string): Promise<ExplanationView> {
  let last: ExplanationView | null = null;
  for await (const part of explanationStream(services, userId, questionRef, { streaming: false })) last = part;
  return last!;
}

/**
 * A follow-up question about an explained question ("why not B?"), answered from the same
 * grounding plus the explanation itself, streamed as it is written. Counts against the same quota.
 */
export async function* followUpStream(
  services: ExplanationServices,
  userId: string,
  questionRef: string,
  followUp: string,
  signal: AbortSignal = new AbortController().signal,
): AsyncGenerator<FollowUpView> {
  const asked = followUp.split('\u0000').join('').trim();
  if (!asked) throw new ExplanationInputError('Type a question first.', 'question');
  if (asked.length > FOLLOW_UP_MAX_LENGTH) throw new ExplanationInputError(`Keep the question under ${FOLLOW_UP_MAX_LENGTH} characters.`, 'question');
  const loaded = await load(services, userId, questionRef);
  const requestId = await reserveRequest(services, userId, loaded.question.id, 'followUp');
  const startedAt = Date.now();
  const usage = noUsage();
  const finish = (outcome: RequestOutcome) => finishRequest(services, requestId, outcome, usage, startedAt);
  const model = services.config.openai;
  const questionId = loaded.question.id;

  if (!model) {
    await finish('bank');
    yield {
      questionId,
      text: 'Follow-up questions need the language model, which is not configured here. The explanation above comes from the question bank.',
      complete: true,
    };
    return;
  }
  const explained = (await cachedExplanation(services, loaded, model))?.content as unknown as ExplanationContent | undefined;
  const messages = followUpMessages(loaded.question, loaded.chosen, explained ?? bankExplanation(loaded.question, loaded.chosen), asked);
  let text: string;
  try {
    const parts = streamText(model, messages, usage, signal);
    let lastSent = 0;
    let step = await parts.next();
    while (!step.done) {
      text = step.value;
      if (Date.now() - lastSent >= STREAM_INTERVAL_MS) {
        lastSent = Date.now();
        yield { questionId, text, complete: false };
      }
      step = await parts.next();
    }
    text = step.value;
  } catch (error) {
    await finish('failed');
    if (isAbort(error) && signal.aborted) return;
    services.logger.warn({ err: error, questionId }, 'follow-up could not be answered');
    throw new ExplanationFailedError();
  }
  await finish('answered');
  yield { questionId, text: text.trim(), complete: true };
}

/**
 * Forgets the cached explanations of questions (after an edit), so the next request writes them
 * anew; with the model configured, writes them again now for every wrong choice and for a right one.
 */
export async function regenerateExplanations(
  services: ExplanationServices,
  questionIds: string[],
  options: { clearOnly?: boolean } = {},
): Promise<{ deleted: number; written: number }> {
  const ids = questionIds;
  const found = await services.prisma.question.findMany({ where: { id: { in: ids } } });
  const missing = ids.filter((id) => !found.some((q) => q.id === id));
  if (missing.length) throw new ExplanationInputError(`Unknown question: ${missing.join(', ')}`);
  const { count: deleted } = await services.prisma.explanation.deleteMany({ where: { questionId: { in: ids } } });
  const model = services.config.openai;
  let written = 0;
  if (model && !options.clearOnly) {
    for (const question of found) {
      for (const chosen of [null, ...question.options.filter((o) => o !== question.correctAnswer)]) {
        const loaded: Loaded = { question, chosen };
        const parts = fromModel(services, loaded, model, noUsage(), false, new AbortController().signal);
        let step = await parts.next();
        while (!step.done) step = await parts.next();
        const content = step.value;
        await store(services, loaded, model, content ?? bankExplanation(question, chosen), content ? 'MODEL' : 'BANK');
        written++;
      }
    }
  }
  return { deleted, written };
}
