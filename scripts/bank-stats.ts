// npm run bank:stats: counts by domain and difficulty, and the share of scenario questions.
import { readBank } from '../graph/practice/bank.ts';
import { bankStats } from '../graph/practice/bankStats.ts';

const stats = bankStats(readBank());
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log('| domain | questions | share | outline weight | easy | medium | hard | scenario |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of stats.rows) {
  console.log(`| ${r.domain} | ${r.total} | ${pct(r.total, stats.total)} | ${pct(r.weight, 1)} | ${r.easy} | ${r.medium} | ${r.hard} | ${r.scenario} (${pct(r.scenario, r.total)}) |`);
}
const { easy, medium, hard } = stats.difficulty;
console.log(`| **all** | **${stats.total}** | 100% | 100% | ${easy} (${pct(easy, stats.total)}) | ${medium} (${pct(medium, stats.total)}) | ${hard} (${pct(hard, stats.total)}) | ${stats.scenario} (${pct(stats.scenario, stats.total)}) |`);
console.log(`\nCorrect option position (A-D): ${stats.correctPositions.join(' / ')}`);
