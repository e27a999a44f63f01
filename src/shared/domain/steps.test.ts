import { describe, expect, it } from 'vitest';
import { progressForPath, STEP_COUNT, STEP_ORDER } from './steps';

describe('the one step order', () => {
  it('is the navigation order of the 12 analysis routes', () => {
    expect(STEP_COUNT).toBe(12);
    expect(STEP_ORDER.map((s) => s.path)).toEqual([
      '/dilemma-description',
      '/clarifying-questions',
      '/reflective-summary',
      '/risk-assessment',
      '/timeline-analysis',
      '/impact-assessment',
      '/dual-track-analysis',
      '/stakeholder-analysis',
      '/legal-analysis',
      '/consultation-scripts',
      '/model-analysis',
      '/final-report',
    ]);
  });

  it('drives the progress bar: step ÷ 12 on flow routes, nothing elsewhere', () => {
    expect(progressForPath('/dilemma-description')).toBeCloseTo(1 / 12);
    expect(progressForPath('/model-analysis')).toBeCloseTo(11 / 12);
    expect(progressForPath('/final-report')).toBe(1);
    expect(progressForPath('/ethical-model-analysis')).toBeNull();
    expect(progressForPath('/welcome')).toBeNull();
  });
});
