import { describe, expect, it } from 'vitest';
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { JURISDICTION_CODES } from '../../shared/domain/jurisdictions';
import { PRACTICE_ROLE_VALUES } from '../../shared/domain/roles';
import {
  allKbEntries,
  CASES,
  casesFor,
  citationOf,
  CODE_ORDER,
  codeSectionsFor,
  DECISION_MODELS,
  decisionModelsFor,
  FEDERAL_PROVISIONS,
  federalProvisionsFor,
  codesForRole,
  getCode,
  kbEntryById,
  dutyCoversSelfHarm,
  minorConsentRule,
  resolveCitation,
  stateLaw,
  stateLawCitationsFor,
  stateLawReachesSelfHarm,
} from './index';
import { kbCounts } from './counts';
import type { CodeId, CodeSection } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidIsoDate(text: string): boolean {
  return ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/**
 * Categories a code does not address at all, with the reason; everything else must have at least
 * one section. Substance-use records are governed by 42 CFR Part 2, which these general codes do
 * not mention.
 */
const NOT_ADDRESSED: Partial<Record<CodeId, IssueCategoryId[]>> = {
  ACA: ['substance-use-records'],
  NASW: ['substance-use-records'],
  APA: ['substance-use-records'],
  // AAMFT speaks to an organisation's mandates only in its preamble; 1.13 is about services a third party requests.
  AAMFT: ['substance-use-records', 'workplace-policy'],
};

const allSections = (): CodeSection[] => CODE_ORDER.flatMap((id) => getCode(id).sections);
const findSection = (code: CodeId, section: string): CodeSection | undefined => getCode(code).sections.find((s) => s.section === section);

describe('ethics codes', () => {
  it('cites a section about one kind of work (group, couple, family) only where that work is the issue', () => {
    for (const section of allSections().filter((s) => /^(?:Group|Couples|Groups and Families)/.test(s.title))) {
      expect(section.categories, `${section.code} ${section.section}`).not.toContain('confidentiality');
    }
    expect(findSection('ASCA', 'A.7')?.categories).toEqual(['couples-family-group']);
  });

  it('cites AAMFT 1.13 (services a third party requests) for a forensic or family request, not an employer policy', () => {
    expect(findSection('AAMFT', '1.13')?.categories).toEqual(['forensic-role']);
    expect(codeSectionsFor('lmft', ['workplace-policy', 'gifts']).map((s) => `${s.code} ${s.section}`)).not.toContain('AAMFT 1.13');
  });

  it('gives every section a source, a valid check date, a title and a summary', () => {
    for (const section of allSections()) {
      const label = `${section.code} ${section.section}`;
      expect(section.source.trim(), label).not.toBe('');
      expect(isValidIsoDate(section.lastChecked), label).toBe(true);
      expect(section.title.trim(), label).not.toBe('');
      expect(section.summary.trim().length, label).toBeGreaterThan(20);
      expect(section.categories.length, label).toBeGreaterThan(0);
      if (!section.verified) expect(section.note?.trim(), `${label} is unverified and needs a note`).toBeTruthy();
    }
  });

  it('has no duplicate (code, section) pairs', () => {
    const keys = allSections().map((s) => `${s.code}|${s.section}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stores each section under the code that holds it', () => {
    for (const id of CODE_ORDER) {
      const code = getCode(id);
      expect(code.id).toBe(id);
      expect(code.sections.every((s) => s.code === id)).toBe(true);
      expect(isValidIsoDate(code.lastChecked)).toBe(true);
    }
  });

  it.each(['ACA', 'NASW', 'APA', 'AAMFT'] as const)('%s covers every issue category it addresses', (id) => {
    const covered = new Set(getCode(id).sections.flatMap((s) => s.categories));
    const exceptions = NOT_ADDRESSED[id] ?? [];
    const missing = ISSUE_CATEGORY_IDS.filter((c) => !covered.has(c) && !exceptions.includes(c));
    expect(missing).toEqual([]);
  });
});

describe('codesForRole', () => {
  it.each(PRACTICE_ROLE_VALUES)('maps %s to a primary code the knowledge base holds', (role) => {
    const { primary, secondary } = codesForRole(role);
    expect(CODE_ORDER).toContain(primary);
    expect(getCode(primary).sections.length).toBeGreaterThan(0);
    for (const id of secondary) {
      expect(CODE_ORDER).toContain(id);
      expect(id).not.toBe(primary);
    }
  });

  it('follows the professions\' own codes', () => {
    expect(codesForRole('lpc')).toEqual({ primary: 'ACA', secondary: ['NBCC'], federal: ['HIPAA'] });
    expect(codesForRole('case-manager').primary).toBe('NASW');
    expect(codesForRole('lmft').primary).toBe('AAMFT');
    expect(codesForRole('psychiatrist').primary).toBe('APA-PSYCH');
    expect(codesForRole('school-counselor').federal).toContain('FERPA');
    expect(codesForRole('substance-abuse-counselor')).toMatchObject({ primary: 'NAADAC', federal: ['42 CFR Part 2', 'HIPAA'] });
    expect(codesForRole('pastoral-counselor')).toMatchObject({ primary: 'AAPC', secondary: ['AACC', 'ACA'] });
    expect(codesForRole('peer-support-specialist').primary).toBe('NAPS');
    expect(codesForRole('other')).toMatchObject({ primary: 'ACA', secondary: ['NASW'] });
  });

  it('returns copies the caller cannot use to change the table', () => {
    codesForRole('lpc').secondary.push('APA');
    expect(codesForRole('lpc').secondary).toEqual(['NBCC']);
  });
});

describe('codeSectionsFor', () => {
  it('puts the primary code first and the section whose main topic is the category first', () => {
    const sections = codeSectionsFor('lpc', ['duty-to-protect']);
    expect(sections[0]).toMatchObject({ code: 'ACA', section: 'B.2.a' });
  });

  it('orders by the requested categories, earliest first', () => {
    const sections = codeSectionsFor('lcsw', ['gifts', 'sexual-boundaries']);
    const firstSexual = sections.findIndex((s) => s.categories.includes('sexual-boundaries') && !s.categories.includes('gifts'));
    const lastGift = sections.map((s) => s.categories.includes('gifts')).lastIndexOf(true);
    expect(lastGift).toBeGreaterThanOrEqual(0);
    expect(firstSexual).toBeGreaterThan(lastGift);
  });

  it('gives every role at least one code section for the core categories', () => {
    for (const role of PRACTICE_ROLE_VALUES) {
      for (const category of ['confidentiality', 'multiple-relationships', 'competence-scope'] as const) {
        expect(codeSectionsFor(role, [category]).length, `${role} ${category}`).toBeGreaterThan(0);
      }
    }
  });

  it('follows the primary code with the secondary codes', () => {
    const codes = codeSectionsFor('pastoral-counselor', ['sexual-boundaries']).map((s) => s.code);
    expect(codes[0]).toBe('AAPC');
    expect(codes.indexOf('ACA')).toBeGreaterThan(codes.lastIndexOf('AACC'));
  });

  it('returns no duplicates and nothing outside the requested categories', () => {
    const categories: IssueCategoryId[] = ['confidentiality', 'minors-consent', 'records-legal-process'];
    const sections = codeSectionsFor('other', categories);
    const keys = sections.map((s) => `${s.code}|${s.section}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(sections.every((s) => s.categories.some((c) => categories.includes(c)))).toBe(true);
  });
});

describe('federalProvisionsFor', () => {
  it('cites HIPAA 164.512(j) for a duty-to-protect question', () => {
    expect(federalProvisionsFor('lpc', ['duty-to-protect']).map((p) => p.section)).toContain('45 CFR 164.512(j)');
  });

  it('gives FERPA to school counselors only', () => {
    const school = federalProvisionsFor('school-counselor', ['documentation']).map((p) => p.rule);
    const lpc = federalProvisionsFor('lpc', ['documentation']).map((p) => p.rule);
    expect(school).toContain('FERPA');
    expect(lpc).not.toContain('FERPA');
  });

  it('brings in 42 CFR Part 2 for any role when the dilemma is about substance use records', () => {
    expect(federalProvisionsFor('lcsw', ['substance-use-records']).map((p) => p.rule)).toContain('42 CFR Part 2');
    expect(federalProvisionsFor('lcsw', ['confidentiality']).map((p) => p.rule)).not.toContain('42 CFR Part 2');
  });

  it('categorises every federal provision and dates it', () => {
    for (const p of FEDERAL_PROVISIONS) {
      expect(p.categories.length, p.section).toBeGreaterThan(0);
      expect(isValidIsoDate(p.lastChecked), p.section).toBe(true);
    }
  });
});

describe('casesFor', () => {
  it('leads with the state\'s own case', () => {
    expect(casesFor('TX', ['duty-to-protect'])[0]?.name).toBe('Thapar v. Zezulka');
    expect(casesFor('CA', ['duty-to-protect'])[0]?.name).toBe('Tarasoff v. Regents of the University of California');
  });

  it('still offers Tarasoff to a state without its own case', () => {
    expect(casesFor('NY', ['duty-to-protect']).map((c) => c.name)).toContain('Tarasoff v. Regents of the University of California');
  });

  it('gives every case a unique id', () => {
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
  });
});

describe('stateLawCitationsFor', () => {
  it('cites state law for suicide risk only where a duty, a suicide warning or a mandatory report reaches danger to self', () => {
    for (const code of JURISDICTION_CODES) {
      const law = stateLaw(code);
      const duty = dutyCoversSelfHarm(law) ? law.dutyToProtect.citations : [];
      const warning = law.selfHarmWarning ? [law.selfHarmWarning.citation] : [];
      const report = law.dangerReport?.coversSelfHarm ? [law.dangerReport.citation] : [];
      const suicide = stateLawCitationsFor(code, ['suicide-risk']).map((c) => c.section);
      expect(suicide, code).toEqual([...duty, ...warning, ...report]);
      expect(suicide.length > 0, code).toBe(stateLawReachesSelfHarm(code));
    }
  });

  it('pulls nothing from state law for confidentiality or records questions', () => {
    for (const code of JURISDICTION_CODES) {
      expect(stateLawCitationsFor(code, ['confidentiality', 'records-legal-process'])).toEqual([]);
    }
  });

  it('cites California\'s § 43.92 for a duty-to-protect question and resolves it loosely written', () => {
    const [citation] = stateLawCitationsFor('CA', ['duty-to-protect']);
    expect(citation).toMatchObject({ source: 'STATE:CA', section: 'Cal. Civ. Code § 43.92' });
    expect(resolveCitation({ source: 'state:ca', section: 'cal. civ. code 43.92', title: '' })?.id).toBe('state:CA:duty-to-protect');
  });
});

describe('decision models', () => {
  it('holds at least ten models, each with at least three steps', () => {
    expect(DECISION_MODELS.length).toBeGreaterThanOrEqual(10);
    for (const m of DECISION_MODELS) expect(m.steps.length, m.id).toBeGreaterThanOrEqual(3);
    expect(new Set(DECISION_MODELS.map((m) => m.id)).size).toBe(DECISION_MODELS.length);
  });

  it.each(PRACTICE_ROLE_VALUES)('gives %s at least five distinct models, deterministically, with Forester-Miller & Davis', (role) => {
    const first = decisionModelsFor(role, ['confidentiality', 'multiple-relationships'], 5).map((m) => m.id);
    const second = decisionModelsFor(role, ['confidentiality', 'multiple-relationships'], 5).map((m) => m.id);
    expect(first).toEqual(second);
    expect(new Set(first).size).toBe(5);
    expect(first).toContain('forester-miller-davis');
  });

  it('prefers the models that suit the role and the dilemma', () => {
    expect(decisionModelsFor('school-counselor', ['minors-consent'], 3)[0]?.id).toBe('asca-steps');
    expect(decisionModelsFor('lcsw', [], 5).map((m) => m.id)).toEqual(expect.arrayContaining(['reamer', 'congress-ethic']));
    expect(decisionModelsFor('lpc', ['cultural-diversity'], 3).map((m) => m.id)).toContain('garcia-transcultural-integrative');
  });

  it('keeps Forester-Miller & Davis even when only one model is asked for', () => {
    expect(decisionModelsFor('school-counselor', ['minors-consent'], 1).map((m) => m.id)).toEqual(['forester-miller-davis']);
  });
});

describe('citations', () => {
  const citable = () => [...allSections(), ...FEDERAL_PROVISIONS, ...CASES, ...DECISION_MODELS];

  it('round-trips citationOf → resolveCitation for every code section, federal rule, case and model', () => {
    for (const entry of citable()) {
      const citation = citationOf(entry);
      const resolved = resolveCitation(citation);
      expect(resolved, `${citation.source} ${citation.section}`).toBeDefined();
      expect(resolved && kbEntryById(resolved.id)).toBe(resolved);
    }
  });

  it('resolves every state-law citation to that state\'s entry', () => {
    for (const code of JURISDICTION_CODES) {
      for (const citation of stateLawCitationsFor(code, [...ISSUE_CATEGORY_IDS])) {
        const resolved = resolveCitation(citation);
        expect(resolved?.id.startsWith(`state:${code}:`), `${citation.source} ${citation.section}`).toBe(true);
      }
    }
  });

  it('tolerates §, spacing and case differences', () => {
    const target = resolveCitation({ source: 'HIPAA', section: '45 CFR 164.512(j)', title: '' });
    expect(target?.id).toBe('federal:HIPAA:164.512(j)');
    expect(resolveCitation({ source: 'hipaa', section: '45 C.F.R. § 164.512 (j)', title: '' })).toBe(target);
    expect(resolveCitation({ source: ' aca ', section: 'b.2.A', title: '' })?.id).toBe('code:ACA:B.2.a');
    expect(resolveCitation({ source: 'NASW', section: '1.07 (c)', title: '' })?.id).toBe('code:NASW:1.07(c)');
    expect(resolveCitation({ source: 'case', section: 'tarasoff v. regents of the university of california', title: '' })?.id).toBe('case:tarasoff');
  });

  it('does not resolve citations the knowledge base does not hold', () => {
    expect(resolveCitation({ source: 'ACA', section: 'Z.9.z', title: '' })).toBeUndefined();
    expect(resolveCitation({ source: 'NASW', section: 'B.2.a', title: '' })).toBeUndefined();
  });

  it('gives every entry a unique, URL-safe id', () => {
    const ids = allKbEntries().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(encodeURIComponent(id).replace(/%3A/g, ':'), id).toBe(id);
    expect(kbEntryById('model:forester-miller-davis')?.kind).toBe('model');
  });
});

describe('kbCounts', () => {
  it('adds up to every entry, by kind and by code', () => {
    const counts = kbCounts();
    const kinds = Object.values(counts.byKind);
    expect(kinds.reduce((n, t) => n + t.total, 0)).toBe(allKbEntries().length);
    expect(kinds.reduce((n, t) => n + t.unverified, 0)).toBe(allKbEntries().filter((e) => !e.verified).length);
    expect(counts.byKind['code-section'].total).toBe(Object.values(counts.byCode).reduce((n, t) => n + t.total, 0));
    expect(counts.byKind.model.total).toBe(DECISION_MODELS.length);
  });
});

describe('minorConsentRule', () => {
  it('tells "any age" states from "no general rule" states', () => {
    expect(minorConsentRule('VA').anyAge).toBe(true);
    expect(minorConsentRule('DC').phrase).toContain('any age');
    expect(minorConsentRule('GA')).toMatchObject({ anyAge: false, age: null });
    expect(minorConsentRule('GA').phrase).toContain('no general rule');
    expect(minorConsentRule('CA')).toMatchObject({ anyAge: false, age: 12 });
  });
});
