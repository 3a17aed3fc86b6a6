import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** A changed or vanished migration that the database already applied: start-up must stop. */
export class MigrationDriftError extends Error {}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// The table exactly as Prisma Migrate creates it, so `prisma migrate status` reads our records.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      // Prisma's checksum is the SHA-256 of the file's bytes, in hex.
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies pending migrations, each in its own transaction, and records them as Prisma Migrate
 * does. Refuses to start when an applied migration was edited or removed.
 * Returns the names of the migrations it applied.
 */
export async function migrate(sql: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await sql.exec(MIGRATIONS_TABLE);
  const applied = await sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const byName = new Map(migrations.map((m) => [m.name, m]));
  for (const row of applied) {
    const migration = byName.get(row.migration_name);
    if (!migration) {
      throw new MigrationDriftError(`Migration ${row.migration_name} is applied to the database but missing from prisma/migrations. Restore it.`);
    }
    if (row.finished_at === null) {
      throw new MigrationDriftError(`Migration ${row.migration_name} started but did not finish. Resolve it before starting.`);
    }
    if (migration.checksum !== row.checksum) {
      throw new MigrationDriftError(`Migration ${row.migration_name} was changed after it was applied. Revert the edit and add a new migration instead.`);
    }
  }
  const done = new Set(applied.map((row) => row.migration_name));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await sql.transaction(async (tx) => {
      const id = randomUUID();
      await tx.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`, [
        id,
        migration.checksum,
        migration.name,
      ]);
      await tx.exec(migration.sql);
      await tx.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    });
    ran.push(migration.name);
  }
  return ran;
}
