/**
 * GET /api/export/answers.csv: by session or by a token with read:answers, filtered like the
 * connection, streamed in batches, with spreadsheet-safe fields.
 */
import { csvField } from '../../graph/analytics/history.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { learner } from '../practice/support.ts';
import { createToken, seedAnswers } from './support.ts';

describe('the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const rows = (body: string) => body.split('\r\n').filter(Boolean);

  it('streams the whole history, oldest first, in batches, for the signed-in learner', async () => {
    const who = await learner(t);
    await seedAnswers(t, who.user.id, 4_500, 'csv-');
    const other = await learner(t);
    await seedAnswers(t, other.user.id, 10, 'other-');
    const response = await get('/api/export/answers.csv', who.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="answers.csv"');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['x-total-count']).toBe('4500');
    const lines = rows(response.body);
    expect(lines[0]).toBe('answeredAt,questionId,domain,difficulty,isCorrect,chosenOption,correctAnswer,type');
    expect(lines).toHaveLength(4_501);
    const times = lines.slice(1).map((line) => line.split(',')[0]);
    expect(times[0]).toBe('2025-01-01T00:05:00.000Z');
    expect(times.at(-1)).toBe(new Date(Date.UTC(2025, 0, 1) + 4_500 * 300_000).toISOString());
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(4_500);
    // The question's type last (its own, not copied onto the answer): every type of the bank shows.
    const types = new Map((await t.db.prisma.question.findMany({ select: { id: true, type: true } })).map((q) => [q.id, q.type]));
    const typeOf = (line: string) => line.slice(line.lastIndexOf(',') + 1);
    for (const line of lines.slice(1)) expect(typeOf(line)).toBe(types.get(line.split(',')[1]));
    expect(new Set(lines.slice(1).map(typeOf))).toEqual(new Set(['SINGLE_CHOICE', 'ORDERING', 'MATCHING', 'HOTSPOT']));

    const ordering = await get('/api/export/answers.csv?type=ORDERING', who.headers);
    const counted = await t.graphql('{ viewer { answers(filter: { type: ORDERING }) { totalCount } } }', {}, who.headers);
    expect(rows(ordering.body).slice(1).map(typeOf)).toEqual(Array(counted.data.viewer.answers.totalCount).fill('ORDERING'));
    expect(counted.data.viewer.answers.totalCount).toBeGreaterThan(0);
  });

  it('filters like viewer.answers, and refuses a bad filter with 400', async () => {
    const who = await learner(t);
    await seedAnswers(t, who.user.id, 300, 'f-');
    const all = await t.graphql(
      '{ viewer { answers(filter: { domain: ASSET_SECURITY, isCorrect: false, since: "2025-01-01T10:00:00Z" }) { totalCount } } }',
      {},
      who.headers,
    );
    const filtered = await get('/api/export/answers.csv?domain=ASSET_SECURITY&isCorrect=false&since=2025-01-01T10:00:00Z', who.headers);
    expect(filtered.statusCode).toBe(200);
    const lines = rows(filtered.body).slice(1);
    expect(lines).toHaveLength(all.data.viewer.answers.totalCount);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line.split(',').slice(2, 5)).toEqual([expect.any(String), expect.any(String), 'false'].map((v, i) => (i === 0 ? 'ASSET_SECURITY' : v)));

    for (const query of ['domain=NOPE', 'since=yesterday', 'isCorrect=maybe', 'since=2025-02-01T00:00:00Z&until=2025-01-01T00:00:00Z']) {
      const refused = await get(`/api/export/answers.csv?${query}`, who.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, error: expect.any(String) });
    }
  });

  it('answers a token with read:answers only', async () => {
    const who = await learner(t);
    await seedAnswers(t, who.user.id, 3, 't-');
    const reader = await createToken(t, who.headers, ['READ_ANSWERS']);
    const progressOnly = await createToken(t, who.headers, ['READ_PROGRESS']);
    const byToken = await get('/api/export/answers.csv', { authorization: `Bearer ${reader.secret}` });
    expect(byToken.statusCode).toBe(200);
    expect(rows(byToken.body)).toHaveLength(4);
    const refused = await get('/api/export/answers.csv', { authorization: `Bearer ${progressOnly.secret}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: 'This API token cannot read User.answers: that needs the read:answers scope.' });
    expect((await get('/api/export/answers.csv')).statusCode).toBe(401);
    expect((await get('/api/export/answers.csv', { authorization: 'Bearer cpat_nope' })).statusCode).toBe(401);
  });

  it('writes fields a spreadsheet reads as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });
});
