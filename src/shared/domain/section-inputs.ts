import type { AnalysisState, SectionKey } from '../api/analyses';

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

/**
 * What a stored section depends on (spec: a result is reused only while its inputs are
 * unchanged). Questions depend on the dilemma and set-up; the summary also on the answers and
 * the safety screen; everything after also on the issues confirmed or dismissed on the summary
 * screen; scripts and the final report also on the contacts.
 */
export function sectionInputKey(key: SectionKey, state: AnalysisState): string {
  const base = [state.dilemma?.text ?? '', state.setup ?? {}];
  if (key === 'questions') return inputKeyOf(base);
  const withAnswers = [...base, state.answers ?? {}, state.safetyScreen ?? {}];
  if (key === 'summary') return inputKeyOf(withAnswers);
  const withDecisions = [...withAnswers, state.issueDecisions ?? {}];
  if (key === 'scripts' || key === 'final') return inputKeyOf([...withDecisions, state.contacts ?? {}]);
  return inputKeyOf(withDecisions);
}
