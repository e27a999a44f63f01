/**
 * Care across state lines told by name (docs/engine.md "Facts"): "once she's in Texas", "he winters
 * in Florida", "moving to Oregon for college". A jurisdiction other than the practitioner's own,
 * named where the client is, goes, lives or stays, is the fact `setting.acrossStateLines`. The
 * practitioner's own licence ("I'm licensed in Ohio") names their own state and so never counts.
 */
import { jurisdictionsNamed, type JurisdictionCode } from '../../shared/domain/jurisdictions';
import type { Evidence } from '../types';

/** Being, going or living somewhere: the words just before a place that put the client there. */
const THERE_BEFORE =
  /\b(?:moving|moved|move|moves|relocat\w+|going|goes|went|heading|transferring|deployed|stationed|living|lives|live|staying|stays|stay|spend\w*(?: \w+){0,3}|winter\w*|summer\w*|college|school|university|program|job|work(?:ing|s)?|(?:once|while|when|after) (?:she|he|they)(?:['’]s|['’]re| is| are| will be| gets?| moves?)|now|currently|back) (?:to|in|at|for)?\s?(?:the state of )?$/i;

export function elsewhere(text: string, ownState: JurisdictionCode): Evidence | null {
  for (const place of jurisdictionsNamed(text)) {
    if (place.code === ownState) continue;
    const there = THERE_BEFORE.exec(text.slice(Math.max(0, place.start - 60), place.start));
    if (!there) continue;
    const start = place.start - there[0].length;
    return { phrase: text.slice(start, place.end), source: 'dilemma', start, end: place.end };
  }
  return null;
}
