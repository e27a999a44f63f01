import type { GenerationInput, Understanding } from '../../engine';
import type { SectionHighlight, SectionRequest, SectionResponse } from '../../shared/api/section-registry';
import type { RoleExampleRequest, RoleExampleResponse } from '../../shared/api/sections';
import type { SectionKey } from '../../shared/domain/sections';
import { inputKeyOf } from '../../shared/domain/section-inputs';
import { loadEngine } from './load-engine';

export type { GenerationInput };

/** What a caller can add to a generation beyond the inputs. */
export type GenerateOptions = {
  /** Aborted when nobody waits for the section any more (the screen was left). */
  signal?: AbortSignal;
  /** The section so far, as a model writes it (a partial object, not yet checked). */
  onPartial?: (partial: unknown) => void;
  /** The confirmed sections before this one, as the report's highlights (a model's grounding). */
  earlier?: SectionHighlight[];
  /** The clarifying questions by id, so a model reads each answer with its question. */
  questions?: Record<string, string>;
  /** The stored risk section's score: later sections never state a lower one. */
  settledRiskScore?: number;
  /** Called once just before a model is asked (never for the built-in engine): throws to refuse (a rate limit). */
  beforeModelCall?: () => Promise<void>;
};

/**
 * What the routes ask of "the AI service" (decision 006): the built-in engine is the default; a
 * language model grounded by it implements the same interface and falls back to the built-in
 * section (decision 013), without touching the routes.
 */
export type AnalysisService = {
  readonly name: 'built-in' | 'llm';
  /** With a language model: the protocol and the model's name (health check, badge, sections). */
  readonly provider?: 'openai-compatible' | 'anthropic';
  readonly model?: string;
  /** With a language model: the built-in engine it is grounded by (the /test-report sample is always the engine's). */
  readonly builtIn?: AnalysisService;
  roleExample(request: RoleExampleRequest): Promise<RoleExampleResponse>;
  generate<K extends SectionKey>(key: K, input: GenerationInput, options?: GenerateOptions): Promise<SectionResponse<K>>;
};

/** The built-in engine, with the understanding it grounds a model's prompt with. */
export type BuiltInService = AnalysisService & { understand(input: GenerationInput): Promise<Understanding> };

/** The fields of a self-contained generation request that the engine reads, whatever the section. */
export function toGenerationInput(request: SectionRequest<SectionKey>): GenerationInput {
  const r = request as Partial<SectionRequest<'final'> & SectionRequest<'summary'> & SectionRequest<'stakeholders'>>;
  return {
    text: r.dilemma ?? '',
    role: r.role ?? '',
    state: r.state ?? '',
    experienceLevel: r.experienceLevel,
    theoreticalOrientation: r.theoreticalOrientation,
    clarifyingAnswers: r.clarifyingAnswers,
    safetyScreen: r.safetyScreen,
    issueDecisions: r.issueDecisions,
    disputedFactors: r.disputedFactors,
    regenerationCount: r.regenerationCount,
    focusAdjustment: r.focusAdjustment,
    focusStakeholder: r.focusStakeholder,
    addedStakeholders: r.addedStakeholders,
    supervisorContact: r.supervisorContact,
    legalContact: r.legalContact,
    userName: r.userName,
  };
}

/** How many understandings the built-in service keeps (one per set of inputs, most recent first). */
const UNDERSTANDING_CACHE_SIZE = 64;

/** The inputs the engine's understanding is made from: everything else only shapes a section. */
function understandingKey(input: GenerationInput): string {
  const { text, role, state, experienceLevel, theoreticalOrientation, clarifyingAnswers, safetyScreen, issueDecisions } = input;
  return inputKeyOf({ text, role, state, experienceLevel, theoreticalOrientation, clarifyingAnswers, safetyScreen, issueDecisions });
}

/**
 * The built-in engine. The understanding of a dilemma is computed once per set of inputs and
 * reused by every section made from them, rather than once per section.
 */
export function createBuiltInService(): BuiltInService {
  const understandings = new Map<string, Understanding>();
  const understand = async (input: GenerationInput): Promise<Understanding> => {
    const key = understandingKey(input);
    const cached = understandings.get(key);
    if (cached) {
      // Most recently used last, so the oldest is the first to go.
      understandings.delete(key);
      understandings.set(key, cached);
      return cached;
    }
    const fresh = (await loadEngine()).understandDilemma(input);
    understandings.set(key, fresh);
    if (understandings.size > UNDERSTANDING_CACHE_SIZE) understandings.delete(understandings.keys().next().value as string);
    return fresh;
  };
  return {
    name: 'built-in',
    understand,
    roleExample: async (request) => (await loadEngine()).composeRoleExample({ role: request.role, state: request.state, variant: request.variant }),
    generate: async (key, input) => {
      const understanding = await understand(input);
      return (await loadEngine()).composeSection(key, input, understanding) as unknown as SectionResponse<typeof key>;
    },
  };
}
