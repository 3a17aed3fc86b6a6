/**
 * Interactive bank items for tests (decision 017's format), built here so the tests do not depend on
 * the writers' files: a valid ordering, matching and hotspot item per call, each overridable.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '../../graph/generated/prisma/client.ts';
import { readBank } from '../../graph/practice/bank.ts';

export const HOTSPOT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300">' +
  '<title>A small network</title>' +
  '<line x1="100" y1="150" x2="540" y2="150" stroke="#333" stroke-width="2"/>' +
  '<g data-region="r1"><rect x="20" y="120" width="120" height="60" fill="#eee" stroke="#333"/><text x="80" y="155" font-size="16" text-anchor="middle">Internet</text></g>' +
  '<g data-region="r2"><rect x="180" y="120" width="120" height="60" fill="#eee" stroke="#333"/><text x="240" y="155" font-size="16" text-anchor="middle">Firewall</text></g>' +
  '<g data-region="r3"><rect x="340" y="120" width="120" height="60" fill="#eee" stroke="#333"/><text x="400" y="155" font-size="16" text-anchor="middle">Switch</text></g>' +
  '<g data-region="r4"><rect x="500" y="120" width="120" height="60" fill="#eee" stroke="#333"/><text x="560" y="155" font-size="16" text-anchor="middle">Server</text></g>' +
  '</svg>';

const common = (id: string, text: string) => ({
  id,
  text,
  topic: 'Security Operations',
  difficulty: 'medium',
  outline: '7.1',
  tags: ['test'],
  explanation: 'The key is right for a reason a teacher would give. The others fall short.',
});

export const orderingItem = (id = 'd7-ord-001', overrides: Record<string, unknown> = {}) => ({
  ...common(id, `Place the evidence-handling steps in order (${id}).`),
  type: 'ordering',
  elements: ['Photograph the scene', 'Seal and label the laptop', 'Image the disk with a write blocker', 'Analyse the working copy'],
  rationales: ['First: record as found.', 'Second: custody starts.', 'Third: preserve the original.', 'Last: work on the copy.'],
  ...overrides,
});

export const matchingItem = (id = 'd7-mat-001', overrides: Record<string, unknown> = {}) => ({
  ...common(id, `Match each control to its type (${id}).`),
  type: 'matching',
  prompts: ['Security guard', 'Audit log review', 'Backup restore'],
  targets: ['Corrective', 'Detective', 'Deterrent', 'Compensating'],
  key: [2, 1, 0],
  rationales: ['A guard deters.', 'Reviewing logs detects.', 'Restoring corrects.'],
  ...overrides,
});

export const hotspotItem = (id = 'd7-hot-001', overrides: Record<string, unknown> = {}) => ({
  ...common(id, `Select the component that filters traffic between the zones (${id}).`),
  type: 'hotspot',
  image: HOTSPOT_SVG,
  regions: [
    { id: 'r1', label: 'Internet cloud' },
    { id: 'r2', label: 'Perimeter device' },
    { id: 'r3', label: 'Access switch' },
    { id: 'r4', label: 'Application server' },
  ],
  correctRegion: 'r2',
  rationales: ['Not ours.', 'Correct: the firewall filters.', 'Switches forward.', 'The server is a destination.'],
  ...overrides,
});

/** A bank folder pair: `questions/` with the single-choice files, `interactive/` with the interactive ones. */
export function bankFolders(singles: Record<string, unknown>, interactive: Record<string, unknown>) {
  const root = mkdtempSync(path.join(tmpdir(), 'bank-'));
  const dirs = { bankDir: path.join(root, 'questions'), interactiveDir: path.join(root, 'interactive') };
  for (const [dir, files] of [
    [dirs.bankDir, singles],
    [dirs.interactiveDir, interactive],
  ] as const) {
    mkdirSync(dir);
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    }
  }
  return dirs;
}

/** Puts the fixture items in the test's bank (beside the real one, which they must not disturb). */
export async function addInteractiveItems(prisma: PrismaClient, ids = { ordering: 'd7-ord-901', matching: 'd7-mat-901', hotspot: 'd7-hot-901' }) {
  const dirs = bankFolders({}, { 'x.json': [orderingItem(ids.ordering), matchingItem(ids.matching)], 'x.hotspot.json': [hotspotItem(ids.hotspot)] });
  const items = readBank(dirs.bankDir, dirs.interactiveDir);
  await prisma.question.createMany({ data: items.map((q) => ({ ...q, interaction: q.interaction as object })) });
  return Object.fromEntries(items.map((q) => [q.type, q]));
}
