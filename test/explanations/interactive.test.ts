/**
 * The explanation of an interactive item (decision 017): its prompt holds the elements, targets or
 * regions and the key, and the key check accepts the key's arrangement and nothing else.
 */
import { agreesWithKey, bankExplanation, explainedAs, explanationMessages, wrongChoice } from '../../graph/explanations/content.ts';
import { readBank } from '../../graph/practice/bank.ts';
import { elementId } from '../../graph/practice/interactive.ts';
import { bankFolders, hotspotItem, matchingItem, orderingItem } from '../support/interactive.ts';

const dirs = bankFolders({}, { 'x.json': [orderingItem(), matchingItem()], 'x.hotspot.json': [hotspotItem()] });
const byType = Object.fromEntries(readBank(dirs.bankDir, dirs.interactiveDir).map((q) => [q.type, q]));

describe('explaining an interactive item', () => {
  it('grounds the prompt in every element and the right order, and checks the key against it', () => {
    const q = byType.ORDERING;
    const ids = orderingItem().elements.map((e) => elementId(q.id, 'e', e));
    const swapped = `order:${[ids[1], ids[0], ids[2], ids[3]].join(',')}`;
    const explained = explainedAs(q, swapped);
    const chosen = wrongChoice(explained, explained.options[1]);
    const prompt = explanationMessages(explained, chosen)[1].content;
    for (const [i, e] of orderingItem().elements.entries()) expect(prompt).toContain(`position ${i + 1}: ${e} (${orderingItem().rationales[i]})`);
    expect(prompt).toContain('Answer key (authoritative): A. 1. Photograph the scene; 2. Seal and label the laptop; 3. Image the disk');
    expect(prompt).toContain('The learner chose B. 1. Seal and label the laptop; 2. Photograph the scene');
    expect(agreesWithKey(explained, explained.correctAnswer)).toBe(true);
    expect(agreesWithKey(explained, explained.options[1])).toBe(false);
    // The right answer: nothing wrong to speak to.
    expect(wrongChoice(explainedAs(q, q.correctAnswer), explainedAs(q, q.correctAnswer).options[1] ?? null)).toBeNull();
  });

  it('names the targets and the key region', () => {
    const m = explainedAs(byType.MATCHING, null);
    const prompt = explanationMessages(m, null)[1].content;
    expect(prompt).toContain('Security guard -> Deterrent (A guard deters.)');
    expect(prompt).toContain('Targets offered: Corrective; Detective; Deterrent; Compensating');
    const h = explainedAs(byType.HOTSPOT, 'region:r3');
    expect(h.correctAnswer).toBe('Perimeter device');
    expect(h.options).toEqual(['Perimeter device', 'Access switch']);
    expect(bankExplanation(h, 'Access switch').whyCorrect).toContain('region "Perimeter device" (the key): Correct: the firewall filters.');
  });
});
