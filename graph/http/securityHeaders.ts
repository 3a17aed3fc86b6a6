/**
 * Helmet's security headers (CSP, HSTS, Referrer-Policy, X-Content-Type-Options, ...) computed
 * once at start-up and set on every response by one onRequest hook. @fastify/helmet built a new
 * helmet middleware from its options on every request (the CSP string included), which was the
 * largest piece of our own code on `/healthz` (issue 23's profile). Helmet itself still decides
 * every header and value: its middleware runs once per option set against a recording response.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type { HelmetOptions };

/** What helmet's middleware does to a response for these options: headers set, headers removed. */
export interface SecurityHeaders {
  set: [string, string][];
  remove: string[];
}

export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], remove: [] };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      headers.remove.push(name);
    },
  };
  // Helmet reads nothing from the request; the recorder stands in for the response.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet options for this route, in place of the server's (merged over them, as @fastify/helmet did). */
    securityHeaders?: HelmetOptions;
  }
}

/**
 * Sets the headers on every response, on the raw response as helmet did (so an answer sent by a
 * later onRequest hook, a 404 or an error carries them too). A route's `config.securityHeaders`
 * replaces the options it names, computed once when the route is added.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const global = computeSecurityHeaders(options);
  const perRoute = new WeakMap<object, SecurityHeaders>();
  app.addHook('onRoute', (route) => {
    const own = route.config?.securityHeaders;
    // Merged over the server's options, as @fastify/helmet merged a route's.
    if (own) perRoute.set(own, computeSecurityHeaders(Object.assign({}, options, own) as HelmetOptions));
  });
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config?.securityHeaders;
    const headers = (own && perRoute.get(own)) || global;
    const raw = reply.raw;
    for (const name of headers.remove) raw.removeHeader(name);
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    done();
  });
}
