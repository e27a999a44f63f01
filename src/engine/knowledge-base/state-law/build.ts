/**
 * Small constructors shared by the regional state-law modules, so every fact carries its source,
 * check date and verification flag in one consistent shape (knowledge-base/types.ts `Sourced`).
 */
import type { PracticeRole } from '../../../shared/domain/roles';
import type { Sourced, StateLaw } from '../types';

/** The day these entries were last checked against the sources named in them. */
export const CHECKED = '2026-11-21';

/** The day the entries corrected for issue 12 (danger reports, NY, IL, PR, WA, aid in dying) were checked. */
export const RECHECKED = '2026-11-26';

export const NOT_CONFIRMED = 'Not yet confirmed; check the state code.';

export function sourced(source: string, verified: boolean, note?: string, lastChecked: string = CHECKED): Sourced {
  return note === undefined ? { source, lastChecked, verified } : { source, lastChecked, verified, note };
}

export const JAAPL_2014 =
  'Johnson, Persad & Sisti, "The Tarasoff Rule", J Am Acad Psychiatry Law 42:469–77 (2014), Table 1';
export const REGISTRY_2026 =
  'smfworks/smf-praxis-mbh duty_to_warn_registry.py (third-party registry citing official code pages, checked 2026-09-30)';
export const WPR_MINOR_CONSENT =
  'worldpopulationreview.com, Age of consent for mental health treatment by state (2024 list; secondary)';

export const SECONDARY_DTP_NOTE =
  'Classification and citations come from secondary compilations (JAAPL 2014 and a 2026 third-party registry); the statute text was not read here.';
export const SECONDARY_MINOR_NOTE =
  'Age from a 2024 secondary list that is wrong for several states; confirm in the state code before relying on it.';

const JAAPL_LABELS = {
  MS: 'MS: mandatory duty in statute',
  MC: 'MC: mandatory duty indicated in common law',
  P: 'P: statute permits breach of confidentiality',
  N: 'N: no statute or common-law guidance',
} as const;

const REGISTRY_LABELS = {
  M: 'M: mandatory duty',
  P: 'P: permissive disclosure',
  C: 'C: duty in case law only',
  N: 'N: no duty statute or opinion found',
} as const;

/** The published classifications, kept as labelled strings so the UI can show them side by side. */
export function classify(
  jaapl: keyof typeof JAAPL_LABELS | undefined,
  registry: keyof typeof REGISTRY_LABELS | undefined,
  options: { registryUnverified?: boolean; registryQualifier?: string; ncsl?: string } = {},
): StateLaw['dutyToProtect']['classifications'] {
  const result: StateLaw['dutyToProtect']['classifications'] = {};
  if (jaapl) result.jaapl2014 = JAAPL_LABELS[jaapl];
  if (registry) {
    const qualifier = options.registryQualifier ? ` (${options.registryQualifier})` : '';
    const flag = options.registryUnverified ? ' [row marked unverified by the registry]' : '';
    result.registry2026 = `${REGISTRY_LABELS[registry]}${qualifier}${flag}`;
  }
  if (options.ncsl) result.ncsl = options.ncsl;
  return result;
}

type Board = { name: string; url?: string };

/**
 * Boards grouped the way states license the professions; each group fans out to the practice
 * roles (shared/domain/roles.ts) it licenses, so one board name is not retyped per role.
 */
export type BoardGroups = {
  counseling?: Board;
  socialWork?: Board;
  mft?: Board;
  psychology?: Board;
  medicine?: Board;
  schoolCounselor?: Board;
  substanceUse?: Board;
  /** Career and rehabilitation counselors, only where the counseling board licenses them. */
  careerRehab?: Board;
};

const GROUP_ROLES: Record<keyof BoardGroups, PracticeRole[]> = {
  counseling: ['lpc', 'lcmhc', 'lpcc', 'mental-health-counselor'],
  socialWork: ['lcsw', 'clinical-social-worker'],
  mft: ['lmft'],
  psychology: ['psychologist'],
  medicine: ['psychiatrist'],
  schoolCounselor: ['school-counselor'],
  substanceUse: ['substance-abuse-counselor'],
  careerRehab: ['career-counselor', 'rehabilitation-counselor'],
};

export function boards(groups: BoardGroups, source: string, verified: boolean, note?: string): StateLaw['licensingBoards'] {
  const result: StateLaw['licensingBoards'] = {};
  for (const key of Object.keys(groups) as Array<keyof BoardGroups>) {
    const board = groups[key];
    if (!board) continue;
    for (const role of GROUP_ROLES[key]) {
      result[role] = { ...sourced(source, verified, note), ...board };
    }
  }
  return result;
}

type ReportEntry = StateLaw['childAbuseReporting'];

/** Minor-consent values that only the 2024 secondary list supports. */
export function secondaryMinorConsent(age: number | null, citation: string, conditions: string): StateLaw['minorConsent'] {
  return { ...sourced(WPR_MINOR_CONSENT, false, SECONDARY_MINOR_NOTE), age, citation, conditions };
}

export const CWIG = 'Child Welfare Information Gateway, state statutes series';

/** A reporting duty read in the named source (verified unless a caveat says otherwise). */
export function report(fields: {
  source: string;
  citation: string;
  summary: string;
  who: string;
  when: string;
  to: string;
  verified?: boolean;
  note?: string;
}): ReportEntry {
  return {
    ...sourced(fields.source, fields.verified ?? true, fields.note),
    citation: fields.citation,
    summary: fields.summary,
    whoMustReport: fields.who,
    timeframe: fields.when,
    reportTo: fields.to,
  };
}
