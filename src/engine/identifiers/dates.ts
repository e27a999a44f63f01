import type { Candidate } from './candidate';
import { boost, hasContext } from './context';

/**
 * Safe Harbor removes every date element but the year (45 CFR 164.514(b)(2)(i)(C)), so a month
 * with a day or a year is flagged; a year alone ("in 2019"), a season, a weekday or "last week" is
 * not. Month words must be capitalised except the unambiguous full names, so "may" and "march"
 * stay verbs.
 */
const MONTH = String.raw`(?:Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|Aug(?:ust|\.)?|Sep(?:t(?:ember|\.)?|\.)?|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?|january|february|april|june|july|august|september|october|november|december)`;
const DAY = String.raw`(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:1[89]\d{2}|20\d{2}|['’]\d{2})`;
const DAY_RANGE = String.raw`${DAY}(?:\s*[-–]\s*${DAY})?`;

const MONTH_DAY = new RegExp(String.raw`\b${MONTH}(?![a-z])\s*${DAY_RANGE}(?!\d|[:.]\d|\s*(?:%|percent|mg|am|pm|a\.m|p\.m))(?:,?\s*${YEAR}(?!\d))?`, 'g');
const DAY_MONTH = new RegExp(String.raw`(?<![\d$.,])\b${DAY_RANGE}\s+(?:of\s+)?${MONTH}(?![a-z])(?:,?\s*${YEAR}(?!\d))?`, 'g');
/** Holidays on a fixed date pin the day once a year is attached ("Christmas 2023", "New Year's Eve 2021"). */
const HOLIDAY_YEAR = /\b(?:Christmas(?: Eve| Day)?|New Year['’]s(?: Eve| Day)?|Halloween|Valentine['’]s Day|Independence Day|Veterans Day|Juneteenth)\s*,?\s*(?:of\s+)?(?:1[89]\d{2}|20\d{2})(?!\d)/g;
const MONTH_YEAR = new RegExp(String.raw`\b${MONTH}(?![a-z])\s*,?\s*(?:of\s+)?(?:1[89]\d{2}|20\d{2})(?!\d)`, 'g');

/** 3/14/2024, 03-14-24, 14.03.2024 (a day over 12 in front is read day-first). */
const NUMERIC = /(?<![\w/.-])(\d{1,2})([/.-])(\d{1,2})\2((?:1[89]|20)\d{2}|\d{2})(?![\w/-]|\.\d)/g;
/** Statute and rule numbers look like dashed dates ("Ark. Code § 19-11-95"); a legal word just before rules them out. */
const STATUTE_BEFORE = /(?:§|\b(?:sec|section|code|stat|stats|ann|r\.s|rs|ch|chapter|art|article|title|rule|rules|no|cfr|u\.s\.c|usc|act|statute|regs?|reg|admin)\.?)\s*$/i;
const ISO = /(?<![\w/.-])(1[89]\d{2}|20\d{2})([/.-])(\d{1,2})\2(\d{1,2})(?![\w/-]|\.\d)/g;
/** 3/14 without a year looks like a score ("7/10"), so it needs a date word just before it. */
const MONTH_DAY_NUMERIC = /(?<![\w/.-])(\d{1,2})\/(\d{1,2})(?![\w/-]|\.\d)/g;
const SHORT_DATE_CONTEXT =
  /\b(?:on|since|until|till|by|from|dob|d\.o\.b\.?|born|dated|date|due|before|after|starting|ending|through|thru|admitted|discharged|released|seen|arrested|hospitali[sz]ed|returned|started|ended|began|moved|visited|scheduled|rescheduled|expires?|expired|effective|appt|appointment|intake)\s*:?\s*$/i;
/** A second short date joined to a date just before it ("on 3/8 and 3/9", "3/8–3/9"). */
const DATE_JOINER = /^\s*(?:and|or|to|through|thru|&|,|-|–)\s*$/;

const DATE_CONTEXT = /\b(?:dob|d\.o\.b|date of birth|birth ?date|birthday|born(?: on)?|admitted|discharged|date of (?:service|admission|discharge|death|injury)|died|passed away|dated)\b/i;

function isMonthDay(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export function recognizeDates(text: string): Candidate[] {
  const out: Candidate[] = [];
  const push = (start: number, end: number, score: number) => {
    out.push({ kind: 'date', start, end, score: boost(score, hasContext(text, start, DATE_CONTEXT)) });
  };
  for (const m of text.matchAll(MONTH_DAY)) push(m.index, m.index + m[0].length, 0.85);
  for (const m of text.matchAll(DAY_MONTH)) push(m.index, m.index + m[0].length, 0.85);
  for (const m of text.matchAll(MONTH_YEAR)) push(m.index, m.index + m[0].length, 0.75);
  for (const m of text.matchAll(HOLIDAY_YEAR)) push(m.index, m.index + m[0].length, 0.75);
  for (const m of text.matchAll(NUMERIC)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const separator = m[2];
    const year = m[4] ?? '';
    // Dotted two-digit-year triples are usually versions or scores ("1.2.10").
    if (separator === '.' && year.length === 2) continue;
    if (separator !== '/' && STATUTE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    if (isMonthDay(a, b) || isMonthDay(b, a)) push(m.index, m.index + m[0].length, 0.85);
  }
  for (const m of text.matchAll(ISO)) {
    if (isMonthDay(Number(m[3]), Number(m[4]))) push(m.index, m.index + m[0].length, 0.9);
  }
  for (const m of text.matchAll(MONTH_DAY_NUMERIC)) {
    if (!isMonthDay(Number(m[1]), Number(m[2]))) continue;
    const before = text.slice(Math.max(0, m.index - 16), m.index);
    const previous = out[out.length - 1];
    const joined = previous !== undefined && previous.end <= m.index && DATE_JOINER.test(text.slice(previous.end, m.index));
    if (SHORT_DATE_CONTEXT.test(before) || joined) push(m.index, m.index + m[0].length, 0.7);
  }
  return out;
}
