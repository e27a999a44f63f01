import type { AnalysisState } from '../../shared/api/analyses';
import { reportHighlights, SECTION_CONTRACTS, type SectionHighlight, type SectionResponse } from '../../shared/api/section-registry';
import type { z } from 'zod';
import { DILEMMA_TOO_LONG_MESSAGE, NOTHING_TO_CORRECT, type DraftGenerationRequestSchema } from '../../shared/api/sections';
import {
  applyCorrection,
  currentSection,
  firstMissingPrerequisite,
  sectionsToBringUpToDate,
  storeSection,
} from '../../shared/domain/analysis-document';
import { DEFAULT_EXPERIENCE_LEVEL } from '../../shared/domain/profile-options';
import { sectionInputKey } from '../../shared/domain/section-inputs';
import { SECTION_KEYS, sectionDefinition, type SectionInput, type SectionKey } from '../../shared/domain/sections';
import type { AnalysisService, GenerateOptions } from '../ai/analysis-service';
import { toGenerationInput } from '../ai/analysis-service';
import type { Database } from '../db/client';
import type { AnalysisRow, UserRow } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { parseWith } from '../lib/validate';
import { getAnalysis, staleVersion, writeState } from './analyses';
import { readState } from './analysis-state';
import { jobId, type GenerationJobs } from './generation-jobs';
import { countAttempt, LIMITS } from './limits';

/** The failure every generation reports, naming the section ("Failed to generate risk assessment"). */
export function generationFailed(key: SectionKey): AppError {
  const name = sectionDefinition(key).endpoint.replace(/^generate-/, '').replace(/-/g, ' ');
  return new AppError('ai_unavailable', `Failed to generate ${name}. Please try again.`);
}

export type GenerationLog = (facts: Record<string, unknown>, message: string) => void;

/**
 * Asks the service for one section and checks the answer against the section's response schema.
 * Only the paths of a schema problem are logged: never the generated text or the dilemma.
 */
export async function generateChecked<K extends SectionKey>(
  service: AnalysisService,
  key: K,
  request: unknown,
  log: GenerationLog,
  options: GenerateOptions = {},
): Promise<SectionResponse<K>> {
  let response: unknown;
  try {
    response = await service.generate(key, toGenerationInput(request as never), options);
  } catch (error) {
    // A limit (429) says what to do; a request nobody waits for any more needs no answer.
    if (error instanceof AppError || options.signal?.aborted) throw error;
    log({ section: key, err: error }, 'generation failed');
    throw generationFailed(key);
  }
  const checked = SECTION_CONTRACTS[key].response.safeParse(response);
  if (!checked.success) {
    log({ section: key, issues: checked.error.issues.slice(0, 5).map((issue) => issue.path.join('.')) }, 'generated section failed its schema');
    throw generationFailed(key);
  }
  return checked.data as SectionResponse<K>;
}

/** A self-contained request (no draft): answered, not stored; a model call counts against the user's budget. */
export function generateSelfContained<K extends SectionKey>(options: {
  db: Database;
  service: AnalysisService;
  runtime: GenerationRuntime;
  user: UserRow;
  key: K;
  raw: unknown;
  now: Date;
  log: GenerationLog;
  signal?: AbortSignal;
}): Promise<SectionResponse<K>> {
  const { db, service, runtime, user, key, now, log, signal } = options;
  return generateChecked(service, key, parseGenerationRequest(key, options.raw), log, { signal, beforeModelCall: modelCallCounter(db, runtime, user, now) });
}

/** A dilemma over the cap is too large, not malformed: 413 with the reason. */
export function parseGenerationRequest<K extends SectionKey>(key: K, raw: unknown) {
  try {
    return parseWith(SECTION_CONTRACTS[key].request, raw);
  } catch (error) {
    if (error instanceof AppError && error.details?.dilemma === DILEMMA_TOO_LONG_MESSAGE) {
      throw new AppError('payload_too_large', DILEMMA_TOO_LONG_MESSAGE, error.details);
    }
    throw error;
  }
}

/** The self-contained request a section is made from, read from the draft (the profile fills gaps in the set-up). */
function requestFromDraft(state: AnalysisState, user: UserRow, key: SectionKey): Record<string, unknown> {
  const setup = state.setup;
  return {
    dilemma: state.dilemma?.text ?? '',
    role: setup?.role || user.role,
    state: setup?.state || user.state,
    experienceLevel: setup?.experienceLevel || user.experienceLevel || DEFAULT_EXPERIENCE_LEVEL,
    theoreticalOrientation: setup?.theoreticalOrientation || user.theoreticalOrientation || undefined,
    clarifyingAnswers: state.answers ?? {},
    safetyScreen: state.safetyScreen,
    issueDecisions: state.issueDecisions,
    disputedFactors: state.disputedFactors,
    focusAdjustment: state.focusAdjustment,
    focusStakeholder: state.stakeholderFocus || undefined,
    addedStakeholders: state.addedStakeholders,
    supervisorContact: state.contacts?.supervisor,
    legalContact: state.contacts?.attorney,
    userName: user.fullName,
    regenerationCount: state.sections?.[key]?.regenerationCount ?? 0,
  };
}

