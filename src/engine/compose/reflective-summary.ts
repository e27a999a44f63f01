/**
 * Reflective summary (spec-1 §2 "Reflective Summary", §7 `generate-reflective-summary`): the
 * dilemma restated in clinical terms with its tensions and stakes, using the clarifying answers;
 * the Analysis Insights panel; complexity and urgency (the timeline card reads urgency's first
 * word); and the focus lens when the user asked to adjust the focus. Framed throughout as input
 * to the practitioner's judgment and consultation (PRODUCT.md).
 */
import type { ReflectiveSummaryResponse } from '../../shared/api/sections';
import { issueCategoryLabel, type IssueCategoryId } from '../../shared/domain/issue-categories';
import type { Insight } from '../categories';
import { codeSectionsFor } from '../knowledge-base';
import type { Citation } from '../types';
import type { AnalysisContext } from './context';
import { lensFor, type InsightList } from './focus-lenses';
import { isHygienic } from './hygiene';
import { insightsOf as issueInsights, questionsOf } from './issues';
import { articled, capitalise, clip, interleave, joinList, lowerFirst, pick, quoteAll, rotate } from './prose';
import { QUESTION_TOPICS, COLLEAGUE_QUESTION_ID } from './questions';
import {
  ageSentence,
  cleanCitations,
  citationLabel,
  citationSummary,
  codeCitation,
  factIsPresent as isPresent,
  isCodeCitation,
  isFederalCitation,
  isStateCitation,
  keyPhrases,
  readingOf,
  type Reading,
} from './reading';

const MAX_INSIGHTS = 8;
const MAX_CODE_OBLIGATIONS = 4;
const MAX_FEDERAL_OBLIGATIONS = 2;
const MAX_STATE_OBLIGATIONS = 2;

function insightsOf(r: Reading): Insight[] {
  return issueInsights(r, 4);
}

/** The facts that matter, as short clinical sentences. */
function factSentences(r: Reading): string[] {
  const f = r.u.facts;
  const out: string[] = [];
  const age = ageSentence(r);
  if (age) out.push(age);
  const victim = r.victim;
  const when = r.timeline;
  if (r.categories.some((id) => id === 'duty-to-protect' || id === 'suicide-risk')) {
    const danger: string[] = [];
    if (victim && r.categories.includes('duty-to-protect')) danger.push(`the person at risk can be identified (${victim})`);
    if (isPresent(f.firearm)) danger.push('a firearm is mentioned');
    else if (f.firearm.status === 'negated') danger.push('a firearm is ruled out');
    if (isPresent(f.plan)) danger.push('there is a plan or preparatory behaviour');
    if (isPresent(f.intent)) danger.push('intent was stated');
    else if (f.intent.status === 'negated') danger.push('intent was denied');
    if (when) danger.push(`the time frame given is “${when}”`);
    if (danger.length > 0) out.push(`${capitalise(joinList(danger))}.`);
  }
  if (isPresent(f.subpoena)) out.push('A subpoena has been served.');
  else if (isPresent(f.courtOrder)) out.push('A court order is involved.');
  if (isPresent(f.setting.telehealth) || isPresent(f.setting.acrossStateLines)) out.push('The work happens at a distance, possibly across state lines.');
  if (isPresent(f.setting.ruralSmallCommunity)) out.push('You practise in a small community where roles overlap.');
  return out;
}

function answersSentence(r: Reading): string | null {
  const notes = r.answers;
  if (notes.length === 0) return null;
  const colleague = notes.find((n) => n.id === COLLEAGUE_QUESTION_ID);
  const others = notes.filter((n) => n !== colleague).slice(0, 2);
  const parts: string[] = [];
  if (others.length > 0) {
    const described = others.map((n) => {
      const topic = QUESTION_TOPICS[n.id];
      const gist = n.gist.replace(/[.!]+$/, '');
      return topic ? `on ${topic}, “${gist}”` : `“${gist}”`;
    });
    parts.push(`Your answers add to the picture: ${described.join('; ')}.`);
  }
  if (colleague) {
    parts.push(`Asked what you would tell a colleague, you wrote “${colleague.gist.replace(/[.!]+$/, '')}”, which is worth holding on to as you read what follows.`);
  }
  return parts.join(' ');
}

