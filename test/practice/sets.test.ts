/**
 * The practice set's kinds (a new set, my mistakes, my weakest domain) and its memory of what the
 * learner has seen: a filter's questions do not come back until all of them have been served.
 */
import type { Question } from '../../graph/generated/prisma/client.ts';
import type { Difficulty, Domain } from '../../graph/generated/prisma/enums.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';
import { WEAKEST_MIN_ANSWERS } from '../../graph/practice/practiceSet.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { globalId, learner } from './support.ts';

const SET = /* GraphQL */ `
  query Set($domain: Domain, $difficulty: Difficulty, $set: PracticeSetKind) {
    practiceSet(domain: $domain, difficulty: $difficulty, set: $set) {
      questionId
      topic
      difficulty
    }
    viewer {
      weakestDomain {
        domain
        totalAnswered
        percent
      }
    }
  }
`;

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      ... on SubmitAnswerPayload {
        isCorrect
      }
    }
  }
`;

const wrongOption = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;

describe.each([DEFAULT_ENGINE])('practice sets on %s', (engine) => {
  let t: TestApp;
  let bank: Question[];
  const bucket = (domain: Domain, difficulty: Difficulty) =>
    bank.filter((q) => q.topic === domain && q.difficulty === difficulty && q.retiredAt === null).sort((a, b) => a.id.localeCompare(b.id));

  beforeAll(async () => {
    t = await createTestApp({ engine });
    bank = await t.db.prisma.question.findMany();
  });
  afterAll(async () => {
    await t.close();
  });

  const answer = async (headers: Record<string, string>, q: Question, right: boolean) => {
    const { data } = await t.graphql(
      SUBMIT,
      { input: { questionId: globalId('Question', q.id), answer: right ? q.correctAnswer : wrongOption(q), idempotencyKey: crypto.randomUUID() } },
      headers,
    );
    expect(data.submitAnswer.isCorrect).toBe(right);
  };
  const serve = async (headers: Record<string, string>, variables: Record<string, unknown>) => {
    const { data, errors } = await t.graphql(SET, variables, headers);
    expect(errors).toBeUndefined();
    return data as { practiceSet: { questionId: string; topic: Domain; difficulty: Difficulty }[]; viewer: { weakestDomain: any } };
  };

  describe('a new set', () => {
    it('repeats no question of its filter until every one has been served, then brings back the least recently seen', async () => {
      const { headers } = await learner(t);
      // The smallest domain-and-level bucket with more than one set in it.
      const [pool, filter] = DOMAINS.flatMap(({ domain }) =>
        (['easy', 'medium', 'hard'] as const).map((difficulty) => [bucket(domain, difficulty).map((q) => q.id), { domain, difficulty }] as const),
      )
        .filter(([ids]) => ids.length > 10)
        .sort((x, y) => x[0].length - y[0].length)[0];
      const full = Math.floor(pool.length / 10);
      const sets: string[][] = [];
      for (let i = 0; i < full + 2; i++) sets.push((await serve(headers, filter)).practiceSet.map((q) => q.questionId));
      for (const set of sets) expect(new Set(set).size).toBe(10);
      // Every question once before any comes back.
      const stream = sets.flat();
      expect(stream.slice(0, pool.length).sort()).toEqual([...pool].sort());
      // Then the least recently seen: the first set's questions (served together, in any order), then the second's.
      const left = pool.length - full * 10;
      const [first, second] = sets;
      const wrapped = sets[full].slice(left);
      const next = sets[full + 1];
      for (const id of wrapped) expect(first).toContain(id);
      expect(next.slice(0, 10 - wrapped.length).sort()).toEqual(first.filter((id) => !wrapped.includes(id)).sort());
      for (const id of next.slice(10 - wrapped.length)) expect(second).toContain(id);
    });

    it('counts a question answered anywhere as seen', async () => {
      const { headers } = await learner(t);
      const filter = { domain: 'ASSET_SECURITY', difficulty: 'hard' } as const;
      const pool = bucket(filter.domain, filter.difficulty);
      const answered = pool.slice(0, pool.length - 10);
      for (const q of answered) await answer(headers, q, true);
      const set = (await serve(headers, filter)).practiceSet.map((q) => q.questionId);
      expect(set.sort()).toEqual(
        pool
          .slice(pool.length - 10)
          .map((q) => q.id)
          .sort(),
      );
    });

    it("is each learner's own: another learner's sets change nothing", async () => {
      const a = await learner(t);
      const b = await learner(t);
      const filter = { domain: 'SECURITY_OPERATIONS', difficulty: 'hard' } as const;
      const first = (await serve(a.headers, filter)).practiceSet.map((q) => q.questionId);
      for (let i = 0; i < 3; i++) await serve(b.headers, filter);
      const second = (await serve(a.headers, filter)).practiceSet.map((q) => q.questionId);
      expect(second.filter((id) => first.includes(id))).toHaveLength(Math.max(0, 20 - bucket(filter.domain, filter.difficulty).length));
    });
  });

  describe('my mistakes', () => {
    it('holds exactly the questions last answered wrongly, within the filter', async () => {
      const { headers } = await learner(t);
      expect((await serve(headers, { set: 'MISTAKES' })).practiceSet).toEqual([]);
      const [w1, w2, fixed, relapsed, right] = bucket('COMMUNICATION_AND_NETWORK_SECURITY', 'easy');
      const [elsewhere] = bucket('SOFTWARE_DEVELOPMENT_SECURITY', 'hard');
      await answer(headers, w1, false);
      await answer(headers, w2, false);
      await answer(headers, fixed, false);
      await answer(headers, fixed, true);
      await answer(headers, relapsed, true);
      await answer(headers, relapsed, false);
      await answer(headers, right, true);
      await answer(headers, elsewhere, false);
      const all = (await serve(headers, { set: 'MISTAKES' })).practiceSet.map((q) => q.questionId);
      expect(all.sort()).toEqual([w1, w2, relapsed, elsewhere].map((q) => q.id).sort());
      const inDomain = (await serve(headers, { set: 'MISTAKES', domain: 'COMMUNICATION_AND_NETWORK_SECURITY' })).practiceSet.map((q) => q.questionId);
      expect(inDomain.sort()).toEqual([w1, w2, relapsed].map((q) => q.id).sort());
      // Served again: the least recently seen first, so the one outside the domain leads.
      expect((await serve(headers, { set: 'MISTAKES' })).practiceSet[0].questionId).toBe(elsewhere.id);
    });
  });

  describe('my weakest domain', () => {
    it('is the lowest mastery among domains with enough answers, and the set is drawn from it alone', async () => {
      const { headers } = await learner(t);
      const none = await serve(headers, { set: 'WEAKEST_DOMAIN' });
      expect(none).toEqual({ practiceSet: [], viewer: { weakestDomain: null } });
      // Asset Security 2 of 5 (40%), Security Operations 4 of 6 (67%), Software Development 0 of 4 (too few answers).
      const plan: [Domain, number, number][] = [
        ['ASSET_SECURITY', WEAKEST_MIN_ANSWERS, 2],
        ['SECURITY_OPERATIONS', WEAKEST_MIN_ANSWERS + 1, 4],
        ['SOFTWARE_DEVELOPMENT_SECURITY', WEAKEST_MIN_ANSWERS - 1, 0],
      ];
      for (const [domain, count, right] of plan) {
        const questions = bucket(domain, 'easy').slice(0, count);
        for (const [i, q] of questions.entries()) await answer(headers, q, i < right);
      }
      const { practiceSet, viewer } = await serve(headers, { set: 'WEAKEST_DOMAIN', domain: 'SECURITY_OPERATIONS', difficulty: 'medium' });
      expect(viewer.weakestDomain).toEqual({ domain: 'ASSET_SECURITY', totalAnswered: WEAKEST_MIN_ANSWERS, percent: 40 });
      expect(practiceSet).toHaveLength(10);
      for (const q of practiceSet) expect(q).toEqual(expect.objectContaining({ topic: 'ASSET_SECURITY', difficulty: 'medium' }));
    });
  });

  it('refuses a set kind it does not know', async () => {
    const { headers } = await learner(t);
    const { errors } = await t.graphql(SET, { set: 'EVERYTHING' }, headers);
    expect(errors![0].message).toMatch(/EVERYTHING/);
  });
});
