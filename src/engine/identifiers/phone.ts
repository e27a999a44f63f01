import type { Candidate } from './candidate';
import { boost, textBefore } from './context';

const EXTENSION = String.raw`(?:\s*(?:ext\.?|x|extension)\s*\d{1,5})?`;

/** North American numbers with separators: (555) 123-4567, 555-123-4567, 555.123.4567, +1 555 123 4567. */
const NANP = new RegExp(
  String.raw`(?<![\w+$#-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}` + EXTENSION + String.raw`(?![\w-]|\.\d)`,
  'gi',
);

/** A local seven-digit number, 555-1234: specific enough to flag on its shape. */
const LOCAL = /(?<![\w$#.,/-])\d{3}-\d{4}(?![\w-]|\.\d)/g;

/** Ten bare digits only count as a phone with a phone word before them. */
const BARE_TEN = /(?<![\w$#.,-])\d{10}(?![\w-]|\.\d)/g;

/** International numbers written with a leading "+" and a country code other than 1. */
const INTERNATIONAL = /(?<![\w+])\+(?:[2-9]\d{0,2})[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d{1,5}(?:[\s.-]?\d{2,5}){1,4}(?![\w-])/g;

/** UK-style trunk numbers ("07700 900123", "020 7946 0018"). */
const TRUNK = /(?<![\w+$#.-])0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}(?![\w-]|\.\d)/g;

/** Toll-free numbers belong to hotlines and businesses (988's old 1-800 line), not to the person. */
const TOLL_FREE = /^(?:\+?1[\s.-]?)?\(?8(?:00|33|44|55|66|77|88)\)?/;

const PHONE_WORDS = /\b(?:phone|ph|tel|telephone|cell|cellphone|mobile|call(?:ed)?|text(?:ed)?|number|reach(?:ed)? (?:her|him|them|me) at|home|work|landline|voicemail|contact)\b/i;
const FAX_WORD = /\b(?:fax(?:ed)?|facsimile)\b/gi;
const ANY_PHONE_WORD = /\b(?:phone|tel|telephone|cell|mobile|call|text|landline|voicemail)\b/gi;

/** "fax" nearest before the number, not some phone word after it, makes it a fax number. */
function isFax(text: string, start: number): boolean {
  const before = textBefore(text, start, 60);
  let lastFax = -1;
  for (const m of before.matchAll(FAX_WORD)) lastFax = m.index;
  if (lastFax === -1) return false;
  let lastPhone = -1;
  for (const m of before.matchAll(ANY_PHONE_WORD)) lastPhone = m.index;
  return lastFax > lastPhone;
}

function digitCount(s: string): number {
  return s.replace(/\D/g, '').length;
}

export function recognizePhones(text: string): Candidate[] {
  const out: Candidate[] = [];
  const push = (start: number, end: number, score: number) => {
    out.push({ kind: isFax(text, start) ? 'fax' : 'phone', start, end, score: boost(score, PHONE_WORDS.test(textBefore(text, start)) || isFax(text, start)) });
  };
  for (const m of text.matchAll(NANP)) {
    if (TOLL_FREE.test(m[0])) continue;
    push(m.index, m.index + m[0].length, 0.75);
  }
  // "pp. 183-2008" and "1999-2008" read as ranges when the last four digits are a year; a phone word settles it.
  for (const m of text.matchAll(LOCAL)) push(m.index, m.index + m[0].length, /-(?:19|20)\d\d$/.test(m[0]) ? 0.3 : 0.55);
  for (const m of text.matchAll(BARE_TEN)) {
    if (TOLL_FREE.test(m[0])) continue;
    push(m.index, m.index + m[0].length, 0.3);
  }
  for (const m of text.matchAll(INTERNATIONAL)) {
    const digits = digitCount(m[0]);
    if (digits >= 8 && digits <= 15) push(m.index, m.index + m[0].length, 0.7);
  }
  for (const m of text.matchAll(TRUNK)) {
    const digits = digitCount(m[0]);
    if (digits >= 10 && digits <= 11) push(m.index, m.index + m[0].length, 0.5);
  }
  return out;
}
