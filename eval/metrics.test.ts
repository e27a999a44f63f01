import { describe, expect, it } from 'vitest';
import {
  bandDistance,
  bandMetrics,
  categoryMetrics,
  checkBars,
  compareCategories,
  compareIdentifiers,
  hasCitation,
  hasStateCitation,
  identifierTotals,
  locatePhrases,
  normaliseCitationText,
  overlaps,
  scores,
} from './metrics';

describe('scores', () => {
  it('computes precision, recall and F1', () => {
    const s = scores({ tp: 3, fp: 1, fn: 2 });
    expect(s.precision).toBeCloseTo(0.75);
    expect(s.recall).toBeCloseTo(0.6);
    expect(s.f1).toBeCloseTo((2 * 0.75 * 0.6) / 1.35);
  });

  it('leaves precision undefined when nothing was predicted and recall when nothing was expected', () => {
    expect(scores({ tp: 0, fp: 0, fn: 2 })).toMatchObject({ precision: null, recall: 0, f1: null });
    expect(scores({ tp: 0, fp: 2, fn: 0 })).toMatchObject({ precision: 0, recall: null, f1: null });
  });

  it('gives F1 0 when both precision and recall are 0', () => {
    expect(scores({ tp: 0, fp: 1, fn: 1 }).f1).toBe(0);
  });
});

describe('compareCategories', () => {
  it('splits predictions into true positives, false positives and misses', () => {
    expect(compareCategories({ expected: ['a', 'b'], predicted: ['b', 'c'] })).toEqual({
      truePositives: ['b'],
      falsePositives: ['c'],
      falseNegatives: ['a'],
    });
  });

  it('does not count an acceptable extra as a false positive', () => {
    const outcome = compareCategories({ expected: ['a'], predicted: ['a', 'c', 'd'], acceptable: ['c'] });
    expect(outcome.falsePositives).toEqual(['d']);
  });

  it('ignores duplicate predictions', () => {
    expect(compareCategories({ expected: ['a'], predicted: ['a', 'a'] }).truePositives).toEqual(['a']);
  });
});

describe('categoryMetrics', () => {
  it('counts per category and micro-averages over all of them', () => {
    const metrics = categoryMetrics(
      [
        { expected: ['a'], predicted: ['a'] },
        { expected: ['a', 'b'], predicted: ['b', 'c'] },
        { expected: [], predicted: ['c'], acceptable: ['c'] },
      ],
      ['a', 'b', 'c', 'd'],
    );
    expect(metrics.perCategory.a).toMatchObject({ tp: 1, fp: 0, fn: 1, recall: 0.5, precision: 1 });
    expect(metrics.perCategory.c).toMatchObject({ tp: 0, fp: 1, fn: 0, precision: 0, recall: null });
    expect(metrics.perCategory.d).toMatchObject({ tp: 0, fp: 0, fn: 0, precision: null, recall: null });
    expect(metrics.micro).toMatchObject({ tp: 2, fp: 1, fn: 1 });
    expect(metrics.micro.precision).toBeCloseTo(2 / 3);
  });

  it('still reports a predicted category that is not in the id list', () => {
    const metrics = categoryMetrics([{ expected: [], predicted: ['unknown'] }], ['a']);
    expect(metrics.perCategory.unknown).toMatchObject({ fp: 1 });
    expect(metrics.micro.fp).toBe(1);
  });
});

describe('risk bands', () => {
  it('measures distance on the CRITICAL-HIGH-MODERATE-LOW scale', () => {
    expect(bandDistance('CRITICAL', 'CRITICAL')).toBe(0);
    expect(bandDistance('HIGH', 'MODERATE')).toBe(1);
    expect(bandDistance('LOW', 'CRITICAL')).toBe(3);
  });

  it('computes exact and within-one accuracy and the confusion matrix', () => {
    const b = bandMetrics([
      { expected: 'HIGH', got: 'HIGH' },
      { expected: 'HIGH', got: 'CRITICAL' },
      { expected: 'LOW', got: 'HIGH' },
      { expected: 'MODERATE', got: 'MODERATE' },
    ]);
    expect(b).toMatchObject({ total: 4, exact: 2, withinOne: 3, exactAccuracy: 0.5, withinOneAccuracy: 0.75 });
    expect(b.confusion.HIGH.CRITICAL).toBe(1);
    expect(b.confusion.LOW.HIGH).toBe(1);
    expect(b.confusion.LOW.LOW).toBe(0);
  });

  it('has no accuracy for an empty set', () => {
    expect(bandMetrics([]).exactAccuracy).toBeNull();
  });
});

