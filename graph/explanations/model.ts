import { createRequire } from 'node:module';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../config.ts';
import { EXPLANATION_SCHEMA } from './content.ts';

export type ModelConfig = NonNullable<Config['openai']>;

/** Tokens one or more calls used, as the server reported them. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export const noUsage = (): Usage => ({ promptTokens: 0, completionTokens: 0 });

function addUsage(total: Usage, usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined) {
  total.promptTokens += usage?.prompt_tokens ?? 0;
  total.completionTokens += usage?.completion_tokens ?? 0;
}

/** The model went silent for longer than the timeout in the middle of an answer. */
class ModelTimeoutError extends Error {
  constructor() {
    super('The model stopped answering.');
    this.name = 'ModelTimeoutError';
  }
}

// The SDK is loaded on first use, not at start-up: without OPENAI_API_KEY it is never needed.
const require = createRequire(import.meta.url);
type Sdk = typeof import('openai') & { parser: typeof import('openai/lib/parser') };
let sdk: Sdk | undefined;
const openai = (): Sdk => (sdk ??= { ...(require('openai') as typeof import('openai')), parser: require('openai/lib/parser') as Sdk['parser'] });

const clients = new WeakMap<ModelConfig, OpenAI>();

/**
 * One client per configuration. The SDK retries 429, 5xx and timeouts itself, with exponential
 * backoff that honours the server's Retry-After, up to `maxRetries` times.
 */
function modelClient(config: ModelConfig): OpenAI {
  let client = clients.get(config);
  if (!client) {
    client = new (openai().OpenAI)({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: config.maxRetries });
    clients.set(config, client);
  }
  return client;
}

// Structured output: the SDK parses the JSON as it streams, so partial sections can be shown.
let format: ReturnType<Sdk['parser']['makeParseableResponseFormat']> | undefined;
const responseFormat = () =>
  (format ??= openai().parser.makeParseableResponseFormat(
    { type: 'json_schema', json_schema: { name: 'explanation', strict: true, schema: EXPLANATION_SCHEMA as unknown as Record<string, unknown> } },
    (content) => JSON.parse(content) as unknown,
  ));

/**
 * Aborts when no chunk arrived for `ms`: the SDK's own timeout covers the wait for the first
 * byte, not a stream that stalls halfway.
 */
function idleTimer(ms: number, controller: AbortController) {
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  touch();
  return {
    touch,
    stop: () => clearTimeout(timer),
    get timedOut() {
      return timedOut;
    },
  };
}

/**
 * Streams one structured explanation: yields the parsed JSON so far after each chunk, and
 * returns the whole parsed answer. `signal` ends it early (the learner left, or the answer
 * already contradicts the key).
 */
export async function* streamStructured(
  config: ModelConfig,
  messages: ChatCompletionMessageParam[],
  usage: Usage,
  signal: AbortSignal,
): AsyncGenerator<unknown, unknown> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort);
  const idle = idleTimer(config.timeoutMs, controller);
  const stream = modelClient(config).chat.completions.stream(
    { model: config.model, messages, response_format: responseFormat(), stream_options: { include_usage: true } },
    { signal: controller.signal },
  );
  let partial: unknown = null;
  stream.on('content.delta', ({ parsed }) => {
    partial = parsed;
  });
  try {
    for await (const chunk of stream) {
      idle.touch();
      addUsage(usage, chunk.usage);
      if (partial !== null) yield partial;
    }
    const final = await stream.finalChatCompletion();
    return final.choices[0]?.message.parsed ?? null;
  } catch (error) {
    if (idle.timedOut) throw new ModelTimeoutError();
    throw error;
  } finally {
    idle.stop();
    signal.removeEventListener('abort', onAbort);
    if (!stream.ended) stream.abort();
  }
}

/** One structured explanation in a single response (no streaming). */
export async function completeStructured(config: ModelConfig, messages: ChatCompletionMessageParam[], usage: Usage): Promise<unknown> {
  const completion = await modelClient(config).chat.completions.parse({ model: config.model, messages, response_format: responseFormat() });
  addUsage(usage, completion.usage);
  return completion.choices[0]?.message.parsed ?? null;
}

/** Streams a plain-text answer, yielding the text so far. */
export async function* streamText(
  config: ModelConfig,
  messages: ChatCompletionMessageParam[],
  usage: Usage,
  signal: AbortSignal,
): AsyncGenerator<string, string> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort);
  const idle = idleTimer(config.timeoutMs, controller);
  let text = '';
  // The request is made inside the try: a call that fails before its first chunk (an error status
  // after the retries, a refused connection) left the idle timer armed (timeoutMs, 20 s by default,
  // holding the process open) and the listener on the caller's signal.
  try {
    const stream = await modelClient(config).chat.completions.create(
      { model: config.model, messages, stream: true, stream_options: { include_usage: true } },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      idle.touch();
      addUsage(usage, chunk.usage);
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        yield text;
      }
    }
    return text;
  } catch (error) {
    if (idle.timedOut) throw new ModelTimeoutError();
    throw error;
  } finally {
    idle.stop();
    signal.removeEventListener('abort', onAbort);
    if (!controller.signal.aborted) controller.abort();
  }
}

/** The learner went away: not a failure of the model. */
export const isAbort = (error: unknown) => sdk !== undefined && error instanceof sdk.APIUserAbortError;
