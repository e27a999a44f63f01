/** Issue category ids: stable, used by the API, the engine and the tests. */
export const ISSUE_CATEGORIES = [
  { id: 'duty-to-protect', label: 'Duty to warn / protect' },
  { id: 'suicide-risk', label: 'Suicide risk' },
  { id: 'child-abuse-reporting', label: 'Child abuse reporting' },
  { id: 'elder-abuse-reporting', label: 'Elder / dependent-adult abuse reporting' },
  { id: 'confidentiality', label: 'Confidentiality and its limits' },
  { id: 'records-legal-process', label: 'Records, subpoenas and legal process' },
  { id: 'minors-consent', label: 'Minors, consent and parents' },
  { id: 'couples-family-group', label: 'Couples, family and group work' },
  { id: 'multiple-relationships', label: 'Multiple relationships' },
  { id: 'sexual-boundaries', label: 'Sexual boundaries' },
  { id: 'gifts', label: 'Gifts' },
  { id: 'bartering-fees', label: 'Bartering and fees' },
  { id: 'boundary-crossings', label: 'Boundary crossings' },
  { id: 'competence-scope', label: 'Competence and scope of practice' },
  { id: 'informed-consent', label: 'Informed consent' },
  { id: 'telehealth-jurisdiction', label: 'Telehealth and jurisdiction' },
  { id: 'social-media', label: 'Social media and technology' },
  { id: 'colleague-conduct', label: 'Colleague conduct' },
  { id: 'practitioner-impairment', label: 'Practitioner impairment' },
  { id: 'values-conflict', label: 'Personal values conflict' },
  { id: 'cultural-diversity', label: 'Cultural diversity' },
  { id: 'termination-abandonment', label: 'Termination and abandonment' },
  { id: 'end-of-life', label: 'End-of-life decisions' },
  { id: 'billing-insurance', label: 'Billing and insurance' },
  { id: 'supervision-training', label: 'Supervision and training' },
  { id: 'substance-use-records', label: 'Substance use records (42 CFR Part 2)' },
  { id: 'documentation', label: 'Documentation' },
  { id: 'forensic-role', label: 'Forensic and court roles' },
  { id: 'workplace-policy', label: 'Workplace policy conflicts' },
] as const;

export type IssueCategoryId = (typeof ISSUE_CATEGORIES)[number]['id'];
export const ISSUE_CATEGORY_IDS = ISSUE_CATEGORIES.map((c) => c.id) as [IssueCategoryId, ...IssueCategoryId[]];

export function issueCategoryLabel(id: string): string {
  return ISSUE_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}
