/**
 * Final report (spec-2 §2 "Final report", §3 final fields): executive summary, dilemma overview,
 * key findings, recommendations and a three-phase plan, drawn from the same context as every
 * other section so the report agrees with the screens before it. PRODUCT.md adds the
 * documentation note: a consultation-and-decision note in the form practitioners keep in their
 * own records — when, why, with whom, what was advised, what was decided and why — with blanks
 * for what only the practitioner can fill in.
 */
import type { FinalReportResponse } from '../../shared/api/sections';
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { citationOf, decisionModelsFor, getCode } from '../knowledge-base';
import type { Citation } from '../types';
import { joinList, type AnalysisContext } from './context';
import { composeLegal } from './legal';
import { decisionPathways, readableRationale } from './risk-assessment';
import { screenAnswersLine } from './safety-screen-status';
import { briefOf, categoryLabel, cleanCitations, presentLabel, quotesFor, vary, type Brief } from './text/brief';
import { guideFor, ISSUE_GUIDES } from './text/issue-guidance';
import { situationSummary, toFirstPerson } from './text/situation';
import { partiesFor } from './text/stakeholder-map';

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What "it went well" looks like, by the main issue. */
const SUCCESS: Partial<Record<IssueCategoryId, string[]>> = {
  'duty-to-protect': ['The person at risk and the police were notified, or a documented consultation concluded the threshold was not met', 'No harm to the person threatened', 'The client remains in treatment or is transferred safely'],
  'suicide-risk': ['The client is alive and safe, with a written safety plan and the means secured', 'The level of care matches the assessed risk', 'Follow-up contact happened within the agreed days'],
  'child-abuse-reporting': ['The report was made within the statutory timeframe and logged with its reference number', 'The child was not pressured to recant', 'The family relationship with the service survived where safe'],
  'elder-abuse-reporting': ['The report was made within the statutory timeframe', 'The older adult’s wishes were heard and recorded', 'Protective services are involved'],
  confidentiality: ['Nothing was disclosed without consent or a clear legal basis', 'The client knows what was shared, if anything, and why'],
  'records-legal-process': ['The response went out by the deadline, reviewed by counsel', 'Nothing privileged was released without authorization or an order'],
  'minors-consent': ['Valid consent is on file', 'The young person and the parents know what will and will not be shared'],
  gifts: ['The gift was discussed with the client and the decision recorded', 'The relationship stayed warm and the frame clear'],
  'social-media': ['No online connection was made', 'The client understood your policy without feeling rejected'],
  'multiple-relationships': ['The overlap was ended or managed with written safeguards', 'The client’s care was not compromised'],
  'boundary-crossings': ['The frame was restored or the crossing documented with a clinical rationale'],
  'colleague-conduct': ['The concern was raised through the right channel and documented', 'Clients of the colleague are no longer at risk'],
  'practitioner-impairment': ['Your caseload matches your current capacity', 'Clients have coverage while you recover'],
  'telehealth-jurisdiction': ['You are authorised wherever the client is located, or care was transferred', 'The client’s location is recorded at every session'],
  'substance-use-records': ['No disclosure happened without a Part 2 compliant consent or court order'],
  'competence-scope': ['Specialist supervision or a referral is in place'],
  'termination-abandonment': ['The client connected with the new provider'],
  'billing-insurance': ['Claims match the services provided', 'Any errors were corrected in writing'],
};

function phaseTimeframes(b: Brief): [string, string, string] {
  switch (b.ctx.risk.level) {
    case 'CRITICAL':
      return ['Today — now', 'Within 24 hours', 'Over the next 1–4 weeks'];
    case 'HIGH':
      return ['Within 24–48 hours', 'This week', 'Over the next month'];
    case 'MODERATE':
      return ['Before the next session', 'Within two weeks', 'Over the next 1–3 months'];
    default:
      return ['At the next session', 'Within the month', 'At your next case review'];
  }
}

