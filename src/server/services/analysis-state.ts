import { AnalysisInputsSchema, StoredSectionSchemas, type AnalysisState, type Sections } from '../../shared/api/analyses';
import { inputKeyOf, sectionInputKey } from '../../shared/domain/section-inputs';
import { SECTION_KEYS, type SectionKey } from '../../shared/domain/sections';

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The state a row holds, checked against today's schemas. A stored section that no longer
 * matches its response schema is dropped (the screen makes it again) rather than served
 * half-readable; the inputs were validated when they were written.
 */
export function readState(raw: unknown): AnalysisState {
  const source = isObject(raw) ? raw : {};
  const { sections: rawSections, ...rawInputs } = source;
  const parsed = AnalysisInputsSchema.safeParse(rawInputs);
  const inputs: AnalysisState = parsed.success ? parsed.data : (rawInputs as AnalysisState);
  const sections: Sections = {};
  const confirmed = new Set(inputs.confirmedSections ?? []);
  for (const key of SECTION_KEYS) {
    const stored = isObject(rawSections) ? rawSections[key] : undefined;
    if (!isObject(stored)) continue;
    const checked = StoredSectionSchemas[key].safeParse(stored);
    if (!checked.success) continue;
    const section = checked.data;
    if ('confirmed' in stored) {
      // Written before the registry: re-keyed when it was current under the old key, and its
      // confirmation moved to the inputs.
      if (section.inputKey === legacyInputKey(key, inputs)) section.inputKey = sectionInputKey(key, inputs);
      if (stored.confirmed === true) confirmed.add(key);
    }
    (sections as Record<string, unknown>)[key] = section;
  }
  return { ...inputs, ...(confirmed.size > 0 ? { confirmedSections: SECTION_KEYS.filter((key) => confirmed.has(key)) } : {}), sections };
}

/** The cache key sections were stored with before the section registry. */
function legacyInputKey(key: SectionKey, state: AnalysisState): string {
  const base = [state.dilemma?.text ?? '', state.setup ?? {}];
  if (key === 'questions') return inputKeyOf(base);
  const withAnswers = [...base, state.answers ?? {}, state.safetyScreen ?? {}];
  if (key === 'summary') return inputKeyOf(withAnswers);
  const withDecisions = [...withAnswers, state.issueDecisions ?? {}];
  if (key === 'scripts' || key === 'final') return inputKeyOf([...withDecisions, state.contacts ?? {}]);
  return inputKeyOf(withDecisions);
}
