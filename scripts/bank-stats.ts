// npm run bank:stats: the bank against its targets: counts by domain, difficulty and scenario share,
// and the cues that would let a candidate answer without the subject. `--items` lists each item's cues;
// `--freeze-vocabulary` first rewrites the frozen everyday vocabulary from the bank (see bankStats.ts).
import { writeFileSync } from 'node:fs';
import { readBank } from '../graph/practice/bank.ts';
import {
  BANK_TARGETS_MET,
  bankVocabulary,
  interactiveReport,
  REWRITTEN_DOMAINS,
  singleChoice,
  TARGETS,
  targetReport,
  VOCABULARY_FILE,
} from '../graph/practice/bankStats.ts';

const bank = readBank();
const questions = singleChoice(bank);
if (process.argv.includes('--freeze-vocabulary')) {
  const words = [...bankVocabulary(questions)].sort();
  writeFileSync(VOCABULARY_FILE, `${JSON.stringify(words, null, 1)}\n`);
  console.log(`froze ${words.length} everyday word stems in ${VOCABULARY_FILE.pathname}`);
}
const { stats, report } = targetReport(questions);
const pct = (n: number, d = 1) => `${((100 * n) / d).toFixed(1)}%`;
const t = TARGETS.difficulty;

console.log(
  `| domain | questions | share | outline weight | easy (${pct(t.easy)}) | medium (${pct(t.medium)}) | hard (${pct(t.hard)}) | scenario (>= ${pct(TARGETS.scenario)}) |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of stats.rows) {
  console.log(
    `| ${r.domain} | ${r.total} | ${pct(r.total, stats.total)} | ${pct(r.weight)} | ${r.easy} | ${r.medium} | ${r.hard} | ${r.scenario} (${pct(r.scenario, r.total)}) |`,
  );
}
const { easy, medium, hard } = stats.difficulty;
console.log(
  `| **all** | **${stats.total}** | 100% | 100% | ${easy} (${pct(easy, stats.total)}) | ${medium} (${pct(medium, stats.total)}) | ${hard} (${pct(hard, stats.total)}) | ${stats.scenario} (${pct(stats.scenario, stats.total)}) |`,
);

console.log(
  `\n| domain | key longest (<= ${pct(TARGETS.keyLongest)}) | key in two longest (<= ${pct(TARGETS.keyTopTwo)}) | options-only solver (<= ${pct(TARGETS.optionsOnly)}) | key length rank 1st/2nd/3rd/4th | key position A/B/C/D | length ratio | lone echo (key) | rewritten |`,
);
console.log('|---|---:|---:|---:|---|---|---:|---:|---|');
for (const r of [...stats.rows, { domain: '**all**', enumValue: undefined, cues: stats.cues }]) {
  const c = r.cues;
  const rewritten = r.enumValue ? (REWRITTEN_DOMAINS.includes(r.enumValue) ? 'yes' : 'no') : `${REWRITTEN_DOMAINS.length}/8`;
  console.log(
    `| ${r.domain} | ${pct(c.keyLongest)} | ${pct(c.keyTopTwo)} | ${pct(c.optionsOnly)} | ${c.lengthRanks.map((x) => pct(x)).join('/')} | ${c.positions.join('/')} | ${c.lengthRatio} | ${c.loneEcho} (${c.keyEcho}) | ${rewritten} |`,
  );
}

console.log('\n| target | bank | met |');
console.log('|---|---:|---|');
for (const row of report) console.log(`| ${row.target} | ${row.value} | ${row.met ? 'yes' : 'NO'} |`);
const unmet = report.filter((r) => !r.met).length;
console.log(
  `\n${unmet ? `${unmet} targets not yet met` : 'every target met'}; BANK_TARGETS_MET = ${BANK_TARGETS_MET}${!unmet && !BANK_TARGETS_MET ? ' (flip it in graph/practice/bankStats.ts)' : ''}`,
);

// The item types (decision 017): the single-choice figures above are over single-choice items only.
const interactive = interactiveReport(bank);
console.log('\n| domain | single choice | ordering | matching | hotspot |');
console.log('|---|---:|---:|---:|---:|');
for (const r of interactive.counts.rows) console.log(`| ${r.domain} | ${r.singleChoice} | ${r.ordering} | ${r.matching} | ${r.hotspot} |`);
const c = interactive.counts;
console.log(`| **all** | **${c.singleChoice}** | **${c.ordering}** | **${c.matching}** | **${c.hotspot}** |`);
console.log('\n| interactive target | bank | met |');
console.log('|---|---:|---|');
for (const row of interactive.report) console.log(`| ${row.target} | ${row.value} | ${row.met ? 'yes' : 'NO'} |`);

if (process.argv.includes('--items')) {
  console.log('');
  for (const { id, problems } of stats.cues.withCues) console.log(`${id}: ${problems.join('; ')}`);
}
