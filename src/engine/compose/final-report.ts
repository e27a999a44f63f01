/**
 * Final report (spec-2 §2 "Final report", §3 final fields): executive summary, dilemma overview,
 * key findings, recommendations and a three-phase plan, drawn from the same context as every
 * other section so the report agrees with the screens before it. PRODUCT.md adds the
 * documentation note: a consultation-and-decision note in the form practitioners keep in their
 * own records — when, why, with whom, what was advised, what was decided and why — with blanks
 * for what only the practitioner can fill in.
 */
import { DV_HOTLINE } from './hotlines';
import type { FinalReportResponse } from '../../shared/api/sections';
import { issueCategoryLabel } from '../../shared/domain/issue-categories';
import { CATEGORIES } from '../categories';
import { citationOf, decisionModelsFor, getCode } from '../knowledge-base';
import type { Citation } from '../types';
import type { AnalysisContext } from './context';
import { pendingDangers } from '../categories/define';
import { guidanceOf, successOf } from './issues';
import { composeLegal } from './legal';
import { partiesFor } from './parties';
import { capitalise, joinList, lowerFirst, toFirstPerson, unique, vary } from './prose';
import { cleanCitations, presentLabel, readingOf, type Reading } from './reading';
import { decisionPathways, readableRationale } from './risk-assessment';
import { screenAnswersLine } from './safety-screen-status';
import { situationSummary } from './situation';
import type { UrgencyWord } from './urgency';

/** The plan's three phases, paced by the analysis's one urgency (the timeline screen uses the same). */
const PHASE_TIMEFRAMES: Record<UrgencyWord, [string, string, string]> = {
  Immediate: ['Today — now', 'Within 24 hours', 'Over the next 1–4 weeks'],
  Urgent: ['Within 24–48 hours', 'This week', 'Over the next month'],
  Moderate: ['Before the next session', 'Within two weeks', 'Over the next 1–3 months'],
  Routine: ['At the next session', 'Within the month', 'At your next case review'],
};

function consultants(r: Reading): string[] {
  const supervisor = r.input.supervisorContact?.name?.trim() || 'your clinical supervisor';
  const list = [supervisor];
  if (r.signals.legal) list.push(r.input.legalContact?.name?.trim() || 'an attorney');
  const desk = getCode(r.codeId).ethicsConsultation;
  list.push(desk ? desk.name : `the ${r.codeShort} ethics resources`);
  if (r.risk.score >= 4 || r.signals.legal) list.push('your liability insurer’s risk-management line');
  return list;
}

