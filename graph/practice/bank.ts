import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Difficulty, Domain, QuestionType } from '../generated/prisma/enums.ts';
import { parseDomain } from './domains.ts';
import { type InteractionData, keyResponse } from './interactive.ts';
import { loneEchoes } from './similarity.ts';
import { checkSvg } from './svg.ts';

export const BANK_DIR = fileURLToPath(new URL('../../prisma/seed/questions', import.meta.url));
/** The ordering and matching items (<domain-slug>.json) and hotspot items (<domain-slug>.hotspot.json): decision 017. */
export const INTERACTIVE_DIR = fileURLToPath(new URL('../../prisma/seed/interactive', import.meta.url));

/** A question as the bank files hold it. */
export interface BankQuestion {
  id: string;
  text: string;
  options: string[];
  correctAnswer: string;
  topic: Domain;
  difficulty: Difficulty;
  explanation: string;
  rationales: string[];
  outline: string;
  tags: string[];
  /** SINGLE_CHOICE for the files of BANK_DIR; the others come from INTERACTIVE_DIR. */
  type: QuestionType;
  /** The interactive types' data with the key; null for single choice (correctAnswer then is the key option). */
  interaction: InteractionData | null;
}

export class BankError extends Error {}

const DIFFICULTIES = new Set(['easy', 'medium', 'hard']);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

const INTERACTIVE_TYPES: Record<string, QuestionType> = { ordering: 'ORDERING', matching: 'MATCHING', hotspot: 'HOTSPOT' };
const ID_PATTERN: Record<string, RegExp> = { ordering: /^d[1-8]-ord-\d{3}$/, matching: /^d[1-8]-mat-\d{3}$/, hotspot: /^d[1-8]-hot-\d{3}$/ };
const distinct = (list: string[]) => new Set(list).size === list.length;

/** The problems of the fields every question has (stem, domain, difficulty, explanation, outline, tags). */
function commonProblems(raw: Record<string, unknown>, problems: string[]) {
  if (!isText(raw.text)) problems.push('text is missing');
  if (!isText(raw.topic) || !parseDomain(raw.topic)) problems.push(`topic "${String(raw.topic)}" is not one of the 8 domains`);
  if (!DIFFICULTIES.has(raw.difficulty as string)) problems.push('difficulty must be easy, medium or hard');
  if (!isText(raw.explanation)) problems.push('explanation is missing');
  if (!isText(raw.outline) || !/^[1-8]\.\d{1,2}$/.test(raw.outline)) problems.push('outline must look like "3.6"');
  if (!Array.isArray(raw.tags) || !raw.tags.every(isText)) problems.push('tags must be a list of strings');
}

/** The rationales: a list of strings, one per element, prompt or region. */
function rationaleProblems(raw: Record<string, unknown>, count: number, what: string, problems: string[]) {
  if (!isTextList(raw.rationales)) problems.push('rationales must be a list of strings');
  else if (raw.rationales.length !== count) problems.push(`rationales must have one entry per ${what}`);
}

