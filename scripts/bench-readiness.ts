// CPU time of one readiness estimate (graph/exam/readiness.ts `estimateReadiness`), the dashboard's
// one long synchronous step, for histories of several sizes: the estimate runs on the event loop, so
// a heavy learner's dashboard holds every other request for this long.
//   npx tsx scripts/bench-readiness.ts
import { estimateReadiness, type ReadinessAnswer } from '../graph/exam/readiness.ts';
import { DOMAINS } from '../graph/practice/domains.ts';

const domains = DOMAINS.map((d) => d.domain);
for (const size of [20, 150, 500, 2000]) {
  // Answers spread over the domains and three label difficulties, a third wrong, a tenth of a day apart.
  const answers: ReadinessAnswer[] = Array.from({ length: size }, (_, i) => ({
    domain: domains[i % domains.length],
    item: { a: 1, b: (i % 7) / 3 - 1 },
    correct: i % 3 !== 0,
    ageDays: i / 10,
  }));
  const runs = Math.max(50, Math.round(20_000 / size));
  for (let i = 0; i < runs; i += 1) estimateReadiness(answers);
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) estimateReadiness(answers);
  console.log(
    `${String(size).padStart(5)} answers: ${((performance.now() - started) / runs).toFixed(3)} ms an estimate (${estimateReadiness(answers).status})`,
  );
}
