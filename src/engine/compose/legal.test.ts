import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { LegalResponseSchema } from '../../shared/api/sections';
import { kbEntryById, resolveCitation, stateLaw } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { belowStatuteAge, composeLegal } from './legal';
import { readingOf } from './reading';
import { hygieneViolations } from './hygiene';
import { inputOf, vignettes, GIFT_CARD as GIFT, FORMER_CLIENT_FRIEND_REQUEST as SOCIAL, SCHEDULE_CHANGE as CONTROL, OFF_TOPIC } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'My client, a 34-year-old man, told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids.',
  role: 'lpc',
  state: 'CA',
};
const ABUSE: GenerationInput = {
  text: 'A 14-year-old student told me her stepfather hits her with a belt and she has bruises on her arms. She begged me not to tell anyone because she is scared of what he will do.',
  role: 'school-counselor',
  state: 'TX',
};
const SUBPOENA: GenerationInput = {
  text: 'I received a subpoena from opposing counsel in my client’s custody case requesting all of her therapy records, including my psychotherapy notes. My client does not want anything released.',
  role: 'psychologist',
  state: 'NY',
};
const TELEHEALTH: GenerationInput = {
  text: 'My telehealth client is moving to Hawaii for three months and wants to keep our weekly video sessions. I am only licensed in California.',
  role: 'lpcc',
  state: 'CA',
};

const compose = (input: GenerationInput) => composeLegal(buildContext(input));

