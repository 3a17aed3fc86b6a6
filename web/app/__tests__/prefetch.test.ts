import { startRoute } from '../prefetch.ts';

describe('the screen fetched as the app starts', () => {
  it('is the signed-in screen a learner with a session opens', () => {
    for (const path of ['/dashboard', '/practice', '/exam', '/subscription', '/settings']) expect(startRoute(path, true)).toBe(path);
  });

  it('is none without a session (the guard sends the visitor to sign in) or on a public screen', () => {
    expect(startRoute('/dashboard', false)).toBeNull();
    for (const path of ['/', '/login', '/register', '/privacy', '/exams/abc', '/nowhere']) expect(startRoute(path, true)).toBeNull();
  });
});
