import type { AnalysisState } from '../../shared/api/analyses';
import { SECTION_CONTRACTS, type SectionResponse } from '../../shared/api/section-registry';
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
import { sectionDefinition, type SectionKey } from '../../shared/domain/sections';
import type { AnalysisService } from '../ai/analysis-service';
import { toGenerationInput } from '../ai/analysis-service';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { parseWith } from '../lib/validate';
import { getAnalysis, staleVersion, writeState } from './analyses';
import { readState } from './analysis-state';

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
): Promise<SectionResponse<K>> {
  let response: unknown;
  try {
    response = await service.generate(key, toGenerationInput(request as never));
  } catch (error) {
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

/**
 * Generates a section into the caller's draft: reads the inputs from the draft, applies the
 * correction (if any), brings the earlier sections the correction touched up to date, generates
 * the section and stores everything in one versioned write. Later sections are left stale: they
 * are regenerated when their screen is visited (docs/product.md "Corrections").
 */
export async function generateIntoDraft<K extends SectionKey>(options: {
  db: Database;
  service: AnalysisService;
  user: UserRow;
  key: K;
  request: z.output<typeof DraftGenerationRequestSchema>;
  now: Date;
  log: GenerationLog;
}): Promise<{ section: SectionResponse<K>; version: number }> {
  const { db, service, user, key, request, now, log } = options;
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
    if (stored) return { section: stored.data as SectionResponse<K>, version: row.version };
  }

  const make = async <S extends SectionKey>(section: S) => {
    const generated = await generateChecked(service, section, parseGenerationRequest(section, requestFromDraft(state, user, section)), log);
    state = storeSection(state, section, generated, { regenerationCount: state.sections?.[section]?.regenerationCount ?? 0, generatedAt: now.toISOString() });
  };
  for (const earlier of sectionsToBringUpToDate(before, state, key)) await make(earlier);
  const missing = firstMissingPrerequisite(state, key);
  if (missing) {
    const title = sectionDefinition(missing).title;
    throw new AppError('conflict', `Complete the ${title} first.`, { missingSection: missing });
  }
  await make(key);
  const saved = await writeState({ db, row, state, now });
  const section = state.sections?.[key]?.data as SectionResponse<K>;
  return { section, version: saved.version };
}
