import { newCsrfToken } from '../../graph/auth/cookies.ts';

describe('anti-forgery tokens drawn from a random pool', () => {
  it('are 24 random bytes each, never handed out twice, across refills of the pool', () => {
    const tokens = Array.from({ length: 1000 }, () => newCsrfToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // No 12 bytes are handed out twice either (base64url: 16 characters each): the slices do not overlap.
    const halves = tokens.flatMap((token) => [token.slice(0, 16), token.slice(16)]);
    expect(new Set(halves).size).toBe(halves.length);
  });
});
