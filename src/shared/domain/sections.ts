/**
 * The section registry: every generated section of an analysis, once, in flow order. Step order,
 * routes, endpoints, screen titles, guards, cache keys, the engine's dispatch, the report and the
 * tests' lists are all derived from this list. The request and response schemas that go with each
 * key are bound in `src/shared/api/section-registry.ts` (kept apart so the first download of the
 * client does not carry every schema). docs/product.md "One analysis document" describes the
 * behaviour.
 */

/**
 * What a section can be made from. A section's cache key covers its own inputs and those of every
 * section it depends on, so a change to any of them makes it, and every later section, stale.
 */
export const SECTION_INPUTS = [
  'dilemma',
  'setup',
  'answers',
  'safetyScreen',
  'focusAdjustment',
  'issueDecisions',
  'disputedFactors',
  'stakeholders',
  'contacts',
] as const;
export type SectionInput = (typeof SECTION_INPUTS)[number];

type Definition = {
  key: string;
  /** The generation endpoint, under /api. */
  endpoint: string;
  /** The screen that shows it. */
  route: string;
  /** The screen's heading, or the section's heading on a screen it shares. */
  title: string;
  /** The section's name in self-contained requests and in `npm run analyze` output. */
  specName: string;
  /** Whether it has a screen of its own (a step of the guided flow). */
  step: boolean;
  /** Sections that must be current before this one can be generated or shown. */
  dependsOn: readonly string[];
  /** Inputs this section reads beyond those of the sections it depends on. */
  inputs: readonly SectionInput[];
};

export const SECTIONS = [
  {
    key: 'questions',
    endpoint: 'generate-clarifying-questions',
    route: '/clarifying-questions',
    title: 'Clarifying Questions',
    specName: 'clarifyingQuestions',
    step: true,
    dependsOn: [],
    inputs: ['dilemma', 'setup'],
  },
  {
    key: 'summary',
    endpoint: 'generate-reflective-summary',
    route: '/reflective-summary',
    title: 'Reflective Summary',
    specName: 'reflectiveSummary',
    step: true,
    dependsOn: ['questions'],
    inputs: ['answers', 'safetyScreen', 'focusAdjustment'],
  },
  {
    key: 'conversation',
    endpoint: 'generate-conversation-starters',
    route: '/reflective-summary',
    title: 'Practical Conversation Approaches',
    specName: 'conversationApproaches',
    step: false,
    dependsOn: ['summary'],
    inputs: ['issueDecisions'],
  },
  {
    key: 'risk',
    endpoint: 'generate-risk-assessment',
    route: '/risk-assessment',
    title: 'Risk Assessment',
    specName: 'riskAssessment',
    step: true,
    dependsOn: ['summary'],
    inputs: ['issueDecisions', 'disputedFactors'],
  },
  {
    key: 'timeline',
    endpoint: 'generate-timeline-analysis',
    route: '/timeline-analysis',
    title: 'Timeline Analysis',
    specName: 'timelineAnalysis',
    step: true,
    dependsOn: ['risk'],
    inputs: [],
  },
  {
    key: 'impact',
    endpoint: 'generate-impact-assessment',
    route: '/impact-assessment',
    title: 'Impact Assessment',
    specName: 'impactAssessment',
    step: true,
    dependsOn: ['timeline'],
    inputs: [],
  },
  {
    key: 'coping',
    endpoint: 'generate-coping-strategies',
    route: '/impact-assessment',
    title: 'Coping Strategies',
    specName: 'copingStrategies',
    step: false,
    dependsOn: ['impact'],
    inputs: [],
  },
  {
    key: 'dualTrack',
    endpoint: 'generate-dual-track-analysis',
    route: '/dual-track-analysis',
    title: 'Dual Track Analysis',
    specName: 'dualTrackAnalysis',
    step: true,
    dependsOn: ['impact'],
    inputs: [],
  },
  {
    key: 'stakeholders',
    endpoint: 'generate-stakeholder-analysis',
    route: '/stakeholder-analysis',
    title: 'Stakeholder Analysis',
    specName: 'stakeholderAnalysis',
    step: true,
    dependsOn: ['dualTrack'],
    inputs: ['stakeholders'],
  },
  {
    key: 'legal',
    endpoint: 'generate-legal-analysis',
    route: '/legal-analysis',
    title: 'Legal Analysis',
    specName: 'legalAnalysis',
    step: true,
    dependsOn: ['stakeholders'],
    inputs: [],
  },
  {
    key: 'scripts',
    endpoint: 'generate-consultation-scripts',
    route: '/consultation-scripts',
    title: 'Consultation Scripts',
    specName: 'consultationScripts',
    step: true,
    dependsOn: ['legal'],
    inputs: ['contacts'],
  },
  {
    key: 'model',
    endpoint: 'generate-model-analysis',
    route: '/model-analysis',
    title: 'Ethical Model Analysis',
    specName: 'modelAnalysis',
    step: true,
    dependsOn: ['scripts'],
    inputs: [],
  },
  {
    key: 'final',
    endpoint: 'generate-final-report',
    route: '/final-report',
    title: 'Final Report',
    specName: 'finalReport',
    step: true,
    dependsOn: ['model'],
    inputs: [],
  },
] as const satisfies readonly Definition[];

export type SectionDefinition = (typeof SECTIONS)[number];
export type SectionKey = SectionDefinition['key'];
export type GenerationEndpoint = SectionDefinition['endpoint'];
export type SectionOf<K extends SectionKey> = Extract<SectionDefinition, { key: K }>;

/** The generated sections, in flow order. */
export const SECTION_KEYS = SECTIONS.map((section) => section.key) as readonly SectionKey[];

const BY_KEY = new Map<string, SectionDefinition>(SECTIONS.map((section) => [section.key, section]));

export function sectionDefinition<K extends SectionKey>(key: K): SectionOf<K> {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`Unknown section ${key}`);
  return found as SectionOf<K>;
}

/** Every section `key` needs before it, directly or through another, in flow order. */
export function prerequisitesOf(key: SectionKey): SectionKey[] {
  const needed = new Set<SectionKey>();
  const visit = (current: SectionKey) => {
    for (const dependency of sectionDefinition(current).dependsOn as readonly SectionKey[]) {
      if (!needed.has(dependency)) {
        needed.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(key);
  return SECTION_KEYS.filter((candidate) => needed.has(candidate));
}

/** Every input a section's content depends on: its own and its prerequisites'. */
export function inputsOf(key: SectionKey): SectionInput[] {
  const inputs = new Set<SectionInput>(sectionDefinition(key).inputs);
  for (const dependency of prerequisitesOf(key)) for (const input of sectionDefinition(dependency).inputs) inputs.add(input);
  return SECTION_INPUTS.filter((input) => inputs.has(input));
}

