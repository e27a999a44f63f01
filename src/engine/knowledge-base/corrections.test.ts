/**
 * The knowledge-base corrections checked against the statutes, regulations and opinions on
 * 2026-11-26: mandatory danger reports kept apart from duties to warn, Puerto Rico's suicide
 * warning, Volk v. DeMeerleer, HIPAA's abuse-reporting permissions, the aid-in-dying laws, and
 * sources that are public documents.
 */
import { describe, expect, it } from 'vitest';
import { JURISDICTION_CODES, type JurisdictionCode } from '../../shared/domain/jurisdictions';
import {
  AID_IN_DYING_LAWS,
  aidInDyingLaw,
  allKbEntries,
  CASES,
  casesFor,
  dangerReport,
  dutyCoversSelfHarm,
  FEDERAL_PROVISIONS,
  federalProvisionsFor,
  kbEntryById,
  resolveCitation,
  stateLaw,
  stateLawCitationsFor,
  stateLawReachesSelfHarm,
  STATE_LAWS,
} from './index';
import type { Sourced } from './types';

const CHECKED = '2026-11-26';

function sections(code: JurisdictionCode, category: Parameters<typeof stateLawCitationsFor>[1][number]): string[] {
  return stateLawCitationsFor(code, [category]).map((c) => c.section);
}

function expectSourced(part: Sourced, label: string): void {
  expect(part.source.trim(), `${label} source`).not.toBe('');
  expect(part.lastChecked, `${label} lastChecked`).toBe(CHECKED);
  if (!part.verified) expect(part.note?.trim(), `${label} note`).toBeTruthy();
}

describe('mandatory danger reports are reports, not duties to warn', () => {
  it('California: W&I Code § 8105(c), a report to local law enforcement within 24 hours of a serious threat to an identifiable victim', () => {
    const report = dangerReport('CA');
    expect(report).toBeDefined();
    if (!report) return;
    expectSourced(report, 'CA danger report');
    expect(report.verified).toBe(true);
    expect(report.citation).toBe('Cal. Welf. & Inst. Code § 8105(c)');
    expect(report.source).toMatch(/leginfo\.ca\.gov/);
    expect(report.trigger).toMatch(/serious threat of physical violence against a reasonably identifiable victim/);
    expect(report.timeframe).toMatch(/24 hours/);
    expect(report.reportTo).toMatch(/local law enforcement/i);
    expect(report.consequence).toMatch(/firearm/);
    expect(report).toMatchObject({ coversOthers: true, coversSelfHarm: false });
    // The duty to protect is unchanged and still leads.
    expect(STATE_LAWS.CA.dutyToProtect.citations).toEqual(['Cal. Civ. Code § 43.92']);
    expect(sections('CA', 'duty-to-protect')).toEqual(['Cal. Civ. Code § 43.92', 'Cal. Welf. & Inst. Code § 8105(c)']);
    expect(sections('CA', 'suicide-risk')).toEqual([]);
    expect(resolveCitation({ source: 'STATE:CA', section: 'Cal. Welf. & Inst. Code 8105(c)', title: '' })?.id).toBe('state:CA:danger-report');
  });

  it('Illinois: 405 ILCS 5/6-103.3, notice to DHS within 24 hours, reaching danger to self', () => {
    const report = dangerReport('IL');
    expect(report).toBeDefined();
    if (!report) return;
    expectSourced(report, 'IL danger report');
    expect(report.verified).toBe(true);
    expect(report.citation).toBe('405 ILCS 5/6-103.3');
    expect(report.source).toMatch(/ilga\.gov/);
    expect(report.trigger).toMatch(/to self or to others/);
    expect(report.timeframe).toMatch(/24 hours/);
    expect(report.reportTo).toMatch(/Department of Human Services/);
    expect(report).toMatchObject({ coversOthers: true, coversSelfHarm: true });
    // Illinois is no longer treated as having no self-harm rule, but the § 6-103 warning duty is
    // still not cited for a suicide risk: only the report is.
    expect(stateLawReachesSelfHarm('IL')).toBe(true);
    expect(sections('IL', 'suicide-risk')).toEqual(['405 ILCS 5/6-103.3']);
    expect(sections('IL', 'duty-to-protect')).toEqual(['405 ILCS 5/6-103(b)', '405 ILCS 5/6-103(c)', '405 ILCS 5/6-103.3']);
    expect(STATE_LAWS.IL.dutyToProtect.status).toBe('mandatory');
  });

  it('New York: permissive for duty to warn (JAAPL 2014), with the SAFE Act report (§ 9.46) held as a report', () => {
    const duty = STATE_LAWS.NY.dutyToProtect;
    expect(duty.status).toBe('permissive');
    expect(duty.classifications.jaapl2014).toMatch(/^P:/);
    expect(duty.citations.join(' ')).not.toMatch(/9\.46/);
    expect(duty.citations).toEqual(['N.Y. Mental Hyg. Law § 33.13(c)']);
    expect(duty.discharge).toEqual([]);
    expect(duty.lastChecked).toBe(CHECKED);
    // The § 33.13(c) paragraph was read only in a summary, so it stays unverified with a note.
    expect(duty.verified).toBe(false);
    expect(duty.note).toMatch(/33\.13/);

    const report = dangerReport('NY');
    expect(report).toBeDefined();
    if (!report) return;
    expectSourced(report, 'NY danger report');
    expect(report.verified).toBe(true);
    expect(report.citation).toBe('N.Y. Mental Hyg. Law § 9.46');
    expect(report.summary).toMatch(/not a duty to warn/);
    expect(report.reportTo).toMatch(/director of community services/);
    expect(report).toMatchObject({ coversOthers: true, coversSelfHarm: true });

    const cited = stateLawCitationsFor('NY', ['duty-to-protect']);
    expect(cited.map((c) => c.section)).toEqual(['N.Y. Mental Hyg. Law § 33.13(c)', 'N.Y. Mental Hyg. Law § 9.46']);
    expect(cited[1]?.title).toBe('New York: mandatory report of a patient’s danger to authorities');
    expect(sections('NY', 'suicide-risk')).toEqual(['N.Y. Mental Hyg. Law § 9.46']);
    expect(kbEntryById('state:NY:duty-to-protect')?.text).toMatch(/^Status: permissive\./);
    expect(kbEntryById('state:NY:danger-report')?.title).toBe('New York: mandatory report of a patient’s danger to authorities');
  });

  it('gives every danger report its reporter, trigger, deadline, recipient and effect, with a citation no other topic uses', () => {
    const withReports = JURISDICTION_CODES.filter((code) => dangerReport(code));
    expect(withReports.sort()).toEqual(['CA', 'IL', 'NY']);
    for (const code of withReports) {
      const law = stateLaw(code);
      const report = law.dangerReport;
      if (!report) continue;
      for (const field of [report.summary, report.whoMustReport, report.trigger, report.timeframe, report.reportTo, report.consequence]) {
        expect(field.trim(), code).not.toBe('');
      }
      const others = [...law.dutyToProtect.citations, law.childAbuseReporting.citation, law.elderAbuseReporting.citation, law.minorConsent.citation];
      expect(others, code).not.toContain(report.citation);
      expect(report.coversOthers || report.coversSelfHarm, code).toBe(true);
    }
  });
});

