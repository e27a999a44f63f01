/** Validators that turn a weak numeric pattern into a confident one, or reject it. */

/** Luhn mod-10, used by payment cards and IMEI numbers. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * SSA rules: no area 000, 666 or 900–999, no group 00, no serial 0000. (Randomised issuance since
 * 2011 removed the other area restrictions.)
 */
export function isPlausibleSsn(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  if (group === '00') return false;
  return serial !== '0000';
}

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The North American VIN check digit (position 9). */
export function hasValidVinCheckDigit(vin: string): boolean {
  const upper = vin.toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(upper)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const ch = upper.charAt(i);
    const value = /\d/.test(ch) ? Number(ch) : (VIN_VALUES[ch] ?? 0);
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  const expected = remainder === 10 ? 'X' : String(remainder);
  return upper.charAt(8) === expected;
}

export function isValidIpv4(candidate: string): boolean {
  const parts = candidate.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && !(p.length > 1 && p.startsWith('0')));
}
