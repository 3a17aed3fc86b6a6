/**
 * The rules as pure functions: every constant (points, streak bonus, each level boundary, each
 * badge criterion) and the streak's day arithmetic in the learner's time zone.
 */
import {
  answerOutcome,
  BADGES,
  dayBefore,
  EMPTY_STATS,
  examOutcome,
  isTimeZone,
  levelFor,
  LEVELS,
  localDate,
  MASTERY_MIN_ANSWERS,
  newBadges,
  nextLevelXP,
  type Stats,
  streakOn,
} from '../../graph/gamification/rules.ts';

const stats = (overrides: Partial<Stats> = {}): Stats => ({ ...EMPTY_STATS, ...overrides });
const answer = (isCorrect: boolean, today = '2026-11-25', extra: Partial<Parameters<typeof answerOutcome>[1]> = {}) => ({
  isCorrect,
  domain: 'ASSET_SECURITY' as const,
  today,
  ...extra,
});

describe('points for an answer', () => {
  it('gives 10 for a correct answer and 2 for a wrong one', () => {
    const day = stats({ lastActivityDate: '2026-11-25', currentStreak: 1, longestStreak: 1 });
    expect(answerOutcome(day, answer(true)).pointsEarned).toBe(10);
    expect(answerOutcome(day, answer(false)).pointsEarned).toBe(2);
    expect(answerOutcome(day, answer(true)).stats.points).toBe(10);
  });

  it('counts answers, correct answers, the run of correct answers and the domain', () => {
    let s = stats();
    for (const isCorrect of [true, true, false, true]) s = answerOutcome(s, answer(isCorrect)).stats;
    expect(s).toMatchObject({ questionsAnswered: 4, correctAnswers: 3, correctRun: 1, domainStats: { ASSET_SECURITY: { correct: 3, total: 4 } } });
  });
});

