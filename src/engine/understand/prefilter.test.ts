import { describe, expect, it } from 'vitest';
import { CATEGORY_LEXICON } from './category-lexicon';
import { CUE_LEXICON } from './cue-lexicon';
import { FACT_LEXICON } from './fact-lexicon';
import { candidateSentences, compile, scanText, t, type Trigger } from './lexicon';
import { LiteralIndex, requiredLiteralSets, SentenceBits } from './prefilter';

/** The digit set, as requiredLiteralSets gives it: each digit counted wherever it occurs. */
const DIGITS = [...'0123456789'].map((d) => `\u0001${d}`);

/** A literal's text without its marks (case-sensitive, anywhere). */
function bare(literal: string): string {
  let from = 0;
  while (literal[from] === '\u0000' || literal[from] === '\u0001') from++;
  return literal.slice(from);
}

/** Whether a text holds a literal of every set (substring test: looser than the index, never stricter). */
function admits(sets: readonly string[][] | null, text: string): boolean {
  return (sets ?? []).every((set) => set.some((literal) => (literal.startsWith('\u0000') ? text : text.toLowerCase()).includes(bare(literal))));
}

describe('requiredLiteralSets', () => {
  it.each([
    ['threat(?:en(?:ed|ing|s)?)? to (?:kill|hurt)', [['threat'], ['hurt', 'kill']]],
    ['SI', [['si']]],
    ['gift cards?', [['gift'], ['card']]],
    ['(?:she|he|they) will', [['will']]],
    ['(?:a|the) (?:subpoena|court order)', [['subpoena', 'court']]],
    ['\\w+ing', [['ing']]],
    ['\\w+ \\d', [DIGITS]],
    ['\\w+ \\d?', null],
    ['(?:the|this) \\d{1,2}(?:st|nd|rd|th)', [['the', 'this'], DIGITS]],
    ['(?:he|she) turned (?:1[89]|[2-5]\\d)', [['turned'], DIGITS]],
    ['(?:age \\d+|aged)', [['age']]],
    ['(?=\\d)\\w+ years', [['years']]],
    ['[^0-9] years', [['years']]],
    ['[0-9a-z] years', [['years']]],
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
        expect(set.some((literal) => text.toLowerCase().includes(bare(literal))), `${source}: ${set.join('|')}`).toBe(true);
      }
    }
  });

  it('is conservative: whenever a pattern matches, the text it matched holds a literal of every set', () => {
    const cases: Array<[string, string[]]> = [
      ['(?:the|this) \\d{1,2}(?:st|nd|rd|th)', ['on the 5th of May', 'This 21st time', 'the fifth', 'the 1st']],
      ['(?:6[5-9]|[7-9]\\d|1[01]\\d)[- ]?(?:years?[- ]old|yo)', ['an 84-year-old', '67yo', '102 years old', 'sixty years old']],
      ["(?:he|she)(?:['’]s| is) (?:1[89]|[2-5]\\d)\\b", ["she's 19", 'He is 45', 'she is nineteen']],
      ['\\$\\d+ gift cards?', ['a $200 gift card', 'a gift card']],
      ['(?:\\d+|two|three) sessions', ['3 sessions', 'three sessions', '12 sessions']],
      ['9 ?mm|\\.(?:22|38|45)s?', ['a 9mm', 'his .45', 'a 9 mm pistol']],
      ['\\d?x', ['x', '1x']],
    ];
    let matched = 0;
    for (const [source, texts] of cases) {
      const sets = requiredLiteralSets(source);
      const re = new RegExp(source, 'gi');
      for (const text of texts) {
        for (const m of text.matchAll(re)) {
          matched++;
          expect(admits(sets, m[0]), `${source} matched "${m[0]}" but the sets ${JSON.stringify(sets)} skip it`).toBe(true);
        }
      }
    }
    expect(matched).toBeGreaterThan(15);
  });

  // Guarded as lexicon.ts compiles it: no word character may touch the match on either side.
  it.each([
    ['(?:his|her|their) ex', [['ex'], ['his', 'her', 'their']]],
    ['(?:his|her|an|the) AR\\b', [['ar']]],
    ['(?:ER|emergency room|ICU) (?:\\w+ ){0,3}after', [['after'], ['er', 'emergency', 'icu']]],
    // Not bounded: a letter may follow ("ex\\w+", "exam"), or the short word is too common ("to").
    ['ex\\w+ plans', [['plans']]],
    ['threat(?:en(?:ed|ing|s)?)? to (?:kill|hurt)', [['threat'], ['hurt', 'kill']]],
    ['a?ex', [['ex', 'aex']]],
  ])('%s, guarded: short literals between non-letters count as words', (source, expected) => {
    const sets = requiredLiteralSets(source, false, true);
    expect(sets?.map((set) => [...set].sort())).toEqual(expected.map((set) => [...set].sort()));
  });

  it('does not take a short literal for a word without a guard at the edge', () => {
    expect(requiredLiteralSets('(?:his|her|their) ex')).toEqual([['his', 'her', 'their']]);
    expect(requiredLiteralSets('ex (?:his|her|their)')?.flat()).not.toContain('ex');
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
    expect(bits.rows[threat * bits.words]).toBe(0b101);
    expect(bits.has(si)).toBe(false);
    expect(bits.found).toEqual([threat]);
  });

  it('matches short literals only as whole words and case-sensitive ones by case', () => {
    const text = 'Reports SI. A sign. His ex-wife. Next exam.';
    const bits = index.sentenceBits(text, [0, 12, 20, 33]);
    expect(bits.rows[si * bits.words]).toBe(0b1);
    expect(bits.rows[ex * bits.words]).toBe(0b100);
  });
});

