/**
 * Timeline analysis (spec-2 §2 "Timeline analysis", §3 fields): how urgent the dilemma is and
 * why; an action timeline whose phases follow the urgency; the legal clock for each phase taken
 * from the state's law when a duty is triggered (PRODUCT.md: what discharges the duty, with the
 * clock for time-bound reports); what acting and waiting are likely to mean for the people
 * involved; and critical alerts only when the facts warrant them.
 */
import type { TimelineResponse } from '../../shared/api/sections';
import type { CategoryTimeline, Scenario } from '../categories';
import { codesForRole, codeSectionsFor, dutyCoversSelfHarm, getCode } from '../knowledge-base';
import type { CodeSection } from '../knowledge-base/types';
import type { Citation } from '../types';
import type { AnalysisContext } from './context';
import { isHygienic } from './hygiene';
import { timelinesOf } from './issues';
import { joinList, lowerFirst, rotate, vary } from './prose';
import { citationLabel, cleanCitations, codeCitation, factIsRaised as isRaised, federalCitation, has, isCodeCitation, readingOf, stateCitations, type Reading } from './reading';
import type { UrgencyWord } from './urgency';

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


function entriesOf(r: Reading): CategoryTimeline[] {
  return timelinesOf(r, 3);
}

const lower = lowerFirst;

/** The statutory clock for the first phase, with the citations it rests on. */
function legalClock(r: Reading): { text: string; citations: Citation[] } | null {
  const law = r.law;
  const parts: string[] = [];
  const citations: Citation[] = [];
  const verify = (verified: boolean) => (verified ? '' : ' (not yet confirmed: verify)');
  if (has(r, 'child-abuse-reporting') && law.childAbuseReporting.citation) {
    const entry = law.childAbuseReporting;
    parts.push(`Child abuse report: ${lower(entry.timeframe)} (${entry.citation})${verify(entry.verified)}`);
    citations.push(...stateCitations(r, 'child-abuse-reporting'));
  }
  if (has(r, 'elder-abuse-reporting') && law.elderAbuseReporting.citation) {
    const entry = law.elderAbuseReporting;
    parts.push(`Elder or dependent-adult abuse report: ${lower(entry.timeframe)} (${entry.citation})${verify(entry.verified)}`);
    citations.push(...stateCitations(r, 'elder-abuse-reporting'));
  }
  const selfHarmDuty = has(r, 'suicide-risk') && dutyCoversSelfHarm(law);
  if ((has(r, 'duty-to-protect') || selfHarmDuty) && law.dutyToProtect.citations.length > 0) {
    const d = law.dutyToProtect;
    const acts = d.discharge.length > 0 ? `; the duty is discharged by: ${d.discharge.map(lower).join('; ')}` : '';
    const status = d.status === 'mandatory' ? 'a mandatory duty' : d.status === 'permissive' ? 'permitted disclosure, not a duty' : 'an unsettled rule';
    parts.push(`No fixed clock: act before ${has(r, 'duty-to-protect') ? 'the threatened harm can occur' : `${r.client.the} can act on the risk`}. ${r.stateName} (${d.citations.join('; ')}) sets ${status}${acts}${verify(d.verified)}`);
    citations.push(...stateCitations(r, 'duty-to-protect', 'suicide-risk'));
  }
  if (isRaised(r.u.facts.subpoena) || isRaised(r.u.facts.courtOrder)) {
    parts.push('By the response date on the legal papers; do not release before authorisation or an order (45 CFR 164.512(e))');
    citations.push(...federalCitation('HIPAA', '45 CFR 164.512(e)'));
  }
  if (has(r, 'telehealth-jurisdiction')) {
    parts.push(`Before the next session: confirm you may lawfully practise where your client is located, as well as in ${r.stateName}`);
  }
  if (parts.length === 0) return null;
  return { text: parts.join('. '), citations };
}

