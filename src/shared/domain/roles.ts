/**
 * Two role lists (docs/product.md "Citations"): the 21 licence roles of registration and
 * settings and the 18 practice roles of role selection and the generators. A licence role maps to the practice role that prefills later screens.
 */
export const LICENCE_ROLES = [
  { value: 'lcsw', label: 'LCSW - Licensed Clinical Social Worker' },
  { value: 'lpc', label: 'LPC - Licensed Professional Counselor' },
  { value: 'lmft', label: 'LMFT - Licensed Marriage and Family Therapist' },
  { value: 'psychologist', label: 'Licensed Psychologist' },
  { value: 'psychiatrist', label: 'Psychiatrist' },
  { value: 'cadc', label: 'CADC - Certified Alcohol and Drug Counselor' },
  { value: 'lac', label: 'LAC - Licensed Addiction Counselor' },
  { value: 'lba-bcba', label: 'LBA/BCBA - Licensed Behavior Analyst / Board Certified Behavior Analyst' },
  { value: 'lcpc', label: 'LCPC - Licensed Clinical Professional Counselor' },
  { value: 'lcat', label: 'LCAT - Licensed Creative Arts Therapist' },
  { value: 'licsw', label: 'LICSW - Licensed Independent Clinical Social Worker' },
  { value: 'limhp', label: 'LIMHP - Licensed Independent Mental Health Practitioner' },
  { value: 'lmhc', label: 'LMHC - Licensed Mental Health Counselor' },
  { value: 'lpcc', label: 'LPCC - Licensed Professional Clinical Counselor' },
  { value: 'lpc-associate', label: 'LPC-A/LPC-I - Licensed Professional Counselor Associate/Intern' },
  { value: 'lpa', label: 'LPA - Licensed Psychological Associate' },
  { value: 'mhrs', label: 'MHRS - Mental Health Rehabilitation Specialist' },
  { value: 'pastoral-counselor', label: 'Pastoral/Faith-Based Counselor' },
  { value: 'pmhnp', label: 'PMHNP - Psychiatric Mental Health Nurse Practitioner' },
  { value: 'school-counselor', label: 'School Counselor' },
  { value: 'other', label: 'Other' },
] as const;

export type LicenceRole = (typeof LICENCE_ROLES)[number]['value'];
export const LICENCE_ROLE_VALUES = LICENCE_ROLES.map((r) => r.value) as [LicenceRole, ...LicenceRole[]];

export const PRACTICE_ROLES = [
  { value: 'lpc', label: 'Licensed Professional Counselor (LPC)' },
  { value: 'lcsw', label: 'Licensed Clinical Social Worker (LCSW)' },
  { value: 'lmft', label: 'Licensed Marriage and Family Therapist (LMFT)' },
  { value: 'lcmhc', label: 'Licensed Clinical Mental Health Counselor (LCMHC)' },
  { value: 'lpcc', label: 'Licensed Professional Clinical Counselor (LPCC)' },
  { value: 'psychologist', label: 'Psychologist' },
  { value: 'psychiatrist', label: 'Psychiatrist' },
  { value: 'clinical-social-worker', label: 'Clinical Social Worker (Non-Licensed)' },
  { value: 'mental-health-counselor', label: 'Mental Health Counselor (Non-Licensed)' },
  { value: 'school-counselor', label: 'School Counselor' },
  { value: 'substance-abuse-counselor', label: 'Substance Abuse Counselor' },
  { value: 'pastoral-counselor', label: 'Pastoral Counselor' },
  { value: 'career-counselor', label: 'Career Counselor' },
  { value: 'rehabilitation-counselor', label: 'Rehabilitation Counselor' },
  { value: 'group-facilitator', label: 'Group Facilitator' },
  { value: 'peer-support-specialist', label: 'Peer Support Specialist' },
  { value: 'case-manager', label: 'Case Manager' },
  { value: 'other', label: 'Other Mental Health Professional' },
] as const;

export type PracticeRole = (typeof PRACTICE_ROLES)[number]['value'];
export const PRACTICE_ROLE_VALUES = PRACTICE_ROLES.map((r) => r.value) as [PracticeRole, ...PracticeRole[]];

/** Which practice role a licence role prefills on the role-selection screen. */
export const LICENCE_TO_PRACTICE_ROLE: Record<LicenceRole, PracticeRole> = {
  lcsw: 'lcsw',
  lpc: 'lpc',
  lmft: 'lmft',
  psychologist: 'psychologist',
  psychiatrist: 'psychiatrist',
  cadc: 'substance-abuse-counselor',
  lac: 'substance-abuse-counselor',
  'lba-bcba': 'other',
  lcpc: 'lpc',
  lcat: 'other',
  licsw: 'lcsw',
  limhp: 'lcmhc',
  lmhc: 'lcmhc',
  lpcc: 'lpcc',
  'lpc-associate': 'lpc',
  lpa: 'psychologist',
  mhrs: 'case-manager',
  'pastoral-counselor': 'pastoral-counselor',
  // A PMHNP prescribes and manages psychiatric care; the psychiatric annotations are the closest code.
  pmhnp: 'psychiatrist',
  'school-counselor': 'school-counselor',
  other: 'other',
};

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

export function findPracticeRole(input: string | null | undefined) {
  if (!input) return undefined;
  const needle = normalise(input);
  return PRACTICE_ROLES.find((r) => r.value === needle || normalise(r.label) === needle);
}

export function findLicenceRole(input: string | null | undefined) {
  if (!input) return undefined;
  const needle = normalise(input);
  return LICENCE_ROLES.find(
    (r) => r.value === needle || normalise(r.label) === needle || normalise(r.label.split(' - ')[0] ?? '') === needle,
  );
}

/**
 * Resolves any role text (practice or licence; value or label) to a practice role. Practice
 * roles win because generators speak in practice roles.
 */
export function toPracticeRole(input: string | null | undefined): PracticeRole | undefined {
  const practice = findPracticeRole(input);
  if (practice) return practice.value;
  const licence = findLicenceRole(input);
  return licence ? LICENCE_TO_PRACTICE_ROLE[licence.value] : undefined;
}

export function practiceRoleLabel(value: string | null | undefined): string {
  return findPracticeRole(value)?.label ?? findLicenceRole(value)?.label ?? (value ?? '');
}

export function licenceRoleLabel(value: string | null | undefined): string {
  return findLicenceRole(value)?.label ?? (value ?? '');
}
