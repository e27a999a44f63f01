import { describe, expect, it } from 'vitest';
import { CATEGORY_LEXICON } from './category-lexicon';
import { FACT_LEXICON } from './fact-lexicon';
import { LiteralIndex, requiredLiteralSets } from './prefilter';

describe('requiredLiteralSets', () => {
  it.each([
    ['threat(?:en(?:ed|ing|s)?)? to (?:kill|hurt)', [['threat', 'threaten', 'threatened', 'threatening', 'threatens'], ['hurt', 'kill'], ['to']]],
    ['gift cards?', [['gift'], ['cards', 'card']]],
    ['(?:a|the) (?:subpoena|court order)', [['subpoena', 'court']]],
    ['\\w+ing', [['ing']]],
    ['\\w+ \\d', null],
  ])('%s', (source, expected) => {
    const sets = requiredLiteralSets(source);
    if (expected === null) expect(sets).toBeNull();
    else expect(sets?.map((set) => [...set].sort())).toEqual(expected.map((set) => [...set].sort()));
  });

  it('never asks for a literal a match can avoid (every lexicon pattern matches its own sample)', () => {
    // For each lexicon phrase with a plain literal alternative, the literals must occur in it.
    const samples: Array<[string, string]> = [
      ['duty to warn', 'duty to (?:warn|protect)|tarasoff'],
      ['friend request', '(?:friend|follow|connection) requests?'],
      ['42 CFR Part 2', '42 CFR(?: Part)? 2|42 C\\.F\\.R\\.(?: Part)? 2'],
    ];
    for (const [text, source] of samples) {
      for (const set of requiredLiteralSets(source) ?? []) {
        expect(set.some((literal) => text.toLowerCase().includes(literal)), `${source}: ${set.join('|')}`).toBe(true);
      }
    }
  });

  it('analyses every lexicon pattern without throwing', () => {
    const specs = [...Object.values(CATEGORY_LEXICON).flat(), ...Object.values(FACT_LEXICON).flat()];
    for (const spec of specs) expect(() => requiredLiteralSets(spec.p, spec.cs === true)).not.toThrow();
  });
});

describe('LiteralIndex', () => {
  const index = new LiteralIndex();
  const threat = index.add('threat');
  const si = index.add('\u0000SI');
  const ex = index.add('ex');

  it('reports the sentences each literal occurs in', () => {
    const text = 'He made a THREAT. Then nothing. Another threat here.';
    const bits = index.sentenceBits(text, [0, 18, 32]);
    expect(bits[threat]?.[0]).toBe(0b101);
    expect(bits[si]).toBeUndefined();
  });

  it('matches short literals only as whole words and case-sensitive ones by case', () => {
    const text = 'Reports SI. A sign. His ex-wife. Next exam.';
    const bits = index.sentenceBits(text, [0, 12, 20, 33]);
    expect(bits[si]?.[0]).toBe(0b1);
    expect(bits[ex]?.[0]).toBe(0b100);
  });
});