function documentationNote(r: Reading, legalLaw: string, lastChecked: string): string {
  const paths = decisionPathways(r);
  const rec = paths.find((p) => p.recommended);
  const guide = guidanceOf(r.main);
  const factors = r.risk.factors
    .filter((f) => f.weight > 0 && f.id !== 'floor')
    .slice(0, 4)
    .map((f) => `${presentLabel(r, f.label)}${f.evidence[0] ? ` (“${f.evidence[0]}”)` : ''}`);
  const floor = r.risk.factors.find((f) => f.id === 'floor');
  const supervisor = r.input.supervisorContact?.name?.trim();
  const lines = [
    'CONSULTATION AND DECISION NOTE',
    'Date: ____    Time: ____',
    `Practitioner: ${r.roleNoun}, ${r.stateName}; governed by the ${r.codeName}.`,
    `Situation (de-identified): ${situationSummary(r, 'record')}`,
    `Issues: ${r.categories.length > 0 ? r.categories.slice(0, 4).map((id) => issueCategoryLabel(id).toLowerCase()).join('; ') : pendingDangers(r) ? `no issue stated; the safety screen flags ${pendingDangers(r)}, not yet assessed` : 'a routine practice question; no specific ethical issue identified'}.`,
    `Risk: ${r.risk.score}/10 (${r.risk.level}). Basis: ${factors.length > 0 ? factors.join('; ') : 'no specific risk factor identified'}${floor ? `; minimum applied for ${lowerFirst(floor.label.replace(/\s*\(PRODUCT\.md[^)]*\)/, ''))}` : ''}.`,
    screenAnswersLine(r.input.safetyScreen, r.u),
    `Standards considered: ${r.codeRefs.length > 0 ? joinList(r.codeRefs.slice(0, 3)) : `the ${r.codeShort}'s general standards`}.`,
    `Law considered: ${legalLaw} (facts last checked ${lastChecked}).`,
    `Consultation (why: ${toFirstPerson(guide.question(r))}): with ${supervisor ?? 'clinical supervisor'} on ____; ${r.signals.legal ? 'attorney on ____; ' : ''}advice received: ____.`,
    `Options considered: ${toFirstPerson(paths.map((p, i) => `(${i + 1}) ${lowerFirst(p.approach)}`).join('; '))}.`,
    `Decision: ____ (the analysis pointed to: ${toFirstPerson(rec ? lowerFirst(rec.approach) : 'the option that best protects the client')}).`,
    `Rationale: ${toFirstPerson(rec?.rationale ?? 'As weighed above.')} Principles weighed: ${toFirstPerson(guide.tension)}.`,
    `Follow-up: ${toFirstPerson(joinList(guide.monitoring.map(lowerFirst)))}. Review date: ____.`,
  ];
  return lines.join('\n');
}

