import { completeScreen } from '../../../eval/screen-answers';
import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { RiskAssessmentResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeRiskAssessment } from './risk-assessment';
import { readingOf } from './reading';
import { hygieneViolations } from './hygiene';
import { inputOf, vignettes, SELF_SCREEN_NO, GIFT_CARD as GIFT, KNITTED_GIFT as OTHER_GIFT, FORMER_CLIENT_FRIEND_REQUEST as SOCIAL, SCHEDULE_CHANGE as CONTROL } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'My client, a 34-year-old man, told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids. He has a history of domestic violence.',
  role: 'lpc',
  state: 'CA',
};
const SUICIDE: GenerationInput = {
  text: 'My client has been stockpiling her sleeping pills and says she plans to kill herself next weekend after her daughter’s wedding. She has written goodbye letters.',
  role: 'lcsw',
  state: 'IL',
};
const ABUSE: GenerationInput = {
  text: 'A 14-year-old student told me her stepfather hits her with a belt and she has bruises on her arms. She begged me not to tell anyone because she is scared of what he will do.',
  role: 'school-counselor',
  state: 'TX',
};

/** Phrases that must never appear in a low-stakes dilemma without those issues. */
const OFF_TOPIC = /tarasoff|duty to (?:warn|protect)|suicid|\b988\b|\b911\b|mandated report|child protective|42 CFR Part 2|FERPA|lethal means|hospitali[sz]/i;

const compose = (input: GenerationInput) => composeRiskAssessment(buildContext(input));

describe('composeRiskAssessment', () => {
  it('offers a school its own threat assessment route, and quotes the threat rather than the relative beside it', () => {
    const school: GenerationInput = {
      text: 'School counselor. An eighth grader told me his older cousin showed him where the rifle is kept and that the kids who tripped him in the hallway "won\'t be laughing after Thursday." He grinned and said he was joking.',
      role: 'school-counselor',
      state: 'OH',
    };
    const result = composeRiskAssessment(buildContext(school));
    expect(result.decision_pathways.map((p) => p.approach).join(' ')).toContain("school's threat assessment team");
    expect(JSON.stringify(result)).toContain('won\'t be laughing');
    const clinic = composeRiskAssessment(buildContext({ ...school, text: school.text.replace('School counselor. An eighth grader', 'A 30-year-old client'), role: 'lpc' }));
    expect(clinic.decision_pathways.map((p) => p.approach).join(' ')).not.toMatch(/threat[- ]assessment/);
  });

  it('validates, cites only resolvable entries and keeps category hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = RiskAssessmentResponseSchema.parse(composeRiskAssessment(ctx));
      expect(result.risk_score, v.id).toBe(ctx.risk.score);
      expect(result['BASIC ASSESSMENT'].level, v.id).toBe(ctx.risk.level);
      expect(result.factors.map((f) => f.id), v.id).toEqual(ctx.risk.factors.map((f) => f.id));
      expect(result.decision_pathways.length, v.id).toBeGreaterThanOrEqual(3);
      expect(result.decision_pathways.length, v.id).toBeLessThanOrEqual(4);
      for (const p of result.decision_pathways) expect(p.positive_outcome_probability + p.negative_outcome_probability, v.id).toBeLessThanOrEqual(100);
      expect(result.decision_pathways.some((p) => p.recommended), v.id).toBe(true);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, JSON.stringify(narrativeOf(result))), v.id).toEqual([]);
      expect(result.priority_actions === undefined, v.id).toBe(ctx.risk.level !== 'CRITICAL');
    }
  });

  it('leads a critical threat with the state duty’s protective steps as actions and 911; no 988 without a sign of suicidal thinking', () => {
    const result = compose(THREAT);
    expect(result.level).toBe('CRITICAL');
    expect(result['BASIC ASSESSMENT'].urgency).toMatch(/^Immediate/);
    expect(result['BASIC ASSESSMENT'].urgency).toContain('this weekend');
    expect(result.priority_actions?.join(' ')).toMatch(/Notify law enforcement of the threat and who is at risk \(911 if the danger is immediate\), and warn his ex-wife where it will protect them/);
    expect(result.priority_actions?.join(' ')).not.toMatch(/duty checklist|Make reasonable efforts/);
    expect(result.priority_actions?.join(' ')).toMatch(/law enforcement/);
    expect(result.emergency_contacts?.map((c) => c.phone)).toEqual(['911']);
    expect(compose({ ...THREAT, safetyScreen: SELF_SCREEN_NO }).emergency_contacts?.map((c) => c.phone)).toEqual(['911']);
    // The self-harm screen answered "Yes": suicide risk is in play, and 988 follows the police.
    const selfYes = { ...SELF_SCREEN_NO, self: { ...SELF_SCREEN_NO.self, concern: 'yes' as const, ideation: 'yes' as const } };
    expect(compose({ ...THREAT, safetyScreen: selfYes }).emergency_contacts?.map((c) => c.phone)).toEqual(['911', '988']);
    expect(result['STAKEHOLDER IMPACT MATRIX'].map((m) => m.stakeholder)).toContain('The person threatened (his ex-wife)');
    expect(result['BASIC ASSESSMENT'].summary).toMatch(/“[^”]*handgun”/);
    expect(result.citations).toContainEqual(expect.objectContaining({ source: 'STATE:CA', section: 'Cal. Civ. Code § 43.92' }));
  });

  it('gives 988 and 911 for imminent suicide risk and speaks of means and the time frame', () => {
    const result = compose(SUICIDE);
    expect(result.level).toBe('CRITICAL');
    expect(result.emergency_contacts?.map((c) => c.phone).sort()).toEqual(['911', '988']);
    expect(result.priority_actions?.join(' ')).toMatch(/means/);
    expect(result['BASIC ASSESSMENT'].summary).toContain('next weekend');
    expect(result.frameworks.map((f) => f.name).join(' ')).toMatch(/SAFE-T/);
  });

  it('reads the state reporting clock into the urgency of an abuse disclosure, without emergency numbers', () => {
    const result = compose(ABUSE);
    expect(result.level).toBe('HIGH');
    expect(result['BASIC ASSESSMENT'].urgency).toMatch(/^Immediate — Texas law expects the report/);
    expect(result.emergency_contacts).toBeUndefined();
    expect(result.priority_actions).toBeUndefined();
    expect(JSON.stringify(narrativeOf(result))).not.toMatch(/\b911\b|\b988\b/);
  });

  it('keeps gift, social media and no-issue dilemmas free of other categories’ language', () => {
    for (const input of [GIFT, OTHER_GIFT, SOCIAL, CONTROL]) {
      const result = compose(input);
      expect(result.level, input.text).toBe('LOW');
      expect(JSON.stringify(narrativeOf(result)), input.text).not.toMatch(OFF_TOPIC);
      expect(result['BASIC ASSESSMENT'].urgency, input.text).toMatch(/^Routine/);
    }
    expect(JSON.stringify(compose(GIFT))).toMatch(/gift/i);
    expect(JSON.stringify(compose(SOCIAL))).toMatch(/social media|online/i);
  });

  it('reads differently for two dilemmas of the same category', () => {
    const a = compose(GIFT);
    const b = compose(OTHER_GIFT);
    expect(a['BASIC ASSESSMENT'].summary).not.toBe(b['BASIC ASSESSMENT'].summary);
    expect(a.rationale).not.toBe(b.rationale);
  });

  it('changes emphasis on regeneration and is deterministic', () => {
    const first = compose(THREAT);
    expect(compose(THREAT)).toEqual(first);
    const again = compose({ ...THREAT, regenerationCount: 1 });
    expect(again.risk_score).toBe(first.risk_score);
    expect(JSON.stringify(again)).not.toBe(JSON.stringify(first));
  });
});

