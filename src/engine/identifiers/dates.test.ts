import { describe, expect, it } from 'vitest';
import { recognizeDates } from './dates';
import { mergeCandidates } from './merge';

const found = (text: string) => mergeCandidates(recognizeDates(text)).map((c) => text.slice(c.start, c.end));

describe('recognizeDates', () => {
  it.each([
    ['seen on 3/14/2024 at intake', '3/14/2024'],
    ['seen on 03-14-24 at intake', '03-14-24'],
    ['admitted 2024-03-14', '2024-03-14'],
    ['born 14/03/1989 in', '14/03/1989'],
    ['on March 14 she called', 'March 14'],
    ['on March 14, 2024 she called', 'March 14, 2024'],
    ['by 14 March 2024 at the latest', '14 March 2024'],
    ['until Mar. 14th', 'Mar. 14th'],
    ['on the 3rd of May we met', '3rd of May'],
    ['from June 3–5 she was away', 'June 3–5'],
    ['since September 2023', 'September 2023'],
    ['DOB: 7/4/1950', '7/4/1950'],
    ['due on 4/15', '4/15'],
    ['in december 2021 she moved', 'december 2021'],
    ['he was discharged 2/27.', '2/27'],
    ['she relapsed on Christmas Eve 2023', 'Christmas Eve 2023'],
  ])('finds the date in %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it('finds a short date joined to a date before it', () => {
    expect(found('entered on 3/8 and 3/9 without notice')).toEqual(['3/8', '3/9']);
  });

  it.each([
    'in 2019 she started therapy',
    'every spring and fall',
    'on Tuesday and last week',
    'she rated her mood 7/10',
    'she may 5 times a day say so',
    'we march on; march 14 miles',
    'DSM-5-TR, PHQ-9 and GAD-7',
    'see § 43.92 and version 1.2.10',
    'between 2019-2020 and 2021',
    'Ark. Code § 19-11-95 and Code 27-1-1102',
    'Mark said it was a good session',
    'on Christmas Eve she relapsed; Thanksgiving was hard',
    'this was session 3/12 of the group',
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
