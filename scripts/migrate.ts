// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { ConfigError, loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db/database.ts';
import { DataDirLockedError, lockDataDir } from '../graph/db/lock.ts';
import { migrate, MigrationDriftError } from '../graph/db/migrate.ts';

try {
  const config = loadConfig();
  // Never migrate the embedded database under a running server.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const applied = await migrate(db.sql);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  await db.close();
  lock?.release();
} catch (error) {
  if (error instanceof ConfigError || error instanceof MigrationDriftError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
