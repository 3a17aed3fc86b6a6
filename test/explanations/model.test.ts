/**
 * A model call lets go of what it armed (its idle timer and its listener on the caller's signal)
 * when it fails before its first chunk: a timer left behind holds the process open (issue 24).
 */
import { getEventListeners } from 'node:events';
import { noUsage, streamText } from '../../graph/explanations/model.ts';
import { type FakeLlm, startFakeLlm } from '../support/llm.ts';

describe('a streamed answer whose call fails', () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());

  it('rejects with the error, and leaves no timer armed and no listener on the caller’s signal', async () => {
    llm.queue({ status: 500 });
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const signal = new AbortController().signal;
    const config = { apiKey: 'test-key', baseUrl: `${llm.url}/v1`, model: 'stand-in-1', timeoutMs: 20_000, maxRetries: 0 };
    const parts = streamText(config, [{ role: 'user', content: 'Why not option B?' }], noUsage(), signal);
    await expect(parts.next()).rejects.toMatchObject({ status: 500 });
    expect(llm.requests).toHaveLength(1);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
    expect(timers()).toBe(before);
  });
});
