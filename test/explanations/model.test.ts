/**
 * A model call lets go of what it armed (its idle timer and its listener on the caller's signal)
 * when it fails before its first chunk: a timer left behind holds the process open (issue 24).
 */
import { getEventListeners } from 'node:events';
import { jest } from '@jest/globals';
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
    // The timers armed for this call's timeout (an odd length no other code uses): each must be
    // cleared or have fired by the time the call has failed. Counting every timer in the process
    // instead read other files' leftovers when the suite ran in one worker.
    const TIMEOUT_MS = 20_017;
    const armed = new Set<unknown>();
    const setTimer = globalThis.setTimeout;
    const clearTimer = globalThis.clearTimeout;
    const setSpy = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = setTimer(
        (...fired: unknown[]) => {
          armed.delete(timer);
          fn(...fired);
        },
        ms,
        ...args,
      );
      if (ms === TIMEOUT_MS) armed.add(timer);
      return timer;
    }) as typeof setTimeout);
    const clearSpy = jest.spyOn(globalThis, 'clearTimeout').mockImplementation(((timer?: Parameters<typeof clearTimeout>[0]) => {
      armed.delete(timer);
      clearTimer(timer);
    }) as typeof clearTimeout);
    try {
      const signal = new AbortController().signal;
      const config = { apiKey: 'test-key', baseUrl: `${llm.url}/v1`, model: 'stand-in-1', timeoutMs: TIMEOUT_MS, maxRetries: 0 };
      const parts = streamText(config, [{ role: 'user', content: 'Why not option B?' }], noUsage(), signal);
      await expect(parts.next()).rejects.toMatchObject({ status: 500 });
      expect(llm.requests).toHaveLength(1);
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      expect(setSpy.mock.calls.some(([, ms]) => ms === TIMEOUT_MS)).toBe(true);
      expect(armed.size).toBe(0);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
  });
});
