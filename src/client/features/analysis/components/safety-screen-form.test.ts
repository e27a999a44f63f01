import { describe, expect, it } from 'vitest';
import type { AnalysisState } from '../../../../shared/api/analyses';
import { latestCued, safetyScreenComplete } from './safety-screen-form';

const stored = (cued: Array<{ domain: 'self' | 'others' | 'abuse'; signals: string[] }>, generatedAt: string) =>
  ({ data: { safety_screen: { status: 'incomplete', unresolved: [], cued, message: '' } }, inputKey: 'k', regenerationCount: 0, generatedAt }) as never;

describe('latestCued', () => {
  it('adds a domain a later section flagged from the answers to what the questions section flagged from the description', () => {
    const state = {
      sections: {
        questions: stored([{ domain: 'self', signals: ['the end'] }], '2026-11-28T08:00:00Z'),
        summary: stored([{ domain: 'others', signals: ['his ex'] }], '2026-11-28T08:05:00Z'),
      },
    } as unknown as AnalysisState;
    expect(latestCued(state).map((c) => c.domain).sort()).toEqual(['others', 'self']);
    // "No" to harm to others is not enough once the domain is flagged: its detailed items are required.
    expect(safetyScreenComplete({ self: { concern: 'no' }, others: { concern: 'no' }, abuse: { concern: 'no' } }, latestCued(state))).toBe(false);
  });

  it('is the questions section’s flags alone before any later section exists', () => {
    const state = { sections: { questions: stored([{ domain: 'abuse', signals: ['bruises'] }], '2026-11-28T08:00:00Z') } } as unknown as AnalysisState;
    expect(latestCued(state).map((c) => c.domain)).toEqual(['abuse']);
    expect(latestCued(undefined, [{ domain: 'self', signals: [] }]).map((c) => c.domain)).toEqual(['self']);
  });
});
