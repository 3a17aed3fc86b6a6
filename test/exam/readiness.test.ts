/**
 * Readiness: the chance to pass with its interval, from a learner's answers (graph/exam/readiness.ts).
 * The arithmetic against hand-computed values, the minimum evidence below which it says nothing,
 * its behaviour (higher ability, more answers, domain weights, study next), then `viewer.readiness`
 * on the database: first answers only, exams counted, calibration used, one SQL statement, and the
 * personal access token scope that reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  combineDomains,
  EXAM_SE,
  estimateReadiness,
  MIN_EVIDENCE,
  normalCdf,
  passProbabilityWithInterval,
  RECENT_ANSWERS,
  type ReadinessAnswer,
} from '../../graph/exam/readiness.ts';
import { estimateAbilityEap, LABEL_PRIORS, probability, seededRandom, type ItemParameters } from '../../graph/exam/irt.ts';
import { DOMAIN_WEIGHTS } from '../../graph/exam/rules.ts';
import type { Domain } from '../../graph/generated/prisma/enums.ts';
import type { Question } from '../../graph/generated/prisma/client.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { learner, statementLog } from '../practice/support.ts';
import { createToken, withBearer } from '../analytics/support.ts';

const ALL = DOMAINS.map((d) => d.domain);
const AT_STANDARD: ItemParameters = { a: 1, b: 0 };

/** `perDomain` answers in each listed domain on items at the standard, `right` of them right. */
function pattern(perDomain: number, right: (domain: Domain) => number, domains: readonly Domain[] = ALL, item = AT_STANDARD): ReadinessAnswer[] {
  return domains.flatMap((domain) => Array.from({ length: perDomain }, (_, i) => ({ domain, item, correct: i < right(domain) })));
}

/** A simulated learner of ability theta answering n items of the bank's labels, domains in turn. */
function simulated(theta: number, n: number, seed: number): ReadinessAnswer[] {
  const random = seededRandom(seed);
  const labels = [LABEL_PRIORS.easy, LABEL_PRIORS.medium, LABEL_PRIORS.hard];
  return Array.from({ length: n }, (_, i) => {
    const item = labels[i % 3];
    return { domain: ALL[i % ALL.length], item, correct: random() < probability(theta, item) };
  });
}

describe('the arithmetic', () => {
  it('has the normal distribution function to 1e-7', () => {
    // Tables: Phi(0) = 0.5, Phi(1) = 0.8413447, Phi(1.959964) = 0.975, Phi(-1.281552) = 0.1.
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.8413447, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.2815516)).toBeCloseTo(0.1, 6);
  });

  it('gives the hand-computed chance and interval for known domain abilities', () => {
    // Every domain at 0.2 with SE 0.3: the weighted mean is 0.2, the error 0.3 sqrt(sum w^2) = 0.3 sqrt(0.1276) = 0.107163.
    const ability = combineDomains(ALL.map((domain) => ({ weight: DOMAIN_WEIGHTS[domain], theta: 0.2, standardError: 0.3 })));
    expect(ability.theta).toBeCloseTo(0.2, 10);
    expect(ability.standardError).toBeCloseTo(0.107163, 6);
    // Phi(0.2 / 0.2) = 0.841345; the ends Phi((0.2 -+ 1.28155 x 0.107163) / 0.2) = 0.622982 and 0.954167.
    const { passProbability, interval } = passProbabilityWithInterval(ability);
    expect(EXAM_SE).toBe(0.2);
    expect(passProbability).toBeCloseTo(0.841345, 5);
    expect(interval.low).toBeCloseTo(0.622982, 5);
    expect(interval.high).toBeCloseTo(0.954167, 5);
    expect(interval.level).toBe(0.8);
  });

  it('puts a learner who gets exactly half right at the standard on items at the standard: 50%, a symmetric interval', () => {
    // 16 per domain, 8 right: each domain's posterior is symmetric about 0, so every ability is 0.
    const readiness = estimateReadiness(pattern(16, () => 8));
    expect(readiness.status).toBe('READY');
    expect(readiness.answers).toBe(128);
    expect(readiness.ability).toBeCloseTo(0, 10);
    expect(readiness.passProbability).toBeCloseTo(0.5, 7);
    expect(readiness.interval!.low + readiness.interval!.high).toBeCloseTo(1, 7);
    expect(readiness.interval!.low).toBeLessThan(0.5);
  });
});