function requirementsFor(r: Reading, index: number): { lines: string[]; citations: Citation[] } {
  const codes = r.citations.filter(isCodeCitation);
  if (index === 0 && codes.length > 0) {
    const picked = codes.slice(0, 3);
    return { lines: picked.map((c) => citationLabel(c)), citations: picked };
  }
  // Later phases: documentation and consultation standards of the role's own code.
  const category = index === 1 ? 'supervision-training' : 'documentation';
  const section = category === 'documentation' ? codeSectionsFor(r.u.role, [category])[0] : consultationSection(r.u.role);
  const cited = section ? codeCitation(section.code, section.section).filter((c) => isHygienic(r.signals, `${c.source} ${c.section} ${c.title}`)) : [];
  const line = category === 'documentation' ? `Document the facts of ${r.subject}, your reasoning and what you did` : `Consult on ${r.subject} and document the consultation`;
  return { lines: cited.length > 0 ? [`${line}: ${citationLabel(cited[0] as Citation)}`] : [line], citations: cited };
}

/**
 * The role's own code on seeking consultation ("Consultations on Ethical Obligations"), not its
 * sections on supervising interns or on working as a consultant; none is better than a wrong one.
 */
function consultationSection(role: Reading['u']['role']): CodeSection | undefined {
  return getCode(codesForRole(role).primary).sections.find((s) => /consult/i.test(s.title) && !/provision of consultation/i.test(s.title));
}

function sections(r: Reading, word: UrgencyWord): { out: TimelineResponse['timeline_sections']; citations: Citation[] } {
  const entries = entriesOf(r);
  const clock = legalClock(r);
  const citations: Citation[] = [...(clock?.citations ?? [])];
  const out = PHASE_TITLES[word].map(({ phase, title }, index) => {
    const actions = phase.flatMap((p) => entries.flatMap((plan) => (index === 0 ? plan[p] : rotate(r, plan[p]))));
    if (index === 0 && r.signals.emergency) actions.unshift('If anyone is in imminent danger, call 911 before anything else');
    const unique = [...new Set(actions)].filter((a) => isHygienic(r.signals, a)).slice(0, 15);
    const req = requirementsFor(r, index);
    citations.push(...req.citations);
    return {
      title,
      description: phaseDescription(r, index, title),
      actions: unique,
      legal_timeframe: index === 0 && clock ? clock.text : `No statutory deadline applies to this step on ${r.subject}; follow the ${r.codeShort}, any agency policy, and document what you do.`,
      professional_requirements: req.lines,
    };
  });
  return { out, citations };
}

function phaseDescription(r: Reading, index: number, title: string): string {
  const client = r.client.your;
  const when = r.timeline;
  if (index === 0) {
    if (when && has(r, 'duty-to-protect', 'suicide-risk')) {
      return `${title}: the stated time frame (“${when}”) sets the pace; these steps come first, with consultation alongside.`;
    }
    const main = r.categories[0];
    const phrase = main ? r.quotes(main, 1)[0] : undefined;
    return phrase
      ? `${title}: start from what you described (“${phrase}”) and take the first steps, so that ${client}’s welfare and your obligations are protected from the start.`
      : `${title}: the first steps, so that ${client}’s welfare and your obligations are protected from the start.`;
  }
  if (title === 'Ongoing' || title === 'Over the coming weeks') {
    return `${title}: what to keep watching and revisiting on ${r.subject} once the first steps are done.`;
  }
  return vary(r, `phase-${index}`, [
    `${title}: follow through on the first steps on ${r.subject}, confirm what was done and keep the record current.`,
    `${title}: consolidate what you started on ${r.subject}, consult where you are unsure, and keep ${client} informed where you can.`,
  ]);
}

function scenario(type: 'action' | 'inaction', s: Scenario, r: Reading): TimelineResponse['consequence_scenarios'][number] {
  const clean = (items: string[]) => items.filter((i) => isHygienic(r.signals, i));
  return { type, title: s.title, description: s.description, stakeholder_benefits: clean(s.benefits), stakeholder_harm: clean(s.harms) };
}

