import type { z } from 'zod';
import { type GENERATION_ENDPOINTS, type GenerationEndpoint, type RoleExampleRequest, type RoleExampleResponse } from '../../shared/api/sections';
import { composeRoleExample, composeSection, type GenerationInput } from '../../engine/compose';

export type GenerationRequest<E extends GenerationEndpoint> = z.output<(typeof GENERATION_ENDPOINTS)[E]['request']>;
export type GenerationResponse<E extends GenerationEndpoint> = z.output<(typeof GENERATION_ENDPOINTS)[E]['response']>;

/**
 * What the routes ask of "the AI service" (spec: an AI service produces each section). The
 * built-in engine is the default; an LLM provider can implement the same interface later and
 * fall back to the built-in result, without touching the routes.
 */
export type AnalysisService = {
  readonly name: 'built-in' | 'llm';
  roleExample(request: RoleExampleRequest): Promise<RoleExampleResponse>;
  generate<E extends GenerationEndpoint>(endpoint: E, request: GenerationRequest<E>): Promise<GenerationResponse<E>>;
};

/** The request fields the engine reads, whatever the endpoint. */
export function toGenerationInput(request: Record<string, unknown>): GenerationInput {
  const r = request as Partial<{
    dilemma: string;
    role: string;
    state: string;
    experienceLevel: string;
    theoreticalOrientation: string;
    clarifyingAnswers: Record<string, string>;
    safetyScreen: GenerationInput['safetyScreen'];
    issueDecisions: GenerationInput['issueDecisions'];
    regenerationCount: number;
    focusAdjustment: GenerationInput['focusAdjustment'];
    focusStakeholder: string;
    addedStakeholders: string[];
    supervisorContact: GenerationInput['supervisorContact'];
    legalContact: GenerationInput['legalContact'];
    userName: string;
  }>;
  return {
    text: r.dilemma ?? '',
    role: r.role ?? '',
    state: r.state ?? '',
    experienceLevel: r.experienceLevel,
    theoreticalOrientation: r.theoreticalOrientation,
    clarifyingAnswers: r.clarifyingAnswers,
    safetyScreen: r.safetyScreen,
    issueDecisions: r.issueDecisions,
    regenerationCount: r.regenerationCount,
    focusAdjustment: r.focusAdjustment,
    focusStakeholder: r.focusStakeholder,
    addedStakeholders: r.addedStakeholders,
    supervisorContact: r.supervisorContact,
    legalContact: r.legalContact,
    userName: r.userName,
  };
}

export function createBuiltInService(): AnalysisService {
  return {
    name: 'built-in',
    roleExample: async (request) => composeRoleExample({ role: request.role, state: request.state, variant: request.variant }),
    generate: async (endpoint, request) =>
      composeSection(endpoint, toGenerationInput(request as Record<string, unknown>)) as unknown as GenerationResponse<typeof endpoint>,
  };
}
