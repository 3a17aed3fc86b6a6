import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Database } from '../../graph/db/database.ts';
import { seed } from '../../graph/db/seed.ts';
import { createTestDatabase, ENGINES } from '../support/db.ts';

const logger = pino({ level: 'silent' });

function question(id: string, text = `Question ${id}?`) {
  return {
    id,
    text,
    options: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
    correctAnswer: 'Bravo',
    topic: 'Asset Security',
    difficulty: 'easy',
    explanation: 'Bravo is right. The others are not.',
    rationales: ['Incorrect: a', 'Correct: b', 'Incorrect: c', 'Incorrect: d'],
    outline: '2.1',
    tags: ['test'],
  };
}

describe.each(ENGINES)('the start-up load (%s)', (engine) => {
  let db: Database;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDatabase(engine);
    await db.prisma.answer.deleteMany();
    await db.prisma.question.deleteMany();
    dir = mkdtempSync(path.join(tmpdir(), 'bank-'));
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify([question('t-1'), question('t-2')]));
  });
  afterEach(async () => {
    await db.close();
  });

  const text = async (id: string) => (await db.prisma.question.findUniqueOrThrow({ where: { id } })).text;

  it('is skipped on a restart with unchanged bank files, and runs when a file changed', async () => {
    expect(await seed(db.prisma, logger, { bankDir: dir })).toEqual({ skipped: false, written: 2, retired: 0, total: 2 });

    // Something the load would put back: proves the second start did not compare or write anything.
    await db.prisma.question.update({ where: { id: 't-1' }, data: { text: 'Edited in the database' } });
    await db.prisma.price.deleteMany();
    expect(await seed(db.prisma, logger, { bankDir: dir })).toEqual({ skipped: true });
    expect(await text('t-1')).toBe('Edited in the database');
    expect(await db.prisma.price.count()).toBe(0);

    // A changed bank file: the whole load runs again (and puts the catalogue back).
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify([question('t-1'), question('t-2', 'Reworded?')]));
    expect(await seed(db.prisma, logger, { bankDir: dir })).toEqual({ skipped: false, written: 2, retired: 0, total: 2 });
    expect(await text('t-1')).toBe('Question t-1?');
    expect(await text('t-2')).toBe('Reworded?');
    expect(await db.prisma.price.count()).toBeGreaterThan(0);

    // A new file, and a removed one, count as changes too.
    writeFileSync(path.join(dir, 'b.json'), JSON.stringify([question('t-3')]));
    expect(await seed(db.prisma, logger, { bankDir: dir })).toMatchObject({ skipped: false, written: 1, total: 3 });
    expect(await seed(db.prisma, logger, { bankDir: dir })).toEqual({ skipped: true });
  });

  it('records nothing when the load fails, so the next start tries again', async () => {
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify([question('t-1'), { ...question('t-2'), correctAnswer: 'Echo' }]));
    await expect(seed(db.prisma, logger, { bankDir: dir })).rejects.toThrow(/correctAnswer is not one of the options/);
    await expect(seed(db.prisma, logger, { bankDir: dir })).rejects.toThrow(/correctAnswer is not one of the options/);
  });

  it('loads regardless when forced', async () => {
    await seed(db.prisma, logger, { bankDir: dir });
    await db.prisma.question.update({ where: { id: 't-1' }, data: { text: 'Edited in the database' } });
    expect(await seed(db.prisma, logger, { bankDir: dir, force: true })).toMatchObject({ skipped: false, written: 1 });
    expect(await text('t-1')).toBe('Question t-1?');
  });
});
