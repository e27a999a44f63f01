import { describe, expect, it } from 'vitest';
import { formatPhone, PhoneSchema } from './validation';

describe('phone numbers', () => {
  it('format as (XXX) XXX-XXXX while typing', () => {
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('5558')).toBe('(555) 8');
    expect(formatPhone('5558675309')).toBe('(555) 867-5309');
    expect(formatPhone('555.867.5309 ext')).toBe('(555) 867-5309');
  });

  it('keep the number when it is pasted with the country code', () => {
    expect(formatPhone('+1 555 867 5309')).toBe('(555) 867-5309');
    expect(formatPhone('+1 (555) 867-5309')).toBe('(555) 867-5309');
    expect(formatPhone('1-555-867-5309')).toBe('(555) 867-5309');
    expect(PhoneSchema.parse('+1 555 867 5309')).toBe('(555) 867-5309');
  });

  it('still cut anything past ten digits that is not a country code', () => {
    expect(formatPhone('503555012399')).toBe('(503) 555-0123');
    expect(PhoneSchema.safeParse('503555012399').success).toBe(false);
  });
});
