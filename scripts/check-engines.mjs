// Fails when an installed package declares (in its package.json "engines") that it does not run on
// the oldest Node this project promises (package.json "engines", the README's Node 20.19): npm only
// warns (EBADENGINE), and such a package may use an API that Node lacks. Run by CI after install.
//
//   node scripts/check-engines.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const oldest = semver.minVersion(own.engines.node).version;

/**
 * Packages known to exclude it, each with why it is tolerated. Keep this short: each entry is a
 * package that cannot be replaced by a version that runs on `oldest`.
 */
const TOLERATED = {
  // Every published version needs Node 22; @prisma/dev (a fixed dependency of the prisma CLI)
  // imports it only inside `prisma dev`, the CLI's local database server, which this project never
  // runs (it uses the CLI for `prisma generate` only). An older @prisma/dev without it brings a
  // second PGlite and would not match the CLI's `prisma dev`.
  '@prisma/streams-local': 'loaded only by `prisma dev`, never run here',
};

/** Every installed package's directory, nested node_modules included. */
function* packages(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
    if (entry.name.startsWith('@')) {
      yield* packages(full);
      continue;
    }
    if (existsSync(path.join(full, 'package.json'))) yield full;
    yield* packages(path.join(full, 'node_modules'));
  }
}

const excluded = [];
const tolerated = [];
let checked = 0;
for (const dir of packages(path.join(root, 'node_modules'))) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    continue; // not a package (a fixture or a partial directory)
  }
  const range = manifest.engines?.node;
  if (typeof range !== 'string' || !manifest.name) continue;
  checked++;
  if (!semver.validRange(range) || semver.satisfies(oldest, range, { includePrerelease: true })) continue;
  const line = `${manifest.name}@${manifest.version} needs Node ${range} (${path.relative(root, dir)})`;
  (TOLERATED[manifest.name] ? tolerated : excluded).push(TOLERATED[manifest.name] ? `${line}: ${TOLERATED[manifest.name]}` : line);
}

console.log(`Installed packages against Node ${oldest} (package.json engines "${own.engines.node}"): ${checked} declare a Node range.`);
for (const line of tolerated) console.log(`  tolerated: ${line}`);
if (excluded.length) {
  console.error(`${excluded.length} installed package(s) do not run on Node ${oldest}:`);
  for (const line of excluded) console.error(`  ${line}`);
  console.error('Choose a version whose engines include it (a direct dependency, or "overrides" in package.json for a transitive one).');
  process.exit(1);
}
console.log('All others include it.');
