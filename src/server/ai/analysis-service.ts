import type { GenerationInput, Understanding } from '../../engine';
import type { SectionRequest, SectionResponse } from '../../shared/api/section-registry';
import type { RoleExampleRequest, RoleExampleResponse } from '../../shared/api/sections';
import type { SectionKey } from '../../shared/domain/sections';
import { inputKeyOf } from '../../shared/domain/section-inputs';
import { loadEngine } from './load-engine';

export type { GenerationInput };

/**
 * What the routes ask of "the AI service" (decision 006): the built-in engine is the default; an
 * LLM provider can implement the same interface later and fall back to the built-in result,
 * without touching the routes.
 */
export type AnalysisService = {
  readonly name: 'built-in' | 'llm';
  roleExample(request: RoleExampleRequest): Promise<RoleExampleResponse>;
  generate<K extends SectionKey>(key: K, input: GenerationInput): Promise<SectionResponse<K>>;
};

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
export function createBuiltInService(): AnalysisService {
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
    roleExample: async (request) => (await loadEngine()).composeRoleExample({ role: request.role, state: request.state, variant: request.variant }),
    generate: async (key, input) => {
      const understanding = await understand(input);
      return (await loadEngine()).composeSection(key, input, understanding) as unknown as SectionResponse<typeof key>;
    },
  };
}
