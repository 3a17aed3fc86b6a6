import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';

// Loaded on first use, not at start-up: demo billing (no STRIPE_SECRET_KEY) never needs the SDK.
const require = createRequire(import.meta.url);

const clients = new WeakMap<object, Stripe>();

/**
 * The Stripe client for live billing, or null when STRIPE_SECRET_KEY is unset (demo billing).
 * STRIPE_API_BASE points the SDK at a Stripe-compatible server (the tests run a local one).
 */
export function stripeClient(config: Pick<Config, 'stripe'>): Stripe | null {
  const settings = config.stripe;
  if (!settings) return null;
  let client = clients.get(settings);
  if (!client) {
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    const StripeSdk = require('stripe') as typeof Stripe;
    client = new StripeSdk(settings.secretKey, {
      ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
      timeout: 15_000,
      maxNetworkRetries: 1,
      appInfo: { name: 'cissp-practice' },
    });
    clients.set(settings, client);
  }
  return client;
}

export type { Stripe };
