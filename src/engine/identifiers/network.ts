import type { Candidate } from './candidate';
import { isValidIpv4 } from './checksums';

const SCHEME_URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'()[\]{}]+/gi;

/**
 * A bare domain ("facebook.com/jane.doe", "janesmith.net") with a TLD people use for personal
 * pages; the lower-case TLD list keeps "e.g.", "St.Louis" and "Cal.App." out.
 */
const BARE_DOMAIN =
  /(?<![\w@./-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:com|org|net|edu|gov|io|co|us|info|me|ly|app|biz|tv|health|blog|site|online)(?::\d{2,5})?(?:\/[^\s<>"'()[\]{}]*)?(?![\w@-])/g;

/** Cheap gates: the full patterns only run on text that could hold a domain or an address. */
const MAYBE_DOMAIN = /\w\.(?:com|org|net|edu|gov|io|co|us|info|me|ly|app|biz|tv|health|blog|site|online)\b/i;
const MAYBE_IPV4 = /\d\.\d{1,3}\.\d{1,3}\.\d/;

/** A social-media handle ("@ana_lucia_b") identifies a person as surely as an e-mail address (Safe Harbor item 18). */
const HANDLE = /(?<![\w@.])@(?=[A-Za-z0-9_.]*[A-Za-z])[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\w@])/g;

const IPV4 = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g;

/** Loose IPv6 shape; the validator below requires a "::" or all eight groups so clock times ("10:30:45") never match. */
const IPV6 = /(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])/g;

/** Sentence punctuation typed straight after a link is not part of it. */
function trimTrailingPunctuation(s: string): string {
  return s.replace(/[.,;:!?'")\]]+$/, '');
}

function isValidIpv6(candidate: string): boolean {
  const doubleColon = candidate.split('::').length - 1;
  if (doubleColon > 1) return false;
  const groups = candidate.split(':').filter((g) => g.length > 0);
  if (groups.some((g) => g.length > 4)) return false;
  if (doubleColon === 1) return groups.length >= 2 && groups.length <= 7;
  return groups.length === 8;
}

export function recognizeNetwork(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(SCHEME_URL)) {
    const url = trimTrailingPunctuation(m[0]);
    if (url.length > 4) out.push({ kind: 'url', start: m.index, end: m.index + url.length, score: 0.95 });
  }
  if (text.includes('@')) {
    for (const m of text.matchAll(HANDLE)) out.push({ kind: 'other-id', start: m.index, end: m.index + m[0].length, score: 0.7 });
  }
  if (MAYBE_DOMAIN.test(text)) {
    for (const m of text.matchAll(BARE_DOMAIN)) {
      const url = trimTrailingPunctuation(m[0]);
      out.push({ kind: 'url', start: m.index, end: m.index + url.length, score: 0.75 });
    }
  }
  if (MAYBE_IPV4.test(text)) {
    for (const m of text.matchAll(IPV4)) {
      if (isValidIpv4(m[0])) out.push({ kind: 'ip', start: m.index, end: m.index + m[0].length, score: 0.85 });
    }
  }
  if (text.includes('::') || /[0-9a-f]{1,4}:[0-9a-f]{1,4}:/i.test(text)) {
    for (const m of text.matchAll(IPV6)) {
      if (isValidIpv6(m[0])) out.push({ kind: 'ip', start: m.index, end: m.index + m[0].length, score: 0.85 });
    }
  }
  return out;
}