/** Checks one raw interactive item (ordering, matching or hotspot: decision 017); the problems found, each a short phrase. */
export function interactiveProblems(raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const type = raw.type as string;
  if (!(type in INTERACTIVE_TYPES)) return ['type must be ordering, matching or hotspot'];
  if (!isText(raw.id) || !ID_PATTERN[type].test(raw.id))
    problems.push(`id must look like ${ID_PATTERN[type].source.slice(1, -1).replace('[1-8]', 'N').replace('\\d{3}', 'NNN')}`);
  commonProblems(raw, problems);
  if ('options' in raw || 'correctAnswer' in raw) problems.push('options and correctAnswer belong to single-choice items only');
  if (type === 'ordering') {
    if (!isTextList(raw.elements) || raw.elements.length < 4 || raw.elements.length > 6) problems.push('elements must be a list of 4 to 6 strings');
    else {
      if (!distinct(raw.elements)) problems.push('elements repeat');
      rationaleProblems(raw, raw.elements.length, 'element', problems);
    }
  } else if (type === 'matching') {
    const promptsOk = isTextList(raw.prompts) && raw.prompts.length >= 3 && raw.prompts.length <= 5;
    const targetsOk = isTextList(raw.targets) && raw.targets.length >= 3 && raw.targets.length <= 7;
    if (!promptsOk) problems.push('prompts must be a list of 3 to 5 strings');
    if (!targetsOk) problems.push('targets must be a list of 3 to 7 strings');
    if (promptsOk && targetsOk) {
      const prompts = raw.prompts as string[];
      const targets = raw.targets as string[];
      if (!distinct(prompts)) problems.push('prompts repeat');
      if (!distinct(targets)) problems.push('targets repeat');
      if (targets.length < prompts.length) problems.push('there must be at least as many targets as prompts');
      const key = raw.key;
      if (!Array.isArray(key) || key.length !== prompts.length || !key.every((k) => Number.isInteger(k) && k >= 0 && k < targets.length)) {
        problems.push('key must hold one target index per prompt');
      } else if (new Set(key).size !== key.length) problems.push('key uses a target twice');
      rationaleProblems(raw, prompts.length, 'prompt', problems);
    }
  } else {
    const regions = raw.regions;
    const regionsOk =
      Array.isArray(regions) &&
      regions.length >= 4 &&
      regions.length <= 8 &&
      regions.every((r: Record<string, unknown>) => r && typeof r === 'object' && isText(r.id) && isText(r.label) && Object.keys(r).length === 2);
    if (!regionsOk) problems.push('regions must be a list of 4 to 8 { id, label } objects');
    const ids = regionsOk ? (regions as { id: string }[]).map((r) => r.id) : [];
    if (regionsOk) {
      if (!ids.every((id, i) => id === `r${i + 1}`)) problems.push('region ids must be r1, r2, ... in order');
      if (!distinct((regions as { label: string }[]).map((r) => r.label))) problems.push('region labels repeat');
      rationaleProblems(raw, ids.length, 'region', problems);
    }
    if (!isText(raw.correctRegion) || (regionsOk && !ids.includes(raw.correctRegion))) problems.push('correctRegion must be the id of one of the regions');
    if (!isText(raw.image)) problems.push('image must be an SVG string');
    else {
      const svg = checkSvg(raw.image);
      problems.push(...svg.problems.map((p) => `image: ${p}`));
      if (regionsOk && !svg.problems.length) {
        const missing = ids.filter((id) => !svg.regions.includes(id));
        const extra = svg.regions.filter((id) => !ids.includes(id));
        if (missing.length) problems.push(`image: no <g data-region> for ${missing.join(', ')}`);
        if (extra.length) problems.push(`image: data-region ${extra.join(', ')} is not in regions`);
        if (!missing.length && !extra.length && (!distinct(svg.regions) || !svg.regions.every((id, i) => id === ids[i]))) {
          problems.push('image: each region must be one <g data-region>, in the order of regions');
        }
      }
    }
  }
  return problems;
}

/** The type-specific data of a valid interactive item, key included, as Question.interaction keeps it. */
function interactionOf(raw: Record<string, unknown>): InteractionData {
  switch (raw.type) {
    case 'ordering':
      return { elements: raw.elements as string[] };
    case 'matching':
      return { prompts: raw.prompts as string[], targets: raw.targets as string[], key: raw.key as number[] };
    default:
      return { image: raw.image as string, regions: raw.regions as { id: string; label: string }[], correctRegion: raw.correctRegion as string };
  }
}

