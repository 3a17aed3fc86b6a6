/**
 * The REST adapter's one table: each route of the spec's table of calls, the named GraphQL
 * operation it runs through the same Yoga instance, and how the result is shaped into the
 * spec's response. Feature work adds rows here.
 */
import type { ExecutionResult } from 'graphql';

export interface RestRequest {
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

export interface RestResponse {
  status: number;
  body: unknown;
}

export interface RestRoute {
  method: 'GET' | 'POST';
  path: string;
  /** A named GraphQL document; the adapter runs it as the caller, with the caller's headers. */
  operation: string;
  variables?: (request: RestRequest) => Record<string, unknown> | RestResponse;
  /** Shapes GraphQL data into the spec's response. */
  respond: (data: any, request: RestRequest) => RestResponse;
  /** The catalogue message when the operation fails unexpectedly. */
  failure: string;
}

export const ok = (data: unknown, status = 200): RestResponse => ({ status, body: { success: true, data } });
export const fail = (status: number, error: string): RestResponse => ({ status, body: { success: false, error } });

export function isRestResponse(value: unknown): value is RestResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

interface ProductNode {
  productId: string;
  name: string;
  description: string;
  features: string[];
  prices: { priceId: string; unitAmount: number; currency: string; interval: string; intervalCount: number; nickname: string | null }[];
}

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/stripe/products',
    operation: /* GraphQL */ `
      query RestProducts {
        products(first: 50) {
          edges { node { productId name description features prices { priceId unitAmount currency interval intervalCount nickname } } }
        }
      }`,
    respond: (data: { products: { edges: { node: ProductNode }[] } }) =>
      ok({
        products: data.products.edges.map(({ node }) => ({
          id: node.productId,
          name: node.name,
          description: node.description,
          features: node.features,
          prices: node.prices.map((price) => ({
            id: price.priceId,
            unitAmount: price.unitAmount,
            currency: price.currency,
            interval: price.interval,
            recurring: { interval: price.interval, interval_count: price.intervalCount },
            nickname: price.nickname,
          })),
        })),
      }),
    failure: 'Failed to load products',
  },
];

export type GraphQLResult = ExecutionResult<Record<string, unknown>>;
