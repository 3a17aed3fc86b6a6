import pino from 'pino';
import { ConfigError, demoShortcuts, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { migrate, MigrationDriftError } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { syncCatalogueAtStart } from './billing/catalogue.ts';
import { stripeClient } from './billing/stripe.ts';
import { BankError } from './practice/bank.ts';
import { initServerErrorReporting } from './observability/sentry.ts';
import { JOBS } from './jobs/index.ts';
import { startJobs } from './jobs/queue.ts';
import { reminderJob } from './reminders/job.ts';
import { buildServer } from './server.ts';

/** Errors that are the operator's to fix: one clear line, no stack trace. */
const OPERATOR_ERRORS = [ConfigError, MigrationDriftError, BankError, DataDirLockedError];

async function main() {
  const started = Date.now();
  // Milliseconds per start-up step, logged with 'ready' (scripts/bench-startup.mjs reads them).
  // 'imports' is the time from the process's start to here: Node, tsx and every module loaded.
  const steps: Record<string, number> = { imports: Math.round(process.uptime() * 1000) };
  let mark = started;
  const step = (name: string) => {
    const now = Date.now();
    steps[name] = now - mark;
    mark = now;
  };
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  for (const line of demoShortcuts(config)) logger.warn(line);
  await initServerErrorReporting(config);
  // The embedded database belongs to one process: refuse before touching its files.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, {
    onError: (error) => logger.warn({ err: error }, 'database connection lost; it will be replaced'),
  });
  step('open');
  const applied = await migrate(db.sql);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  step('migrate');
  await seed(db.prisma, logger);
  step('seed');
  await syncCatalogueAtStart(db.prisma, stripeClient(config), logger);
  const { app, shutdown, services } = await buildServer({ config, db, logger });
  step('build');
  await app.listen({ port: config.port, host: config.host });
  step('listen');
  logger.info({ url: config.appUrl, engine: db.engine, ms: Date.now() - started, steps }, 'ready');
  // pg-boss on PostgreSQL; an in-process interval on the embedded database (see jobs/queue.ts).
  const jobs = await startJobs(JOBS, {
    prisma: db.prisma,
    logger,
    databaseUrl: config.databaseUrl,
    services: { config, mailer: services.mailer },
    everyMs: { [reminderJob.name]: config.reminderCheckSeconds * 1000 },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await shutdown(); // stops accepting, waits for requests in flight
    await jobs.stop();
    await db.close();
    lock?.release();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  stopWithParent(() => void stop('parent exited'));
}

/**
 * Ends the server when the process that started it (npm, a supervisor, a test) goes away, even
 * by SIGKILL, which it cannot forward: an orphaned server would keep the port and the database.
 * Node's ppid changes to the reaper once the parent dies; an IPC channel, when there is one,
 * disconnects at the same moment.
 */
function stopWithParent(stop: () => void) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000);
  timer.unref();
  if (process.connected) process.once('disconnect', stop);
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((type) => error instanceof type)) {
    console.error(`Cannot start: ${(error as Error).message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
