import { describe, expect, it } from 'vitest';
import { probabilityTone, riskFilterRange, riskLevel, timelineLabel } from './risk';

describe('risk bands (one mapping everywhere)', () => {
  it('maps scores to levels at 9, 7 and 4', () => {
    expect([0, 3.9, 4, 6.9, 7, 8.9, 9, 10].map(riskLevel)).toEqual(['LOW', 'LOW', 'MODERATE', 'MODERATE', 'HIGH', 'HIGH', 'CRITICAL', 'CRITICAL']);
  });

  it('gives each saved-analyses filter its score range', () => {
    expect(riskFilterRange('critical')).toEqual({ min: 9, maxExclusive: Number.POSITIVE_INFINITY });
    expect(riskFilterRange('high')).toEqual({ min: 7, maxExclusive: 9 });
    expect(riskFilterRange('moderate')).toEqual({ min: 4, maxExclusive: 7 });
    expect(riskFilterRange('low')).toEqual({ min: 0, maxExclusive: 4 });
  });

  it('styles probabilities at 70 and 40 and reads the timeline card from the urgency text', () => {
    expect([70, 69, 40, 39].map(probabilityTone)).toEqual(['high', 'medium', 'medium', 'low']);
    expect(['Immediate — act today', 'an emergency', 'Urgent', 'high priority', 'Moderate', 'medium', 'Routine', undefined].map(timelineLabel)).toEqual([
      'IMMEDIATE',
      'IMMEDIATE',
      'URGENT',
      'URGENT',
      'Moderate',
      'Moderate',
      'Standard',
      'Standard',
    ]);
  });
});
