import cluster from 'node:cluster';
import pino, { type Logger } from 'pino';
import { type Config, ConfigError, demoShortcuts, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { migrate, MigrationDriftError } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { syncCatalogueAtStart } from './billing/catalogue.ts';
import { stripeClient } from './billing/stripe.ts';
import { keepActiveQuestions } from './practice/answers.ts';
import { BankError } from './practice/bank.ts';
import { initServerErrorReporting } from './observability/sentry.ts';
import { JOBS } from './jobs/index.ts';
import { type JobRunner, type JobServices, startJobs } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
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
  if (cluster.isWorker) return serveAsWorker(config, logger);
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

  // One process serves HTTP itself; with WEB_CONCURRENCY above 1 it forks workers that do, and
  // keeps the start-up above (once, not per worker) and the jobs.
  let serving: { stop(): Promise<void>; mailer: JobServices['mailer'] };
  let jobs: JobRunner | undefined = undefined;
  if (config.webConcurrency > 1) {
    const workers = superviseWorkers(config.webConcurrency, logger, () => void stop('a worker kept failing', 1));
    await workers.listening;
    step('workers');
    serving = { stop: workers.stop, mailer: createMailer(config, logger) };
  } else {
    const { app, shutdown, services } = await buildServer({ config, db, logger });
    step('build');
    await app.listen({ port: config.port, host: config.host });
    step('listen');
    keepQuestionsForGrading(db, logger);
    serving = { stop: shutdown, mailer: services.mailer };
  }
  logger.info({ url: config.appUrl, engine: db.engine, workers: config.webConcurrency, ms: Date.now() - started, steps }, 'ready');
  let stopping = false;
  async function stop(reason: string, code = 0) {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await serving.stop(); // stops accepting, waits for requests in flight (or for the workers to)
    await jobs?.stop();
    await db.close();
    lock?.release();
    clearTimeout(force);
    process.exit(code);
  }
  // From here on a signal stops cleanly, also while the jobs start.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  stopWithParent(() => void stop('parent exited'));
  // pg-boss on PostgreSQL; an in-process interval on the embedded database (see jobs/queue.ts).
  jobs = await startJobs(JOBS, {
    prisma: db.prisma,
    logger,
    databaseUrl: config.databaseUrl,
    services: { config, mailer: serving.mailer },
    everyMs: { [reminderJob.name]: config.reminderCheckSeconds * 1000 },
  });
}

/** After listening, so start-up does not wait: until it is done an answer reads its question first, as before. */
function keepQuestionsForGrading(db: Database, logger: Logger) {
  keepActiveQuestions(db.prisma).then(
    (count) => logger.debug({ count }, 'questions kept for grading'),
    (error: unknown) => logger.warn({ err: error }, 'could not keep the questions for grading; each is read at its first answer'),
  );
}

/**
 * A worker forked by the primary below: the primary has migrated and seeded, and runs the jobs, so
 * a worker only opens the database and serves HTTP on the port the workers share. It stops on
 * SIGTERM from the primary, and when the primary goes away (its IPC channel closes).
 */
async function serveAsWorker(config: Config, logger: Logger) {
  await initServerErrorReporting(config);
  const db = await openDatabase(
    { databaseUrl: config.databaseUrl! },
    { onError: (error) => logger.warn({ err: error }, 'database connection lost; it will be replaced') },
  );
  const { app, shutdown } = await buildServer({ config, db, logger });
  await app.listen({ port: config.port, host: config.host });
  keepQuestionsForGrading(db, logger);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await shutdown();
    await db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  stopWithParent(() => void stop());
}

/**
 * Forks `count` workers (node:cluster: they share the listening port, and the primary hands each new
 * connection to the next in turn). `listening` settles once all of them listen, or rejects when one
 * exits before it does (a bad port, a database it cannot reach: the worker has printed why). Later, a
 * worker that exits is replaced; one that then cannot start again, or a fifth exit within a minute,
 * calls `failed`, since replacing it again would only repeat the failure.
 */
function superviseWorkers(count: number, logger: Logger, failed: () => void) {
  let stopping = false;
  const exits: number[] = [];
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork();
      let listening = false;
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (!listening) return reject(new Error(`a worker exited (${signal ?? code}) before it was listening`));
        const now = Date.now();
        exits.push(now);
        while (exits[0] < now - 60_000) exits.shift();
        logger.warn({ worker: worker.process.pid, code, signal }, 'a worker stopped; starting another');
        if (exits.length > 4) return failed();
        fork().catch((error: Error) => {
          logger.error({ err: error }, 'a replacement worker could not start');
          failed();
        });
      });
    });
  // One after the other: the first to start creates what the libraries create on first use (the API
  // token limiter's table), which two at once could race over on a new database.
  const listening = (async () => {
    for (let i = 0; i < count; i++) await fork();
  })();
  return {
    listening,
    async stop() {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      await Promise.all(
        running.map((worker) => {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          if (worker.isDead()) return Promise.resolve();
          worker.process.kill('SIGTERM');
          return exited;
        }),
      );
    },
  };
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
