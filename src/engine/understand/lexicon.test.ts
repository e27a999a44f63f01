import { describe, expect, it } from 'vitest';
import { CONTEXTS } from './lexicon';

describe('CONTEXTS.elder', () => {
  it('reads the words and the ages as one pattern did', () => {
    expect(CONTEXTS.elder.test('her grandmother raised her')).toBe(true);
    expect(CONTEXTS.elder.test('Mrs. K (84) was referred')).toBe(true);
    expect(CONTEXTS.elder.test('a client, 72, was referred')).toBe(true);
    expect(CONTEXTS.elder.test('a client, 42, was referred by her grandson')).toBe(false);
  });
});
