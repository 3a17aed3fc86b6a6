// npm run exam:simulate [-- --world guessing --candidates 400 --per-theta 60 --practice 200 --practice-days 60 --seed 2024 --check]:
// simulated candidates practise, get a readiness estimate and take the adaptive exam over the real
// bank, in worlds the engine does not assume (graph/exam/simulation.ts). Prints accuracy overall and
// near the standard, length, RMSE, the pass curve and its fitted SD, exposure, retake overlap,
// siblings per exam and the readiness reliability table, then one line per goal; exits 1 when a goal
// is missed. --check is a small run (60 candidates, 10 per ability) that still checks the goals.
import { parseArgs } from 'node:util';
import os from 'node:os';
import { readBank } from '../graph/practice/bank.ts';
import { PASSING_THETA } from '../graph/exam/rules.ts';
import {
  catEngine,
  checkGoals,
  DEFAULT_OPTIONS,
  formatReports,
  simulateWorld,
  standardWorlds,
  readinessChance,
  type SimulationOptions,
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

const bank = readBank();
const worlds = standardWorlds(bank, options.seed);
const names = values.world ?? worlds.map((w) => w.name);
const unknown = names.filter((n) => !worlds.some((w) => w.name === n));
if (unknown.length) {
  console.error(`Unknown world ${unknown.join(', ')}: one of ${worlds.map((w) => w.name).join(', ')}`);
  process.exit(2);
}

const command = `npm run exam:simulate -- ${process.argv.slice(2).join(' ')}`.trim();
console.log(`Command: ${command}`);
console.log(
  `Bank: ${bank.length} items; standard θ = ${PASSING_THETA}; seed ${options.seed}; ${options.candidates} candidates θ ~ N(0, 1) (${options.retakes} retake), ${options.perTheta} per θ on the pass curve; ${options.practiceAnswers} practice answers each (distinct random items of the bank) over the ${options.practiceDays} days before the exam.`,
);
console.log(
  `Load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}\n`,
);
for (const world of worlds.filter((w) => names.includes(w.name))) console.log(`- ${world.name}: ${world.description}`);
console.log('');

const started = performance.now();
const reports = worlds.filter((w) => names.includes(w.name)).map((world) => simulateWorld(world, bank, (pool) => catEngine(pool), readinessChance, options));
console.log(formatReports(reports));
console.log('');
const goals = reports.flatMap(checkGoals);
for (const g of goals) console.log(`${g.met ? 'PASS' : 'FAIL'} ${g.world}: ${g.goal}: ${g.detail}`);
console.log(
  `\nRun time ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
if (goals.some((g) => !g.met)) process.exitCode = 1;
