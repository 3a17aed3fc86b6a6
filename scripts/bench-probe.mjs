/**
 * Loaded into the app by `npm run bench` (`node --import ./scripts/bench-probe.mjs`), never in
 * production: what a request's latency is made of, beside the client's view of it.
 *
 * - the event loop's delay (`monitorEventLoopDelay`) and utilisation: how long a ready callback
 *   waited for the thread (CPU queueing in the app itself), and the CPU time the process got;
 * - garbage collection pauses (`PerformanceObserver` 'gc'): count, total, longest, and the same by
 *   kind (a scavenge of the young generation, a full mark-compact, an incremental marking step);
 * - node-postgres's pool: how long a checkout waited for a free connection (queueing for the
 *   pool) and how long each connection was held (a statement, or a whole transaction);
 * - each request's time inside the app (arrival to the response's last byte written), and how many
 *   took over 50 ms and in how many distinct quarter-seconds they began: spread out, or together.
 *
 * With BENCH_HEAP_SNAPSHOT=PREFIX it writes a heap snapshot at each window's end (PREFIX.<n>.heapsnapshot).
 * With BENCH_HEAP_PROFILE=PREFIX it also samples allocations (V8's sampling heap profiler, objects
 * the collector has freed included): each window's profile goes to PREFIX.<n>.heapprofile, for
 * where the young generation's allocations, which every scavenge pays for, come from (with
 * BENCH_HEAP_SURVIVORS=1, only what survived a scavenge: what each one copies).
 *
 * On SIGUSR2 it appends one JSON line with the figures since the last one to BENCH_PROBE_FILE and
 * starts counting afresh, so the bench reads one window per scenario (with WEB_CONCURRENCY workers,
 * the primary passes the signal on and each worker appends its line).
 */
import cluster from 'node:cluster';
import { appendFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';

const file = process.env.BENCH_PROBE_FILE;
const require = createRequire(`${process.cwd()}/package.json`);
const pg = require('pg');

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let utilisation = performance.eventLoopUtilization();
let cpu = process.cpuUsage();
const GC_KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'markCompact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakCallbacks',
};
const pauses = () => ({ count: 0, totalMs: 0, maxMs: 0 });
const add = (figures, ms) => {
  figures.count++;
  figures.totalMs += ms;
  figures.maxMs = Math.max(figures.maxMs, ms);
};
const rounded = (figures) => ({ count: figures.count, totalMs: Number(figures.totalMs.toFixed(1)), maxMs: Number(figures.maxMs.toFixed(1)) });
let gc = pauses();
let gcByKind = {};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    add(gc, entry.duration);
    const kind = GC_KINDS[entry.detail?.kind] ?? 'other';
    add((gcByKind[kind] ??= pauses()), entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

let waits = [];
let holds = [];

// Each request's time inside the app, from the request's arrival to its response's last byte
// handed to the socket (the bench's client sees this plus the sockets and its own thread), and when
// it started: whether the slowest requests are spread out or arrive together (a stall).
// Two flat lists of numbers rather than an object a request, so the probe adds as little as it can
// to what the collector copies at 18,000 requests a second.
let servedStarts = [];
let servedDurations = [];
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function probedEmit(event, request, response) {
  if (event === 'request') {
    const start = performance.now();
    response.once('finish', () => {
      servedStarts.push(start);
      servedDurations.push(performance.now() - start);
    });
  }
  return emit.apply(this, arguments);
};
/** Requests over `slowMs`: how many, and in how many distinct quarter-seconds they began. */
const slow = (slowMs) => {
  let n = 0;
  const quarters = new Set();
  for (let i = 0; i < servedDurations.length; i++) {
    if (servedDurations[i] <= slowMs) continue;
    n++;
    quarters.add(Math.floor(servedStarts[i] / 250));
  }
  return { n, quarterSeconds: quarters.size };
};
const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function probedConnect(callback) {
  const asked = performance.now();
  const took = (client) => {
    const got = performance.now();
    waits.push(got - asked);
    const release = client.release;
    client.release = function probedRelease(...args) {
      holds.push(performance.now() - got);
      client.release = release;
      return release.apply(this, args);
    };
  };
  if (typeof callback === 'function') {
    return connect.call(this, (error, client, done) => {
      if (!error && client) took(client);
      callback(error, client, done);
    });
  }
  return connect.call(this).then((client) => {
    took(client);
    return client;
  });
};

const percentile = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};
const ms = (ns) => Number((ns / 1e6).toFixed(1));

const heapPrefix = process.env.BENCH_HEAP_PROFILE;
let heapWindow = 0;
let snapshotWindow = 0;
const heapSession = heapPrefix ? new Session() : null;
const startSampling = () =>
  heapSession?.post('HeapProfiler.startSampling', {
    samplingInterval: 32768,
    includeObjectsCollectedByMajorGC: true,
    // BENCH_HEAP_SURVIVORS=1 leaves out what a scavenge freed: what remains is what every scavenge
    // copies (and promotes), the part of its pause that grows with the objects' lifetimes.
    includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_SURVIVORS !== '1',
  });
if (heapSession) {
  heapSession.connect();
  heapSession.post('HeapProfiler.enable', startSampling);
}

process.on('SIGUSR2', () => {
  // The primary of WEB_CONCURRENCY workers serves nothing: each worker reports its own window.
  const workers = Object.values(cluster.workers ?? {});
  if (cluster.isPrimary && workers.length) {
    for (const worker of workers) worker?.process.kill('SIGUSR2');
    return;
  }
  if (process.env.BENCH_HEAP_SNAPSHOT) {
    // What is still reachable the moment a window ends (its requests all answered): a snapshot
    // starts with a full collection, so whatever it holds is retained by something.
    const snapshot = (snapshotWindow += 1);
    setImmediate(() => writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}.${snapshot}.heapsnapshot`));
  }
  if (heapSession) {
    const window = (heapWindow += 1);
    heapSession.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) writeFileSync(`${heapPrefix}.${window}.heapprofile`, JSON.stringify(result.profile));
      startSampling();
    });
  }
  const now = performance.eventLoopUtilization();
  const window = performance.eventLoopUtilization(now, utilisation);
  const used = process.cpuUsage(cpu);
  const figures = {
    at: new Date().toISOString(),
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    loopUtilisation: Number(window.utilization.toFixed(3)),
    // CPU time the process was given (all its threads), in ms: per request, the cost that does not
    // stretch with the machine's load the way wall-clock figures do.
    cpuMs: Math.round((used.user + used.system) / 1000),
    gc: { ...rounded(gc), byKind: Object.fromEntries(Object.entries(gcByKind).map(([kind, figures]) => [kind, rounded(figures)])) },
    // The heap at the window's end, MB: a full collection's pause grows with what it marks.
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    poolWait: { n: waits.length, p50: percentile(waits, 50), p99: percentile(waits, 99), max: percentile(waits, 100) },
    poolHold: { n: holds.length, p50: percentile(holds, 50), p99: percentile(holds, 99), max: percentile(holds, 100) },
    served: {
      n: servedDurations.length,
      p50: percentile(servedDurations, 50),
      p99: percentile(servedDurations, 99),
      max: percentile(servedDurations, 100),
      over50ms: slow(50),
    },
  };
  if (file) appendFileSync(file, `${JSON.stringify(figures)}\n`);
  loop.reset();
  utilisation = now;
  cpu = process.cpuUsage();
  gc = pauses();
  gcByKind = {};
  waits = [];
  holds = [];
  servedStarts = [];
  servedDurations = [];
});
