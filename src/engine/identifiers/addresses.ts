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
const PO_BOX = /\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box)\s*#?\s*\d{1,7}\b/gi;

const STATE_ABBREVIATIONS = JURISDICTIONS.map((j) => j.value).join('|');
const STATE_NAMES = JURISDICTIONS.map((j) => j.label.replace(/\./g, '\\.')).join('|');

/**
 * State names, street suffixes and "County" are rare in prose, so each pattern below finds that
 * anchor first and then reads the few characters around it; scanning every capitalised word for
 * "City, ST" would cost more than all the other recognizers together.
 */
const STATE_MENTION = new RegExp(String.raw`\b(?:(${STATE_ABBREVIATIONS})(?![A-Za-z])|(?:${STATE_NAMES})(?![a-z]))`, 'g');
/** A ZIP code on its own is just five digits ("5 sessions", "$12345"), so it needs a state or "ZIP" before it. */
const ZIP_AFTER_STATE = /^\.?,?\s+(\d{5}(?:-\d{4})?)(?![\w-]|\.\d)/;
const ZIP_LABELLED = /\b(?:zip|zip code|zipcode|postal code)\s*(?:is|:|#)?\s*(\d{5}(?:-\d{4})?)(?![\w-]|\.\d)/gi;
/** "Springfield, IL", "Kansas City, Missouri", and "Biloxi MS 39531" without the comma. */
const CITY_BEFORE = /((?:[A-Z][a-z][a-z'’.-]*\s+){0,2}[A-Z][a-z][a-z'’.-]*)(,?)\s*$/;
/** Words that end a street name; a city read back from a state starts after them. */
const STREET_END = new Set(['street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'court', 'ct', 'way', 'place', 'pl', 'terrace', 'circle', 'parkway', 'highway', 'hwy', 'trail', 'unit', 'apt', 'suite']);

const BARE_SUFFIX = new RegExp(String.raw`\b(?:${BARE_SUFFIXES})(?![\w])\.?`, 'g');
const STREET_NAME_BEFORE = new RegExp(String.raw`\b${DIRECTION}?(?:[A-Z][a-z'’]+\s+){1,3}$`);
const COUNTY_WORD = /\b(?:County|Parish|Borough)\b/g;
const COUNTY_NAME_BEFORE = /\b(?:[A-Z][a-z'’.-]+\s+){1,2}$/;
const CITY_CUE = /\b(?:town|city|village|township|community) of\s+((?:[A-Z][a-z'’.-]+\s+){0,2}[A-Z][a-z'’.-]+)/g;

/** State abbreviations that are also degrees, credentials or words. */
const CREDENTIAL_LIKE_STATES = new Set(['MD', 'PA', 'MS', 'MA', 'ME', 'OK', 'IN', 'OR', 'DE', 'ID', 'HI', 'AS', 'CO', 'DC']);

const STATE_LABELS = new Set(JURISDICTIONS.map((j) => j.label.toLowerCase()));
const CITY_INITIAL = new Set([...CITY_NAMES].map((c) => c.split(' ')[0] ?? c));
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
  // The tail of a state's own name ("U.S. Virgin Islands", "Northern Mariana Islands") is not a city.
  if ([...STATE_LABELS].some((label) => label.endsWith(lower))) return false;
  if (CITY_NAMES.has(lower)) return true;
  return !phrase.split(/\s+/).every((w) => NEVER_NAMES.has(w.toLowerCase()));
}

/** The words after the last street word ("Ocean View Ave Biloxi" → "Biloxi"). */
function afterStreetWords(phrase: string): string {
  const words = phrase.split(/\s+/);
  const lastStreetWord = words.map((w) => STREET_END.has(w.replace(/\.$/, '').toLowerCase())).lastIndexOf(true);
  return words.slice(lastStreetWord + 1).join(' ');
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
    for (const m of text.matchAll(ZIP_LABELLED)) {
      const zip = m[1] ?? '';
      const start = m.index + m[0].lastIndexOf(zip);
      out.push({ kind: 'zip', start, end: start + zip.length, score: 0.9 });
    }
  }
  for (const m of text.matchAll(STATE_MENTION)) {
    const abbreviation = m[1];
    const stateEnd = m.index + m[0].length;
    const zip = ZIP_AFTER_STATE.exec(text.slice(stateEnd, stateEnd + 16));
    if (zip?.[1]) {
      const start = stateEnd + zip[0].length - zip[1].length;
      out.push({ kind: 'zip', start, end: start + zip[1].length, score: 0.9 });
    }
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const tail = CITY_BEFORE.exec(before);
    if (!tail?.[1]) continue;
    const hasComma = tail[2] === ',';
    // "Biloxi MS 39531" needs the ZIP; "Jane Roe, MD" and "Ann Lee, PA" are credentials, so those need a ZIP or a known city.
    if (!hasComma && !(abbreviation && zip)) continue;
    const city = afterStreetWords(tail[1]);
    if (city.length === 0) continue;
    if (abbreviation && CREDENTIAL_LIKE_STATES.has(abbreviation) && !zip && !CITY_NAMES.has(city.toLowerCase())) continue;
    const cityStart = m.index - before.length + tail.index + tail[1].length - city.length;
    pushPlace(cityStart, city, 0.75);
  }
  for (const m of text.matchAll(BARE_SUFFIX)) {
    const before = STREET_NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 48), m.index));
    if (!before) continue;
    // "St." before a proper noun is Saint ("St. Louis", "St. Mary's"), not Street; before "She" it ends a sentence.
    const next = /^\.?\s+([A-Z][a-z]+)/.exec(text.slice(m.index + m[0].length));
    if (/^st\.?$/i.test(m[0]) && next?.[1] && !NEVER_NAMES.has(next[1].toLowerCase())) continue;
    pushPlace(m.index - before[0].length, before[0] + m[0], 0.7);
  }
  for (const m of text.matchAll(COUNTY_WORD)) {
    const before = COUNTY_NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 40), m.index));
    if (!before) continue;
    const { offset, rest } = dropCommonLead(before[0].trimEnd());
    const start = m.index - before[0].length + offset;
    if (rest.length > 1 && isPlaceWord(rest)) out.push({ kind: 'address', start, end: m.index + m[0].length, score: 0.8 });
  }
  for (const m of text.matchAll(CITY_CUE)) {
    const city = m[1] ?? '';
    pushPlace(m.index + m[0].lastIndexOf(city), city, 0.7);
  }
  for (const m of text.matchAll(CITY_PATTERN)) out.push({ kind: 'address', start: m.index, end: m.index + m[0].length, score: 0.6 });
  return out;
}