function situationParagraph(r: Reading): string {
  // The guidance's question, which every later section names as the central question.
  const [main, second] = questionsOf(r, 2);
  const opening = pick(r, 'summary-opening', [
    `As ${articled(r.roleNoun)} practising in ${r.stateName}, you are weighing ${main}`,
    `You are ${articled(r.roleNoun)} in ${r.stateName} weighing ${main}`,
    `At the centre of what you describe is a question for ${articled(r.roleNoun)} in ${r.stateName}: ${main}`,
  ]);
  const also = second ? `, and, alongside it, ${second}` : '';
  const phrases = keyPhrases(r, 3);
  const words = phrases.length > 0 ? ` The words that carry the weight are ${quoteAll(phrases)}.` : '';
  const facts = factSentences(r);
  const answers = answersSentence(r);
  return [`${opening}${also}.${words}`, ...facts, answers].filter(Boolean).join(' ');
}

/** "Nonmaleficence vs. fidelity: why" → "The central tension is between nonmaleficence and fidelity: why". */
function tensionSentence(principle: string): string {
  const pair = /^(.+?) vs\. (.+?): (.*)$/.exec(principle);
  if (pair) return `The central tension is between ${lowerFirst(pair[1] ?? '')} and ${lowerFirst(pair[2] ?? '')}: ${lowerFirst(pair[3] ?? '')}`;
  const bare = /^(.+?) vs\. (.+?)\.?$/.exec(principle);
  if (bare) return `The central tension is between ${lowerFirst(bare[1] ?? '')} and ${lowerFirst(bare[2] ?? '')}.`;
  const single = /^(.+?): (.*)$/.exec(principle);
  if (single) return `The principle most in play is ${lowerFirst(single[1] ?? '')}: ${lowerFirst(single[2] ?? '')}`;
  return principle;
}

/** The risk score with the factors that drove it, leaving out any that belong to another issue. */
function riskSentence(r: Reading): string {
  const scope = r.signals;
  const drivers = [...r.risk.factors]
    .filter((f) => f.weight > 0 && isHygienic(scope, f.label) && !/PRODUCT\.md|minimum applied|ceiling|no specific risk factor/i.test(f.label))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((f) => lowerFirst(f.label.replace(/^additional concern:\s*/i, '')));
  const level = r.risk.level.toLowerCase();
  return drivers.length > 0
    ? `The engine rates the risk ${level} (${r.risk.score}/10), driven mainly by ${joinList(drivers)}; you can dispute any factor on the risk screen.`
    : `The engine rates the risk ${level} (${r.risk.score}/10).`;
}

function tensionParagraph(r: Reading, insights: Insight[]): string {
  const main = insights[0] as Insight;
  const principle = rotate(r, main.principles)[0] ?? main.principles[0] ?? '';
  const stakes = insights.slice(0, 2).map((i) => i.stakes);
  const question = r.question;
  const closing = question
    ? pick(r, 'summary-question', [
        `Your own question, “${question}”, is the right place to end up; the insights below are meant to help you answer it with your supervisor or consultant, not to answer it for you.`,
        `You asked “${question}”. What follows is input for your own judgment and consultation rather than a verdict.`,
      ])
    : 'What follows is input for your own judgment and for consultation, not a verdict.';
  const tension =
    r.categories.length === 0
      ? `No duties pull against each other here; the aim is ${main.stakes}.`
      : `${tensionSentence(principle)} What is at stake is ${stakes[0] ?? main.stakes}${stakes[1] ? `; alongside it, ${stakes[1]}` : ''}.`;
  return `${tension} ${riskSentence(r)} ${closing}`;
}

/** PRODUCT.md crisis fast lane: when the facts reach CRITICAL, safety leads every screen. */
function crisisParagraph(r: Reading): string | null {
  if (!r.signals.emergency) return null;
  const line = r.signals.crisisLine ? ' For a crisis consultation, 988 (the Suicide & Crisis Lifeline) is available by call or text.' : '';
  return `Safety first: the facts you describe reach the critical band. If anyone is in imminent danger, call 911 now.${line} The reflection below can wait until safety is in hand; your state’s checklist and the immediate actions are on the next screens.`;
}

