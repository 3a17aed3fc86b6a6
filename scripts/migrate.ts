// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { ConfigError, loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db/database.ts';
import { migrate, MigrationDriftError } from '../graph/db/migrate.ts';

try {
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const applied = await migrate(db.sql);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  await db.close();
} catch (error) {
  if (error instanceof ConfigError || error instanceof MigrationDriftError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
