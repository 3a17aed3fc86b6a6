/**
 * A local HTTP server standing in for Stripe's API, enough for the real `stripe` SDK to create
 * customers and checkout sessions, read and change subscriptions, and list products and prices.
 * Tests drive what happens "at Stripe" (a paid checkout, a renewal, a cancellation) through its
 * helpers and build the webhook events Stripe would send.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Json = Record<string, any>;

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Json;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = out;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

function list(url: string, data: Json[]) {
  return { object: 'list', url, has_more: false, data };
}

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  products: Json[];
  prices: Json[];
  /** The next request to a path starting with `prefix` is answered 500 by "Stripe". */
  failNext(prefix: string): void;
  /** The learner pays: the session completes and an active subscription exists. */
  completeCheckout(sessionId: string): Json;
  /** Changes a subscription at Stripe, as the dashboard or a renewal would. */
  updateSubscription(subscriptionId: string, patch: Json): Json;
  /** A webhook event as Stripe would send it. */
  event(type: string, object: Json, options?: { id?: string; created?: number }): Json;
  invoice(subscriptionId: string, billingReason: string, paid: boolean): Json;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  const failing: string[] = [];
  const products: Json[] = [
    {
      id: 'prod_live_premium',
      object: 'product',
      active: true,
      name: 'Premium (live)',
      description: 'Stripe-side premium',
      marketing_features: [{ name: 'AI explanations' }, { name: 'Every domain' }],
    },
  ];
  const prices: Json[] = [
    {
      id: 'price_live_month',
      object: 'price',
      active: true,
      product: 'prod_live_premium',
      unit_amount: 2900,
      currency: 'usd',
      nickname: 'Monthly',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    },
    {
      id: 'price_live_year',
      object: 'price',
      active: true,
      product: 'prod_live_premium',
      unit_amount: 29000,
      currency: 'usd',
      nickname: 'Yearly',
      type: 'recurring',
      recurring: { interval: 'year', interval_count: 1 },
    },
  ];

  const subscriptionFor = (customer: string, priceId: string, metadata: Json): Json => {
    const price = prices.find((p) => p.id === priceId)!;
    const start = now();
    const end = start + (price.recurring.interval === 'year' ? 365 : 30) * 86400;
    const subscription = {
      id: id('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      start_date: start,
      metadata,
      items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, current_period_start: start, current_period_end: end }] },
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  };

  function route(method: string, path: string, query: URLSearchParams, body: Json): [number, Json] {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items_requested: body.line_items,
        subscription_data: body.subscription_data,
        metadata: body.metadata ?? {},
        subscription: null,
        url: '',
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return [200, session];
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(match[1]);
      return session ? [200, session] : [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const customer = query.get('customer');
      const found = [...subscriptions.values()].filter((s) => s.customer === customer).sort((a, b) => b.created - a.created);
      return [200, list(path, found.slice(0, Number(query.get('limit') ?? 10)))];
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (method === 'GET') return [200, subscription];
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        return [200, subscription];
      }
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), cancel_at_period_end: false });
        return [200, subscription];
      }
    }
    if (method === 'GET' && path === '/v1/products')
      return [
        200,
        list(
          path,
          products.filter((p) => p.active),
        ),
      ];
    if (method === 'GET' && path === '/v1/prices')
      return [
        200,
        list(
          path,
          prices.filter((p) => p.active),
        ),
      ];
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.local');
      const body = parseForm(Buffer.concat(chunks).toString('utf8'));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        idempotencyKey,
        authorization: request.headers.authorization,
      };
      requests.push(recorded);
      const send = (status: number, json: Json) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(json));
      };
      const failure = failing.findIndex((prefix) => url.pathname.startsWith(prefix));
      if (failure >= 0) {
        failing.splice(failure, 1);
        return send(500, { error: { type: 'api_error', message: 'Stripe stand-in failure' } });
      }
      // Stripe replays the first answer to a repeated idempotency key.
      const cacheKey = idempotencyKey && `${recorded.method} ${url.pathname} ${idempotencyKey}`;
      if (cacheKey && idempotent.has(cacheKey)) return send(200, idempotent.get(cacheKey)!);
      const [status, json] = route(recorded.method, url.pathname, url.searchParams, body);
      if (cacheKey && status === 200) idempotent.set(cacheKey, json);
      send(status, json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Every test server is bounded: a forgotten one cannot keep Jest alive.
  server.unref();
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    products,
    prices,
    failNext: (prefix) => failing.push(prefix),
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const subscription = subscriptionFor(session.customer, session.line_items_requested[0].price, session.subscription_data?.metadata ?? {});
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      return session;
    },
    updateSubscription(subscriptionId, patch) {
      const subscription = subscriptions.get(subscriptionId)!;
      return Object.assign(subscription, patch);
    },
    event(type, object, options = {}) {
      return {
        id: options.id ?? id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: options.created ?? now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
    },
    invoice(subscriptionId, billingReason, paid) {
      const subscription = subscriptions.get(subscriptionId)!;
      const amount = subscription.items.data[0].price.unit_amount;
      return {
        id: id('in'),
        object: 'invoice',
        customer: subscription.customer,
        billing_reason: billingReason,
        currency: 'usd',
        amount_paid: paid ? amount : 0,
        amount_due: amount,
        status: paid ? 'paid' : 'open',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
