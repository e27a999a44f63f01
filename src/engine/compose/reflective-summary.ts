/**
 * Reflective summary (spec-1 §2 "Reflective Summary", §7 `generate-reflective-summary`): the
 * dilemma restated in clinical terms with its tensions and stakes, using the clarifying answers;
 * the Analysis Insights panel; complexity and urgency (the timeline card reads urgency's first
 * word); and the focus lens when the user asked to adjust the focus. Framed throughout as input
 * to the practitioner's judgment and consultation (PRODUCT.md).
 */
import type { ReflectiveSummaryResponse } from '../../shared/api/sections';
import { issueCategoryLabel, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { codeSectionsFor } from '../knowledge-base';
import type { Citation } from '../types';
import { categoryIds, joinList, pick, rotate, type AnalysisContext } from './context';
import {
  ageSentence,
  answerNotes,
  capitalise,
  citationLabel,
  citationSummary,
  clip,
  codeCitation,
  groundedCitations,
  isCodeCitation,
  isFederalCitation,
  isPresent,
  isRaised,
  isStateCitation,
  keyPhrases,
  practitionerQuestion,
  quoteAll,
  roleNoun,
  timelinePhrase,
  uniqueCitations,
  victimPhrase,
} from './text/dilemma-facts';
import { lensFor, type InsightList } from './text/focus-lenses';
import { GENERAL_INSIGHT, ISSUE_INSIGHTS, type IssueInsight } from './text/issue-insights';
import { QUESTION_TOPICS, COLLEAGUE_QUESTION_ID } from './text/question-bank';
import { citationAllowed, crisisLineWarranted, emergencyWarranted, hygieneScope, isHygienic } from './text/scope-hygiene';
import { complexityOf, urgencyOf } from './text/urgency';

const MAX_INSIGHTS = 8;
const MAX_CODE_OBLIGATIONS = 4;
const MAX_FEDERAL_OBLIGATIONS = 2;
const MAX_STATE_OBLIGATIONS = 2;

function insightsOf(ctx: AnalysisContext): IssueInsight[] {
  const ids = categoryIds(ctx).slice(0, 4);
  return ids.length > 0 ? ids.map((id) => ISSUE_INSIGHTS[id]) : [GENERAL_INSIGHT];
}

/** Interleaves the lists so each issue contributes its first item before any contributes a second. */
function interleave(lists: ReadonlyArray<readonly string[]>, max: number): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < max; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined && !out.includes(item) && out.length < max) out.push(item);
    }
  }
  return out;
}

