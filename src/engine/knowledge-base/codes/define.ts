import type { IssueCategoryId } from '../../../shared/domain/issue-categories';
import type { CodeId, CodeSection } from '../types';

/** The date the knowledge base was last re-checked against its sources (README explains how to re-check). */
export const KB_LAST_CHECKED = '2026-11-21';

/**
 * How well a section number and title are confirmed: seen in the code text or a near-primary copy
 * ('primary'), seen only in secondary material ('secondary'), or not confirmed ('unconfirmed');
 * only 'primary' becomes `verified: true`.
 */
export type Confirmation = 'primary' | 'secondary' | 'unconfirmed';

export type SectionInput = {
  section: string;
  title: string;
  summary: string;
  categories: IssueCategoryId[];
  status: Confirmation;
  onlyWhen?: CodeSection['onlyWhen'];
  /** Overrides the code's default source when the section was confirmed somewhere more specific. */
  source?: string;
  note?: string;
};

const DEFAULT_NOTES: Record<Exclude<Confirmation, 'primary'>, string> = {
  secondary: 'Number and title seen only in secondary material (study guides, CE courses); confirm against the full code text.',
  unconfirmed: 'Number and title not yet confirmed against the code text; check the current edition before relying on it.',
};

export function defineSections(code: CodeId, defaultSource: string, inputs: SectionInput[]): CodeSection[] {
  return inputs.map((input) => {
    const base = {
      code,
      section: input.section,
      title: input.title,
      summary: input.summary,
      categories: input.categories,
      source: input.source ?? defaultSource,
      lastChecked: KB_LAST_CHECKED,
      verified: input.status === 'primary',
      ...(input.onlyWhen ? { onlyWhen: input.onlyWhen } : {}),
    };
    const note = input.status === 'primary' ? input.note : (input.note ?? DEFAULT_NOTES[input.status]);
    return note ? { ...base, note } : base;
  });
}