describe('the minimum evidence', () => {
  it('says nothing below 100 answers, and how many more are needed', () => {
    // 99 answers over every domain, 9 of every 13 right: however good it looks, no number.
    const answers = pattern(13, () => 9).slice(0, 99);
    const readiness = estimateReadiness(answers);
    expect(readiness).toMatchObject({ status: 'NOT_ENOUGH_EVIDENCE', answers: 99, answersNeeded: 1, domainsNeeded: [], ability: null, standardError: null, passProbability: null, interval: null, studyNext: [] });
    for (const domain of readiness.domains) expect(domain).toMatchObject({ ability: null, standardError: null, gain: null });
    expect(estimateReadiness([])).toMatchObject({ status: 'NOT_ENOUGH_EVIDENCE', answers: 0, answersNeeded: MIN_EVIDENCE.answers, domainsNeeded: ALL, passProbability: null });
    // One more answer meets it.
    expect(estimateReadiness(pattern(13, () => 9).slice(0, 100)).status).toBe('READY');
  });

  it('wants answers in every domain', () => {
    // 200 answers, none in Software Development Security and 3 in Asset Security.
    const answers = [
      ...pattern(33, () => 20, ALL.filter((d) => d !== 'SOFTWARE_DEVELOPMENT_SECURITY' && d !== 'ASSET_SECURITY')),
      ...pattern(3, () => 2, ['ASSET_SECURITY']),
      ...pattern(0, () => 0, ['SOFTWARE_DEVELOPMENT_SECURITY']),
    ];
    const readiness = estimateReadiness(answers);
    expect(readiness.status).toBe('NOT_ENOUGH_EVIDENCE');
    expect(readiness.domainsNeeded).toEqual(['ASSET_SECURITY', 'SOFTWARE_DEVELOPMENT_SECURITY']);
    expect(readiness.answersNeeded).toBe(2 + 5);
    expect(readiness.passProbability).toBeNull();
  });

  it('wants a standard error no larger than the exam\'s own', () => {
    // 120 answers on items far too easy for the learner (all right at b = -4) tell little about them.
    const answers = pattern(15, () => 15, ALL, { a: 1, b: -4 });
    const readiness = estimateReadiness(answers);
    expect(readiness.status).toBe('NOT_ENOUGH_EVIDENCE');
    expect(readiness.domainsNeeded).toEqual([]);
    expect(readiness.answersNeeded).toBeGreaterThan(0);
    expect(readiness.passProbability).toBeNull();
    // The same number of informative answers is enough.
    expect(estimateReadiness(pattern(15, () => 12)).standardError).toBeLessThanOrEqual(MIN_EVIDENCE.maxStandardError);
  });
});

