// npm run exam:simulate [-- --candidates 1000 --seed 2024]: simulated candidates of known ability
// take the adaptive exam over the real bank; prints the pass/fail classification accuracy, the mean
// test length and the ability RMSE. Items answer by "true" parameters drawn around the label priors
// (difficulty: label + N(0, 0.5²), discrimination: exp(N(0, 0.25²))); the exam selects and scores
// either with those true values (as after calibration) or with the label priors alone.
import { parseArgs } from 'node:util';
import { abilityOf, decisionAfter, nextItem, scoreExam, type AdministeredItem, type PoolItem } from '../graph/exam/cat.ts';
import { LABEL_PRIORS, normalRandom, probability, seededRandom, type ItemParameters } from '../graph/exam/irt.ts';
import { CAT_RULES, drawPretestPositions, PASSING_THETA } from '../graph/exam/rules.ts';
import { readBank } from '../graph/practice/bank.ts';

const { values } = parseArgs({ options: { candidates: { type: 'string', default: '1000' }, seed: { type: 'string', default: '2024' } } });
const candidates = Number(values.candidates);
const seed = Number(values.seed);

const bank = readBank();
const itemRandom = seededRandom(seed);
const truth = new Map<string, ItemParameters>(
  bank.map((q) => [
    q.id,
    { a: Math.exp(0.25 * normalRandom(itemRandom)), b: LABEL_PRIORS[q.difficulty].b + 0.5 * normalRandom(itemRandom) },
  ]),
);

function simulate(label: string, known: (id: string, difficulty: keyof typeof LABEL_PRIORS) => ItemParameters) {
  const pool: PoolItem[] = bank.map((q) => ({ id: q.id, domain: q.topic, item: known(q.id, q.difficulty), responses: 0 }));
  const random = seededRandom(seed + 1);
  let correctDecisions = 0;
  let totalLength = 0;
  let squaredError = 0;
  const started = performance.now();
  for (let c = 0; c < candidates; c += 1) {
    const theta = normalRandom(random);
    const pretest = drawPretestPositions(CAT_RULES, random);
    const administered: AdministeredItem[] = [];
    let decision = 'CONTINUE';
    while (decision === 'CONTINUE') {
      const next = nextItem(pool, administered, pretest, random);
      if (!next) break;
      const correct = random() < probability(theta, truth.get(next.item.id)!);
      administered.push({ id: next.item.id, domain: next.item.domain, item: next.item.item, pretest: next.pretest, correct });
      decision = decisionAfter(administered, CAT_RULES);
    }
    const estimate = abilityOf(administered).theta;
    scoreExam(administered);
    if ((decision === 'PASS') === theta >= PASSING_THETA) correctDecisions += 1;
    totalLength += administered.length;
    squaredError += (estimate - theta) ** 2;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `| ${label} | ${candidates} | ${((100 * correctDecisions) / candidates).toFixed(1)}% | ${(totalLength / candidates).toFixed(1)} | ${Math.sqrt(squaredError / candidates).toFixed(3)} | ${seconds} s |`,
  );
}

console.log(`Bank: ${bank.length} items; candidates' ability ~ N(0, 1); passing standard theta = ${PASSING_THETA}; seed ${seed}.\n`);
console.log('| exam knows | candidates | classification accuracy | mean length | ability RMSE | run time |');
console.log('|---|---:|---:|---:|---:|---:|');
simulate('true item parameters (calibrated)', (id) => truth.get(id)!);
simulate('label priors only (uncalibrated)', (_, difficulty) => LABEL_PRIORS[difficulty]);
