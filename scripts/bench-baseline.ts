/**
 * The benchmark's baseline server: the handlers of scripts/bench-baseline-handlers.ts (all of
 * `submitAnswer`'s work, the dashboard's reads, `GET /api/progress`) behind nothing but Fastify and
 * the database driver (node-postgres, or PGlite for the embedded case): no plugins, no hooks, no
 * logging. Started by scripts/bench.ts; not part of the app.
 *
 *   PORT=4100 DATABASE_URL=postgresql://... JWT_SECRET=... npx tsx scripts/bench-baseline.ts
 *   PORT=4100 DATA_DIR=/tmp/copy-of-a-migrated-pglite JWT_SECRET=... npx tsx scripts/bench-baseline.ts
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { pipelinedTransaction } from '../graph/db/database.ts';
import { type BaselineDb, baselineHandlers, type Reply } from './bench-baseline-handlers.ts';

const secret = new TextEncoder().encode(process.env.JWT_SECRET);

// timestamp(3) columns hold UTC, as Prisma writes and reads them.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (text) => new Date(`${text.replace(' ', 'T')}Z`));
pg.defaults.parseInputDatesAsUTC = true;

async function connect(): Promise<BaselineDb & { close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    // The app's pool size (graph/db/database.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    // Named statements, as the app's driver names them (graph/db/database.ts): planned once per connection.
    const names = new Map<string, string>();
    const named = (text: string, values?: unknown[]) => {
      if (!names.has(text)) names.set(text, `baseline_${names.size + 1}`);
      return { name: names.get(text), text, values };
    };
    return {
      query: async (text, values) => (await pool.query(named(text, values))).rows,
      // BEGIN sent with the first statement and COMMIT with the last, as the app's driver does (graph/db/database.ts).
      transaction: async (fn) =>
        pipelinedTransaction(
          await pool.connect(),
          'BEGIN',
          ({ text, values }: { text: string; values: unknown[] }) => named(text, values),
          (query) => fn({ query: (text, values, options) => query({ text, values }, options) }),
        ),
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create(process.env.DATA_DIR!);
  return {
    query: async (text, values) => (await db.query<any>(text, values)).rows,
    transaction: (fn) => db.transaction((tx) => fn({ query: async (text, values) => (await tx.query<any>(text, values)).rows })),
    close: () => db.close(),
  };
}

const db = await connect();
const handlers = baselineHandlers(db, secret);
const app = Fastify({ logger: false });
const send = (reply: { status(code: number): { send(body: unknown): unknown } }, { status, body }: Reply) => reply.status(status).send(body);

app.post('/answer', async (request, reply) => send(reply, await handlers.answer(request.headers.authorization, request.body)));
app.get('/progress', async (request, reply) => send(reply, await handlers.progress(request.headers.authorization)));
app.post('/dashboard', async (request, reply) => send(reply, await handlers.dashboard(request.headers.authorization)));
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// As the app does once it listens (graph/main.ts): every active question kept for grading.
await handlers.keepActiveQuestions();
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
