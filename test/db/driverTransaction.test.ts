/**
 * The driver's own transactions (graph/db/database.ts `driverTransactionOf`), which the answer's
 * transaction runs on instead of Prisma's interactive one: statements commit together, a throw
 * rolls all of them back and hands the connection back to the pool, and timestamps read back as
 * the instants written (UTC, as Prisma reads them).
 */
import { type Database, driverTransactionOf, pipelinedTransaction, rawQuery } from '../../graph/db/database.ts';
import { Prisma } from '../../graph/generated/prisma/client.ts';
import { createEmptyDatabase, ENGINES } from '../support/db.ts';

describe.each(ENGINES)('driver transactions on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createEmptyDatabase(engine);
    await db.sql.exec('CREATE TABLE "Probe" ("id" int PRIMARY KEY, "at" timestamp(3))');
  });
  afterAll(() => db.close());

  const transaction = () => driverTransactionOf(db.prisma)!;
  const ids = async () => (await db.sql.query<{ id: number }>('SELECT "id" FROM "Probe" ORDER BY "id"')).map((row) => row.id);

  it('is there for every client openDatabase makes', () => {
    expect(driverTransactionOf(db.prisma)).toBeInstanceOf(Function);
  });

  // A Date sent or a timestamp read in local time shows only where local time is not UTC: run the
  // file with TZ=America/New_York to check that part (Jest's process.env cannot change the zone).
  it('commits its statements together and reads timestamps back as the instants written', async () => {
    const at = new Date(Date.UTC(2026, 10, 29, 23, 30, 15, 123));
    const rows = await transaction()(async (query) => {
      await query(Prisma.sql`INSERT INTO "Probe" ("id", "at") VALUES (1, ${at}::timestamp(3))`);
      return query<{ at: Date; text: string }>(
        Prisma.sql`INSERT INTO "Probe" ("id", "at") VALUES (2, ${at}::timestamp(3)) RETURNING "at", "at"::text AS "text"`,
      );
    });
    expect(rows[0].at).toEqual(at);
    expect(rows[0].text).toBe('2026-11-29 23:30:15.123');
    expect(await ids()).toEqual([1, 2]);
  });

  it('rolls every statement back when its function throws, and passes the error on', async () => {
    const failure = new Error('given up');
    await expect(
      transaction()(async (query) => {
        await query(Prisma.sql`INSERT INTO "Probe" ("id") VALUES (10)`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await ids()).toEqual([1, 2]);
  });

  it('hands its connection back after a failed statement: more failures than the pool has connections, then one that commits', async () => {
    for (let i = 0; i < 12; i++) {
      await expect(transaction()((query) => query(Prisma.sql`INSERT INTO "Probe" ("id") VALUES (1)`))).rejects.toMatchObject({ code: '23505' });
    }
    await transaction()((query) => query(Prisma.sql`INSERT INTO "Probe" ("id") VALUES (3)`));
    expect(await ids()).toEqual([1, 2, 3]);
  }, 30_000);
});

describe.each(ENGINES)("Prisma's interactive transactions on %s", (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createEmptyDatabase(engine);
  });
  afterAll(() => db.close());

  // The exam's start, answer and finish run in Prisma's interactive transactions; with Prisma's
  // default 5 s a slowed machine turned a slow exam step into a 500. A transaction of 6 s of work
  // commits, as the driver's own transactions would.
  it('outlive Prisma’s 5 s default, within the same bounds as the driver’s', async () => {
    const result = await db.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_sleep(6)`;
      return tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`;
    });
    expect(result).toEqual([{ one: 1 }]);
  }, 60_000);
});

// On PostgreSQL the driver's statements are named (prepared once per connection); PGlite runs them unnamed.
const describeWithPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
describeWithPostgres('named statements on postgresql', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createEmptyDatabase('postgresql');
    await db.sql.exec('CREATE TABLE "Named" ("id" int PRIMARY KEY); INSERT INTO "Named" VALUES (1), (2)');
  });
  afterAll(() => db.close());

  const prepared = (query: <T>(sql: Prisma.Sql) => Promise<T[]>) =>
    query<{ statement: string }>(Prisma.sql`SELECT "statement" FROM pg_prepared_statements WHERE NOT "from_sql"`);

  it('prepares each text once on a connection and runs it again by name', async () => {
    const seen = await driverTransactionOf(db.prisma)!(async (query) => {
      for (const id of [1, 2, 1]) await query(Prisma.sql`SELECT "id" FROM "Named" WHERE "id" = ${id}`);
      return prepared(query);
    });
    expect(seen.map((row) => row.statement)).toContain('SELECT "id" FROM "Named" WHERE "id" = $1');
    expect(seen.filter((row) => row.statement.startsWith('SELECT "id" FROM "Named"'))).toHaveLength(1);
  });

  // A migration that adds a column while the app runs (a rolling deploy) changes a named SELECT *'s
  // result type; PostgreSQL then refuses the prepared plan, and the statement runs again unnamed.
  it('runs a statement and a transaction again unnamed when a migration changed their result type', async () => {
    const transaction = driverTransactionOf(db.prisma)!;
    const read = () => transaction((query) => query<Record<string, number>>(Prisma.sql`SELECT * FROM "Named" WHERE "id" = ${1}`));
    const single = () => rawQuery<Record<string, number>>(db.prisma, Prisma.sql`SELECT * FROM "Named" WHERE "id" = ${2}`);
    // Every connection the pool may hand out has prepared both (more callers at once than it has connections).
    await Promise.all(Array.from({ length: 12 }, () => Promise.all([read(), single()])));
    await db.sql.exec('ALTER TABLE "Named" ADD COLUMN "extra" int NOT NULL DEFAULT 7');
    expect(await read()).toEqual([{ id: 1, extra: 7 }]);
    expect(await single()).toEqual([{ id: 2, extra: 7 }]);
  });
});

