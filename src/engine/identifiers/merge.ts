import type { IdentifierKind } from '../types';
import { type Candidate, REPORT_THRESHOLD } from './candidate';

/** When two equally long, equally confident spans disagree, the more specific kind wins. */
const SPECIFICITY: Record<IdentifierKind, number> = {
  ssn: 17,
  'medical-record': 16,
  'health-plan': 15,
  account: 14,
  licence: 13,
  vehicle: 12,
  device: 11,
  email: 10,
  url: 9,
  ip: 8,
  fax: 7,
  phone: 6,
  date: 5,
  'age-over-89': 4,
  zip: 3,
  address: 2,
  name: 1,
  'other-id': 0,
};

/**
 * Keeps the candidates worth reporting and resolves overlaps: the longest span wins, then the
 * higher score, then the more specific kind. The result is sorted by start and never overlaps.
 */
export function mergeCandidates(candidates: Candidate[], threshold = REPORT_THRESHOLD): Candidate[] {
  const ranked = candidates
    .filter((c) => c.score >= threshold && c.end > c.start)
    .sort(
      (a, b) =>
        b.end - b.start - (a.end - a.start) ||
        b.score - a.score ||
        SPECIFICITY[b.kind] - SPECIFICITY[a.kind] ||
        a.start - b.start,
    );
  // `kept` stays sorted by start, so only the neighbours around a binary-search position can overlap.
  const kept: Candidate[] = [];
  for (const candidate of ranked) {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((kept[mid]?.start ?? 0) < candidate.start) low = mid + 1;
      else high = mid;
    }
    const before = kept[low - 1];
    const after = kept[low];
    if ((before && before.end > candidate.start) || (after && after.start < candidate.end)) continue;
    kept.splice(low, 0, candidate);
  }
  return kept;
}
