// Builds the template databases once per run, in a plain Node process running TypeScript
// through tsx (Jest's global setup cannot load our ES-module TypeScript directly).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/buildTemplates.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}
