/**
 * Risk assessment (spec-2 §2 "Risk assessment", §3 risk fields): the sectioned shape with the
 * rubric's score and factors (PRODUCT.md: a transparent, disputable score), the six harm
 * probabilities, who is affected in this dilemma, decision pathways, mitigations and frameworks.
 * At CRITICAL the crisis fast lane adds priority actions (safety first, the state's duty
 * checklist, consultation) and the emergency numbers the facts warrant.
 */
import type { RiskAssessmentResponse } from '../../shared/api/sections';
import { issueCategoryLabel } from '../../shared/domain/issue-categories';
import { CATEGORIES, type PrincipleId } from '../categories';
import { permittedChoices, protectiveActions } from '../categories/duty-to-protect';
import { citationOf, decisionModelsFor, federalProvisionsFor } from '../knowledge-base';
import { HARM_KEYS, type Citation, type HarmKey, type RiskFactor } from '../types';
import type { AnalysisContext } from './context';
import { cleanKbText } from './hygiene';
import { guidanceOf } from './issues';
import { DV_HOTLINE } from './hotlines';
import { partiesFor, type Impact } from './parties';
import { joinList, lowerFirst, pick, rotate, vary } from './prose';
import { cleanCitations, presentLabel, readingOf, type Reading } from './reading';

type Matrix = RiskAssessmentResponse['STAKEHOLDER IMPACT MATRIX'];

const PRINCIPLE_NAMES: Record<PrincipleId, string> = {
  autonomy: 'Autonomy',
  beneficence: 'Beneficence',
  nonmaleficence: 'Nonmaleficence',
  justice: 'Justice',
  fidelity: 'Fidelity',
  veracity: 'Veracity',
};

const PRINCIPLE_MEANINGS: Record<PrincipleId, string> = {
  autonomy: 'the client’s right to make their own choices',
  beneficence: 'acting for the client’s good',
  nonmaleficence: 'avoiding harm',
  justice: 'fairness to everyone affected',
  fidelity: 'keeping faith with the trust placed in you',
  veracity: 'truthfulness',
};

function factorLine(r: Reading, factor: RiskFactor): string {
  const sign = factor.weight > 0 ? '+' : '';
  const quoted = factor.evidence.slice(0, 2).map((e) => `“${e}”`);
  return `${presentLabel(r, factor.label)} (${sign}${factor.weight})${quoted.length > 0 ? `: ${quoted.join(', ')}` : ''}`;
}

function summaryText(r: Reading): string {
  const { score, level, factors } = r.risk;
  const scored = factors.filter((f) => f.id !== 'floor' && f.id !== 'ceiling');
  const floor = factors.find((f) => f.id === 'floor');
  const ceiling = factors.find((f) => f.id === 'ceiling');
  const opening = vary(r, 'risk-summary-open', [
    `The rubric puts this dilemma at ${score} of 10 (${level}).`,
    `This dilemma scores ${score} of 10 on the published rubric, which is ${level}.`,
    `Score: ${score} of 10, ${level}.`,
  ]);
  const parts = [opening];
  if (scored.length > 0) parts.push(`What it rests on: ${scored.slice(0, 5).map((f) => factorLine(r, f)).join('; ')}.`);
  if (floor) parts.push(`A minimum applies: ${floor.label.replace(/\s*\(PRODUCT\.md[^)]*\)/, '')}.`);
  if (ceiling) parts.push(`The score is held down: ${lowerFirstLetter(ceiling.label.replace(/\s*\(PRODUCT\.md[^)]*\)/, ''))}.`);
  const guide = guidanceOf(r.main);
  parts.push(`The central question is ${guide.question(r)}.`);
  parts.push(
    pick(r, 'risk-summary-close', [
      'If a factor does not match what you know, dispute it: the score should follow the facts, and your judgment and consultation decide.',
      'Each point comes from the facts shown; if one is wrong, dispute it and the score changes. The decision stays with you and those you consult.',
      'Treat the score as a structured second opinion, not a verdict; check each factor against what you know and consult before acting.',
    ]),
  );
  return parts.join(' ');
}

