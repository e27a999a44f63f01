import { JURISDICTIONS } from '../../shared/domain/jurisdictions';
import type { Candidate } from './candidate';
import { CITY_NAMES, NEVER_NAMES } from './name-lists';

/**
 * Safe Harbor item 2: every geographic unit smaller than a state — street address, city, county,
 * ZIP code (45 CFR 164.514(b)(2)(i)(B)). States themselves may stay.
 */
const variants = (list: string[]): string =>
  list.flatMap((w) => [w, w.toLowerCase(), w.toUpperCase()]).join('|');

/** Street suffixes; abbreviations may carry a full stop. */
const SUFFIXES = variants([
  'Street', 'St', 'Avenue', 'Ave', 'Av', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Lane', 'Ln', 'Drive', 'Dr',
  'Court', 'Ct', 'Way', 'Place', 'Pl', 'Terrace', 'Ter', 'Circle', 'Cir', 'Parkway', 'Pkwy', 'Highway', 'Hwy',
  'Trail', 'Trl', 'Square', 'Sq', 'Loop', 'Row', 'Pike', 'Alley', 'Plaza', 'Crescent', 'Cres', 'Path', 'Run',
  'Expressway', 'Expy', 'Freeway', 'Turnpike', 'Tpke', 'Crossing', 'Xing', 'Commons', 'Heights', 'Hts',
  // Further USPS suffixes; after a house number they name a street ("12 Willow Bend").
  'Bend', 'Cove', 'Creek', 'Glen', 'Grove', 'Hollow', 'Landing', 'Meadow', 'Meadows', 'Ridge', 'Pass', 'View',
  'Vista', 'Walk', 'Park', 'Green', 'Knoll', 'Mews', 'Gardens', 'Estates', 'Harbor', 'Junction', 'Manor', 'Mill',
  'Orchard', 'Ranch', 'Shore', 'Shores', 'Springs', 'Summit', 'Village', 'Woods', 'Hill', 'Hills',
]);
/** Without a house number only the unmistakable suffixes count: "Family Court" and "Test Drive" are not places. */
const BARE_SUFFIXES = variants(['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Lane', 'Ln', 'Parkway', 'Pkwy', 'Highway', 'Hwy']);

const DIRECTION = String.raw`(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?\s+)`;
const STREET_WORD = String.raw`(?:[A-Z][A-Za-z'’.-]*|\d{1,3}(?:st|nd|rd|th))`;
const UNIT = String.raw`(?:,?\s*(?:Apt\.?|Apartment|Unit|Suite|Ste\.?|Room|Rm\.?|Floor|Fl\.?|Lot|Bldg\.?|Building|#)\s*#?\s*[A-Za-z0-9-]{1,6})?`;

