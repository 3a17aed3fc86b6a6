/**
 * Background jobs. With DATABASE_URL (PostgreSQL) they run through pg-boss 10, a queue kept in
 * PostgreSQL (schema "pgboss"): cron schedules survive restarts, and with several servers each
 * run happens on one of them. The embedded PGlite accepts one connection, which pg-boss cannot
 * share, so there the same functions run on an in-process interval instead.
 *
 * A job registers itself in JOBS (see ./index.ts); the server starts them all at start-up.
 */
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What a job that sends mail needs besides the database. */
export interface JobServices {
  config: Config;
  mailer: Mailer;
}

export interface Job {
  /** The queue's name. */
  name: string;
  /** When it runs under pg-boss (cron, UTC). */
  cron: string;
  /** How often it runs on the in-process interval (embedded database). */
  everyMs: number;
  run(prisma: PrismaClient, logger: Logger, services?: JobServices): Promise<unknown>;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Runs a job once, logging what it reports or why it failed; never throws. */
async function runLogged(job: Job, prisma: PrismaClient, logger: Logger, services?: JobServices): Promise<void> {
  const started = Date.now();
  try {
    const report = await job.run(prisma, logger, services);
    logger.info({ job: job.name, report, ms: Date.now() - started }, 'job done');
  } catch (error) {
    logger.warn({ err: error, job: job.name }, 'job failed');
  }
}

/** Starts every job: each runs once now, then on its schedule. */
export async function startJobs(
  jobs: readonly Job[],
  {
    prisma,
    logger,
    databaseUrl,
    services,
    everyMs = {},
  }: {
    prisma: PrismaClient;
    logger: Logger;
    databaseUrl: string | undefined;
    services?: JobServices;
    /** Per job name, an interval that replaces the job's own (in process only). */
    everyMs?: Record<string, number>;
  },
): Promise<JobRunner> {
  if (!databaseUrl) {
    // One at a time: PGlite runs one query at a time anyway, and a slow run must not pile up.
    const running = new Set<string>();
    const runOnce = (job: Job) => {
      if (running.has(job.name)) return;
      running.add(job.name);
      void runLogged(job, prisma, logger, services).finally(() => running.delete(job.name));
    };
    const timers = jobs.map((job) => {
      runOnce(job);
      const timer = setInterval(() => runOnce(job), everyMs[job.name] ?? job.everyMs);
      timer.unref();
      return timer;
    });
    return { stop: async () => timers.forEach((timer) => clearInterval(timer)) };
  }
  // Loaded here, not at the top: PGlite never needs it, and start-up need not wait for it.
  const { default: Queue } = (await import('pg-boss')) as { default: typeof PgBoss };
  const boss = new Queue({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      // A failure is thrown to pg-boss, which records it and retries by the queue's policy.
      await job.run(prisma, logger, services);
    });
    // And once at start-up, so a fresh deployment need not wait for the first cron tick.
    await boss.send(job.name, {});
  }
  return { stop: () => boss.stop({ graceful: true, wait: true }) };
}