describe('composeLegal', () => {
  it('validates, cites resolvable entries of the right jurisdictions and keeps category hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const b = readingOf(ctx);
      const result = LegalResponseSchema.parse(composeLegal(ctx));
      expect(result.legal_sections.length, v.id).toBeGreaterThan(0);
      for (const citation of result.citations) {
        expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
        if (citation.source.startsWith('STATE:')) expect([b.stateCode, ...b.otherStates], v.id).toContain(citation.source.slice(6));
      }
      const statutes = result.legal_sections.flatMap((s) => s.statutes);
      for (const statute of statutes) {
        expect(statute.kbId && kbEntryById(statute.kbId), `${v.id} ${statute.citation}`).toBeTruthy();
        expect(statute.lastChecked <= result.lastChecked, v.id).toBe(true);
      }
      if (statutes.some((s) => !s.verified)) expect(result.risk_warnings.join(' '), v.id).toMatch(/could not be confirmed — verify/);
      for (const p of result.legal_precedents) expect(p.kbId && kbEntryById(p.kbId), `${v.id} ${p.case_name}`).toBeTruthy();
      expect(result.disclaimer, v.id).toMatch(/attorney/);
      expect(result.disclaimer, v.id).toContain(result.lastChecked);
      // A duty the state's statute sets is cited from the state's own law.
      if (b.signals.duty && stateLaw(b.stateCode).dutyToProtect.citations.some((c) => c.trim())) {
        expect(result.citations.some((c) => c.source === `STATE:${b.stateCode}`), v.id).toBe(true);
      }
      expect(hygieneViolations(b.signals, JSON.stringify(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('sets out the California duty, what discharges it and the leading cases for a threat', () => {
    const result = compose(THREAT);
    const duty = result.legal_sections[0];
    expect(duty?.title).toBe('Duty to warn / protect in California');
    expect(duty?.description).toMatch(/make reasonable efforts to communicate the threat to a law enforcement agency/);
    expect(duty?.statutes.map((s) => s.citation)).toContain('Cal. Civ. Code § 43.92');
    expect(duty?.statutes.find((s) => s.citation === 'Cal. Civ. Code § 43.92')?.kbId).toBe('state:CA:duty-to-protect');
    expect(duty?.statutes.some((s) => s.citation.startsWith('45 CFR 164.512(j)'))).toBe(true);
    expect(result.legal_precedents[0]?.case_name).toMatch(/^Tarasoff/);
    expect(result.legal_precedents[0]?.application).toMatch(/his ex-wife/);
    expect(result.compliance_requirements[0]?.deadline).toBe('Immediately');
  });

  it('calls a federal circuit decision binding on federal courts only, not on the state’s own courts', () => {
    const result = compose({ ...THREAT, state: 'NV' });
    const jablonski = result.legal_precedents.find((p) => /^Jablonski/.test(p.case_name));
    expect(jablonski?.application).toMatch(/binds federal courts there and is persuasive in Nevada’s own courts/);
    expect(jablonski?.application).not.toMatch(/^Binding in Nevada/);
  });

  it('gives who, when and where for a child abuse report, with the federal overlay', () => {
    const result = compose(ABUSE);
    const report = result.legal_sections.find((s) => s.title === 'Child abuse reporting in Texas');
    expect(report?.description).toMatch(/Who must report:/);
    expect(report?.description).toMatch(/48 hours/);
    expect(report?.statutes.map((s) => s.citation)).toContain('Tex. Fam. Code § 261.101');
    expect(report?.statutes.some((s) => s.citation.includes('CAPTA'))).toBe(true);
    expect(result.compliance_requirements[0]?.deadline).toMatch(/48 hours/);
    expect(result.legal_precedents).toEqual([]);
  });

  it('distinguishes a subpoena from a court order and brings in privilege', () => {
    const result = compose(SUBPOENA);
    expect(result.legal_sections[0]?.description).toMatch(/not a court order/);
    expect(result.legal_sections[0]?.statutes.map((s) => s.citation).join(' ')).toMatch(/164\.512\(e\).*164\.501.*164\.508/);
    expect(result.legal_precedents.map((p) => p.case_name).join(' ')).toMatch(/Jaffee v\. Redmond/);
    expect(JSON.stringify(narrativeOf(result))).not.toMatch(/tarasoff/i);
  });

  it('answers a parent’s request for a school counselor’s notes as a records request, not legal process, with FERPA’s sole-possession rule', () => {
    const result = compose({
      text: 'I am a school counselor. A parent emailed asking me to send her the notes from my sessions with her 15-year-old son so she can understand what he is going through. He told me in confidence that he is gay and has not told his parents. Nothing unsafe came up. What am I required to share?',
      role: 'school-counselor',
      state: 'MI',
    });
    const records = result.legal_sections.find((s) => /records/i.test(s.title));
    expect(records?.title).toBe('Requests for records and privilege');
    expect(records?.description).toMatch(/sole possession/);
    expect(records?.statutes.map((s) => s.citation).join(' ')).not.toMatch(/164\.512\(e\)/);
    expect(result.compliance_requirements.map((c) => c.requirement).join(' ')).not.toMatch(/subpoena|court order/i);
  });

  it('puts both jurisdictions side by side for telehealth', () => {
    const result = compose(TELEHEALTH);
    expect(result.legal_sections[0]?.title).toBe('Telehealth across state lines: California and Hawaii');
    expect(result.legal_sections.map((s) => s.title)).toContain('Side by side: Hawaii (where the client is) and California (where you are licensed)');
  });

  it('gives only the general frame, without duties or cases, for gift, social media and no-issue dilemmas', () => {
    for (const input of [GIFT, SOCIAL, CONTROL]) {
      const result = compose(input);
      expect(result.legal_precedents, input.text).toEqual([]);
      expect(result.legal_sections[0]?.description, input.text).toMatch(/No specific legal duty/);
      expect(JSON.stringify(narrativeOf(result)), input.text).not.toMatch(OFF_TOPIC);
    }
  });

  it('changes emphasis on regeneration and is deterministic', () => {
    const first = compose(THREAT);
    expect(compose(THREAT)).toEqual(first);
    const again = compose({ ...THREAT, regenerationCount: 1 });
    expect(again.overview).not.toBe(first.overview);
    expect(again.regenerationCount).toBe(1);
  });
});

describe('belowStatuteAge: an elder statute and a younger dependent adult', () => {
  it('says so when the person is younger than the age the statute starts at', () => {
    const note = belowStatuteAge('Listed professionals with reasonable cause to believe an adult (60 or older) is being abused must report.', 34, 'Ohio');
    expect(note).toMatch(/covers adults 60 or older, and the person here is 34/);
  });

  it('says nothing at or above that age, for a minor, without an age, or when the statute names none', () => {
    expect(belowStatuteAge('an adult (60 or older)', 81, 'Ohio')).toBe('');
    expect(belowStatuteAge('an adult (60 or older)', null, 'Ohio')).toBe('');
    expect(belowStatuteAge('an adult (60 or older)', 15, 'Ohio')).toBe('');
    expect(belowStatuteAge('a dependent adult or an elder', 34, 'California')).toBe('');
  });
});

describe('a younger dependent adult', () => {
  it('is never called an older adult in any section', async () => {
    const { composeAll } = await import('./index');
    const sections = composeAll({
      text: "I'm a case manager. A 34-year-old woman with cerebral palsy lives with her brother, her paid caregiver and rep payee. She's lost visible weight, her wheelchair cushion is worn through, and he answered every question I asked her before she could. Her day program says she hasn't been dropped off in a month.",
      role: 'case-manager',
      state: 'OH',
    });
    expect(JSON.stringify(sections)).not.toMatch(/older adult(?!s? and dependent)/i);
  });
});
