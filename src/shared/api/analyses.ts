import { z } from 'zod';
import { DILEMMA_MAX_LENGTH } from '../domain/limits';
import { RISK_FILTERS, RISK_LEVELS } from '../domain/risk';
import { SafetyScreenSchema } from '../domain/safety-screen';
import { TimestampSchema } from '../validation';
import { isDeclaredPath } from '../domain/paths';

export const NOT_A_SCREEN = 'Must be the path of a screen of the app';
import { SECTION_KEYS, type SectionKey } from '../domain/sections';
import { SECTION_CONTRACTS, type SectionResponse } from './section-registry';
import { ClarifyingAnswersSchema, ContactSchema, DisputedFactorsSchema, FocusAdjustmentSchema, IssueDecisionsSchema } from './sections';

/**
 * One generated section as the draft keeps it: the data, typed by the section's response schema,
 * a key of the inputs it was made from (it is current only while that key is unchanged) and how
 * many times it was regenerated. Only the server writes sections.
 */
function storedSection<S extends z.ZodType>(data: S) {
  return z.object({
    data,
    inputKey: z.string().max(200),
    regenerationCount: z.number().int().min(0).max(1000).default(0),
    generatedAt: z.string().max(40),
  });
}

export type StoredSection<K extends SectionKey = SectionKey> = K extends SectionKey
  ? { data: SectionResponse<K>; inputKey: string; regenerationCount: number; generatedAt: string }
  : never;
export type Sections = { [K in SectionKey]?: StoredSection<K> };

export const StoredSectionSchemas = Object.fromEntries(SECTION_KEYS.map((key) => [key, storedSection(SECTION_CONTRACTS[key].response)])) as unknown as {
  [K in SectionKey]: z.ZodType<StoredSection<K>>;
};

export const SectionsSchema = z.object(Object.fromEntries(SECTION_KEYS.map((key) => [key, StoredSectionSchemas[key].optional()]))) as unknown as z.ZodType<Sections>;

export const SetupSchema = z.object({
  /** Practice role value, as chosen on the role selection screen. */
  role: z.string().max(100).default(''),
  state: z.string().max(10).default(''),
  experienceLevel: z.string().max(40).default(''),
  theoreticalOrientation: z.string().max(40).default(''),
});
export type Setup = z.infer<typeof SetupSchema>;

/**
 * What the practitioner typed or chose: the only part of a draft a client sends (autosave). The
 * sections are made from it on the server.
 */
export const AnalysisInputsSchema = z.object({
  /** The route the user was last on, so a draft resumes exactly there: always a screen of the app. */
  currentStep: z.string().max(60).refine(isDeclaredPath, NOT_A_SCREEN).optional(),
  setup: SetupSchema.optional(),
  contacts: z.object({ supervisor: ContactSchema, attorney: ContactSchema }).partial().optional(),
  dilemma: z
    .object({
      text: z.string().max(DILEMMA_MAX_LENGTH),
      /** The user chose to keep text the identifier guard flagged. */
      identifiersAcknowledged: z.boolean().optional(),
    })
    .optional(),
  answers: ClarifyingAnswersSchema.optional(),
  /** The safety screen's answers, given on the clarifying-questions screen. */
  safetyScreen: SafetyScreenSchema.optional(),
  /** Possible issues confirmed or dismissed on the summary screen (or in a correction). */
  issueDecisions: IssueDecisionsSchema.optional(),
  focusAdjustment: FocusAdjustmentSchema.optional(),
  stakeholderFocus: z.string().max(200).optional(),
  addedStakeholders: z.array(z.string().max(200)).max(10).optional(),
  /** Rubric factors the practitioner disputes, with their reason: left out of the score. */
  disputedFactors: DisputedFactorsSchema.optional(),
  /** Sections the practitioner confirmed ("Yes, this is accurate"); a regeneration clears its entry. */
  confirmedSections: z.array(z.enum(SECTION_KEYS as [SectionKey, ...SectionKey[]])).max(SECTION_KEYS.length).optional(),
});
export type AnalysisInputs = z.infer<typeof AnalysisInputsSchema>;

