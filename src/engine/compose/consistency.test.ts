import { describe, expect, it } from 'vitest';
import { understandDilemma } from '../understand';
import { checkConsistency, sectionViolations, type Violation } from './consistency';
import type { GenerationInput } from './context';
import { composeAll, type AllSections } from './index';

/** Massachusetts: an adult client's brother exploits and neglects their mother, and the client asks for silence. */
const MA_ELDER: GenerationInput = {
  text: 'My client, a 52-year-old man, told me that his brother, who lives with their 84-year-old mother, has been taking money from her bank account and leaves her alone for days without food. He says she has bruises and is afraid of the brother. He begged me not to tell anyone because the family will fall apart. What do I do?',
  role: 'lcsw',
  state: 'MA',
};

/** Texas: an explicit, specific threat with a firearm and a time frame. */
const TX_THREAT: GenerationInput = {
  text: 'My client told me today that he is going to kill his ex-wife this weekend when he picks up the kids. He has a handgun in his truck and said he has thought about exactly how he would do it. He was calm and specific. What are my obligations?',
  role: 'lpc',
  state: 'TX',
};

/** Ohio: the practitioner only plans to ask about a plan and intent. */
const ASK_ONLY: GenerationInput = {
  text: 'My client has been very angry at his ex-wife since the custody hearing. I am going to ask him next session whether he has a plan or any intent to act on it. Should I be doing anything now?',
  role: 'lpc',
  state: 'OH',
};

const analyse = (input: GenerationInput) => {
  const understanding = understandDilemma(input);
  const sections = composeAll(input, understanding);
  return { sections, violations: checkConsistency(input, understanding, sections) };
};

const rules = (violations: Violation[]) => [...new Set(violations.map((v) => `${v.rule} ${v.section}`))].sort();
const clone = (sections: AllSections): AllSections => structuredClone(sections);
const text = (value: unknown) => JSON.stringify(value);

describe('the consistency gate on the reported cases', () => {
  it('Massachusetts elder abuse: every section leads with the report the law requires, none with “share nothing without consent”', () => {
    const { sections, violations } = analyse(MA_ELDER);
    expect(violations).toEqual([]);
    expect(sections.reflectiveSummary.urgency).toMatch(/^Immediate/);
    expect(sections.riskAssessment.decision_pathways.find((p) => p.recommended)?.approach).toMatch(/^Report to the agency Massachusetts designates/);
    expect(sections.finalReport.executive_summary).toMatch(/points to one course: report/);
    expect(sections.finalReport.recommendations.immediate_actions[0]).toMatch(/^Make the report/);
    expect(sections.timelineAnalysis.timeline_sections[0]?.actions[0]).toMatch(/^Report to the agency/);
    expect(sections.legalAnalysis.compliance_requirements[0]?.requirement).toMatch(/M\.G\.L\. c\. 19A, § 15/);
    expect(text(sections)).not.toMatch(/share nothing without consent|hold off any disclosure/i);
  });

  it('Texas explicit threat: who may be told follows § 611.004 (medical, mental health or law enforcement personnel), never a direct warning', () => {
    const { sections, violations } = analyse(TX_THREAT);
    expect(violations).toEqual([]);
    const strategies = sections.stakeholderAnalysis.communication_strategies.map((s) => s.title);
    expect(strategies).toContain('Protecting his ex-wife');
    expect(strategies.some((title) => /^Warning/.test(title))).toBe(false);
    expect(sections.riskAssessment.decision_pathways[0]?.approach).toMatch(/only to medical, mental health or law enforcement personnel/);
    expect(text(sections)).not.toMatch(/notify the person at risk|I’m required to take steps/);
    expect(sections.legalAnalysis.legal_precedents[0]?.case_name).toMatch(/^Thapar v\. Zezulka/);
    expect(sections.legalAnalysis.risk_warnings.join(' ')).toMatch(/only to medical, mental health or law enforcement personnel/);
    // One urgency on every screen.
    expect(sections.riskAssessment['BASIC ASSESSMENT'].urgency).toBe(sections.reflectiveSummary.urgency);
    expect(sections.timelineAnalysis.urgency_level).toBe('IMMEDIATE');
  });

  it('California threat: the W&I § 8105(c) report to law enforcement within 24 hours is set out beside the duty to warn', () => {
    const { sections, violations } = analyse({ ...TX_THREAT, state: 'CA' });
    expect(violations).toEqual([]);
    const report = sections.legalAnalysis.legal_sections.find((s) => s.statutes.some((statute) => statute.citation === 'Cal. Welf. & Inst. Code § 8105(c)'));
    expect(report?.description).toMatch(/24 hours/);
    expect(sections.riskAssessment.priority_actions?.join(' ')).toMatch(/Report to the local law enforcement agency.*within 24 hours.*8105\(c\)/);
    expect(sections.stakeholderAnalysis.communication_strategies.map((s) => s.title)).toContain('Warning his ex-wife');
  });

  it('a focused and an added stakeholder who is already on the map is that card: the client’s ex-wife is the person threatened, once', () => {
    const input = { ...TX_THREAT, state: 'CA', focusStakeholder: 'the client’s ex-wife', addedStakeholders: ['The ex-wife'] };
    const { sections, violations } = analyse(input);
    expect(violations).toEqual([]);
    const cards = sections.stakeholderAnalysis.stakeholders.filter((s) => /ex-wife/i.test(s.name));
    expect(cards.map((c) => c.name)).toEqual(['The person threatened (his ex-wife)']);
    expect(cards[0]?.impact_level).toBe('critical');
    expect(sections.stakeholderAnalysis.stakeholders[0]?.name).toBe('The person threatened (his ex-wife)');
    expect(text(sections.stakeholderAnalysis.communication_strategies)).not.toMatch(/only with the client’s written consent/i);
  });

  it('states only what the practitioner wrote: a plan and intent they mean to ask about are never “described”', () => {
    const { sections, violations } = analyse(ASK_ONLY);
    expect(violations).toEqual([]);
    const filed = text([sections.consultationScripts, sections.finalReport.documentation_note, sections.finalReport.dilemma_overview]);
    expect(filed).not.toMatch(/described a plan|stated an intent|made a threat/);
  });
});