function percent(value: number): string {
  return `${Math.max(0, Math.min(100, Math.round(value)))}%`;
}

const IMPACT_LEVEL: Record<Impact, Matrix[number]['impact_level']> = { critical: 'SEVERE', high: 'HIGH', moderate: 'MODERATE', low: 'LOW' };
const IMPACT_SCALE: Record<Impact, number> = { critical: 1, high: 0.85, moderate: 0.65, low: 0.45 };

function matrix(r: Reading): Matrix {
  const probabilities = r.risk.harmProbabilities;
  return partiesFor(r)
    .slice(0, 6)
    .map((party) => ({
      stakeholder: party.name,
      impact_level: IMPACT_LEVEL[party.impact],
      probability: percent(Math.max(5, probabilities[party.harmKey] * IMPACT_SCALE[party.impact])),
      harm_mechanism: party.mechanism,
      at_stake: party.atStake,
    }));
}

/** The main issue's courses of action with outcome chances adjusted for the score (shared with the model analysis). */
export function decisionPathways(r: Reading): RiskAssessmentResponse['decision_pathways'] {
  const main = guidanceOf(r.main).pathways(r);
  const second = r.categories[1];
  const extra = second && main.length < 4 ? CATEGORIES[second].guidance.pathways(r).find((p) => p.recommended) : undefined;
  const all =
    second && extra
      ? [...main, { ...extra, approach: `Also, for the ${issueCategoryLabel(second).toLowerCase()}: ${extra.approach.charAt(0).toLowerCase()}${extra.approach.slice(1)}` }]
      : main;
  // Higher risk makes the non-recommended options less likely to end well (rubric-linked).
  const pressure = Math.max(0, r.risk.score - 5) * 2;
  return all.slice(0, 4).map((p) => {
    const positive = p.recommended ? p.positive : Math.max(5, p.positive - pressure);
    const negative = Math.min(95 - positive, p.recommended ? p.negative : p.negative + pressure);
    return { approach: p.approach, rationale: p.rationale, recommended: p.recommended, positive_outcome_probability: positive, negative_outcome_probability: negative };
  });
}

/**
 * Violence against the client by a partner: the client's own danger comes first. The lethality
 * markers (strangulation, a threat to kill, a weapon) follow the Danger Assessment's structure
 * (Campbell et al., 2003; non-fatal strangulation: Glass et al., 2008); docs/engine.md.
 */
function partnerSafety(r: Reading): Mitigation | null {
  if (!r.signals.partnerViolence) return null;
  const markers = r.u.facts.partnerViolence?.kinds.filter((k) => k !== 'violence') ?? [];
  return {
    strategy: 'Assess the danger the client faces from the partner, and plan for their safety with them',
    reduction:
      markers.length > 0
        ? `${markers.includes('strangulation') ? 'Non-fatal strangulation is one of the strongest warning signs that a partner may later kill' : 'A threat to kill or a weapon marks the most dangerous relationships'}; a structured assessment and a plan the client owns lower that danger`
        : 'Violence by a partner tends to recur and escalate; a structured assessment and a plan the client owns lower that danger',
    implementation:
      `Ask about the lethality markers a structured danger assessment covers (strangulation, threats to kill, weapons, escalation, recent or planned separation, stalking), make a safety plan with the client for staying or for leaving, and offer the ${DV_HOTLINE.name} (${DV_HOTLINE.phone}, or ${DV_HOTLINE.text}). An adult decides whether to involve police; check whether your state requires a report of injuries before you promise confidentiality.`,
    timeframe: markers.length > 0 ? 'Today' : 'At the next contact',
  };
}

type Mitigation = ReturnType<ReturnType<typeof guidanceOf>['mitigations']>[number];

