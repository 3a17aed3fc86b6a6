/**
 * The server's CPU a request for a small GraphQL query over real HTTP (Fastify, Yoga, the reply),
 * on an in-memory PGlite with nothing seeded: 500 warm-up requests from this process, then 4,000 sent
 * one at a time by a child process, so the CPU counted is the server's alone. Not part of the app
 * (issue 23): compare two checkouts by running it in each.
 *
 *   npx tsx scripts/bench-http-cpu.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { buildServer } from '../graph/server.ts';
const db = await openDatabase({ pglite: await PGlite.create() });
await migrate(db.sql);
const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cissp-h-')), JWT_SECRET: randomBytes(32).toString('hex') });
const { app, shutdown } = await buildServer({ config, db, logger, webDist: path.join(tmpdir(), 'no-web-build') });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const body = JSON.stringify({ query: '{ viewer { id } badges { id name description icon rarity } }' });
const one = async () => {
  const r = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await r.text();
};
for (let i = 0; i < 500; i++) await one();
const N = 4000;
const c = process.cpuUsage();
await new Promise<void>((resolve, reject) => {
  import('node:child_process').then(({ execFile }) =>
    execFile(
      process.execPath,
      [
        '-e',
        `(async()=>{for(let i=0;i<${N};i++){const r=await fetch('http://127.0.0.1:${port}/graphql',{method:'POST',headers:{'content-type':'application/json'},body:${JSON.stringify(body)}});await r.text();}})()`,
      ],
      (e) => (e ? reject(e) : resolve()),
    ),
  );
});
const u = process.cpuUsage(c);
console.log(((u.user + u.system) / 1000 / N).toFixed(3), 'ms server CPU a request');
await shutdown();
await db.close();
