// npm run validate: every check the project passes, stopping after the first stage that fails.
// The one list: .ci/run installs, finds PostgreSQL if one answers, and calls this, so a check
// added here runs in CI and locally alike. Prints each step's start time, its duration and the total.
//
// A stage's lanes run at the same time, each lane's steps in order; the next stage starts once every
// lane of this one has passed. The static checks are single-threaded (tsc, eslint, knip each build
// their own program), so on the two-core CI machine they share the cores instead of queueing; a lane's
// output is printed whole when it ends, so the log reads step by step. The test suites and the load
// benchmark then run one at a time.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = (...args) => ['npm', ['run', ...args]];
const step = (name, [command, args], env = {}) => ({ name, command, args, env });

const STAGES = [
  [
    [step('typecheck', npm('typecheck'))],
    [step('lint', npm('lint'))],
    // The shortest lane also takes the two quick checks that once were a stage of their own (one core idle).
    [
      step('installed packages run on the Node in package.json (scripts/check-engines.mjs)', npm('check:engines')),
      step('generated files are up to date', npm('check:generated')),
      step('build', npm('build')),
      // The goal (issue 13): / and /login each at most 180 KiB of JS and CSS (docs/performance.md).
      step('first-page weight (scripts/check-weight.ts)', npm('check:weight', '--', '--budget', '180')),
    ],
  ],
  // The suites each keep the machine to themselves: each keeps both cores busy alone (jest's two
  // workers, the journeys' three). Side by side (tried on 2026-11-29) jest took 1,159 s and the journeys
  // 1,005 s, against 584-650 s and 628-640 s one after the other: about 100 s saved, for every test run
  // at a load of 8 to 9; a failure on time costs more than that (decision 012).
  // No --forceExit: every test closes what it opens, and jest ends by itself (a worker that does not
  // exit after its files is stopped by jest and named in the output, so a leak is seen, not hidden).
  // The build stage's dist/web is also what test/ops/web-build.test.ts reads (instead of a second build).
  [
    [
      step('tests (npm test)', npm('test', '--', ...(process.env.CI ? ['--ci'] : []), '--json', '--outputFile=test-results/jest.json'), {
        TEST_WEB_BUILD: 'dist/web',
      }),
    ],
  ],
  // The build stage made dist/; the journeys test that build instead of making another.
  [[step('browser tests (npm run test:e2e)', npm('test:e2e'), { E2E_BUILT: '1' })]],
  [[step('load benchmark, briefly (it runs, reports, and fails on any error response)', npm('bench', '--', '--quick', '--engines', 'pglite'))]],
];

mkdirSync(path.join(root, 'test-results'), { recursive: true });
// The counts .ci/run prints come from this run, never from an earlier one's files.
for (const file of ['jest.json', 'e2e.json']) rmSync(path.join(root, 'test-results', file), { force: true });
const started = Date.now();
const seconds = (from = started) => Math.round((Date.now() - from) / 1000);

/** Runs one step; alone it prints as it goes, beside others its output is kept for the lane's report. */
function run({ name, command, args, env }, alone, out) {
  const at = Date.now();
  out.push(`\n== ${name} (${seconds()}s)\n`);
  if (alone) process.stdout.write(out.splice(0).join(''));
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!alone) {
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
    }
    child.on('close', (status, signal) => {
      const took = `"${name}" ${status === 0 ? 'passed' : `failed (${signal ?? `exit ${status}`})`} in ${seconds(at)}s`;
      out.push(`-- ${took}\n`);
      if (alone) process.stdout.write(out.splice(0).join(''));
      resolve(status === 0 ? null : took);
    });
  });
}

async function lane(steps, alone) {
  const out = [];
  for (const s of steps) {
    const failure = await run(s, alone, out);
    if (failure) return { out, failure };
  }
  return { out, failure: null };
}

for (const stage of STAGES) {
  const alone = stage.length === 1;
  const lanes = await Promise.all(stage.map((steps) => lane(steps, alone)));
  for (const { out } of lanes) process.stdout.write(out.join(''));
  const failures = lanes.map((l) => l.failure).filter(Boolean);
  if (failures.length) {
    for (const failure of failures) console.error(`\nvalidate: ${failure}, after ${seconds()}s`);
    process.exit(1);
  }
}
console.log(`\nvalidate: every step passed in ${seconds()}s`);
