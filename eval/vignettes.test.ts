import { describe, expect, it } from 'vitest';
import { ISSUE_CATEGORY_IDS } from '../src/shared/domain/issue-categories';
import { JURISDICTIONS, findJurisdiction } from '../src/shared/domain/jurisdictions';
import { RISK_LEVELS } from '../src/shared/domain/risk';
import { PRACTICE_ROLE_VALUES, type PracticeRole } from '../src/shared/domain/roles';
import { loadIdentifierSet, loadPairGroups, loadSplit, loadVignettes, SPLITS } from './load';
import { locatePhrases, overlaps } from './metrics';
import { IDENTIFIER_KINDS } from './schema';

const vignettes = loadVignettes();
const identifierSet = loadIdentifierSet();

const count = <T>(items: readonly T[], wanted: T) => items.filter((item) => item === wanted).length;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const withTag = (tag: string) => vignettes.filter((v) => v.tags?.includes(tag as never));

/**
 * The code each role is labelled against (h3 brief: only the role's own governing code); federal
 * rules apply to every role. 'other' has no single code, so any code may be labelled.
 */
const FEDERAL = ['HIPAA', '42 CFR Part 2', 'FERPA'];
const ROLE_CODE: Record<PracticeRole, string[] | 'any'> = {
  lpc: ['ACA'],
  lcmhc: ['ACA'],
  lpcc: ['ACA'],
  'mental-health-counselor': ['ACA'],
  'group-facilitator': ['ACA'],
  lcsw: ['NASW'],
  'clinical-social-worker': ['NASW'],
  'case-manager': ['NASW'],
  psychologist: ['APA'],
  lmft: ['AAMFT'],
  'school-counselor': ['ASCA'],
  'substance-abuse-counselor': ['NAADAC'],
  'rehabilitation-counselor': ['CRCC'],
  'career-counselor': ['NCDA'],
  psychiatrist: ['APA-PSYCH'],
  'peer-support-specialist': ['NAPS'],
  'pastoral-counselor': ['AAPC'],
  other: 'any',
};

