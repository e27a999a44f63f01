/**
 * The safety screen's state as every section reports it (docs/product.md "Safety screen"): a
 * danger the description flags but the screen has not settled is "not yet assessed", and every
 * screen says so rather than reading silence as safety.
 */
import type { SafetyScreenStatus } from '../../shared/api/sections';
import { ABUSE_SUBJECT_LABELS, SAFETY_SCREEN_DEFINITIONS, SCREEN_ANSWER_LABELS, SCREEN_DOMAINS, SCREEN_ITEM_NAMES, type SafetyScreen, type ScreenAnswer } from '../../shared/domain/safety-screen';
import type { Understanding } from '../types';
import { joinList } from './prose';

const MAX_SIGNALS = 6;

/**
 * The phrases to show, each once: a phrase inside a longer one already shown ("dog" in "asked him
 * to take the dog") is dropped, and a quotation mark left open where a phrase was cut is removed.
 */
export function distinctPhrases(phrases: readonly string[]): string[] {
  const cleaned = phrases.map(closeQuotes).filter((p) => p.length > 0);
  const out: string[] = [];
  for (const phrase of cleaned) {
    const lower = phrase.toLowerCase();
    if (cleaned.some((other) => other.length > phrase.length && other.toLowerCase().includes(lower))) continue;
    if (!out.some((kept) => kept.toLowerCase() === lower)) out.push(phrase);
  }
  return out;
}

function closeQuotes(phrase: string): string {
  let out = phrase.trim();
  if ((out.match(/"/g) ?? []).length % 2 === 1) out = out.replace(/"/, '');
  if ((out.match(/“/g) ?? []).length !== (out.match(/”/g) ?? []).length) out = out.replace(/[“”]/g, '');
  return out.trim();
}

export function safetyScreenStatus(u: Understanding): SafetyScreenStatus {
  const screen = u.screen;
  const unanswered = SCREEN_DOMAINS.filter((d) => screen[d].concern === null);
  // The phrases the description used come first; the vocabulary net's words only fill in.
  const cued = SCREEN_DOMAINS.filter((d) => screen[d].cued).map((domain) => {
    // A relation or a date only sharpens a signal; it is not one to show on its own.
    const shown = screen[domain].cues.filter((c) => c.family !== 'target' && c.family !== 'time-trigger');
    const cues = [...shown].sort((a, b) => Number(a.family.startsWith('words-')) - Number(b.family.startsWith('words-')) || b.weight - a.weight);
    return { domain, signals: distinctPhrases(cues.flatMap((c) => c.evidence.map((e) => e.phrase))).slice(0, MAX_SIGNALS) };
  });
  const titles = (domains: readonly string[]) => joinList(domains.map((d) => SAFETY_SCREEN_DEFINITIONS[d as keyof typeof SAFETY_SCREEN_DEFINITIONS].title.toLowerCase()));
  let message = '';
  if (screen.unresolved.length > 0) {
    message = `The safety screen is not complete for ${titles(screen.unresolved)}. Until it is answered, this analysis treats that danger as not yet assessed — at least MODERATE, never routine. Answer it on the Clarifying Questions screen.`;
  } else if (unanswered.length > 0) {
    message = `The safety screen has not been answered for ${titles(unanswered)}. Nothing in the description flags a danger there, but the analysis has not ruled one out.`;
  }
  return {
    status: screen.unresolved.length === 0 && unanswered.length === 0 ? 'complete' : 'incomplete',
    unresolved: [...screen.unresolved],
    cued,
    message,
  };
}

function describeAnswer(value: string): string {
  if (value in SCREEN_ANSWER_LABELS) return SCREEN_ANSWER_LABELS[value as ScreenAnswer].toLowerCase();
  if (value in ABUSE_SUBJECT_LABELS) return ABUSE_SUBJECT_LABELS[value as keyof typeof ABUSE_SUBJECT_LABELS].toLowerCase();
  return `“${value}”`;
}

/**
 * The practitioner's own answers to the safety screen, as one line for documents meant to be
 * filed: what they answered, in their terms, and which domains are still unanswered.
 */
export function screenAnswersLine(screen: SafetyScreen | undefined, u: Understanding): string {
  const parts = SCREEN_DOMAINS.map((domain) => {
    const title = SAFETY_SCREEN_DEFINITIONS[domain].title.toLowerCase();
    const answers = (screen?.[domain] ?? {}) as Record<string, string | undefined>;
    if (!answers.concern) return `${title}: not answered${u.screen[domain].cued ? ' (flagged by the description)' : ''}`;
    const details = SAFETY_SCREEN_DEFINITIONS[domain].items
      .map((item) => [SCREEN_ITEM_NAMES[item.key as string] ?? String(item.key), answers[item.key as string]] as const)
      .flatMap(([name, value]) => (value ? [`${name} ${describeAnswer(value)}`] : []));
    return `${title}: ${SCREEN_ANSWER_LABELS[answers.concern as ScreenAnswer].toLowerCase()}${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
  });
  return `${SCREEN_ANSWERS_PREFIX} ${parts.join('; ')}.`;
}

export const SCREEN_ANSWERS_PREFIX = 'Safety screen (my answers):';

/**
 * A section without its records of the safety screen and the offered issues — the status, the
 * possible issues and the practitioner's own screen answers name every domain by design — for
 * checks that read the narrative for another category's language.
 */
export function narrativeOf(section: unknown): unknown {
  if (!section || typeof section !== 'object') return section;
  const { safety_screen: _status, possible_issues: _possible, ...rest } = section as Record<string, unknown>;
  const note = rest.documentation_note;
  if (typeof note === 'string') rest.documentation_note = note.split('\n').filter((line) => !line.startsWith(SCREEN_ANSWERS_PREFIX)).join('\n');
  return rest;
}
