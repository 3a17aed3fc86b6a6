// npm run exam:simulate [-- --world guessing --candidates 400 --per-theta 60 --practice 200 --practice-days 60 --seed 2024 --workers 2 --check]:
// simulated candidates practise, get a readiness estimate and take the adaptive exam over the real
// bank, in worlds the engine does not assume (graph/exam/simulation.ts). Prints accuracy overall and
// near the standard, length, RMSE, the pass curve and its fitted SD, exposure, retake overlap,
// siblings per exam and the readiness reliability table, then one line per goal; exits 1 when a goal
// is missed. --check is a small run (60 candidates, 10 per ability) that still checks the goals.
// --workers N runs each world's candidates in N processes (shards: candidate n goes to shard n mod N;
// each shard's exposure control counts its own exams), for the population sizes the reliability goal
// needs (some 15,000-20,000 candidates a world to resolve 5 points in its middle bins).
// --dump FILE writes each population candidate as a JSON line (world, n, true and exam ability, the
// exam's outcome, readiness's ability, SE, calibrated share and stated chance): the pass curve's
// constants act on the stated chance alone, so scripts/readiness-constants.ts judges others from it.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { readBank } from '../graph/practice/bank.ts';
import { PASSING_THETA } from '../graph/exam/rules.ts';
import {
  catEngine,
  checkGoals,
  DEFAULT_OPTIONS,
  formatReports,
  runWorld,
  standardWorlds,
  readinessChance,
  summarizeWorld,
  type SimulationOptions,
  type World,
  type WorldRun,
} from '../graph/exam/simulation.ts';

const { values } = parseArgs({
  options: {
    world: { type: 'string', multiple: true },
    candidates: { type: 'string' },
    retakes: { type: 'string' },
    'per-theta': { type: 'string' },
    practice: { type: 'string' },
    'practice-days': { type: 'string' },
    seed: { type: 'string' },
    workers: { type: 'string' },
    dump: { type: 'string' },
    // Internal: the shard a worker process runs ("index/count"); it sends its run to the parent.
    shard: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});

const base: SimulationOptions = values.check ? { ...DEFAULT_OPTIONS, candidates: 60, retakes: 20, perTheta: 10 } : DEFAULT_OPTIONS;
const positive = (name: string, raw: string | undefined, fallback: number, min = 1) => {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer of at least ${min}, not "${raw}"`);
    process.exit(2);
  }
  return n;
};
const options: SimulationOptions = {
  ...base,
  seed: positive('seed', values.seed, base.seed, 0),
  candidates: positive('candidates', values.candidates, base.candidates),
  retakes: positive('retakes', values.retakes, base.retakes, 0),
  perTheta: positive('per-theta', values['per-theta'], base.perTheta),
  practiceAnswers: positive('practice', values.practice, base.practiceAnswers),
  practiceDays: positive('practice-days', values['practice-days'], base.practiceDays),
};
options.retakes = Math.min(options.retakes, options.candidates);
const workers = Math.min(positive('workers', values.workers, 1), os.cpus().length * 4);

const bank = readBank();
const worlds = standardWorlds(bank, options.seed);
const names = values.world ?? worlds.map((w) => w.name);
const unknown = names.filter((n) => !worlds.some((w) => w.name === n));
if (unknown.length) {
  console.error(`Unknown world ${unknown.join(', ')}: one of ${worlds.map((w) => w.name).join(', ')}`);
  process.exit(2);
}

const run = (world: World, shard?: { index: number; count: number }) => runWorld(world, bank, (pool) => catEngine(pool), readinessChance, options, shard);

if (values.shard !== undefined) {
  // A worker: one shard of one world, sent to the parent.
  const [index, count] = values.shard.split('/').map(Number);
  const world = worlds.find((w) => w.name === names[0])!;
  process.send!(run(world, { index, count }), () => process.exit(0));
} else {
  /** The world's runs in `workers` processes, each a shard; the parent waits for them all. */
  const inWorkers = (world: World) =>
    Promise.all(
      Array.from(
        { length: workers },
        (_, index) =>
          new Promise<WorldRun>((resolve, reject) => {
            const args = [
              ...['seed', 'candidates', 'retakes', 'perTheta', 'practiceAnswers', 'practiceDays'].flatMap((key) => [
                `--${{ perTheta: 'per-theta', practiceAnswers: 'practice', practiceDays: 'practice-days' }[key] ?? key}`,
                String(options[key as keyof SimulationOptions]),
              ]),
              ...['--world', world.name, '--shard', `${index}/${workers}`],
            ];
            const child = fork(process.argv[1], args, { serialization: 'advanced' });
            let result: WorldRun | undefined;
            child.on('message', (message) => {
              result = message as WorldRun;
            });
            child.on('error', reject);
            child.on('exit', (code) => (result ? resolve(result) : reject(new Error(`shard ${index}/${workers} of ${world.name} exited with ${code}`))));
          }),
      ),
    );

  const command = `npm run exam:simulate -- ${process.argv.slice(2).join(' ')}`.trim();
  console.log(`Command: ${command}`);
  console.log(
    `Bank: ${bank.length} items; standard θ = ${PASSING_THETA}; seed ${options.seed}; ${options.candidates} candidates θ ~ N(0, 1) (${options.retakes} retake), ${options.perTheta} per θ on the pass curve; ${options.practiceAnswers} practice answers each (distinct random items of the bank) over the ${options.practiceDays} days before the exam; ${workers} process${workers > 1 ? 'es' : ''} a world.`,
  );
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(`Load average before: ${load()}\n`);
  const chosen = worlds.filter((w) => names.includes(w.name));
  for (const world of chosen) console.log(`- ${world.name}: ${world.description}`);
  console.log('');

  const started = performance.now();
  const reports = [];
  if (values.dump) writeFileSync(values.dump, '');
  for (const world of chosen) {
    const begun = performance.now();
    const runs = workers > 1 ? await inWorkers(world) : [run(world)];
    if (values.dump) {
      const population = runs.flatMap((r) => r.population).sort((x, y) => x.n - y.n);
      const line = ({ n, trueTheta, examTheta, estimate, stated, passed, reading }: (typeof population)[number]) =>
        JSON.stringify({ world: world.name, n, trueTheta, examTheta, estimate, passed, ...reading, stated });
      writeFileSync(values.dump, population.map((o) => `${line(o)}\n`).join(''), { flag: 'a' });
    }
    const report = summarizeWorld(world, bank, runs);
    reports.push({ ...report, seconds: (performance.now() - begun) / 1000 });
  }
  console.log(formatReports(reports));
  console.log('');
  const goals = reports.flatMap(checkGoals);
  for (const g of goals) console.log(`${g.met ? 'PASS' : 'FAIL'} ${g.world}: ${g.goal}: ${g.detail}`);
  console.log(`\nRun time ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ${load()}`);
  if (goals.some((g) => !g.met)) process.exitCode = 1;
}
