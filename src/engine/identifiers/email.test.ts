import { describe, expect, it } from 'vitest';
import { recognizeEmails } from './email';
import { mergeCandidates } from './merge';

const found = (text: string) => mergeCandidates(recognizeEmails(text)).map((c) => text.slice(c.start, c.end));

describe('recognizeEmails', () => {
  it.each([
    ['Her address is sarah.w@gmail.com.', 'sarah.w@gmail.com'],
    ['Write to j_doe+therapy@mail.example.org today', 'j_doe+therapy@mail.example.org'],
    ['(tom.lee@school.k12.ca.us)', 'tom.lee@school.k12.ca.us'],
  ])('finds the address in %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each(['She wrote @ 3 pm', 'an @mention on Instagram', 'email me', 'a@b'])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
