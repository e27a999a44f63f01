import { describe, expect, it } from 'vitest';
import { recognizeAddresses } from './addresses';
import { mergeCandidates } from './merge';

const found = (text: string) =>
  mergeCandidates(recognizeAddresses(text)).map((c) => [c.kind, text.slice(c.start, c.end)] as const);

describe('recognizeAddresses', () => {
  it.each([
    ['lives at 123 Main St. with her son', '123 Main St.'],
    ['moved to 4501 N. Oak Avenue, Apt 3B last year', '4501 N. Oak Avenue, Apt 3B'],
    ['the house at 77 Martin Luther King Jr. Blvd burned', '77 Martin Luther King Jr. Blvd'],
    ['at 12 West 34th Street', '12 West 34th Street'],
    ['at 9 Elm Ct #4 since', '9 Elm Ct #4'],
    ['Their address is 12 Willow Bend, Unit 5.', '12 Willow Bend, Unit 5'],
    ['send it to PO Box 1142', 'PO Box 1142'],
    ['send it to P.O. Box 77', 'P.O. Box 77'],
    ['works at the Walmart on Main St. She', 'Main St.'],
    ['grew up in Cook County', 'Cook County'],
    ['the small town of Elk Grove', 'Elk Grove'],
    ['she moved to Chicago last year', 'Chicago'],
    ['a hospital in St. Louis', 'St. Louis'],
  ])('finds the address in %j', (text, expected) => {
    expect(found(text)).toEqual([['address', expected]]);
  });

  it('finds a city and a ZIP after a state', () => {
    expect(found('Springfield, IL 62704')).toEqual([
      ['address', 'Springfield'],
      ['zip', '62704'],
    ]);
    expect(found('Bend, Oregon 97701-1234')).toEqual([
      ['address', 'Bend'],
      ['zip', '97701-1234'],
    ]);
    expect(found('her ZIP code is 10027')).toEqual([['zip', '10027']]);
    expect(found('at 3021 Ocean View Ave, Biloxi MS 39531 until')).toEqual([
      ['address', '3021 Ocean View Ave'],
      ['address', 'Biloxi'],
      ['zip', '39531'],
    ]);
  });

  it.each([
    'she attended 5 sessions and paid $12345',
    'a Family Court judge and the Supreme Court',
    'her sex drive and a test drive',
    'I practise in Texas; she lives in Ohio',
    'Sarah Whitfield, MD and Ann Lee, PA signed',
    "we met at St. Mary's Hospital",
    'Today, Texas passed a law',
    'the 12 Steps of AA',
    '10027 people',
    'took 3 Main Points from it',
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
