/**
 * Helpers for the practice tests: global ids, a learner with a signed token, and a counter of the
 * SQL statements the server sends, taken at the driver (every statement, BEGIN and COMMIT
 * included), so a test can assert that an operation costs a fixed number of round trips.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestApp } from '../support/app.ts';
import { authHeaders, createUser } from '../support/factories.ts';

export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

export async function learner(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db.prisma, overrides);
  return { user, headers: await authHeaders(t, user.id) };
}

export interface StatementLog {
  /** The statements sent while `record` ran. */
  record<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  restore(): void;
}

type Patch = { target: any; name: string; original: any };

/**
 * Counts statements on both engines: PGlite's query/exec/transaction (a transaction adds its
 * BEGIN and COMMIT), and node-postgres's Client.query, which the pool and Prisma's pg adapter use.
 */
export function statementLog(): StatementLog {
  let recording: string[] | null = null;
  const note = (sql: unknown) => recording?.push(typeof sql === 'string' ? sql : String((sql as { text?: string })?.text ?? sql));
  const patches: Patch[] = [];
  const patch = (target: any, name: string, wrap: (original: any) => any) => {
    const original = target[name];
    patches.push({ target, name, original });
    target[name] = wrap(original);
  };
  const proto = Object.getPrototypeOf(PGlite.prototype);
  for (const name of ['query', 'exec']) {
    patch(
      proto,
      name,
      (original: any) =>
        function (this: unknown, sql: unknown, ...rest: unknown[]) {
          note(sql);
          return original.call(this, sql, ...rest);
        },
    );
  }
  patch(
    proto,
    'transaction',
    (original: any) =>
      function (this: unknown, callback: (tx: any) => Promise<unknown>) {
        note('BEGIN');
        return original
          .call(this, (tx: any) => {
            const counted = Object.create(tx);
            for (const name of ['query', 'exec']) {
              counted[name] = (sql: unknown, ...rest: unknown[]) => {
                note(sql);
                return tx[name](sql, ...rest);
              };
            }
            return callback(counted);
          })
          .finally(() => note('COMMIT'));
      },
  );
  patch(
    pg.Client.prototype,
    'query',
    (original: any) =>
      function (this: unknown, sql: unknown, ...rest: unknown[]) {
        note(sql);
        return original.call(this, sql, ...rest);
      },
  );
  return {
    async record(fn) {
      recording = [];
      try {
        const result = await fn();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
    restore() {
      for (const { target, name, original } of patches.reverse()) target[name] = original;
    },
  };
}
