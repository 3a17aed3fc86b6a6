import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type Config, loadConfig } from '../../graph/config.ts';
import type { AppServices } from '../../graph/context.ts';
import type { Database } from '../../graph/db/database.ts';
import { buildServer } from '../../graph/server.ts';
import type { Yoga } from '../../graph/yoga.ts';
import { TEST_HASH_COST } from './accounts.ts';
import { createTestDatabase, DEFAULT_ENGINE, type Engine } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  shutdown(): Promise<void>;
  yoga: Yoga;
  services: AppServices;
  db: Database;
  config: Config;
  /** Runs a GraphQL operation through yoga.fetch. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ data?: T; errors?: any[] }>;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cissp-data-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Refused outside NODE_ENV=test: an app a test runs as production hashes at the real cost.
    ...(env.NODE_ENV === undefined || env.NODE_ENV === 'test' ? { PASSWORD_HASH_COST: String(TEST_HASH_COST) } : {}),
    ...env,
  });
}

export interface TestAppOptions {
  engine?: Engine;
  env?: Record<string, string>;
  webDist?: string;
  logger?: pino.Logger;
  /**
   * 'single-choice' removes the bank's ordering, matching and hotspot items, for a file that answers
   * its sets by option, or that adds interactive items of its own and needs them alone of their kind.
   * A default set mixes the types in a random order, so without it such a file fails now and then.
   */
  bank?: 'full' | 'single-choice';
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase(options.engine ?? DEFAULT_ENGINE);
  if (options.bank === 'single-choice') await db.prisma.question.deleteMany({ where: { type: { not: 'SINGLE_CHOICE' } } });
  const config = testConfig(options.env);
  const logger = options.logger ?? pino({ level: 'silent' });
  const { app, yoga, services, shutdown } = await buildServer({ config, db, logger, webDist: options.webDist ?? path.join(tmpdir(), 'no-web-build') });
  return {
    app,
    shutdown,
    yoga,
    services,
    db,
    config,
    graphql: async (query, variables, headers = {}) => {
      const response = await yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    close: async () => {
      await app.close();
      await db.close();
      // The data directory testConfig made for this app (the outbox, a generated key); one a test named stays.
      if (!options.env?.DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
