/**
 * The cue rules themselves: each must catch the giveaway it names and let a fair item through.
 */
import { type BankQuestion, cueProblems } from '../../graph/practice/bank.ts';
import { cueFigures, optionsOnlyGuess } from '../../graph/practice/bankStats.ts';
import { commonStems, loneEchoes } from '../../graph/practice/similarity.ts';

function item(text: string, options: string[], key = 0): BankQuestion {
  return {
    id: 'd2-999',
    text,
    options,
    correctAnswer: options[key],
    topic: 'ASSET_SECURITY',
    difficulty: 'medium',
    explanation: 'Because. Really.',
    rationales: options.map((_, i) => (i === key ? 'Correct: yes.' : 'Incorrect: no.')),
    outline: '2.1',
    tags: [],
    type: 'SINGLE_CHOICE',
    interaction: null,
  };
}

describe('cue rules', () => {
  it('passes a fair item', () => {
    const q = item('Who should assign the classification level of a business data set?', [
      'The data owner accountable for its use',
      'The data custodian operating the storage platform',
      'The security administrator setting share permissions',
      'The privacy officer who reviews processing records',
    ]);
    expect(cueProblems(q)).toEqual([]);
  });

  it('refuses options that lean on the others', () => {
    const q = item('Which ports are encrypted?', ['Port 443 only', 'Port 22 only', 'Port 993 only', 'All of the above']);
    expect(cueProblems(q)).toContain('an option leans on the others ("all of the above")');
    expect(cueProblems(item('x?', ['a1', 'b1', 'c1', 'None of the above']))).toHaveLength(1);
  });

  it('refuses options of very different lengths, but not short terms', () => {
    const long = item('Which control protects a stolen laptop?', [
      'Full-disk encryption with pre-boot authentication and a recovery key held in escrow',
      'A screen lock',
      'A host firewall with default-deny rules',
      'TLS for every web connection it makes',
    ]);
    expect(cueProblems(long)).toEqual([expect.stringMatching(/^option lengths differ 6\.\d-fold/)]);
    expect(cueProblems(item('Which standard covers card data?', ['PCI DSS', 'HIPAA Security Rule', 'FedRAMP Moderate', 'SOC 2']))).toEqual([]);
  });

  it('names an option that alone repeats a distinctive stem word, unless another option repeats it too or the word is common', () => {
    const text = 'Backup tapes travel by courier each week to an off-site vault. What BEST limits the impact of a lost tape?';
    const lone = item(text, [
      'Encrypting the tapes with keys the company holds',
      'Rotating to a different courier',
      'Daily instead of nightly copies',
      'Labels on every case you ship',
    ]);
    expect(cueProblems(lone)).toEqual(['option A alone repeats the stem\'s "tape"', 'option B alone repeats the stem\'s "courier"']);
    const shared = item(text, [
      'Encrypting the tapes with keys the company holds',
      'Rotating the tapes between two courier firms',
      'Using a bonded courier service',
      'Labels on every case you ship',
    ]);
    expect(cueProblems(shared)).toEqual([]);
    expect(loneEchoes(text, lone.options, new Set(['tape', 'courier']))).toEqual([[], [], [], []]);
  });

  it('finds the vocabulary common to the bank', () => {
    expect(commonStems(['the data owner', 'data custodian', 'data subject', 'tape vault'], 0.5)).toEqual(new Set(['data']));
  });
});

describe('cue figures', () => {
  it('counts the key as longest on a tie, and as one of the two longest', () => {
    const figures = cueFigures(
      [
        item('q1?', ['aaaa', 'bbbb', 'cc', 'dd'], 0), // ties for longest: longest and top two
        item('q2?', ['aaa', 'bbbb', 'cc', 'dd'], 0), // second longest: top two only
        item('q3?', ['a', 'bbbb', 'ccc', 'dd'], 0), // shortest: neither
        item('q4?', ['aa', 'bbbb', 'ccc', 'd'], 3), // shortest: neither
      ],
      new Set(),
    );
    expect(figures.keyLongest).toBe(0.25);
    expect(figures.keyTopTwo).toBe(0.5);
    expect(figures.positions).toEqual([3, 0, 0, 1]);
    // Ranks: q1 longest (0), q2 second (1), q3 and q4 shortest (3); always picking the shortest wins half.
    expect(figures.lengthRanks).toEqual([0.25, 0.25, 0, 0.5]);
    expect(figures.optionsOnly).toBe(0.5);
  });

  it('has an options-only solver that picks the option sharing the most words with the others', () => {
    expect(optionsOnlyGuess(['Encrypt the backup tapes', 'Encrypt the backup tapes off-site', 'Label the tapes', 'Rotate couriers'])).toBe(1);
    expect(optionsOnlyGuess(['alpha', 'beta', 'gamma', 'delta'])).toBe(0);
  });
});