/** The facts that matter, as short clinical sentences. */
function factSentences(ctx: AnalysisContext): string[] {
  const f = ctx.understanding.facts;
  const out: string[] = [];
  const age = ageSentence(ctx);
  if (age) out.push(age);
  const victim = victimPhrase(ctx);
  const when = timelinePhrase(ctx);
  if (categoryIds(ctx).some((id) => id === 'duty-to-protect' || id === 'suicide-risk')) {
    const danger: string[] = [];
    if (victim && categoryIds(ctx).includes('duty-to-protect')) danger.push(`the person at risk can be identified (“${victim}”)`);
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

function answersSentence(ctx: AnalysisContext): string | null {
  const notes = answerNotes(ctx);
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

function situationParagraph(ctx: AnalysisContext, insights: IssueInsight[]): string {
  const [main, second] = insights;
  const opening = pick(ctx, 'summary-opening', [
    `As ${articled(roleNoun(ctx))} practising in ${ctx.labels.state}, you are weighing ${main?.weighing ?? GENERAL_INSIGHT.weighing}`,
    `You are ${articled(roleNoun(ctx))} in ${ctx.labels.state} weighing ${main?.weighing ?? GENERAL_INSIGHT.weighing}`,
    `At the centre of what you describe is a question for ${articled(roleNoun(ctx))} in ${ctx.labels.state}: ${main?.weighing ?? GENERAL_INSIGHT.weighing}`,
  ]);
  const also = second ? `, and, alongside it, ${second.weighing}` : '';
  const phrases = keyPhrases(ctx, 3);
  const words = phrases.length > 0 ? ` The words that carry the weight are ${quoteAll(phrases)}.` : '';
  const facts = factSentences(ctx);
  const answers = answersSentence(ctx);
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
function riskSentence(ctx: AnalysisContext): string {
  const scope = hygieneScope(ctx);
  const drivers = [...ctx.risk.factors]
    .filter((f) => f.weight > 0 && isHygienic(f.label, scope) && !/PRODUCT\.md|minimum applied|ceiling|no specific risk factor/i.test(f.label))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((f) => lowerFirst(f.label.replace(/^additional concern:\s*/i, '')));
  const level = ctx.risk.level.toLowerCase();
  return drivers.length > 0
    ? `The engine rates the risk ${level} (${ctx.risk.score}/10), driven mainly by ${joinList(drivers)}; you can dispute any factor on the risk screen.`
    : `The engine rates the risk ${level} (${ctx.risk.score}/10).`;
}

function tensionParagraph(ctx: AnalysisContext, insights: IssueInsight[]): string {
  const main = insights[0] ?? GENERAL_INSIGHT;
  const principle = rotate(ctx, main.principles)[0] ?? main.principles[0] ?? '';
  const stakes = insights.slice(0, 2).map((i) => i.stakes);
  const question = practitionerQuestion(ctx);
  const closing = question
    ? pick(ctx, 'summary-question', [
        `Your own question, “${question}”, is the right place to end up; the insights below are meant to help you answer it with your supervisor or consultant, not to answer it for you.`,
        `You asked “${question}”. What follows is input for your own judgment and consultation rather than a verdict.`,
      ])
    : 'What follows is input for your own judgment and for consultation, not a verdict.';
  const tension =
    main === GENERAL_INSIGHT
      ? `No duties pull against each other here; the aim is ${main.stakes}.`
      : `${tensionSentence(principle)} What is at stake is ${stakes[0] ?? main.stakes}${stakes[1] ? `; alongside it, ${stakes[1]}` : ''}.`;
  return `${tension} ${riskSentence(ctx)} ${closing}`;
}

/** Lower-cases a leading capital unless the first word is an acronym or "I". */
function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function articled(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** PRODUCT.md crisis fast lane: when the facts reach CRITICAL, safety leads every screen. */
function crisisParagraph(ctx: AnalysisContext): string | null {
  const scope = hygieneScope(ctx);
  if (!emergencyWarranted(scope)) return null;
  const line = crisisLineWarranted(scope) ? ' For a crisis consultation, 988 (the Suicide & Crisis Lifeline) is available by call or text.' : '';
  return `Safety first: the facts you describe reach the critical band. If anyone is in imminent danger, call 911 now.${line} The reflection below can wait until safety is in hand; your state’s checklist and the immediate actions are on the next screens.`;
}

/** Obligations from the code sections, federal rules and statutes the understanding cited. */
function obligations(ctx: AnalysisContext): { lines: string[]; citations: Citation[] } {
  const grounded = groundedCitations(ctx);
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
    const summary = citationSummary(ctx, c);
    if (isStateCitation(c)) {
      lines.push(`${c.title} (${c.section})${summary ? `: ${clip(summary, 260)}` : ''}`);
    } else {
      lines.push(`${citationLabel(c)}${summary ? `: ${clip(summary, 260)}` : ''}`);
    }
    picked.push(c);
  }
  if (lines.length === 0) {
    // No issue category: the role's own standards on consent and records still frame a routine change.
    const scope = hygieneScope(ctx);
    const fallback = (['informed-consent', 'documentation'] as const)
      .flatMap((category) => codeSectionsFor(ctx.understanding.role, [category]).slice(0, 1))
      .flatMap((s) => codeCitation(s.code, s.section))
      .filter((c) => citationAllowed(c, scope));
    for (const c of fallback) {
      const summary = citationSummary(ctx, c);
      lines.push(`${citationLabel(c)}${summary ? `: ${clip(summary, 260)}` : ''}`);
      picked.push(c);
    }
    lines.push(`No specific standard of the ${ctx.labels.primaryCode} is triggered on these facts; keep the arrangement clear with your client and note it in the record.`);
  }
  return { lines, citations: picked };
}

function decisionPoints(ctx: AnalysisContext, insights: IssueInsight[]): string[] {
  const specific: string[] = [];
  const victim = victimPhrase(ctx);
  if (victim && categoryIds(ctx).includes('duty-to-protect')) {
    specific.push(`Whether and how to reach the person your client named (“${victim}”) and the police, if the threshold is met`);
  }
  if (isRaised(ctx.understanding.facts.subpoena)) specific.push('How to answer the subpoena without disclosing privileged material before your client’s position is known');
  return interleave([specific, ...insights.map((i) => rotate(ctx, i.decisions))], MAX_INSIGHTS);
}

function withLens(base: Record<InsightList, string[]>, adds: Partial<Record<InsightList, string[]>>): Record<InsightList, string[]> {
  const out = { ...base };
  for (const key of Object.keys(adds) as InsightList[]) {
    out[key] = [...(adds[key] ?? []), ...base[key]].slice(0, 12);
  }
  return out;
}

export function composeReflectiveSummary(ctx: AnalysisContext): ReflectiveSummaryResponse {
  const insights = insightsOf(ctx);
  const lens = lensFor(ctx, ctx.input.focusAdjustment);
  const duties = obligations(ctx);
  const base: Record<InsightList, string[]> = {
    ethical_principles: interleave(insights.map((i) => rotate(ctx, i.principles)), 6),
    professional_obligations: duties.lines,
    competing_values: interleave(insights.map((i) => rotate(ctx, i.values)), 6),
    decision_points: decisionPoints(ctx, insights),
  };
  const paragraphs = [situationParagraph(ctx, insights), tensionParagraph(ctx, insights)];
  // A regeneration leads with the tension rather than the situation (spec-1 §4: regenerating
  // changes emphasis); a focus lens always leads.
  if (ctx.variant % 2 === 1) paragraphs.reverse();
  if (lens) paragraphs.unshift(lens.lead);
  const crisis = crisisParagraph(ctx);
  if (crisis) paragraphs.unshift(crisis);
  const issues: IssueCategoryId[] = categoryIds(ctx);
  const complexity = complexityOf(ctx);
  const urgency = urgencyOf(ctx);
  return {
    engine: 'built-in',
    summary: clip(paragraphs.join('\n\n'), 6000),
    insights: lens ? withLens(base, lens.adds) : base,
    complexity: complexity.text,
    urgency: urgency.text,
    issues,
    possible_issues: ctx.understanding.possibleCategories.map((finding) => ({
      id: finding.id,
      label: issueCategoryLabel(finding.id),
      evidence: [...new Set(finding.evidence.map((e) => clip(e.phrase, 300)))].slice(0, 5),
    })),
    regenerationCount: ctx.variant,
    citations: uniqueCitations([...duties.citations, ...(lens?.citations ?? [])]).filter((c) => citationAllowed(c, hygieneScope(ctx))),
  };
}