function consultants(b: Brief): string[] {
  const supervisor = b.ctx.input.supervisorContact?.name?.trim() || 'your clinical supervisor';
  const list = [supervisor];
  if (b.signals.legal) list.push(b.ctx.input.legalContact?.name?.trim() || 'an attorney');
  const desk = getCode(b.codeId).ethicsConsultation;
  list.push(desk ? desk.name : `the ${b.codeShort} ethics resources`);
  if (b.ctx.risk.score >= 4 || b.signals.legal) list.push('your liability insurer’s risk-management line');
  return list;
}

function documentationNote(b: Brief, legalLaw: string, lastChecked: string): string {
  const paths = decisionPathways(b);
  const rec = paths.find((p) => p.recommended);
  const guide = guideFor(b.main);
  const factors = b.ctx.risk.factors
    .filter((f) => f.weight > 0 && f.id !== 'floor')
    .slice(0, 4)
    .map((f) => `${presentLabel(b, f.label)}${f.evidence[0] ? ` (“${f.evidence[0]}”)` : ''}`);
  const floor = b.ctx.risk.factors.find((f) => f.id === 'floor');
  const supervisor = b.ctx.input.supervisorContact?.name?.trim();
  const lines = [
    'CONSULTATION AND DECISION NOTE',
    'Date: ____    Time: ____',
    `Practitioner: ${b.roleNoun}, ${b.stateName}; governed by the ${b.codeName}.`,
    `Situation (de-identified): ${situationSummary(b, 'record')}`,
    `Issues: ${b.categories.length > 0 ? b.categories.slice(0, 4).map((id) => categoryLabel(id).toLowerCase()).join('; ') : 'a routine practice question; no specific ethical issue identified'}.`,
    `Risk: ${b.ctx.risk.score}/10 (${b.ctx.risk.level}). Basis: ${factors.length > 0 ? factors.join('; ') : 'no specific risk factor identified'}${floor ? `; minimum applied for ${lowerFirst(floor.label.replace(/\s*\(PRODUCT\.md[^)]*\)/, ''))}` : ''}.`,
    screenAnswersLine(b.ctx.input.safetyScreen, b.ctx.understanding),
    `Standards considered: ${b.codeRefs.length > 0 ? joinList(b.codeRefs.slice(0, 3)) : `the ${b.codeShort}'s general standards`}.`,
    `Law considered: ${legalLaw} (facts last checked ${lastChecked}).`,
    `Consultation (why: ${toFirstPerson(guide.question(b))}): with ${supervisor ?? 'clinical supervisor'} on ____; ${b.signals.legal ? 'attorney on ____; ' : ''}advice received: ____.`,
    `Options considered: ${toFirstPerson(paths.map((p, i) => `(${i + 1}) ${lowerFirst(p.approach)}`).join('; '))}.`,
    `Decision: ____ (the analysis pointed to: ${toFirstPerson(rec ? lowerFirst(rec.approach) : 'the option that best protects the client')}).`,
    `Rationale: ${toFirstPerson(rec?.rationale ?? 'As weighed above.')} Principles weighed: ${toFirstPerson(guide.tension)}.`,
    `Follow-up: ${toFirstPerson(joinList(guide.monitoring.map(lowerFirst)))}. Review date: ____.`,
  ];
  return lines.join('\n');
}

