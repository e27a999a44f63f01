import { describe, expect, it } from 'vitest';
import { distinctPhrases } from './safety-screen-status';

describe('distinctPhrases: the description’s signals as the screen shows them', () => {
  it('shows each phrase once, dropping one inside a longer phrase', () => {
    expect(distinctPhrases(['asked him to take the dog "for good', 'medications', 'dog', 'for good', 'Medications'])).toEqual(['asked him to take the dog for good', 'medications']);
  });

  it('keeps unrelated phrases in order and balanced quotes as written', () => {
    expect(distinctPhrases(['said "you\'ll see"', 'rope'])).toEqual(['said "you\'ll see"', 'rope']);
  });
});
