/**
 * The one jurisdiction list (docs/product.md "Citations"): the 50 states, the District of
 * Columbia and the five inhabited territories, everywhere a state is chosen or shown.
 */
export const JURISDICTIONS = [
  { value: 'AL', label: 'Alabama', kind: 'state' },
  { value: 'AK', label: 'Alaska', kind: 'state' },
  { value: 'AZ', label: 'Arizona', kind: 'state' },
  { value: 'AR', label: 'Arkansas', kind: 'state' },
  { value: 'CA', label: 'California', kind: 'state' },
  { value: 'CO', label: 'Colorado', kind: 'state' },
  { value: 'CT', label: 'Connecticut', kind: 'state' },
  { value: 'DE', label: 'Delaware', kind: 'state' },
  { value: 'FL', label: 'Florida', kind: 'state' },
  { value: 'GA', label: 'Georgia', kind: 'state' },
  { value: 'HI', label: 'Hawaii', kind: 'state' },
  { value: 'ID', label: 'Idaho', kind: 'state' },
  { value: 'IL', label: 'Illinois', kind: 'state' },
  { value: 'IN', label: 'Indiana', kind: 'state' },
  { value: 'IA', label: 'Iowa', kind: 'state' },
  { value: 'KS', label: 'Kansas', kind: 'state' },
  { value: 'KY', label: 'Kentucky', kind: 'state' },
  { value: 'LA', label: 'Louisiana', kind: 'state' },
  { value: 'ME', label: 'Maine', kind: 'state' },
  { value: 'MD', label: 'Maryland', kind: 'state' },
  { value: 'MA', label: 'Massachusetts', kind: 'state' },
  { value: 'MI', label: 'Michigan', kind: 'state' },
  { value: 'MN', label: 'Minnesota', kind: 'state' },
  { value: 'MS', label: 'Mississippi', kind: 'state' },
  { value: 'MO', label: 'Missouri', kind: 'state' },
  { value: 'MT', label: 'Montana', kind: 'state' },
  { value: 'NE', label: 'Nebraska', kind: 'state' },
  { value: 'NV', label: 'Nevada', kind: 'state' },
  { value: 'NH', label: 'New Hampshire', kind: 'state' },
  { value: 'NJ', label: 'New Jersey', kind: 'state' },
  { value: 'NM', label: 'New Mexico', kind: 'state' },
  { value: 'NY', label: 'New York', kind: 'state' },
  { value: 'NC', label: 'North Carolina', kind: 'state' },
  { value: 'ND', label: 'North Dakota', kind: 'state' },
  { value: 'OH', label: 'Ohio', kind: 'state' },
  { value: 'OK', label: 'Oklahoma', kind: 'state' },
  { value: 'OR', label: 'Oregon', kind: 'state' },
  { value: 'PA', label: 'Pennsylvania', kind: 'state' },
  { value: 'RI', label: 'Rhode Island', kind: 'state' },
  { value: 'SC', label: 'South Carolina', kind: 'state' },
  { value: 'SD', label: 'South Dakota', kind: 'state' },
  { value: 'TN', label: 'Tennessee', kind: 'state' },
  { value: 'TX', label: 'Texas', kind: 'state' },
  { value: 'UT', label: 'Utah', kind: 'state' },
  { value: 'VT', label: 'Vermont', kind: 'state' },
  { value: 'VA', label: 'Virginia', kind: 'state' },
  { value: 'WA', label: 'Washington', kind: 'state' },
  { value: 'WV', label: 'West Virginia', kind: 'state' },
  { value: 'WI', label: 'Wisconsin', kind: 'state' },
  { value: 'WY', label: 'Wyoming', kind: 'state' },
  { value: 'DC', label: 'District of Columbia', kind: 'district' },
  { value: 'PR', label: 'Puerto Rico', kind: 'territory' },
  { value: 'VI', label: 'U.S. Virgin Islands', kind: 'territory' },
  { value: 'GU', label: 'Guam', kind: 'territory' },
  { value: 'AS', label: 'American Samoa', kind: 'territory' },
  { value: 'MP', label: 'Northern Mariana Islands', kind: 'territory' },
] as const;

export type Jurisdiction = (typeof JURISDICTIONS)[number];
export type JurisdictionCode = Jurisdiction['value'];

export const JURISDICTION_CODES = JURISDICTIONS.map((j) => j.value) as [JurisdictionCode, ...JurisdictionCode[]];

const ALIASES: Record<string, JurisdictionCode> = {
  'washington d.c.': 'DC',
  'washington dc': 'DC',
  'd.c.': 'DC',
  'us virgin islands': 'VI',
  'virgin islands': 'VI',
  'commonwealth of the northern mariana islands': 'MP',
  cnmi: 'MP',
};

/** Resolves a code, a label or a common alias, case-insensitively. */
export function findJurisdiction(input: string | null | undefined): Jurisdiction | undefined {
  if (!input) return undefined;
  const needle = input.trim().toLowerCase();
  if (!needle) return undefined;
  const aliased = ALIASES[needle];
  return JURISDICTIONS.find(
    (j) => j.value.toLowerCase() === needle || j.label.toLowerCase() === needle || j.value === aliased,
  );
}

/**
 * Jurisdictions named in a text by their full names, with where each name sits. Longer names win
 * ("West Virginia" is not Virginia), and "Washington, DC" is not the state of Washington.
 */
const NAMED_RE = new RegExp(
  `\\b(?:(Washington,?\\s*D\\.?C)\\b\\.?|(${[...JURISDICTIONS]
    .sort((a, b) => b.label.length - a.label.length)
    .map((j) => j.label.replace(/ /g, '\\s+'))
    .join('|')})\\b)`,
  'g',
);

export function jurisdictionsNamed(text: string): Array<{ code: JurisdictionCode; start: number; end: number }> {
  const out: Array<{ code: JurisdictionCode; start: number; end: number }> = [];
  for (const m of text.matchAll(NAMED_RE)) {
    if (m[1]) continue;
    const code = findJurisdiction((m[2] ?? '').replace(/\s+/g, ' '))?.value;
    if (code) out.push({ code, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

export function jurisdictionLabel(code: string | null | undefined): string {
  return findJurisdiction(code)?.label ?? (code ?? '');
}
