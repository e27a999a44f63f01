/**
 * Timeline analysis (spec-2 §2 "Timeline analysis", §3 fields): how urgent the dilemma is and
 * why; an action timeline whose phases follow the urgency; the legal clock for each phase taken
 * from the state's law when a duty is triggered (PRODUCT.md: what discharges the duty, with the
 * clock for time-bound reports); what acting and waiting are likely to mean for the people
 * involved; and critical alerts only when the facts warrant them.
 */
import type { TimelineResponse } from '../../shared/api/sections';
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { codeSectionsFor, dutyCoversSelfHarm } from '../knowledge-base';
import type { Citation } from '../types';
import { categoryIds, hasCategory, joinList, rotate, type AnalysisContext } from './context';
import {
  citationLabel,
  clientNoun,
  codeCitation,
  cycle,
  evidenceFor,
  federalCitation,
  groundedCitations,
  isCodeCitation,
  isRaised,
  lawOf,
  stateCitations,
  timelinePhrase,
  uniqueCitations,
  victimPhrase,
} from './text/dilemma-facts';
import { citationAllowed, emergencyWarranted, hygieneScope, isHygienic } from './text/scope-hygiene';
import { GENERAL_TIMELINE, TIMELINE_ACTIONS, type CategoryTimeline, type Scenario } from './text/timeline-actions';
import { urgencyOf, type UrgencyWord } from './text/urgency';

type Phase = 'now' | 'soon' | 'week' | 'ongoing';

const PHASE_TITLES: Record<UrgencyWord, Array<{ phase: Phase[]; title: string }>> = {
  Immediate: [
    { phase: ['now'], title: 'Immediate (today)' },
    { phase: ['soon'], title: 'Within 24–48 hours' },
    { phase: ['week'], title: 'This week' },
    { phase: ['ongoing'], title: 'Ongoing' },
  ],
  Urgent: [
    { phase: ['now'], title: 'Today or tomorrow' },
    { phase: ['soon'], title: 'Within 48 hours' },
    { phase: ['week'], title: 'This week' },
    { phase: ['ongoing'], title: 'Ongoing' },
  ],
  Moderate: [
    { phase: ['now'], title: 'Before the next session' },
    { phase: ['soon', 'week'], title: 'This week' },
    { phase: ['ongoing'], title: 'Ongoing' },
  ],
  Routine: [
    { phase: ['now', 'soon'], title: 'Before the next session' },
    { phase: ['week', 'ongoing'], title: 'Over the coming weeks' },
  ],
};

const NO_CLOCK = 'No statutory deadline applies to this step; follow your code, any agency policy, and document what you do.';

