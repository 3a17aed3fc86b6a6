import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../../graph/db/database.ts';
import { databaseUrl, pgliteEmptyPath, pgliteTemplatePath, pgTemplateName } from './template.ts';

// Set by the global setup, so every file of a run uses the templates that run built.
const pgliteTemplate = () => process.env.CISSP_TEST_PGLITE_TEMPLATE ?? pgliteTemplatePath();
const pgliteEmpty = () => process.env.CISSP_TEST_PGLITE_EMPTY ?? pgliteEmptyPath();
const pgTemplate = () => process.env.CISSP_TEST_PG_TEMPLATE ?? pgTemplateName();

export type Engine = 'pglite' | 'postgresql';

/**
 * The engines for files that test the database layer itself (the driver and its transactions,
 * migrations, the bank's load, locking, races and unique violations, SQL whose rows the two adapters
 * decode): PGlite always, PostgreSQL when TEST_DATABASE_URL is set. Decision 012, "Engines".
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

/** The engine for every other file: PostgreSQL when configured (as in CI), else PGlite. */
export const DEFAULT_ENGINE: Engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server (empty, or cloned from a template), for a
 * test or for app processes a test starts; drop() removes it, whoever is still connected.
 */
async function scratchPostgresUrl(prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return { url: databaseUrl(base, name), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A migrated and seeded PostgreSQL database of its own, cloned from the run's template. */
export const seededPostgresUrl = (prefix: string) => scratchPostgresUrl(prefix, pgTemplate());

/** A new PostgreSQL database (empty, or cloned from a template); close() drops it. */
async function scratchPostgres(prefix: string, template?: string): Promise<Database> {
  const scratch = await scratchPostgresUrl(prefix, template);
  const db = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

/**
 * A PGlite database whose close() also lets go of its WebAssembly instance (the whole Postgres
 * heap, some hundreds of MB). Jest's native-ESM runner keeps each finished test file's modules, so
 * a closed PGlite that a file still references kept its memory until the worker ended: workers grew
 * to 6-8 GB, while the JS heap that workerIdleMemoryLimit watches stayed small. Dropping the
 * reference to the Emscripten module frees it whatever still points at the PGlite object.
 */
async function releasingOnClose(pglite: PGlite): Promise<Database> {
  const db = await openDatabase({ pglite });
  return {
    ...db,
    close: async () => {
      await db.close();
      (pglite as unknown as { mod?: unknown }).mod = undefined;
    },
  };
}

/** A fresh, migrated and seeded database of its own; close() drops it. */
export async function createTestDatabase(engine: Engine = DEFAULT_ENGINE): Promise<Database> {
  if (engine === 'pglite') {
    const dump = readFileSync(pgliteTemplate());
    return releasingOnClose(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  return scratchPostgres('cissp_test', pgTemplate());
}

/** An empty database (not migrated), for migration tests. */
export async function createEmptyDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') return releasingOnClose(await PGlite.create({ loadDataDir: new Blob([readFileSync(pgliteEmpty())]) }));
  return scratchPostgres('cissp_empty');
}
