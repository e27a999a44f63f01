/** Small builders the category files share, so each entry reads as data. */
import { joinList } from '../compose/prose';
import type { Reading } from '../compose/reading';
import type { Alignment, DecisionOption, Mitigation, Pathway } from './types';

export const path = (approach: string, rationale: string, positive: number, negative: number, recommended = false): Pathway => ({
  approach,
  rationale,
  recommended,
  positive,
  negative,
});

export const mitigate = (strategy: string, reduction: string, implementation: string, timeframe: string): Mitigation => ({
  strategy,
  reduction,
  implementation,
  timeframe,
});

export const option = (text: string, professional: Alignment, personal: Alignment, notes: string): DecisionOption => ({
  option: text,
  professional,
  personal,
  notes,
});

/** The acts the state's law names as discharging the duty to protect, without final stops. */
export function dischargeSteps(r: Reading): string[] {
  return r.law.dutyToProtect.discharge.map((step) => step.replace(/\.$/, ''));
}

/** A clause with the practitioner's own words for the issue after it, when any are safe to quote. */
export function withQuote(r: Reading, id: Parameters<Reading['quotes']>[0], clause: string): string {
  const quote = r.quotes(id, 1)[0];
  return quote ? `${clause} (“${quote}”)` : clause;
}

const MEANS_WORDS: Record<string, string> = {
  medication: 'has stockpiled or has access to medication',
  ligature: 'has access to a ligature',
  knife: 'has access to a knife',
};

/**
 * The danger in clinical shorthand, stating only what the practitioner wrote or answered: a
 * threat or suicidal thoughts only when stated (otherwise the signs that raised the concern), and
 * each detail — means, plan, intent, time frame, history — only when it is affirmed, never when
 * it was hedged, denied or something the practitioner meant to ask about.
 */
export function dangerClause(r: Reading, kind: 'self' | 'others'): string {
  const f = r.facts;
  const stated = (fact: { status: string } | undefined) => fact?.status === 'present';
  const details: string[] = [];
  if (stated(f.firearm)) details.push('has access to a firearm');
  else if (stated(f.otherMeans)) details.push(...(f.otherMeans.kinds.map((k) => MEANS_WORDS[k]).filter(Boolean) as string[]).slice(0, 1));
  if (stated(f.plan)) details.push('described a plan');
  if (stated(f.intent)) details.push('stated an intent to act');
  if (stated(f.timeline) && r.timeline) details.push(`named a time frame (“${r.timeline}”)`);
  if (kind === 'self' && stated(f.priorAttempts)) details.push('has made a previous attempt');
  if (kind === 'others' && stated(f.priorViolence)) details.push('has a history of violence');
  const head =
    kind === 'others'
      ? stated(f.threat)
        ? `made a threat to harm ${r.victim ?? 'another person'}`
        : `has said or done things that raise concern for the safety of ${r.victim ?? 'another person'}`
      : stated(f.suicidalIdeation)
        ? 'disclosed suicidal thoughts'
        : 'has shown signs that raise concern about suicide risk';
  return details.length > 0 ? `${head} and ${joinList(details)}` : head;
}
