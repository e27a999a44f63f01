/**
 * Every section composer, keyed by the section registry's keys (`src/shared/domain/sections.ts`),
 * plus `composeAll` for the CLI. This is the one place that knows which composer makes which
 * section; the registry says which endpoint serves it.
 */
import type { RiskAssessmentResponse } from '../../shared/api/sections';
import { SECTIONS, type SectionDefinition, type SectionKey } from '../../shared/domain/sections';
import { assessRisk, isDisputableFactor, withoutDisputed } from '../risk';
import type { Understanding } from '../types';
import { understandDilemma } from '../understand';
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
export { checkConsistency, sectionViolations, type ConsistencyRule, type Violation } from './consistency';
export type { AnalysisContext, GenerationInput };

export const COMPOSERS = {
  questions: composeClarifyingQuestions,
  summary: composeReflectiveSummary,
  conversation: composeConversationApproaches,
  risk: composeRiskAssessment,
  timeline: composeTimeline,
  impact: composeImpact,
  coping: composeCoping,
  dualTrack: composeDualTrack,
  stakeholders: composeStakeholders,
  legal: composeLegal,
  scripts: composeScripts,
  model: composeModelAnalysis,
  final: composeFinalReport,
} satisfies Record<SectionKey, (ctx: AnalysisContext) => unknown>;

export type ComposerOutput<K extends SectionKey> = ReturnType<(typeof COMPOSERS)[K]>;

/**
 * The context every composer reads: the understanding (computed here unless the caller has it
 * for these inputs) without the findings the practitioner disputed, and the risk scored from it.
 */
function contextFor(input: GenerationInput, understanding: Understanding): AnalysisContext {
  return buildContext(input, withoutDisputed(understanding, Object.keys(input.disputedFactors ?? {})));
}

/**
 * Every section carries where the safety screen stands. The risk section also marks which
 * factors can be disputed and, when some are, keeps the rubric's own reading beside the score
 * recomputed without them, with the practitioner's reasons.
 */
function finish<K extends SectionKey>(key: K, ctx: AnalysisContext, section: ComposerOutput<K>, understanding: Understanding): ComposerOutput<K> {
  const out = { ...section, safety_screen: safetyScreenStatus(ctx.understanding) };
  return (key === 'risk' ? withDisputes(out as unknown as RiskAssessmentResponse, understanding, ctx.input.disputedFactors) : out) as ComposerOutput<K>;
}

function withDisputes(section: RiskAssessmentResponse, understanding: Understanding, disputed: Record<string, string> | undefined): RiskAssessmentResponse {
  const factors = section.factors.map((factor) => ({ ...factor, disputable: isDisputableFactor(factor.id) }));
  const reasons = disputed ?? {};
  const reading = assessRisk(understanding);
  const set = reading.factors.filter((factor) => isDisputableFactor(factor.id) && reasons[factor.id] !== undefined);
  if (set.length === 0) return { ...section, factors };
  return {
    ...section,
    factors,
    engine_reading: { risk_score: reading.score, level: reading.level, rationale: reading.rationale },
    disputed_factors: set.map((factor) => ({ ...factor, disputable: true, reason: reasons[factor.id] ?? '' })),
  };
}

export function composeSection<K extends SectionKey>(key: K, input: GenerationInput, understanding: Understanding = understandDilemma(input)): ComposerOutput<K> {
  const composer = COMPOSERS[key] as (ctx: AnalysisContext) => ComposerOutput<K>;
  const ctx = contextFor(input, understanding);
  return finish(key, ctx, composer(ctx), understanding);
}

export type AllSections = { [S in SectionDefinition as S['specName']]: ComposerOutput<S['key']> };

/**
 * Every section for one dilemma, in flow order and named as the spec names them, from one context
 * (the CLI's output). `understanding` may be passed in when the caller already has it for these inputs.
 */
export function composeAll(input: GenerationInput, understanding: Understanding = understandDilemma(input)): AllSections {
  const ctx = contextFor(input, understanding);
  return Object.fromEntries(
    SECTIONS.map((section) => [section.specName, finish(section.key, ctx, (COMPOSERS[section.key] as (c: AnalysisContext) => ComposerOutput<SectionKey>)(ctx), understanding)]),
  ) as AllSections;
}
