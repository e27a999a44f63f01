import { describe, expect, it } from 'vitest';
import { hasValidVinCheckDigit, isPlausibleSsn, isValidIpv4, passesLuhn } from './checksums';

describe('passesLuhn', () => {
  it('accepts valid card and IMEI numbers', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5500005555555559')).toBe(true);
    expect(passesLuhn('490154203237518')).toBe(true);
  });
  it('rejects a changed digit and non-digits', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111-1111')).toBe(false);
  });
});

describe('isPlausibleSsn', () => {
  it('accepts ordinary numbers', () => {
    expect(isPlausibleSsn('123', '45', '6789')).toBe(true);
    expect(isPlausibleSsn('078', '05', '1120')).toBe(true);
  });
  it.each([
    ['000', '12', '3456'],
    ['666', '12', '3456'],
    ['912', '12', '3456'],
    ['123', '00', '4567'],
    ['123', '45', '0000'],
  ])('rejects %s-%s-%s', (area, group, serial) => {
    expect(isPlausibleSsn(area, group, serial)).toBe(false);
  });
});

describe('hasValidVinCheckDigit', () => {
  it('accepts a VIN whose ninth character is its check digit', () => {
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidVinCheckDigit('11111111111111111')).toBe(true);
  });
  it('rejects a wrong check digit and letters VINs never use', () => {
    expect(hasValidVinCheckDigit('1M8GDM9A1KP042788')).toBe(false);
    expect(hasValidVinCheckDigit('1M8GDM9AXKP04278O')).toBe(false);
  });
});

describe('isValidIpv4', () => {
  it('accepts dotted quads up to 255', () => {
    expect(isValidIpv4('192.168.1.20')).toBe(true);
    expect(isValidIpv4('8.8.8.8')).toBe(true);
  });
  it('rejects octets over 255 and leading zeros', () => {
    expect(isValidIpv4('256.1.1.1')).toBe(false);
    expect(isValidIpv4('10.01.1.1')).toBe(false);
  });
});