describe('citations', () => {
  it('normalises case, whitespace and the section sign', () => {
    expect(normaliseCitationText(' 45 CFR § 164.512(J) ')).toBe('45cfr164.512(j)');
  });

  it('matches a labelled section regardless of spacing, case and §', () => {
    const cited = [
      { source: 'aca', section: 'b.2.a' },
      { source: 'HIPAA', section: '45 CFR §164.512(j)' },
    ];
    expect(hasCitation(cited, { source: 'ACA', section: 'B.2.a' })).toBe(true);
    expect(hasCitation(cited, { source: 'HIPAA', section: '45 CFR 164.512(j)' })).toBe(true);
  });

  it('needs the same source and the same section', () => {
    const cited = [{ source: 'NASW', section: '1.07(c)' }];
    expect(hasCitation(cited, { source: 'ACA', section: '1.07(c)' })).toBe(false);
    expect(hasCitation(cited, { source: 'NASW', section: '1.07' })).toBe(false);
  });

  it('finds a state topic only under that state with one of its statute strings', () => {
    const cited = [{ source: 'STATE:CA', section: 'Cal. Civ. Code § 43.92' }];
    expect(hasStateCitation(cited, 'CA', ['Cal. Civ. Code §43.92'])).toBe(true);
    expect(hasStateCitation(cited, 'OR', ['Cal. Civ. Code § 43.92'])).toBe(false);
    expect(hasStateCitation(cited, 'CA', ['Cal. Penal Code § 11166'])).toBe(false);
  });

  it('never matches an empty statute string', () => {
    expect(hasStateCitation([{ source: 'STATE:GU', section: '' }], 'GU', [''])).toBe(false);
  });
});

describe('identifiers', () => {
  it('treats touching spans as not overlapping', () => {
    expect(overlaps({ start: 0, end: 5 }, { start: 5, end: 9 })).toBe(false);
    expect(overlaps({ start: 0, end: 6 }, { start: 5, end: 9 })).toBe(true);
  });

  it('places a phrase labelled twice on its two occurrences', () => {
    const spans = locatePhrases('call 555-0101 or 555-0101', [{ text: '555-0101' }, { text: '555-0101' }, { text: 'x' }]);
    expect(spans.map((s) => s?.start ?? null)).toEqual([5, 17, null]);
  });

  it('counts overlap hits, misses and false positives, naming the hard negative hit', () => {
    const text = 'Maria on Zoloft, DOB 4/2/1961';
    const [maria, dob] = locatePhrases(text, [
      { kind: 'name', text: 'Maria' },
      { kind: 'date', text: '4/2/1961' },
    ]);
    const [zoloft] = locatePhrases(text, [{ text: 'Zoloft' }]);
    const outcome = compareIdentifiers({
      labels: [maria!, dob!],
      hardNegatives: [zoloft!],
      detections: [
        { kind: 'name', text: 'Mari', start: 0, end: 4 },
        { kind: 'name', text: 'Zoloft', start: 9, end: 15 },
      ],
    });
    expect(outcome).toMatchObject({ labelled: 2, found: 1, detected: 2, correct: 1 });
    expect(outcome.missed).toEqual([{ kind: 'date', text: '4/2/1961' }]);
    expect(outcome.falsePositives).toEqual([{ kind: 'name', text: 'Zoloft', hardNegative: 'Zoloft' }]);
    expect(outcome.foundByKind).toEqual({ name: { labelled: 1, found: 1 }, date: { labelled: 1, found: 0 } });
  });

  it('lets one detection cover two adjacent labels', () => {
    const outcome = compareIdentifiers({
      labels: [
        { kind: 'address', text: '1 Elm St', start: 0, end: 8 },
        { kind: 'zip', text: '62704', start: 10, end: 15 },
      ],
      hardNegatives: [],
      detections: [{ kind: 'address', text: '1 Elm St, 62704', start: 0, end: 15 }],
    });
    expect(outcome).toMatchObject({ found: 2, correct: 1, detected: 1 });
  });

  it('totals recall and precision across samples and by kind', () => {
    const totals = identifierTotals([
      { missed: [], falsePositives: [], foundByKind: { name: { labelled: 2, found: 2 } }, labelled: 2, found: 2, detected: 3, correct: 2 },
      { missed: [], falsePositives: [], foundByKind: { name: { labelled: 2, found: 1 } }, labelled: 2, found: 1, detected: 1, correct: 1 },
    ]);
    expect(totals).toMatchObject({ labelled: 4, found: 3, detected: 4, correct: 3, recall: 0.75, precision: 0.75 });
    expect(totals.byKind.name).toEqual({ labelled: 4, found: 3, recall: 0.75 });
  });

  it('leaves precision undefined when nothing was detected', () => {
    expect(identifierTotals([]).precision).toBeNull();
  });
});

describe('checkBars', () => {
  it('passes values exactly at the bar, despite floating-point noise', () => {
    expect(checkBars({ bandExact: 0.1 + 0.7, forbiddenRate: 0.01 + 0.02 }).every((b) => b.passed)).toBe(true);
  });

  it('fails a value below a minimum, above a maximum, and an undefined value', () => {
    const results = checkBars({ bandWithinOne: 0.99, identifierPrecision: null, dangerScoredLow: 1, categoryRecall: 0.95 });
    expect(results.filter((b) => !b.passed).map((b) => b.name)).toEqual(['bandWithinOne', 'identifierPrecision', 'dangerScoredLow']);
  });
});
