import type { AnalysisState } from '../api/analyses';
import { SECTION_KEYS, sectionDefinition } from './sections';

/**
 * Who writes the sections: the built-in engine, or a language model it grounds (decision 013).
 * Zod-free, so the screens can say so without loading the response schemas.
 */

/**
 * Why the built-in engine wrote a section although a language model is configured. The first four
 * are the model failing; `identifiers` is the identifier guard keeping the text on the server.
 */
export const FALLBACK_REASONS = ['timeout', 'provider_error', 'refusal', 'invalid_output', 'identifiers'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/** The notice shown with a section the built-in engine wrote in a model's place (screens and reports). */
export function fallbackNotice(reason: FallbackReason | undefined, model: string | undefined): string {
  const who = model ? `The language model (${model})` : 'The language model';
  switch (reason) {
    case 'identifiers':
      return `${who} was not used for this section because the description or your answers contain what look like identifiers (names, dates, numbers). Replace them with placeholders to use the model; the built-in engine wrote this section.`;
    case 'timeout':
      return `${who} did not answer in time, so the built-in engine wrote this section.`;
    case 'refusal':
      return `${who} declined to write this section, so the built-in engine wrote it.`;
    case 'invalid_output':
      return `${who} did not produce a usable section, so the built-in engine wrote it.`;
    default:
      return `${who} could not be reached, so the built-in engine wrote this section.`;
  }
}

/** Who wrote a section, in a few words (the screens' badge and the reports). */
export function authorOf(meta: { engine: 'built-in' | 'llm'; model?: string; fallback?: boolean }): string {
  return meta.engine === 'llm' ? `${meta.model ?? 'a language model'}, grounded by the built-in engine` : 'the built-in engine';
}

/** Who wrote each stored section, grouped: a model, the built-in engine in a model's place, or the built-in engine. */
export function authorship(state: AnalysisState): string[] {
  const groups = new Map<string, string[]>();
  for (const key of SECTION_KEYS) {
    const data = state.sections?.[key]?.data;
    if (!data) continue;
    const author = data.fallback
      ? `The built-in engine, in place of ${data.model ?? 'the language model'}`
      : `Written by ${authorOf(data)}`;
    groups.set(author, [...(groups.get(author) ?? []), sectionDefinition(key).title]);
  }
  return [...groups].map(([author, titles]) => `${author.charAt(0).toUpperCase()}${author.slice(1)}: ${titles.join(', ')}.`);
}

