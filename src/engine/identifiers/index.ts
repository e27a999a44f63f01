/**
 * The identifier guard (PRODUCT.md "Beyond the spec"): finds HIPAA Safe Harbor identifiers in a
 * dilemma so the UI can highlight them and offer placeholders before anything is analysed, saved
 * or sent to an external model. Pure and synchronous; it runs on every keystroke.
 */
import type { DetectedIdentifier } from '../types';
import { recognizeAddresses } from './addresses';
import { recognizeAges } from './ages';
import type { Candidate, Recognizer } from './candidate';
import { recognizeDates } from './dates';
import { recognizeEmails } from './email';
import { mergeCandidates } from './merge';
import { recognizeNames } from './names';
import { recognizeNetwork } from './network';
import { recognizeNumbers } from './numbers';
import { recognizePhones } from './phone';
import { CLIENT_NAME_PLACEHOLDER, PLACEHOLDERS, placeholderSpans } from './placeholders';

const RECOGNIZERS: Recognizer[] = [
  recognizeEmails,
  recognizeNetwork,
  recognizePhones,
  recognizeNumbers,
  recognizeDates,
  recognizeAges,
  recognizeAddresses,
  recognizeNames,
];

const nameWords = (s: string): string[] => s.toLowerCase().split(/[\s.]+/).filter((w) => w.length > 1);

/**
 * "[CLIENT NAME]" for the person the practitioner calls their client, or failing that the first
 * person named who is not introduced as a relation or a professional (issue text); every other
 * name is "[NAME]". A later mention made only of the client's name words ("Ms. Whitfield") is the
 * client too.
 */
function namePlaceholders(text: string, names: Candidate[]): Map<Candidate, string> {
  const explicit = names.filter((n) => n.nameRole === 'client');
  const seeds = explicit.length > 0 ? explicit : names.filter((n) => n.nameRole === 'other').slice(0, 1);
  const clientWords = new Set(seeds.flatMap((n) => nameWords(text.slice(n.start, n.end))));
  const result = new Map<Candidate, string>();
  for (const n of names) {
    const words = nameWords(text.slice(n.start, n.end));
    const isClient = seeds.includes(n) || (n.nameRole !== 'relation' && n.nameRole !== 'professional' && words.length > 0 && words.every((w) => clientWords.has(w)));
    result.set(n, isClient ? CLIENT_NAME_PLACEHOLDER : PLACEHOLDERS.name);
  }
  return result;
}

/** Every Safe Harbor identifier found in `text`, sorted by position, never overlapping. */
export function detectIdentifiers(text: string): DetectedIdentifier[] {
  if (text.trim().length === 0) return [];
  const protectedSpans = placeholderSpans(text);
  const candidates = RECOGNIZERS.flatMap((recognize) => recognize(text)).filter(
    (c) => !protectedSpans.some((p) => c.start < p.end && p.start < c.end),
  );
  const merged = mergeCandidates(candidates);
  const names = namePlaceholders(
    text,
    merged.filter((c) => c.kind === 'name'),
  );
  return merged.map((c) => ({
    kind: c.kind,
    text: text.slice(c.start, c.end),
    start: c.start,
    end: c.end,
    placeholder: names.get(c) ?? PLACEHOLDERS[c.kind],
  }));
}

/**
 * Replaces every identifier with its placeholder. Replacing from the end keeps earlier offsets
 * valid; the returned identifiers carry offsets into the original text.
 */
export function redactIdentifiers(text: string): { text: string; identifiers: DetectedIdentifier[] } {
  const identifiers = detectIdentifiers(text);
  let redacted = text;
  for (let i = identifiers.length - 1; i >= 0; i -= 1) {
    const id = identifiers[i];
    if (id) redacted = redacted.slice(0, id.start) + id.placeholder + redacted.slice(id.end);
  }
  return { text: redacted, identifiers };
}
