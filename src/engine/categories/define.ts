/** Small builders the category files share, so each entry reads as data. */
import { joinList } from '../compose/prose';
import type { Reading } from '../compose/reading';
import type { Alignment, DecisionOption, DutyKind, Mitigation, Pathway } from './types';

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

/**
 * The disclosure a duty in play requires, as a step ("make the mandated child abuse report"), for
 * issues that guard confidentiality: their course yields to it rather than recommending silence
 * against it. Null when no duty is in play.
 */
export function dutyDisclosure(r: Reading): string | null {
  const duty = r.duties[0];
  if (duty === 'report-child') return 'make the mandated child abuse report';
  if (duty === 'report-elder') return 'make the mandated report to adult protective services';
  if (duty === 'protect-others') return `take the protective steps ${r.stateName} law allows`;
  if (duty === 'protect-self') return 'share what keeping your client safe requires';
  return r.pending.length > 0 ? 'answer the safety screen and share what it shows is needed to keep someone safe' : null;
}

/**
 * The people the state's law lets the practitioner tell about a threat, in words: "law
 * enforcement and the person threatened", or the statute's own list where it limits them.
 */
export function whoMayBeTold(r: Reading): string {
  if (r.notify.limited && r.notify.named) return r.notify.named;
  return `law enforcement${r.victim ? ` and ${r.victim}` : ' and the person at risk'}`;
}

/** Whether the state's law lets the practitioner warn the person threatened directly. */
export function mayWarn(r: Reading): boolean {
  return r.notify.permitted.has('person-at-risk');
}

const PENDING_WORDS: Record<DutyKind, string> = {
  'protect-others': 'a possible danger to another person',
  'protect-self': 'a possible risk of suicide or self-harm',
  'report-child': 'possible abuse or neglect of a child',
  'report-elder': 'possible abuse, neglect or exploitation of an older or dependent adult',
};

/**
 * The dangers the safety screen has flagged and not yet settled, in words ("a possible danger to
 * another person"), or null when there are none. Until the screen settles them they are not yet
 * assessed, never routine.
 */
export function pendingDangers(r: Reading): string | null {
  return r.pending.length > 0 ? joinList([...new Set(r.pending.map((d) => PENDING_WORDS[d]))]) : null;
}