describe('vignette set', () => {
  it('has at least 70 vignettes with unique ids', () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(70);
    expect(new Set(vignettes.map((v) => v.id)).size).toBe(vignettes.length);
  });

  it('covers every issue category at least twice', () => {
    const expected = vignettes.flatMap((v) => v.expected.categories);
    const thin = ISSUE_CATEGORY_IDS.filter((id) => count(expected, id) < 2);
    expect(thin).toEqual([]);
  });

  it('has several vignettes in every risk band', () => {
    const bands = vignettes.map((v) => v.expected.riskBand);
    for (const level of RISK_LEVELS) expect(count(bands, level), level).toBeGreaterThanOrEqual(4);
  });

  it('uses only shared role and jurisdiction values, across at least 12 roles and 20 jurisdictions', () => {
    for (const v of vignettes) {
      expect(PRACTICE_ROLE_VALUES, v.id).toContain(v.role);
      expect(findJurisdiction(v.state)?.value, v.id).toBe(v.state);
    }
    expect(new Set(vignettes.map((v) => v.role)).size).toBeGreaterThanOrEqual(12);
    const states = new Set(vignettes.map((v) => v.state));
    expect(states.size).toBeGreaterThanOrEqual(20);
    expect(states.has('DC')).toBe(true);
    const territories = JURISDICTIONS.filter((j) => j.kind === 'territory' && states.has(j.value));
    expect(territories.length).toBeGreaterThanOrEqual(3);
  });

  it('has the required mix of negation, multi-issue, control and clarifying-answer vignettes', () => {
    expect(withTag('negation').length).toBeGreaterThanOrEqual(8);
    expect(withTag('multi-issue').length).toBeGreaterThanOrEqual(6);
    expect(withTag('control').length).toBeGreaterThanOrEqual(6);
    expect(withTag('clarifying-changes-picture').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps each tag honest', () => {
    // A contraction negates too ("doesn't"): `\bn't` never matched inside a word.
    for (const v of withTag('negation')) {
      expect(v.text + JSON.stringify(v.clarifyingAnswers ?? ''), v.id).toMatch(/\b(?:denies|denied|no|not|never|nothing)\b|n['’]t\b/i);
    }
    for (const v of withTag('multi-issue')) expect(v.expected.categories.length, v.id).toBeGreaterThanOrEqual(3);
    for (const v of withTag('control')) {
      expect(v.expected.categories.length, v.id).toBeLessThanOrEqual(1);
      expect(v.expected.riskBand, v.id).toBe('LOW');
    }
    for (const v of withTag('clarifying-changes-picture')) expect(v.clarifyingAnswers, v.id).toBeDefined();
  });

  it('ranges from two-sentence notes to page-long accounts', () => {
    const lengths = vignettes.map((v) => wordCount(v.text));
    expect(Math.min(...lengths)).toBeLessThanOrEqual(35);
    expect(lengths.filter((n) => n >= 300).length).toBeGreaterThanOrEqual(3);
  });

  it('labels a mandated abuse report at least HIGH (PRODUCT.md risk bands)', () => {
    const reporting = vignettes.filter((v) =>
      v.expected.categories.some((c) => c === 'child-abuse-reporting' || c === 'elder-abuse-reporting'),
    );
    expect(reporting.length).toBeGreaterThan(0);
    for (const v of reporting) expect(['HIGH', 'CRITICAL'], v.id).toContain(v.expected.riskBand);
  });

  it("cites at most three sections, only from the role's own code or federal rules", () => {
    for (const v of vignettes) {
      expect(v.expected.citations.length, v.id).toBeLessThanOrEqual(3);
      const allowed = ROLE_CODE[v.role];
      for (const c of v.expected.citations) {
        if (allowed !== 'any') expect([...allowed, ...FEDERAL], `${v.id}: ${c.source} ${c.section}`).toContain(c.source);
      }
    }
  });

  it('labels a state topic only alongside a matching issue', () => {
    const topicCategory = {
      'duty-to-protect': ['duty-to-protect'],
      'child-abuse-reporting': ['child-abuse-reporting'],
      'elder-abuse-reporting': ['elder-abuse-reporting'],
      'minor-consent': ['minors-consent', 'substance-use-records'],
    } as const;
    for (const v of vignettes) {
      for (const topic of v.expected.stateTopics) {
        const related: readonly string[] = topicCategory[topic];
        expect(v.expected.categories.some((c) => related.includes(c)), `${v.id}: ${topic}`).toBe(true);
      }
    }
  });

  it('contains no obvious identifiers (they belong in identifiers.json)', () => {
    const patterns = [
      /[\w.+-]+@[\w-]+\.\w+/, // e-mail
      /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/, // phone
      /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, // numeric date
      /\b\d{3}-\d{2}-\d{4}\b/, // SSN
      /\b(9\d|1[01]\d)[- ]?(year|yo\b|y\/o)/i, // age over 89
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/, // month and day
    ];
    for (const v of vignettes) {
      const text = v.text + JSON.stringify(v.clarifyingAnswers ?? '');
      for (const pattern of patterns) expect(text, `${v.id} ${pattern}`).not.toMatch(pattern);
    }
  });
});

describe.each(SPLITS)('the %s split (eval/WRITING.md)', (split) => {
  const all = loadSplit(split);
  const written = all.filter((v) => /^[dt]\d+-/.test(v.file));
  const groups = loadPairGroups(split);

  it('is large enough, and every vignette written for it carries the practitioner’s screen answers', () => {
    expect(written.length).toBeGreaterThanOrEqual(split === 'dev' ? 400 : 150);
    for (const v of written) {
      for (const domain of ['self', 'others', 'abuse'] as const) expect(v.safetyScreen?.[domain]?.concern, `${v.id} ${domain}`).toBeDefined();
    }
  });

  it('covers every role, 25 or more jurisdictions, every risk band and every category', () => {
    expect(new Set(all.map((v) => v.role)).size).toBe(PRACTICE_ROLE_VALUES.length);
    expect(new Set(all.map((v) => v.state)).size).toBeGreaterThanOrEqual(25);
    for (const level of RISK_LEVELS) expect(all.filter((v) => v.expected.riskBand === level).length, level).toBeGreaterThanOrEqual(10);
    const labelled = new Set(all.flatMap((v) => v.expected.categories));
    expect(ISSUE_CATEGORY_IDS.filter((id) => !labelled.has(id))).toEqual([]);
  });

  it('mixes the voices and situations the guide asks for', () => {
    const tagged = (tag: string) => written.filter((v) => v.tags?.includes(tag as never)).length;
    for (const tag of ['euphemism', 'indirect-danger', 'denial', 'multi-issue', 'control', 'hedging']) expect(tagged(tag), tag).toBeGreaterThanOrEqual(5);
    expect(written.filter((v) => v.clarifyingAnswers).length).toBeGreaterThanOrEqual(written.length / 8);
  });

  it('has minimal-pair groups of five or more wordings each', () => {
    expect(groups.length).toBeGreaterThanOrEqual(split === 'dev' ? 10 : 6);
    for (const g of groups) expect(g.wordings.length, g.id).toBeGreaterThanOrEqual(5);
  });
});

describe('the two splits', () => {
  it('share no vignette or pair-group id', () => {
    const [dev, test] = SPLITS.map((split) => new Set([...loadSplit(split).map((v) => v.id), ...loadPairGroups(split).map((g) => g.id)]));
    expect([...dev!].filter((id) => test!.has(id))).toEqual([]);
  });
});

describe('identifier set', () => {
  const labels = identifierSet.flatMap((s) => s.identifiers);

  it('has at least 40 samples and 150 labelled identifiers', () => {
    expect(identifierSet.length).toBeGreaterThanOrEqual(40);
    expect(labels.length).toBeGreaterThanOrEqual(150);
  });

  it('labels every Safe Harbor kind the guard detects', () => {
    const kinds = new Set(labels.map((l) => l.kind));
    expect(IDENTIFIER_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('places every label, and no hard negative overlaps a label', () => {
    for (const sample of identifierSet) {
      const spans = locatePhrases(sample.text, sample.identifiers);
      expect(spans.every((s) => s !== null), sample.text).toBe(true);
      for (const negative of locatePhrases(sample.text, (sample.hardNegatives ?? []).map((text) => ({ text })))) {
        expect(negative, sample.text).not.toBeNull();
        expect(spans.some((s) => s !== null && negative !== null && overlaps(s, negative)), `${negative?.text}`).toBe(false);
      }
    }
  });

  it('includes the clinical look-alikes the brief names as hard negatives', () => {
    const negatives = new Set(identifierSet.flatMap((s) => s.hardNegatives ?? []));
    for (const phrase of ['Axis II', 'Beck Depression Inventory', 'Adderall', 'Zoloft', 'DSM-5-TR', 'PHQ-9', 'Tarasoff', 'LCSW', '§ 43.92', 'CPT 90837']) {
      expect(negatives, phrase).toContain(phrase);
    }
    expect(negatives.size).toBeGreaterThanOrEqual(40);
  });
});
