import { describe, expect, it } from 'vitest';
import { mergeCandidates } from './merge';
import { recognizeNumbers } from './numbers';

const found = (text: string) =>
  mergeCandidates(recognizeNumbers(text)).map((c) => [c.kind, text.slice(c.start, c.end)] as const);

describe('recognizeNumbers: SSNs', () => {
  it.each([
    ['SSN 123-45-6789 on file', '123-45-6789'],
    ['her social security number is 123456789', '123456789'],
    ['social security number 123 45 6789', '123 45 6789'],
    ['SSN ending in 6789', '6789'],
    ['printed XXX-XX-6789 on the form', 'XXX-XX-6789'],
  ])('finds the SSN in %j', (text, expected) => {
    expect(found(text)).toEqual([['ssn', expected]]);
  });

  it.each(['SSN 000-12-3456', 'SSN 666-12-3456', 'SSN 912-12-3456', 'SSN 123-00-4567', 'SSN 123-45-0000'])(
    'rejects the impossible %j',
    (text) => {
      expect(found(text).filter(([kind]) => kind === 'ssn')).toEqual([]);
    },
  );

  it('needs an SSN word before nine bare digits', () => {
    expect(found('the code 123456789 is printed').map(([kind]) => kind)).toEqual(['other-id']);
  });
});

describe('recognizeNumbers: labelled numbers', () => {
  it.each([
    ['MRN: 00482913', 'medical-record', '00482913'],
    ['medical record number 4471-22', 'medical-record', '4471-22'],
    ['chart # A99812', 'medical-record', 'A99812'],
    ['member ID XJH449281', 'health-plan', 'XJH449281'],
    ['policy number is 88812-A', 'health-plan', '88812-A'],
    ['Medicaid ID 123456789012', 'health-plan', '123456789012'],
    ['his Medicaid card ID 000481123X', 'health-plan', '000481123X'],
    ['account # 12-3456', 'account', '12-3456'],
    ['acct no. 77120045', 'account', '77120045'],
    ['license number LPC-12345', 'licence', 'LPC-12345'],
    ["driver's license D1234567", 'licence', 'D1234567'],
    ['NPI 1234567893', 'licence', '1234567893'],
    ['license (RN #RN-889102) under review', 'licence', 'RN-889102'],
    ['CDL number 88012394, route 42', 'licence', '88012394'],
    ['license plate 7ABC123', 'vehicle', '7ABC123'],
    ['VIN 1M8GDM9AXKP042788', 'vehicle', '1M8GDM9AXKP042788'],
    ['serial number SN-448812', 'device', 'SN-448812'],
    ['pacemaker serial PM22-0931', 'device', 'PM22-0931'],
    ['IMEI 490154203237518', 'device', '490154203237518'],
    ['case number 2023-CV-01187', 'other-id', '2023-CV-01187'],
    ['student ID 20231187', 'other-id', '20231187'],
  ])('labels %j', (text, kind, expected) => {
    expect(found(text)).toEqual([[kind, expected]]);
  });

  it('finds a payment card by its Luhn check digit', () => {
    expect(found('paid with 4111 1111 1111 1111 yesterday')).toEqual([['account', '4111 1111 1111 1111']]);
    expect(found('paid with 4111 1111 1111 1112 yesterday').map(([kind]) => kind)).not.toContain('account');
  });

  it('finds a MAC address and an unlabelled VIN with a valid check digit', () => {
    expect(found('device 00:1A:2B:3C:4D:5E')).toEqual([['device', '00:1A:2B:3C:4D:5E']]);
    expect(found('a car, 1M8GDM9AXKP042788, was')).toEqual([['vehicle', '1M8GDM9AXKP042788']]);
  });

  it('treats other long numbers and letter codes as identifiers', () => {
    expect(found('reference 4471203 in the letter')).toEqual([['other-id', '4471203']]);
    expect(found('code A1234567 on the wristband')).toEqual([['other-id', 'A1234567']]);
  });

  it.each([
    'she paid $12345 for 5 sessions',
    'CPT 90837 and HCPCS H0031',
    'ICD-10 F43.10 and Z63.0',
    'see § 43.92 and 45 CFR 164.512(j)',
    '42 U.S.C. § 290dd-2 and 42 CFR Part 2',
    'member since 2019',
    'the policy of 2019',
    'session 12 of 20',
    'a caseload of 1,250,000 dollars',
    'PHQ-9 score 18, GAD-7 of 12',
    'licensed in 2015, license current',
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
