/**
 * The consistency gate (docs/engine.md "The consistency gate"): what every generated analysis
 * must satisfy so that a practitioner can read any two screens and find them in agreement with
 * each other, with the law they cite and with what the practitioner said.
 *
 * - A stated duty (a threat to someone, a suicide risk, a mandated report) leads every section's
 *   recommended course, and no section recommends withholding, waiting for consent or routine
 *   handling against it — nor against a danger the safety screen has flagged and not settled.
 * - Who may be notified follows the state's law: no warning to the person at risk where the
 *   statute limits disclosure to others (Texas), no "required" where the law only permits, and a
 *   mandatory danger report named where the state has one.
 * - One urgency: summary, risk, timeline, scripts, model and report agree on it.
 * - Documents meant to be filed (scripts, the documentation note, the report) state a fact only
 *   when the practitioner wrote it, answered it or the screen records it.
 * - A stakeholder the practitioner focuses on or adds is the one already on the map, not a second card.
 * - No section speaks of someone asking for the client's information ("the person asking", "to
 *   the caller") unless the understanding records a request: a records request, a subpoena, a
 *   records question, or a court or police the rubric reads as seeking an issue's records.
 *
 * The gate reads the sections as they leave the engine and the understanding they came from; it
 * shares no wording with the composers, so a composer that drifts is caught.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { sectionDefinition, type SectionKey } from '../../shared/domain/sections';
import { CATEGORIES, type DutyKind } from '../categories';
import { stateLaw } from '../knowledge-base';
import type { Fact, Understanding } from '../types';
import { domainCategory } from '../understand/settle';
import type { GenerationInput } from './context';
import { composeAll, type AllSections } from './index';
import { notificationRule } from './notification';
import { requestRecorded } from './reading';

export type ConsistencyRule = 'protective-lead' | 'withholding' | 'notification' | 'urgency' | 'unstated-fact' | 'unstated-request' | 'stakeholder-merge';

export type Violation = { rule: ConsistencyRule; section: string; detail: string };

type Sections = AllSections;

/** What leads a course for each duty: the protective or reporting act itself. */
const LEADS: Record<DutyKind, RegExp> = {
  'protect-others': /\bprotect|\bwarn|\bnotif|\blaw enforcement\b|\bpolice\b|\bhospitali|\bcommitment\b|\bcrisis hold\b|\bdetention\b|\breassess the threat\b|\bviolence[- ]risk\b|\bemergency\b|\b911\b|\bsafety\b/i,
  'protect-self': /\bsafety\b|\bsuicide risk assessment\b|\brisk assessment\b|\bmeans\b|\bhospitali|\bemergency\b|\blevel of care\b|\bevaluation\b|\b988\b|\b911\b/i,
  'report-child': /\breport\b/i,
  'report-elder': /\breport\b/i,
};

