import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '../../graph/analytics/rateLimit.ts';
import { createToken } from '../analytics/support.ts';
import { premiumLearner } from '../explanations/support.ts';
import { learner, statementLog } from './support.ts';

describe.each([DEFAULT_ENGINE])('the practice REST routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/questions', () => {
    it('answers a practice set in the legacy shape, with the key the legacy client grades by while it is served', async () => {
      const { headers } = await learner(t);
      const response = await t.app.inject({ method: 'GET', url: '/api/questions?topic=Asset%20Security&difficulty=hard&limit=10', headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(10);
      const stored = new Map((await t.db.prisma.question.findMany({ where: { topic: 'ASSET_SECURITY', difficulty: 'hard' } })).map((q) => [q.id, q]));
      for (const question of body.data) {
        expect(Object.keys(question).sort()).toEqual(['correctAnswer', 'difficulty', 'id', 'options', 'text', 'topic']);
        const q = stored.get(question.id)!;
        expect(question).toEqual({ id: q.id, text: q.text, options: q.options, correctAnswer: q.correctAnswer, topic: 'Asset Security', difficulty: 'hard' });
      }
    });

    it('gives 10 at most, fewer when asked, of any topic and difficulty when none is named', async () => {
      const { headers } = await learner(t);
      const many = await t.app.inject({ method: 'GET', url: '/api/questions?limit=100', headers });
      expect(many.json().data).toHaveLength(10);
      const few = await t.app.inject({ method: 'GET', url: '/api/questions?topic=Security%20Operations&limit=3', headers });
      expect(few.json().data).toHaveLength(3);
      for (const q of few.json().data) expect(q.topic).toBe('Security Operations');
      const easy = await t.app.inject({ method: 'GET', url: '/api/questions?difficulty=easy', headers });
      expect(easy.json().data).toHaveLength(10);
      for (const q of easy.json().data) expect(q.difficulty).toBe('easy');
    });

    it('refuses bad filters with 400 and a message saying what is wrong', async () => {
      const { headers } = await learner(t);
      const cases: [string, RegExp][] = [
        ['topic=Cooking', /Unknown topic "Cooking"/],
        ['difficulty=impossible', /difficulty must be easy, medium or hard/],
        ['limit=abc', /limit must be a whole number/],
        ['limit=0', /limit must be a whole number/],
        ['limit=2.5', /limit must be a whole number/],
      ];
      for (const [query, message] of cases) {
        const response = await t.app.inject({ method: 'GET', url: `/api/questions?${query}`, headers });
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json()).toEqual({ success: false, error: expect.stringMatching(message) });
      }
    });

    it('answers 401 to a caller who is not signed in', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/questions' });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
      expect(response.body).not.toContain('correctAnswer');
    });
  });

  describe('GET and POST /api/progress', () => {
    it('records legacy progress and reports it by topic name', async () => {
      const { user, headers } = await learner(t);
      const empty = await t.app.inject({ method: 'GET', url: '/api/progress', headers });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ success: true, data: { totalAnswered: 0, correctAnswers: 0, byTopic: {} } });

      const [d1, d7] = await Promise.all([
        t.db.prisma.question.findFirstOrThrow({ where: { topic: 'SECURITY_AND_RISK_MANAGEMENT', type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } }),
        t.db.prisma.question.findFirstOrThrow({ where: { topic: 'SECURITY_OPERATIONS', type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } }),
      ]);
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/progress', headers, payload });
      expect((await post({ questionId: d1.id, isCorrect: true })).statusCode).toBe(200);
      expect((await post({ questionId: d1.id, isCorrect: false })).statusCode).toBe(200);
      const last = await post({ questionId: d7.id, isCorrect: true });
      expect(last.json()).toEqual({
        success: true,
        data: {
          recorded: true,
          totalAnswered: 3,
          correctAnswers: 2,
          byTopic: { 'Security and Risk Management': { totalAnswered: 2, correctAnswers: 1 }, 'Security Operations': { totalAnswered: 1, correctAnswers: 1 } },
        },
      });
      const progress = await t.app.inject({ method: 'GET', url: '/api/progress', headers });
      expect(progress.json()).toEqual({ success: true, data: { totalAnswered: 3, correctAnswers: 2, byTopic: last.json().data.byTopic } });
      // The legacy call reports no chosen option: none is invented, and the verdict is marked as the client's own.
      expect((await t.db.prisma.answer.findMany({ where: { userId: user.id } })).map((a) => [a.chosenOption, a.selfReported])).toEqual([
        [null, true],
        [null, true],
        [null, true],
      ]);
    });

    it('counts a self-reported answer as answered for its explanation while the legacy client is served (it had the key anyway)', async () => {
      const { user, headers } = await premiumLearner(t);
      const q = await t.db.prisma.question.findFirstOrThrow({
        where: { topic: 'COMMUNICATION_AND_NETWORK_SECURITY', type: 'SINGLE_CHOICE' },
        orderBy: { id: 'asc' },
      });
      const before = await t.app.inject({ method: 'POST', url: '/api/ai/explanation', headers, payload: { questionId: q.id } });
      expect(before.statusCode).toBe(400);
      await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: q.id, isCorrect: false } });
      expect(await t.db.prisma.answer.count({ where: { userId: user.id, selfReported: true } })).toBe(1);
      const after = await t.app.inject({ method: 'POST', url: '/api/ai/explanation', headers, payload: { questionId: q.id } });
      expect(after.statusCode).toBe(200);
      expect(after.json().sections.correctAnswer).toBe(q.correctAnswer);
    });

    it('grades an answer sent with the chosen option on the server, whatever isCorrect says', async () => {
      const { user, headers } = await learner(t);
      const q = await t.db.prisma.question.findFirstOrThrow({
        where: { topic: 'SECURITY_ARCHITECTURE_AND_ENGINEERING', type: 'SINGLE_CHOICE' },
        orderBy: { id: 'asc' },
      });
      const wrong = q.options.find((o) => o !== q.correctAnswer)!;
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/progress', headers, payload });
      expect((await post({ questionId: q.id, answer: wrong, isCorrect: true })).json().data).toMatchObject({
        recorded: true,
        totalAnswered: 1,
        correctAnswers: 0,
      });
      expect((await post({ questionId: q.id, answer: q.correctAnswer })).json().data).toMatchObject({ recorded: true, totalAnswered: 2, correctAnswers: 1 });
      expect(
        await t.db.prisma.answer.findMany({
          where: { userId: user.id },
          orderBy: { answeredAt: 'asc' },
          select: { chosenOption: true, isCorrect: true, selfReported: true },
        }),
      ).toEqual([
        { chosenOption: wrong, isCorrect: false, selfReported: false },
        { chosenOption: q.correctAnswer, isCorrect: true, selfReported: false },
      ]);
      const notAnOption = await post({ questionId: q.id, answer: 'None of these' });
      expect({ status: notAnOption.statusCode, body: notAnOption.json() }).toEqual({
        status: 400,
        body: { success: false, error: 'Choose one of the options.' },
      });
    });

    it('records a POST with an idempotency key once', async () => {
      const { user, headers } = await learner(t);
      const q = await t.db.prisma.question.findFirstOrThrow({ where: { topic: 'ASSET_SECURITY', type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });
      const payload = { questionId: q.id, isCorrect: true, idempotencyKey: 'legacy-1' };
      const first = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload });
      const again = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload });
      expect(first.json().data).toMatchObject({ recorded: true, totalAnswered: 1 });
      expect(again.json().data).toMatchObject({ recorded: false, totalAnswered: 1 });
      expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(1);
    });

    it('refuses a bad body or an unknown question with 400, never a 500', async () => {
      const { headers } = await learner(t);
      const bodies: [unknown, string][] = [
        [{}, 'questionId (text) and answer (the text of the option chosen) are required.'],
        [{ questionId: 'd1-001' }, 'questionId (text) and answer (the text of the option chosen) are required.'],
        [{ questionId: 'd1-001', isCorrect: 'yes' }, 'isCorrect must be true or false.'],
        [{ questionId: 'd1-001', answer: 3 }, 'answer must be the text of the option chosen.'],
        [{ questionId: 42, isCorrect: true }, 'questionId (text) and answer (the text of the option chosen) are required.'],
        [{ questionId: 'no-such-question', isCorrect: true }, 'This question is not available.'],
        [{ questionId: 'no-such-question', answer: 'A' }, 'This question is not available.'],
        [{ questionId: 'd1-001', isCorrect: true, idempotencyKey: 7 }, 'idempotencyKey must be text.'],
      ];
      for (const [payload, error] of bodies) {
        const response = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: payload as object });
        expect({ payload, status: response.statusCode, body: response.json() }).toEqual({ payload, status: 400, body: { success: false, error } });
      }
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/progress',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(notJson.statusCode).toBe(400);
    });

    it("reads a session's totals in one statement, and answers 401 once the session is closed or the token is not one", async () => {
      const { user, headers } = await learner(t);
      const q = await t.db.prisma.question.findFirstOrThrow({ where: { topic: 'ASSET_SECURITY', type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });
      await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: q.id, isCorrect: true } });
      const log = statementLog();
      try {
        const { result, statements } = await log.record(() => t.app.inject({ method: 'GET', url: '/api/progress', headers }));
        expect(result.json()).toEqual({
          success: true,
          data: { totalAnswered: 1, correctAnswers: 1, byTopic: { 'Asset Security': { totalAnswered: 1, correctAnswers: 1 } } },
        });
        // The session check and the totals together (the viewer, then its totals, made two).
        expect(statements).toHaveLength(1);
      } finally {
        log.restore();
      }
      const signIn = { status: 401, body: { success: false, error: 'Please sign in.' } };
      for (const authorization of ['Bearer not-a-token', `${headers.authorization}x`, 'Basic abc']) {
        const response = await t.app.inject({ method: 'GET', url: '/api/progress', headers: { authorization } });
        expect({ authorization, status: response.statusCode, body: response.json() }).toEqual({ authorization, ...signIn });
      }
      await t.db.prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
      const revoked = await t.app.inject({ method: 'GET', url: '/api/progress', headers });
      expect({ status: revoked.statusCode, body: revoked.json() }).toEqual(signIn);
    });

    it('answers a personal access token within its scope and its request budget', async () => {
      const owner = await learner(t);
      const q = await t.db.prisma.question.findFirstOrThrow({ where: { topic: 'SECURITY_OPERATIONS', type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });
      await t.app.inject({ method: 'POST', url: '/api/progress', headers: owner.headers, payload: { questionId: q.id, isCorrect: false } });
      const progress = await createToken(t, owner.headers, ['READ_PROGRESS']);
      const stats = await createToken(t, owner.headers, ['READ_STATS']);
      const get = (secret: string) => t.app.inject({ method: 'GET', url: '/api/progress', headers: { authorization: `Bearer ${secret}` } });

      const read = await get(progress.secret);
      expect({ status: read.statusCode, body: read.json() }).toEqual({
        status: 200,
        body: { success: true, data: { totalAnswered: 1, correctAnswers: 0, byTopic: { 'Security Operations': { totalAnswered: 1, correctAnswers: 0 } } } },
      });
      const outOfScope = await get(stats.secret);
      expect({ status: outOfScope.statusCode, body: outOfScope.json() }).toEqual({
        status: 403,
        body: { success: false, error: 'Failed to fetch progress data' },
      });
      const unknown = await get(`cpat_${'A'.repeat(43)}`);
      expect(unknown.statusCode).toBe(401);
      // The budget counts these calls as it counts GraphQL's: the first read above was one of them.
      for (let i = 1; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) expect((await get(progress.secret)).statusCode).toBe(200);
      const limited = await get(progress.secret);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers 401 to a caller who is not signed in', async () => {
      const get = await t.app.inject({ method: 'GET', url: '/api/progress' });
      expect(get.statusCode).toBe(401);
      expect(get.json().success).toBe(false);
      const post = await t.app.inject({ method: 'POST', url: '/api/progress', payload: { questionId: 'd1-001', isCorrect: true } });
      expect(post.statusCode).toBe(401);
      expect(post.json().success).toBe(false);
    });

    it('answers the catalogue message when the database fails', async () => {
      const broken = await createTestApp({ engine });
      const { headers } = await learner(broken);
      // Progress reads the running totals, answers write both: without either, every route fails.
      await broken.db.prisma.$executeRawUnsafe('DROP TABLE "Answer", "DomainTally" CASCADE');
      const get = await broken.app.inject({ method: 'GET', url: '/api/progress', headers });
      expect({ status: get.statusCode, body: get.json() }).toEqual({ status: 500, body: { success: false, error: 'Failed to fetch progress data' } });
      const post = await broken.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: 'd1-001', isCorrect: true } });
      expect({ status: post.statusCode, body: post.json() }).toEqual({ status: 500, body: { success: false, error: 'Failed to record progress' } });
      const questions = await broken.app.inject({ method: 'GET', url: '/api/questions', headers });
      expect({ status: questions.statusCode, body: questions.json() }).toEqual({
        status: 500,
        body: { success: false, error: 'Failed to fetch questions. Please try again.' },
      });
      await broken.close();
    });
  });
});

