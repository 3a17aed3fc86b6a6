/**
 * The spec's /api/stripe/* routes, each a named operation of the billing schema, shaped into
 * the spec's responses. The products route lives in routes.ts with the catalogue.
 */
import { graphql, type ResultOf } from './graphql.ts';
import { fail, ok, type RestResponse, type RestRoute, route, shapePayload } from './routes.ts';

const ViewerFields = graphql(`
  fragment RestSubscriptionViewer on User {
    userId
    subscriptionStatus
    subscription {
      planId
      status
      providerStatus
      startDate
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);
type ViewerShape = ResultOf<typeof ViewerFields>;

/** The spec's subscription (client view plus the fields GET /api/stripe/subscription reads); null when none. */
function restSubscription(viewer: ViewerShape) {
  const subscription = viewer.subscription;
  if (!subscription) return null;
  return {
    userId: viewer.userId,
    planId: subscription.planId,
    priceId: subscription.planId,
    status: subscription.status,
    providerStatus: subscription.providerStatus,
    startDate: subscription.startDate,
    endDate: subscription.currentPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    subscriptionStatus: viewer.subscriptionStatus,
  };
}

const viewerResponse = (payload: { viewer: ViewerShape }): RestResponse => ok(restSubscription(payload.viewer));

export const billingRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    document: graphql(`
      mutation RestCreateCheckoutSession($input: CreateCheckoutSessionInput!) {
        createCheckoutSession(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CreateCheckoutSessionPayload {
            sessionId
            url
          }
        }
      }
    `),
    // successUrl and cancelUrl are not taken from the request: returns go to APP_URL's own
    // /billing pages, so checkout cannot be turned into a redirect to anywhere.
    variables: ({ body }) => {
      const { priceId, metadata } = body as { priceId?: unknown; metadata?: { source?: unknown; timestamp?: unknown } };
      if (typeof priceId !== 'string' || !priceId) return fail(400, 'Invalid plan selected');
      const source = typeof metadata?.source === 'string' ? metadata.source : null;
      const timestamp = typeof metadata?.timestamp === 'string' || typeof metadata?.timestamp === 'number' ? String(metadata.timestamp) : null;
      return { input: { priceId, source, idempotencyKey: timestamp } };
    },
    respond: (data) =>
      shapePayload(data.createCheckoutSession, ({ sessionId, url }) => ({
        status: 200,
        body: { success: true, sessionId, url, data: { sessionId, url } },
      })),
    failure: 'Failed to create checkout session',
  }),
  route({
    method: 'GET',
    path: '/api/stripe/subscription',
    document: graphql(
      `
        query RestSubscription {
          viewer {
            ...RestSubscriptionViewer
          }
        }
      `,
      [ViewerFields],
    ),
    respond: (data) => (data.viewer ? ok(restSubscription(data.viewer)) : fail(401, 'Please sign in.')),
    failure: 'Failed to fetch subscription',
  }),
  route({
    method: 'POST',
    path: '/api/stripe/cancel-subscription',
    document: graphql(
      `
        mutation RestCancelSubscription($input: CancelSubscriptionInput) {
          cancelSubscription(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on CancelSubscriptionPayload {
              viewer {
                ...RestSubscriptionViewer
              }
            }
          }
        }
      `,
      [ViewerFields],
    ),
    variables: ({ body }) => {
      const { immediately } = body;
      if (immediately !== undefined && typeof immediately !== 'boolean') return fail(400, 'immediately must be true or false.');
      return { input: { immediately: immediately ?? false } };
    },
    respond: (data) => shapePayload(data.cancelSubscription, viewerResponse),
    failure: 'Failed to cancel subscription',
  }),
  route({
    method: 'POST',
    path: '/api/stripe/sync-subscription',
    document: graphql(
      `
        mutation RestSyncSubscription($input: SyncSubscriptionInput) {
          syncSubscription(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on SyncSubscriptionPayload {
              viewer {
                ...RestSubscriptionViewer
              }
            }
          }
        }
      `,
      [ViewerFields],
    ),
    variables: ({ body }) => {
      const { sessionId } = body;
      if (sessionId !== undefined && typeof sessionId !== 'string') return fail(400, 'sessionId must be text.');
      return { input: { sessionId: sessionId ?? null } };
    },
    respond: (data) => shapePayload(data.syncSubscription, viewerResponse),
    failure: 'Failed to sync subscription',
  }),
];
