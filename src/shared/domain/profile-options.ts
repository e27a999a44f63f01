/** Enumerations the profile and set-up forms use. */
export const EXPERIENCE_LEVELS = [
  { value: 'beginning', label: 'Beginning (new to the field)', roleSelectionLabel: 'Beginning Professional' },
  { value: 'developing', label: 'Developing (growing expertise)', roleSelectionLabel: 'Developing Professional' },
  { value: 'experienced', label: 'Experienced (seasoned practitioner)', roleSelectionLabel: 'Experienced Professional' },
] as const;

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];
export const EXPERIENCE_LEVEL_VALUES = EXPERIENCE_LEVELS.map((l) => l.value) as [ExperienceLevel, ...ExperienceLevel[]];

/** Role selection defaults to Developing Professional. */
export const DEFAULT_EXPERIENCE_LEVEL: ExperienceLevel = 'developing';

export function findExperienceLevel(input: string | null | undefined) {
  if (!input) return undefined;
  const needle = input.trim().toLowerCase();
  return EXPERIENCE_LEVELS.find(
    (l) =>
      l.value === needle ||
      l.label.toLowerCase() === needle ||
      l.roleSelectionLabel.toLowerCase() === needle,
  );
}

export const THEORETICAL_ORIENTATIONS = [
  { value: 'cbt', label: 'Cognitive Behavioral Therapy (CBT)' },
  { value: 'psychodynamic', label: 'Psychodynamic/Psychoanalytic' },
  { value: 'humanistic', label: 'Humanistic/Person-Centered' },
  { value: 'family-systems', label: 'Family Systems/Systemic' },
  { value: 'dbt', label: 'Dialectical Behavior Therapy (DBT)' },
  { value: 'act', label: 'Acceptance and Commitment Therapy (ACT)' },
  { value: 'solution-focused', label: 'Solution-Focused Brief Therapy' },
  { value: 'integrative', label: 'Integrative/Eclectic' },
  { value: 'other', label: 'Other' },
] as const;

export type TheoreticalOrientation = (typeof THEORETICAL_ORIENTATIONS)[number]['value'];
export const THEORETICAL_ORIENTATION_VALUES = THEORETICAL_ORIENTATIONS.map((o) => o.value) as [
  TheoreticalOrientation,
  ...TheoreticalOrientation[],
];

export function findOrientation(input: string | null | undefined) {
  if (!input) return undefined;
  const needle = input.trim().toLowerCase();
  return THEORETICAL_ORIENTATIONS.find((o) => o.value === needle || o.label.toLowerCase() === needle);
}

/** The 11 focus options for refining the reflective summary (docs/product.md "Reflective summary"). */
export const FOCUS_OPTIONS = [
  { value: 'legal', label: 'Legal considerations' },
  { value: 'client-welfare', label: 'Client welfare' },
  { value: 'personal-impact', label: 'Personal impact on me' },
  { value: 'cultural', label: 'Cultural considerations' },
  { value: 'trauma-informed', label: 'Trauma-informed perspective' },
  { value: 'systems', label: 'Systems and organisational factors' },
  { value: 'supervision', label: 'Supervision and consultation' },
  { value: 'risk-management', label: 'Risk management' },
  { value: 'family-dynamics', label: 'Family dynamics' },
  { value: 'theoretical-framework', label: 'My theoretical framework' },
  { value: 'other', label: 'Other (describe)' },
] as const;

export type FocusOption = (typeof FOCUS_OPTIONS)[number]['value'];
export const FOCUS_OPTION_VALUES = FOCUS_OPTIONS.map((f) => f.value) as [FocusOption, ...FocusOption[]];