export function composeFinalReport(ctx: AnalysisContext): FinalReportResponse {
  const r = readingOf(ctx);
  const guide = guidanceOf(r.main);
  const second = r.categories[1];
  const secondGuide = second ? CATEGORIES[second].guidance : undefined;
  const parties = partiesFor(r);
  const legal = composeLegal(ctx);
  const paths = decisionPathways(r);
  const rec = paths.find((p) => p.recommended);
  const models = decisionModelsFor(r.role, r.categories, 3);
  const [t1, t2, t3] = PHASE_TIMEFRAMES[r.urgency.word];
  const { score, level } = ctx.risk;
  const topFactors = ctx.risk.factors
    .filter((f) => f.weight > 0 && f.id !== 'floor' && f.id !== 'baseline')
    .slice(0, 3)
    .map((f) => lowerFirst(presentLabel(r, f.label).replace(/^Additional concern:\s*/, '')));
  const who = consultants(r);
  const legalTopics = legal.legal_sections.map((s) => s.title);
  const stateStatutes = legal.citations.filter((c) => c.source.startsWith('STATE:') || ['HIPAA', '42 CFR Part 2', 'FERPA', 'CAPTA'].includes(c.source));
  const legalLaw = r.signals.legal
    ? joinList(stateStatutes.slice(0, 4).map((c) => c.section)) || `${r.stateName} law as set out in the legal analysis`
    : `no specific legal duty identified under ${r.stateName} law`;

  const executive = [
    vary(r, 'report-open', [
      `As a ${r.roleNoun} in ${r.stateName}, you are weighing ${guide.topic}${secondGuide ? ` alongside ${secondGuide.topic}` : ''}.`,
      `This report covers a dilemma about ${guide.topic}${secondGuide ? ` and ${secondGuide.topic}` : ''}, faced by a ${r.roleNoun} in ${r.stateName}.`,
    ]),
    `Risk is ${score}/10 (${level})${topFactors.length > 0 ? `, driven by ${joinList(topFactors)}` : ''}.`,
    rec ? `The analysis points to one course: ${lowerFirst(rec.approach)}.` : '',
    r.signals.legal ? `${r.stateName} law is in play (${joinList(legalTopics.slice(0, 2).map(lowerFirst))}).` : `No specific legal duty is triggered by ${r.subject}; the question is one of professional ethics and judgment.`,
    `Consult ${joinList(who.slice(0, 2))} on ${r.subject} and document your reasoning. This report supports your judgment; it does not make the decision for you.`,
  ]
    .filter(Boolean)
    .join(' ');

  const issueLines = r.categories.slice(0, 4).map((id) => {
    const quote = r.quotes(id, 1)[0];
    return `${issueCategoryLabel(id)}${quote ? ` (“${quote}”)` : ''}`;
  });
  const overview = [
    situationSummary(r, 'you'),
    issueLines.length > 0
      ? `Issues identified: ${issueLines.join('; ')}.`
      : pendingDangers(r)
        ? `No specific ethical issue was stated, but the safety screen flags ${pendingDangers(r)}; until it is answered, that danger counts as not yet assessed.`
        : 'No specific ethical issue was identified; this reads as a routine practice question.',
    `The core tension: ${guide.tension}.`,
    `The question to resolve: ${guide.question(r)}.`,
  ].join(' ');

  const lead = parties[0];
  const others = parties.slice(1, 4).map((p) => lowerFirst(p.name));
  const unverified = legal.legal_sections.flatMap((s) => s.statutes).filter((s) => !s.verified).length;
  const requirement = legal.compliance_requirements[0];
  const keyFindings = {
    stakeholder_analysis: `${parties.length} people and groups are affected by ${r.subject}. ${lead ? `Most at stake: ${lowerFirst(lead.name)} — ${lowerFirst(lead.atStake)}.` : ''} Also affected: ${joinList(others)}.`,
    legal_compliance: r.signals.legal
      ? `${legalTopics.join('; ')}. ${requirement ? `First requirement: ${lowerFirst(requirement.requirement)} (${lowerFirst(requirement.deadline)}).` : ''}${unverified > 0 ? ` ${unverified} of the entries used could not be fully confirmed; verify them with counsel.` : ''} Facts last checked ${legal.lastChecked}.`
      : `No specific legal duty is triggered under ${r.stateName} law. Your licence, the ${r.codeShort} and the ordinary confidentiality rules frame the decision. Facts last checked ${legal.lastChecked}.`,
    ethical_framework: `${r.codeRefs.length > 0 ? `${joinList(r.codeRefs.slice(0, 3))} ${r.codeRefs.length === 1 ? 'applies' : 'apply'}.` : `The ${r.codeShort}'s general standards apply.`} The principles in tension are ${joinList(guide.principles.slice(0, 2))}: ${guide.tension}. ${joinList(models.map((m) => m.name))} converge on one course: ${rec ? lowerFirst(rec.approach.split(':')[0] ?? rec.approach) : 'protect the client and act within the code'}.`,
    risk_assessment: `${score}/10 (${level}). ${presentLabel(r, readableRationale(ctx.risk.rationale))} Highest harm probabilities: ${topHarms(r)}.`,
  };

  const mainActions = guide.actions(r);
  const immediate = unique([
    ...mainActions,
    ...(secondGuide ? secondGuide.actions(r).slice(0, 1) : []),
    ...(mainActions.some((a) => /consult/i.test(a)) ? [] : [`Consult ${joinList(who.slice(0, 2))} on ${r.subject} ${r.duties.length > 0 ? 'as you act, not afterwards' : 'before acting'}`]),
    `Write the consultation-and-decision note on ${r.subject} below into your records`,
  ]).slice(0, 12);
  const monitoring = unique([...guide.monitoring, ...(secondGuide?.monitoring.slice(0, 1) ?? []), `Review the decision on ${r.subject} and its effects at your next supervision`]).slice(0, 12);
  const development = unique([
    ...guide.development,
    ...(secondGuide?.development.slice(0, 1) ?? []),
    `Re-read the ${r.codeShort} standards cited here${r.codeRefs[0] ? `, starting with ${r.codeRefs[0]}` : ''}`,
    experienceStep(r, guide.topic),
  ]).slice(0, 12);

  const resources = unique([
    `${r.codeName}: ${getCode(r.codeId).url}`,
    ...who.map((w) => `Consultation: ${w}`),
    ...stateStatutes.slice(0, 4).map((c) => `${c.section} — ${c.title}`),
    ...(r.signals.emergency ? ['Emergency services: 911'] : []),
    ...(r.signals.crisisLine ? ['988 Suicide & Crisis Lifeline (call or text 988)'] : []),
    ...(r.signals.partnerViolence ? [`${DV_HOTLINE.name}: ${DV_HOTLINE.phone} (${DV_HOTLINE.text})`] : []),
    ...(guide.development[0] ? [`Training: ${lowerFirst(guide.development[0])}`] : []),
  ]).slice(0, 15);

  const metrics = unique([
    ...successOf(r.main),
    ...(second ? successOf(second).slice(0, 1) : []),
    r.duties.length > 0 ? `Consultation on ${r.subject} happened alongside the protective or reporting step and is documented` : `Consultation on ${r.subject} happened before the decision and is documented`,
    `The decision on ${r.subject}, its rationale and the follow-up are in the record`,
    `${capitalise(r.client.the)} was told what was decided about ${r.subject} and why, as far as safety allows`,
  ]).slice(0, 15);

  const cited: Citation[] = [...r.citations.filter((c) => c.source === r.codeId).slice(0, 4), ...legal.citations, ...models.map((m) => citationOf(m))];

  return {
    success: true,
    engine: 'built-in',
    citations: cleanCitations(r.signals, cited),
    executive_summary: executive,
    dilemma_overview: overview,
    key_findings: keyFindings,
    recommendations: { immediate_actions: immediate, ongoing_monitoring: monitoring, professional_development: development },
    implementation_plan: {
      phase_1: { title: r.signals.critical ? 'Safety and immediate obligations' : 'First steps', timeframe: t1, actions: immediate.slice(0, 4) },
      phase_2: {
        title: 'Consultation and decision',
        timeframe: t2,
        actions: unique([`Consult ${joinList(who)} on ${r.subject}`, rec ? `Decide, with that advice, whether to ${lowerFirst(rec.approach)}` : 'Decide, with that advice, on the course to take', `Tell ${r.client.the} what you decided about ${r.subject} and why, as far as safety allows`, 'Complete the documentation note']).slice(0, 12),
      },
      phase_3: {
        title: 'Follow-up and learning',
        timeframe: t3,
        actions: unique([...monitoring.slice(0, 3), development[0] ?? 'Review the relevant standards', `Record how ${r.subject} turned out in a follow-up check-in on this analysis`]).slice(0, 12),
      },
    },
    resources_needed: resources,
    success_metrics: metrics,
    documentation_note: documentationNote(r, legalLaw, legal.lastChecked),
    risk_score: score,
    level,
  };
}

/** What the practitioner's stage of career suggests for learning from this case (spec-1 experience levels). */
function experienceStep(r: Reading, topic: string): string {
  switch (r.u.experienceLevel) {
    case 'beginning':
      return `Ask for more frequent supervision while you build experience with ${topic}`;
    case 'experienced':
      return `Consider sharing what you learn about ${topic} with colleagues through peer consultation`;
    default:
      return `Bring a similar case to peer consultation within the year to test how your approach to ${topic} is developing`;
  }
}

const HARM_NAMES: Record<string, string> = {
  therapeutic_rupture: 'therapeutic rupture',
  client_psychological_harm: 'psychological harm to the client',
  escalated_behavior: 'escalation',
  legal_action: 'legal action',
  licensing_complaint: 'a licensing complaint',
  professional_reputation_damage: 'reputational damage',
};

function topHarms(r: Reading): string {
  return Object.entries(r.risk.harmProbabilities)
    .sort((p, q) => q[1] - p[1])
    .slice(0, 2)
    .map(([key, value]) => `${HARM_NAMES[key] ?? key} ${value}%`)
    .join(', ');
}
