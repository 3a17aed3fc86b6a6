import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCRYPT } from './auth/passwords.ts';
import { DAILY_NEW_QUESTIONS } from './practice/draws.ts';

/** A bad setting: start-up prints its message as one line and exits. */
export class ConfigError extends Error {}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  appUrl: string;
  /** Origins allowed to call the API from a browser: APP_URL's and CORS_ORIGINS. */
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  openai: { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number; maxRetries: number } | undefined;
  /** Explanations and follow-ups one learner may ask for in an hour. */
  explanationsPerHour: number;
  /** New questions (never served to them before) one learner may draw in a UTC day, every route together. */
  newQuestionsPerDay: number;
  /** How often, in seconds, the in-process job looks for reminders to send (embedded database; pg-boss checks every 10 minutes). */
  reminderCheckSeconds: number;
  /** EXAM_ITEMS: a shortened exam of this many items at most (tests, demos); unset: the real 100-150. */
  examItems: number | undefined;
  /** EXAM_INTERACTIVE_ITEMS: with EXAM_ITEMS, how many of its items are ordering, matching or hotspot (demos of every kind); unset: one in 30. */
  examInteractiveItems: number | undefined;
  /** scrypt's N for new password hashes: 2^17 except in tests (PASSWORD_HASH_COST, NODE_ENV=test only). */
  passwordHashN: number;
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | undefined;
  google: { clientId: string; clientSecret: string | undefined; issuer: string; jwksUrl: string; tokenUrl: string; authUrl: string } | undefined;
  sentryDsn: string | undefined;
  demoLogin: boolean;
  /**
   * Demo billing (DEMO_BILLING): without Stripe, a checkout completed by sync makes a learner
   * premium without payment. Never on with live billing.
   */
  demoBilling: boolean;
  /** Schema introspection and GraphiQL at /graphql (GRAPHQL_INTROSPECTION). */
  graphqlIntrospection: boolean;
  /**
   * LEGACY_CLIENT: the spec's locally grading client is served (GET /api/questions with the key,
   * POST /api/progress with a self-reported isCorrect). Off, no key leaves before an answer.
   */
  legacyClient: boolean;
  /** Number of proxy hops whose X-Forwarded-For is believed; 0 trusts none. */
  trustProxy: number;
  logLevel: string;
  /**
   * WEB_CONCURRENCY: processes serving HTTP. Above 1 (PostgreSQL only), graph/main.ts becomes a
   * primary that migrates, seeds, runs the jobs and forks that many workers sharing the port.
   */
  webConcurrency: number;
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}: "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}: "${value}"`);
  }
  return n;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = optional(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(value)) return true;
  if (['off', 'false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be "on" or "off": "${value}"`);
}

/** CORS_ORIGINS: a comma-separated list of exact origins (scheme, host, port); never "*" or "null". */
function corsOrigins(env: Env, appUrl: string): string[] {
  const listed = (optional(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = listed.map((value) => {
    if (value === '*' || value === 'null') throw new ConfigError(`CORS_ORIGINS must name each origin exactly; "${value}" is not allowed`);
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new ConfigError(`CORS_ORIGINS has an entry that is not a URL: "${value}"`);
    }
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new ConfigError(`CORS_ORIGINS entries must start with http:// or https://: "${value}"`);
    return parsed.origin;
  });
  return [...new Set([new URL(appUrl).origin, ...origins])];
}

/**
 * PASSWORD_HASH_COST (log2 of scrypt's N) makes test runs hash cheaply; anywhere else the
 * production cost holds, and setting it is a mistake worth stopping for.
 */
function passwordHashN(env: Env): number {
  if (optional(env, 'PASSWORD_HASH_COST') === undefined) return SCRYPT.N;
  if (env.NODE_ENV !== 'test') throw new ConfigError('PASSWORD_HASH_COST may only be set when NODE_ENV=test');
  return 2 ** integer(env, 'PASSWORD_HASH_COST', 17, 10, 17);
}

/** The signing key: from JWT_SECRET, else generated once into DATA_DIR (never in production). */
function jwtSecret(env: Env, production: boolean, dataDir: string): Uint8Array {
  const value = optional(env, 'JWT_SECRET');
  if (value !== undefined) {
    if (value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(value);
  }
  if (production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? './data');
  const appUrl = url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;

  const openaiKey = optional(env, 'OPENAI_API_KEY');
  const stripeKey = optional(env, 'STRIPE_SECRET_KEY');
  const stripeWebhookSecret = optional(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeKey && production && !stripeWebhookSecret) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY when NODE_ENV=production');
  }
  const googleClientId = optional(env, 'GOOGLE_CLIENT_ID');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgresql:', 'postgres:']);
  const webConcurrency = integer(env, 'WEB_CONCURRENCY', 1, 1, 64);
  if (webConcurrency > 1 && !databaseUrl) {
    throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process');
  }

  return {
    production,
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    appUrl,
    corsOrigins: corsOrigins(env, appUrl),
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecret(env, production, dataDir),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'CISSP Practice <no-reply@localhost>',
    openai: openaiKey
      ? {
          apiKey: openaiKey,
          baseUrl: url(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
          model: optional(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
          timeoutMs: integer(env, 'OPENAI_TIMEOUT_MS', 20_000, 100, 600_000),
          maxRetries: integer(env, 'OPENAI_MAX_RETRIES', 2, 0, 10),
        }
      : undefined,
    explanationsPerHour: integer(env, 'EXPLANATIONS_PER_HOUR', 60, 1, 100_000),
    reminderCheckSeconds: integer(env, 'REMINDER_CHECK_SECONDS', 600, 1, 3600),
    newQuestionsPerDay: integer(env, 'NEW_QUESTIONS_PER_DAY', DAILY_NEW_QUESTIONS, 1, 100_000),
    passwordHashN: passwordHashN(env),
    examItems: optional(env, 'EXAM_ITEMS') === undefined ? undefined : integer(env, 'EXAM_ITEMS', 150, 3, 150),
    examInteractiveItems: optional(env, 'EXAM_INTERACTIVE_ITEMS') === undefined ? undefined : integer(env, 'EXAM_INTERACTIVE_ITEMS', 0, 0, 150),
    stripe: stripeKey ? { secretKey: stripeKey, webhookSecret: stripeWebhookSecret, apiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']) } : undefined,
    google: googleClientId
      ? {
          clientId: googleClientId,
          clientSecret: optional(env, 'GOOGLE_CLIENT_SECRET'),
          issuer: optional(env, 'GOOGLE_ISSUER') ?? 'https://accounts.google.com',
          jwksUrl: url(env, 'GOOGLE_JWKS_URL', ['http:', 'https:']) ?? 'https://www.googleapis.com/oauth2/v3/certs',
          tokenUrl: url(env, 'GOOGLE_TOKEN_URL', ['http:', 'https:']) ?? 'https://oauth2.googleapis.com/token',
          authUrl: url(env, 'GOOGLE_AUTH_URL', ['http:', 'https:']) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        }
      : undefined,
    sentryDsn: url(env, 'SENTRY_DSN', ['http:', 'https:']),
    demoLogin: onOff(env, 'DEMO_LOGIN', !production),
    // Read even with Stripe set, so a bad value is reported whatever the billing mode.
    demoBilling: onOff(env, 'DEMO_BILLING', !production) && !stripeKey,
    graphqlIntrospection: onOff(env, 'GRAPHQL_INTROSPECTION', true),
    legacyClient: onOff(env, 'LEGACY_CLIENT', !production),
    trustProxy: integer(env, 'TRUST_PROXY_HOPS', 0, 0, 10),
    logLevel: optional(env, 'LOG_LEVEL') ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webConcurrency,
  };
}

/**
 * The shortcuts for demos and development that are on, one line each for start-up to print: each
 * gives away something a real deployment guards, so an operator should never miss one.
 */
const DEMO_SHORTCUTS: { on: (config: Config) => boolean; line: string }[] = [
  { on: (config) => config.demoLogin, line: 'DEMO_LOGIN is on: anyone can sign in as a throwaway demo learner.' },
  { on: (config) => config.demoBilling, line: 'DEMO_BILLING is on: the demo checkout makes a learner premium without payment (no STRIPE_SECRET_KEY).' },
  {
    on: (config) => config.legacyClient,
    line: 'LEGACY_CLIENT is on: GET /api/questions sends answer keys and POST /api/progress takes a self-reported isCorrect.',
  },
];

export function demoShortcuts(config: Config): string[] {
  return DEMO_SHORTCUTS.filter((shortcut) => shortcut.on(config)).map((shortcut) => shortcut.line);
}
