// Builds the template databases once per run, in a plain Node process running TypeScript
// through tsx (Jest's global setup cannot load our ES-module TypeScript directly), and hands
// their names to the test workers through the environment.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/buildTemplates.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  const built = JSON.parse(output.trim().split('\n').pop());
  process.env.CISSP_TEST_PGLITE_TEMPLATE = built.pglite;
  process.env.CISSP_TEST_PGLITE_EMPTY = built.pgliteEmpty;
  if (built.postgres) process.env.CISSP_TEST_PG_TEMPLATE = built.postgres;
}
