import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidate';
import { mergeCandidates } from './merge';

const c = (kind: Candidate['kind'], start: number, end: number, score = 0.9): Candidate => ({ kind, start, end, score });

describe('mergeCandidates', () => {
  it('keeps the longest of overlapping spans', () => {
    const merged = mergeCandidates([c('name', 4, 10), c('address', 0, 20), c('zip', 22, 27)]);
    expect(merged.map((m) => [m.kind, m.start, m.end])).toEqual([
      ['address', 0, 20],
      ['zip', 22, 27],
    ]);
  });

  it('prefers the higher score, then the more specific kind, for equal spans', () => {
    expect(mergeCandidates([c('other-id', 0, 9, 0.6), c('phone', 0, 9, 0.8)])[0]?.kind).toBe('phone');
    expect(mergeCandidates([c('other-id', 0, 9), c('ssn', 0, 9), c('phone', 0, 9)])[0]?.kind).toBe('ssn');
  });

  it('drops candidates below the reporting threshold and empty spans', () => {
    expect(mergeCandidates([c('phone', 0, 9, 0.3), c('date', 5, 5)])).toEqual([]);
  });

  it('returns spans sorted by start with no overlaps', () => {
    const merged = mergeCandidates([c('date', 30, 40), c('name', 0, 5), c('email', 12, 25), c('url', 18, 25), c('name', 3, 8)]);
    expect(merged.map((m) => m.start)).toEqual([0, 12, 30]);
    for (let i = 1; i < merged.length; i += 1) {
      expect(merged[i]!.start).toBeGreaterThanOrEqual(merged[i - 1]!.end);
    }
  });
});
