/**
 * The one step order of the guided analysis. spec-1 §2 lists a different order for the progress
 * bar and names /ethical-model-analysis; PRODUCT.md fixes both: the bar follows this navigation
 * order and /ethical-model-analysis redirects to /model-analysis.
 */
export const STEP_ORDER = [
  { id: 'dilemma', path: '/dilemma-description', title: 'Describe Your Ethical Dilemma' },
  { id: 'questions', path: '/clarifying-questions', title: 'Clarifying Questions' },
  { id: 'summary', path: '/reflective-summary', title: 'Reflective Summary' },
  { id: 'risk', path: '/risk-assessment', title: 'Risk Assessment' },
  { id: 'timeline', path: '/timeline-analysis', title: 'Timeline Analysis' },
  { id: 'impact', path: '/impact-assessment', title: 'Impact Assessment' },
  { id: 'dualTrack', path: '/dual-track-analysis', title: 'Dual Track Analysis' },
  { id: 'stakeholders', path: '/stakeholder-analysis', title: 'Stakeholder Analysis' },
  { id: 'legal', path: '/legal-analysis', title: 'Legal Analysis' },
  { id: 'scripts', path: '/consultation-scripts', title: 'Consultation Scripts' },
  { id: 'model', path: '/model-analysis', title: 'Ethical Model Analysis' },
  { id: 'final', path: '/final-report', title: 'Final Report' },
] as const;

export type Step = (typeof STEP_ORDER)[number];
export type StepId = Step['id'];
export type StepPath = Step['path'];

export const STEP_COUNT = STEP_ORDER.length;

export function stepIndexOfPath(pathname: string): number {
  return STEP_ORDER.findIndex((step) => step.path === pathname);
}

/** Fraction of the bar to fill on a step route (step number ÷ 12), or null off the flow. */
export function progressForPath(pathname: string): number | null {
  const index = stepIndexOfPath(pathname);
  return index === -1 ? null : (index + 1) / STEP_COUNT;
}
