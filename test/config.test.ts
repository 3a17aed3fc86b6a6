import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, demoShortcuts, loadConfig } from '../graph/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('has working defaults and generates a JWT secret once into DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      demoLogin: true,
      graphqlIntrospection: true,
      production: false,
      trustProxy: 0,
      passwordHashN: 2 ** 17,
    });
    expect(loadConfig({ DATA_DIR: dir, GRAPHQL_INTROSPECTION: 'off' }).graphqlIntrospection).toBe(false);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    const again = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(again.jwtSecret).toString()).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ APP_URL: 'not a url' }, /APP_URL is not a valid URL/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgresql:\/\/ or postgres:\/\//],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\//],
    [{ DEMO_LOGIN: 'maybe' }, /DEMO_LOGIN must be "on" or "off"/],
    [{ GRAPHQL_INTROSPECTION: 'disabled' }, /GRAPHQL_INTROSPECTION must be "on" or "off": "disabled"/],
    [{ LEGACY_CLIENT: 'legacy' }, /LEGACY_CLIENT must be "on" or "off": "legacy"/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required when NODE_ENV=production/],
    [{ EXAM_ITEMS: '2' }, /EXAM_ITEMS must be a whole number from 3 to 150/],
    [{ EXAM_ITEMS: 'ten' }, /EXAM_ITEMS must be a whole number from 3 to 150/],
    [{ PASSWORD_HASH_COST: '10' }, /PASSWORD_HASH_COST may only be set when NODE_ENV=test/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PASSWORD_HASH_COST: '10' }, /PASSWORD_HASH_COST may only be set when NODE_ENV=test/],
    [{ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }, /PASSWORD_HASH_COST must be a whole number from 10 to 17/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY must be a whole number from 1 to 64: "0"/],
    [{ WEB_CONCURRENCY: '2' }, /WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('serves from one process unless WEB_CONCURRENCY asks for workers on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '3', DATABASE_URL: 'postgresql://x@y/z' }).webConcurrency).toBe(3);
  });

  it('shortens the exam only when EXAM_ITEMS is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).examItems).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), EXAM_ITEMS: '12' }).examItems).toBe(12);
  });

  it('turns demo sign-in off in production unless asked for', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() };
    expect(loadConfig(production).demoLogin).toBe(false);
    expect(loadConfig({ ...production, DEMO_LOGIN: 'on' }).demoLogin).toBe(true);
  });

  it('serves the locally grading legacy client outside production only, unless told otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() };
    expect(loadConfig(production).legacyClient).toBe(false);
    expect(loadConfig({ ...production, LEGACY_CLIENT: 'on' }).legacyClient).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).legacyClient).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), LEGACY_CLIENT: 'off' }).legacyClient).toBe(false);
  });

  it('turns demo billing off in production unless asked for, and never with live billing', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() };
    expect(loadConfig({ DATA_DIR: dataDir() }).demoBilling).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_BILLING: 'off' }).demoBilling).toBe(false);
    expect(loadConfig(production).demoBilling).toBe(false);
    expect(loadConfig({ ...production, DEMO_BILLING: 'on' }).demoBilling).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_BILLING: 'on', STRIPE_SECRET_KEY: 'sk_test_x' }).demoBilling).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DEMO_BILLING: 'sometimes' })).toThrow('DEMO_BILLING must be "on" or "off": "sometimes"');
  });

  it('names each demo shortcut that is on, one line each, for start-up to print', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() };
    expect(demoShortcuts(loadConfig(production))).toEqual([]);
    expect(demoShortcuts(loadConfig({ ...production, DEMO_BILLING: 'on' }))).toEqual([expect.stringMatching(/^DEMO_BILLING is on: /)]);
    const development = demoShortcuts(loadConfig({ DATA_DIR: dataDir() }));
    expect(development.map((line) => line.split(' ')[0])).toEqual(['DEMO_LOGIN', 'DEMO_BILLING', 'LEGACY_CLIENT']);
    for (const line of development) expect(line).not.toContain('\n');
  });

  it('prints one line for each demo shortcut that is on as it starts', () => {
    const dir = dataDir();
    // A live process holds DATA_DIR, so start-up stops just after reading its settings.
    writeFileSync(path.join(dir, 'cissp.lock'), String(process.pid));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'graph/main.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'info', DEMO_LOGIN: 'off', DEMO_BILLING: 'on', LEGACY_CLIENT: 'off' },
      encoding: 'utf8',
      // Start-up on a busy machine has taken 12 s; the limit only stops a process that hangs.
      timeout: 120_000,
    });
    expect(result.stderr).toMatch(/^Cannot start: DATA_DIR is in use/);
    const logged = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.map((line) => [line.level, line.msg.split(':')[0]])).toEqual([[40, 'DEMO_BILLING is on']]);
  });

  it('stops start-up with one line naming the variable, not a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'graph/main.ts'], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DATA_DIR: dataDir() },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Cannot start: PORT must be a whole number from 0 to 65535: "eighty"');
  });
});
