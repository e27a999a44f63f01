import { describe, expect, it } from 'vitest';
import { jurisdictionsNamed } from './jurisdictions';

describe('jurisdictionsNamed', () => {
  it('finds full names where they sit, the longer name first', () => {
    const text = 'She moved to West Virginia, then Virginia.';
    const found = jurisdictionsNamed(text);
    expect(found.map((j) => j.code)).toEqual(['WV', 'VA']);
    expect(text.slice(found[0]?.start, found[0]?.end)).toBe('West Virginia');
  });

  it('does not read "Washington, DC" as the state, nor ordinary words as a name', () => {
    expect(jurisdictionsNamed('He works in Washington, DC now.')).toEqual([]);
    expect(jurisdictionsNamed('nothing named here, new york-style pizza aside')).toEqual([]);
  });
});
