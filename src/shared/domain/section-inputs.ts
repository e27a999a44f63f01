import type { AnalysisInputs } from '../api/analyses';
import { inputsOf, type SectionInput, type SectionKey } from './sections';

/**
 * JSON with object keys sorted, so the same inputs give the same text however they were built —
 * the database's jsonb returns keys in its own order.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a over canonical JSON: a short, stable key for "the inputs this section was made from". */
export function inputKeyOf(value: unknown): string {
  const text = canonicalJson(value);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}

/** The value of one input, as it keys a section (absent and empty read the same). */
function inputValue(state: AnalysisInputs, input: SectionInput): unknown {
  switch (input) {
    case 'dilemma':
      return state.dilemma?.text ?? '';
    case 'setup':
      return state.setup ?? {};
    case 'answers':
      return state.answers ?? {};
    case 'safetyScreen':
      return state.safetyScreen ?? {};
    case 'focusAdjustment':
      return state.focusAdjustment ?? null;
    case 'issueDecisions':
      return { confirmed: [...(state.issueDecisions?.confirmed ?? [])].sort(), dismissed: [...(state.issueDecisions?.dismissed ?? [])].sort() };
    case 'disputedFactors':
      return state.disputedFactors ?? {};
    case 'stakeholders':
      return { focus: state.stakeholderFocus ?? '', added: state.addedStakeholders ?? [] };
    case 'contacts':
      return state.contacts ?? {};
  }
}

/**
 * The key of the inputs a section is made from (the registry's `inputsOf`): a stored section is
 * current only while this key is unchanged, so a change to any input it reads makes it — and
 * every later section, whose inputs include its own — stale.
 */
export function sectionInputKey(key: SectionKey, state: AnalysisInputs): string {
  return inputKeyOf(Object.fromEntries(inputsOf(key).map((input) => [input, inputValue(state, input)])));
}
