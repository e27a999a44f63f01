import { Hono } from 'hono';
import type { AnalysisState, SectionKey, StoredSection } from '../../shared/api/analyses';
import { sectionInputKey } from '../../shared/domain/section-inputs';
import { composeAll, type GenerationInput } from '../../engine/compose';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { requireUser } from '../middleware/session';
import { createDraft, toAnalysisResponse } from '../services/analyses';

/** A built-in sample for /test-report: a school counselor, a minor, a threat and a parent. */
export const SAMPLE_STATE: AnalysisState = {
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

const ORDER: Array<[SectionKey, keyof ReturnType<typeof composeAll>]> = [
  ['questions', 'clarifyingQuestions'],
  ['summary', 'reflectiveSummary'],
  ['conversation', 'conversationApproaches'],
  ['risk', 'riskAssessment'],
  ['timeline', 'timelineAnalysis'],
  ['impact', 'impactAssessment'],
  ['coping', 'copingStrategies'],
  ['dualTrack', 'dualTrackAnalysis'],
  ['stakeholders', 'stakeholderAnalysis'],
  ['legal', 'legalAnalysis'],
  ['scripts', 'consultationScripts'],
  ['model', 'modelAnalysis'],
  ['final', 'finalReport'],
];

/** Every section of the sample, stored exactly as the client would store it. */
export function sampleAnalysisState(now: Date): AnalysisState {
  const input: GenerationInput = {
    text: SAMPLE_STATE.dilemma!.text,
    role: SAMPLE_STATE.setup!.role,
    state: SAMPLE_STATE.setup!.state,
    experienceLevel: SAMPLE_STATE.setup!.experienceLevel,
    theoreticalOrientation: SAMPLE_STATE.setup!.theoreticalOrientation,
    clarifyingAnswers: {},
    supervisorContact: SAMPLE_STATE.contacts!.supervisor,
  };
  const all = composeAll(input);
  const sections: Partial<Record<SectionKey, StoredSection>> = {};
  for (const [key, name] of ORDER) {
    sections[key] = {
      data: all[name] as unknown as Record<string, unknown>,
      inputKey: sectionInputKey(key, SAMPLE_STATE),
      confirmed: true,
      regenerationCount: 0,
      generatedAt: now.toISOString(),
    };
  }
  return { ...SAMPLE_STATE, sections };
}

/** spec-2 /test-report: a developer helper, off in production unless DEMO_MODE is set. */
export const testReportRoutes = new Hono<AppEnv>().post('/test-report', async (c) => {
  const { env, database, now } = c.get('deps');
  if (env.NODE_ENV === 'production' && !env.DEMO_MODE) throw new AppError('not_found', 'Not found');
  const { user } = requireUser(c);
  const row = await createDraft({ db: database.db, userId: user.id, state: sampleAnalysisState(now()), now: now() });
  return c.json(toAnalysisResponse(row), 201);
});
