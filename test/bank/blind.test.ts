import { spreadFamilies, type FamilyRole } from '../../scripts/bank-blind.ts';

// Twelve drawn items: a family of three (f1), two pairs (f2, f3) and five items outside families.
const drawn = ['a', 'f1-root', 'b', 'f1-x', 'f2-root', 'c', 'f2-x', 'f3-root', 'f1-y', 'd', 'f3-x', 'e'].map((id) => ({ id }));
const roles = new Map<string, FamilyRole>(
  drawn.map(({ id }) => {
    const family = id.startsWith('f') ? id.split('-')[0] : undefined;
    return [id, family ? { family, role: id.endsWith('root') ? 'root' : 'sibling' } : { role: 'none' }];
  }),
);
const ids = (parts: { id: string }[][]) => parts.map((part) => part.map((q) => q.id));

describe('bank:blind sample --parts', () => {
  test('puts the members of a family in different parts, keeping every drawn item once', () => {
    for (const parts of [2, 3]) {
      const split = ids(spreadFamilies(drawn, roles, parts));
      expect(split).toHaveLength(parts);
      expect(split.flat().sort()).toEqual(drawn.map((q) => q.id).sort());
      for (const part of split) {
        expect(part.length).toBeLessThanOrEqual(Math.ceil(drawn.length / parts));
        const families = part.filter((id) => id.startsWith('f')).map((id) => id.split('-')[0]);
        // Three parts hold the family of three apart; two parts can only split its pairs.
        if (parts === 3) expect(new Set(families).size).toBe(families.length);
        else expect(families.filter((f) => f !== 'f1').length).toBe(new Set(families.filter((f) => f !== 'f1')).size);
      }
    }
  });

  test('keeps the drawn order inside each part, and the whole order with one part', () => {
    expect(spreadFamilies(drawn, roles, 1)).toEqual([drawn]);
    const index = new Map(drawn.map((q, i) => [q.id, i]));
    for (const part of ids(spreadFamilies(drawn, roles, 2))) {
      const positions = part.map((id) => index.get(id)!);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
