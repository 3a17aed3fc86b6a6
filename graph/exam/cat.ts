/**
 * The adaptive test itself, without storage: which item comes next, and what the answers so far
 * say. The exam server (exams.ts) and the simulation (scripts/exam-simulate.ts) both drive it.
 */
import type { Domain, QuestionType } from '../generated/prisma/enums.ts';
import { abilityPosterior, estimateAbilityEap, expectedInformation, seededRandom, type AbilityEstimate, type ItemParameters } from './irt.ts';
import { decide, domainStanding, nextDomain, scaledScore, type Decision, type DomainStanding, type ExamRules } from './rules.ts';
import { familyOf } from '../practice/families.ts';

export interface PoolItem {
  id: string;
  domain: Domain;
  item: ItemParameters;
  /**
   * The standard error of the item's difficulty: the label prior's SD while uncalibrated, the
   * calibration's otherwise. Selection averages information over it (irt.ts expectedInformation).
   * Absent: known exactly (a simulation that hands the exam the true parameters).
   */
  difficultySe?: number;
  /** The same for the discrimination; absent while it is fixed at the prior's 1. */
  discriminationSe?: number;
  /** Answers calibration has seen: pretest slots go to the items it knows least. */
  responses: number;
  /** Keys no two items of one exam may share: the item's family and its option set (exclusiveKeys). */
  exclusive?: readonly string[];
  /** An ordering, matching or hotspot item: the exam gives these only in its interactive slots (exams.ts). */
  interactive?: boolean;
  /** Its kind, for a slot that asks for one (interactiveSlots). */
  type?: QuestionType;
}

export interface AdministeredItem {
  id: string;
  domain: Domain;
  item: ItemParameters;
  pretest: boolean;
  correct: boolean;
}

/** How often each item appeared in recent exams: the exposure control's evidence. */
export interface ExposureCounts {
  /** Exams counted (not including the one being assembled). */
  exams: number;
  /** Per item id, how many of those exams held it. */
  counts: ReadonlyMap<string, number>;
}

/** What selection knows beyond the pool and the exam so far; every part is optional. */
export interface SelectionContext {
  /** Items the learner has seen (practice, earlier exams): left out while the domain has others. */
  seen?: ReadonlySet<string>;
  /** Recent exams' item counts: items at the exposure cap are left out while the domain has others. */
  exposure?: ExposureCounts;
}

/** The highest share of exams any one item may appear in. */
export const EXPOSURE_CAP = 0.25;

/**
 * The ability the first item is chosen for: below the standard, as ISC2 starts its CAT, so the
 * first item is one a borderline candidate is likely to answer right and no one starts on the
 * hardest material. Only the selection reads it; the estimate keeps its N(0, 1) prior.
 */
export const START_THETA = -0.5;

/**
 * Selection draws at random among the items giving at least this share of the best available
 * information at the current ability (a conditional random selection within an information window)...
 */
const INFORMATION_WINDOW = 0.9;

/** ... and among at least this many items, when the window holds fewer (randomesque, Kingsbury & Zara 1989). */
const RANDOMESQUE = 5;

/**
 * The keys no two items of one exam may share: each `family:<id>` tag (items written as variants
 * of one scenario) and the item's option set (its sorted option texts), so an exam never holds
 * two items whose choices alone would give one another away.
 */
export function exclusiveKeys(question: { id: string; tags: readonly string[]; options: readonly string[] }): string[] {
  // A family's first item carries no tag: its own id names the family, so it and its siblings exclude each other.
  // An interactive item has no options (decision 017): its family is its only key.
  if (!question.options.length) return [`family:${familyOf(question)}`];
  return [
    `family:${familyOf(question)}`,
    `options:${[...question.options]
      .map((o) => o.trim().toLowerCase())
      .sort()
      .join('\u0000')}`,
  ];
}

/**
 * Whether an item shown in `count` of `exams` recent exams may go into one more: only if its
 * count, with this exam, stays within the cap's share of the exams, this one included (rounded up,
 * so the first exams can use any item). Exams assembled one after another therefore never push an
 * item above ceil(cap x exams) appearances: a rate of at most the cap once exams are a multiple of 1/cap.
 */
export function withinExposureCap(count: number, exams: number, cap: number = EXPOSURE_CAP): boolean {
  return count + 1 <= Math.ceil(cap * (exams + 1));
}

/**
 * The candidates in order of preference: unseen and within the exposure cap; unseen; seen and
 * within the cap; any. A learner's own history outranks the cap: a repeat is what they would
 * notice, and the cap's evidence is the population's.
 */
function preferred(items: readonly PoolItem[], context: SelectionContext): PoolItem[] {
  const { seen, exposure } = context;
  const unseen = (p: PoolItem) => !seen?.has(p.id);
  const capped = (p: PoolItem) => !exposure || withinExposureCap(exposure.counts.get(p.id) ?? 0, exposure.exams);
  for (const keep of [(p: PoolItem) => unseen(p) && capped(p), unseen, capped]) {
    const found = items.filter(keep);
    if (found.length > 0) return found;
  }
  return [...items];
}

