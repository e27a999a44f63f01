import { describe, expect, it } from 'vitest';
import { JURISDICTIONS, JURISDICTION_CODES } from '../../../shared/domain/jurisdictions';
import { PRACTICE_ROLE_VALUES } from '../../../shared/domain/roles';
import type { Sourced, StateLaw } from '../types';
import { STATE_LAWS, stateLawCounts } from './index';

const entries = Object.entries(STATE_LAWS) as Array<[string, StateLaw]>;
const kindOf = new Map<string, string>(JURISDICTIONS.map((j) => [j.value, j.kind]));
/** No elder-abuse reporting statute could be found for these territories; their entries say so. */
const TERRITORIES_WITHOUT_ELDER_LAW = new Set(['AS', 'MP']);

function sourcedParts(law: StateLaw): Array<[string, Sourced]> {
  return [
    ['dutyToProtect', law.dutyToProtect],
    ['childAbuseReporting', law.childAbuseReporting],
    ['elderAbuseReporting', law.elderAbuseReporting],
    ['minorConsent', law.minorConsent],
    ...(law.selfHarmWarning ? [['selfHarmWarning', law.selfHarmWarning] as [string, Sourced]] : []),
    ...(law.dangerReport ? [['dangerReport', law.dangerReport] as [string, Sourced]] : []),
    ...Object.entries(law.licensingBoards).map(([role, board]): [string, Sourced] => [`board:${role}`, board as Sourced]),
  ];
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

describe('STATE_LAWS coverage', () => {
  it('holds exactly the 56 jurisdictions of the shared list, each under its own code', () => {
    expect(Object.keys(STATE_LAWS).sort()).toEqual([...JURISDICTION_CODES].sort());
    expect(entries).toHaveLength(56);
    for (const [code, law] of entries) expect(law.code).toBe(code);
  });
});

describe.each(entries)('%s', (code, law) => {
  it('carries a source, an ISO check date, and a note wherever a fact is unverified', () => {
    for (const [field, part] of sourcedParts(law)) {
      expect(part.source.trim(), `${code} ${field} source`).not.toBe('');
      expect(isIsoDate(part.lastChecked), `${code} ${field} lastChecked ${part.lastChecked}`).toBe(true);
      if (!part.verified) expect(part.note?.trim(), `${code} ${field} note`).toBeTruthy();
    }
  });

  it('states the duty to protect with citations, a summary and, when mandatory, what discharges it', () => {
    const duty = law.dutyToProtect;
    expect(duty.summary.trim()).not.toBe('');
    for (const citation of duty.citations) expect(citation.trim()).not.toBe('');
    // Territories may have no confirmed provision; their note says so instead.
    if (kindOf.get(code) !== 'territory') expect(duty.citations.length).toBeGreaterThan(0);
    if (duty.status === 'mandatory') expect(duty.discharge.length).toBeGreaterThan(0);
    for (const step of duty.discharge) expect(step.trim()).not.toBe('');
  });

  it('names the child and elder abuse reporting statutes, who reports, when and to whom', () => {
    expect(law.childAbuseReporting.citation.trim()).not.toBe('');
    if (TERRITORIES_WITHOUT_ELDER_LAW.has(code)) {
      expect(law.elderAbuseReporting.verified).toBe(false);
      expect(law.elderAbuseReporting.note).toMatch(/no territorial/i);
    } else {
      expect(law.elderAbuseReporting.citation.trim()).not.toBe('');
    }
    for (const report of [law.childAbuseReporting, law.elderAbuseReporting]) {
      expect(report.summary.trim()).not.toBe('');
      expect(report.whoMustReport.trim()).not.toBe('');
      expect(report.timeframe.trim()).not.toBe('');
      expect(report.reportTo.trim()).not.toBe('');
    }
  });

  it('gives a minor-consent age between 12 and 18, or null with the conditions explaining why', () => {
    const { age, citation, conditions, verified } = law.minorConsent;
    if (age !== null) {
      expect(Number.isInteger(age)).toBe(true);
      expect(age).toBeGreaterThanOrEqual(12);
      expect(age).toBeLessThanOrEqual(18);
    }
    expect(conditions.trim()).not.toBe('');
    if (verified) expect(citation.trim()).not.toBe('');
  });

  it('keeps citations distinct across topics so each resolves to one entry', () => {
    const labelled: Array<[string, string]> = [
      ['child', law.childAbuseReporting.citation],
      ['elder', law.elderAbuseReporting.citation],
      ['minor', law.minorConsent.citation],
      ...law.dutyToProtect.citations.map((c): [string, string] => ['duty', c]),
      ['suicide warning', law.selfHarmWarning?.citation ?? ''],
      ['danger report', law.dangerReport?.citation ?? ''],
    ];
    const seen = new Map<string, string>();
    for (const [topic, citation] of labelled) {
      if (!citation) continue;
      const previous = seen.get(citation);
      expect(previous === undefined || previous === topic, `${code}: "${citation}" used for ${previous} and ${topic}`).toBe(true);
      seen.set(citation, topic);
    }
  });

  it('names licensing boards only for known practice roles, and core boards for every state and DC', () => {
    if (kindOf.get(code) !== 'territory') {
      for (const role of ['lpc', 'lcsw', 'lmft', 'psychologist', 'psychiatrist', 'school-counselor'] as const) {
        expect(law.licensingBoards[role]?.name, `${code} ${role}`).toBeTruthy();
      }
    }
    for (const [role, board] of Object.entries(law.licensingBoards)) {
      expect(PRACTICE_ROLE_VALUES).toContain(role);
      expect(board?.name.trim()).toBeTruthy();
      if (board?.url) expect(board.url).toMatch(/^https?:\/\//);
    }
  });
});

describe('statute-verified values', () => {
  it('California: duty to protect under Civ. Code § 43.92, discharged by telling the victim and law enforcement', () => {
    const duty = STATE_LAWS.CA.dutyToProtect;
    expect(duty.status).toBe('mandatory');
    expect(duty.verified).toBe(true);
    expect(duty.citations.some((c) => c.includes('43.92'))).toBe(true);
    expect(duty.discharge.some((d) => /victim/i.test(d))).toBe(true);
    expect(duty.discharge.some((d) => /law enforcement/i.test(d))).toBe(true);
  });

  it.each([
    ['CA', 12],
    ['CO', 12],
    ['MD', 12],
    ['IL', 12],
    ['OH', 14],
    ['WA', 13],
    ['PA', 14],
    ['FL', 13],
    ['PR', 14],
  ] as const)('%s minors may consent from %i, verified', (code, age) => {
    expect(STATE_LAWS[code].minorConsent.age).toBe(age);
    expect(STATE_LAWS[code].minorConsent.verified).toBe(true);
  });

  it.each([
    ['AL', 16, '22-8-4'],
    ['KY', 16, '214.185'],
    ['SC', 16, '63-5-340'],
    ['TN', 16, '33-8-202'],
    ['OR', 14, '109.675'],
    ['LA', 16, '1464'],
    ['MN', 16, '253B.04'],
    ['NM', 14, '32A-6A-15'],
    ['HI', 14, '577-29'],
  ] as const)('%s minors may consent from %i under %s, verified (second pass)', (code, age, citation) => {
    const consent = STATE_LAWS[code].minorConsent;
    expect(consent.age).toBe(age);
    expect(consent.citation).toContain(citation);
    expect(consent.verified).toBe(true);
  });

  it('Alabama’s age is 16 since Act 2025-455, not the 14 of the secondary list', () => {
    expect(STATE_LAWS.AL.minorConsent.conditions).toMatch(/Act 2025-455/);
  });

  it.each([
    ['VA', '54.1-2969'],
    ['NY', '33.21'],
    ['TX', '32.004'],
    ['AZ', '36-2272'],
    ['GA', '37-3-20'],
    ['IN', '16-36-1-3'],
    ['WI', '51.14'],
    ['CT', '19a-14c'],
    ['OK', '2005'],
    ['VT', '8350'],
    ['DC', '600.7'],
  ] as const)('%s has no single minimum age (conditions explain), verified under %s', (code, citation) => {
    const consent = STATE_LAWS[code].minorConsent;
    expect(consent.age).toBeNull();
    expect(consent.citation).toContain(citation);
    expect(consent.verified).toBe(true);
  });

  it('Arkansas no longer carries the unsupported 12 of the secondary list (mature-minor statute, unverified)', () => {
    const consent = STATE_LAWS.AR.minorConsent;
    expect(consent.age).toBeNull();
    expect(consent.citation).toContain('20-9-602');
    expect(consent.verified).toBe(false);
  });

  it('the District lets a minor of any age consent to care for a mental or emotional condition', () => {
    expect(STATE_LAWS.DC.minorConsent.conditions).toMatch(/minor of any age may consent/);
  });

  it('Montana’s 16-year rule is flagged as unsettled by the parental rights law (§ 40-6-702)', () => {
    const consent = STATE_LAWS.MT.minorConsent;
    expect(consent.age).toBeNull();
    expect(consent.verified).toBe(false);
    expect(consent.citation).toContain('40-6-702');
    expect(consent.conditions).toMatch(/^Unsettled/);
  });

  it('Virginia lets a minor of any age consent to outpatient mental health care', () => {
    expect(STATE_LAWS.VA.minorConsent.conditions).toMatch(/minor of any age is deemed an adult/);
  });

  it('Michigan minors may consent from 14 under MCL 330.1707, verified', () => {
    expect(STATE_LAWS.MI.minorConsent.age).toBe(14);
    expect(STATE_LAWS.MI.minorConsent.citation).toContain('330.1707');
    expect(STATE_LAWS.MI.minorConsent.verified).toBe(true);
  });

  it('Alabama follows NCSL (mandatory) and shows the registry disagreement', () => {
    expect(STATE_LAWS.AL.dutyToProtect.status).toBe('mandatory');
    expect(STATE_LAWS.AL.dutyToProtect.classifications.ncsl).toMatch(/mandatory/i);
    expect(STATE_LAWS.AL.dutyToProtect.classifications.registry2026).toMatch(/^N/);
  });
});

describe('duty to protect confirmed against statute text (second pass)', () => {
  it.each([
    ['KY', 'mandatory', 'KRS 202A.400'],
    ['LA', 'mandatory', '9:2800.2'],
    ['MI', 'mandatory', '330.1946'],
    ['IN', 'mandatory', '34-30-16-2'],
    ['UT', 'mandatory', '78B-3-502'],
    ['WA', 'mandatory', '71.05.120'],
    ['NE', 'mandatory', '38-2137'],
    ['FL', 'mandatory', '456.059'],
    ['IA', 'mandatory', '228.7A'],
    ['MS', 'permissive', '41-21-97'],
    ['TX', 'permissive', '611.004'],
    ['NC', 'permissive', '122C-55'],
    ['WV', 'permissive', '27-3-1'],
    ['NV', 'mandatory', '629.550'],
    ['PA', 'mandatory', 'Emerich'],
    ['NM', 'permissive', '43-1-19'],
    ['OR', 'permissive', '40.252'],
    ['KS', 'permissive', '65-5603'],
    ['CT', 'permissive', '52-146f'],
    ['RI', 'permissive', '5-39.1-4'],
    ['TN', 'mandatory', '33-3-206'],
    ['MN', 'mandatory', '148.975'],
  ] as const)('%s is %s under %s, verified', (code, status, citation) => {
    const duty = STATE_LAWS[code].dutyToProtect;
    expect(duty.status).toBe(status);
    expect(duty.verified).toBe(true);
    expect(duty.citations.some((c) => c.includes(citation))).toBe(true);
  });

  it('Tennessee requires both protective steps and a report (law enforcement, or 988 for a general threat)', () => {
    const duty = STATE_LAWS.TN.dutyToProtect;
    expect(duty.summary).toMatch(/both take reasonable care/);
    expect(duty.discharge.some((d) => /988/.test(d))).toBe(true);
    expect(duty.citations).toContain('Tenn. Code Ann. § 33-3-210');
  });

  it('Puerto Rico has a mandatory duty to warn (tit. 24, § 6153q), discharged through the police and the person threatened', () => {
    const duty = STATE_LAWS.PR.dutyToProtect;
    expect(duty.status).toBe('mandatory');
    expect(duty.verified).toBe(true);
    expect(duty.citations).toEqual(['P.R. Laws Ann. tit. 24, § 6153q']);
    expect(duty.discharge.some((d) => /police/i.test(d))).toBe(true);
    expect(duty.discharge.some((d) => /warn the threatened person/i.test(d))).toBe(true);
  });

  it('Iowa’s and Nebraska’s duties reach danger to self; Mississippi’s does not', () => {
    expect(STATE_LAWS.IA.dutyToProtect.coversSelfHarm).toBe(true);
    expect(STATE_LAWS.NE.dutyToProtect.coversSelfHarm).toBe(true);
    expect(STATE_LAWS.MS.dutyToProtect.coversSelfHarm).toBe(false);
  });

  it('Kentucky’s duty is also discharged by seeking civil commitment; Florida’s requires telling law enforcement', () => {
    expect(STATE_LAWS.KY.dutyToProtect.discharge.some((d) => /civil commitment/i.test(d))).toBe(true);
    expect(STATE_LAWS.FL.dutyToProtect.discharge.some((d) => /law enforcement/i.test(d))).toBe(true);
  });

  it('Pennsylvania’s duty reaches an unnamed but readily identifiable victim (Maas, 2020)', () => {
    expect(STATE_LAWS.PA.dutyToProtect.citations.some((c) => c.startsWith('Maas v. UPMC'))).toBe(true);
  });

  it('New Mexico’s disclosure exception is not dated to 2024, which a 2015 compilation disproves', () => {
    expect(STATE_LAWS.NM.dutyToProtect.summary).not.toMatch(/2024/);
  });

  it('Georgia has no statute; its verified case law limits the duty to providers with control over the patient', () => {
    const duty = STATE_LAWS.GA.dutyToProtect;
    expect(duty.status).toBe('none-or-unclear');
    expect(duty.verified).toBe(true);
    expect(duty.citations.some((c) => c.startsWith('Stanley v. Garrett'))).toBe(true);
    expect(duty.summary).toMatch(/voluntary outpatient/);
  });
});

describe('elder and vulnerable-adult reporting confirmed (second pass)', () => {
  it.each([
    ['KY', 'KRS 209.030'],
    ['MS', 'Miss. Code Ann. § 43-47-7'],
    ['NC', 'N.C.G.S. § 108A-102'],
  ] as const)('%s: every person must report under %s, verified', (code, citation) => {
    const elder = STATE_LAWS[code].elderAbuseReporting;
    expect(elder.citation).toBe(citation);
    expect(elder.verified).toBe(true);
    expect(elder.whoMustReport).toMatch(/any person/i);
  });
});

describe('licensing boards confirmed on official pages', () => {
  it('California’s Board of Behavioral Sciences licenses LCSWs, LMFTs and LPCCs, verified with its address', () => {
    for (const role of ['lcsw', 'lmft', 'lpcc'] as const) {
      const board = STATE_LAWS.CA.licensingBoards[role];
      expect(board?.name).toBe('Board of Behavioral Sciences');
      expect(board?.verified).toBe(true);
      expect(board?.url).toMatch(/bbs\.ca\.gov/);
    }
  });

  it('Texas boards sit under the Behavioral Health Executive Council', () => {
    const psychologist = STATE_LAWS.TX.licensingBoards.psychologist;
    expect(psychologist?.name).toContain('Texas State Board of Examiners of Psychologists');
    expect(psychologist?.verified).toBe(true);
  });

  it.each([
    ['VA', 'lpc', /Board of Counseling/],
    ['VA', 'lcsw', /Board of Social Work/],
    ['VA', 'psychologist', /Board of Psychology/],
    ['NC', 'lcmhc', /Licensed Clinical Mental Health Counselors/],
    ['NC', 'psychologist', /North Carolina Psychology Board/],
    ['NJ', 'lpc', /Marriage and Family Therapy Examiners/],
    ['MI', 'lpc', /Michigan Board of Counseling/],
    ['AZ', 'lcsw', /Behavioral Health Examiners/],
    ['MA', 'mental-health-counselor', /Allied Mental Health/],
    ['MA', 'psychologist', /Board of Registration of Psychologists/],
    ['TN', 'lmft', /Licensed Marital and Family Therapists/],
    ['IN', 'substance-abuse-counselor', /Behavioral Health and Human Services/],
    ['MD', 'lmft', /Professional Counselors and Therapists/],
    ['WI', 'lcsw', /Social Work Examining Board/],
    ['CO', 'psychologist', /Psychologist Examiners/],
    ['MO', 'lpc', /Committee for Professional Counselors/],
    ['WA', 'mental-health-counselor', /Department of Health/],
    ['FL', 'psychologist', /Florida Board of Psychology/],
    ['PA', 'psychologist', /State Board of Psychology/],
    ['OH', 'psychologist', /State Board of Psychology/],
    ['NY', 'lcsw', /Office of the Professions/],
    ['CA', 'psychologist', /^Board of Psychology$/],
    ['GA', 'psychologist', /Examiners of Psychologists/],
    ['NJ', 'psychologist', /Psychological Examiners/],
    ['AZ', 'psychologist', /Psychologist Examiners/],
    ['WA', 'psychologist', /Examining Board of Psychology/],
  ] as const)('%s %s board is confirmed', (code, role, name) => {
    const board = STATE_LAWS[code].licensingBoards[role];
    expect(board?.name).toMatch(name);
    expect(board?.verified).toBe(true);
    expect(board?.source).not.toMatch(/general knowledge/i);
  });

  it('keeps unconfirmed groups flagged (Illinois psychology, California psychiatry)', () => {
    expect(STATE_LAWS.IL.licensingBoards.psychologist?.verified).toBe(false);
    expect(STATE_LAWS.CA.licensingBoards.psychiatrist?.verified).toBe(false);
  });
});

describe('stateLawCounts', () => {
  it('counts every jurisdiction once per topic and every board entry once', () => {
    const counts = stateLawCounts();
    for (const topic of ['dutyToProtect', 'childAbuseReporting', 'elderAbuseReporting', 'minorConsent'] as const) {
      expect(counts[topic].verified + counts[topic].unverified).toBe(56);
    }
    const boardTotal = entries.reduce((sum, [, law]) => sum + Object.keys(law.licensingBoards).length, 0);
    expect(counts.licensingBoards.verified + counts.licensingBoards.unverified).toBe(boardTotal);
    expect(counts.minorConsent.verified).toBeGreaterThanOrEqual(10);
  });

  it('tallies verified and unverified facts separately', () => {
    const ca = STATE_LAWS.CA;
    const counts = stateLawCounts({ CA: ca, AK: STATE_LAWS.AK });
    expect(counts.dutyToProtect).toEqual({ verified: 1, unverified: 1 });
  });
});
