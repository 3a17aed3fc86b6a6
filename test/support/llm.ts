import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How the stand-in answers one call; calls beyond the queued ones get a faithful answer. */
export interface LlmBehaviour {
  /** Answer with this HTTP status and an OpenAI-style error body. */
  status?: number;
  /** Name this option (text) as the best answer instead of the key. */
  contradict?: string;
  /** Wait this long before answering at all. */
  delayMs?: number;
  /** Stop sending after this many chunks of a stream, and then send nothing. */
  stallAfterChunks?: number;
}

interface LlmRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
  /** All the messages' text, for asserting what the prompt held. */
  prompt: string;
}

interface Parsed {
  options: string[];
  key: string;
  chosen: string | null;
  explanation: string;
}

/** Reads the grounding block our prompt builds, so the answer can agree (or disagree) with it. */
function readPrompt(prompt: string): Parsed {
  const block = prompt.match(/^Options:\n((?:[A-F]\. .+\n?)+)/m)?.[1] ?? '';
  const options = [...block.matchAll(/^[A-F]\. (.+)$/gm)].map((m) => m[1]);
  const key = prompt.match(/^Answer key \(authoritative\): [A-F]\. (.+)$/m)?.[1] ?? options[0] ?? '';
  const chosen = prompt.match(/^The learner chose [A-F]\. (.+) \(wrong\)\.$/m)?.[1] ?? null;
  const explanation = prompt.match(/^Explanation from the question bank: (.+)$/m)?.[1] ?? '';
  return { options: [...new Set(options)], key, chosen, explanation };
}

function explanationJson(parsed: Parsed, named: string): string {
  const optionsInOrder = [...new Set(parsed.options)];
  return JSON.stringify({
    correctOption: named,
    whyCorrect: `This option is best because it follows the bank's reasoning: ${parsed.explanation}`,
    otherOptions: optionsInOrder
      .filter((o) => o !== named)
      .map((option) => ({ option, whyWrong: `It does not address the scenario as well as the best answer.` })),
    whyTempting: parsed.chosen ? `"${parsed.chosen}" sounds decisive, which is why it tempts, but it skips the manager's first duty.` : '',
    principle: 'Think like a manager: understand the risk and the business need before acting.',
  });
}

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/**
 * A local server speaking the OpenAI chat completions API, streaming (server-sent events) and not,
 * that answers from the grounding in the prompt. Tests queue failures and contradictions.
 */
export async function startFakeLlm(options: { chunkDelayMs?: number; chunkSize?: number } = {}) {
  const requests: LlmRequest[] = [];
  const queue: LlmBehaviour[] = [];
  const chunkDelayMs = options.chunkDelayMs ?? 2;
  const chunkSize = options.chunkSize ?? 24;
  const open = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as LlmRequest['body'];
    const prompt = body.messages.map((m) => m.content).join('\n');
    requests.push({ body, prompt });
    const behaviour = queue.shift() ?? {};
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (res.destroyed) return;
    if (behaviour.status) {
      // retry-after-ms keeps the SDK's backoff short in tests.
      res
        .writeHead(behaviour.status, { 'content-type': 'application/json', 'retry-after-ms': '20' })
        .end(JSON.stringify({ error: { message: `stand-in failure ${behaviour.status}`, type: 'server_error' } }));
      return;
    }
    const parsed = readPrompt(body.messages.find((m) => m.role === 'user')?.content ?? '');
    const content = body.response_format
      ? explanationJson(parsed, behaviour.contradict ?? parsed.key)
      : `Because the key, "${parsed.key}", is what a manager would do first; the option you asked about acts before the risk is understood.`;
    const usage = { prompt_tokens: tokens(prompt), completion_tokens: tokens(content), total_tokens: tokens(prompt) + tokens(content) };
    const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: body.model };

    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: object, finish: string | null = null) =>
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] });
    chunk({ role: 'assistant', content: '' });
    let sent = 0;
    for (let at = 0; at < content.length; at += chunkSize) {
      if (behaviour.stallAfterChunks !== undefined && sent >= behaviour.stallAfterChunks) return; // hangs until the client gives up
      if (res.destroyed) return;
      chunk({ content: content.slice(at, at + chunkSize) });
      sent++;
      if (chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    }
    chunk({}, 'stop');
    send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    res.end('data: [DONE]\n\n');
  };

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    url: base,
    requests,
    /** The next calls answer like this, in order. */
    queue: (...behaviours: LlmBehaviour[]) => queue.push(...behaviours),
    env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${base}/v1`, OPENAI_MODEL: 'stand-in-1', OPENAI_MAX_RETRIES: '2', OPENAI_TIMEOUT_MS: '2000' },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
