import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../graph/db/database.ts';
import { BankError, type BankQuestion, readBank, syncBank } from '../../graph/practice/bank.ts';
import { createTestDatabase } from '../support/db.ts';

function question(id: string, overrides: Partial<Record<keyof BankQuestion, unknown>> = {}) {
  return {
    id,
    text: `Question ${id}?`,
    options: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
    correctAnswer: 'Bravo',
    topic: 'Asset Security',
    difficulty: 'easy',
    explanation: 'Bravo is right. The others are not.',
    rationales: ['Incorrect: a', 'Correct: b', 'Incorrect: c', 'Incorrect: d'],
    outline: '2.1',
    tags: ['test'],
    ...overrides,
  };
}

function bankDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bank-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

describe('reading the bank files', () => {
  it('names the file and question of every problem', () => {
    const dir = bankDir({
      'asset-security.json': [question('t-1'), question('t-2', { correctAnswer: 'Echo' }), question('t-3', { topic: 'Cooking' })],
      'broken.json': '[{"id": ',
      'other.json': [question('t-1')],
    });
    let message = '';
    try {
      readBank(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(BankError);
      message = (error as Error).message;
    }
    expect(message).toContain('asset-security.json, question t-2: correctAnswer is not one of the options');
    expect(message).toContain('asset-security.json, question t-3: topic "Cooking" is not one of the 8 domains');
    expect(message).toMatch(/broken\.json: not valid JSON/);
    expect(message).toContain('other.json, question t-1: id also used in asset-security.json');
  });

  it('maps domain names to the stored enum', () => {
    const [q] = readBank(bankDir({ 'a.json': [question('t-1', { topic: 'Security Operations' })] }));
    expect(q.topic).toBe('SECURITY_OPERATIONS');
  });
});

describe('loading the bank into the database', () => {
  let db: Database;
  beforeEach(async () => {
    db = await createTestDatabase();
    await db.prisma.answer.deleteMany();
    await db.prisma.question.deleteMany();
  });
  afterEach(async () => {
    await db.close();
  });

  it('is idempotent, writes only what changed, and retires removed questions without deleting them', async () => {
    const first = readBank(bankDir({ 'a.json': [question('t-1'), question('t-2'), question('t-3')] }));
    expect(await syncBank(db.prisma, first)).toEqual({ written: 3, retired: 0, total: 3 });
    expect(await syncBank(db.prisma, first)).toEqual({ written: 0, retired: 0, total: 3 });

    const second = readBank(bankDir({ 'a.json': [question('t-1', { text: 'Reworded?' }), question('t-3')] }));
    expect(await syncBank(db.prisma, second)).toEqual({ written: 1, retired: 1, total: 2 });
    const rows = await db.prisma.question.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.id, r.text, r.retiredAt === null])).toEqual([
      ['t-1', 'Reworded?', true],
      ['t-2', 'Question t-2?', false],
      ['t-3', 'Question t-3?', true],
    ]);

    // A question that comes back is active again.
    expect(await syncBank(db.prisma, first)).toEqual({ written: 2, retired: 0, total: 3 });
    expect(await db.prisma.question.count({ where: { retiredAt: null } })).toBe(3);
  });
});