describe('the estimate', () => {
  it('rises with the learner\'s ability', () => {
    const chances = [-1, -0.3, 0, 0.3, 1].map((theta) => estimateReadiness(simulated(theta, 300, 7)).passProbability!);
    for (let i = 1; i < chances.length; i += 1) expect(chances[i]).toBeGreaterThan(chances[i - 1]);
    expect(chances[0]).toBeLessThan(0.1);
    expect(chances[4]).toBeGreaterThan(0.9);
    // And with more right answers on the same items.
    const byRight = [9, 10, 11, 12].map((right) => estimateReadiness(pattern(16, () => right)).passProbability!);
    for (let i = 1; i < byRight.length; i += 1) expect(byRight[i]).toBeGreaterThan(byRight[i - 1]);
  });

  it('holds its estimate inside its interval, and the interval narrows with more answers', () => {
    let previousWidth = Infinity;
    for (const copies of [1, 2, 3]) {
      // The same pattern (10 of 16 right per domain) seen once, twice, three times.
      const readiness = estimateReadiness(pattern(16 * copies, () => 10 * copies));
      const { low, high } = readiness.interval!;
      expect(low).toBeLessThan(readiness.passProbability!);
      expect(high).toBeGreaterThan(readiness.passProbability!);
      expect(high - low).toBeLessThan(previousWidth);
      previousWidth = high - low;
    }
    for (const theta of [-0.5, 0.2, 0.8]) {
      const readiness = estimateReadiness(simulated(theta, 250, 3));
      expect(readiness.interval!.low).toBeLessThanOrEqual(readiness.passProbability!);
      expect(readiness.interval!.high).toBeGreaterThanOrEqual(readiness.passProbability!);
    }
  });

  it('weights the domains by the outline: strength in a heavy domain counts more', () => {
    const strongIn = (strong: Domain) => estimateReadiness(pattern(16, (domain) => (domain === strong ? 14 : 8)));
    const heavy = strongIn('SECURITY_AND_RISK_MANAGEMENT'); // 16%
    const light = strongIn('ASSET_SECURITY'); // 10%
    const strongAbility = heavy.domains.find((d) => d.domain === 'SECURITY_AND_RISK_MANAGEMENT')!.ability!;
    // The other domains sit at 0 (half right at the standard), so the exam ability is w x the strong domain's.
    expect(heavy.ability).toBeCloseTo(0.16 * strongAbility, 10);
    expect(light.ability).toBeCloseTo(0.1 * strongAbility, 10);
    expect(heavy.passProbability!).toBeGreaterThan(light.passProbability!);
    // Practising one domain mostly does not buy a high readiness: pooled, 158 of 185 right would put the
    // learner far above the standard; weighted, the seven domains barely seen hold it near it.
    const answers = [...pattern(150, () => 140, ['SECURITY_AND_RISK_MANAGEMENT']), ...pattern(5, () => 3, ALL.slice(1))];
    const lopsided = estimateReadiness(answers);
    const pooled = estimateAbilityEap(answers.map(({ item, correct }) => ({ item, correct })));
    expect(pooled.theta).toBeGreaterThan(1.5);
    expect(lopsided.ability!).toBeLessThan(pooled.theta / 2);
    expect(lopsided.ability!).toBeCloseTo(combineDomains(lopsided.domains.map((d) => ({ weight: d.weight, theta: d.ability!, standardError: d.standardError! }))).theta, 10);
  });

  it('names the domains with the most to gain: low ability in a heavy domain first', () => {
    // Weak (5 of 16) in Asset Security (10%) and Security Operations (13%); weaker still (3 of 16) in
    // Software Development Security (10%); 11 of 16 elsewhere.
    const right: Partial<Record<Domain, number>> = { ASSET_SECURITY: 5, SECURITY_OPERATIONS: 5, SOFTWARE_DEVELOPMENT_SECURITY: 3 };
    const readiness = estimateReadiness(pattern(16, (domain) => right[domain] ?? 11));
    expect(readiness.studyNext.map((d) => d.domain)).toEqual(['SECURITY_OPERATIONS', 'SOFTWARE_DEVELOPMENT_SECURITY', 'ASSET_SECURITY']);
    // Gain is weight x (1 - P(right at the standard)): Security Operations' 13% outweighs the lower ability at 10%.
    const [first] = readiness.studyNext;
    expect(first.gain).toBeCloseTo(13 * (1 - probability(first.ability!, AT_STANDARD)), 10);
    const gains = readiness.domains.map((d) => d.gain!);
    expect(Math.max(...gains)).toBe(first.gain);
  });
});

const READINESS = /* GraphQL */ `{
  viewer {
    readiness {
      status answers answersNeeded domainsNeeded passProbability ability standardError
      interval { low high level }
      domains { domain name weight answers ability standardError gain }
      studyNext { domain name gain }
      minimumAnswers minimumAnswersPerDomain maximumStandardError
    }
  }
}`;

