/**
 * What the journeys know of the bank: the key of every single-choice question by its text (read from
 * the bank files), so a journey can answer right or wrong on purpose while the server grades, and the
 * names of the interactive items' outcome lists (web/components/interactive/InteractiveOutcome.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BANK = path.resolve('prisma/seed/questions');

/** The key of each single-choice question, by its text. */
export const keyByText: ReadonlyMap<string, string> = new Map(
  readdirSync(BANK)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(BANK, file), 'utf8')) as { text: string; correctAnswer: string }[])
    .map((q) => [q.text, q.correctAnswer]),
);

/** The outcome list of an answered ordering, matching or hotspot item, as the page names it. */
export const OUTCOME = /^(Your order against the right one|Your matches against the key|Why each region is right or wrong)$/;
