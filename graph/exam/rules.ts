/**
 * The rules of the CISSP computerized adaptive test as given since April 2024, in one place:
 * its length, its clock, its pretest items, its domain weights, when it stops, how a time-out is
 * scored, and how an ability becomes a scaled score and a report by domain.
 */
import type { Domain } from '../generated/prisma/enums.ts';

export interface ExamRules {
  /** The exam never ends on a confidence decision before this many items (pretest included). */
  minItems: number;
  /** ... and never runs past this many. */
  maxItems: number;
  /** Unscored items among the first `minItems`; the candidate is not told which. */
  pretestItems: number;
  timeLimitSeconds: number;
  /** Ordering, matching and hotspot items, each in one of the first `minItems` positions (decision 017). */
  interactiveItems: number;
}

/** Items of an exam's maximum length per interactive item: 5 in the real exam's 150. */
const ITEMS_PER_INTERACTIVE = 30;

/** The real exam: 100 to 150 items, 25 of them pretest, 5 of them drag-and-drop or hotspot, 3 hours. */
export const CAT_RULES: ExamRules = {
  minItems: 100,
  maxItems: 150,
  pretestItems: 25,
  timeLimitSeconds: 3 * 60 * 60,
  interactiveItems: 150 / ITEMS_PER_INTERACTIVE,
};

/** The pacing budget the coach compares against: 3 hours over 150 items. */
export const SECONDS_PER_ITEM = 72;

/**
 * A shortened exam of `maxItems` items for tests and demos (the EXAM_ITEMS setting), with the
 * real exam's proportions: it may stop at two thirds, a sixth of the minimum is pretest, one item in
 * 30 is interactive (none below 15 items) unless `interactiveItems` says how many (a demo that shows
 * every kind in a short exam: the EXAM_INTERACTIVE_ITEMS setting).
 */
export function shortenedRules(maxItems: number, interactiveItems?: number): ExamRules {
  const minItems = Math.max(2, Math.round((maxItems * 2) / 3));
  return {
    minItems,
    maxItems,
    pretestItems: Math.floor(minItems / 4),
    timeLimitSeconds: CAT_RULES.timeLimitSeconds,
    interactiveItems: Math.min(minItems, interactiveItems ?? Math.round(maxItems / ITEMS_PER_INTERACTIVE)),
  };
}

/** The weights of the 2024 outline, in per cent of the exam. */
export const DOMAIN_WEIGHTS: Readonly<Record<Domain, number>> = {
  SECURITY_AND_RISK_MANAGEMENT: 16,
  ASSET_SECURITY: 10,
  SECURITY_ARCHITECTURE_AND_ENGINEERING: 13,
  COMMUNICATION_AND_NETWORK_SECURITY: 13,
  IDENTITY_AND_ACCESS_MANAGEMENT: 13,
  SECURITY_ASSESSMENT_AND_TESTING: 12,
  SECURITY_OPERATIONS: 13,
  SOFTWARE_DEVELOPMENT_SECURITY: 10,
};

/** The passing standard on the ability scale; the item priors are placed around it (irt.ts). */
export const PASSING_THETA = 0;
export const PASSING_SCORE = 700;

/** z of a two-sided 95% confidence interval. */
const Z95 = 1.959964;

/**
 * The domain whose share of the items so far lags its weight the most: drawing the next item from
 * it keeps every prefix of the exam close to the outline's weights.
 */
export function nextDomain(counts: Readonly<Partial<Record<Domain, number>>>, available?: ReadonlySet<Domain>): Domain {
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  let best: Domain | undefined;
  let bestDeficit = -Infinity;
  for (const [domain, weight] of Object.entries(DOMAIN_WEIGHTS) as [Domain, number][]) {
    if (available && !available.has(domain)) continue;
    const deficit = ((total + 1) * weight) / 100 - (counts[domain] ?? 0);
    if (deficit > bestDeficit) {
      bestDeficit = deficit;
      best = domain;
    }
  }
  if (!best) throw new Error('No domain has items left');
  return best;
}

/** Which of the first `minItems` positions (0-based) hold pretest items, drawn at random. */
export function drawPretestPositions(rules: ExamRules, random: () => number): number[] {
  const positions = Array.from({ length: rules.minItems }, (_, i) => i);
  for (let i = positions.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [positions[i], positions[j]] = [positions[j], positions[i]];
  }
  return positions.slice(0, rules.pretestItems).sort((x, y) => x - y);
}

export type Decision = 'CONTINUE' | 'PASS' | 'FAIL';

/**
 * After an answer: from the minimum length on, stop as soon as the 95% confidence interval of the
 * ability lies wholly above (pass) or below (fail) the standard; at the maximum length the
 * estimate decides alone.
 */
export function decide(administered: number, ability: { theta: number; standardError: number }, rules: ExamRules): Decision {
  if (administered >= rules.maxItems) return ability.theta >= PASSING_THETA ? 'PASS' : 'FAIL';
  if (administered < rules.minItems) return 'CONTINUE';
  if (ability.theta - Z95 * ability.standardError > PASSING_THETA) return 'PASS';
  if (ability.theta + Z95 * ability.standardError < PASSING_THETA) return 'FAIL';
  return 'CONTINUE';
}

/**
 * A time-out: short of the minimum length it fails; otherwise the last-75 rule looks at the
 * ability estimate after each of the last scored items (75 on the real exam: the minimum less
 * the pretest) and passes only if every one of them was at or above the standard.
 * `thetaAfterEachScored` is in answer order.
 */
export function decideOnTimeout(administered: number, thetaAfterEachScored: readonly number[], rules: ExamRules): 'PASS' | 'FAIL' {
  if (administered < rules.minItems) return 'FAIL';
  const window = rules.minItems - rules.pretestItems;
  const last = thetaAfterEachScored.slice(-window);
  return last.length > 0 && last.every((theta) => theta >= PASSING_THETA) ? 'PASS' : 'FAIL';
}

/**
 * A scaled-score-like figure on 0-1000 with the standard at 700: linear in the ability, 150 points
 * per unit, so 1000 is two units above the standard and 0 about 4.7 below. It is a reading of
 * this simulator's scale, not ISC2's (whose conversion is unpublished).
 */
export function scaledScore(theta: number): number {
  return Math.max(0, Math.min(1000, Math.round(PASSING_SCORE + 150 * (theta - PASSING_THETA))));
}

export type DomainStanding = 'ABOVE' | 'NEAR' | 'BELOW';

/**
 * A domain's standing, like the official report's "above / near / below the proficiency
 * standard": clear of the standard by more than one standard error either way, else near.
 * A domain holds only 10 to 20 scored items, so a 95% interval would call almost everything near.
 */
export function domainStanding(ability: { theta: number; standardError: number }): DomainStanding {
  if (ability.theta - ability.standardError > PASSING_THETA) return 'ABOVE';
  if (ability.theta + ability.standardError < PASSING_THETA) return 'BELOW';
  return 'NEAR';
}