const NUMBERED_STREET = new RegExp(
  String.raw`(?<![\w$#.,/-])\d{1,6}[A-Za-z]?(?:-\d{1,4})?\s+${DIRECTION}?(?:${STREET_WORD}\s+){1,4}(?:${SUFFIXES})(?![\w])\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?${UNIT}`,
  'g',
);
const NUMBERED_BROADWAY = /(?<![\w$#.,/-])\d{1,6}\s+(?:Broadway|Route\s+\d{1,3}|Highway\s+\d{1,3}|State Route\s+\d{1,3})\b/g;
const BARE_STREET = new RegExp(
  String.raw`\b${DIRECTION}?(?:[A-Z][a-z'’]+\s+){1,3}(?:${BARE_SUFFIXES})(?![\w])\.?`,
  'g',
);
const PO_BOX = /\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box)\s*#?\s*\d{1,7}\b/gi;

const STATE_ABBREVIATIONS = JURISDICTIONS.map((j) => j.value).join('|');
const STATE_NAMES = JURISDICTIONS.map((j) => j.label.replace(/\./g, '\\.')).join('|');
const STATE = String.raw`(?:${STATE_ABBREVIATIONS}|${STATE_NAMES})`;

/** A ZIP code on its own is just five digits ("5 sessions", "$12345"), so it needs a state or "ZIP" before it. */
const ZIP_AFTER_STATE = new RegExp(String.raw`\b${STATE}\.?,?\s+(\d{5}(?:-\d{4})?)(?![\w-]|\.\d)`, 'g');
const ZIP_LABELLED = /\b(?:zip|zip code|zipcode|postal code)\s*(?:is|:|#)?\s*(\d{5}(?:-\d{4})?)(?![\w-]|\.\d)/gi;

/** "Biloxi MS 39531": without a comma, a city still sits between a street and "ST ZIP". */
const CITY_BEFORE_STATE_ZIP = new RegExp(String.raw`\b((?:[A-Z][a-z'’.-]+\s+){0,2}[A-Z][a-z'’.-]+)\s+(?:${STATE_ABBREVIATIONS})\.?,?\s+\d{5}(?![\w-])`, 'g');
/** Words that end a street name; a city taken from before "ST ZIP" starts after them. */
const STREET_END = new Set(['street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'court', 'ct', 'way', 'place', 'pl', 'terrace', 'circle', 'parkway', 'highway', 'hwy', 'trail', 'unit', 'apt', 'suite']);

/** "Springfield, IL" and "Kansas City, Missouri": the words before a state are a city. */
const CITY_BEFORE_STATE = new RegExp(String.raw`\b((?:[A-Z][a-z'’.-]+\s+){0,2}[A-Z][a-z'’.-]+),\s*${STATE}(?![a-z])`, 'g');
const COUNTY = /\b((?:[A-Z][a-z'’.-]+\s+){1,2})(?:County|Parish|Borough)\b/g;
const CITY_CUE = /\b(?:town|city|village|township|community) of\s+((?:[A-Z][a-z'’.-]+\s+){0,2}[A-Z][a-z'’.-]+)/g;

/** State abbreviations that are also degrees, credentials or words. */
const CREDENTIAL_LIKE_STATES = new Set(['MD', 'PA', 'MS', 'MA', 'ME', 'OK', 'IN', 'OR', 'DE', 'ID', 'HI', 'AS', 'CO', 'DC']);

const STATE_LABELS = new Set(JURISDICTIONS.map((j) => j.label.toLowerCase()));
const CITY_INITIAL = new Set(
  [...CITY_NAMES].map((c) => c.split(' ')[0] ?? c),
);
const CITY_PATTERN = new RegExp(
  String.raw`\b(?:${[...CITY_NAMES]
    .sort((a, b) => b.length - a.length)
    .map((c) => c.replace(/\./g, '\\.').split(' ').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '))
    .join('|')})\b`,
  'g',
);

/** Leading words of a capitalised run that are not part of a place ("Today", "The", "Client"). */
function dropCommonLead(phrase: string): { offset: number; rest: string } {
  const parts = phrase.split(/(\s+)/);
  let offset = 0;
  while (parts.length > 1 && NEVER_NAMES.has((parts[0] ?? '').toLowerCase()) && !CITY_INITIAL.has((parts[0] ?? '').toLowerCase())) {
    offset += (parts[0] ?? '').length + (parts[1] ?? '').length;
    parts.splice(0, 2);
  }
  return { offset, rest: parts.join('') };
}

function isPlaceWord(phrase: string): boolean {
  const lower = phrase.toLowerCase();
  if (STATE_LABELS.has(lower) || lower === 'washington') return false;
  if (CITY_NAMES.has(lower)) return true;
  return !phrase.split(/\s+/).every((w) => NEVER_NAMES.has(w.toLowerCase()));
}

export function recognizeAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  const pushPlace = (start: number, phrase: string, score: number) => {
    const { offset, rest } = dropCommonLead(phrase);
    if (rest.length > 1 && isPlaceWord(rest)) out.push({ kind: 'address', start: start + offset, end: start + offset + rest.length, score });
  };
  if (/\d/.test(text)) {
    for (const m of text.matchAll(NUMBERED_STREET)) out.push({ kind: 'address', start: m.index, end: m.index + m[0].length, score: 0.9 });
    for (const m of text.matchAll(NUMBERED_BROADWAY)) out.push({ kind: 'address', start: m.index, end: m.index + m[0].length, score: 0.85 });
    for (const m of text.matchAll(PO_BOX)) out.push({ kind: 'address', start: m.index, end: m.index + m[0].length, score: 0.9 });
    for (const pattern of [ZIP_AFTER_STATE, ZIP_LABELLED]) {
      for (const m of text.matchAll(pattern)) {
        const zip = m[1] ?? '';
        const start = m.index + m[0].lastIndexOf(zip);
        out.push({ kind: 'zip', start, end: start + zip.length, score: 0.9 });
      }
    }
  }
  for (const m of text.matchAll(BARE_STREET)) {
    // "St." before a proper noun is Saint ("St. Louis", "St. Mary's"), not Street; before "She" it ends a sentence.
    const next = /^\.?\s+([A-Z][a-z]+)/.exec(text.slice(m.index + m[0].length));
    if (/\bst\.?$/i.test(m[0]) && next?.[1] && !NEVER_NAMES.has(next[1].toLowerCase())) continue;
    pushPlace(m.index, m[0], 0.7);
  }
  for (const m of text.matchAll(CITY_BEFORE_STATE)) {
    const city = m[1] ?? '';
    const state = m[0].slice(m[0].lastIndexOf(',') + 1).trim();
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
    // "Jane Roe, MD" and "Ann Lee, PA" are credentials; those abbreviations need a ZIP or a known city.
    if (CREDENTIAL_LIKE_STATES.has(state) && !/^\s+\d{5}/.test(after) && !CITY_NAMES.has(city.toLowerCase())) continue;
    pushPlace(m.index, city, 0.75);
  }
  for (const m of text.matchAll(CITY_BEFORE_STATE_ZIP)) {
    const phrase = m[1] ?? '';
    const words = phrase.split(/\s+/);
    const lastStreetWord = words.map((w) => STREET_END.has(w.replace(/\.$/, '').toLowerCase())).lastIndexOf(true);
    const city = words.slice(lastStreetWord + 1).join(' ');
    if (city.length > 0) pushPlace(m.index + phrase.length - city.length, city, 0.75);
  }
  for (const m of text.matchAll(COUNTY)) {
    const words = (m[1] ?? '').trimEnd();
    const { offset, rest } = dropCommonLead(words);
    if (rest.length > 1 && isPlaceWord(rest)) {
      out.push({ kind: 'address', start: m.index + offset, end: m.index + m[0].length, score: 0.8 });
    }
  }
  for (const m of text.matchAll(CITY_CUE)) {
    const city = m[1] ?? '';
    pushPlace(m.index + m[0].lastIndexOf(city), city, 0.7);
  }
  for (const m of text.matchAll(CITY_PATTERN)) out.push({ kind: 'address', start: m.index, end: m.index + m[0].length, score: 0.6 });
  return out;
}