describe.each([DEFAULT_ENGINE])('the practice REST routes without the legacy client (LEGACY_CLIENT=off) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { LEGACY_CLIENT: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves questions without their key', async () => {
    const { headers } = await learner(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/questions?topic=Asset%20Security&limit=10', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(10);
    for (const question of response.json().data) expect(Object.keys(question).sort()).toEqual(['difficulty', 'id', 'options', 'text', 'topic']);
    expect(response.body).not.toContain('correctAnswer');
  });

  it('refuses a bare isCorrect with 400 saying to send the answer, and records the answer sent instead', async () => {
    const { user, headers } = await learner(t);
    const q = await t.db.prisma.question.findFirstOrThrow({ where: { topic: 'ASSET_SECURITY', type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });
    const bare = await t.app.inject({ method: 'POST', url: '/api/progress', headers, payload: { questionId: q.id, isCorrect: true } });
    expect({ status: bare.statusCode, body: bare.json() }).toEqual({
      status: 400,
      body: { success: false, error: 'Send answer: the text of the option chosen. This server grades answers itself.' },
    });
    expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(0);
    const graded = await t.app.inject({
      method: 'POST',
      url: '/api/progress',
      headers,
      payload: { questionId: q.id, answer: q.correctAnswer, idempotencyKey: 'k' },
    });
    expect(graded.json()).toEqual({
      success: true,
      data: { recorded: true, totalAnswered: 1, correctAnswers: 1, byTopic: { 'Asset Security': { totalAnswered: 1, correctAnswers: 1 } } },
    });
    expect(await t.db.prisma.answer.findFirst({ where: { userId: user.id }, select: { chosenOption: true, selfReported: true } })).toEqual({
      chosenOption: q.correctAnswer,
      selfReported: false,
    });
  });
});
