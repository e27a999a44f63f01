import type { IdentifierKind } from '../types';

/** What replaces each kind of identifier: readable, bracketed and upper-case so it is never itself flagged. */
export const PLACEHOLDERS: Record<IdentifierKind, string> = {
  name: '[NAME]',
  date: '[DATE]',
  'age-over-89': '[AGE 90+]',
  phone: '[PHONE]',
  fax: '[FAX]',
  email: '[EMAIL]',
  address: '[ADDRESS]',
  zip: '[ZIP]',
  ssn: '[SSN]',
  'medical-record': '[MEDICAL RECORD #]',
  'health-plan': '[HEALTH PLAN #]',
  account: '[ACCOUNT #]',
  licence: '[LICENSE #]',
  vehicle: '[VEHICLE ID]',
  device: '[DEVICE ID]',
  url: '[URL]',
  ip: '[IP ADDRESS]',
  'other-id': '[ID]',
};

export const CLIENT_NAME_PLACEHOLDER = '[CLIENT NAME]';

/** Any bracketed upper-case label, ours or one the user typed ("[CLIENT]", "[TOWN]"): never re-flagged. */
const PLACEHOLDER_PATTERN = /\[[A-Z][A-Z0-9 #+/&.'-]{0,40}\]/g;

export function placeholderSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  if (!text.includes('[')) return spans;
  for (const m of text.matchAll(PLACEHOLDER_PATTERN)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}