describe.each(ENGINES)('viewer.readiness on %s', (engine) => {
  let t: TestApp;
  let byDomain: Map<Domain, Question[]>;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const bank = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' } });
    byDomain = new Map(ALL.map((domain) => [domain, bank.filter((q) => q.topic === domain)]));
  });
  afterAll(() => t.close());

  const wrong = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;
  let keys = 0;

  /** Practice answers: `perDomain` questions of each domain (from `offset`), right when `right(i)`. */
  async function answer(userId: string, perDomain: number, right: (i: number) => boolean, { offset = 0, minutesAgo = 600 } = {}) {
    const questions = ALL.flatMap((domain) => byDomain.get(domain)!.slice(offset, offset + perDomain));
    await t.db.prisma.answer.createMany({
      data: questions.map((q, i) => ({
        userId,
        questionId: q.id,
        chosenOption: right(i) ? q.correctAnswer : wrong(q),
        isCorrect: right(i),
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `readiness-${(keys += 1)}`,
        answeredAt: new Date(Date.now() - (minutesAgo - i) * 60_000),
      })),
    });
    return questions;
  }

  async function readiness(headers: Record<string, string>) {
    const result = await t.graphql(READINESS, {}, headers);
    expect(result.errors).toBeUndefined();
    return result.data.viewer.readiness;
  }

  it('says nothing for a new learner or below the minimum, and speaks once it is met', async () => {
    const who = await learner(t);
    expect(await readiness(who.headers)).toMatchObject({
      status: 'NOT_ENOUGH_EVIDENCE', answers: 0, answersNeeded: 100, domainsNeeded: ALL, passProbability: null, interval: null, ability: null, studyNext: [],
      minimumAnswers: 100, minimumAnswersPerDomain: 5, maximumStandardError: 0.25,
    });
    await answer(who.user.id, 12, (i) => i % 3 !== 0); // 96 answers, 12 per domain
    const short = await readiness(who.headers);
    expect(short).toMatchObject({ status: 'NOT_ENOUGH_EVIDENCE', answers: 96, answersNeeded: 4, domainsNeeded: [], passProbability: null, interval: null });
    expect(short.domains.map((d: { answers: number; ability: number | null }) => [d.answers, d.ability])).toEqual(ALL.map(() => [12, null]));

    await answer(who.user.id, 4, (i) => i % 3 !== 0, { offset: 12, minutesAgo: 100 });
    const ready = await readiness(who.headers);
    expect(ready).toMatchObject({ status: 'READY', answers: 128, answersNeeded: 0, domainsNeeded: [] });
    expect(ready.passProbability).toBeGreaterThan(0);
    expect(ready.passProbability).toBeLessThan(1);
    expect(ready.interval.low).toBeLessThan(ready.passProbability);
    expect(ready.interval.high).toBeGreaterThan(ready.passProbability);
    expect(ready.standardError).toBeLessThanOrEqual(0.25);
    expect(ready.studyNext).toHaveLength(3);
    expect(ready.domains.map((d: { weight: number }) => d.weight)).toEqual([16, 10, 13, 13, 13, 12, 13, 10]);
  });

  it('counts each question\'s first answer only, and exam answers too', async () => {
    const who = await learner(t);
    const questions = await answer(who.user.id, 12, () => false, { minutesAgo: 900 }); // 96 wrong
    const before = await readiness(who.headers);
    // The same questions again, now right: answers after seeing the key measure memory.
    await answer(who.user.id, 12, () => true, { minutesAgo: 500 });
    expect((await readiness(who.headers)).answers).toBe(96);
    // An exam with 8 answered items (and one unanswered) brings it to 104.
    const examQuestions = ALL.map((domain) => byDomain.get(domain)![40]);
    await t.db.prisma.exam.create({
      data: {
        userId: who.user.id, status: 'FINISHED', minItems: 100, maxItems: 150, pretestItems: 25, timeLimitSeconds: 10_800,
        pretestPositions: [], seed: 1, deadlineAt: new Date(), finishedAt: new Date(),
        items: {
          create: [...examQuestions, byDomain.get('ASSET_SECURITY')![41]].map((q, position) => ({
            position, questionId: q.id, domain: q.topic, pretest: false, discrimination: 1, difficulty: 0,
            ...(position < 8 ? { answeredAt: new Date(), chosenOption: q.correctAnswer, isCorrect: true } : {}),
          })),
        },
      },
    });
    const after = await readiness(who.headers);
    expect(after).toMatchObject({ status: 'READY', answers: 104 });
    expect(after.passProbability).toBeLessThan(0.05);
    // A quarantined item (its key in doubt) measures nothing: its answer drops out.
    await t.db.prisma.itemStatistics.create({
      data: {
        questionId: questions[0].id, responses: 40, correct: 10, discrimination: -0.2, discriminationN: 40, optionCounts: {}, openFlags: 0, flagsByReason: {},
        quarantined: true, quarantineReason: 'NEGATIVE_DISCRIMINATION', quarantinedAt: new Date(), computedAt: new Date(),
      },
    });
    try {
      expect((await readiness(who.headers)).answers).toBe(103);
    } finally {
      await t.db.prisma.itemStatistics.delete({ where: { questionId: questions[0].id } });
    }
    expect(before.passProbability).toBeNull();
    expect(questions).toHaveLength(96);
  });

  it('uses calibrated item parameters where there are some', async () => {
    const who = await learner(t);
    const questions = await answer(who.user.id, 16, (i) => i % 2 === 0, { offset: 60 });
    const labelled = await readiness(who.headers);
    expect(labelled.status).toBe('READY');
    // Calibration found the items this learner got right far harder than their labels: the same answers now say more.
    const right = questions.filter((_, i) => i % 2 === 0);
    await t.db.prisma.itemCalibration.createMany({
      data: right.map((q) => ({ questionId: q.id, discrimination: 1, difficulty: 1.5, difficultySe: 0.2, responses: 40, calibratedAt: new Date() })),
    });
    try {
      const calibrated = await readiness(who.headers);
      expect(calibrated.ability).toBeGreaterThan(labelled.ability);
      expect(calibrated.passProbability).toBeGreaterThan(labelled.passProbability);
    } finally {
      await t.db.prisma.itemCalibration.deleteMany({ where: { questionId: { in: right.map((q) => q.id) } } });
    }
  });

  it('reads the answers of the most recent window only, in one SQL statement', async () => {
    const who = await learner(t);
    await answer(who.user.id, 55, (i) => i % 2 === 0); // 440 answers
    const log = statementLog();
    try {
      const base = await log.record(() => t.graphql('{ viewer { id } }', {}, who.headers));
      const read = await log.record(() => t.graphql('{ viewer { id readiness { status answers passProbability studyNext { domain } } } }', {}, who.headers));
      expect(read.result.errors).toBeUndefined();
      expect(read.result.data!.viewer.readiness.answers).toBe(RECENT_ANSWERS);
      expect(read.statements.length - base.statements.length).toBe(1);
    } finally {
      log.restore();
    }
  });

  it('documents every field for GraphiQL', async () => {
    const result = await t.graphql(`{
      user: __type(name: "User") { fields { name description } }
      types: __schema { types { name description fields { name description } enumValues { name description } } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.user.fields.find((f: { name: string }) => f.name === 'readiness').description).toMatch(/chance to pass/);
    const ours = result.data.types.types.filter((type: { name: string }) => /^Readiness/.test(type.name));
    expect(ours.map((type: { name: string }) => type.name).sort()).toEqual(['Readiness', 'ReadinessDomain', 'ReadinessInterval', 'ReadinessStatus']);
    for (const type of ours) {
      expect(type.description).toEqual(expect.stringMatching(/\w/));
      for (const member of [...(type.fields ?? []), ...(type.enumValues ?? [])]) expect([type.name, member.name, member.description]).toEqual([type.name, member.name, expect.stringMatching(/\w/)]);
    }
  });

  it('is read by a token with read:progress, and refused to read:stats and read:answers', async () => {
    const who = await learner(t);
    await answer(who.user.id, 14, (i) => i % 4 !== 0);
    const progress = await createToken(t, who.headers, ['READ_PROGRESS']);
    const stats = await createToken(t, who.headers, ['READ_STATS']);
    const answers = await createToken(t, who.headers, ['READ_ANSWERS']);
    const read = await withBearer(t, progress.secret, READINESS);
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.viewer.readiness).toMatchObject({ status: 'READY', answers: 112 });
    for (const secret of [stats.secret, answers.secret]) {
      const refused = await withBearer(t, secret, READINESS);
      expect(refused.status).toBe(403);
      expect(refused.body.errors![0]).toMatchObject({
        message: 'This API token cannot read User.readiness: that needs the read:progress scope.',
        extensions: { code: 'FORBIDDEN', field: 'User.readiness', requiredScope: 'read:progress' },
      });
    }
  });
});