function mitigations(r: Reading): RiskAssessmentResponse['mitigation_strategies'] {
  const safety = partnerSafety(r);
  const chosen = [...(safety ? [safety] : []), ...guidanceOf(r.main).mitigations(r)];
  for (const id of r.categories.slice(1, 3)) {
    const first = CATEGORIES[id].guidance.mitigations(r)[0];
    if (first && !chosen.some((m) => m.strategy === first.strategy)) chosen.push(first);
  }
  chosen.push({
    strategy: `Consult and document the decision on ${r.subject}`,
    reduction: `A documented consultation on ${r.subject} is the strongest protection for the client and for you`,
    implementation: `Talk ${r.subject} through with your supervisor or a colleague you trust, then write a short note of the options you weighed, the ${r.codeShort} standards you applied and why you chose as you did.`,
    timeframe: r.urgency.word === 'Immediate' ? 'Today' : r.urgency.word === 'Urgent' ? 'Within 24 hours' : 'Before acting',
  });
  return rotate(r, chosen.slice(0, 5)).map((m) => ({ strategy: m.strategy, risk_reduction: m.reduction, implementation: m.implementation, timeframe: m.timeframe }));
}

function frameworks(r: Reading, used: Citation[]): RiskAssessmentResponse['frameworks'] {
  const out: RiskAssessmentResponse['frameworks'] = [];
  const codeRefs = r.codeRefs.slice(0, 3);
  out.push({
    name: r.codeName,
    relevance:
      codeRefs.length > 0
        ? `The code that governs your role speaks to this directly: ${joinList(codeRefs)}.`
        : `The code that governs your role as a ${r.roleNoun}; its general standards on client welfare, confidentiality and professional responsibility frame the decision.`,
  });
  const stateRefs = r.citations.filter((c) => c.source === `STATE:${r.stateCode}`);
  if (stateRefs.length > 0 && r.signals.legal) {
    out.push({
      name: `${r.stateName} law`,
      relevance: `${joinList(stateRefs.map((c) => `${c.section} (${c.title.replace(`${r.stateName}: `, '')})`))} — the legal floor your ethical decision has to meet.`,
    });
  }
  const guide = guidanceOf(r.main);
  const principles = guide.principles.slice(0, 3);
  out.push({
    name: `Ethical principles: ${joinList(principles.map((p) => PRINCIPLE_NAMES[p]))}`,
    relevance: `The tension here is ${guide.tension}. ${PRINCIPLE_NAMES[principles[0] ?? 'beneficence']} (${PRINCIPLE_MEANINGS[principles[0] ?? 'beneficence']}) weighs against ${PRINCIPLE_NAMES[principles[1] ?? 'autonomy'].toLowerCase()} (${PRINCIPLE_MEANINGS[principles[1] ?? 'autonomy']}); say which you let prevail in ${r.subject} and why.`,
  });
  const model = decisionModelsFor(r.role, r.categories, 1)[0];
  if (model) {
    used.push(citationOf(model));
    out.push({
      name: `${model.name} (${model.authors}, ${model.year})`,
      relevance: `A structured way through the decision that suits ${r.main ? `${issueCategoryLabel(r.main).toLowerCase()} questions` : 'this kind of question'} for a ${r.roleNoun}; the model analysis screen applies it step by step.`,
    });
  }
  // The structured frameworks of the dangers in play (a suicide risk formulation, a violence-risk one).
  for (const id of r.inPlay) {
    const framework = CATEGORIES[id].framework;
    if (framework) out.push(framework);
  }
  const federal = federalProvisionsFor(r.role, r.categories).filter((p) => cleanCitations(r.signals, [citationOf(p)]).length > 0)[0];
  if (federal && r.signals.legal) {
    used.push(citationOf(federal));
    out.push({ name: `${federal.rule}: ${federal.section} (${federal.title})`, relevance: cleanKbText(r.signals, federal.summary) || federal.title });
  }
  return out;
}