export function composeFinalReport(ctx: AnalysisContext): FinalReportResponse {
  const b = briefOf(ctx);
  const guide = guideFor(b.main);
  const second = b.categories[1];
  const secondGuide = second ? ISSUE_GUIDES[second] : undefined;
  const parties = partiesFor(b);
  const legal = composeLegal(ctx);
  const paths = decisionPathways(b);
  const rec = paths.find((p) => p.recommended);
  const models = decisionModelsFor(b.role, b.categories, 3);
  const [t1, t2, t3] = phaseTimeframes(b);
  const { score, level } = ctx.risk;
  const topFactors = ctx.risk.factors
    .filter((f) => f.weight > 0 && f.id !== 'floor' && f.id !== 'baseline')
    .slice(0, 3)
    .map((f) => lowerFirst(presentLabel(b, f.label).replace(/^Additional concern:\s*/, '')));
  const who = consultants(b);
  const legalTopics = legal.legal_sections.map((s) => s.title);
  const stateStatutes = legal.citations.filter((c) => c.source.startsWith('STATE:') || ['HIPAA', '42 CFR Part 2', 'FERPA', 'CAPTA'].includes(c.source));
  const legalLaw = b.signals.legal
    ? joinList(stateStatutes.slice(0, 4).map((c) => c.section)) || `${b.stateName} law as set out in the legal analysis`
    : `no specific legal duty identified under ${b.stateName} law`;

  const executive = [
    vary(ctx, 'report-open', [
      `As a ${b.roleNoun} in ${b.stateName}, you are weighing ${guide.topic}${secondGuide ? ` alongside ${secondGuide.topic}` : ''}.`,
      `This report covers a dilemma about ${guide.topic}${secondGuide ? ` and ${secondGuide.topic}` : ''}, faced by a ${b.roleNoun} in ${b.stateName}.`,
    ]),
    `Risk is ${score}/10 (${level})${topFactors.length > 0 ? `, driven by ${joinList(topFactors)}` : ''}.`,
    rec ? `The analysis points to one course: ${lowerFirst(rec.approach)}.` : '',
    b.signals.legal ? `${b.stateName} law is in play (${joinList(legalTopics.slice(0, 2).map(lowerFirst))}).` : 'No specific legal duty is triggered; the question is one of professional ethics and judgment.',
    `Consult ${joinList(who.slice(0, 2))} and document your reasoning. This report supports your judgment; it does not make the decision for you.`,
  ]
    .filter(Boolean)
    .join(' ');

  const issueLines = b.categories.slice(0, 4).map((id) => {
    const quote = quotesFor(b, id)[0];
    return `${categoryLabel(id)}${quote ? ` (“${quote}”)` : ''}`;
  });
  const overview = [
    situationSummary(b, 'you'),
    issueLines.length > 0 ? `Issues identified: ${issueLines.join('; ')}.` : 'No specific ethical issue was identified; this reads as a routine practice question.',
    `The core tension: ${guide.tension}.`,
    `The question to resolve: ${guide.question(b)}.`,
  ].join(' ');

  const lead = parties[0];
  const others = parties.slice(1, 4).map((p) => lowerFirst(p.name));
  const unverified = legal.legal_sections.flatMap((s) => s.statutes).filter((s) => !s.verified).length;
  const requirement = legal.compliance_requirements[0];
  const keyFindings = {
    stakeholder_analysis: `${parties.length} people and groups are affected. ${lead ? `Most at stake: ${lowerFirst(lead.name)} — ${lowerFirst(lead.atStake)}.` : ''} Also affected: ${joinList(others)}.`,
    legal_compliance: b.signals.legal
      ? `${legalTopics.join('; ')}. ${requirement ? `First requirement: ${lowerFirst(requirement.requirement)} (${lowerFirst(requirement.deadline)}).` : ''}${unverified > 0 ? ` ${unverified} of the entries used could not be fully confirmed; verify them with counsel.` : ''} Facts last checked ${legal.lastChecked}.`
      : `No specific legal duty is triggered under ${b.stateName} law. Your licence, the ${b.codeShort} and the ordinary confidentiality rules frame the decision. Facts last checked ${legal.lastChecked}.`,
    ethical_framework: `${b.codeRefs.length > 0 ? `${joinList(b.codeRefs.slice(0, 3))} ${b.codeRefs.length === 1 ? 'applies' : 'apply'}.` : `The ${b.codeShort}'s general standards apply.`} The principles in tension are ${joinList(guide.principles.slice(0, 2))}: ${guide.tension}. ${joinList(models.map((m) => m.name))} converge on one course: ${rec ? lowerFirst(rec.approach.split(':')[0] ?? rec.approach) : 'protect the client and act within the code'}.`,
    risk_assessment: `${score}/10 (${level}). ${presentLabel(b, readableRationale(ctx.risk.rationale))} Highest harm probabilities: ${topHarms(b)}.`,
  };

  const mainActions = guide.actions(b);
  const immediate = unique([
    ...mainActions,
    ...(secondGuide ? secondGuide.actions(b).slice(0, 1) : []),
    ...(mainActions.some((a) => /consult/i.test(a)) ? [] : [`Consult ${joinList(who.slice(0, 2))} before acting`]),
    'Write the consultation-and-decision note below into your records',
  ]).slice(0, 12);
  const monitoring = unique([...guide.monitoring, ...(secondGuide?.monitoring.slice(0, 1) ?? []), 'Review the decision and its effects at your next supervision']).slice(0, 12);
  const development = unique([
    ...guide.development,
    ...(secondGuide?.development.slice(0, 1) ?? []),
    `Re-read the ${b.codeShort} standards cited here${b.codeRefs[0] ? `, starting with ${b.codeRefs[0]}` : ''}`,
    experienceStep(b, guide.topic),
  ]).slice(0, 12);

  const resources = unique([
    `${b.codeName}: ${getCode(b.codeId).url}`,
    ...who.map((w) => `Consultation: ${w}`),
    ...stateStatutes.slice(0, 4).map((c) => `${c.section} — ${c.title}`),
    ...(b.signals.emergency ? ['Emergency services: 911'] : []),
    ...(b.signals.crisisLine ? ['988 Suicide & Crisis Lifeline (call or text 988)'] : []),
    ...(guide.development[0] ? [`Training: ${lowerFirst(guide.development[0])}`] : []),
  ]).slice(0, 15);

  const metrics = unique([
    ...(b.main ? (SUCCESS[b.main] ?? []) : []),
    ...(second ? (SUCCESS[second] ?? []).slice(0, 1) : []),
    'Consultation happened before the decision and is documented',
    'The decision, its rationale and the follow-up are in the record',
    'The client was told what was decided and why, as far as safety allows',
  ]).slice(0, 15);

  const cited: Citation[] = [...b.citations.filter((c) => c.source === b.codeId).slice(0, 4), ...legal.citations, ...models.map((m) => citationOf(m))];

  return {
    success: true,
    engine: 'built-in',
    citations: cleanCitations(b, cited),
    executive_summary: executive,
    dilemma_overview: overview,
    key_findings: keyFindings,
    recommendations: { immediate_actions: immediate, ongoing_monitoring: monitoring, professional_development: development },
    implementation_plan: {
      phase_1: { title: b.signals.critical ? 'Safety and immediate obligations' : 'First steps', timeframe: t1, actions: immediate.slice(0, 4) },
      phase_2: {
        title: 'Consultation and decision',
        timeframe: t2,
        actions: unique([`Consult ${joinList(who)}`, rec ? `Decide, with that advice, whether to ${lowerFirst(rec.approach)}` : 'Decide, with that advice, on the course to take', 'Tell the client what you decided and why, as far as safety allows', 'Complete the documentation note']).slice(0, 12),
      },
      phase_3: {
        title: 'Follow-up and learning',
        timeframe: t3,
        actions: unique([...monitoring.slice(0, 3), development[0] ?? 'Review the relevant standards', 'Record how it turned out in a follow-up check-in on this analysis']).slice(0, 12),
      },
    },
    resources_needed: resources,
    success_metrics: metrics,
    documentation_note: documentationNote(b, legalLaw, legal.lastChecked),
    risk_score: score,
    level,
  };
}

/** What the practitioner's stage of career suggests for learning from this case (spec-1 experience levels). */
function experienceStep(b: Brief, topic: string): string {
  switch (b.ctx.understanding.experienceLevel) {
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

function topHarms(b: Brief): string {
  return Object.entries(b.ctx.risk.harmProbabilities)
    .sort((p, q) => q[1] - p[1])
    .slice(0, 2)
    .map(([key, value]) => `${HARM_NAMES[key] ?? key} ${value}%`)
    .join(', ');
}