describe('Puerto Rico warns family of a suicide risk (tit. 24, § 6153r)', () => {
  it('holds § 6153r as a suicide warning, cited for a suicide risk and never for a threat to others', () => {
    const warning = STATE_LAWS.PR.selfHarmWarning;
    expect(warning).toBeDefined();
    if (!warning) return;
    expectSourced(warning, 'PR suicide warning');
    expect(warning.verified).toBe(true);
    expect(warning.citation).toBe('P.R. Laws Ann. tit. 24, § 6153r');
    expect(warning.source).toMatch(/6153r/);
    expect(warning.warn).toMatch(/family member/);
    expect(warning.trigger).toMatch(/suicide or self-mutilation/);
    expect(warning.discharge.some((step) => /family member/.test(step))).toBe(true);
    // § 6153q stays the duty to protect others, so a threat dilemma never reads about suicide.
    expect(STATE_LAWS.PR.dutyToProtect.citations).toEqual(['P.R. Laws Ann. tit. 24, § 6153q']);
    expect(STATE_LAWS.PR.dutyToProtect.summary).not.toMatch(/suicide/i);
    expect(dutyCoversSelfHarm(STATE_LAWS.PR)).toBe(false);
    expect(stateLawReachesSelfHarm('PR')).toBe(true);
    expect(sections('PR', 'suicide-risk')).toEqual(['P.R. Laws Ann. tit. 24, § 6153r']);
    expect(sections('PR', 'duty-to-protect')).toEqual(['P.R. Laws Ann. tit. 24, § 6153q']);
    expect(resolveCitation({ source: 'STATE:PR', section: 'P.R. Laws Ann. tit. 24, § 6153r', title: '' })?.id).toBe('state:PR:self-harm-warning');
    expect(kbEntryById('state:PR:self-harm-warning')?.title).toBe('Puerto Rico: duty to warn family of a suicide risk');
  });

  it('is the only suicide warning the knowledge base holds', () => {
    expect(JURISDICTION_CODES.filter((code) => STATE_LAWS[code].selfHarmWarning)).toEqual(['PR']);
  });
});

