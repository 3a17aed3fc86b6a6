// npx tsx scripts/readiness-constants.ts DUMP... [--centre -0.05:0.15:0.01] [--sd 0.14:0.3:0.01] [--centre-calibrated -0.05:0.15:0.01]
//   [--sd-calibrated 0.08:0.2:0.01] [--show C,SD,CC,SDC] [--half even|odd]:
// readiness's pass-curve constants judged offline against a simulation's dump
// (npm run exam:simulate -- --candidates 20000 --retakes 0 --per-theta 1 --workers 2 --seed 2024 --dump DUMP).
// The exam's outcome does not depend on them (simulation.test), so each candidate's stated chance is
// recomputed from readiness's ability, SE and calibrated share for every set of constants of the grid
// (centre and sd with labels, centre and sd once calibrated) and the simulation's own reliability goal
// (reliabilityGoals) judged in every world. Prints the current constants' and the best set's bins, the
// sets that meet every world, and each world's own best centre (the one that meets it with the
// smallest worst gap). --half keeps the
// candidates of even or odd number: fit on one half, confirm on the other. With several dumps (other
// seeds), each dump's worlds are judged apart ("seed7/drift"), so constants must meet every world of every dump.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PASS_CURVES, passCurve, type PassCurves, passProbabilityWithInterval } from '../graph/exam/readiness.ts';
import { reliabilityBins, reliabilityTests, GOALS, type ReliabilityBin } from '../graph/exam/simulation.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    centre: { type: 'string' },
    sd: { type: 'string' },
    'centre-calibrated': { type: 'string' },
    'sd-calibrated': { type: 'string' },
    show: { type: 'string', multiple: true },
    half: { type: 'string' },
  },
});

interface Candidate {
  world: string;
  n: number;
  trueTheta: number;
  examTheta: number;
  /** The exam's own estimate. */
  estimate: number;
  passed: boolean;
  ability: number | null;
  standardError: number | null;
  calibrated: number;
  stated: number | null;
}

const dumpName = (file: string) => file.replace(/^.*\//, '').replace(/\.jsonl?$/, '');
const candidates: Candidate[] = positionals.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Candidate)
    .map((c) => (positionals.length > 1 ? { ...c, world: `${dumpName(file)}/${c.world}` } : c))
    .filter((c) => values.half === undefined || c.n % 2 === (values.half === 'odd' ? 1 : 0)),
);
const worlds = [...new Set(candidates.map((c) => c.world))];
const byWorld = new Map(worlds.map((w) => [w, candidates.filter((c) => c.world === w)]));

const range = (raw: string | undefined, fallback: string) => {
  const [from, to, step] = (raw ?? fallback).split(':').map(Number);
  return Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1e6) / 1e6);
};
const centres = range(values.centre, '-0.05:0.15:0.01');
const sds = range(values.sd, '0.14:0.3:0.01');
const calibratedCentres = range(values['centre-calibrated'], '-0.05:0.15:0.01');
const calibratedSds = range(values['sd-calibrated'], '0.08:0.2:0.01');

type Constants = PassCurves;

/** readiness.ts's chance under other constants: its own pass curve and chance, for this candidate's reading. */
const stated = (c: Candidate, k: Constants) => {
  if (c.ability === null || c.standardError === null) return null;
  const { centre, sd } = passCurve(c.calibrated, k);
  return passProbabilityWithInterval({ theta: c.ability, standardError: c.standardError }, sd, centre).passProbability;
};

/**
 * A world under constants `k`, judged as reliabilityGoals judges it: each tested bin's excess (its gap
 * beyond max(5 points, z SE), > 0 a miss), the worst of them, and the worst gap among the bins with
 * enough candidates to resolve 5 points.
 */
const judged = new Map<string, ReturnType<typeof judgeWorld>>();
function judge(world: string, k: Constants) {
  // A world answers only to the curves its candidates' calibrated shares use (0: labels; 1: calibrated).
  const shares = byWorld.get(world)!.map((c) => c.calibrated);
  const labels = shares.some((x) => x < 1) ? `${k.centre} ${k.sd}` : '';
  const calibrated = shares.some((x) => x > 0) ? `${k.centreCalibrated} ${k.sdCalibrated}` : '';
  const key = `${world} ${labels} ${calibrated}`;
  if (!judged.has(key)) judged.set(key, judgeWorld(world, k));
  return judged.get(key)!;
}

function judgeWorld(world: string, k: Constants) {
  const { bins } = reliabilityBins(byWorld.get(world)!.map((c) => ({ stated: stated(c, k), passed: c.passed })));
  const { tested, pooled, z } = reliabilityTests(bins);
  const judged = [...tested, ...(pooled ? [pooled] : [])].map((b) => {
    const se = Math.sqrt(b.variance);
    const gap = b.passed - b.stated;
    return { bin: b, gap, enough: z * se <= GOALS.reliabilityGap, excess: Math.abs(gap) - Math.max(GOALS.reliabilityGap, z * se) };
  });
  return {
    bins,
    judged,
    misses: judged.filter((j) => j.excess > 0).length,
    worstExcess: Math.max(...judged.map((j) => j.excess)),
    worstGap: Math.max(0, ...judged.filter((j) => j.enough).map((j) => Math.abs(j.gap))),
  };
}