// BEGIN goes out with the transaction's first statement and COMMIT with the one marked `commit`
// (graph/db/database.ts `pipelinedTransaction`): what the answer's transaction saves in round trips.
describeWithPostgres('pipelined BEGIN and COMMIT on postgresql', () => {
  let db: Database;
  /** Per connection: how many replies (ReadyForQuery) it had received at each write of the client. */
  const writes = new Map<object, number[]>();
  beforeAll(async () => {
    db = await createEmptyDatabase('postgresql');
    await db.sql.exec('CREATE TABLE "Piped" ("id" int PRIMARY KEY, "n" int NOT NULL DEFAULT 0)');
    db.pool!.on('acquire', (client) => {
      const connection = (
        client as unknown as { connection: { prependListener(event: string, f: () => void): void; stream: { write: (...args: unknown[]) => boolean } } }
      ).connection;
      if (writes.has(connection)) return;
      const seen: number[] = [];
      let replies = 0;
      writes.set(connection, seen);
      // Counted before the client's own listener, which writes the next statement it had queued.
      connection.prependListener('readyForQuery', () => replies++);
      const write = connection.stream.write.bind(connection.stream);
      connection.stream.write = (...args: unknown[]) => {
        seen.push(replies);
        return write(...args);
      };
    });
  });
  afterAll(() => db.close());
  beforeEach(() => writes.forEach((seen) => (seen.length = 0)));

  /** The times the client wrote after waiting for a reply: one per round trip. */
  const roundTrips = () => [...writes.values()].reduce((n, seen) => n + new Set(seen).size, 0);
  const ids = async () => (await db.sql.query<{ id: number }>('SELECT "id" FROM "Piped" ORDER BY "id"')).map((row) => row.id);

  it('sends BEGIN with the first statement and COMMIT with the last: three statements in three round trips', async () => {
    await driverTransactionOf(db.prisma)!(async (query) => {
      await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (1)`);
      await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (2)`);
      await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (3)`, { commit: true });
    });
    expect(roundTrips()).toBe(3);
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('commits on its own after the function when no statement was marked, and sends nothing for no statement', async () => {
    await driverTransactionOf(db.prisma)!(async (query) => {
      await query(Prisma.sql`UPDATE "Piped" SET "n" = 1 WHERE "id" = 1`);
    });
    expect(roundTrips()).toBe(2);
    await driverTransactionOf(db.prisma)!(async () => 'nothing');
    expect(roundTrips()).toBe(2);
    expect(await db.sql.query('SELECT "n" FROM "Piped" WHERE "id" = 1')).toEqual([{ n: 1 }]);
  });

  it('rolls back the whole transaction when the statement sent with COMMIT fails, and the connection serves the next one', async () => {
    await expect(
      driverTransactionOf(db.prisma)!(async (query) => {
        await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (4)`);
        await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (1)`, { commit: true });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([1, 2, 3]);
    // More transactions than the pool has connections, each on a connection that saw a failed pair.
    for (let i = 0; i < 12; i++) {
      await expect(
        driverTransactionOf(db.prisma)!((query) => query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (1)`, { commit: true })),
      ).rejects.toMatchObject({
        code: '23505',
      });
    }
    await driverTransactionOf(db.prisma)!((query) => query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (5)`, { commit: true }));
    expect(await ids()).toEqual([1, 2, 3, 5]);
  }, 30_000);

  it('commits nothing when the function caught a failed statement and went on, and refuses a statement after the commit', async () => {
    await expect(
      driverTransactionOf(db.prisma)!(async (query) => {
        await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (6)`);
        await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (1)`).catch(() => {});
        return 'went on';
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      driverTransactionOf(db.prisma)!(async (query) => {
        await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (7)`, { commit: true });
        await query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (8)`);
      }),
    ).rejects.toThrow('A statement was sent after its transaction committed.');
    expect(await ids()).toEqual([1, 2, 3, 5, 7]);
  });

  // The statements of a pair are queued on a corked stream; a statement the driver refuses while it is
  // being queued must not leave the connection corked, or its ROLLBACK would never be sent and the
  // transaction would wait for ever.
  it('rolls back and hands the connection back when a statement cannot even be queued', async () => {
    const conn = await db.pool!.connect();
    const attempt = pipelinedTransaction(
      conn,
      'BEGIN',
      (text: string | null) => text as unknown as { text: string },
      async (query) => {
        await query('INSERT INTO "Piped" ("id") VALUES (9)');
        await query(null, { commit: true }); // pg refuses a null query as it is queued
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error('the rollback was never sent')), 20_000)));
    await expect(Promise.race([attempt, hung])).rejects.toThrow(/null or undefined/);
    clearTimeout(timer);
    expect(await ids()).toEqual([1, 2, 3, 5, 7]);
    await driverTransactionOf(db.prisma)!((query) => query(Prisma.sql`INSERT INTO "Piped" ("id") VALUES (10)`, { commit: true }));
    expect(await ids()).toEqual([1, 2, 3, 5, 7, 10]);
  }, 30_000);
});
