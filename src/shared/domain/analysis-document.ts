import type { AnalysisInputs, AnalysisState, StoredSection } from '../api/analyses';
import type { SectionResponse } from '../api/section-registry';
import type { SectionCorrection } from '../api/sections';
import { canonicalJson, sectionInputKey } from './section-inputs';
import type { RiskLevel } from './risk';
import { prerequisitesOf, SECTION_KEYS, type SectionKey } from './sections';

/**
 * The analysis as one document: the practitioner's inputs and the sections made from them. These
 * functions are the one definition of "current", "stale" and "missing" that the server, the
 * client and the reports share (docs/product.md "One analysis document").
 */

/** The inputs alone: what autosave sends. */
export function draftInputs(state: AnalysisState): AnalysisInputs {
  const { sections: _sections, ...inputs } = state;
  return inputs;
}

/** A stored section made from the current inputs, or undefined (missing or stale). */
export function currentSection<K extends SectionKey>(state: AnalysisState, key: K): StoredSection<K> | undefined {
  const stored = state.sections?.[key] as StoredSection<K> | undefined;
  return stored && stored.inputKey === sectionInputKey(key, state) ? stored : undefined;
}

/** Stored, but made from inputs that have changed since: shown as out of date, regenerated on visit. */
export function isStale(state: AnalysisState, key: SectionKey): boolean {
  return Boolean(state.sections?.[key]) && !currentSection(state, key);
}

/** The first section `key` needs that is missing or stale, in flow order; undefined when none is. */
export function firstMissingPrerequisite(state: AnalysisState, key: SectionKey): SectionKey | undefined {
  return prerequisitesOf(key).find((dependency) => !currentSection(state, dependency));
}

/**
 * Stores a freshly generated section: keyed by the inputs it was made from, no longer confirmed.
 * New clarifying questions keep only the answers to questions that are still asked, word for word.
 */
export function storeSection<K extends SectionKey>(
  state: AnalysisState,
  key: K,
  data: SectionResponse<K>,
  meta: { regenerationCount: number; generatedAt: string },
): AnalysisState {
  let next: AnalysisState = state;
  if (key === 'questions') next = { ...next, answers: answersStillAsked(state, data as SectionResponse<'questions'>) };
  const section = { data, inputKey: sectionInputKey(key, next), regenerationCount: meta.regenerationCount, generatedAt: meta.generatedAt } as StoredSection<K>;
  const confirmed = (next.confirmedSections ?? []).filter((item) => item !== key);
  return { ...next, confirmedSections: confirmed, sections: { ...next.sections, [key]: section } };
}

function answersStillAsked(state: AnalysisState, questions: SectionResponse<'questions'>): AnalysisState['answers'] {
  const before = new Map((state.sections?.questions?.data.questions ?? []).map((q) => [q.id, q.question]));
  const kept = Object.entries(state.answers ?? {}).filter(([id]) => questions.questions.some((q) => q.id === id && before.get(id) === q.question));
  return Object.fromEntries(kept);
}

export function isConfirmed(state: AnalysisState, key: SectionKey): boolean {
  return (state.confirmedSections ?? []).includes(key) && Boolean(currentSection(state, key));
}

export function confirmSection(state: AnalysisState, key: SectionKey): AnalysisState {
  if ((state.confirmedSections ?? []).includes(key)) return state;
  return { ...state, confirmedSections: [...(state.confirmedSections ?? []), key] };
}

/** The inputs with a correction applied, and whether it changes anything at all. */
export function applyCorrection<S extends AnalysisInputs>(state: S, correction: SectionCorrection): { state: S; changed: boolean } {
  const next = { ...state };
  let changed = false;
  for (const [field, value] of Object.entries(correction) as Array<[keyof SectionCorrection, unknown]>) {
    if (value === undefined) continue;
    if (canonicalJson(value) !== canonicalJson(state[field] ?? emptyOf(field))) changed = true;
    (next as Record<string, unknown>)[field] = value;
  }
  return { state: next, changed };
}

function emptyOf(field: keyof SectionCorrection): unknown {
  if (field === 'issueDecisions') return { confirmed: [], dismissed: [] };
  if (field === 'addedStakeholders') return [];
  if (field === 'stakeholderFocus') return '';
  if (field === 'disputedFactors' || field === 'safetyScreen') return {};
  return null;
}

/**
 * The sections before `key` that were current and that a correction made stale: the server
 * regenerates them with `key`, so the analysis up to the corrected screen never contradicts
 * itself. Sections after `key` are left stale and regenerated when visited.
 */
export function sectionsToBringUpToDate(before: AnalysisState, after: AnalysisState, key: SectionKey): SectionKey[] {
  return SECTION_KEYS.slice(0, SECTION_KEYS.indexOf(key)).filter((candidate) => currentSection(before, candidate) && !currentSection(after, candidate));
}

/** The one stored risk score (0–10) every badge, list and report reads; null before the risk section. */
export function riskScoreOf(state: AnalysisState): number | null {
  return state.sections?.risk?.data.risk_score ?? null;
}

/** The risk as the report states it: the score in use and, when factors were disputed, the rubric's own reading beside it. */
export type RiskReadings = {
  score: number | null;
  /** Present when the practitioner disputed factors. */
  rubric?: { score: number; level: RiskLevel };
  disputed: Array<{ label: string; weight: number; reason: string }>;
};

export function riskReadings(state: AnalysisState): RiskReadings {
  const risk = state.sections?.risk?.data;
  const disputed = (risk?.disputed_factors ?? []).map((factor) => ({ label: factor.label, weight: factor.weight, reason: factor.reason }));
  return {
    score: riskScoreOf(state),
    ...(risk?.engine_reading ? { rubric: { score: risk.engine_reading.risk_score, level: risk.engine_reading.level } } : {}),
    disputed,
  };
}
