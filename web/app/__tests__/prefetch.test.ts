import { matchRoute, ROUTES } from '../routes.ts';

describe('the route table', () => {
  it('matches an address to its route, path parameters included, and any unknown path to the guarded dashboard', () => {
    expect(matchRoute('/practice')?.route.path).toBe('/practice');
    const pastExam = matchRoute('/exams/abc');
    expect(pastExam?.route.path).toBe('/exams/:examId');
    expect(pastExam?.params.examId).toBe('abc');
    const unknown = matchRoute('/nowhere');
    expect(unknown?.route.path).toBe('*');
    expect(unknown?.route.signedIn).toBe(true);
    expect(unknown?.route.load).toBe(matchRoute('/dashboard')?.route.load);
  });

  it('lists each path once, the signed-in screens behind the guard', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    const guarded = ROUTES.filter((route) => route.signedIn).map((route) => route.path);
    expect(guarded).toEqual(['/billing/success', '/billing/cancel', '/dashboard', '/practice', '/exam', '/exams/:examId', '/subscription', '/settings', '*']);
  });
});
