import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Prisma, PrismaClient } from '../generated/prisma/client.ts';

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
 * One statement of a driver transaction, built with Prisma.sql; its rows as the driver parses them.
 * With `commit`, the transaction commits with it: nothing may follow it.
 */
type DriverQuery = <T>(sql: Prisma.Sql, options?: { commit?: boolean }) => Promise<T[]>;
/** Runs fn inside BEGIN/COMMIT on one connection of the driver itself, rolling back if it throws. */
export type DriverTransaction = <T>(fn: (query: DriverQuery) => Promise<T>) => Promise<T>;

/**
 * The driver's own transactions, for the app's hottest one (the answer's, graph/practice/answers.ts).
 * Prisma's interactive transaction costs its runtime on every statement (the engine's transaction
 * manager, argument and result mapping): the answer's statements took 2.8-3.0 ms of CPU through it
 * and 1.1-1.45 ms on the pool's connection (scripts/bench-answer-cost.ts, PostgreSQL), and that
 * CPU is spent while the transaction holds one of the pool's ten connections (issue 23).
 * Keyed by the client openDatabase made, so whoever holds the client can find them.
 */
const driverTransactions = new WeakMap<PrismaClient, DriverTransaction>();
export const driverTransactionOf = (prisma: PrismaClient): DriverTransaction | undefined => driverTransactions.get(prisma);

/**
 * One statement on the driver itself (the pool, or PGlite), outside a transaction, with values
 * sent and rows read as `$queryRaw` sends and reads them. For the reads every request makes (the
 * viewer, the answered question, the screen's figures): `$queryRaw` costs about 1.7 times the
 * pool's own query in CPU (scripts/bench-answer-cost.ts), and at a steady 120 requests a second
 * that CPU is the queue in front of the app (docs/performance.md, issue 23).
 */
const driverQueries = new WeakMap<PrismaClient, DriverQuery>();

/** The statement's rows, on the driver when the client came from openDatabase, else through `$queryRaw`. */
export function rawQuery<T>(prisma: PrismaClient, sql: Prisma.Sql): Promise<T[]> {
  const driver = driverQueries.get(prisma);
  return driver ? driver<T>(sql) : prisma.$queryRaw<T[]>(sql);
}

// Values as Prisma's $queryRaw would send and read them: a Date as its UTC instant, and the
// timestamp(3) columns (without time zone) read back as UTC, as Prisma writes them.
const driverValues = (sql: Prisma.Sql) => sql.values.map((value) => (value instanceof Date ? value.toISOString() : value));
const utcTimestamp = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMP ? utcTimestamp : format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid),
};
/**
 * The bounds Prisma's transaction options gave the answer's transaction (maxWait 10 s for a
 * connection, timeout 20 s): a statement waits at most 20 s (a lock held by a stuck transaction),
 * and the wait for a free connection at most 10 s.
 */
const DRIVER_STATEMENT_TIMEOUT_MS = 20_000;
const DRIVER_CONNECTION_WAIT_MS = 10_000;
/**
 * The same bounds for every interactive transaction through Prisma (the exam's start, answer and
 * finish, review): Prisma's default 5 s ends a transaction that a busy machine merely slowed, as a
 * 500 (seen with two suites at once: startExam failed after 5.1 s).
 */
const TRANSACTION_OPTIONS = { maxWait: DRIVER_CONNECTION_WAIT_MS, timeout: DRIVER_STATEMENT_TIMEOUT_MS };

