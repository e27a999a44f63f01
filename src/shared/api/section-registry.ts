import type { z } from 'zod';
import { issueCategoryLabel } from '../domain/issue-categories';
import { SECTION_KEYS, SECTIONS, type GenerationEndpoint, type SectionDefinition, type SectionKey } from '../domain/sections';
import type { AnalysisState } from './analyses';
import {
  ClarifyingQuestionsRequestSchema,
  ClarifyingQuestionsResponseSchema,
  ConversationStartersRequestSchema,
  ConversationStartersResponseSchema,
  CopingRequestSchema,
  CopingResponseSchema,
  DualTrackRequestSchema,
  DualTrackResponseSchema,
  FinalReportRequestSchema,
  FinalReportResponseSchema,
  ImpactRequestSchema,
  ImpactResponseSchema,
  LegalRequestSchema,
  LegalResponseSchema,
  ModelAnalysisRequestSchema,
  ModelAnalysisResponseSchema,
  ReflectiveSummaryRequestSchema,
  ReflectiveSummaryResponseSchema,
  RiskAssessmentRequestSchema,
  RiskAssessmentResponseSchema,
  ScriptsRequestSchema,
  ScriptsResponseSchema,
  StakeholderRequestSchema,
  StakeholderResponseSchema,
  TimelineRequestSchema,
  TimelineResponseSchema,
  type SectionCitation,
} from './sections';

/** A section's lines in the comprehensive report ("Highlights of every step"). */
export type SectionHighlight = { title: string; lines: string[] };

/**
 * The contracts of every section in the registry (`src/shared/domain/sections.ts`): its request
 * and response schema. Keyed by section, so a section missing here is a type error.
 */
export const SECTION_CONTRACTS = {
  questions: { request: ClarifyingQuestionsRequestSchema, response: ClarifyingQuestionsResponseSchema },
  summary: { request: ReflectiveSummaryRequestSchema, response: ReflectiveSummaryResponseSchema },
  conversation: { request: ConversationStartersRequestSchema, response: ConversationStartersResponseSchema },
  risk: { request: RiskAssessmentRequestSchema, response: RiskAssessmentResponseSchema },
  timeline: { request: TimelineRequestSchema, response: TimelineResponseSchema },
  impact: { request: ImpactRequestSchema, response: ImpactResponseSchema },
  coping: { request: CopingRequestSchema, response: CopingResponseSchema },
  dualTrack: { request: DualTrackRequestSchema, response: DualTrackResponseSchema },
  stakeholders: { request: StakeholderRequestSchema, response: StakeholderResponseSchema },
  legal: { request: LegalRequestSchema, response: LegalResponseSchema },
  scripts: { request: ScriptsRequestSchema, response: ScriptsResponseSchema },
  model: { request: ModelAnalysisRequestSchema, response: ModelAnalysisResponseSchema },
  final: { request: FinalReportRequestSchema, response: FinalReportResponseSchema },
} satisfies { [K in SectionKey]: { request: z.ZodType; response: z.ZodType<object> } };

type SectionContracts = typeof SECTION_CONTRACTS;
export type SectionResponse<K extends SectionKey> = z.output<SectionContracts[K]['response']>;
export type SectionRequest<K extends SectionKey> = z.output<SectionContracts[K]['request']>;

/** What each section contributes to the comprehensive report, in flow order. */
const HIGHLIGHTS: { [K in SectionKey]?: (data: SectionResponse<K>) => SectionHighlight } = {
  summary: (data) => ({
    title: 'Reflective summary',
    lines: [
      data.summary,
      data.complexity && `Complexity: ${data.complexity}`,
      data.urgency && `Urgency: ${data.urgency}`,
      data.issues.length > 0 ? `Issues: ${data.issues.map(issueCategoryLabel).join(', ')}` : '',
    ],
  }),
  risk: (data) => ({
    title: 'Risk assessment',
    lines: [data.rationale, ...data.factors.map((factor) => `${factor.label} (${factor.weight >= 0 ? '+' : ''}${factor.weight})`)],
  }),
  timeline: (data) => ({
    title: 'Timeline',
    lines: [data.urgency_level, ...data.timeline_sections.map((s) => `${s.title}: ${s.actions.slice(0, 2).join('; ')}`), ...data.critical_alerts],
  }),
  impact: (data) => ({ title: 'Impact on you', lines: [data.assessment] }),
  dualTrack: (data) => ({ title: 'Professional and personal values', lines: [data.synthesis] }),
  stakeholders: (data) => ({ title: 'Stakeholders', lines: [data.overview, data.stakeholders.map((s) => s.name).join(', ')] }),
  legal: (data) => ({ title: 'Legal analysis', lines: [data.overview, ...data.compliance_requirements.map((r) => `${r.requirement} — ${r.deadline}`)] }),
  scripts: (data) => ({ title: 'Consultation scripts', lines: data.scripts.consultation_scripts.map((s) => `${s.title}: ${s.purpose}`) }),
  model: (data) => ({
    title: 'Ethical models',
    lines: [data.overview, data.professional_consensus.unified_recommendation, `Models applied: ${data.ethical_models.map((m) => m.name).join(', ')}`],
  }),
};

/** Every generation endpoint: path → request and response schema, derived from the registry. */
export const GENERATION_ENDPOINTS = Object.fromEntries(
  SECTIONS.map((section) => [section.endpoint, { key: section.key, request: SECTION_CONTRACTS[section.key].request, response: SECTION_CONTRACTS[section.key].response }]),
) as unknown as {
  [E in GenerationEndpoint]: {
    key: KeyOfEndpoint<E>;
    request: SectionContracts[KeyOfEndpoint<E>]['request'];
    response: SectionContracts[KeyOfEndpoint<E>]['response'];
  };
};
type KeyOfEndpoint<E extends GenerationEndpoint> = Extract<SectionDefinition, { endpoint: E }>['key'];

/** The comprehensive report's lines for one stored section, empty lines dropped. */
function highlightOf<K extends SectionKey>(key: K, data: SectionResponse<K>): SectionHighlight | null {
  const highlighter = HIGHLIGHTS[key] as ((data: SectionResponse<K>) => SectionHighlight) | undefined;
  if (!highlighter) return null;
  const highlight = highlighter(data);
  const lines = highlight.lines.filter((line): line is string => typeof line === 'string' && line.trim().length > 0);
  return lines.length > 0 ? { title: highlight.title, lines } : null;
}

/** Every step's highlight for the comprehensive report, in flow order. */
export function reportHighlights(state: AnalysisState): SectionHighlight[] {
  return SECTION_KEYS.flatMap((key) => {
    const stored = state.sections?.[key];
    const highlight = stored ? highlightOf(key, stored.data as never) : null;
    return highlight ? [highlight] : [];
  });
}

/** Every citation of every section, once. */
export function reportCitations(state: AnalysisState): SectionCitation[] {
  const seen = new Map<string, SectionCitation>();
  for (const key of SECTION_KEYS) for (const c of state.sections?.[key]?.data.citations ?? []) seen.set(`${c.source}|${c.section}`, c);
  return [...seen.values()];
}
