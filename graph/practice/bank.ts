import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Difficulty, Domain } from '../generated/prisma/enums.ts';
import { parseDomain } from './domains.ts';
import { loneEchoes } from './similarity.ts';

export const BANK_DIR = fileURLToPath(new URL('../../prisma/seed/questions', import.meta.url));

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
}

export class BankError extends Error {}

const DIFFICULTIES = new Set(['easy', 'medium', 'hard']);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

/** Checks one raw question; returns the problems found, each a short phrase. */
export function questionProblems(raw: Record<string, unknown>): string[] {
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

/** Reads and validates every bank file; throws a BankError naming each file and question at fault. */
export function readBank(dir = BANK_DIR): BankQuestion[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const questions: BankQuestion[] = [];
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
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
      const problems = raw && typeof raw === 'object' ? questionProblems(raw) : ['is not an object'];
      if (problems.length) {
        errors.push(`${label}: ${problems.join('; ')}`);
        return;
      }
      const id = raw.id as string;
      if (seen.has(id)) errors.push(`${label}: id also used in ${seen.get(id)}`);
      seen.set(id, file);
      questions.push({
        id,
        text: raw.text as string,
        options: raw.options as string[],
        correctAnswer: raw.correctAnswer as string,
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

function unchanged(stored: BankQuestion & { retiredAt: Date | null }, q: BankQuestion): boolean {
  return (
    stored.retiredAt === null &&
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

/**
 * Brings the questions table in line with the bank: new and changed questions are written,
 * questions gone from the files are retired (never deleted, so answer history survives).
 * Reads the table once, so an unchanged bank costs one query.
 */
export async function syncBank(prisma: PrismaClient, questions: BankQuestion[]) {
  const stored = new Map((await prisma.question.findMany()).map((q) => [q.id, q]));
  let written = 0;
  for (const question of questions) {
    const current = stored.get(question.id);
    if (current && unchanged(current, question)) continue;
    const { id, ...fields } = question;
    await prisma.question.upsert({ where: { id }, create: question, update: { ...fields, retiredAt: null } });
    written++;
  }
  const inBank = new Set(questions.map((q) => q.id));
  const toRetire = [...stored.values()].filter((q) => q.retiredAt === null && !inBank.has(q.id)).map((q) => q.id);
  if (toRetire.length) await prisma.question.updateMany({ where: { id: { in: toRetire } }, data: { retiredAt: new Date() } });
  return { written, retired: toRetire.length, total: questions.length };
}