describe('Washington: Volk v. DeMeerleer (2016)', () => {
  it('is a verified Washington case cited ahead of other states’ cases for a Washington duty-to-protect question', () => {
    const volk = CASES.find((c) => c.id === 'volk');
    expect(volk).toBeDefined();
    if (!volk) return;
    expectSourced(volk, 'Volk');
    expect(volk).toMatchObject({ name: 'Volk v. DeMeerleer', year: 2016, court: 'Supreme Court of Washington', jurisdictions: ['WA'], verified: true });
    expect(volk.citation).toMatch(/386 P\.3d 254/);
    expect(volk.source).toMatch(/91387-1/);
    expect(volk.holding).toMatch(/foreseeable victims/);
    const wa = casesFor('WA', ['duty-to-protect']).map((c) => c.id);
    // Washington's own precedents (Jablonski binds the Ninth Circuit states) come before Tarasoff.
    expect(wa.slice(0, 2).sort()).toEqual(['jablonski', 'volk']);
    expect(resolveCitation({ source: 'CASE', section: 'Volk v. DeMeerleer', title: '' })?.id).toBe('case:volk');
    const duty = STATE_LAWS.WA.dutyToProtect;
    expect(duty.leadingCase).toMatch(/Volk v\. DeMeerleer/);
    expect(duty.summary).toMatch(/foreseeable victims/);
    expect(duty.lastChecked).toBe(CHECKED);
  });
});

describe('HIPAA and Thapar', () => {
  const hipaa = (section: string) => FEDERAL_PROVISIONS.find((p) => p.rule === 'HIPAA' && p.section === section);

  it('holds 45 CFR 164.512(b)(1)(ii) for child-abuse reports and 164.512(c) for adult victims, verified and dated', () => {
    const child = hipaa('45 CFR 164.512(b)(1)(ii)');
    const adult = hipaa('45 CFR 164.512(c)');
    for (const [label, p] of [['(b)(1)(ii)', child], ['(c)', adult]] as const) {
      expect(p, label).toBeDefined();
      if (!p) continue;
      expectSourced(p, label);
      expect(p.verified).toBe(true);
      expect(p.source).toMatch(/ecfr\.gov/);
    }
    expect(child?.categories[0]).toBe('child-abuse-reporting');
    expect(child?.summary).toMatch(/authorized by law to receive reports of child abuse or neglect/);
    expect(adult?.categories[0]).toBe('elder-abuse-reporting');
    expect(adult?.summary).toMatch(/promptly tell the person/);
    expect(federalProvisionsFor('lcsw', ['child-abuse-reporting']).map((p) => p.section)).toContain('45 CFR 164.512(b)(1)(ii)');
    expect(federalProvisionsFor('lpc', ['elder-abuse-reporting']).map((p) => p.section)).toContain('45 CFR 164.512(c)');
    expect(resolveCitation({ source: 'HIPAA', section: '45 C.F.R. § 164.512(b)(1)(ii)', title: '' })?.id).toBe('federal:HIPAA:164.512(b)(1)(ii)');
    expect(resolveCitation({ source: 'HIPAA', section: '45 CFR 164.512(c)', title: '' })?.id).toBe('federal:HIPAA:164.512(c)');
  });

  it('marks 45 CFR 164.510(b) and Thapar v. Zezulka verified, each with the document it was confirmed in', () => {
    const family = hipaa('45 CFR 164.510(b)');
    expect(family).toMatchObject({ verified: true, lastChecked: CHECKED });
    expect(family?.note).toBeUndefined();
    expect(family?.source).toMatch(/ecfr\.gov/);
    const thapar = CASES.find((c) => c.id === 'thapar');
    expect(thapar).toMatchObject({ verified: true, lastChecked: CHECKED, citation: '994 S.W.2d 635 (Tex. 1999)' });
    expect(thapar?.note).toBeUndefined();
    expect(thapar?.source).toMatch(/No\. 97-1208/);
    expect(kbEntryById('case:thapar')?.verified).toBe(true);
  });

  it('confirms the other state-leading cases against their opinions', () => {
    for (const [id, citation] of [
      ['bradley-center', '250 Ga. 199, 296 S.E.2d 693 (1982)'],
      ['bradley-v-ray', '904 S.W.2d 302 (Mo. Ct. App. 1995)'],
      ['wofford', '1990 OK 77, 795 P.2d 516'],
    ] as const) {
      const found = CASES.find((c) => c.id === id);
      expect(found, id).toMatchObject({ verified: true, lastChecked: CHECKED, citation });
      expect(found?.source, id).toMatch(/opinion/);
    }
    expect(CASES.filter((c) => !c.verified).map((c) => c.id)).toEqual([]);
    expect(kbEntryById('federal:HIPAA:164.510(b)')?.verified).toBe(true);
  });
});

