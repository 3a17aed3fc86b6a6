/** Normalised text: lower case, letters and digits only, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Word trigrams ("shingles") of normalised text. */
function shingles(text: string, size = 3): Set<string> {
  const words = normalise(text).split(' ');
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  if (out.size === 0) out.add(words.join(' '));
  return out;
}

/** Jaccard similarity of two shingle sets, 0 (nothing shared) to 1 (identical). */
function jaccard(a: Set<string>, b: Set<string>): number {
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

// Words that carry no subject: function words and the vocabulary every exam stem shares. An option
// repeating one of these tells a candidate nothing; repeating any other stem word can.
const COMMON_WORDS = new Set(
  (
    'the a an and or of to in on for with by from at as is are was were be been being this that these those it its ' +
    'which what who whom whose when where why how should would could can may might must will shall not no than then ' +
    'there their they them has have had do does did most best first next primary greatest least following into about ' +
    'after before while also only more less each every other some such your you our we any all its organization ' +
    'organisation company security team without within between under over using used use'
  ).split(' '),
);

/** A word reduced to a rough stem, so "encrypting", "encrypted" and "encrypts" compare equal. */
function stem(word: string): string {
  if (word.length < 5 || word.endsWith('ss')) return word;
  let out = word;
  if (out.endsWith('ies')) out = `${out.slice(0, -3)}y`;
  else if (/(s|x|z|ch|sh)es$/.test(out)) out = out.slice(0, -2);
  else if (out.endsWith('s')) out = out.slice(0, -1);
  // Then the verb ending, so "findings", "finding" and "find" meet.
  if (out.endsWith('ing') && out.length >= 7) out = out.slice(0, -3);
  else if (out.endsWith('ed') && out.length >= 6) out = out.slice(0, -2);
  // "store", "stored" and "storing" all end as "stor".
  return out.length > 4 && out.endsWith('e') ? out.slice(0, -1) : out;
}

/** The stems of a text's subject words: four letters or more, not a common word. */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of normalise(text).split(' ')) {
    if (word.length >= 4 && !COMMON_WORDS.has(word)) out.add(stem(word));
  }
  return out;
}

/** Stems found in at least `share` of the texts: the bank's everyday vocabulary ("data", "control"). */
export function commonStems(texts: string[], share = 0.05): Set<string> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of contentStems(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= share * texts.length).map(([word]) => word));
}

/**
 * Distinctive stem words (not in `common`) that exactly one option repeats, by option index. Such an echo points at that option
 * (the key, a giveaway; a distractor, a trap a test-wise candidate learns to avoid), so a fair item
 * has none: a stem word is repeated by no option or by two or more.
 */
export function loneEchoes(stemText: string, options: string[], common: ReadonlySet<string> = new Set()): string[][] {
  const stemWords = [...contentStems(stemText)].filter((word) => !common.has(word));
  const optionWords = options.map(contentStems);
  const echoes: string[][] = options.map(() => []);
  for (const word of stemWords) {
    const holders = optionWords.flatMap((words, i) => (words.has(word) ? [i] : []));
    if (holders.length === 1) echoes[holders[0]].push(word);
  }
  return echoes;
}
