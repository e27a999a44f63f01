import { describe, expect, it } from 'vitest';
import type { StateLaw } from '../src/engine/knowledge-base/types';
import type { Citation, DetectedIdentifier, RiskResult, Understanding } from '../src/engine/types';
import type { RiskLevel } from '../src/shared/domain/risk';
import { evaluateIdentifiers, evaluatePairs, evaluateSplit, evaluateVignette, type EvalEngine } from './evaluate';
import type { IdentifierSample, Vignette } from './schema';

type Canned = { categories: string[]; citations: Array<Omit<Citation, 'title'>>; level: RiskLevel; score: number };

const law = {
  code: 'CA',
  dutyToProtect: { citations: ['Cal. Civ. Code § 43.92'] },
  childAbuseReporting: { citation: 'Cal. Penal Code § 11166' },
  elderAbuseReporting: { citation: 'Cal. Welf. & Inst. Code § 15630' },
  minorConsent: { citation: 'Cal. Fam. Code § 6924' },
} as unknown as StateLaw;

/** A stand-in engine: canned answers per dilemma text, so each scoring rule can be checked exactly. */
function fakeEngine(answers: Record<string, Canned | Error>, detections: Record<string, DetectedIdentifier[]> = {}): EvalEngine {
  return {
    understandDilemma: (input) => {
      const canned = answers[input.text];
      if (!canned) throw new Error(`no canned answer for ${input.text}`);
      if (canned instanceof Error) throw canned;
      return {
        categories: canned.categories.map((id) => ({ id, confidence: 1, evidence: [] })),
        citations: canned.citations.map((c) => ({ ...c, title: '' })),
        wordCount: canned.score,
        theoreticalOrientation: canned.level,
      } as unknown as Understanding;
    },
    assessRisk: (u) => ({ score: u.wordCount, level: u.theoreticalOrientation as unknown as RiskLevel }) as RiskResult,
    detectIdentifiers: (text) => detections[text] ?? [],
    stateLaw: () => law,
  };
}

function vignette(id: string, expected: Partial<Vignette['expected']>): Vignette {
  return {
    id,
    title: id,
    role: 'lpc',
    state: 'CA',
    text: `text of ${id}`,
    expected: { categories: [], riskBand: 'LOW', citations: [], stateTopics: [], ...expected },
  };
}

describe('evaluateVignette', () => {
  it('reports missing, unexpected and forbidden categories, honouring acceptable extras', () => {
    const v = vignette('a', {
      categories: ['duty-to-protect', 'confidentiality'],
      acceptableCategories: ['documentation'],
      forbiddenCategories: ['suicide-risk'],
      riskBand: 'HIGH',
    });
    const engine = fakeEngine({
      'text of a': { categories: ['duty-to-protect', 'documentation', 'suicide-risk'], citations: [], level: 'HIGH', score: 7 },
    });
    expect(evaluateVignette(v, engine)).toMatchObject({
      missingCategories: ['confidentiality'],
      unexpectedCategories: ['suicide-risk'],
      forbiddenHits: ['suicide-risk'],
      gotBand: 'HIGH',
      score: 7,
      error: null,
    });
  });

  it('finds code citations loosely and state topics through the state-law entry', () => {
    const v = vignette('b', {
      citations: [
        { source: 'ACA', section: 'B.2.a' },
        { source: 'HIPAA', section: '45 CFR 164.512(j)' },
      ],
      stateTopics: ['duty-to-protect', 'child-abuse-reporting'],
    });
    const engine = fakeEngine({
      'text of b': {
        categories: [],
        citations: [
          { source: 'ACA', section: 'b.2.A' },
          { source: 'STATE:CA', section: 'Cal. Civ. Code §43.92' },
          { source: 'STATE:OR', section: 'Cal. Penal Code § 11166' },
        ],
        level: 'LOW',
        score: 1,
      },
    });
    const result = evaluateVignette(v, engine);
    expect(result.codeCitations).toEqual({ expected: 2, found: 1, missing: [{ source: 'HIPAA', section: '45 CFR 164.512(j)' }] });
    expect(result.stateTopics).toEqual({
      expected: 2,
      found: 1,
      missing: [{ topic: 'child-abuse-reporting', wanted: ['Cal. Penal Code § 11166'] }],
    });
  });

  it('records an engine crash as an error with everything missed', () => {
    const v = vignette('c', { categories: ['gifts'], citations: [{ source: 'ACA', section: 'A.10.f' }] });
    const result = evaluateVignette(v, fakeEngine({ 'text of c': new Error('boom') }));
    expect(result).toMatchObject({ error: 'boom', gotBand: null, missingCategories: ['gifts'] });
    expect(result.codeCitations.found).toBe(0);
  });
});