/** What making sections with a language model needs beyond the service (decision 013). */
export type GenerationRuntime = {
  jobs: GenerationJobs;
  env: Pick<Env, 'AI_GENERATIONS_PER_HOUR' | 'AI_PREFETCH' | 'SESSION_SECRET'>;
};

/** The sections before `key` that it builds on, as the report's highlights: a model's grounding. */
function earlierSections(state: AnalysisState, key: SectionKey): SectionHighlight[] {
  const before = SECTION_KEYS.slice(0, SECTION_KEYS.indexOf(key)).filter((candidate) => currentSection(state, candidate));
  return reportHighlights({ ...state, sections: Object.fromEntries(before.map((candidate) => [candidate, state.sections?.[candidate]])) });
}

/** Everything the service is told about a section made from the draft, besides the inputs. */
function draftOptions(state: AnalysisState, key: SectionKey, counted: () => Promise<void>): GenerateOptions {
  const questions = currentSection(state, 'questions')?.data.questions ?? [];
  return {
    earlier: earlierSections(state, key),
    questions: Object.fromEntries(questions.map((q) => [q.id, q.question])),
    settledRiskScore: key === 'risk' ? undefined : currentSection(state, 'risk')?.data.risk_score,
    beforeModelCall: counted,
  };
}

/** Counts one model call against the user's hourly budget (throws 429 when it is spent). */
function modelCallCounter(db: Database, runtime: GenerationRuntime, user: UserRow, now: Date) {
  return async () => {
    await countAttempt({
      db,
      secret: runtime.env.SESSION_SECRET,
      now,
      attempts: [{ rule: LIMITS.modelGenerations(runtime.env.AI_GENERATIONS_PER_HOUR), subject: user.id }],
    });
  };
}

/**
 * Makes one section of a stored draft, once: a request for a section that is being made (or was
 * made ahead of time) from the same inputs gets that one.
 */
function makeSection<S extends SectionKey>(options: {
  db: Database;
  service: AnalysisService;
  runtime: GenerationRuntime;
  user: UserRow;
  analysisId: string;
  state: AnalysisState;
  section: S;
  now: Date;
  log: GenerationLog;
  signal?: AbortSignal;
  onPartial?: (partial: unknown) => void;
}): Promise<SectionResponse<S>> {
  const { db, service, runtime, user, state, section, now, log } = options;
  const request = parseGenerationRequest(section, requestFromDraft(state, user, section));
  const counted = modelCallCounter(db, runtime, user, now);
  return runtime.jobs.request(
    jobId(options.analysisId, section, sectionInputKey(section, state)),
    (signal, onPartial) => generateChecked(service, section, request, log, { ...draftOptions(state, section, counted), signal, onPartial }),
    { signal: options.signal, onPartial: options.onPartial },
  );
}

/**
 * Generates a section into the caller's draft: reads the inputs from the draft, applies the
 * correction (if any), brings the earlier sections the correction touched up to date, generates
 * the section and stores everything in one versioned write. Later sections are left stale: they
 * are regenerated when their screen is visited (docs/product.md "Corrections"). With a language
 * model, `onPartial` receives the section as it is written and the next section is started in the
 * background (`prefetchNext`).
 */
