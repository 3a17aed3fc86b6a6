// npm run bank:blind: the blind review of decision 003.
//   sample --out DIR [--size 240] [--seed 1] [--domain <name>] [--ids FILE] [--parts N]
//     draws items at random and writes what each solver may see: DIR/stem-and-options.md for the
//     solver who answers as a candidate, DIR/options-only.md (stem hidden) for the solver who tries to
//     find the key from the options alone, and DIR/key.json, which neither solver may open.
//     --ids draws only from the ids listed in FILE (one per line; every listed item when --size is
//     left out); --parts also splits both files into N consecutive parts (stem-and-options.part1.md,
//     ...), one per solver, keeping the labels, so several solvers' answers merge into one file. The
//     drawn items are the same; their order puts the members of one family in different parts where
//     the parts allow, because a reader who meets two items sharing an option set reads each against
//     the other, which no exam does.
//     Single-choice items only: the other types have no four options to hide a stem from.
//   score DIR
//     compares DIR/answers-stem.json and/or DIR/answers-options.json ({"Q1": {"choice": "B"}, ...}),
//     and any further solver's answers-stem-2.json, answers-options-2.json, ...,
//     with the key: agreement, options-only hit rate, each with a 95% interval, by domain, for items
//     in families (their roots and their siblings) and outside them, and the items the candidate
//     solver got wrong. A candidate solver who knows the exam may also judge each item against it
//     ({"vsExam": "easier" | "same" | "harder", "level": "easy" | "medium" | "hard"}): the share judged
//     easier than the exam, and of the items labelled hard the share the solver calls hard.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readBank, type BankQuestion } from '../graph/practice/bank.ts';
import { domainName } from '../graph/practice/domains.ts';

const LETTERS = ['A', 'B', 'C', 'D'];

interface KeyEntry {
  id: string;
  key: string;
  topic: string;
  difficulty: string;
  /** The item's family (tag `family:<id>`): items sharing one option set, each keyed to a different option. */
  family?: string;
  /** root: the item a family's siblings were written from (it may carry no tag); sibling; or none. */
  role?: 'root' | 'sibling' | 'none';
}
type Answers = Record<string, { choice?: string; vsExam?: string; level?: string }>;

