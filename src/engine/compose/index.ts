/**
 * Every section composer, keyed by the generation endpoint that serves it, plus `composeAll` for
 * the CLI. The registry is the one place that knows which composer answers which endpoint.
 */
import type { GenerationEndpoint } from '../../shared/api/sections';
import { composeClarifyingQuestions } from './clarifying-questions';
import { buildContext, type AnalysisContext, type GenerationInput } from './context';
import { composeConversationApproaches } from './conversation-approaches';
import { composeCoping } from './coping';
import { composeDualTrack } from './dual-track';
import { composeFinalReport } from './final-report';
import { composeImpact } from './impact';
import { composeLegal } from './legal';
import { composeModelAnalysis } from './model-analysis';
import { composeReflectiveSummary } from './reflective-summary';
import { composeRiskAssessment } from './risk-assessment';
import { composeRoleExample } from './role-example';
import { safetyScreenStatus } from './safety-screen-status';
import { composeScripts } from './scripts';
import { composeStakeholders } from './stakeholders';
import { composeTimeline } from './timeline';

export { buildContext, composeRoleExample };
export type { AnalysisContext, GenerationInput };

export const COMPOSERS = {
  'generate-clarifying-questions': composeClarifyingQuestions,
  'generate-reflective-summary': composeReflectiveSummary,
  'generate-conversation-starters': composeConversationApproaches,
  'generate-risk-assessment': composeRiskAssessment,
  'generate-timeline-analysis': composeTimeline,
  'generate-impact-assessment': composeImpact,
  'generate-coping-strategies': composeCoping,
  'generate-dual-track-analysis': composeDualTrack,
  'generate-stakeholder-analysis': composeStakeholders,
  'generate-legal-analysis': composeLegal,
  'generate-consultation-scripts': composeScripts,
  'generate-model-analysis': composeModelAnalysis,
  'generate-final-report': composeFinalReport,
} satisfies Record<GenerationEndpoint, (ctx: AnalysisContext) => unknown>;

export type ComposerOutput<E extends GenerationEndpoint> = ReturnType<(typeof COMPOSERS)[E]>;

/** Every section carries where the safety screen stands, so every screen can say so. */
function withScreenStatus<T extends object>(ctx: AnalysisContext, section: T): T {
  return { ...section, safety_screen: safetyScreenStatus(ctx.understanding) };
}

export function composeSection<E extends GenerationEndpoint>(endpoint: E, input: GenerationInput): ComposerOutput<E> {
  const composer = COMPOSERS[endpoint] as (ctx: AnalysisContext) => ComposerOutput<E>;
  const ctx = buildContext(input);
  return withScreenStatus(ctx, composer(ctx));
}

/** Every section for one dilemma, in flow order, from one shared context (the CLI's output). */
export function composeAll(input: GenerationInput) {
  const ctx = buildContext(input);
  const all = {
    clarifyingQuestions: composeClarifyingQuestions(ctx),
    reflectiveSummary: composeReflectiveSummary(ctx),
    conversationApproaches: composeConversationApproaches(ctx),
    riskAssessment: composeRiskAssessment(ctx),
    timelineAnalysis: composeTimeline(ctx),
    impactAssessment: composeImpact(ctx),
    copingStrategies: composeCoping(ctx),
    dualTrackAnalysis: composeDualTrack(ctx),
    stakeholderAnalysis: composeStakeholders(ctx),
    legalAnalysis: composeLegal(ctx),
    consultationScripts: composeScripts(ctx),
    modelAnalysis: composeModelAnalysis(ctx),
    finalReport: composeFinalReport(ctx),
  };
  return Object.fromEntries(Object.entries(all).map(([name, section]) => [name, withScreenStatus(ctx, section)])) as typeof all;
}