describe('the streak', () => {
  it('starts at 1 on the first day, without a bonus', () => {
    expect(streakOn(stats(), '2026-11-25')).toEqual({ currentStreak: 1, longestStreak: 1, lastActivityDate: '2026-11-25', bonus: 0 });
  });

  it('grows by one when the last activity was yesterday, with a bonus of 5 x streak', () => {
    const s = stats({ currentStreak: 1, longestStreak: 1, lastActivityDate: '2026-11-24' });
    expect(streakOn(s, '2026-11-25')).toEqual({ currentStreak: 2, longestStreak: 2, lastActivityDate: '2026-11-25', bonus: 10 });
    const outcome = answerOutcome(s, answer(true));
    expect(outcome.streakBonus).toBe(10);
    expect(outcome.pointsEarned).toBe(20);
  });

  it('caps the bonus at a streak of 10: 5 x min(streak, 10)', () => {
    const at = (streak: number) =>
      streakOn(stats({ currentStreak: streak - 1, longestStreak: streak - 1, lastActivityDate: '2026-11-24' }), '2026-11-25').bonus;
    expect([at(2), at(3), at(9), at(10), at(11), at(50)]).toEqual([10, 15, 45, 50, 50, 50]);
  });

  it('resets to 1 after a missed day, keeping the longest', () => {
    const s = stats({ currentStreak: 6, longestStreak: 9, lastActivityDate: '2026-11-23' });
    expect(streakOn(s, '2026-11-25')).toEqual({ currentStreak: 1, longestStreak: 9, lastActivityDate: '2026-11-25', bonus: 0 });
  });

  it('changes nothing on a second answer the same day (no second bonus)', () => {
    const s = stats({ currentStreak: 4, longestStreak: 4, lastActivityDate: '2026-11-25' });
    expect(streakOn(s, '2026-11-25')).toEqual({ currentStreak: 4, longestStreak: 4, lastActivityDate: '2026-11-25', bonus: 0 });
    expect(streakOn(s, '2026-11-24').currentStreak).toBe(4);
  });

  it('crosses month and year ends', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});

describe("the learner's day in their time zone", () => {
  // 23:30 and 00:30 in New York (UTC-5 in November) are 04:30 and 05:30 UTC the next day.
  const at2330 = new Date('2026-11-25T04:30:00Z');
  const at0030 = new Date('2026-11-25T05:30:00Z');

  it('puts 23:30 and 00:30 local on consecutive days, whatever the UTC date', () => {
    expect(localDate(at2330, 'America/New_York')).toBe('2026-11-24');
    expect(localDate(at0030, 'America/New_York')).toBe('2026-11-25');
    // In UTC both instants fall on one day.
    expect(localDate(at2330, 'UTC')).toBe(localDate(at0030, 'UTC'));
  });

  it('grows the streak from 23:30 to 00:30 local, but not in UTC', () => {
    const first = answerOutcome(stats(), answer(true, localDate(at2330, 'America/New_York'))).stats;
    const second = answerOutcome(first, answer(true, localDate(at0030, 'America/New_York')));
    expect(second.stats.currentStreak).toBe(2);
    expect(second.streakBonus).toBe(10);

    const utcFirst = answerOutcome(stats(), answer(true, localDate(at2330, 'UTC'))).stats;
    expect(answerOutcome(utcFirst, answer(true, localDate(at0030, 'UTC'))).stats.currentStreak).toBe(1);
  });

  it('knows real time zones and refuses others', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('levels', () => {
  it('follows the XP table, each boundary exactly', () => {
    const table = [
      [0, 1, 'Security Novice'],
      [100, 2, 'Apprentice'],
      [250, 3, 'Student'],
      [500, 4, 'Practitioner'],
      [1000, 5, 'Professional'],
      [2000, 6, 'Specialist'],
      [3500, 7, 'Expert'],
      [5500, 8, 'Master'],
      [8000, 9, 'Architect'],
      [12000, 10, 'CISSP Champion'],
    ] as const;
    expect(LEVELS.map((l) => [l.xp, l.level, l.title])).toEqual(table);
    for (const [xp, level, title] of table) {
      expect(levelFor(xp)).toMatchObject({ level, title });
      if (xp > 0) expect(levelFor(xp - 1).level).toBe(level - 1);
    }
    expect(levelFor(1_000_000).level).toBe(10);
    expect(nextLevelXP(1)).toBe(100);
    expect(nextLevelXP(9)).toBe(12000);
    expect(nextLevelXP(10)).toBeNull();
  });

  it('records each level gained as an achievement', () => {
    const outcome = answerOutcome(stats({ points: 95, lastActivityDate: '2026-11-25', currentStreak: 1, longestStreak: 1 }), answer(true));
    expect(outcome).toMatchObject({ levelBefore: 1, level: 2 });
    expect(outcome.earned).toEqual([{ kind: 'level', level: 2, points: 0 }]);
  });

  it("checks badges again after a level-up, and a badge's 100 points can lift the level again", () => {
    // 99 answers and 240 points: the 100th answer gives 10 (250, level 3) and the 100-answers badge 100 (350).
    const outcome = answerOutcome(
      stats({ points: 240, questionsAnswered: 99, correctAnswers: 99, lastActivityDate: '2026-11-25', currentStreak: 1, longestStreak: 1 }),
      answer(false),
    );
    expect(outcome.badges.map((b) => b.id)).toEqual(['answered-100']);
    expect(outcome.pointsEarned).toBe(102);
    expect(outcome.stats.points).toBe(342);
    expect(outcome.level).toBe(3);

    const lifted = answerOutcome(
      stats({ points: 390, questionsAnswered: 99, correctAnswers: 99, lastActivityDate: '2026-11-25', currentStreak: 1, longestStreak: 1 }),
      answer(true),
    );
    // 400 + 100 = 500: the badge's points reach level 4.
    expect(lifted.stats.points).toBe(500);
    expect(lifted.earned).toEqual([
      { kind: 'badge', badgeId: 'answered-100', points: 100 },
      { kind: 'level', level: 4, points: 0 },
    ]);
  });
});

describe('badges', () => {
  const ids = (s: Stats, occasion = {}) => newBadges(s, occasion).map((b) => b.id);

  it('has every badge with a category, a rarity and criteria', () => {
    expect(BADGES.map((b) => [b.id, b.category, b.rarity, b.criteria])).toEqual([
      ['streak-7', 'streak', 'common', { type: 'streak', value: 7 }],
      ['streak-30', 'streak', 'rare', { type: 'streak', value: 30 }],
      ['streak-100', 'streak', 'legendary', { type: 'streak', value: 100 }],
      ['mastery-security-operations', 'domain', 'epic', { type: 'domainAccuracy', value: 80, domain: 'SECURITY_OPERATIONS' }],
      ['mastery-risk-management', 'domain', 'epic', { type: 'domainAccuracy', value: 80, domain: 'SECURITY_AND_RISK_MANAGEMENT' }],
      ['mastery-asset-security', 'domain', 'epic', { type: 'domainAccuracy', value: 80, domain: 'ASSET_SECURITY' }],
      ['correct-10', 'achievement', 'rare', { type: 'correctInARow', value: 10 }],
      ['correct-25', 'achievement', 'epic', { type: 'correctInARow', value: 25 }],
      ['perfect-exam', 'achievement', 'legendary', { type: 'examScore', value: 100 }],
      ['daily-challenge', 'achievement', 'common', { type: 'dailyChallenge', value: 1 }],
      ['answered-100', 'milestone', 'common', { type: 'questionsAnswered', value: 100 }],
      ['answered-500', 'milestone', 'rare', { type: 'questionsAnswered', value: 500 }],
      ['answered-1000', 'milestone', 'epic', { type: 'questionsAnswered', value: 1000 }],
      ['answered-5000', 'milestone', 'legendary', { type: 'questionsAnswered', value: 5000 }],
    ]);
    for (const badge of BADGES) expect(badge.name && badge.description && badge.icon).toBeTruthy();
  });

  it('awards streaks of 7, 30 and 100 days at exactly those days', () => {
    for (const days of [7, 30, 100]) {
      expect(ids(stats({ currentStreak: days - 1 }))).not.toContain(`streak-${days}`);
      expect(ids(stats({ currentStreak: days }))).toContain(`streak-${days}`);
    }
  });

  it('awards 100, 500, 1000 and 5000 questions answered', () => {
    for (const n of [100, 500, 1000, 5000]) {
      expect(ids(stats({ questionsAnswered: n - 1 }))).not.toContain(`answered-${n}`);
      expect(ids(stats({ questionsAnswered: n }))).toContain(`answered-${n}`);
    }
  });

  it('awards 10 and 25 correct in a row', () => {
    for (const n of [10, 25]) {
      expect(ids(stats({ correctRun: n - 1 }))).not.toContain(`correct-${n}`);
      expect(ids(stats({ correctRun: n }))).toContain(`correct-${n}`);
    }
    // A wrong answer ends the run.
    expect(answerOutcome(stats({ correctRun: 9, lastActivityDate: '2026-11-25' }), answer(false)).stats.correctRun).toBe(0);
    expect(answerOutcome(stats({ correctRun: 9, lastActivityDate: '2026-11-25' }), answer(true)).badges.map((b) => b.id)).toEqual(['correct-10']);
  });

  it('awards domain mastery at 80% accuracy in each of the three domains, after enough answers', () => {
    const cases = [
      ['SECURITY_OPERATIONS', 'mastery-security-operations'],
      ['SECURITY_AND_RISK_MANAGEMENT', 'mastery-risk-management'],
      ['ASSET_SECURITY', 'mastery-asset-security'],
    ] as const;
    for (const [domain, id] of cases) {
      expect(ids(stats({ domainStats: { [domain]: { correct: 16, total: 20 } } }))).toEqual([id]);
      expect(ids(stats({ domainStats: { [domain]: { correct: 15, total: 20 } } }))).toEqual([]);
      // 100% of too few answers is not mastery.
      expect(ids(stats({ domainStats: { [domain]: { correct: MASTERY_MIN_ANSWERS - 1, total: MASTERY_MIN_ANSWERS - 1 } } }))).toEqual([]);
    }
    // Other domains have no mastery badge.
    expect(ids(stats({ domainStats: { IDENTITY_AND_ACCESS_MANAGEMENT: { correct: 20, total: 20 } } }))).toEqual([]);
  });

  it('awards the perfect exam score at 100 only', () => {
    expect(examOutcome(stats(), 99).badges).toEqual([]);
    const perfect = examOutcome(stats(), 100);
    expect(perfect.badges.map((b) => b.id)).toEqual(['perfect-exam']);
    expect(perfect.pointsEarned).toBe(100);
    expect(examOutcome(perfect.stats, 100).badges).toEqual([]);
  });

  it('gives 100 points per new badge and skips badges already held', () => {
    const s = stats({ currentStreak: 7, questionsAnswered: 99, lastActivityDate: '2026-11-25' });
    const first = answerOutcome(s, answer(false));
    expect(first.badges.map((b) => b.id)).toEqual(['streak-7', 'answered-100']);
    expect(first.pointsEarned).toBe(2 + 2 * 100);
    expect(first.stats.badges).toEqual(['streak-7', 'answered-100']);
    const again = answerOutcome(first.stats, answer(false));
    expect(again.badges).toEqual([]);
    expect(again.pointsEarned).toBe(2);
  });
});

describe("the daily challenge's reward", () => {
  it('adds 25 points and the challenge badge once, the badge only the first time', () => {
    const day = stats({ lastActivityDate: '2026-11-25', currentStreak: 1, longestStreak: 1 });
    const first = answerOutcome(day, answer(true, '2026-11-25', { completesDailyChallenge: true }));
    expect(first.pointsEarned).toBe(10 + 25 + 100);
    expect(first.badges.map((b) => b.id)).toEqual(['daily-challenge']);
    expect(first.earned).toContainEqual({ kind: 'challenge', points: 25 });
    const nextDay = answerOutcome({ ...first.stats, lastActivityDate: '2026-11-25' }, answer(true, '2026-11-25', { completesDailyChallenge: true }));
    expect(nextDay.pointsEarned).toBe(10 + 25);
    expect(nextDay.badges).toEqual([]);
  });
});
