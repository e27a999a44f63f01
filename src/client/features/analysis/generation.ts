import type { AnalysisState, SectionKey, StoredSection } from '../../../shared/api/analyses';
import type { PublicUser } from '../../../shared/api/auth';
import type { RoleExampleResponse } from '../../../shared/api/sections';
import { DEFAULT_EXPERIENCE_LEVEL } from '../../../shared/domain/profile-options';
import { sectionInputKey } from '../../../shared/domain/section-inputs';
import { api } from '../../lib/api-client';

/** The fields every generator receives, from the draft (and the profile as a fallback). */
export function baseRequest(state: AnalysisState, user: PublicUser | null) {
  return {
    dilemma: state.dilemma?.text ?? '',
    role: state.setup?.role || user?.role || '',
    state: state.setup?.state || user?.state || '',
    experienceLevel: state.setup?.experienceLevel || user?.experienceLevel || DEFAULT_EXPERIENCE_LEVEL,
    theoreticalOrientation: state.setup?.theoreticalOrientation || user?.theoreticalOrientation || undefined,
    clarifyingAnswers: state.answers ?? {},
    safetyScreen: state.safetyScreen,
    issueDecisions: state.issueDecisions,
    analysisId: undefined as string | undefined,
  };
}

/** A stored section that still matches the current inputs, or undefined. */
export function currentSection(state: AnalysisState, key: SectionKey): StoredSection | undefined {
  const stored = state.sections?.[key];
  return stored && stored.inputKey === sectionInputKey(key, state) ? stored : undefined;
}

export function storeSection(state: AnalysisState, key: SectionKey, data: object, options: { regenerationCount?: number; confirmed?: boolean } = {}): AnalysisState {
  const previous = state.sections?.[key];
  const section: StoredSection = {
    data: data as Record<string, unknown>,
    inputKey: sectionInputKey(key, state),
    confirmed: options.confirmed ?? false,
    regenerationCount: options.regenerationCount ?? previous?.regenerationCount ?? 0,
    generatedAt: new Date().toISOString(),
  };
  return { ...state, sections: { ...state.sections, [key]: section } };
}

export function confirmSection(state: AnalysisState, key: SectionKey): AnalysisState {
  const stored = state.sections?.[key];
  if (!stored) return state;
  return { ...state, sections: { ...state.sections, [key]: { ...stored, confirmed: true } } };
}

export function generate<T>(endpoint: string, body: object, signal?: AbortSignal): Promise<T> {
  return api.post<T>(`/api/${endpoint}`, body, { signal });
}

// ------------------------------------------------------------------ role example (spec-1 §4, §9)

const ROLE_EXAMPLE_KEY = 'grayline.roleExample';
const ROLE_EXAMPLE_TTL_MS = 24 * 60 * 60 * 1000;

type CachedExample = { example: string; timestamp: number; role: string; state: string; version: 'firstPerson' };

/** The role example is not sensitive; it is cached for 24 hours per role and state. */
export async function loadRoleExample(role: string, state: string): Promise<string> {
  try {
    const cached = JSON.parse(localStorage.getItem(ROLE_EXAMPLE_KEY) ?? 'null') as CachedExample | null;
    if (cached && cached.version === 'firstPerson' && cached.role === role && cached.state === state && Date.now() - cached.timestamp < ROLE_EXAMPLE_TTL_MS) {
      return cached.example;
    }
  } catch {
    // A damaged cache entry is simply replaced.
  }
  const response = await api.post<RoleExampleResponse>('/api/load-role-example', { role, state });
  if (!response.example) return ROLE_EXAMPLE_UNAVAILABLE;
  try {
    localStorage.setItem(
      ROLE_EXAMPLE_KEY,
      JSON.stringify({ example: response.example, timestamp: Date.now(), role, state, version: 'firstPerson' } satisfies CachedExample),
    );
  } catch {
    console.warn('Could not cache the role example');
  }
  return response.example;
}

/** spec-1 §8: the text shown when the response carries no example. */
export const ROLE_EXAMPLE_UNAVAILABLE = 'AI service temporarily unavailable. Please describe your specific ethical dilemma.';
/** spec-1 §8: on failure, a generic prompt to describe the dilemma. */
export const ROLE_EXAMPLE_FALLBACK =
  'Describe the situation in your own words: what happened or is being considered, who is involved (without names), what you are unsure about, and what makes it an ethical question for you.';
