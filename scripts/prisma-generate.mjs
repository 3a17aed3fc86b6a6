// Runs `prisma generate` offline. The CLI insists on a schema engine binary it would download;
// generation never runs it, so any executable will do (docs/decisions/001-migrations.md).
// With --check, generates into a temporary copy and fails if the committed client differs.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stub = path.join(mkdtempSync(path.join(tmpdir(), 'prisma-')), 'schema-engine');
writeFileSync(stub, '#!/bin/sh\nexit 0\n');
chmodSync(stub, 0o755);
const env = {
  ...process.env,
  // Generators such as prisma-pothos-types are found on PATH.
  PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  PRISMA_SCHEMA_ENGINE_BINARY: stub,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const generated = path.join(root, 'graph/generated');

function generate() {
  execFileSync(process.execPath, [path.join(root, 'node_modules/prisma/build/index.js'), 'generate', '--schema', 'prisma/schema.prisma'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

if (process.argv.includes('--check')) {
  const backup = mkdtempSync(path.join(tmpdir(), 'prisma-generated-'));
  cpSync(generated, backup, { recursive: true });
  try {
    generate();
    const diff = execFileSync('git', ['diff', '--no-index', '--stat', backup, generated], { encoding: 'utf8' }).trim();
    if (diff) throw new Error(diff);
    console.log('graph/generated is up to date');
  } catch (error) {
    console.error('graph/generated is out of date with prisma/schema.prisma. Run `npm run generate` and commit the result.');
    console.error(String(error.stdout ?? error.message ?? error));
    cpSync(backup, generated, { recursive: true });
    process.exit(1);
  } finally {
    rmSync(backup, { recursive: true, force: true });
  }
} else {
  generate();
  console.log('generated graph/generated from prisma/schema.prisma');
}