/** A course that holds back, waits or treats the matter as routine. */
const WITHHOLDING =
  /\bshare nothing without\b|\bdisclose nothing (?:until|without)\b|\bhold off (?:any )?disclos|\bonly with the client[’']s (?:written )?consent\b(?! or\b)|\bnothing is shared without your\b|\bwait (?:until|for) (?:the next session|more certainty|consent)\b|\bgather more (?:detail|information) before\b|\bhandle it as routine\b|\broutine practice question\b|\bthere is time to think\b|\bno specific legal duty is triggered\b|\bnothing you described triggers\b/i;

/** A course that puts something else ahead of the duty: "assess … first, then report", "consult before deciding". */
const DELAYS = /\b(?:assess|gather|consult|wait|explore|check)\w*\b[^.;]*\bfirst\b|\bbefore (?:deciding|reporting|acting)\b/i;

/** A warning to, or notice for, the person at risk. */
const WARNS_PERSON_AT_RISK =
  /\bwarn(?:ing|ed)? (?:the (?:person|people|victim|intended|potential|identifiable)|him\b|her\b|them\b|his \w+|her \w+)|\bnotify (?:the person at risk|the victim)\b|\bcommunicate the threat to (?:the|every|each) (?:victim|person|identifiable)|\breach (?:the person|him|her)\b.*\band the police\b|^Warning\b/im;

/** The law put as a requirement. */
const REQUIRED_TO_PROTECT = /\b(?:I[’']m|I am|you are) required to (?:take steps to protect|warn)|\bthe law requires (?:you to )?(?:warn|protect)|\bmust warn\b|\bmandatory duty to (?:warn|protect)\b/i;

const URGENCY_LEVEL: Record<string, string> = { Immediate: 'IMMEDIATE', Urgent: 'URGENT', Moderate: 'MODERATE', Routine: 'ROUTINE' };
const SCRIPT_URGENCY: Record<string, string> = { Immediate: 'immediate', Urgent: 'high', Moderate: 'moderate', Routine: 'low' };
/** The words a first phase's timeframe uses for each urgency. */
const FIRST_PHASE: Record<string, RegExp> = {
  Immediate: /\btoday\b|\bnow\b/i,
  Urgent: /\b24\b|\b48\b|\btomorrow\b/i,
  Moderate: /\bbefore the next session\b|\bthis week\b/i,
  Routine: /\bnext session\b|\bcoming weeks\b|\bmonth\b/i,
};

/** Assertions a filed document may make only when the fact is stated. */
const ASSERTIONS: ReadonlyArray<[RegExp, (u: Understanding) => Fact | undefined, string]> = [
  [/\bdescribed a plan\b|\bthere is a plan\b/i, (u) => u.facts.plan, 'a plan'],
  [/\bstated an intent\b|\bintent was stated\b/i, (u) => u.facts.intent, 'intent'],
  [/\bhas access to a firearm\b|\ba firearm is mentioned\b/i, (u) => u.facts.firearm, 'a firearm'],
  [/\bmade a threat\b/i, (u) => u.facts.threat, 'a threat'],
  [/\bdisclosed suicidal thoughts\b|\bgiven the suicidal thoughts\b/i, (u) => u.facts.suicidalIdeation, 'suicidal thoughts'],
  [/\bnamed a time frame\b|\bthe time frame given is\b/i, (u) => u.facts.timeline, 'a time frame'],
  [/\bhas made a previous attempt\b/i, (u) => u.facts.priorAttempts, 'a previous attempt'],
  [/\bhas a history of violence\b/i, (u) => u.facts.priorViolence, 'a history of violence'],
  [/\bhas stockpiled\b|\bhas access to (?:medication|a ligature|a knife)\b/i, (u) => u.facts.otherMeans, 'means'],
];

/** Words that presuppose someone asked for the client's information. */
const PRESUPPOSES_REQUEST =
  /\b(?:someone|somebody) (?:has )?(?:asked (?:me )?for information|contacted the program)\b|\bthe person asking may\b|\bhelpful to the person asking\b|\bto the (?:third party|caller)\b|\bif the caller\b|\bthe requester\b|\bthe third party gets\b|\bworried third party\b|\bthe request seems well meant\b|\bhandle the request so\b/i;



function duties(ids: readonly IssueCategoryId[]): DutyKind[] {
  return ids.map((id) => CATEGORIES[id].duty).filter((d): d is DutyKind => d !== null);
}

function firstWord(text: string | undefined): string {
  return (text ?? '').split(/\s/)[0] ?? '';
}

/** "… points to one course: X. More." / "the direction is the same: X. More." → X */
function after(text: string, marker: RegExp): string {
  const match = marker.exec(text);
  return match ? (text.slice(match.index + match[0].length).split(/(?<=\.)\s|\n/)[0] ?? '') : '';
}

/** The recommended course of each section: what it tells the practitioner to do first. */
function courses(s: Sections): Array<{ section: string; text: string }> {
  const supervisor = s.consultationScripts.scripts.consultation_scripts.find((script) => script.type === 'supervisor');
  const firstOption = supervisor ? after(supervisor.script, /The options I am weighing: \(1\) /).split(/; \(2\)|\.\n|\.$/)[0] ?? '' : '';
  const phase = s.timelineAnalysis.timeline_sections[0];
  const firstAction = phase?.actions.find((a) => !/\b911\b/.test(a)) ?? '';
  return [
    { section: 'reflectiveSummary', text: s.reflectiveSummary.insights.decision_points[0] ?? '' },
    { section: 'riskAssessment', text: s.riskAssessment.decision_pathways.find((p) => p.recommended)?.approach ?? '' },
    { section: 'timelineAnalysis', text: firstAction },
    { section: 'legalAnalysis', text: s.legalAnalysis.compliance_requirements[0]?.requirement ?? '' },
    { section: 'consultationScripts', text: firstOption },
    { section: 'modelAnalysis', text: after(s.modelAnalysis.professional_consensus.unified_recommendation, /the direction is the same: /) },
    { section: 'modelAnalysis', text: s.modelAnalysis.professional_consensus.priority_actions[0]?.action ?? '' },
    { section: 'dualTrackAnalysis', text: s.dualTrackAnalysis.decision_matrix[0]?.option ?? '' },
    { section: 'finalReport', text: after(s.finalReport.executive_summary, /points to one course: /) },
    { section: 'finalReport', text: s.finalReport.recommendations.immediate_actions[0] ?? '' },
    { section: 'finalReport', text: s.finalReport.implementation_plan.phase_1.actions[0] ?? '' },
    { section: 'finalReport', text: after(s.finalReport.documentation_note, /the analysis pointed to: /) },
  ];
}

/** Everything a section recommends or asserts, leaving out the options it lists only to reject. */
function recommendations(s: Sections): Array<{ section: string; text: string }> {
  const out: Array<{ section: string; text: string }> = [];
  const push = (section: string, ...texts: Array<string | undefined>) => {
    for (const text of texts) if (text) out.push({ section, text });
  };
  const summary = s.reflectiveSummary;
  push('reflectiveSummary', summary.summary, ...summary.insights.decision_points, ...summary.insights.professional_obligations);
  const conversation = s.conversationApproaches.conversationStarters;
  push('conversationApproaches', ...conversation.conversation_starters, ...conversation.proposed_responses, ...conversation.key_messages);
  const risk = s.riskAssessment;
  push('riskAssessment', risk['BASIC ASSESSMENT'].summary, ...risk.decision_pathways.filter((p) => p.recommended).map((p) => p.approach), ...risk.mitigation_strategies.map((m) => `${m.strategy}: ${m.implementation}`), ...(risk.priority_actions ?? []));
  const timeline = s.timelineAnalysis;
  push('timelineAnalysis', timeline.urgency_assessment.description, ...timeline.timeline_sections.flatMap((t) => t.actions), ...timeline.critical_alerts);
  push('copingStrategies', ...s.copingStrategies.immediate_coping, ...Object.values(s.copingStrategies.strategies).flatMap((g) => g.strategies));
  push('impactAssessment', s.impactAssessment.assessment);
  push('dualTrackAnalysis', s.dualTrackAnalysis.synthesis, ...s.dualTrackAnalysis.integration_strategies.strategies);
  const stakeholders = s.stakeholderAnalysis;
  push('stakeholderAnalysis', stakeholders.overview, ...stakeholders.communication_strategies.flatMap((c) => [c.title, c.description, c.method]));
  const legal = s.legalAnalysis;
  push('legalAnalysis', legal.overview, ...legal.compliance_requirements.flatMap((c) => [c.requirement, ...c.steps]), ...legal.risk_warnings);
  for (const script of s.consultationScripts.scripts.consultation_scripts) {
    // The second option a script reads out is one the analysis rejects; it is named, not recommended.
    push('consultationScripts', script.purpose, script.script.replace(/; \(2\)[^.\n]*/g, ''));
  }
  push('consultationScripts', s.consultationScripts.message);
  const model = s.modelAnalysis;
  push('modelAnalysis', model.professional_consensus.unified_recommendation, ...model.professional_consensus.priority_actions.map((a) => a.action), ...model.ethical_models.map((m) => m.recommendation));
  const report = s.finalReport;
  push(
    'finalReport',
    report.executive_summary,
    report.dilemma_overview,
    report.key_findings.legal_compliance,
    ...report.recommendations.immediate_actions,
    ...report.implementation_plan.phase_1.actions,
    ...report.implementation_plan.phase_2.actions,
    report.documentation_note.split('\n').filter((line) => !line.startsWith('Options considered:')).join('\n'),
  );
  return out;
}

/** Documents meant to be filed or read aloud: the scripts, the report and its documentation note. */
function filed(s: Sections): Array<{ section: string; text: string }> {
  return [
    ...s.consultationScripts.scripts.consultation_scripts.map((script) => ({ section: 'consultationScripts', text: script.script })),
    { section: 'finalReport', text: `${s.finalReport.dilemma_overview}\n${s.finalReport.documentation_note}` },
    ...s.modelAnalysis.ethical_models.flatMap((m) => m.steps.map((step) => ({ section: 'modelAnalysis', text: step }))),
  ];
}

/** The head of a stakeholder name: "The person threatened (his ex-wife)" → "ex-wife"; "the client's ex-wife" → "ex-wife". */
function heads(name: string): string[] {
  const words = (part: string) => part.toLowerCase().split(/[^a-z-]+/).filter((w) => w.length > 2);
  const bracket = /\(([^)]*)\)/.exec(name)?.[1];
  return [words(name.replace(/\(.*?\)/g, '')).at(-1), bracket ? words(bracket).at(-1) : undefined].filter((w): w is string => Boolean(w));
}

export function checkConsistency(input: GenerationInput, u: Understanding, s: Sections): Violation[] {
  const violations: Violation[] = [];
  const flag = (rule: ConsistencyRule, section: string, detail: string) => violations.push({ rule, section, detail: detail.slice(0, 240) });

  const stated = duties(u.categories.map((c) => c.id));
  const pendingCategories = u.screen.unresolved.map((domain) => domainCategory(domain, u.facts, u.cues, input.safetyScreen));
  const pending = duties(pendingCategories);
  const inPlay = [...stated, ...pending];

  // A stated duty leads every section's course.
  if (stated.length > 0) {
    for (const { section, text } of courses(s)) {
      if (!stated.some((duty) => LEADS[duty].test(text)) || WITHHOLDING.test(text) || DELAYS.test(text)) flag('protective-lead', section, `leads with “${text}” while ${stated.join(', ')} is stated`);
    }
  }
  // Nothing recommends holding back against a duty or a danger not yet assessed.
  if (inPlay.length > 0) {
    for (const { section, text } of recommendations(s)) {
      const match = WITHHOLDING.exec(text);
      if (match) flag('withholding', section, `“${match[0]}” while ${inPlay.join(', ')} is in play: ${text}`);
    }
  }

  // Who may be notified follows the state's law.
  const law = stateLaw(u.state);
  const rule = notificationRule(law);
  if (inPlay.includes('protect-others')) {
    for (const { section, text } of recommendations(s)) {
      if (!rule.permitted.has('person-at-risk') && WARNS_PERSON_AT_RISK.test(text)) flag('notification', section, `warns the person at risk where the law permits disclosure only to ${rule.named}: ${text}`);
      if (rule.status !== 'mandatory' && REQUIRED_TO_PROTECT.test(text)) flag('notification', section, `puts a ${rule.status} rule as a requirement: ${text}`);
    }
    if (stated.includes('protect-others') && rule.reportOthers && !s.legalAnalysis.legal_sections.some((section) => section.statutes.some((statute) => statute.citation === rule.reportOthers?.citation))) {
      flag('notification', 'legalAnalysis', `the mandatory report ${rule.reportOthers.citation} is not set out`);
    }
  }
  if (inPlay.includes('protect-self') && rule.warnFamily && !s.legalAnalysis.legal_sections.some((section) => section.statutes.some((statute) => statute.citation === rule.warnFamily?.citation))) {
    flag('notification', 'legalAnalysis', `the duty to warn family ${rule.warnFamily.citation} is not set out`);
  }

  // One urgency.
  const word = firstWord(s.reflectiveSummary.urgency);
  const riskWord = firstWord(s.riskAssessment['BASIC ASSESSMENT'].urgency);
  if (riskWord !== word) flag('urgency', 'riskAssessment', `urgency “${riskWord}” beside the summary’s “${word}”`);
  if (s.timelineAnalysis.urgency_level !== URGENCY_LEVEL[word]) flag('urgency', 'timelineAnalysis', `urgency level ${s.timelineAnalysis.urgency_level} beside the summary’s “${word}”`);
  const phase = s.finalReport.implementation_plan.phase_1.timeframe;
  if (!FIRST_PHASE[word]?.test(phase)) flag('urgency', 'finalReport', `first phase “${phase}” beside the summary’s “${word}”`);
  const supervisor = s.consultationScripts.scripts.consultation_scripts.find((script) => script.type === 'supervisor');
  if (supervisor && supervisor.urgency !== SCRIPT_URGENCY[word]) flag('urgency', 'consultationScripts', `supervisor call “${supervisor.urgency}” beside the summary’s “${word}”`);
  const firstPriority = s.modelAnalysis.professional_consensus.priority_actions[0]?.urgency;
  if (firstPriority !== SCRIPT_URGENCY[word]) flag('urgency', 'modelAnalysis', `first priority action “${firstPriority}” beside the summary’s “${word}”`);
  const level = s.riskAssessment.level;
  if ((level === 'HIGH' || level === 'CRITICAL') && s.riskAssessment.factors.some((f) => f.id === 'ceiling' && /routine/i.test(f.label))) {
    flag('urgency', 'riskAssessment', `a routine-question ceiling inside a ${level} score`);
  }

  // Filed documents state only what the practitioner wrote, answered or recorded on the screen.
  for (const { section, text } of filed(s)) {
    for (const [pattern, factOf, name] of ASSERTIONS) {
      if (pattern.test(text) && factOf(u)?.status !== 'present') flag('unstated-fact', section, `states ${name} the practitioner did not: ${text.slice(0, 160)}`);
    }
  }

  // A request is spoken of only when the understanding records one.
  if (!requestRecorded(u, new Set(u.categories.map((c) => c.id)))) {
    for (const [section, value] of Object.entries(s)) {
      const match = PRESUPPOSES_REQUEST.exec(JSON.stringify(value));
      if (match) flag('unstated-request', section, `“${match[0]}” while no request for information is recorded`);
    }
  }

  // A focused or added stakeholder is the one already on the map.
  const people = [input.focusStakeholder, ...(input.addedStakeholders ?? [])].filter((name): name is string => Boolean(name?.trim()));
  for (const person of people) {
    const head = heads(person)[0];
    if (!head) continue;
    const cards = s.stakeholderAnalysis.stakeholders.filter((card) => heads(card.name).includes(head));
    if (cards.length > 1) flag('stakeholder-merge', 'stakeholderAnalysis', `“${person}” appears as ${cards.map((c) => `“${c.name}”`).join(' and ')}`);
  }
  return violations;
}

/**
 * The gate for one section written elsewhere (a language model's draft): it is checked in the
 * company of the engine's own sections for the same inputs, and only its own violations count.
 */
export function sectionViolations(key: SectionKey, section: unknown, input: GenerationInput, u: Understanding): Violation[] {
  const name = sectionDefinition(key).specName;
  const sections = { ...composeAll(input, u), [name]: section } as Sections;
  return checkConsistency(input, u, sections).filter((v) => v.section === name);
}