const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}`;
const label = (k: Constants) => `centre ${k.centre}, sd ${k.sd}, centre-calibrated ${k.centreCalibrated}, sd-calibrated ${k.sdCalibrated}`;

function show(k: Constants, title: string) {
  console.log(`\n${title}: ${label(k)}\n`);
  console.log(`| world | misses | worst gap (enough) | ${Array.from({ length: 10 }, (_, i) => `${i * 10}-${i * 10 + 10}%`).join(' | ')} | 10-90% pooled |`);
  console.log(`|---|---:|---:|${Array.from({ length: 11 }, () => '---:').join('|')}|`);
  for (const world of worlds) {
    const j = judge(world, k);
    const cell = (b: ReliabilityBin) => {
      const x = j.judged.find((e) => e.bin === b);
      const mark = x ? (x.excess > 0 ? ' ✗' : x.enough ? '' : ' ~') : ' ~';
      return b.candidates ? `${pct(b.stated)} → ${pct(b.passed)} (${b.candidates})${mark}` : '–';
    };
    const pool = j.judged.find((e) => e.bin.low === 0.1 && e.bin.high === 0.9 && !j.bins.includes(e.bin));
    console.log(
      `| ${world} | ${j.misses} | ${pct(j.worstGap)} | ${j.bins.map(cell).join(' | ')} | ${pool ? `${pct(pool.bin.stated)} → ${pct(pool.bin.passed)}${pool.excess > 0 ? ' ✗' : ''}` : '–'} |`,
    );
  }
  console.log("(✗ a miss by the simulation's rule; ~ too few candidates to resolve 5 points, judged at z SE)");
}

// Check: the dump's stated chance is the one recomputed under the current constants.
const current: Constants = PASS_CURVES;
const drift = candidates.reduce((worst, c) => (c.stated === null ? worst : Math.max(worst, Math.abs(stated(c, current)! - c.stated))), 0);
console.log(
  `${candidates.length} candidates in ${worlds.join(', ')}; recomputed against dumped chances under ${label(current)}: largest difference ${drift.toExponential(1)}`,
);
if (drift > 1e-6) console.log('(the dump was made under other constants: judge its "current" table with that in mind)');

// How each world reads its candidates: readiness from practice, the exam from its items (both
// against the true exam-day ability), and the ability the exam met (fatigue included), in logits.
console.log(
  '\n| world | candidates with a figure | readiness θ^ − true θ | exam θ^ − true θ | exam θ^ − readiness θ^ | ability met in the exam − true θ | mean SE | calibrated share |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const world of worlds) {
  const cs = byWorld.get(world)!.filter((c) => c.ability !== null);
  const mean = (f: (c: Candidate) => number) => (cs.reduce((s, c) => s + f(c), 0) / cs.length).toFixed(3);
  console.log(
    `| ${world} | ${cs.length} | ${mean((c) => c.ability! - c.trueTheta)} | ${mean((c) => c.estimate - c.trueTheta)} | ${mean((c) => c.estimate - c.ability!)} | ${mean((c) => c.examTheta - c.trueTheta)} | ${mean((c) => c.standardError!)} | ${mean((c) => c.calibrated)} |`,
  );
}

show(current, 'Current constants');

// The grid: the SD with labels acts only where answers are uncalibrated and the calibrated SD only
// where they are calibrated, but a world may mix them, so the grid is the full product.
const results: { k: Constants; worstExcess: number; worstGap: number; misses: number }[] = [];
for (const centre of centres) {
  for (const sd of sds) {
    for (const centreCalibrated of calibratedCentres) {
      for (const sdCalibrated of calibratedSds) {
        const k = { centre, sd, centreCalibrated, sdCalibrated };
        const each = worlds.map((w) => judge(w, k));
        results.push({
          k,
          misses: each.reduce((s, j) => s + j.misses, 0),
          worstExcess: Math.max(...each.map((j) => j.worstExcess)),
          worstGap: Math.max(...each.map((j) => j.worstGap)),
        });
      }
    }
  }
}
results.sort((x, y) => x.worstExcess - y.worstExcess || x.misses - y.misses || x.worstGap - y.worstGap);
const meeting = results.filter((r) => r.misses === 0);
console.log(`\n${results.length} sets of constants; ${meeting.length} meet the goal in every world.`);
console.log('\n| centre | sd | centre-calibrated | sd-calibrated | misses | worst excess (points past the allowance) | worst gap among bins with enough |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results.slice(0, 15))
  console.log(`| ${r.k.centre} | ${r.k.sd} | ${r.k.centreCalibrated} | ${r.k.sdCalibrated} | ${r.misses} | ${pct(r.worstExcess)} | ${pct(r.worstGap)} |`);
show(results[0].k, 'Best (minimax excess)');
for (const raw of values.show ?? []) {
  const [centre, sd, centreCalibrated, sdCalibrated] = raw.split(',').map(Number);
  show({ centre, sd, centreCalibrated, sdCalibrated }, 'Asked for');
}

// Each world alone: the centres with which it is met (over the SD grid), and its minimax centre
// (the calibrated centre and SD for a world whose answers are calibrated).
console.log('\n| world | centres meeting it (any SD of the grid) | its own minimax centre, sd (worst excess) |');
console.log('|---|---|---|');
for (const world of worlds) {
  const calibrated = byWorld.get(world)!.some((c) => c.calibrated > 0.5);
  const own = (calibrated ? calibratedCentres : centres).flatMap((centre) =>
    (calibrated ? calibratedSds : sds).map((s) => {
      const k = calibrated ? { ...current, centreCalibrated: centre, sdCalibrated: s } : { ...current, centre, sd: s };
      return { centre, s, ...judge(world, k) };
    }),
  );
  const met = [...new Set(own.filter((o) => o.misses === 0).map((o) => o.centre))];
  const best = own.sort((x, y) => x.worstExcess - y.worstExcess)[0];
  console.log(`| ${world} | ${met.length ? `${Math.min(...met)} to ${Math.max(...met)}` : 'none'} | ${best.centre}, ${best.s} (${pct(best.worstExcess)}) |`);
}