/** Obligations from the code sections, federal rules and statutes the understanding cited. */
function obligations(r: Reading): { lines: string[]; citations: Citation[] } {
  const grounded = r.citations;
  // The role's code first, then federal rules, then the state's statutes; each group is capped so
  // the state law is never crowded out by a long list of code sections.
  const ordered = [
    ...grounded.filter(isCodeCitation).slice(0, MAX_CODE_OBLIGATIONS),
    ...grounded.filter(isFederalCitation).slice(0, MAX_FEDERAL_OBLIGATIONS),
    ...grounded.filter(isStateCitation).slice(0, MAX_STATE_OBLIGATIONS),
  ];
  const picked: Citation[] = [];
  const lines: string[] = [];
  for (const c of ordered) {
    const summary = citationSummary(r, c);
    if (isStateCitation(c)) {
      lines.push(`${c.title} (${c.section})${summary ? `: ${clip(summary, 260)}` : ''}`);
    } else {
      lines.push(`${citationLabel(c)}${summary ? `: ${clip(summary, 260)}` : ''}`);
    }
    picked.push(c);
  }
  if (lines.length === 0) {
    // No issue category: the role's own standards on consent and records still frame a routine change.
    const fallback = cleanCitations(
      r.signals,
      (['informed-consent', 'documentation'] as const).flatMap((category) => codeSectionsFor(r.role, [category]).slice(0, 1)).flatMap((s) => codeCitation(s.code, s.section)),
    );
    for (const c of fallback) {
      const summary = citationSummary(r, c);
      lines.push(`${citationLabel(c)}${summary ? `: ${clip(summary, 260)}` : ''}`);
      picked.push(c);
    }
    lines.push(`No specific standard of the ${r.codeName} is triggered on these facts; keep the arrangement clear with your client and note it in the record.`);
  }
  return { lines, citations: picked };
}

function decisionPoints(r: Reading, insights: Insight[]): string[] {
  const specific: string[] = [];
  const victim = r.victim;
  if (victim && r.categories.includes('duty-to-protect')) {
    specific.push(
      r.notify.permitted.has('person-at-risk')
        ? `Which protective steps to take for the person your client named (${victim}): warning them, notifying the police or both, if the threshold is met`
        : `How to protect the person your client named (${victim}) through ${r.notify.named}, the only people ${r.stateName} law lets you tell`,
    );
  }
  if (isPresent(r.facts.subpoena) || r.facts.subpoena.status === 'uncertain') specific.push('How to answer the subpoena without disclosing privileged material before your client’s position is known');
  const lists = insights.map((i) => rotate(r, i.decisions));
  const [lead, ...rest] = insights;
  // A duty's own first question leads, whatever the regeneration: it is the decision the rest waits on.
  if (r.duties.length > 0 && lead) {
    const [first = '', ...others] = lead.decisions;
    return interleave([[first], specific, rotate(r, others), ...rest.map((i) => rotate(r, i.decisions))], MAX_INSIGHTS);
  }
  return interleave([specific, ...lists], MAX_INSIGHTS);
}

function withLens(base: Record<InsightList, string[]>, adds: Partial<Record<InsightList, string[]>>): Record<InsightList, string[]> {
  const out = { ...base };
  for (const key of Object.keys(adds) as InsightList[]) {
    out[key] = [...(adds[key] ?? []), ...base[key]].slice(0, 12);
  }
  return out;
}

export function composeReflectiveSummary(ctx: AnalysisContext): ReflectiveSummaryResponse {
  const r = readingOf(ctx);
  const insights = insightsOf(r);
  const lens = lensFor(r, r.input.focusAdjustment);
  const duties = obligations(r);
  const base: Record<InsightList, string[]> = {
    ethical_principles: interleave(insights.map((i) => rotate(r, i.principles)), 6),
    professional_obligations: duties.lines,
    competing_values: interleave(insights.map((i) => rotate(r, i.values)), 6),
    decision_points: decisionPoints(r, insights),
  };
  const paragraphs = [situationParagraph(r), tensionParagraph(r, insights)];
  // A regeneration leads with the tension rather than the situation (spec-1 §4: regenerating
  // changes emphasis); a focus lens always leads.
  if (r.variant % 2 === 1) paragraphs.reverse();
  if (lens) paragraphs.unshift(lens.lead);
  const crisis = crisisParagraph(r);
  if (crisis) paragraphs.unshift(crisis);
  const issues: IssueCategoryId[] = r.u.categories.map((c) => c.id);
  const { complexity, urgency } = r;
  return {
    engine: 'built-in',
    summary: clip(paragraphs.join('\n\n'), 6000),
    insights: lens ? withLens(base, lens.adds) : base,
    complexity: complexity.text,
    urgency: urgency.text,
    issues,
    possible_issues: r.u.possibleCategories.map((finding) => ({
      id: finding.id,
      label: issueCategoryLabel(finding.id),
      evidence: [...new Set(finding.evidence.map((e) => clip(e.phrase, 300)))].slice(0, 5),
    })),
    regenerationCount: r.variant,
    citations: cleanCitations(r.signals, [...duties.citations, ...(lens?.citations ?? [])]),
  };
}
