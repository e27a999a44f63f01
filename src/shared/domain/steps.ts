import { SECTIONS, type SectionDefinition } from './sections';

/**
 * The one step order of the guided analysis: the dilemma, then every section with a screen of its
 * own, in the registry's order (`sections.ts`). The progress bar follows it, and the legacy
 * /ethical-model-analysis path redirects to /model-analysis (docs/product.md "Guided flow").
 */
const DILEMMA_STEP = { id: 'dilemma', path: '/dilemma-description', title: 'Describe Your Ethical Dilemma' } as const;

type StepSection = Extract<SectionDefinition, { step: true }>;
type StepOf<S> = S extends StepSection ? { readonly id: S['key']; readonly path: S['route']; readonly title: S['title'] } : never;

export type Step = typeof DILEMMA_STEP | StepOf<StepSection>;
export type StepId = Step['id'];
export type StepPath = Step['path'];

export const STEP_ORDER: readonly Step[] = [
  DILEMMA_STEP,
  ...SECTIONS.filter((section): section is StepSection => section.step).map((section) => ({ id: section.key, path: section.route, title: section.title }) as Step),
];

export const STEP_COUNT = STEP_ORDER.length;

export function stepIndexOfPath(pathname: string): number {
  return STEP_ORDER.findIndex((step) => step.path === pathname);
}

/** Fraction of the bar to fill on a step route (step number ÷ 12), or null off the flow. */
export function progressForPath(pathname: string): number | null {
  const index = stepIndexOfPath(pathname);
  return index === -1 ? null : (index + 1) / STEP_COUNT;
}