describe('violence against the client by a partner', () => {
  const STRANGLED: GenerationInput = {
    text: 'A 29-year-old woman I see for panic attacks said her boyfriend put his hands around her neck on Saturday until she nearly blacked out. She asked me not to write it down, and she plans to move in with him next month.',
    role: 'lmft',
    state: 'OR',
    // The practitioner's honest answers: no danger from the client, no child or elder involved.
    safetyScreen: completeScreen({ self: { concern: 'no' }, others: { concern: 'no' }, abuse: { concern: 'no' } } as Parameters<typeof completeScreen>[0]),
  };

  it('puts the client’s safety first, offers the hotline and names strangulation, without a duty to protect', () => {
    const ctx = buildContext(STRANGLED);
    const result = RiskAssessmentResponseSchema.parse(composeRiskAssessment(ctx));
    expect(result.level).toBe('HIGH');
    expect(result.factors.map((f) => f.id)).toContain('partner-violence');
    expect(result.mitigation_strategies.some((m) => /safety/i.test(m.strategy) && /strangulation/i.test(m.risk_reduction))).toBe(true);
    expect(result.emergency_contacts?.map((c) => c.phone)).toEqual(['1-800-799-7233']);
    const all = JSON.stringify({ ...result, citations: [] });
    expect(all).not.toMatch(/tarasoff|duty to (?:warn|protect)|\b988\b|HCR-20/i);
    expect(hygieneViolations(readingOf(ctx).signals, all)).toEqual([]);
  });

  it('offers no hotline where no partner violence is described', () => {
    const result = compose(GIFT);
    expect(result.emergency_contacts).toBeUndefined();
  });
});

describe('the partner the client describes as violent', () => {
  it('is named as the source of danger, not as someone whose relationship may be strained', () => {
    const result = compose({ text: 'A 35-year-old woman I have seen for depression said her fiancé grabbed her by the throat on Sunday and she could not breathe. She made me promise not to call anyone.', role: 'lmhc', state: 'WA' });
    const partner = result['STAKEHOLDER IMPACT MATRIX'].find((row) => /partner/i.test(row.stakeholder));
    expect(partner?.stakeholder).toMatch(/violent/);
    expect(partner?.harm_mechanism).toMatch(/provoke more violence/);
  });
});