function priorityActions(r: Reading): string[] {
  const actions: string[] = [];
  if (r.signals.suicide) {
    actions.push('Ensure the client’s immediate safety: do not leave them alone if they are at imminent risk, and arrange an emergency evaluation if outpatient care is not safe');
    actions.push('Remove or secure the means they described, with the client and a support person');
  }
  if (r.signals.duty) {
    actions.push(`Treat the threat${r.victim ? ` against ${r.victim}` : ''} as imminent until a consultant agrees otherwise`);
    // The role-fitted protective steps every section uses, never the statute's discharge options quoted as actions.
    if (r.notify.status === 'mandatory' && r.law.dutyToProtect.discharge.length > 0) actions.push(...protectiveActions(r));
    else {
      const report = r.notify.reportOthers;
      if (report) actions.push(`${r.stateName} requires a report: to ${lowerFirst(report.reportTo)}, ${lowerFirst(report.timeframe)} (${report.citation})`);
      actions.push(
        `${r.stateName} has no statutory checklist for discharging the duty (${r.law.dutyToProtect.status === 'permissive' ? 'disclosure is permitted, not required' : 'the rule is unclear'}); decide with a consultant which fits: ${permittedChoices(r)}`,
      );
    }
  }
  actions.push('Consult now: your supervisor, or if they cannot be reached, your liability insurer’s risk-management line');
  actions.push('Document the assessment, every protective step and the time it was taken, the same day');
  return actions.slice(0, 10);
}

function emergencyContacts(r: Reading): NonNullable<RiskAssessmentResponse['emergency_contacts']> {
  const contacts: NonNullable<RiskAssessmentResponse['emergency_contacts']> = [];
  if (r.signals.emergency) contacts.push({ name: 'Emergency services', phone: '911', description: 'Imminent danger to life: police, ambulance or mobile crisis response' });
  if (r.signals.crisisLine) contacts.push({ name: '988 Suicide & Crisis Lifeline', phone: '988', description: 'Call or text 988, 24/7; for the client, family or you when you need crisis consultation' });
  if (r.signals.partnerViolence) contacts.push(DV_CONTACT);
  return contacts;
}

const DV_CONTACT = { name: DV_HOTLINE.name, phone: DV_HOTLINE.phone, description: DV_HOTLINE.description };

function lowerFirstLetter(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function composeRiskAssessment(ctx: AnalysisContext): RiskAssessmentResponse {
  const r = readingOf(ctx);
  const { score, level, factors, harmProbabilities } = ctx.risk;
  const used: Citation[] = [];
  const probabilities = Object.fromEntries(HARM_KEYS.map((key: HarmKey) => [`${key}_probability`, percent(harmProbabilities[key])])) as RiskAssessmentResponse['QUANTIFIED HARM PROBABILITIES'];
  const frameworkList = frameworks(r, used);
  const response: RiskAssessmentResponse = {
    engine: 'built-in',
    citations: [],
    'BASIC ASSESSMENT': { risk_score: score, level, complexity: r.complexity.text, urgency: r.urgency.text, summary: summaryText(r) },
    'QUANTIFIED HARM PROBABILITIES': probabilities,
    'STAKEHOLDER IMPACT MATRIX': matrix(r),
    decision_pathways: decisionPathways(r),
    mitigation_strategies: mitigations(r),
    frameworks: frameworkList,
    factors: factors.map((f) => ({ id: f.id, label: presentLabel(r, f.label), weight: f.weight, evidence: [...f.evidence] })),
    rationale: `${presentLabel(r, readableRationale(ctx.risk.rationale))} ${evidenceNote(r)}This rating is input to your own judgment and consultation, not a decision.`,
    risk_score: score,
    level,
  };
  if (level === 'CRITICAL') response.priority_actions = priorityActions(r);
  // The hotline belongs wherever a partner's violence is described, not only at CRITICAL.
  const contacts = level === 'CRITICAL' ? emergencyContacts(r) : r.signals.partnerViolence ? [DV_CONTACT] : [];
  if (contacts.length > 0) response.emergency_contacts = contacts;
  response.citations = cleanCitations(r.signals, [...r.citations, ...used]);
  return response;
}

/** The rubric's rationale without its internal references to the product brief. */
export function readableRationale(text: string): string {
  return text.replace(/\s*\(PRODUCT\.md[^)]*\)/g, '').replace(/the main concern is ([^—]+?) — \1\./i, 'the main concern is $1.');
}

function evidenceNote(r: Reading): string {
  const phrases = r.main ? r.quotes(r.main).slice(0, 2) : [];
  return phrases.length > 0 ? `It rests on your own words: ${phrases.map((p) => `“${p}”`).join(' and ')}. ` : '';
}