/** mulberry32: a small seeded generator, so a sample can be drawn again from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function drawSample(questions: BankQuestion[], size: number, seed: number): BankQuestion[] {
  const next = random(seed);
  const pool = [...questions];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.min(size, pool.length));
}

/** Wilson score interval for a proportion, 95%. */
export function wilson(hits: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = hits / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const familyTag = (q: { tags: readonly string[] }) => q.tags.find((t) => t.startsWith('family:'))?.slice('family:'.length);

/**
 * Each item's family and its place in it. A root is a family member though it may carry no tag: an
 * options-only rule wins the root and loses its siblings, so the family, not the tag, is the unit.
 */
export type FamilyRole = { family?: string; role: 'root' | 'sibling' | 'none' };

export function familyRoles(questions: readonly BankQuestion[]): Map<string, FamilyRole> {
  const roots = new Set(questions.map(familyTag).filter((root): root is string => root !== undefined));
  const roleOf = (q: BankQuestion): FamilyRole => {
    const tag = familyTag(q);
    if (roots.has(q.id)) return { family: q.id, role: 'root' };
    return tag ? { family: tag, role: 'sibling' } : { role: 'none' };
  };
  return new Map(questions.map((q) => [q.id, roleOf(q)]));
}

/**
 * The drawn items in `parts` parts of at most ceil(n / parts): each family's members go to different
 * parts while a part without that family has room, else to the part with most room; items outside
 * families fill the room left. Each part keeps the drawn order; one part is the sample as drawn.
 */
export function spreadFamilies<T extends { id: string }>(sample: readonly T[], roles: ReadonlyMap<string, FamilyRole>, parts: number): T[][] {
  if (parts <= 1) return [[...sample]];
  const capacity = Math.ceil(sample.length / parts);
  const bins: T[][] = Array.from({ length: parts }, () => []);
  const families = new Map<string, T[]>();
  const loose: T[] = [];
  for (const q of sample) {
    const family = roles.get(q.id)?.family;
    if (family === undefined) loose.push(q);
    else families.set(family, [...(families.get(family) ?? []), q]);
  }
  const room = (bin: T[]) => capacity - bin.length;
  // Largest families first, so a family of three still finds three parts with room.
  for (const members of [...families.values()].sort((a, b) => b.length - a.length)) {
    const used = new Set<number>();
    for (const q of members) {
      const open = bins.map((bin, i) => i).filter((i) => room(bins[i]) > 0);
      const fresh = open.filter((i) => !used.has(i));
      const pick = (fresh.length ? fresh : open).reduce((best, i) => (room(bins[i]) > room(bins[best]) ? i : best));
      bins[pick].push(q);
      used.add(pick);
    }
  }
  for (const q of loose) bins[bins.findIndex((bin) => room(bin) > 0)].push(q);
  const drawn = new Map(sample.map((q, i) => [q.id, i]));
  return bins.map((bin) => bin.sort((a, b) => drawn.get(a.id)! - drawn.get(b.id)!));
}

function writeSample(out: string, drawn: BankQuestion[], roles: ReturnType<typeof familyRoles>, parts = 1) {
  const split = spreadFamilies(drawn, roles, parts);
  const sample = split.flat();
  mkdirSync(out, { recursive: true });
  const stem: string[] = [`# ${sample.length} CISSP questions: choose the single BEST answer for each\n`];
  const optionsOnly: string[] = [`# ${sample.length} items, question hidden: guess which option is the keyed answer\n`];
  const key: Record<string, KeyEntry> = {};
  sample.forEach((q, i) => {
    const label = `Q${i + 1}`;
    const options = q.options.map((o, k) => `${LETTERS[k]}. ${o}`).join('\n');
    stem.push(`## ${label}\n${q.text}\n\n${options}\n`);
    optionsOnly.push(`## ${label}\n${options}\n`);
    key[label] = { id: q.id, key: LETTERS[q.options.indexOf(q.correctAnswer)], topic: domainName(q.topic), difficulty: q.difficulty, ...roles.get(q.id) };
  });
  writeFileSync(path.join(out, 'stem-and-options.md'), stem.join('\n'));
  writeFileSync(path.join(out, 'options-only.md'), optionsOnly.join('\n'));
  if (split.length > 1) {
    let start = 0;
    for (const [p, part] of split.entries()) {
      const items = [start, start + part.length];
      start += part.length;
      const slice = (lines: string[]) => lines.slice(1 + items[0], 1 + items[1]);
      const heading = (what: string) => `# Items Q${items[0] + 1}-Q${items[1]}: ${what}\n`;
      writeFileSync(path.join(out, `stem-and-options.part${p + 1}.md`), [heading('choose the single BEST answer for each'), ...slice(stem)].join('\n'));
      writeFileSync(
        path.join(out, `options-only.part${p + 1}.md`),
        [heading('question hidden: guess which option is the keyed answer'), ...slice(optionsOnly)].join('\n'),
      );
    }
  }
  writeFileSync(path.join(out, 'key.json'), `${JSON.stringify(key, null, 1)}\n`);
  console.log(`wrote ${sample.length} items to ${out} (give each solver only its own .md file)`);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function score(dir: string) {
  const key = JSON.parse(readFileSync(path.join(dir, 'key.json'), 'utf8')) as Record<string, KeyEntry>;
  const labels = Object.keys(key);
  // answers-stem.json and answers-options.json, and a second solver's answers-stem-2.json, ...
  const files = readdirSync(dir)
    .filter((f) => /^answers-(stem|options)(-\d+)?\.json$/.test(f))
    .sort();
  for (const file of files) {
    const title = file.startsWith('answers-stem')
      ? 'candidate solver (stem and options): agreement with the key'
      : 'options-only solver (stem hidden): hit rate';
    const at = path.join(dir, file);
    console.log(`\n${file}`);
    const answers = JSON.parse(readFileSync(at, 'utf8')) as Answers;
    const hit = (label: string) => answers[label]?.choice === key[label].key;
    const hits = labels.filter(hit).length;
    const [low, high] = wilson(hits, labels.length);
    console.log(`${title}: ${hits} of ${labels.length} = ${pct(hits / labels.length)} (95% interval ${pct(low)}-${pct(high)})`);
    const topics = [...new Set(labels.map((l) => key[l].topic))].sort();
    for (const topic of topics) {
      const mine = labels.filter((l) => key[l].topic === topic);
      console.log(`  ${topic}: ${mine.filter(hit).length} of ${mine.length} = ${pct(mine.filter(hit).length / mine.length)}`);
    }
    // Samples drawn before roles were recorded only know the tag: a tagged item is a sibling.
    const role = (l: string) => key[l].role ?? (key[l].family ? 'sibling' : 'none');
    for (const [name, mine] of [
      ['items in families', labels.filter((l) => role(l) !== 'none')],
      ['  their roots', labels.filter((l) => role(l) === 'root')],
      ['  their siblings', labels.filter((l) => role(l) === 'sibling')],
      ['items outside families', labels.filter((l) => role(l) === 'none')],
    ] as const) {
      const [low, high] = wilson(mine.filter(hit).length, mine.length);
      if (mine.length && mine.length < labels.length)
        console.log(`  ${name}: ${mine.filter(hit).length} of ${mine.length} = ${pct(mine.filter(hit).length / mine.length)} (${pct(low)}-${pct(high)})`);
    }
    if (file.startsWith('answers-stem')) {
      for (const l of labels.filter((x) => !hit(x))) console.log(`  missed ${l} ${key[l].id}: key ${key[l].key}, chose ${answers[l]?.choice ?? '-'}`);
      const judged = labels.filter((l) => answers[l]?.vsExam);
      if (judged.length) {
        const easier = judged.filter((l) => answers[l].vsExam === 'easier').length;
        const harder = judged.filter((l) => answers[l].vsExam === 'harder').length;
        console.log(
          `  against the exam: ${easier} of ${judged.length} easier (${pct(easier / judged.length)}), ${judged.length - easier - harder} the same, ${harder} harder`,
        );
      }
      const hard = labels.filter((l) => key[l].difficulty === 'hard' && answers[l]?.level);
      if (hard.length) {
        const asHard = hard.filter((l) => answers[l].level === 'hard').length;
        console.log(`  labelled hard, judged hard: ${asHard} of ${hard.length} (${pct(asHard / hard.length)})`);
      }
      // Issue 25's measure: an item labelled hard is "as hard as the exam or harder" unless judged easier than it.
      const hardJudged = labels.filter((l) => key[l].difficulty === 'hard' && answers[l]?.vsExam);
      if (hardJudged.length) {
        const notEasier = hardJudged.filter((l) => answers[l].vsExam !== 'easier').length;
        console.log(`  labelled hard, as hard as the exam or harder: ${notEasier} of ${hardJudged.length} (${pct(notEasier / hardJudged.length)})`);
      }
    }
  }
}

const [command, ...rest] = process.argv.slice(2);
if (import.meta.url !== pathToFileURL(process.argv[1] ?? '').href) {
  // Imported (by the tests): no command to run.
} else if (command === 'sample') {
  const { values } = parseArgs({
    args: rest,
    options: {
      out: { type: 'string' },
      size: { type: 'string' },
      seed: { type: 'string', default: '1' },
      domain: { type: 'string' },
      ids: { type: 'string' },
      parts: { type: 'string', default: '1' },
    },
  });
  const ids = values.ids ? new Set(readFileSync(values.ids, 'utf8').split(/\s+/).filter(Boolean)) : undefined;
  const bank = readBank().filter((q) => q.type === 'SINGLE_CHOICE');
  const questions = bank
    .filter((q) => !values.domain || q.topic === values.domain || domainName(q.topic) === values.domain)
    .filter((q) => !ids || ids.has(q.id));
  const size = Number(values.size ?? (ids ? questions.length : 240));
  const seed = Number(values.seed);
  const parts = Number(values.parts);
  if (!values.out || !Number.isInteger(size) || size < 1 || !Number.isInteger(seed) || !Number.isInteger(parts) || parts < 1) {
    console.error('usage: npm run bank:blind -- sample --out DIR [--size 240] [--seed 1] [--domain <name>] [--ids FILE] [--parts N]');
    process.exit(2);
  }
  writeSample(values.out, drawSample(questions, size, seed), familyRoles(bank), parts);
} else if (command === 'score' && rest[0]) {
  score(rest[0]);
} else {
  console.error('usage: npm run bank:blind -- sample --out DIR [...] | score DIR');
  process.exit(2);
}