/** A connection of the pool, or an error after `ms`; a connection that comes later goes back to the pool. */
async function connectWithin(pool: pg.Pool, ms: number): Promise<pg.PoolClient> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const connecting = pool.connect();
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new Error(`No database connection free within ${ms} ms`));
    }, ms);
  });
  void connecting.then(
    (conn) => late && conn.release(),
    () => {},
  );
  try {
    return await Promise.race([connecting, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Names for the statements the pool runs on the driver (the answer's transaction, the viewer, the
 * answered question, the screen's figures), so PostgreSQL parses and plans each text once per
 * connection, not at every call: planning was a median 0.72 and 0.89 ms of the answer's two
 * statements, on the same two cores as the app (docs/performance.md, stop 36). The texts are the
 * app's own (values are parameters), so there are few; past `limit` a text runs unnamed.
 *
 * A named `SELECT *` keeps its result type: after a migration adds a column while the process runs (a
 * rolling deploy), PostgreSQL refuses it with "cached plan must not change result type" (0A000). Then
 * this process stops naming statements and the statement, or the whole transaction (rolled back), runs
 * once more unnamed. A pooler in front of PostgreSQL must keep protocol-level prepared statements
 * (PgBouncer 1.21 or later with `max_prepared_statements` set, or session pooling).
 */
class StatementNames {
  readonly #names = new Map<string, string>();
  #naming = true;
  constructor(readonly limit = 200) {}

  /** The text's name, or undefined when it runs unnamed. */
  of(text: string): string | undefined {
    if (!this.#naming) return undefined;
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < this.limit) {
      name = `cissp_${this.#names.size + 1}`;
      this.#names.set(text, name);
    }
    return name;
  }

  /**
   * True when the error is a named plan gone stale (also for a statement sent just before another
   * caller's retired the names); from then on nothing is named.
   */
  retireOn(error: unknown): boolean {
    const stale =
      (error as { code?: unknown })?.code === '0A000' && /cached plan must not change result type/.test(String((error as { message?: unknown }).message));
    if (stale) this.#naming = false;
    return stale;
  }
}

const statement = (names: StatementNames, sql: Prisma.Sql) => ({ name: names.of(sql.text), text: sql.text, values: driverValues(sql), types: pgTypes });

function pgDriverQuery(pool: pg.Pool, names: StatementNames): DriverQuery {
  return async <T>(sql: Prisma.Sql) => {
    try {
      return (await pool.query(statement(names, sql))).rows as T[];
    } catch (error) {
      if (!names.retireOn(error)) throw error;
      return (await pool.query(statement(names, sql))).rows as T[];
    }
  };
}

/**
 * A transaction on one connection whose BEGIN goes out with its first statement, and whose COMMIT
 * with the statement the caller marks `commit` (else on its own after fn): each pair in one write
 * and one round trip, where one at a time they took two (pg's pipeline mode, for the connection's
 * time in the transaction only; the answer's transaction went from four or five round trips to
 * three, docs/performance.md "Stop 38"). PostgreSQL answers a COMMIT that follows a failed
 * statement with ROLLBACK: that is a failure too. Once the `commit` statement has succeeded the
 * transaction is committed, so fn should do nothing after it that can throw. Takes the connection
 * and hands it back to its pool, closed when it could not even roll back.
 *
 * The bench's baseline (scripts/bench-baseline.ts) runs its transactions through it as well.
 */
export async function pipelinedTransaction<T, Statement, Config extends pg.QueryConfig>(
  conn: pg.PoolClient,
  begin: string,
  toQuery: (statement: Statement) => Config,
  fn: (query: <R>(statement: Statement, options?: { commit?: boolean }) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  let state = 'idle' as 'idle' | 'open' | 'done';
  // Read through a function: fn changes the state, which the compiler cannot see from here.
  const now = () => state;
  let failure: unknown;
  let broken = false;
  // In pipeline mode pg writes each statement as soon as it is queued and answers them in order.
  const client = conn as { pipeline: boolean };
  const stream = (conn as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  client.pipeline = true;
  /** Sends the statements in one write; their results, or the first failure once all have settled. */
  const together = async (configs: (string | Config)[]) => {
    stream.cork();
    let sent: Promise<pg.QueryResult>[];
    try {
      sent = configs.map((config) => conn.query(config));
    } finally {
      // Never leave the connection corked, whatever a query's construction threw.
      stream.uncork();
    }
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((result) => (result as PromiseFulfilledResult<pg.QueryResult>).value);
  };
  const committed = (result: pg.QueryResult) => {
    if (result.command !== 'COMMIT') throw new Error('The transaction was rolled back at its commit.');
  };
  try {
    const result = await fn(async <R>(statement: Statement, { commit = false } = {}) => {
      if (state === 'done') throw new Error('A statement was sent after its transaction committed.');
      const configs = [...(state === 'idle' ? [begin] : []), toQuery(statement), ...(commit ? ['COMMIT'] : [])];
      state = commit ? 'done' : 'open';
      try {
        const results = await together(configs);
        if (commit) committed(results.at(-1)!);
        return results[results.length - (commit ? 2 : 1)].rows as R[];
      } catch (error) {
        failure ??= error;
        throw error;
      }
    });
    // A statement failed and fn went on: nothing it did after that was committed.
    if (failure) throw failure;
    if (now() === 'open') {
      state = 'done';
      committed(await conn.query('COMMIT'));
    }
    return result;
  } catch (error) {
    // Also after a failed pair with its COMMIT, which PostgreSQL has already ended: then it only warns.
    if (now() !== 'idle') await conn.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.pipeline = false;
    conn.release(broken);
  }
}

function pgDriverTransaction(pool: pg.Pool, names: StatementNames): DriverTransaction {
  // BEGIN and the transaction's own timeout (no parameters, so one simple query), sent with the first statement.
  const begin = `BEGIN; SET LOCAL statement_timeout = ${DRIVER_STATEMENT_TIMEOUT_MS}`;
  const attempt = async <T>(fn: (query: DriverQuery) => Promise<T>): Promise<T> =>
    pipelinedTransaction(await connectWithin(pool, DRIVER_CONNECTION_WAIT_MS), begin, (sql) => statement(names, sql), fn);
  return async (fn) => {
    try {
      return await attempt(fn);
    } catch (error) {
      // Rolled back whole: run it again with every statement unnamed.
      if (!names.retireOn(error)) throw error;
      return attempt(fn);
    }
  };
}

function pgliteDriverTransaction(db: PGlite): DriverTransaction {
  const parsers = { [pg.types.builtins.TIMESTAMP]: utcTimestamp };
  return (fn) => db.transaction((tx) => fn(async <T>(sql: Prisma.Sql) => (await tx.query<T>(sql.text, driverValues(sql), { parsers })).rows));
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
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: TRANSACTION_OPTIONS });
    const names = new StatementNames();
    driverTransactions.set(prisma, pgDriverTransaction(pool, names));
    driverQueries.set(prisma, pgDriverQuery(pool, names));
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
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: TRANSACTION_OPTIONS });
  driverTransactions.set(prisma, pgliteDriverTransaction(pglite));
  const parsers = { [pg.types.builtins.TIMESTAMP]: utcTimestamp };
  driverQueries.set(prisma, async <T>(sql: Prisma.Sql) => (await pglite.query<T>(sql.text, driverValues(sql), { parsers })).rows);
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
