import { Hono } from 'hono';
import type { AnalysisInputs, AnalysisState, SampleAnalysisResponse } from '../../shared/api/analyses';
import { storeSection } from '../../shared/domain/analysis-document';
import { SECTION_KEYS } from '../../shared/domain/sections';
import type { AnalysisService } from '../ai/analysis-service';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { requireUser } from '../middleware/session';
import { generateChecked, parseGenerationRequest } from '../services/generation';

/** A built-in sample for /test-report: a school counselor, a minor's disclosure of abuse at home, a parent and a passing wish to disappear. */
export const SAMPLE_INPUTS: AnalysisInputs = {
  currentStep: '/comprehensive-report',
  setup: { role: 'school-counselor', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
  contacts: {
    supervisor: { name: 'District lead counselor', phone: '(555) 010-0101', email: 'lead.counselor@example.org' },
    attorney: { name: '', phone: '', email: '' },
  },
  dilemma: {
    text:
      'A 15-year-old student I see weekly told me today that she is tired of her stepfather hitting her when he drinks and showed me bruises on her arm. ' +
      'She begged me not to tell anyone because she is afraid he will take it out on her younger brother, and she said her mother will be furious. ' +
      'She also mentioned that some nights she wishes she could just disappear, but she denies any plan. I am not sure how to keep her trust while doing what I have to do.',
  },
  answers: {},
};

/** Every section of the sample, made by the analysis service as a draft's sections are. */
export async function sampleAnalysisState(service: AnalysisService, now: Date, log: (facts: Record<string, unknown>, message: string) => void): Promise<AnalysisState> {
  const request = {
    dilemma: SAMPLE_INPUTS.dilemma?.text,
    ...SAMPLE_INPUTS.setup,
    clarifyingAnswers: {},
    supervisorContact: SAMPLE_INPUTS.contacts?.supervisor,
  };
  let state: AnalysisState = SAMPLE_INPUTS;
  for (const key of SECTION_KEYS) {
    const section = await generateChecked(service, key, parseGenerationRequest(key, request), log);
    state = storeSection(state, key, section, { regenerationCount: 0, generatedAt: now.toISOString() });
  }
  return state;
}

/**
 * /test-report's sample: a developer helper, off in production unless DEMO_MODE is set. It is
 * read-only — made for the request and never stored, so it never enters the user's analyses.
 */
export function testReportRoutes(service: AnalysisService) {
  return new Hono<AppEnv>().get('/test-report', async (c) => {
    const { env, logger, now } = c.get('deps');
    if (env.NODE_ENV === 'production' && !env.DEMO_MODE) throw new AppError('not_found', 'Not found');
    requireUser(c);
    const log = (facts: Record<string, unknown>, message: string) => logger.error({ requestId: c.get('requestId'), ...facts }, message);
    const body: SampleAnalysisResponse = { sample: true, state: await sampleAnalysisState(service, now(), log) };
    return c.json(body);
  });
}