describe('the consistency gate can fail', () => {
  const ma = analyse(MA_ELDER).sections;
  const tx = analyse(TX_THREAT).sections;

  it('catches a course that leads with consent-gated silence against a mandated report', () => {
    const broken = clone(ma);
    broken.finalReport.executive_summary = 'The analysis points to one course: share nothing without consent; explore the request with the client.';
    broken.riskAssessment.decision_pathways = broken.riskAssessment.decision_pathways.map((p, i) => ({ ...p, recommended: i === 1 }));
    expect(rules(checkConsistency(MA_ELDER, understandDilemma(MA_ELDER), broken))).toEqual(['protective-lead finalReport', 'protective-lead riskAssessment', 'withholding finalReport']);
  });

  it('catches a warning to the person at risk where the statute allows none, and a permissive rule put as a requirement', () => {
    const broken = clone(tx);
    broken.stakeholderAnalysis.communication_strategies[1] = { title: 'Warning his ex-wife', description: 'Call her.', timing: 'Now', method: 'Phone' };
    broken.conversationApproaches.conversationStarters.proposed_responses.push('“I’m required to take steps to protect his ex-wife.”');
    expect(rules(checkConsistency(TX_THREAT, understandDilemma(TX_THREAT), broken))).toEqual(['notification conversationApproaches', 'notification stakeholderAnalysis']);
  });

  it('catches screens that disagree on urgency', () => {
    const broken = clone(tx);
    broken.riskAssessment['BASIC ASSESSMENT'].urgency = 'Moderate — plan before the next session';
    broken.finalReport.implementation_plan.phase_1.timeframe = 'Before the next session';
    expect(rules(checkConsistency(TX_THREAT, understandDilemma(TX_THREAT), broken))).toEqual(['urgency finalReport', 'urgency riskAssessment']);
  });

  it('catches a filed document that states a plan the practitioner never described', () => {
    const { sections } = analyse(ASK_ONLY);
    const broken = clone(sections);
    broken.finalReport.documentation_note = broken.finalReport.documentation_note.replace('Situation (de-identified): ', 'Situation (de-identified): A client who described a plan and stated an intent to act. ');
    expect(rules(checkConsistency(ASK_ONLY, understandDilemma(ASK_ONLY), broken))).toEqual(['unstated-fact finalReport']);
  });

  it('catches a focused stakeholder added as a second card beside the one already there', () => {
    const input = { ...TX_THREAT, focusStakeholder: 'the client’s ex-wife' };
    const broken = clone(analyse(input).sections);
    broken.stakeholderAnalysis.stakeholders.push({ ...broken.stakeholderAnalysis.stakeholders[0]!, name: 'The client’s ex-wife', impact_level: 'moderate' });
    expect(rules(checkConsistency(input, understandDilemma(input), broken))).toEqual(['stakeholder-merge stakeholderAnalysis']);
  });
});

