import type { Candidate } from './candidate';

/**
 * Ages over 89 are identifiers; 89 and under are not (45 CFR 164.514(b)(2)(i)(C)). Numbers above
 * 125 are not human ages. "In her 90s" is already the aggregate Safe Harbor allows, so it is left.
 *
 * Numbers from 90 to 125 are rare in prose, so the recognizer finds them first and then reads the
 * words on either side, rather than scanning the whole text once per phrasing.
 */
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const OLD_NUMBER = new RegExp(
  String.raw`\b(?:9\d|1[01]\d|12[0-5])\b|\b(?:ninety|one hundred)(?:(?: and)?[\s-]+(?:${UNITS.join('|')}))?\b`,
  'gi',
);

/** "age 92", "aged 93", "age: 94", "at the age of 95": the label is part of the span. */
const LABEL_BEFORE = /\b(?:ages?|aged|at the age of)\s*[:=]?\s*(?:of\s+)?$/i;
/** "93-year-old", "94 yo", "94 y/o", "95 years old", "91 years of age". */
const UNIT_AFTER = /^[\s-]*(?:(?:years?|yrs?)[\s-]*(?:old\b|of age\b)|y\.o\.|y\.?\s?o(?![a-z])|y\/o\b)/i;
const VERB = String.raw`(?:\s+(?:is|was|will be|has turned|had turned|just turned|turned|turns|is turning|was turning)|['’]s)\s+(?:now\s+|just\s+|about\s+|almost\s+|nearly\s+)?$`;
/** "she is 91", "he's 95", "her grandmother turned 90". */
const PERSON_VERB_BEFORE = new RegExp(
  String.raw`\b(?:she|he|they|client|patient|who|mother|father|mom|dad|grandmother|grandfather|grandma|grandpa|wife|husband|i)${VERB}`,
  'i',
);
/** "Mrs. Lopez is 92": a capitalised subject, matched case-sensitively so "score is 92" stays out. */
const NAME_VERB_BEFORE = new RegExp(String.raw`\b[A-Z][a-z]+${VERB}`);
const NOT_AN_AGE_AFTER = /^\s*(?:%|percent|minutes?|mins?|hours?|days?|weeks?|months?|sessions?|times?|mg|lbs?|pounds?|kg|dollars?|miles?|points?|years? ago|[/.:]\d)/i;
/** "Mrs. Lopez, 92, …" and "Sarah Whitfield (93)". */
const PAREN_BEFORE = /\b[A-Z][a-z]+\s*\($/;
const COMMA_BEFORE = /\b[A-Z][a-z]+, $/;

function toNumber(s: string): number {
  const lower = s.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  let value = lower.startsWith('ninety') ? 90 : 100;
  const unit = UNITS.findIndex((u) => lower.endsWith(u));
  if (unit >= 0) value += unit + 1;
  return value;
}

const MIN_AGE = 90;
const MAX_AGE = 125;

export function recognizeAges(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(OLD_NUMBER)) {
    const value = toNumber(m[0]);
    if (value < MIN_AGE || value > MAX_AGE) continue;
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(end, end + 24);
    const label = LABEL_BEFORE.exec(before);
    const unit = UNIT_AFTER.exec(after);
    if (label) {
      out.push({ kind: 'age-over-89', start: start - label[0].length, end: unit ? end + unit[0].length : end, score: 0.9 });
    } else if (unit) {
      out.push({ kind: 'age-over-89', start, end: end + unit[0].length, score: 0.95 });
    } else if ((PERSON_VERB_BEFORE.test(before) || NAME_VERB_BEFORE.test(before)) && !NOT_AN_AGE_AFTER.test(after)) {
      out.push({ kind: 'age-over-89', start, end, score: 0.75 });
    } else if ((PAREN_BEFORE.test(before) && after.startsWith(')')) || (COMMA_BEFORE.test(before) && after.startsWith(','))) {
      out.push({ kind: 'age-over-89', start, end, score: 0.7 });
    }
  }
  return out;
}