/** Checks one raw question (single choice, or an interactive item when it has a type); returns the problems found, each a short phrase. */
export function questionProblems(raw: Record<string, unknown>): string[] {
  if (raw.type !== undefined) return interactiveProblems(raw);
  const problems: string[] = [];
  if (!isText(raw.id) || !/^[a-z0-9][a-z0-9-]*$/.test(raw.id)) problems.push('id must be lower-case letters, digits and dashes');
  if (!isText(raw.text)) problems.push('text is missing');
  if (!isTextList(raw.options) || raw.options.length < 2) problems.push('options must be a list of at least 2 strings');
  else if (new Set(raw.options).size !== raw.options.length) problems.push('options repeat');
  if (!isText(raw.correctAnswer)) problems.push('correctAnswer is missing');
  else if (isTextList(raw.options) && !raw.options.includes(raw.correctAnswer)) problems.push('correctAnswer is not one of the options');
  if (!isText(raw.topic) || !parseDomain(raw.topic)) problems.push(`topic "${String(raw.topic)}" is not one of the 8 domains`);
  if (!DIFFICULTIES.has(raw.difficulty as string)) problems.push('difficulty must be easy, medium or hard');
  if (!isText(raw.explanation)) problems.push('explanation is missing');
  if (!isTextList(raw.rationales)) problems.push('rationales must be a list of strings');
  else if (Array.isArray(raw.options) && raw.rationales.length !== raw.options.length) problems.push('rationales must have one entry per option');
  if (!isText(raw.outline) || !/^[1-8]\.\d{1,2}$/.test(raw.outline)) problems.push('outline must look like "3.6"');
  if (!Array.isArray(raw.tags) || !raw.tags.every(isText)) problems.push('tags must be a list of strings');
  return problems;
}

/**
 * The longest option may be at most this many times the shortest. Beyond it, length alone singles
 * an option out (usually the key, qualified until it is unarguable). Options of a few words (the
 * longest under SHORT_OPTIONS characters: names of terms, protocols, roles) are exempt: their
 * lengths differ by nature and the difference says nothing about which is right.
 */
const MAX_OPTION_LENGTH_RATIO = 2;
const SHORT_OPTIONS = 30;

const LEANING = /\b(all|none|both|neither) of the above\b|\bboth a and b\b/i;

/**
 * Cues a candidate could use to answer without knowing the subject, one short phrase each.
 * Not part of questionProblems: a cue makes an item too easy, not wrong, so the server still loads
 * it; the bank's tests decide which of these rules are enforced (see bankStats.ts). `common` holds
 * the bank's everyday words (commonStems), which an option may repeat without pointing at itself.
 */
export function cueProblems(q: Pick<BankQuestion, 'text' | 'options'>, common: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  if (q.options.some((o) => LEANING.test(o))) problems.push('an option leans on the others ("all of the above")');
  const lengths = q.options.map((o) => o.length);
  const longest = Math.max(...lengths);
  const ratio = longest / Math.min(...lengths);
  if (longest >= SHORT_OPTIONS && ratio > MAX_OPTION_LENGTH_RATIO) {
    problems.push(`option lengths differ ${ratio.toFixed(1)}-fold (at most ${MAX_OPTION_LENGTH_RATIO})`);
  }
  loneEchoes(q.text, q.options, common).forEach((words, i) => {
    if (words.length) problems.push(`option ${'ABCDEFGH'[i]} alone repeats the stem's "${words.join('", "')}"`);
  });
  return problems;
}

/** The bank's files: every .json of the single-choice folder, then of the interactive one (absent: none), with the name each is reported by. */
export function bankFiles(dir: string, interactiveDir: string | null): { name: string; path: string; interactive: boolean }[] {
  const list = (folder: string, prefix: string, interactive: boolean) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({ name: `${prefix}${name}`, path: path.join(folder, name), interactive }));
  return [...list(dir, '', false), ...(interactiveDir && existsSync(interactiveDir) ? list(interactiveDir, 'interactive/', true) : [])];
}

/**
 * Reads and validates every bank file; throws a BankError naming each file and question at fault.
 * The interactive items are read from `interactiveDir`: by default the bank's own beside BANK_DIR,
 * none for another single-choice folder (a test's).
 */
