"""Wave 20's retirement, reproducible (decision 003, "Wave 20"): run from the repository's root,
`python3 docs/blind-review/2026-12-01-wave-20-retired/retire.py [--check]`.

It joins every blind reading made with the current candidate prompt to the item it read, keeping a
reading only while the item's stem is still the one the reader saw, on the bank as it stood before
the wave (BEFORE); shrinks each item's share judged easier toward 20%, (easier + 1) / (readings + 5);
and retires the medium and hard items at THRESHOLD or more, keeping any member whose retirement would
leave its family one item, then putting back items whose key is not one of the two longest
options until every domain's share of such keys is at most 55% again. It prints the
count and compares the list with retired.json. --check also applies the rule to each sample after
wave 19 with that sample left out, and prints each reader's share judged easier on what it keeps.
"""
import collections, glob, json, os, re, subprocess, sys

BEFORE = '6622650'
THRESHOLD = 0.27
KEEP = {'d1-001'}  # the spec's sample question
PROMPT = 'docs/blind-review/2026-11-30-wave-10-bank/prompt-candidate.md'
DRAWN_AFTER = ('2026-12-01-wave-20-',)  # samples drawn after the retirement
HERE = os.path.dirname(os.path.abspath(__file__))


def bank_at(commit):
    files = subprocess.check_output(['git', 'ls-tree', '--name-only', commit, 'prisma/seed/questions/'], text=True).split()
    return {f: json.loads(subprocess.check_output(['git', 'show', f'{commit}:{f}'])) for f in files}


def stems(path):
    """Each label's stem in a sample's stem-and-options.md (the lines before its options), whitespace collapsed."""
    lines = collections.defaultdict(list)
    label = None
    for line in open(path):
        heading = re.match(r'^## (Q\d+)\s*$', line)
        if heading:
            label = heading.group(1)
        elif label:
            lines[label].append(line)
    out = {}
    for label, body in lines.items():
        first_option = next((n for n, line in enumerate(body) if re.match(r'^[A-D]\. ', line)), len(body))
        out[label] = ' '.join(' '.join(body[:first_option]).split())
    return out


def readings(items):
    """(directory, answers file, item id, judged easier) for every reading of an item's current stem."""
    prompt = open(PROMPT).read()
    out = []
    for d in sorted(glob.glob('docs/blind-review/*')):
        name = os.path.basename(d)
        if name.startswith(DRAWN_AFTER) or not os.path.exists(f'{d}/key.json') or not os.path.exists(f'{d}/stem-and-options.md'):
            continue
        if not os.path.exists(f'{d}/prompt-candidate.md') or open(f'{d}/prompt-candidate.md').read() != prompt:
            continue
        key, seen = json.load(open(f'{d}/key.json')), stems(f'{d}/stem-and-options.md')
        for answers in sorted(glob.glob(f'{d}/answers-stem*.json')):
            for label, answer in json.load(open(answers)).items():
                item = items.get(key.get(label, {}).get('id'))
                if item and isinstance(answer, dict) and 'vsExam' in answer and ' '.join(item['text'].split()) == seen.get(label):
                    out.append((name, os.path.basename(answers), item['id'], answer['vsExam'] == 'easier'))
    return out


def family_of(q):
    return next((t[len('family:'):] for t in q['tags'] if t.startswith('family:')), q['id'])


def select(items, counts):
    score = lambda i: (counts[i][1] + 1) / (counts[i][0] + 5)
    flagged = [i for i, q in items.items() if i not in KEEP and q['difficulty'] != 'easy' and counts[i][0] and score(i) >= THRESHOLD]
    flagged.sort(key=lambda i: (-score(i), i))
    families = collections.defaultdict(set)
    for q in items.values():
        families[family_of(q)].add(q['id'])
    retired = set()
    for i in flagged:
        left = families[family_of(items[i])] - retired - {i}
        if len(left) == 1 and not left & set(flagged):
            continue  # its partner stays, and alone it would show its options' cue
        retired.add(i)
    for members in families.values():  # a flagged partner kept only by order goes too
        left = members - retired
        if len(left) == 1 and left & set(flagged):
            retired |= left
    return retired, score


def key_in_two_longest(q):
    return sum(len(o) > len(q['correctAnswer']) for o in q['options']) <= 1


def put_back(files, retired):
    """Items put back, in the file's order, until each domain's key-in-two-longest share is at most 55%: siblings
    whose root stays and whose key is not one of the two longest. (The wave meant lowest score first, but its
    script read the scores after the items had left the files, so they all tied; this is what it did.)"""
    for questions in files.values():
        ids = {q['id'] for q in questions}
        kept = [q for q in questions if q['id'] not in retired]
        spare = [q for q in questions if q['id'] in retired and family_of(q) in ids - retired and family_of(q) != q['id']
                 and not key_in_two_longest(q)]
        while sum(map(key_in_two_longest, kept)) / len(kept) > 0.55 and spare:
            retired.discard(spare.pop(0)['id'])
            kept = [q for q in questions if q['id'] not in retired]
    return retired


def main():
    files = bank_at(BEFORE)
    items = {q['id']: q for questions in files.values() for q in questions}
    all_readings = readings(items)
    counts = collections.defaultdict(lambda: [0, 0])
    for _, _, i, easier in all_readings:
        counts[i][0] += 1
        counts[i][1] += easier
    retired, _ = select(items, counts)
    retired = put_back(files, retired)
    recorded = {row['id'] for row in json.load(open(f'{HERE}/retired.json'))}
    print(f'{len(all_readings)} readings of {len(counts)} items; {len(retired)} retired; '
          f'retired.json lists {len(recorded)}; the same items: {retired == recorded}')
    if '--check' in sys.argv:
        for sample in ('2026-12-01-wave-19-bank-1', '2026-12-01-wave-19-bank-2'):
            others = collections.defaultdict(lambda: [0, 0])
            for d, _, i, easier in all_readings:
                if d != sample:
                    others[i][0] += 1
                    others[i][1] += easier
            left_out, _ = select(items, others)
            readers = collections.defaultdict(lambda: [0, 0])
            for d, reader, i, easier in all_readings:
                if d == sample and i not in left_out:
                    readers[reader][0] += 1
                    readers[reader][1] += easier
            shares = ', '.join(f'{100 * e / n:.1f}%' for n, e in (readers[r] for r in sorted(readers)))
            pooled = sum(e for _, e in readers.values()) / sum(n for n, _ in readers.values())
            print(f'{sample} left out: {len(left_out)} retired; its readers on the rest {shares} (pooled {100 * pooled:.1f}%)')


if __name__ == "__main__":
    main()
