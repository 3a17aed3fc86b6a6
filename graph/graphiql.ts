/**
 * GraphiQL from our own origin. The page Yoga answers at /graphql for a browser is a small shell;
 * the editor itself (the @graphql-yoga/render-graphiql bundle: React, GraphiQL, Monaco and its
 * three workers) is served under /graphiql/ as files named by their content's hash. So the page
 * works offline and its Content-Security-Policy names no other origin and allows no inline script.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { GraphiQLOptions } from 'graphql-yoga';

const GRAPHIQL_ASSETS = '/graphiql';

/** The policy of the GraphiQL page: only its own origin; Monaco writes inline styles and its fonts are data: URLs. */
export function graphiqlCsp(production: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: production ? [] : null,
  };
}

// Runs after the bundle: points Monaco at its workers (same origin), then renders with the
// options the page carries as JSON (a data block, not a script).
const BOOT = `(() => {
  const root = document.getElementById('graphiql');
  const workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: (_moduleId, label) => root.dataset.assets + (workers[label] ?? workers.editorWorkerService),
  };
  const options = JSON.parse(document.getElementById('graphiql-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(root, options);
})();
`;

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
}

interface Bundle {
  /** The folder the files are served from, with the hash of their contents. */
  base: string;
  files: Map<string, Asset>;
}

let loading: Promise<Bundle> | undefined;

/** The bundle is 9 MB of JavaScript: loaded and compressed once, on the first visit, not at start-up. */
function bundle(): Promise<Bundle> {
  loading ??= import('@graphql-yoga/render-graphiql/graphiql').then((graphiql) => {
    const javascript = 'text/javascript; charset=utf-8';
    const sources: [string, string, string | Buffer][] = [
      ['graphiql.js', javascript, graphiql.js],
      ['graphiql.css', 'text/css; charset=utf-8', graphiql.css],
      ['boot.js', javascript, BOOT],
      ['editor.worker.js', javascript, graphiql.editorWorkerService],
      ['json.worker.js', javascript, graphiql.jsonWorker],
      ['graphql.worker.js', javascript, graphiql.graphqlWorker],
      ['favicon.ico', 'image/x-icon', Buffer.from(graphiql.favicon.replace(/^data:[^,]*base64,/, ''), 'base64')],
    ];
    const hash = createHash('sha256');
    const files = new Map<string, Asset>();
    for (const [name, type, source] of sources) {
      const body = Buffer.from(source);
      hash.update(body);
      files.set(name, { type, body, gzip: gzipSync(body) });
    }
    return { base: `${GRAPHIQL_ASSETS}/${hash.digest('hex').slice(0, 16)}/`, files };
  });
  return loading;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Yoga's renderGraphiQL: the page shell, loading every file from our own origin. */
export async function renderGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { base } = await bundle();
  // JSON inside a script element: "<" escaped so no value can close the element.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${base}favicon.ico" />
    <link rel="stylesheet" href="${base}graphiql.css" />
  </head>
  <body class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="graphiql" data-assets="${base}" style="height: 100vh"></div>
    <script type="application/json" id="graphiql-options">${json}</script>
    <script src="${base}graphiql.js"></script>
    <script src="${base}boot.js"></script>
  </body>
</html>
`;
}

/** Serves the bundle's files; a file of another build (another hash) is not found. */
export async function graphiqlAssets(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { hash: string; file: string } }>(`${GRAPHIQL_ASSETS}/:hash/:file`, { compress: false }, async (request, reply) => {
    const { base, files } = await bundle();
    const asset = files.get(request.params.file);
    if (!asset || `${GRAPHIQL_ASSETS}/${request.params.hash}/` !== base) return reply.status(404).send({ error: 'Not found' });
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    reply.header('content-type', asset.type);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? asset.gzip : asset.body);
  });
}
