import type { IdentifierKind } from '../types';
import type { Candidate } from './candidate';
import { boost, hasContext } from './context';
import { hasValidVinCheckDigit, isPlausibleSsn, passesLuhn } from './checksums';

const SSN_CONTEXT = /\b(?:ssn|ss#|ss #|social security|social sec\.?|soc\.? sec\.?|ssa)\b/i;

/** 123-45-6789 or 123 45 6789; the SSA area/group/serial rules reject impossible numbers. */
const SSN_FORMATTED = /(?<![\w$#./-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\w-]|\.\d)/g;
const NINE_DIGITS = /(?<![\w$#.,/-])(\d{3})(\d{2})(\d{4})(?![\w-]|\.\d)/g;
/** "SSN ending in 6789", "last four of her social security number: 6789", "XXX-XX-6789". */
const SSN_LAST_FOUR = /\b(?:ssn|social security(?: number| no\.?| #)?)\b[^.\n\d]{0,30}?(\d{4})(?![\w-])/gi;
const MASKED_SSN = /(?<![\w-])[Xx*#]{3}-[Xx*#]{2}-\d{4}(?![\w-])/g;

const NUMBER_WORD = String.raw`(?:\s*(?:number|no\.?|num\.?|#|id|ID))?`;

/** Labels that say what kind of number follows (issue text: "MRN", "account #", "policy number", …). */
const LABELLED: Array<{ kind: IdentifierKind; label: string }> = [
  {
    kind: 'medical-record',
    label: String.raw`mrn|medical record${NUMBER_WORD}|med(?:ical)?\.? rec(?:ord)?\.?${NUMBER_WORD}|chart${NUMBER_WORD}|patient (?:id|number|no\.?|#|account)|hospital (?:id|number|no\.?|#)|record (?:number|no\.?|#)|ehr (?:id|number|#)`,
  },
  {
    kind: 'health-plan',
    label: String.raw`member${NUMBER_WORD}|subscriber${NUMBER_WORD}|policy(?:holder)?${NUMBER_WORD}|(?:insurance|insurer|health plan|plan|beneficiary|group|medicaid|medicare|medi-cal|tricare|champva|mbi|hicn|cin)(?: card)?(?: id| number| no\.?| #)|(?:insurance|medicaid|medicare|medi-cal|tricare) card|mbi|hicn|medicaid|medicare|claim${NUMBER_WORD}`,
  },
  {
    kind: 'account',
    label: String.raw`(?:bank |checking |savings |billing |patient )?account${NUMBER_WORD}|acct\.?${NUMBER_WORD}|routing${NUMBER_WORD}|(?:credit |debit )?card${NUMBER_WORD}|iban`,
  },
  {
    kind: 'licence',
    label: String.raw`(?:rn|lpn|lvn|aprn|np|pa|md|lcsw|licsw|lmsw|lpc|lpcc|lcpc|lmhc|lmft|lcmhc|ladc|cadc|lac|bcba|psyd|phd|cdl)\s*(?:licen[cs]e\s*|lic\.?\s*)?(?:#|number|no\.)|(?:driver['’]?s |drivers |professional |state )?licen[cs]e${NUMBER_WORD}|lic\.?\s*#|dl\s*#?|certificate${NUMBER_WORD}|cert\.?\s*#|npi${NUMBER_WORD}|dea${NUMBER_WORD}|registration (?:number|no\.?|#)`,
  },
  {
    kind: 'vehicle',
    label: String.raw`(?:licen[cs]e |number |registration )?plates?${NUMBER_WORD}|tag${NUMBER_WORD}|vin${NUMBER_WORD}|vehicle identification number|vehicle (?:id|number|#)`,
  },
  {
    kind: 'device',
    label: String.raw`serial${NUMBER_WORD}|s\/n|sn|device${NUMBER_WORD}|imei${NUMBER_WORD}|udi|mac address|implant (?:id|serial)|pacemaker (?:id|serial|number)`,
  },
  {
    kind: 'other-id',
    label: String.raw`case${NUMBER_WORD}|docket${NUMBER_WORD}|client (?:id|number|no\.?|#)|student (?:id|number|no\.?|#)|employee (?:id|number|no\.?|#)|inmate${NUMBER_WORD}|booking (?:number|no\.?|#)|passport${NUMBER_WORD}|alien (?:number|no\.?|#)|a-number|id${NUMBER_WORD}|identification${NUMBER_WORD}|badge${NUMBER_WORD}`,
  },
];

/** The value after a label: letters, digits and hyphens, with at least two digits, e.g. "A12-3456", "7ABC123". */
const VALUE = String.raw`((?=[A-Za-z-]*\d)[A-Za-z0-9](?:[A-Za-z0-9-]|(?<=\d)\s(?=\d)){2,24}[A-Za-z0-9])`;
const LINK = String.raw`(?:\s*(?:is|was|of|:|#|=|-|ending in|ends in)\s*|\s*)`;

/** One pass for every label: group i+1 is LABELLED[i], the last group is the value. */
const LABELLED_PATTERN = new RegExp(
  String.raw`\b(?:${LABELLED.map(({ label }) => `(${label})`).join('|')})(?:(?<=[#.])|(?![a-z]))${LINK}(?:(?:is|was|:|#)\s*)?${VALUE}(?![\w-])`,
  'gi',
);

/** 13–19 digits in groups, as payment cards are written; only a Luhn pass makes it an account number. */
const CARD = /(?<![\w$.-])(?:\d[ -]?){12,18}\d(?![\w-]|\.\d)/g;
const VIN = /(?<![\w-])[A-HJ-NPR-Z0-9]{17}(?![\w-])/g;
const MAC = /(?<![\w:-])[0-9A-Fa-f]{2}(?:([:-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-])/g;
/**
 * Any other long number or letter-prefixed code ("A1234567", "4471203") is likely an identifier
 * of some kind (Safe Harbor item 18); statute numbers, CPT and ICD codes are shorter or dotted.
 */
const LONG_NUMBER = /(?<![\w$.,/#§-])\d{7,}(?![\w%]|[.,]\d)/g;
const LETTER_CODE = /(?<![\w$.,/#§-])[A-Z]{1,3}-?\d{6,}(?![\w-]|\.\d)/g;

/** A bare year after a label is a date fragment ("policy of 2019"), not an identifier. */
const YEAR_ONLY = /^(?:19|20)\d{2}$/;

function digits(s: string): string {
  return s.replace(/\D/g, '');
}

function recognizeSsns(text: string, out: Candidate[]): void {
  for (const m of text.matchAll(SSN_FORMATTED)) {
    const [, area = '', separator, group = '', serial = ''] = m;
    if (!isPlausibleSsn(area, group, serial)) continue;
    const base = separator === '-' ? 0.7 : 0.4;
    out.push({ kind: 'ssn', start: m.index, end: m.index + m[0].length, score: boost(base, hasContext(text, m.index, SSN_CONTEXT)) });
  }
  for (const m of text.matchAll(NINE_DIGITS)) {
    const [, area = '', group = '', serial = ''] = m;
    if (!isPlausibleSsn(area, group, serial) || !hasContext(text, m.index, SSN_CONTEXT)) continue;
    out.push({ kind: 'ssn', start: m.index, end: m.index + m[0].length, score: 0.8 });
  }
  for (const m of text.matchAll(SSN_LAST_FOUR)) {
    const four = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(four);
    out.push({ kind: 'ssn', start, end: start + 4, score: 0.7 });
  }
  for (const m of text.matchAll(MASKED_SSN)) {
    out.push({ kind: 'ssn', start: m.index, end: m.index + m[0].length, score: 0.8 });
  }
}

export function recognizeNumbers(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d/.test(text)) return out;
  recognizeSsns(text, out);
  for (const m of text.matchAll(LABELLED_PATTERN)) {
    const value = m[LABELLED.length + 1] ?? '';
    const kind = LABELLED.find((_, i) => m[i + 1] !== undefined)?.kind;
    if (!kind || digits(value).length < 2 || YEAR_ONLY.test(value)) continue;
    const start = m.index + m[0].lastIndexOf(value);
    out.push({ kind, start, end: start + value.length, score: 0.9 });
  }
  for (const m of text.matchAll(CARD)) {
    const d = digits(m[0]);
    if (d.length >= 13 && d.length <= 19 && /^[3-6]/.test(d) && passesLuhn(d)) {
      out.push({ kind: 'account', start: m.index, end: m.index + m[0].length, score: 0.85 });
    }
  }
  for (const m of text.matchAll(VIN)) {
    const hasLetters = /[A-Z]/.test(m[0]);
    if (hasLetters && /\d/.test(m[0]) && hasValidVinCheckDigit(m[0])) {
      out.push({ kind: 'vehicle', start: m.index, end: m.index + m[0].length, score: 0.85 });
    }
  }
  for (const m of text.matchAll(MAC)) {
    out.push({ kind: 'device', start: m.index, end: m.index + m[0].length, score: 0.8 });
  }
  for (const m of text.matchAll(LONG_NUMBER)) {
    out.push({ kind: 'other-id', start: m.index, end: m.index + m[0].length, score: 0.55 });
  }
  for (const m of text.matchAll(LETTER_CODE)) {
    out.push({ kind: 'other-id', start: m.index, end: m.index + m[0].length, score: 0.6 });
  }
  return out;
}
