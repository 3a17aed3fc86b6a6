/**
 * The adaptive test itself, without storage: which item comes next, and what the answers so far
 * say. The exam server (exams.ts) and the simulation (scripts/exam-simulate.ts) both drive it.
 */
import type { Domain } from '../generated/prisma/enums.ts';
import { estimateAbilityEap, selectMaximumInformation, type AbilityEstimate, type ItemParameters } from './irt.ts';
import { decide, domainStanding, nextDomain, scaledScore, type Decision, type DomainStanding, type ExamRules } from './rules.ts';

export interface PoolItem {
  id: string;
  domain: Domain;
  item: ItemParameters;
  /** Answers calibration has seen: pretest slots go to the items it knows least. */
  responses: number;
}

export interface AdministeredItem {
  id: string;
  domain: Domain;
  item: ItemParameters;
  pretest: boolean;
  correct: boolean;
}

/** How many items the randomesque exposure control draws among. */
export const RANDOMESQUE = 5;

/**
 * The next item for position `administered.length`: the domain lagging its weight most, then in
 * a pretest slot the least-answered item of that domain (its answers feed calibration, not the
 * score), else the most informative at the current ability, among the top few.
 */
export function nextItem(
  pool: readonly PoolItem[],
  administered: readonly AdministeredItem[],
  pretestPositions: readonly number[],
  random: () => number,
): { item: PoolItem; pretest: boolean } | undefined {
  const used = new Set(administered.map((a) => a.id));
  const left = pool.filter((p) => !used.has(p.id));
  if (left.length === 0) return undefined;
  const counts: Partial<Record<Domain, number>> = {};
  for (const a of administered) counts[a.domain] = (counts[a.domain] ?? 0) + 1;
  const domain = nextDomain(counts, new Set(left.map((p) => p.domain)));
  const inDomain = left.filter((p) => p.domain === domain);
  const pretest = pretestPositions.includes(administered.length);
  if (pretest) {
    const fewest = Math.min(...inDomain.map((p) => p.responses));
    const least = inDomain.filter((p) => p.responses === fewest);
    return { item: least[Math.floor(random() * least.length)], pretest };
  }
  const { theta } = abilityOf(administered);
  const id = selectMaximumInformation(
    inDomain.map((p) => ({ item: p.item, value: p.id })),
    theta,
    { randomesque: RANDOMESQUE, random },
  );
  return { item: inDomain.find((p) => p.id === id)!, pretest };
}

/** The ability from the scored (non-pretest) answers: EAP under a N(0, 1) prior. */
export function abilityOf(administered: readonly AdministeredItem[]): AbilityEstimate {
  return estimateAbilityEap(administered.filter((a) => !a.pretest));
}

/** The ability after each scored answer, in order: what the last-75 rule on a time-out reads. */
export function abilityTrail(administered: readonly AdministeredItem[]): number[] {
  const scored = administered.filter((a) => !a.pretest);
  return scored.map((_, i) => estimateAbilityEap(scored.slice(0, i + 1)).theta);
}

export function decisionAfter(administered: readonly AdministeredItem[], rules: ExamRules): Decision {
  return decide(administered.length, abilityOf(administered), rules);
}

export interface DomainReport {
  domain: Domain;
  scoredItems: number;
  correct: number;
  standing: DomainStanding;
}

export interface ExamScore {
  ability: AbilityEstimate;
  scaledScore: number;
  domains: DomainReport[];
}

/** The score of a finished exam: the ability, its scaled figure, and the report by domain. */
export function scoreExam(administered: readonly AdministeredItem[]): ExamScore {
  const ability = abilityOf(administered);
  const byDomain = new Map<Domain, AdministeredItem[]>();
  for (const a of administered) {
    if (a.pretest) continue;
    byDomain.set(a.domain, [...(byDomain.get(a.domain) ?? []), a]);
  }
  const domains = [...byDomain.entries()].map(([domain, items]) => ({
    domain,
    scoredItems: items.length,
    correct: items.filter((i) => i.correct).length,
    standing: domainStanding(estimateAbilityEap(items)),
  }));
  return { ability, scaledScore: scaledScore(ability.theta), domains };
}