/** Everything a draft holds: the inputs and the sections the server made from them. */
export const AnalysisStateSchema = AnalysisInputsSchema.extend({ sections: SectionsSchema.optional() });
export type AnalysisState = z.infer<typeof AnalysisStateSchema>;

export const ANALYSIS_STATUSES = ['draft', 'archived', 'complete'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const AnalysisResponseSchema = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  status: z.enum(ANALYSIS_STATUSES),
  state: AnalysisStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnalysisResponse = z.infer<typeof AnalysisResponseSchema>;

/** The read-only sample analysis behind /test-report: never stored. */
export type SampleAnalysisResponse = { sample: true; state: AnalysisState };

export const CreateAnalysisRequestSchema = z.object({ state: AnalysisInputsSchema.optional() });
export type CreateAnalysisRequest = z.input<typeof CreateAnalysisRequestSchema>;

export const SaveAnalysisRequestSchema = z.object({
  version: z.number().int().min(1).max(2_147_483_647),
  /** Only the inputs: sections a client sends are ignored, the server keeps its own. */
  state: AnalysisInputsSchema,
});
export type SaveAnalysisRequest = z.input<typeof SaveAnalysisRequestSchema>;

export const STALE_VERSION_MESSAGE = 'This analysis was changed somewhere else. The latest version has been loaded.';

export const ListAnalysesQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  risk: z.enum(RISK_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type ListAnalysesQuery = z.input<typeof ListAnalysesQuerySchema>;

export const AnalysisListItemSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  riskScore: z.number().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  status: z.enum(ANALYSIS_STATUSES),
  currentStep: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnalysisListItem = z.infer<typeof AnalysisListItemSchema>;

export const ListAnalysesResponseSchema = z.object({
  items: z.array(AnalysisListItemSchema),
  /** All of the caller's analyses, before search and filter ("showing X of Y"). */
  total: z.number().int(),
  /** How many match the search and filter. */
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListAnalysesResponse = z.infer<typeof ListAnalysesResponseSchema>;

export const NOT_SIGNED_IN_TO_SAVE = 'Please log in to save analyses';
export const NOTHING_TO_SAVE = 'No analysis data to save';
export const SAVED_TO_DATABASE =
  'Complete analysis saved successfully to database! You can now review all screens anytime from your Saved Analyses.';
export const SAVED_LOCALLY = 'Complete analysis saved locally! You can now review all screens anytime from your Saved Analyses.';
export const SAVE_FAILED = 'Failed to save analysis. Please try again.';

/** Save Complete Analysis (docs/product.md "Reports"), with the draft's id when there is one. */
export const SaveCompleteAnalysisRequestSchema = z.object({
  title: z.string().max(300).optional(),
  dilemmaDescription: z.string().max(2000).optional(),
  riskScore: z.number().min(0).max(10).nullable().optional(),
  riskLevel: z.enum(RISK_LEVELS).nullable().optional(),
  /** The analysis serialised as text: its inputs, or the whole analysis when it was kept on the device. */
  completeSessionData: z.string({ error: NOTHING_TO_SAVE }).max(2 * 1024 * 1024),
  /** Accepted from older clients and ignored: the server uses the signed-in account. */
  userEmail: z.string().max(254).optional(),
  analysisId: z.string().uuid().optional(),
  /** When the analysis was saved locally first (offline), for the record's created date. */
  savedLocallyAt: TimestampSchema.optional(),
});
export type SaveCompleteAnalysisRequest = z.input<typeof SaveCompleteAnalysisRequestSchema>;

export const SaveCompleteAnalysisResponseSchema = z.object({
  success: z.literal(true),
  id: z.string().uuid(),
  message: z.string(),
});
export type SaveCompleteAnalysisResponse = z.infer<typeof SaveCompleteAnalysisResponseSchema>;
