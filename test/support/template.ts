/**
 * A migrated and seeded database, built once per test run and copied for each test file:
 * PGlite from a dumped data directory, PostgreSQL with CREATE DATABASE ... TEMPLATE.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import pg from 'pg';
import { openDatabase } from '../../graph/db/database.ts';
import { migrate, MIGRATIONS_DIR } from '../../graph/db/migrate.ts';
import { seed } from '../../graph/db/seed.ts';
import { BANK_DIR } from '../../graph/practice/bank.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/cissp-test');
const PGLITE_VERSION: string = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;

/** Changes whenever a migration, the bank or the seed code changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_DIR, BANK_DIR]) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      hash.update(file.slice(ROOT.length)).update(readFileSync(file));
    }
  }
  for (const file of ['graph/db/seed.ts', 'graph/billing/catalogue.ts', 'graph/practice/bank.ts', 'graph/auth/demo.ts']) {
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

// Dumped uncompressed: a 47 MB tar loads in about 0.85 s where its 6 MB gzip took 1.3-1.6 s, and
// the suite loads one for every database a test makes (decision 012).
export function pgliteTemplatePath(): string {
  return path.join(CACHE_DIR, `template-${templateKey()}.tar`);
}

/** A new, empty data directory (what PGlite.create() makes by running initdb, 3-4 s), dumped once per PGlite version. */
export function pgliteEmptyPath(): string {
  return path.join(CACHE_DIR, `empty-${PGLITE_VERSION}.tar`);
}

export async function buildPgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const pglite = await PGlite.create();
  const db = await openDatabase({ pglite });
  await migrate(db.sql);
  await seed(db.prisma, pino({ level: 'silent' }));
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return file;
}

export async function buildPgliteEmpty(): Promise<string> {
  const file = pgliteEmptyPath();
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return file;
}

export function pgTemplateName(): string {
  return `cissp_template_${templateKey()}`;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the PostgreSQL template database once (it survives between runs, keyed by content). */
export async function buildPostgresTemplate(baseUrl: string): Promise<string> {
  const PG_TEMPLATE_DB = pgTemplateName();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_TEMPLATE_DB]);
    if (rowCount) return PG_TEMPLATE_DB;
    const building = `${PG_TEMPLATE_DB}_building_${process.pid}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const db = await openDatabase({ databaseUrl: databaseUrl(baseUrl, building) });
    await migrate(db.sql);
    await seed(db.prisma, pino({ level: 'silent' }));
    await db.close();
    try {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${PG_TEMPLATE_DB}"`);
    } catch (error) {
      // Another run on the same server (a second checkout's suite) built it first: use theirs. Two
      // renames at once fail on the catalogue's unique index (23505) rather than as 42P04.
      if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
      await admin.query(`DROP DATABASE "${building}"`);
    }
    return PG_TEMPLATE_DB;
  } finally {
    await admin.end();
  }
}