function consequences(r: Reading): TimelineResponse['consequence_scenarios'] {
  const entries = entriesOf(r);
  const [main, ...rest] = entries;
  if (!main) return [];
  const { act, wait } = main;
  // Further issues add their own benefits and harms to the two scenarios of the main issue.
  const merge = (base: Scenario, extra: Scenario[]): Scenario => ({
    ...base,
    benefits: [...new Set([...base.benefits, ...extra.flatMap((e) => e.benefits.slice(0, 1))])].slice(0, 10),
    harms: [...new Set([...base.harms, ...extra.flatMap((e) => e.harms.slice(0, 1))])].slice(0, 10),
  });
  return [scenario('action', merge(act, rest.map((e) => e.act)), r), scenario('inaction', merge(wait, rest.map((e) => e.wait)), r)];
}

function alerts(r: Reading): string[] {
  const law = r.law;
  const out: string[] = [];
  if (r.signals.emergency) {
    out.push(`Imminent danger: the facts reach the critical band. If anyone is at immediate risk, call 911; do not wait for the rest of this analysis.`);
  }
  if (has(r, 'child-abuse-reporting') && law.childAbuseReporting.citation) {
    out.push(`Mandated child abuse report, ${r.stateName} (${law.childAbuseReporting.citation}): ${lower(law.childAbuseReporting.timeframe)}.`);
  }
  if (has(r, 'elder-abuse-reporting') && law.elderAbuseReporting.citation) {
    out.push(`Mandated elder or dependent-adult abuse report, ${r.stateName} (${law.elderAbuseReporting.citation}): ${lower(law.elderAbuseReporting.timeframe)}.`);
  }
  if (has(r, 'duty-to-protect') && law.dutyToProtect.status === 'mandatory' && (r.risk.level === 'HIGH' || r.risk.level === 'CRITICAL')) {
    const victim = r.victim;
    out.push(`${r.stateName}’s duty to protect is mandatory (${law.dutyToProtect.citations.join('; ')})${victim ? `, and the person threatened (${victim}) is identifiable` : ''}: decide on protective steps with consultation today.`);
  }
  if (isRaised(r.u.facts.subpoena)) out.push('A subpoena has a response date: calendar it and release nothing until authorisation or an order is confirmed.');
  return out.filter((a) => isHygienic(r.signals, a)).slice(0, 10);
}

export function composeTimeline(ctx: AnalysisContext): TimelineResponse {
  const r = readingOf(ctx);
  const { urgency } = r;
  const built = sections(r, urgency.word);
  const factors = r.risk.factors.filter(
    (f) => f.weight > 0 && isHygienic(r.signals, f.label) && !/PRODUCT\.md|no specific risk factor/i.test(f.label),
  );
  const drivers = factors
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((f) => lower(f.label.replace(/^additional concern:\s*/i, '')));
  const when = r.timeline;
  const reasoning = [
    `Risk ${r.risk.level} (${r.risk.score}/10)${drivers.length > 0 ? `, driven by ${joinList(drivers)}` : ''}.`,
    urgency.reason,
    // Said once: the urgency reason may already quote it. The screen as well as the text can give it.
    when && has(r, 'duty-to-protect', 'suicide-risk') && !urgency.reason.includes(when) ? `The time frame given is “${when}”.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const citations = cleanCitations(r.signals, [...r.citations.filter(isCodeCitation).slice(0, 3), ...built.citations]);
  return {
    engine: 'built-in',
    urgency_level: urgency.word.toUpperCase(),
    urgency_assessment: {
      description: `${urgency.text}. ${vary(r, 'urgency-close', [
        `The phases below are paced to that reading of ${r.subject}; adjust them to what you learn and to your consultation.`,
        `Treat the phases below as a pace to work to on ${r.subject}, not a script: new facts or advice from a consultant can move them.`,
      ])}`,
      reasoning,
    },
    timeline_sections: built.out,
    consequence_scenarios: consequences(r),
    critical_alerts: alerts(r),
    citations,
  };
}
