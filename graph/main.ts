import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate, MigrationDriftError } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { BankError } from './practice/bank.ts';
import { initServerErrorReporting } from './observability/sentry.ts';
import { buildServer } from './server.ts';

/** Errors that are the operator's to fix: one clear line, no stack trace. */
const OPERATOR_ERRORS = [ConfigError, MigrationDriftError, BankError];

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  await initServerErrorReporting(config);
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, {
    onError: (error) => logger.warn({ err: error }, 'database connection lost; it will be replaced'),
  });
  const applied = await migrate(db.sql);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await seed(db.prisma, logger, { demo: config.demoLogin });
  const { app, shutdown } = await buildServer({ config, db, logger });
  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: config.appUrl, engine: db.engine, ms: Date.now() - started }, 'ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await shutdown(); // stops accepting, waits for requests in flight
    await db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((type) => error instanceof type)) {
    console.error(`Cannot start: ${(error as Error).message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