export function readBank(dir = BANK_DIR, interactiveDir: string | null = dir === BANK_DIR ? INTERACTIVE_DIR : null): BankQuestion[] {
  const questions: BankQuestion[] = [];
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const { name: file, path: filePath, interactive } of bankFiles(dir, interactiveDir)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(filePath, 'utf8'));
    } catch (error) {
      errors.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    if (!Array.isArray(parsed)) {
      errors.push(`${file}: must hold an array of questions`);
      continue;
    }
    parsed.forEach((raw: Record<string, unknown>, index) => {
      const label = `${file}, question ${isText(raw?.id) ? raw.id : `#${index + 1}`}`;
      const problems =
        raw && typeof raw === 'object'
          ? interactive
            ? interactiveProblems(raw)
            : raw.type !== undefined
              ? ['single-choice items have no type (interactive items go in prisma/seed/interactive)']
              : questionProblems(raw)
          : ['is not an object'];
      if (problems.length) {
        errors.push(`${label}: ${problems.join('; ')}`);
        return;
      }
      const id = raw.id as string;
      if (seen.has(id)) errors.push(`${label}: id also used in ${seen.get(id)}`);
      seen.set(id, file);
      const type = interactive ? INTERACTIVE_TYPES[raw.type as string] : 'SINGLE_CHOICE';
      const interaction = interactive ? interactionOf(raw) : null;
      questions.push({
        id,
        type,
        interaction,
        text: raw.text as string,
        options: interaction ? [] : (raw.options as string[]),
        correctAnswer: interaction ? keyResponse(id, type, interaction) : (raw.correctAnswer as string),
        topic: parseDomain(raw.topic as string)!,
        difficulty: raw.difficulty as Difficulty,
        explanation: raw.explanation as string,
        rationales: raw.rationales as string[],
        outline: raw.outline as string,
        tags: raw.tags as string[],
      });
    });
  }
  if (errors.length) throw new BankError(`The question bank has errors:\n  ${errors.join('\n  ')}`);
  return questions;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** JSON with every object's keys sorted: jsonb keeps its own key order, so the stored copy is compared this way. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

function unchanged(stored: Omit<BankQuestion, 'interaction'> & { interaction: unknown; retiredAt: Date | null }, q: BankQuestion): boolean {
  return (
    stored.retiredAt === null &&
    stored.type === q.type &&
    sameJson(stored.interaction, q.interaction) &&
    stored.text === q.text &&
    stored.correctAnswer === q.correctAnswer &&
    stored.topic === q.topic &&
    stored.difficulty === q.difficulty &&
    stored.explanation === q.explanation &&
    stored.outline === q.outline &&
    sameList(stored.options, q.options) &&
    sameList(stored.rationales, q.rationales) &&
    sameList(stored.tags, q.tags)
  );
}

/** Rows a createMany writes at once: well under PostgreSQL's 65,535 bind parameters (13 columns a row). */
const CREATE_BATCH = 500;

/**
 * Brings the questions table in line with the bank: new and changed questions are written,
 * questions gone from the files are retired (never deleted, so answer history survives).
 * Reads the table once, so an unchanged bank costs one query.
 */
export async function syncBank(prisma: PrismaClient, questions: BankQuestion[]) {
  const stored = new Map((await prisma.question.findMany()).map((q) => [q.id, q]));
  const fieldsOf = ({ interaction, ...rest }: BankQuestion) => ({
    ...rest,
    interaction: interaction ? (interaction as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
  });
  // New questions go in a few statements (a first load wrote 2,289 one by one: 6-10 s on the embedded
  // engine, once per new data directory and per test template); a changed one is updated on its own.
  const added = questions.filter((q) => !stored.has(q.id));
  for (let at = 0; at < added.length; at += CREATE_BATCH) {
    await prisma.question.createMany({ data: added.slice(at, at + CREATE_BATCH).map(fieldsOf) });
  }
  let written = added.length;
  for (const question of questions) {
    const current = stored.get(question.id);
    if (!current || unchanged(current, question)) continue;
    const { id, ...fields } = fieldsOf(question);
    await prisma.question.update({ where: { id }, data: { ...fields, retiredAt: null } });
    written++;
  }
  const inBank = new Set(questions.map((q) => q.id));
  const toRetire = [...stored.values()].filter((q) => q.retiredAt === null && !inBank.has(q.id)).map((q) => q.id);
  if (toRetire.length) await prisma.question.updateMany({ where: { id: { in: toRetire } }, data: { retiredAt: new Date() } });
  return { written, retired: toRetire.length, total: questions.length };
}