/**
 * A pool read once for many selections: its items by id and by domain, for the whole pool and for
 * each part a slot draws from (nextSlotItem), built when first asked for; and its items grouped by
 * the parameters selection reads, so a selection computes each distinct item's information once (an
 * uncalibrated item has its label's: a few dozen distinct items among thousands). The server
 * indexes its pool for each selection (nextItem, nextSlotItem); the simulation once per world.
 */
export interface IndexedPool {
  readonly items: readonly PoolItem[];
  /** The parts of the pool draws have asked for, by name (partOf). */
  readonly parts: Map<string, PoolPart>;
  /** Per item, its parameter group (groupOf): items of one group have the same information at any ability. */
  readonly group: Map<PoolItem, number>;
  /** The groups by their parameters. */
  readonly groups: Map<string, number>;
}

/** A part of the pool: its items by id (for the exclusive keys of the exam's items) and by domain, in pool order. */
interface PoolPart {
  byId: ReadonlyMap<string, PoolItem>;
  byDomain: ReadonlyMap<Domain, readonly PoolItem[]>;
}

export function indexPool(pool: readonly PoolItem[]): IndexedPool {
  return { items: pool, parts: new Map(), group: new Map(), groups: new Map() };
}

/** The item's parameter group, assigned when selection first ranks the item (the server ranks one domain's items a call). */
function groupOf(index: IndexedPool, p: PoolItem): number {
  let g = index.group.get(p);
  if (g === undefined) {
    // Every input of expectedInformation: equal keys give equal information, bit for bit.
    const key = `${p.item.a}|${p.item.b}|${p.item.c}|${p.difficultySe}|${p.discriminationSe}`;
    g = index.groups.get(key);
    if (g === undefined) {
      g = index.groups.size;
      index.groups.set(key, g);
    }
    index.group.set(p, g);
  }
  return g;
}

function partOf(index: IndexedPool, name: string, keep: (p: PoolItem) => boolean): PoolPart {
  let part = index.parts.get(name);
  if (!part) {
    const items = index.items.filter(keep);
    const byDomain = new Map<Domain, PoolItem[]>();
    for (const p of items) {
      const list = byDomain.get(p.domain);
      if (list) list.push(p);
      else byDomain.set(p.domain, [p]);
    }
    part = { byId: new Map(items.map((p) => [p.id, p])), byDomain };
    index.parts.set(name, part);
  }
  return part;
}

/**
 * The next item for position `administered.length`:
 * - leaving out items of this exam, and items sharing a family or an option set with one of them;
 * - from the domain lagging its weight most;
 * - preferring items the learner has not seen and items within the exposure cap (`context`);
 * - in a pretest slot, the item calibration knows least (its answers feed calibration, not the score);
 * - otherwise at random among the items whose information at the current ability (START_THETA
 *   before the first scored answer), averaged over their parameters' uncertainty, is within the
 *   information window of the best, or the RANDOMESQUE best.
 */
export function nextItem(
  pool: readonly PoolItem[],
  administered: readonly AdministeredItem[],
  pretestPositions: readonly number[],
  random: () => number,
  context: SelectionContext = {},
): { item: PoolItem; pretest: boolean } | undefined {
  const index = indexPool(pool);
  return selectFrom(
    index,
    partOf(index, 'all', () => true),
    administered,
    pretestPositions,
    random,
    context,
  );
}

/**
 * nextItem from a part of an indexed pool. `ability`, when given, must be abilityOf(administered):
 * the simulation keeps it answer by answer (irt.ts abilityPosterior) rather than have it summed anew.
 */
function selectFrom(
  index: IndexedPool,
  part: PoolPart,
  administered: readonly AdministeredItem[],
  pretestPositions: readonly number[],
  random: () => number,
  context: SelectionContext,
  ability?: AbilityEstimate,
): { item: PoolItem; pretest: boolean } | undefined {
  const used = new Set<string>();
  const taken = new Set<string>();
  const counts: Partial<Record<Domain, number>> = {};
  for (const a of administered) {
    used.add(a.id);
    // Only the part's own items exclude others: a draw of one kind ignores the keys of the other kinds.
    for (const key of part.byId.get(a.id)?.exclusive ?? []) taken.add(key);
    counts[a.domain] = (counts[a.domain] ?? 0) + 1;
  }
  const isLeft = (p: PoolItem) => !used.has(p.id) && !(p.exclusive ?? []).some((key) => taken.has(key));
  const available = new Set<Domain>();
  for (const [domain, items] of part.byDomain) if (items.some(isLeft)) available.add(domain);
  if (available.size === 0) return undefined;
  const domain = nextDomain(counts, available);
  const candidates = preferred(part.byDomain.get(domain)!.filter(isLeft), context);
  const pretest = pretestPositions.includes(administered.length);
  if (pretest) {
    const fewest = Math.min(...candidates.map((p) => p.responses));
    const least = candidates.filter((p) => p.responses === fewest);
    return { item: least[Math.floor(random() * least.length)], pretest };
  }
  const theta = administered.some((a) => !a.pretest) ? (ability ?? abilityOf(administered)).theta : START_THETA;
  const infoByGroup = new Map<number, number>();
  const infoOf = (p: PoolItem) => {
    const g = groupOf(index, p);
    let info = infoByGroup.get(g);
    if (info === undefined) {
      info = expectedInformation(theta, p.item, p);
      infoByGroup.set(g, info);
    }
    return info;
  };
  const rated = candidates.map((item) => ({ item, info: infoOf(item) }));
  let best = -Infinity;
  for (const s of rated) if (s.info > best) best = s.info;
  // Sorting is stable: equal information keeps pool order, so the window below is exactly the
  // best-first prefix of all the candidates sorted.
  const byInfo = (x: { info: number }, y: { info: number }) => y.info - x.info;
  const inWindow = rated.filter((s) => s.info >= INFORMATION_WINDOW * best).sort(byInfo);
  const draw = inWindow.length >= RANDOMESQUE ? inWindow : rated.sort(byInfo).slice(0, RANDOMESQUE);
  return { item: draw[Math.floor(random() * draw.length)].item, pretest };
}

