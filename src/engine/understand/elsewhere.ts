/**
 * Care across state lines told by name (docs/engine.md "Facts"): "once she's in Texas", "he winters
 * in Florida", "moving to Oregon for college". A jurisdiction other than the practitioner's own,
 * named where the client is, goes, lives or stays, is the fact `setting.acrossStateLines`. The
 * practitioner's own licence ("I'm licensed in Ohio") names their own state and so never counts.
 */
import { JURISDICTIONS, type JurisdictionCode } from '../../shared/domain/jurisdictions';
import type { Evidence } from '../types';

/** Being, going or living somewhere: the words before a place that put the client there. */
const THERE =
  "(?:moving|moved|move|moves|relocat\\w+|going|goes|went|heading|transferring|deployed|stationed|living|lives|live|staying|stays|stay|spend\\w*(?: \\w+){0,3}|winter\\w*|summer\\w*|college|school|university|program|job|work(?:ing|s)?|(?:once|while|when|after) (?:she|he|they)(?:['’]s|['’]re| is| are| will be| gets?| moves?)|now|currently|back) (?:to|in|at|for)?\\s?(?:the state of )?";

/** A jurisdiction by its full name ("New Mexico", "Puerto Rico"), longest names first so "West Virginia" is not read as "Virginia". */
const NAMES = [...JURISDICTIONS].sort((a, b) => b.label.length - a.label.length);
const PLACE_RE = new RegExp(`\\b${THERE}(${NAMES.map((j) => j.label.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');
const CODE_BY_NAME = new Map(JURISDICTIONS.map((j) => [j.label.toLowerCase(), j.value]));

export function elsewhere(text: string, ownState: JurisdictionCode): Evidence | null {
  PLACE_RE.lastIndex = 0;
  for (let m = PLACE_RE.exec(text); m; m = PLACE_RE.exec(text)) {
    const name = (m[1] ?? '').replace(/\s+/g, ' ').toLowerCase();
    if (CODE_BY_NAME.get(name) === ownState) continue;
    return { phrase: m[0], source: 'dilemma', start: m.index, end: m.index + m[0].length };
  }
  return null;
}
