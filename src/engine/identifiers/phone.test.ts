import { describe, expect, it } from 'vitest';
import { mergeCandidates } from './merge';
import { recognizePhones } from './phone';

const found = (text: string) =>
  mergeCandidates(recognizePhones(text)).map((c) => [c.kind, text.slice(c.start, c.end)] as const);

describe('recognizePhones', () => {
  it.each([
    ['Call her at (555) 123-4567.', 'phone', '(555) 123-4567'],
    ['cell 555-123-4567 ext. 22', 'phone', '555-123-4567 ext. 22'],
    ['reach him on 555.123.4567', 'phone', '555.123.4567'],
    ['mobile +1 555 123 4567', 'phone', '+1 555 123 4567'],
    ['her number is 555-1234', 'phone', '555-1234'],
    ['phone 5551234567', 'phone', '5551234567'],
    ['UK mobile 07700 900123', 'phone', '07700 900123'],
    ['+44 20 7946 0018 is the office', 'phone', '+44 20 7946 0018'],
    ['Fax: 555-987-6543', 'fax', '555-987-6543'],
  ])('finds %j', (text, kind, expected) => {
    expect(found(text)).toEqual([[kind, expected]]);
  });

  it('tells a phone from a fax by the nearest word before it', () => {
    expect(found('Phone 555-123-4567, fax 555-987-6543')).toEqual([
      ['phone', '555-123-4567'],
      ['fax', '555-987-6543'],
    ]);
  });

  it.each([
    'Call 988 or 911 in a crisis',
    'the old Lifeline, 1-800-273-8255, still forwards',
    'in 2019-2020 she attended 12 sessions',
    'PHQ-9 score 18; CPT 90837',
    'she paid $1,250.00',
    'see pp. 183-2008 of the report',
    'a ten-digit code 4471203312 with no phone word',
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