const INTERACTIVE_KINDS: readonly QuestionType[] = ['ORDERING', 'MATCHING', 'HOTSPOT'];

/**
 * The positions (0-based) that give an ordering, matching or hotspot item (decision 017), with the
 * kind each asks for: the exam's `interactiveItems` (5 in the real exam's 100-150, about its rate of
 * innovative items), spread one to each equal block of the minimum length so every exam has them,
 * the kinds in turn from a drawn first one, so an exam of three or more shows every kind. Drawn
 * from the exam's seed, so they need no column; a slot may also be a pretest position, so these
 * items are given both scored and unscored. Every other position gives single choice. The exam
 * server (exams.ts) and the simulation (simulation.ts catEngine) both place them so.
 */
export function interactiveSlots(exam: { seed: number; minItems: number; interactiveItems: number }): Map<number, QuestionType> {
  const count = exam.interactiveItems;
  if (count < 1) return new Map();
  const random = seededRandom((exam.seed ^ 0x5bd1e995) >>> 0);
  // Whole-number blocks, so two slots never fall on one position (8 items in 3 blocks: 0-1, 2-4, 5-7).
  const start = (k: number) => Math.floor((k * exam.minItems) / count);
  const positions = Array.from({ length: count }, (_, k) => start(k) + Math.floor(random() * (start(k + 1) - start(k))));
  const first = Math.floor(random() * INTERACTIVE_KINDS.length);
  return new Map(positions.map((position, k) => [position, INTERACTIVE_KINDS[(first + k) % INTERACTIVE_KINDS.length]]));
}

/**
 * The next item for a position whose slot asks for `kind` (interactiveSlots; undefined: single
 * choice): an item of that kind, any other position single choice; when the kind it wants is used
 * up, another interactive kind, then the rest, rather than ending the exam.
 */
export function nextSlotItem(
  pool: readonly PoolItem[],
  administered: readonly AdministeredItem[],
  pretestPositions: readonly number[],
  random: () => number,
  context: SelectionContext,
  kind: QuestionType | undefined,
): { item: PoolItem; pretest: boolean } | undefined {
  return nextSlotItemOf(indexPool(pool), administered, pretestPositions, random, context, kind);
}

/**
 * nextSlotItem over a pool indexed once (indexPool), for a caller that selects many times from one
 * pool; `ability`, when given, must be abilityOf(administered) (the simulation keeps it with
 * abilityPosterior). Chooses exactly as nextSlotItem does.
 */
export function nextSlotItemOf(
  index: IndexedPool,
  administered: readonly AdministeredItem[],
  pretestPositions: readonly number[],
  random: () => number,
  context: SelectionContext,
  kind: QuestionType | undefined,
  ability?: AbilityEstimate,
): { item: PoolItem; pretest: boolean } | undefined {
  const draw = (part: PoolPart) => selectFrom(index, part, administered, pretestPositions, random, context, ability);
  return (
    (kind ? draw(partOf(index, `kind:${kind}`, (p) => p.type === kind)) : undefined) ??
    draw(partOf(index, `interactive:${Boolean(kind)}`, (p) => Boolean(p.interactive) === Boolean(kind))) ??
    draw(partOf(index, 'all', () => true))
  );
}

/** The ability from the scored (non-pretest) answers: EAP under a N(0, 1) prior. */
export function abilityOf(administered: readonly AdministeredItem[]): AbilityEstimate {
  return estimateAbilityEap(administered.filter((a) => !a.pretest));
}

/** The ability after each scored answer, in order: what the last-75 rule on a time-out reads. */
export function abilityTrail(administered: readonly AdministeredItem[]): number[] {
  const posterior = abilityPosterior();
  return administered
    .filter((a) => !a.pretest)
    .map((a) => {
      posterior.add(a);
      return posterior.estimate().theta;
    });
}

export function decisionAfter(administered: readonly AdministeredItem[], rules: ExamRules): Decision {
  return decide(administered.length, abilityOf(administered), rules);
}

interface DomainReport {
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
