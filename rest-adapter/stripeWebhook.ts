/**
 * POST /api/stripe/webhook: Stripe's deliveries. Not a GraphQL operation: no learner makes the
 * call, and the signature must be checked over the exact bytes Stripe sent, so this route keeps
 * the raw body (its own content-type parser, scoped to this plugin) and calls the billing domain.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { reportError } from '../graph/observability/sentry.ts';
import { handleWebhookEvent, verifyWebhook, WebhookSignatureError } from '../graph/billing/webhooks.ts';
import type { BillingServices } from '../graph/billing/subscriptions.ts';

export async function stripeWebhook(app: FastifyInstance, { services }: { services: BillingServices }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/stripe/webhook', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = verifyWebhook(services, raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        request.log.warn({ reason: error.message }, 'Stripe webhook refused');
        return reply.status(400).send({ success: false, error: error.message });
      }
      throw error;
    }
    let outcome;
    try {
      outcome = await handleWebhookEvent(services, event);
    } catch (error) {
      // A 5xx makes Stripe deliver the event again later; the claim on its id was released.
      const errorId = randomUUID();
      request.log.error({ err: error, errorId, event: event.id, type: event.type }, 'Stripe webhook processing failed');
      reportError(error, errorId);
      return reply.status(500).send({ success: false, error: 'An unexpected error occurred', errorId });
    }
    request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe webhook');
    return reply.status(200).send({ received: true, outcome });
  });
}
