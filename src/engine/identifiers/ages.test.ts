import { describe, expect, it } from 'vitest';
import { recognizeAges } from './ages';
import { mergeCandidates } from './merge';

const found = (text: string) => mergeCandidates(recognizeAges(text)).map((c) => text.slice(c.start, c.end));

describe('recognizeAges', () => {
  it.each([
    ['a client, age 92, in hospice', 'age 92'],
    ['a 93-year-old widower', '93-year-old'],
    ['94 yo female', '94 yo'],
    ['a 94 y/o female', '94 y/o'],
    ['she is 91 and lives alone', '91'],
    ["he's 95 now", '95'],
    ['her grandmother turned 90 last week', '90'],
    ['Mrs. Lopez, 92, lives alone', '92'],
    ['Ruth Adler (97) lives alone', '97'],
    ['is 101 years old', '101 years old'],
    ['a ninety-two-year-old man', 'ninety-two-year-old'],
    ['aged 90', 'aged 90'],
  ])('finds the age in %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    'age 89 and still working',
    'a 45-year-old client',
    'she is 17 and pregnant',
    'she is 91 percent sure',
    'her score is 92',
    'she was 90 minutes late',
    'in her 90s',
    'the session lasted 90 minutes',
    'CPT 90837 and 90834',
    'Sarah Whitfield (34) called',
  ])('finds nothing over 89 in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
