import { describe, expect, it } from 'vitest';
import { timeFrameReach } from './time-frame';

describe('timeFrameReach: how near a stated time is', () => {
  it.each(['tonight', 'Friday after school', 'this weekend, at the lake', 'next week, while his wife is away', 'within a few days', 'if he is discharged today', 'at the hearing', 'the pep rally'])(
    '"%s" is near (a day named, or an event with no date: unknown is not safe)',
    (text) => expect(timeFrameReach(text)).toBe('near'),
  );

  it.each(['if the court gives her custody', 'the next time he hits her', 'unless he gets the job back'])('"%s" waits on a condition', (text) =>
    expect(timeFrameReach(text)).toBe('conditional'),
  );

  it.each(['opening day of deer season', 'on his release in the spring', 'in about three weeks', 'by the end of the school year', 'next month'])('"%s" is weeks or more away', (text) =>
    expect(timeFrameReach(text)).toBe('distant'),
  );

  it('an answer that gives no date is no time frame', () => {
    expect(timeFrameReach('no date, he would not say')).toBe('unknown');
    expect(timeFrameReach('unknown')).toBe('unknown');
  });
});