describe('SentenceBits', () => {
  it("keeps each literal's sentences in its own row, past 32 sentences", () => {
    const bits = new SentenceBits(3, 2);
    bits.mark(2, 0);
    bits.mark(2, 40);
    bits.mark(0, 33);
    bits.mark(2, 40);
    expect(bits.found).toEqual([2, 0]);
    expect([...bits.rows]).toEqual([0, 0b10, 0, 0, 1, 1 << 8]);
    expect(bits.has(1)).toBe(false);
  });
});

describe('word-bounded short literals', () => {
  const [ex, ar] = compile('test:words', [t('(?:his|her|their) ex', 1), t('(?:his|her|an|the) AR\\b', 1, { cs: true })]);

  it('find their sentences, and skip sentences holding the letters only inside words', () => {
    const doc = scanText('Her ex-wife called. The next exam. His AR-15 is loaded. Her AR15 and a CAR. Their EX, again.', 'dilemma');
    expect(candidateSentences(doc, ex as Trigger)).toEqual([0, 4]);
    expect(candidateSentences(doc, ar as Trigger)).toEqual([2, 3]);
  });
});

describe('the prefilter never hides a match', () => {
  const triggers = [
    ...Object.entries(CATEGORY_LEXICON).flatMap(([key, specs]) => compile(`test:${key}`, specs)),
    ...Object.entries(FACT_LEXICON).flatMap(([key, specs]) => compile(`test:${key}`, specs)),
    ...Object.entries(CUE_LEXICON).flatMap(([key, specs]) => compile(`test:${key}`, specs)),
  ];
  const corpus = [
    "My client (34M) told me he is going to put his boss in the hospital; he owns a .45 and a hunting rifle. He said she'll pay for this and that Friday is when it happens.",
    'A 15yo girl says her stepdad hits her with a belt. She begged me not to tell her mom. CPS? Do I have to make a report? Her SI is passive; denies any plan.',
    "Elderly client, 84, bedbound after a stroke; her son handles her Social Security check and took her phone. APS? She doesn't want anyone to know.",
    'I received a subpoena and a records request from the attorney; the court order covers psychotherapy notes. HIPAA and 42 CFR Part 2 apply to the SUD records.',
    'We moved to telehealth by video; she is moving to another state. I am licensed in Ohio only. PSYPACT? She sent a friend request on Instagram and a $200 gift card.',
    "I'm exhausted, burned out and dreading sessions; a colleague came to work smelling of alcohol. Our agency's policy requires reporting to HR. My supervisee wants me to sign her hours.",
    'The couple in couples therapy: the husband disclosed an affair. No-secrets policy? The group member posted on Facebook. My religious beliefs conflict with her decision; she is an immigrant and we use an interpreter.',
    'Terminally ill client in hospice asks about medical aid in dying. Another asked me to upcode a session, bill it as individual therapy, and backdate my progress notes.',
    // Digits: ages, dates, calibres and counts, which the digit set narrows to.
    "My 15-year-old client's boyfriend, she says he's 19, picks her up after 3rd period. The custody hearing is on the 12th. Her dad keeps a 9mm and an AR-15 in his truck; he bought 200 rounds.",
    'Client, 72, lives alone; her grandson (17) takes her $1,200 check. She is 84 next month. Two ER visits in 6 weeks after a fall. He was arrested in 2019 for DV.',
    // Short words between non-letters, and the same letters inside words.
    "His ex-wife got a PO. Her ex, again; the next exam. An AR-15 and his AR. In the ER after an overdose. He'll go over there to settle it. Her EX said no.",
  ];

  it('every sentence a pattern matches is among its candidate sentences', () => {
    let checked = 0;
    for (const text of corpus) {
      const doc = scanText(text, 'dilemma');
      const starts = doc.seg.sentenceStarts;
      for (const trigger of triggers) {
        const candidates = candidateSentences(doc, trigger);
        starts.forEach((from, index) => {
          const slice = doc.text.slice(from, starts[index + 1] ?? doc.text.length);
          trigger.re.lastIndex = 0;
          if (!trigger.re.test(slice)) return;
          checked++;
          if (candidates !== null) expect(candidates, `${trigger.key} ${trigger.re.source.slice(0, 60)} in "${slice}"`).toContain(index);
        });
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
