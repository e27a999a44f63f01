import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { toFirstPerson, toSecondPerson } from './prose';
import { FinalReportResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeFinalReport } from './final-report';
import { readingOf } from './reading';
import { hygieneViolations } from './hygiene';
import { inputOf, vignettes, GIFT_CARD as GIFT, KNITTED_GIFT as OTHER_GIFT, FORMER_CLIENT_FRIEND_REQUEST as SOCIAL, SCHEDULE_CHANGE as CONTROL, OFF_TOPIC } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'My client Daniel, a 34-year-old man, told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids.',
  role: 'lpc',
  state: 'CA',
  supervisorContact: { name: 'Dr. Rivera', phone: '', email: '' },
};
const SUBPOENA: GenerationInput = {
  text: 'I received a subpoena from opposing counsel in my client’s custody case requesting all of her therapy records, including my psychotherapy notes. My client does not want anything released.',
  role: 'psychologist',
  state: 'NY',
};

const compose = (input: GenerationInput) => composeFinalReport(buildContext(input));

describe('turning the practitioner’s words to second or first person', () => {
  it('leaves words quoted from the dilemma as they were written', () => {
    expect(toSecondPerson('who told me “I won’t tell my mom”')).toBe('who told you “I won’t tell my mom”');
    expect(toFirstPerson('explain your policy to “your counselor”')).toBe('explain my policy to “your counselor”');
  });
});

describe('composeFinalReport', () => {
  it('validates, with a complete documentation note and category hygiene, for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = FinalReportResponseSchema.parse(composeFinalReport(ctx));
      expect(result.risk_score, v.id).toBe(ctx.risk.score);
      expect(result.level, v.id).toBe(ctx.risk.level);
      for (const heading of ['Date: ____', 'Situation (de-identified):', 'Risk:', 'Standards considered:', 'Law considered:', 'Consultation', 'Options considered:', 'Decision:', 'Rationale:', 'Follow-up:']) {
        expect(result.documentation_note, `${v.id} ${heading}`).toContain(heading);
      }
      expect(result.documentation_note, v.id).toContain(`${ctx.risk.score}/10 (${ctx.risk.level})`);
      expect(result.recommendations.immediate_actions.length, v.id).toBeGreaterThan(0);
      for (const phase of Object.values(result.implementation_plan)) expect(phase.actions.length, v.id).toBeGreaterThan(0);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, JSON.stringify(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('summarises a critical threat with the state law, the consultants and a de-identified note', () => {
    const result = compose(THREAT);
    expect(result.level).toBe('CRITICAL');
    expect(result.executive_summary).toMatch(/10\/10 \(CRITICAL\)/);
    expect(result.executive_summary).toMatch(/Dr\. Rivera/);
    expect(result.key_findings.legal_compliance).toMatch(/California/);
    expect(result.implementation_plan.phase_1.title).toBe('Safety and immediate obligations');
    expect(result.implementation_plan.phase_1.timeframe).toMatch(/^Today/);
    expect(result.documentation_note).toMatch(/Law considered: Cal\. Civ\. Code § 43\.92/);
    expect(result.documentation_note).toMatch(/a threat to harm his ex-wife/);
    expect(result.documentation_note).toMatch(/with Dr\. Rivera on ____/);
    expect(JSON.stringify(narrativeOf(result))).not.toMatch(/Daniel/);
    expect(result.resources_needed).toContain('Emergency services: 911');
  });

  it('records the legal process in the findings and the note for a subpoena', () => {
    const result = compose(SUBPOENA);
    expect(result.key_findings.legal_compliance).toMatch(/subpoena/i);
    expect(result.documentation_note).toMatch(/45 CFR 164\.512\(e\)/);
    expect(result.documentation_note).toMatch(/attorney on ____/);
  });

  it('keeps gift, social media and no-issue reports free of other categories’ language', () => {
    for (const input of [GIFT, SOCIAL, CONTROL]) {
      const result = compose(input);
      expect(JSON.stringify(narrativeOf(result)), input.text).not.toMatch(OFF_TOPIC);
      expect(result.documentation_note, input.text).toMatch(/no specific legal duty identified/);
    }
    expect(compose(GIFT).dilemma_overview).toMatch(/^You are working with a client who offered you a gift/);
  });

  it('reads differently for two dilemmas of the same category', () => {
    expect(compose(GIFT).documentation_note).not.toBe(compose(OTHER_GIFT).documentation_note);
    expect(compose(GIFT).executive_summary).not.toBe(compose(OTHER_GIFT).executive_summary);
  });

  it('changes wording on regeneration and is deterministic', () => {
    const first = compose(THREAT);
    expect(compose(THREAT)).toEqual(first);
    expect(compose({ ...THREAT, regenerationCount: 1 }).executive_summary).not.toBe(first.executive_summary);
  });
});

describe('violence against the client by a partner', () => {
  it('lists the National Domestic Violence Hotline among the resources, and only there', () => {
    const strangled = compose({ text: 'A 35-year-old woman I have seen for depression said her fiancé grabbed her by the throat on Sunday. She made me promise not to call anyone.', role: 'lmhc', state: 'WA' });
    expect(strangled.resources_needed.join(' ')).toMatch(/National Domestic Violence Hotline: 1-800-799-7233/);
    expect(compose(GIFT).resources_needed.join(' ')).not.toMatch(/Domestic Violence Hotline/);
  });
});