export async function generateIntoDraft<K extends SectionKey>(options: {
  db: Database;
  service: AnalysisService;
  runtime: GenerationRuntime;
  user: UserRow;
  key: K;
  request: z.output<typeof DraftGenerationRequestSchema>;
  now: Date;
  log: GenerationLog;
  /** Aborted when the client leaves: a model call only this request waits for is cancelled. */
  signal?: AbortSignal;
  onPartial?: (partial: unknown) => void;
}): Promise<{ section: SectionResponse<K>; version: number }> {
  const { db, service, runtime, user, key, request, now, log } = options;
  const row = await getAnalysis({ db, userId: user.id, id: request.analysisId });
  if (request.version !== undefined && request.version !== row.version) throw staleVersion(row.version);
  const before = readState(row.state);
  let state = before;
  if (request.correction) {
    const corrected = applyCorrection(before, request.correction);
    if (!corrected.changed) throw new AppError('validation_error', NOTHING_TO_CORRECT, { correction: NOTHING_TO_CORRECT });
    state = corrected.state;
  } else {
    const stored = currentSection(state, key);
    if (stored) {
      prefetchNext({ db, service, runtime, user, row, state, after: key, reason: 'shown', now, log });
      return { section: stored.data as SectionResponse<K>, version: row.version };
    }
  }

  const make = async <S extends SectionKey>(section: S, streamed: boolean) => {
    const generated = await makeSection({
      db,
      service,
      runtime,
      user,
      analysisId: row.id,
      state,
      section,
      now,
      log,
      signal: options.signal,
      onPartial: streamed ? options.onPartial : undefined,
    });
    state = storeSection(state, section, generated, { regenerationCount: state.sections?.[section]?.regenerationCount ?? 0, generatedAt: now.toISOString() });
  };
  for (const earlier of sectionsToBringUpToDate(before, state, key)) await make(earlier, false);
  const missing = firstMissingPrerequisite(state, key);
  if (missing) {
    const title = sectionDefinition(missing).title;
    throw new AppError('conflict', `Complete the ${title} first.`, { missingSection: missing });
  }
  await make(key, true);
  const saved = await writeState({ db, row, state, now });
  prefetchNext({ db, service, runtime, user, row: saved, state, after: key, reason: 'shown', now, log });
  const section = state.sections?.[key]?.data as SectionResponse<K>;
  return { section, version: saved.version };
}

/**
 * Inputs the practitioner fills in on a screen while reading it: the answers and the safety screen
 * (clarifying questions), the issues they confirm or dismiss (summary). Every other input is set
 * up before the flow or changed by a correction, which makes the sections again anyway.
 */
const FILLED_IN_ON_SCREEN: readonly SectionInput[] = ['answers', 'safetyScreen', 'issueDecisions'];

/**
 * Nothing waits that need not (decision 013): with a language model, the sections of the screen
 * after `after` are made in the background so they are ready when it opens. When a section is
 * shown, the next one starts unless it reads an input the practitioner may still be filling in on this
 * screen; when they confirm a section (Continue), the next one starts whatever it reads, since
 * they have finished with this screen. A section made ahead from inputs that then change is never
 * used: it no longer matches, and is made again when asked for.
 */
export function prefetchNext(options: {
  db: Database;
  service: AnalysisService;
  runtime: GenerationRuntime;
  user: UserRow;
  row: AnalysisRow;
  state: AnalysisState;
  after: SectionKey;
  reason: 'shown' | 'confirmed';
  now: Date;
  log: GenerationLog;
}): void {
  const { service, runtime, state, after, reason } = options;
  if (service.name !== 'llm' || !runtime.env.AI_PREFETCH) return;
  // The sections up to the next screen's own (a screen may also show one that follows its own, as the impact screen shows coping).
  const later = SECTION_KEYS.slice(SECTION_KEYS.indexOf(after) + 1);
  const nextScreen = later.findIndex((candidate) => sectionDefinition(candidate).step);
  for (const next of later.slice(0, nextScreen < 0 ? later.length : nextScreen + 1)) {
    if (currentSection(state, next) || firstMissingPrerequisite(state, next)) continue;
    if (reason === 'shown' && sectionDefinition(next).inputs.some((input) => FILLED_IN_ON_SCREEN.includes(input))) continue;
    makeAhead({ ...options, next });
  }
}

function makeAhead(options: Parameters<typeof prefetchNext>[0] & { next: SectionKey }): void {
  const { service, runtime, state, next, log } = options;
  let request: unknown;
  try {
    request = parseGenerationRequest(next, requestFromDraft(state, options.user, next));
  } catch {
    // Inputs the section cannot be made from yet: its screen will say so.
    return;
  }
  const counted = modelCallCounter(options.db, runtime, options.user, options.now);
  runtime.jobs.ahead(jobId(options.row.id, next, sectionInputKey(next, state)), (signal, onPartial) =>
    generateChecked(service, next, request, log, { ...draftOptions(state, next, counted), signal, onPartial }).catch((error: unknown) => {
      // Over a limit or the model busy: the section is simply made when its screen asks.
      if (!(error instanceof AppError)) log({ section: next, err: error }, 'background generation failed');
      throw error;
    }),
  );
}

/** The practitioner confirmed sections (autosave): start the sections after the last one they confirmed. */
export function prefetchAfterConfirm(options: Omit<Parameters<typeof prefetchNext>[0], 'after' | 'reason' | 'state'>): void {
  if (options.service.name !== 'llm' || !options.runtime.env.AI_PREFETCH) return;
  const state = readState(options.row.state);
  const confirmed = SECTION_KEYS.filter((key) => state.confirmedSections?.includes(key) && currentSection(state, key));
  const last = confirmed.at(-1);
  if (last) prefetchNext({ ...options, state, after: last, reason: 'confirmed' });
}