describe('evaluateIdentifiers', () => {
  const sample: IdentifierSample = {
    text: 'Maria takes Zoloft',
    identifiers: [{ kind: 'name', text: 'Maria' }],
    hardNegatives: ['Zoloft'],
  };
  const detections = {
    'Maria takes Zoloft': [
      { kind: 'name', text: 'Maria', start: 0, end: 5, placeholder: '[NAME]' },
      { kind: 'name', text: 'Zoloft', start: 12, end: 18, placeholder: '[NAME]' },
    ] satisfies DetectedIdentifier[],
  };

  it('totals recall and precision and fails the precision bar when a hard negative is flagged', () => {
    const report = evaluateIdentifiers([sample], fakeEngine({}, detections));
    expect(report).toMatchObject({ recall: 1, precision: 0.5, hardNegatives: 1, hardNegativesFlagged: 1, passed: false });
    expect(report.bars.filter((b) => !b.passed).map((b) => b.name)).toEqual(['identifierPrecision']);
  });
});

describe('evaluateSplit', () => {
  it('aggregates the metrics and fails the bars it misses, counting HIGH/CRITICAL scored LOW', () => {
    const report = evaluateSplit({
      split: 'dev',
      vignettes: [
        vignette('x', { categories: ['gifts'], riskBand: 'LOW', citations: [{ source: 'ACA', section: 'A.10.f' }] }),
        vignette('y', { categories: ['suicide-risk'], riskBand: 'CRITICAL' }),
      ],
      engine: fakeEngine({
        'text of x': { categories: ['gifts'], citations: [{ source: 'ACA', section: 'A.10.f' }], level: 'LOW', score: 2 },
        'text of y': { categories: ['suicide-risk'], citations: [], level: 'LOW', score: 2 },
      }),
    });
    expect(report.text.categories.micro).toMatchObject({ tp: 2, fp: 0, fn: 0, precision: 1, recall: 1 });
    expect(report.text.bands).toMatchObject({ exact: 1, withinOne: 1, total: 2 });
    expect(report.text.dangerScoredLow).toEqual(['y']);
    expect(report.text.citations.overall).toEqual({ expected: 1, found: 1, recall: 1 });
    expect(report.bars.filter((b) => !b.passed).map((b) => b.name)).toEqual(['bandExact', 'bandWithinOne', 'dangerScoredLow']);
    expect(report.passed).toBe(false);
  });

  it('passes when every bar is met and nothing crashed', () => {
    const report = evaluateSplit({
      split: 'dev',
      vignettes: [vignette('x', { categories: ['gifts'], citations: [{ source: 'ACA', section: 'A.10.f' }] })],
      engine: fakeEngine({ 'text of x': { categories: ['gifts'], citations: [{ source: 'ACA', section: 'A.10.f' }], level: 'LOW', score: 1 } }),
    });
    expect(report.passed).toBe(true);
  });

  it('scores a crashed vignette as a band two or more steps away', () => {
    const report = evaluateSplit({
      split: 'dev',
      vignettes: [vignette('m', { riskBand: 'MODERATE' }), vignette('h', { riskBand: 'HIGH' })],
      engine: fakeEngine({ 'text of m': new Error('boom'), 'text of h': new Error('boom') }),
    });
    expect(report.text.bands.confusion.MODERATE.CRITICAL).toBe(1);
    expect(report.text.bands.confusion.HIGH.LOW).toBe(1);
    expect(report.text.bands.withinOne).toBe(0);
    expect(report.passed).toBe(false);
  });

  it('scores the screen mode only on vignettes with screen answers, against the band with the screen', () => {
    const withScreen = {
      ...vignette('s', { categories: ['suicide-risk'], riskBand: 'MODERATE', riskBandWithScreen: 'CRITICAL' }),
      safetyScreen: { self: { concern: 'yes' as const } },
    };
    const report = evaluateSplit({
      split: 'dev',
      vignettes: [withScreen, vignette('n', { riskBand: 'LOW' })],
      engine: fakeEngine({
        'text of s': { categories: ['suicide-risk'], citations: [], level: 'MODERATE', score: 5 },
        'text of n': { categories: [], citations: [], level: 'LOW', score: 1 },
      }),
    });
    expect(report.screen.vignetteCount).toBe(1);
    expect(report.screen.vignettes[0]).toMatchObject({ expectedBand: 'CRITICAL', gotBand: 'MODERATE' });
    expect(report.bars.find((b) => b.name === 'screenBandExact')?.passed).toBe(false);
  });
});

describe('evaluatePairs', () => {
  it('passes a group only when every wording gets the band and the categories', () => {
    const group = { id: 'g', title: 'g', role: 'lpc' as const, state: 'CA', wordings: ['one', 'two'], expected: { categories: ['gifts' as const], riskBand: 'LOW' as const } };
    const engine = fakeEngine({
      one: { categories: ['gifts'], citations: [], level: 'LOW', score: 1 },
      two: { categories: ['gifts'], citations: [], level: 'MODERATE', score: 4 },
    });
    const report = evaluatePairs([group], engine);
    expect(report.consistency).toBe(0);
    expect(report.wordingsExact).toBe(0.5);
    expect(report.groups[0]?.wordings.map((w) => w.band)).toEqual(['LOW', 'MODERATE']);
  });
});