/** Confidentiality questions where nobody has asked for anything: the practitioner wonders whom to tell. */
const NO_REQUEST: GenerationInput[] = [
  {
    text: 'I\'m a school social worker in Ohio. A junior I\'ve seen for a year mentioned that his stepdad "finally showed him where the key to the gun cabinet is," and that the guys who have been posting about him "won\'t be laughing at lunch after Monday." He laughed it off. His mom works nights. Who do I call first, and what do I tell his mom?',
    role: 'school-counselor',
    state: 'OH',
  },
  {
    text: 'A 16-year-old client told me she has been drinking at parties most weekends and sometimes drives home afterwards. I am wondering whether to tell her parents, and how to bring it up with her first. What should I share with them?',
    role: 'lpc',
    state: 'OR',
  },
];

/** Someone has asked: a records request, and a deputy asking whether a client is in a Part 2 program. */
const WITH_REQUEST: GenerationInput[] = [
  { text: 'My client\'s employer sent a records request asking for copies of her therapy notes for a disability claim. She has not signed a release. What can I send?', role: 'lcsw', state: 'NY' },
  {
    text: 'I\'m an LCSW at an outpatient opioid treatment program in Montana. Yesterday a deputy from the county sheriff\'s office called asking whether my client is "still in the program" because of a custody matter. She has not signed anything for the sheriff or the court. What can I say to the deputy?',
    role: 'lcsw',
    state: 'MT',
  },
];

const starters = (sections: AllSections) => sections.conversationApproaches.conversationStarters.conversation_starters.join(' ');
const timelineActions = (sections: AllSections) => sections.timelineAnalysis.timeline_sections.flatMap((t) => t.actions).join(' ');

describe('a request for information is spoken of only when the understanding records one', () => {
  it.each(NO_REQUEST.map((input, i) => [i, input] as const))('wording %i: no section presupposes someone asked', (_i, input) => {
    const { sections, violations } = analyse(input);
    expect(rules(violations).filter((r) => r.startsWith('unstated-request'))).toEqual([]);
    expect(starters(sections)).not.toMatch(/Someone has asked me/);
    expect(timelineActions(sections)).not.toMatch(/Discuss the request/);
    expect(text(sections)).not.toMatch(/the person asking may|the third party gets|worried third party/i);
  });

  it.each(WITH_REQUEST.map((input, i) => [i, input] as const))('wording %i: the request is named where someone did ask', (_i, input) => {
    const { sections, violations } = analyse(input);
    expect(rules(violations).filter((r) => r.startsWith('unstated-request'))).toEqual([]);
    expect(starters(sections)).toMatch(/Someone has asked me for information|Someone contacted the program/);
  });

  it('catches a section that says someone asked when nobody did', () => {
    const input = NO_REQUEST[0]!;
    const broken = clone(analyse(input).sections);
    broken.conversationApproaches.conversationStarters.conversation_starters.push('With your client: “Someone has asked me for information about our work.”');
    expect(rules(checkConsistency(input, understandDilemma(input), broken))).toContain('unstated-request conversationApproaches');
  });
});

describe('the gate for one section written elsewhere', () => {
  it('checks a drafted section among the engine’s own and reports only that section’s violations', () => {
    const understanding = understandDilemma(MA_ELDER);
    const risk = composeAll(MA_ELDER, understanding).riskAssessment;
    expect(sectionViolations('risk', risk, MA_ELDER, understanding)).toEqual([]);
    const drafted = { ...risk, decision_pathways: risk.decision_pathways.map((p) => ({ ...p, approach: p.recommended ? 'Share nothing without consent and wait for the next session' : p.approach })) };
    expect(rules(sectionViolations('risk', drafted, MA_ELDER, understanding))).toEqual(['protective-lead riskAssessment', 'withholding riskAssessment']);
  });
});
