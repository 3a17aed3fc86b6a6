/**
 * Where a V8 CPU profile's time went, by library: self time per npm package (scoped packages by
 * scope/name), per file of the app's own code, Node's internals, GC and idle, and, per package,
 * the time spent inside it and everything it called (inclusive: a frame counts once per sample
 * however deep the package recurses). For the profiles `npm run bench -- --cpu-prof DIR` writes.
 *
 *   npx tsx scripts/profile-summary.ts /tmp/prof/postgresql/CPU.*.cpuprofile [--top 25]
 *
 * Start-up is left out: a sample whose stack loads a module (Node's module loaders, tsx, a module
 * being evaluated) or reads the question bank is not a request's. Percentages are of the samples
 * left, idle included; "busy" is the rest without idle.
 */
import { readFileSync, statSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const TOP = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--top');
const STARTUP = (b: string) =>
  b.startsWith('node internal/modules') || b === 'tsx' || b === 'native evaluate' || b.startsWith('app graph/practice/bank') || b.startsWith('app graph/db/');
// The main thread's profile is the largest (tsx's loader thread writes an idle one beside it).
const file = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (!file) throw new Error('usage: profile-summary.ts PROFILE.cpuprofile...');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

function bucket(frame: Node['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8 (program)';
    if (functionName === '(root)') return 'root';
    return `native ${functionName || '(anonymous)'}`;
  }
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:internal/')) return `node internal/${url.slice('node:internal/'.length).split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return `node ${url.slice(5).split('/')[0]}`;
  const root = url.indexOf('/graph/') >= 0 ? url.indexOf('/graph/') : url.indexOf('/rest-adapter/');
  return root >= 0 ? `app ${url.slice(root + 1).replace(/^file:\/\//, '')}` : url;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let skipped = 0;
const stackOf = (id: number) => {
  const buckets: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) buckets.push(bucket(byId.get(at)!.callFrame));
  return buckets;
};
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  if (stackOf(id).some(STARTUP)) {
    skipped += dt;
    return;
  }
  total += dt;
  const node = byId.get(id)!;
  const own = bucket(node.callFrame);
  self.set(own, (self.get(own) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const b = bucket(byId.get(at)!.callFrame);
    if (!seen.has(b)) {
      seen.add(b);
      inclusive.set(b, (inclusive.get(b) ?? 0) + dt);
    }
  }
});

const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
const idle = self.get('idle') ?? 0;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled after start-up (${(skipped / 1e6).toFixed(1)} s of start-up left out), busy ${pct(total - idle)}`);
console.log('\nself time (the code running at each sample):');
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(us)}  ${name}`);
console.log('\ninclusive (inside a package and what it called):');
for (const [name, us] of [...inclusive]
  .filter(([n]) => n !== 'root')
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP))
  console.log(`  ${pct(us)}  ${name}`);
