// npm run validate: every check the project passes, in order, stopping at the first that fails.
// The one list: .ci/run installs, finds PostgreSQL if one answers, and calls this, so a check
// added here runs in CI and locally alike. Prints each step's start time and the total.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = (...args) => ['npm', ['run', ...args]];

const STEPS = [
  ['installed packages run on the Node in package.json (scripts/check-engines.mjs)', npm('check:engines')],
  ['generated files are up to date', npm('check:generated')],
  ['typecheck', npm('typecheck')],
  ['lint', npm('lint')],
  // No --forceExit: every test closes what it opens, and jest ends by itself (a worker that does not
  // exit after its files is stopped by jest and named in the output, so a leak is seen, not hidden).
  ['tests (npm test)', npm('test', '--', ...(process.env.CI ? ['--ci'] : []), '--json', '--outputFile=test-results/jest.json')],
  ['build', npm('build')],
  // The goal (issue 13): / and /login each at most 180 KiB of JS and CSS (docs/performance.md).
  ['first-page weight (scripts/check-weight.ts)', npm('check:weight', '--', '--budget', '180')],
  // The build step above made dist/; the journeys test that build instead of making another.
  ['browser tests (npm run test:e2e)', npm('test:e2e'), { E2E_BUILT: '1' }],
  ['load benchmark, briefly (it runs, reports, and fails on any error response)', npm('bench', '--', '--quick', '--engines', 'pglite')],
];

mkdirSync(path.join(root, 'test-results'), { recursive: true });
// The counts .ci/run prints come from this run, never from an earlier one's files.
for (const file of ['jest.json', 'e2e.json']) rmSync(path.join(root, 'test-results', file), { force: true });
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
for (const [name, [command, args], env = {}] of STEPS) {
  console.log(`\n== ${name} (${seconds()}s)`);
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) {
    console.error(`\nvalidate: "${name}" failed (${signal ?? `exit ${status}`}) after ${seconds()}s`);
    process.exit(status || 1);
  }
}
console.log(`\nvalidate: every step passed in ${seconds()}s`);
