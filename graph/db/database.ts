import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PrismaClient } from '../generated/prisma/client.ts';

/** Plain SQL access beside Prisma, for migrations and health checks. */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn on one connection inside BEGIN/COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export interface Database {
  engine: 'pglite' | 'postgresql';
  prisma: PrismaClient;
  sql: SqlRunner;
  /** The connection pool, on PostgreSQL only (shared stores such as rate limits use it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { pglite: PGlite };

function pgliteRunner(db: PGlite | Parameters<Parameters<PGlite['transaction']>[0]>[0]): SqlRunner {
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T extends object>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    transaction: (fn) => {
      if (!('transaction' in db)) throw new Error('nested transactions are not supported');
      return db.transaction((tx) => fn(pgliteRunner(tx)));
    },
  };
}

function pgRunner(client: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T extends object>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    transaction: async (fn) => {
      if (!('connect' in client) || !('totalCount' in client)) throw new Error('nested transactions are not supported');
      const conn = await client.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(pgRunner(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        conn.release();
      }
    },
  };
}

/**
 * Opens the embedded PGlite database in a directory, a given PGlite instance (tests), or a
 * PostgreSQL server. The same schema, migrations and Prisma client serve all three.
 */
export async function openDatabase(target: DatabaseTarget, { onError }: { onError?: (error: Error) => void } = {}): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a dropped database) is reported here;
    // without a listener Node would treat it as unhandled and stop the process. The pool
    // replaces the connection on the next query.
    pool.on('error', (error) => onError?.(error));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      engine: 'postgresql',
      prisma,
      sql: pgRunner(pool),
      pool,
      close: async () => {
        await prisma.$disconnect();
        await pool.end().catch(() => {});
      },
    };
  }
  let pglite: PGlite;
  if ('pglite' in target) {
    pglite = target.pglite;
  } else {
    const dir = path.join(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    engine: 'pglite',
    prisma,
    sql: pgliteRunner(pglite),
    close: async () => {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
    },
  };
}