function entriesOf(ctx: AnalysisContext): Array<{ id: IssueCategoryId | null; plan: CategoryTimeline }> {
  const facts = { state: ctx.labels.state, person: victimPhrase(ctx) };
  const ids = categoryIds(ctx).slice(0, 3);
  return ids.length > 0 ? ids.map((id) => ({ id, plan: TIMELINE_ACTIONS[id](facts) })) : [{ id: null, plan: GENERAL_TIMELINE }];
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The statutory clock for the first phase, with the citations it rests on. */
function legalClock(ctx: AnalysisContext): { text: string; citations: Citation[] } | null {
  const law = lawOf(ctx);
  const parts: string[] = [];
  const citations: Citation[] = [];
  const verify = (verified: boolean) => (verified ? '' : ' (not yet confirmed: verify)');
  if (hasCategory(ctx, 'child-abuse-reporting') && law.childAbuseReporting.citation) {
    const r = law.childAbuseReporting;
    parts.push(`Child abuse report: ${lower(r.timeframe)} (${r.citation})${verify(r.verified)}`);
    citations.push(...stateCitations(ctx, 'child-abuse-reporting'));
  }
  if (hasCategory(ctx, 'elder-abuse-reporting') && law.elderAbuseReporting.citation) {
    const r = law.elderAbuseReporting;
    parts.push(`Elder or dependent-adult abuse report: ${lower(r.timeframe)} (${r.citation})${verify(r.verified)}`);
    citations.push(...stateCitations(ctx, 'elder-abuse-reporting'));
  }
  const selfHarmDuty = hasCategory(ctx, 'suicide-risk') && dutyCoversSelfHarm(law);
  if ((hasCategory(ctx, 'duty-to-protect') || selfHarmDuty) && law.dutyToProtect.citations.length > 0) {
    const d = law.dutyToProtect;
    const acts = d.discharge.length > 0 ? `; the duty is discharged by: ${d.discharge.map(lower).join('; ')}` : '';
    const status = d.status === 'mandatory' ? 'a mandatory duty' : d.status === 'permissive' ? 'permitted disclosure, not a duty' : 'an unsettled rule';
    parts.push(`No fixed clock: act before the threatened harm can occur. ${ctx.labels.state} (${d.citations.join('; ')}) sets ${status}${acts}${verify(d.verified)}`);
    citations.push(...stateCitations(ctx, 'duty-to-protect', 'suicide-risk'));
  }
  if (isRaised(ctx.understanding.facts.subpoena) || isRaised(ctx.understanding.facts.courtOrder)) {
    parts.push('By the response date on the legal papers; do not release before authorisation or an order (45 CFR 164.512(e))');
    citations.push(...federalCitation('HIPAA', '45 CFR 164.512(e)'));
  }
  if (hasCategory(ctx, 'telehealth-jurisdiction')) {
    parts.push(`Before the next session: confirm you may lawfully practise where your client is located, as well as in ${ctx.labels.state}`);
  }
  if (parts.length === 0) return null;
  return { text: parts.join('. '), citations };
}

function requirementsFor(ctx: AnalysisContext, index: number): { lines: string[]; citations: Citation[] } {
  const scope = hygieneScope(ctx);
  const codes = groundedCitations(ctx).filter(isCodeCitation);
  if (index === 0 && codes.length > 0) {
    const picked = codes.slice(0, 3);
    return { lines: picked.map((c) => citationLabel(c)), citations: picked };
  }
  // Later phases: documentation and consultation standards of the role's own code.
  const category = index === 1 ? 'supervision-training' : 'documentation';
  const section = codeSectionsFor(ctx.understanding.role, [category])[0];
  const cited = section ? codeCitation(section.code, section.section).filter((c) => citationAllowed(c, scope)) : [];
  const line = category === 'documentation' ? 'Document the facts, your reasoning and what you did' : 'Consult and document the consultation';
  return { lines: cited.length > 0 ? [`${line}: ${citationLabel(cited[0] as Citation)}`] : [line], citations: cited };
}

function sections(ctx: AnalysisContext, word: UrgencyWord): { out: TimelineResponse['timeline_sections']; citations: Citation[] } {
  const entries = entriesOf(ctx);
  const clock = legalClock(ctx);
  const citations: Citation[] = [...(clock?.citations ?? [])];
  const scope = hygieneScope(ctx);
  const out = PHASE_TITLES[word].map(({ phase, title }, index) => {
    const actions = phase.flatMap((p) => entries.flatMap(({ plan }) => (index === 0 ? plan[p] : rotate(ctx, plan[p]))));
    if (index === 0 && emergencyWarranted(scope)) actions.unshift('If anyone is in imminent danger, call 911 before anything else');
    const unique = [...new Set(actions)].filter((a) => isHygienic(a, scope)).slice(0, 15);
    const req = requirementsFor(ctx, index);
    citations.push(...req.citations);
    return {
      title,
      description: phaseDescription(ctx, index, title),
      actions: unique,
      legal_timeframe: index === 0 && clock ? clock.text : NO_CLOCK,
      professional_requirements: req.lines,
    };
  });
  return { out, citations };
}

function phaseDescription(ctx: AnalysisContext, index: number, title: string): string {
  const client = clientNoun(ctx);
  const when = timelinePhrase(ctx);
  if (index === 0) {
    if (when && hasCategory(ctx, 'duty-to-protect', 'suicide-risk')) {
      return `${title}: the stated time frame (“${when}”) sets the pace; these steps come first, with consultation alongside.`;
    }
    const main = categoryIds(ctx)[0];
    const phrase = main ? evidenceFor(ctx, main, 1)[0] : undefined;
    return phrase
      ? `${title}: start from what you described (“${phrase}”) and take the first steps, so that ${client}’s welfare and your obligations are protected from the start.`
      : `${title}: the first steps, so that ${client}’s welfare and your obligations are protected from the start.`;
  }
  if (title === 'Ongoing' || title === 'Over the coming weeks') {
    return `${title}: what to keep watching and revisiting once the first steps are done.`;
  }
  return cycle(ctx, `phase-${index}`, [
    `${title}: follow through on the first steps, confirm what was done and keep the record current.`,
    `${title}: consolidate what you started, consult where you are unsure, and keep ${client} informed where you can.`,
  ]);
}

function scenario(type: 'action' | 'inaction', s: Scenario, ctx: AnalysisContext): TimelineResponse['consequence_scenarios'][number] {
  const scope = hygieneScope(ctx);
  const clean = (items: string[]) => items.filter((i) => isHygienic(i, scope));
  return { type, title: s.title, description: s.description, stakeholder_benefits: clean(s.benefits), stakeholder_harm: clean(s.harms) };
}

function consequences(ctx: AnalysisContext): TimelineResponse['consequence_scenarios'] {
  const entries = entriesOf(ctx);
  const [main, ...rest] = entries;
  if (!main) return [];
  const act = main.plan.act;
  const wait = main.plan.wait;
  // Further issues add their own benefits and harms to the two scenarios of the main issue.
  const merge = (base: Scenario, extra: Scenario[]): Scenario => ({
    ...base,
    benefits: [...base.benefits, ...extra.flatMap((e) => e.benefits.slice(0, 1))].slice(0, 10),
    harms: [...base.harms, ...extra.flatMap((e) => e.harms.slice(0, 1))].slice(0, 10),
  });
  return [scenario('action', merge(act, rest.map((e) => e.plan.act)), ctx), scenario('inaction', merge(wait, rest.map((e) => e.plan.wait)), ctx)];
}

function alerts(ctx: AnalysisContext): string[] {
  const scope = hygieneScope(ctx);
  const law = lawOf(ctx);
  const out: string[] = [];
  if (emergencyWarranted(scope)) {
    out.push(`Imminent danger: the facts reach the critical band. If anyone is at immediate risk, call 911; do not wait for the rest of this analysis.`);
  }
  if (hasCategory(ctx, 'child-abuse-reporting') && law.childAbuseReporting.citation) {
    out.push(`Mandated child abuse report, ${ctx.labels.state} (${law.childAbuseReporting.citation}): ${lower(law.childAbuseReporting.timeframe)}.`);
  }
  if (hasCategory(ctx, 'elder-abuse-reporting') && law.elderAbuseReporting.citation) {
    out.push(`Mandated elder or dependent-adult abuse report, ${ctx.labels.state} (${law.elderAbuseReporting.citation}): ${lower(law.elderAbuseReporting.timeframe)}.`);
  }
  if (hasCategory(ctx, 'duty-to-protect') && law.dutyToProtect.status === 'mandatory' && (ctx.risk.level === 'HIGH' || ctx.risk.level === 'CRITICAL')) {
    const victim = victimPhrase(ctx);
    out.push(`${ctx.labels.state}’s duty to protect is mandatory (${law.dutyToProtect.citations.join('; ')})${victim ? `, and the person threatened (“${victim}”) is identifiable` : ''}: decide on protective steps with consultation today.`);
  }
  if (isRaised(ctx.understanding.facts.subpoena)) out.push('A subpoena has a response date: calendar it and release nothing until authorisation or an order is confirmed.');
  return out.filter((a) => isHygienic(a, scope)).slice(0, 10);
}

export function composeTimeline(ctx: AnalysisContext): TimelineResponse {
  const urgency = urgencyOf(ctx);
  const built = sections(ctx, urgency.word);
  const factors = ctx.risk.factors.filter(
    (f) => f.weight > 0 && isHygienic(f.label, hygieneScope(ctx)) && !/PRODUCT\.md|no specific risk factor/i.test(f.label),
  );
  const drivers = factors
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((f) => lower(f.label.replace(/^additional concern:\s*/i, '')));
  const when = timelinePhrase(ctx);
  const reasoning = [
    `Risk ${ctx.risk.level} (${ctx.risk.score}/10)${drivers.length > 0 ? `, driven by ${joinList(drivers)}` : ''}.`,
    urgency.reason,
    when && hasCategory(ctx, 'duty-to-protect', 'suicide-risk') ? `The text gives a time frame: “${when}”.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const citations = uniqueCitations([...groundedCitations(ctx).filter(isCodeCitation).slice(0, 3), ...built.citations]).filter((c) =>
    citationAllowed(c, hygieneScope(ctx)),
  );
  return {
    engine: 'built-in',
    urgency_level: urgency.word.toUpperCase(),
    urgency_assessment: {
      description: `${urgency.text}. ${cycle(ctx, 'urgency-close', [
        'The phases below are paced to that reading; adjust them to what you learn and to your consultation.',
        'Treat the phases below as a pace to work to, not a script: new facts or advice from a consultant can move them.',
      ])}`,
      reasoning,
    },
    timeline_sections: built.out,
    consequence_scenarios: consequences(ctx),
    critical_alerts: alerts(ctx),
    citations,
  };
}
