/**
 * The server's CPU a request for a small GraphQL query over real HTTP (Fastify, Yoga, the reply),
 * on an in-memory PGlite with nothing seeded: 500 warm-up requests, then 4,000, sent
 * one at a time by a child process, so the CPU counted is the server's alone. Not part of the app
 * (issue 23): compare two checkouts by running it in each.
 *
 *   npx tsx scripts/bench-http-cpu.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { buildServer } from '../graph/server.ts';

const run = promisify(execFile);
const db = await openDatabase({ pglite: await PGlite.create() });
await migrate(db.sql);
const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cissp-h-')), JWT_SECRET: randomBytes(32).toString('hex') });
const { app, shutdown } = await buildServer({ config, db, logger, webDist: path.join(tmpdir(), 'no-web-build') });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const body = JSON.stringify({ query: '{ viewer { id } badges { id name description icon rarity } }' });
/** Sends `n` requests one at a time from a child process (bounded: it must finish within two minutes). */
const send = (n: number) =>
  run(
    process.execPath,
    [
      '-e',
      `(async()=>{for(let i=0;i<${n};i++){const r=await fetch('http://127.0.0.1:${port}/graphql',{method:'POST',headers:{'content-type':'application/json'},body:${JSON.stringify(body)}});if(!r.ok)throw new Error('HTTP '+r.status);await r.text();}})()`,
    ],
    { timeout: 120_000 },
  );
await send(500);
const N = 4000;
const before = process.cpuUsage();
await send(N);
const used = process.cpuUsage(before);
console.log(((used.user + used.system) / 1000 / N).toFixed(3), 'ms server CPU a request');
await shutdown();
await db.close();