describe('medical aid in dying', () => {
  const EXPECTED: Array<[JurisdictionCode, string]> = [
    ['OR', 'ORS 127.800–127.897'],
    ['WA', 'RCW 70.245'],
    ['MT', '2009 MT 449, 354 Mont. 234, 224 P.3d 1211'],
    ['VT', '18 V.S.A. ch. 113, §§ 5281–5293'],
    ['CA', 'Cal. Health & Safety Code §§ 443–443.22'],
    ['CO', 'C.R.S. §§ 25-48-101 to 25-48-123'],
    ['DC', 'D.C. Code §§ 7-661.01–7-661.16'],
    ['HI', 'HRS ch. 327L'],
    ['NJ', 'N.J.S.A. 26:16-1 to 26:16-20'],
    ['ME', '22 M.R.S. § 2140'],
    ['NM', 'NMSA 1978, §§ 24-7C-1 to 24-7C-8'],
    ['DE', 'Del. HB 140 (153rd General Assembly, 2025), 16 Del. C.'],
    ['IL', 'Ill. Public Act 104-0441'],
    ['NY', 'N.Y. Pub. Health Law §§ 2899-d–2899-s'],
  ];

  it.each(EXPECTED)('%s has an aid-in-dying law cited as %s, sourced and dated, pulled by end-of-life questions', (code, citation) => {
    const aid = aidInDyingLaw(code);
    expect(aid).toBeDefined();
    if (!aid) return;
    expectSourced(aid, `${code} aid in dying`);
    expect(aid.code).toBe(code);
    expect(aid.citation).toBe(citation);
    expect(aid.name.trim()).not.toBe('');
    expect(aid.eligibility).toMatch(/terminal|terminally ill/);
    expect(aid.mentalHealthRole.trim()).not.toBe('');
    expect(aid.inForceFrom <= CHECKED).toBe(true);
    expect(sections(code, 'end-of-life')).toEqual([citation]);
    expect(sections(code, 'suicide-risk')).not.toContain(citation);
    const entry = resolveCitation({ source: `STATE:${code}`, section: citation, title: '' });
    expect(entry?.id).toBe(`state:${code}:aid-in-dying`);
    expect(entry?.kind).toBe('state-law');
    expect(entry?.verified).toBe(aid.verified);
  });

  it('holds exactly those jurisdictions and nothing for the others', () => {
    expect(Object.keys(AID_IN_DYING_LAWS).sort()).toEqual(EXPECTED.map(([code]) => code).sort());
    for (const code of ['TX', 'FL', 'PR', 'GU', 'MA'] as const) {
      expect(aidInDyingLaw(code), code).toBeUndefined();
      expect(sections(code, 'end-of-life'), code).toEqual([]);
      expect(kbEntryById(`state:${code}:aid-in-dying`), code).toBeUndefined();
    }
  });

  it('marks Montana as a court ruling with no statute, and every other entry as a statute', () => {
    for (const [code] of EXPECTED) expect(aidInDyingLaw(code)?.basis, code).toBe(code === 'MT' ? 'court-ruling' : 'statute');
    expect(aidInDyingLaw('MT')?.name).toBe('Baxter v. State');
    expect(aidInDyingLaw('MT')?.notSuicideClause).toBeUndefined();
  });

  it('names the not-suicide clause where it was read in the statute', () => {
    expect(aidInDyingLaw('OR')?.notSuicideClause).toBe('ORS 127.880');
    expect(aidInDyingLaw('WA')?.notSuicideClause).toBe('RCW 70.245.180(1)');
    expect(kbEntryById('state:OR:aid-in-dying')?.text).toMatch(/not suicide \(ORS 127\.880\)/);
  });
});

describe('sources are public documents', () => {
  const INTERNAL = /domain-facts|grayline|internal (?:working )?note/i;

  it('names no internal working document in any entry’s source or note', () => {
    for (const entry of allKbEntries()) {
      expect(entry.source, entry.id).not.toMatch(INTERNAL);
      expect(entry.note ?? '', entry.id).not.toMatch(INTERNAL);
    }
    for (const law of Object.values(STATE_LAWS)) {
      for (const [role, board] of Object.entries(law.licensingBoards)) {
        expect(board?.source, `${law.code} ${role}`).not.toMatch(INTERNAL);
      }
    }
  });
});
