/** Normalised text: lower case, letters and digits only, single spaces. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Word trigrams ("shingles") of normalised text. */
export function shingles(text: string, size = 3): Set<string> {
  const words = normalise(text).split(' ');
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  if (out.size === 0) out.add(words.join(' '));
  return out;
}

/** Jaccard similarity of two shingle sets, 0 (nothing shared) to 1 (identical). */
export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const s of small) if (large.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Pairs of items whose texts are at least `threshold` similar, most similar first. */
export function similarPairs<T>(items: T[], text: (item: T) => string, threshold: number): { a: T; b: T; similarity: number }[] {
  const sets = items.map((item) => shingles(text(item)));
  const pairs: { a: T; b: T; similarity: number }[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const similarity = jaccard(sets[i], sets[j]);
      if (similarity >= threshold) pairs.push({ a: items[i], b: items[j], similarity });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}
