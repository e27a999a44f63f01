import { describe, expect, it } from 'vitest';
import { missingItems, screenDomainComplete } from './safety-screen';

describe('screenDomainComplete', () => {
  const noAbuse = { abuse: { concern: 'no', disclosed: 'no', observed: 'no', perpetratorAccess: 'no' } } as const;

  it('needs every required item of a screen the cues opened', () => {
    expect(screenDomainComplete({ abuse: { concern: 'no' } }, 'abuse', true)).toBe(false);
    expect(missingItems({ abuse: { concern: 'no' } }, 'abuse')).toEqual(['disclosed', 'observed', 'perpetratorAccess']);
  });

  it('does not ask who may be harmed when the practitioner has no concern: there is no report to route', () => {
    expect(screenDomainComplete(noAbuse, 'abuse', true)).toBe(true);
  });

  it('asks who may be harmed once there is a concern, a Yes or a Not sure', () => {
    for (const concern of ['yes', 'unsure'] as const) {
      const screen = { abuse: { ...noAbuse.abuse, concern } };
      expect(missingItems(screen, 'abuse')).toEqual(['who']);
      expect(screenDomainComplete({ abuse: { ...screen.abuse, who: 'elder' } }, 'abuse', true)).toBe(true);
    }
  });

  it('leaves an unopened screen complete with its concern answered, and incomplete without it', () => {
    expect(screenDomainComplete({ self: { concern: 'no' } }, 'self', false)).toBe(true);
    expect(screenDomainComplete({}, 'self', false)).toBe(false);
  });
});
