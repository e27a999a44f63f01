import { z } from 'zod';
import { ISSUE_CATEGORY_IDS } from '../domain/issue-categories';
import { DILEMMA_MAX_LENGTH } from '../domain/limits';
import { findJurisdiction } from '../domain/jurisdictions';
import { FOCUS_OPTION_VALUES } from '../domain/profile-options';
import { toPracticeRole } from '../domain/roles';
import { RISK_LEVELS } from '../domain/risk';
import { FALLBACK_REASONS } from '../domain/engines';
import { SafetyScreenSchema, SCREEN_DOMAINS } from '../domain/safety-screen';

/**
 * Request and response contracts of every generation endpoint (docs/product.md "Generation
 * API"). The built-in engine's composers return these shapes; an LLM provider's output is
 * validated against them; the client renders them. `.describe()` texts double as output
 * instructions for models. Which schema belongs to which section: `section-registry.ts`.
 */

// ---------------------------------------------------------------- shared pieces

export const CitationSchema = z
  .object({
    source: z.string().describe("Knowledge-base source id: 'ACA', 'NASW', 'STATE:CA', 'HIPAA', 'CASE', 'MODEL', …"),
    section: z.string().describe('Section number, statute citation, case name or model id exactly as the knowledge base stores it'),
    title: z.string(),
    /**
     * Set by the server, never by a model: the citation is not in the knowledge base. A language
     * model's citations are all checked; one that resolves nowhere is kept and shown as unverified.
     */
    unverified: z.boolean().optional(),
  })
  .describe('A reference the section relied on: a knowledge-base entry given in the grounding, with its source and section exactly as given');
export type SectionCitation = z.infer<typeof CitationSchema>;

export const ENGINES = ['built-in', 'llm'] as const;

/**
 * Where the safety screen stands for this analysis. Every section carries it, so every screen
 * can say when a flagged danger is not yet assessed ("unknown is not safe").
 */
export const SafetyScreenStatusSchema = z.object({
  status: z.enum(['complete', 'incomplete']),
  /** Domains flagged or answered Yes / Not sure whose detailed screen is not complete. */
  unresolved: z.array(z.enum(SCREEN_DOMAINS)),
  /** Domains the description's cues flagged (their screens open), with the words that did it. */
  cued: z.array(z.object({ domain: z.enum(SCREEN_DOMAINS), signals: z.array(z.string().max(300)).max(8) })),
  /** One sentence for the practitioner; empty when there is nothing to say. */
  message: z.string().max(600),
});
export type SafetyScreenStatus = z.infer<typeof SafetyScreenStatusSchema>;

/** Every generated section says which engine produced it, and whether it is a fallback. */
export const GeneratedMetaSchema = z.object({
  engine: z.enum(ENGINES),
  /** The language model configured when the section was made (it wrote it unless `fallback`). */
  model: z.string().max(200).optional(),
  /** Set when an external model failed and the built-in result was returned instead. */
  fallback: z.boolean().optional(),
  fallback_reason: z.enum(FALLBACK_REASONS).optional(),
  citations: z.array(CitationSchema),
  safety_screen: SafetyScreenStatusSchema.optional(),
});

const text = (max = 4000) => z.string().max(max);
const list = (max = 40, itemMax = 1500) => z.array(z.string().max(itemMax)).max(max);

// ---------------------------------------------------------------- requests

/** Possible issues the practitioner confirmed or dismissed on the summary screen. */
export const IssueDecisionsSchema = z.object({
  confirmed: z.array(z.enum(ISSUE_CATEGORY_IDS)).max(ISSUE_CATEGORY_IDS.length).optional().default([]),
  dismissed: z.array(z.enum(ISSUE_CATEGORY_IDS)).max(ISSUE_CATEGORY_IDS.length).optional().default([]),
});
export type IssueDecisions = z.infer<typeof IssueDecisionsSchema>;

/** A map of question id → answer text. */
export const ClarifyingAnswersSchema = z.record(z.string().max(100), z.string().max(5000));
export type ClarifyingAnswers = z.infer<typeof ClarifyingAnswersSchema>;

export const ContactSchema = z.object({
  name: z.string().max(200).optional().default(''),
  phone: z.string().max(40).optional().default(''),
  email: z.string().max(254).optional().default(''),
});
export type Contact = z.infer<typeof ContactSchema>;

/** Rubric factors the practitioner disputes: factor id → why it does not fit. */
export const DISPUTED_FACTORS_MAX = 30;
export const DisputedFactorsSchema = z
  .record(z.string().trim().min(1).max(80), z.string().trim().min(1, 'Say why this factor does not fit').max(1000))
  .refine((value) => Object.keys(value).length <= DISPUTED_FACTORS_MAX, `At most ${DISPUTED_FACTORS_MAX} disputed factors`);
export type DisputedFactors = z.infer<typeof DisputedFactorsSchema>;

export const DILEMMA_TOO_LONG_MESSAGE = `The dilemma is too long: please keep it under ${DILEMMA_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/**
 * Fields every generator accepts from a client without a draft. The dilemma may be named
 * `dilemma` or `dilemmaText` and the role `role` or `professionalRole`; both are read.
 */
const BaseFields = {
  dilemma: z
    .string({ error: 'dilemma is required' })
    .trim()
    .min(1, 'dilemma is required')
    .max(DILEMMA_MAX_LENGTH, DILEMMA_TOO_LONG_MESSAGE),
  role: z
    .string({ error: 'role is required' })
    .trim()
    .min(1, 'role is required')
    .max(200)
    .refine((value) => toPracticeRole(value) !== undefined, 'Unknown professional role'),
  state: z
    .string({ error: 'state is required' })
    .trim()
    .min(1, 'state is required')
    .max(100)
    .refine((value) => findJurisdiction(value) !== undefined, 'Unknown state or territory'),
  experienceLevel: z.string().max(100).optional(),
  theoreticalOrientation: z.string().max(100).optional(),
  clarifyingAnswers: ClarifyingAnswersSchema.optional(),
  /** The structured safety screen's answers (src/shared/domain/safety-screen.ts). */
  safetyScreen: SafetyScreenSchema.optional(),
  issueDecisions: IssueDecisionsSchema.optional(),
  /** Rubric factors to leave out of the score, with the reason (recorded in the report). */
  disputedFactors: DisputedFactorsSchema.optional(),
  /** Which regeneration this is (0 = first); a regeneration changes emphasis and wording. */
  regenerationCount: z.number().int().min(0).max(1000).optional(),
  regenerate: z.boolean().optional(),
};

function withAliases(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  body.dilemma ??= body.dilemmaText;
  body.role ??= body.professionalRole;
  body.clarifyingAnswers ??= body.questionsAnswers;
  return body;
}

function request<Shape extends z.ZodRawShape>(extra: Shape) {
  return z.preprocess(withAliases, z.object({ ...BaseFields, ...extra }));
}

export const RoleExampleRequestSchema = z.object({
  role: BaseFields.role,
  state: BaseFields.state,
  /** Asks for another example than the last one shown. */
  variant: z.number().int().min(0).max(1000).optional(),
});
export type RoleExampleRequest = z.input<typeof RoleExampleRequestSchema>;

export const FocusAdjustmentSchema = z.object({
  focus: z.enum(FOCUS_OPTION_VALUES, { error: 'Choose a focus' }),
  description: z.string().trim().max(1000).optional().default(''),
});
export type FocusAdjustment = z.infer<typeof FocusAdjustmentSchema>;

export const ClarifyingQuestionsRequestSchema = request({});
export const ReflectiveSummaryRequestSchema = request({
  preliminaryAnalysis: z.unknown().optional(),
  focusAdjustment: z.preprocess(
    (value) => (typeof value === 'string' ? { focus: 'other', description: value } : value),
    FocusAdjustmentSchema.optional(),
  ),
});
export const ConversationStartersRequestSchema = request({});
export const RiskAssessmentRequestSchema = request({ summaryData: z.unknown().optional() });
export const TimelineRequestSchema = request({ riskData: z.unknown().optional(), riskScore: z.number().min(0).max(10).optional() });
export const ImpactRequestSchema = request({ summary: z.unknown().optional(), insights: z.unknown().optional() });
export const CopingRequestSchema = request({ impactAssessment: z.unknown().optional(), dimensions: z.unknown().optional() });
export const DualTrackRequestSchema = request({ contextData: z.unknown().optional() });
export const StakeholderRequestSchema = request({
  dualTrackData: z.unknown().optional(),
  riskScore: z.number().min(0).max(10).optional(),
  /** "Focus on specific stakeholder": regenerate centred on this person or group. */
  focusStakeholder: z.string().trim().max(200).optional(),
  /** "Add stakeholder": people or groups the user added. */
  addedStakeholders: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
});
export const LegalRequestSchema = request({ stakeholderData: z.unknown().optional(), riskScore: z.number().min(0).max(10).optional() });
export const ScriptsRequestSchema = request({
  userName: z.string().max(200).optional(),
  urgency: z.string().max(100).optional(),
  supervisorContact: ContactSchema.optional(),
  legalContact: ContactSchema.optional(),
  riskScore: z.number().min(0).max(10).optional(),
  legalAnalysis: z.unknown().optional(),
  stakeholderData: z.unknown().optional(),
  impactData: z.unknown().optional(),
});
export const ModelAnalysisRequestSchema = request({
  reflectiveSummary: z.unknown().optional(),
  riskAssessment: z.unknown().optional(),
  timelineAnalysis: z.unknown().optional(),
  impactAssessment: z.unknown().optional(),
  dualTrackAnalysis: z.unknown().optional(),
  stakeholderAnalysis: z.unknown().optional(),
  legalAnalysis: z.unknown().optional(),
  consultationScripts: z.unknown().optional(),
});
export const FinalReportRequestSchema = request({
  riskScore: z.number().min(0).max(10).optional(),
  allSessionData: z.record(z.string(), z.unknown()).optional(),
  supervisorContact: ContactSchema.optional(),
  legalContact: ContactSchema.optional(),
  userName: z.string().max(200).optional(),
});

// ---------------------------------------------------------------- responses

export const RoleExampleResponseSchema = z.object({
  example: text().describe('A first-person example dilemma a practitioner in this role and state might face'),
  role: z.string(),
  state: z.string(),
  version: z.literal('firstPerson'),
  engine: z.enum(ENGINES),
});
export type RoleExampleResponse = z.infer<typeof RoleExampleResponseSchema>;

export const ClarifyingQuestionSchema = z.object({
  id: z.string(),
  category: z.string().describe('Short topic tag, e.g. "Safety", "Legal duty", "Consultation"'),
  question: text(600),
  context: text(800).describe('Why the question matters for this dilemma'),
});
export type ClarifyingQuestion = z.infer<typeof ClarifyingQuestionSchema>;

export const ClarifyingQuestionsResponseSchema = GeneratedMetaSchema.extend({
  success: z.literal(true),
  questions: z.array(ClarifyingQuestionSchema).min(5).max(12),
});
export type ClarifyingQuestionsResponse = z.infer<typeof ClarifyingQuestionsResponseSchema>;

export const InsightsSchema = z.object({
  ethical_principles: list(12),
  professional_obligations: list(12),
  competing_values: list(12),
  decision_points: list(12),
});

export const ReflectiveSummaryResponseSchema = GeneratedMetaSchema.extend({
  summary: text(6000),
  insights: InsightsSchema,
  complexity: text(300).describe('e.g. "High — several duties pull in different directions"'),
  urgency: text(300).describe('e.g. "Immediate — act today"; the timeline card reads its first word'),
  issues: z.array(z.enum(ISSUE_CATEGORY_IDS)),
  /** Issues near the threshold: offered to the practitioner to confirm or dismiss. */
  possible_issues: z
    .array(z.object({ id: z.enum(ISSUE_CATEGORY_IDS), label: z.string(), evidence: z.array(z.string().max(300)).max(5) }))
    .optional(),
  regenerationCount: z.number().int().min(0),
});
export type ReflectiveSummaryResponse = z.infer<typeof ReflectiveSummaryResponseSchema>;

export const ConversationApproachesSchema = z.object({
  conversation_starters: list(12),
  proposed_responses: list(12),
  key_messages: list(12),
  follow_up_strategies: list(12),
});
export type ConversationApproaches = z.infer<typeof ConversationApproachesSchema>;

export const ConversationStartersResponseSchema = GeneratedMetaSchema.extend({
  conversationStarters: ConversationApproachesSchema,
});
export type ConversationStartersResponse = z.infer<typeof ConversationStartersResponseSchema>;

const percent = z.string().regex(/^\d{1,3}%$/).describe('Whole percentage, e.g. "35%"');

export const RiskFactorSchema = z.object({
  id: z.string(),
  label: z.string(),
  weight: z.number(),
  evidence: z.array(z.string()),
  /** Whether the practitioner can dispute it: a finding, not one of the rubric's own limits. */
  disputable: z.boolean().optional(),
});
export type RiskFactor = z.infer<typeof RiskFactorSchema>;

export const RiskAssessmentResponseSchema = GeneratedMetaSchema.extend({
  'BASIC ASSESSMENT': z.object({
    risk_score: z.number().int().min(0).max(10),
    level: z.enum(RISK_LEVELS),
    complexity: text(300),
    urgency: text(300),
    summary: text(3000),
  }),
  'QUANTIFIED HARM PROBABILITIES': z.object({
    therapeutic_rupture_probability: percent,
    client_psychological_harm_probability: percent,
    escalated_behavior_probability: percent,
    legal_action_probability: percent,
    licensing_complaint_probability: percent,
    professional_reputation_damage_probability: percent,
  }),
  'STAKEHOLDER IMPACT MATRIX': z.array(
    z.object({
      stakeholder: z.string(),
      impact_level: z.enum(['SEVERE', 'HIGH', 'MODERATE', 'LOW']),
      probability: percent,
      harm_mechanism: text(800),
      at_stake: text(800),
    }),
  ),
  decision_pathways: z.array(
    z.object({
      approach: z.string(),
      rationale: text(1000),
      recommended: z.boolean(),
      positive_outcome_probability: z.number().int().min(0).max(100),
      negative_outcome_probability: z.number().int().min(0).max(100),
    }),
  ),
  mitigation_strategies: z.array(z.object({ strategy: z.string(), risk_reduction: z.string(), implementation: text(1000), timeframe: z.string() })),
  frameworks: z.array(z.object({ name: z.string(), relevance: text(800) })),
  /** The rubric's factors with their evidence: the "why this score" panel. */
  factors: z.array(RiskFactorSchema),
  rationale: text(1500),
  risk_score: z.number().int().min(0).max(10),
  level: z.enum(RISK_LEVELS),
  /** The crisis fast lane (docs/product.md "Risk"): present when the facts reach CRITICAL. */
  priority_actions: list(10).optional(),
  emergency_contacts: z.array(z.object({ name: z.string(), phone: z.string(), description: z.string() })).optional(),
  /**
   * Present when the practitioner disputed factors: the score above is recomputed without them;
   * this is the rubric's reading with them, and each disputed factor with its reason.
   */
  engine_reading: z.object({ risk_score: z.number().int().min(0).max(10), level: z.enum(RISK_LEVELS), rationale: text(1500) }).optional(),
  disputed_factors: z.array(RiskFactorSchema.extend({ reason: text(1000) })).optional(),
  /**
   * Present when a language model raised the rubric's score (it may never lower it): the rubric's
   * score and the model's reasons for the higher one.
   */
  score_raised: z.object({ from: z.number().int().min(0).max(10), reasons: list(6, 600) }).optional(),
});
export type RiskAssessmentResponse = z.infer<typeof RiskAssessmentResponseSchema>;

export const TimelineResponseSchema = GeneratedMetaSchema.extend({
  urgency_level: z.string(),
  urgency_assessment: z.object({ description: text(1500), reasoning: text(1500) }),
  timeline_sections: z.array(
    z.object({
      title: z.string(),
      description: text(1500),
      actions: list(15),
      legal_timeframe: z.string().describe('e.g. "Report immediately by phone; written report within 36 hours (Cal. Penal Code § 11166)"'),
      professional_requirements: list(10),
    }),
  ),
  consequence_scenarios: z.array(
    z.object({
      type: z.enum(['action', 'inaction']),
      title: z.string(),
      description: text(1500),
      stakeholder_benefits: list(10),
      stakeholder_harm: list(10),
    }),
  ),
  critical_alerts: list(10),
});
export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

export const ImpactDimensionSchema = z.object({
  description: text(1500),
  intensity_level: z.enum(['Low', 'Moderate', 'High', 'Severe']),
  specific_impacts: list(10),
  moral_distress_level: z.number().int().min(0).max(10).describe('0–10'),
});

export const ImpactResponseSchema = GeneratedMetaSchema.extend({
  assessment: text(3000),
  dimensions: z.record(z.string(), ImpactDimensionSchema),
  regenerationCount: z.number().int().min(0),
});
export type ImpactResponse = z.infer<typeof ImpactResponseSchema>;

export const CopingResponseSchema = GeneratedMetaSchema.extend({
  success: z.literal(true),
  strategies: z.record(z.string(), z.object({ title: z.string(), strategies: list(10) })),
  immediate_coping: list(10),
});
export type CopingResponse = z.infer<typeof CopingResponseSchema>;

const TrackSchema = z.object({ analysis: text(3000), sections: z.array(z.object({ title: z.string(), content: text(2000) })) });

export const DualTrackResponseSchema = GeneratedMetaSchema.extend({
  success: z.literal(true),
  professional_track: TrackSchema,
  personal_track: TrackSchema,
  conflict_analysis: z.object({ analysis: text(2000), areas: list(10) }),
  integration_strategies: z.object({ content: text(2000), strategies: list(10) }),
  decision_matrix: z.array(
    z.object({
      option: z.string(),
      professional_alignment: z.enum(['Strong', 'Partial', 'Weak']),
      personal_alignment: z.enum(['Strong', 'Partial', 'Weak']),
      notes: text(800),
    }),
  ),
  synthesis: text(3000),
});
export type DualTrackResponse = z.infer<typeof DualTrackResponseSchema>;

export const StakeholderSchema = z.object({
  name: z.string(),
  category: z.enum(['primary', 'secondary', 'professional', 'institutional', 'community']),
  role: text(500),
  interests: list(8),
  impact_level: z.enum(['critical', 'high', 'moderate', 'low']),
  potential_harm: list(8),
  potential_benefit: list(8),
  /** Initials shown in the card's avatar circle. */
  avatar: z.string().max(3),
  /** True for a stakeholder the user added. */
  added: z.boolean().optional(),
});
export type Stakeholder = z.infer<typeof StakeholderSchema>;

export const StakeholderResponseSchema = GeneratedMetaSchema.extend({
  overview: text(3000),
  stakeholders: z.array(StakeholderSchema),
  communication_strategies: z.array(z.object({ title: z.string(), description: text(1500), timing: z.string(), method: z.string() })),
  ethical_considerations: z.array(z.object({ principle: z.string(), description: text(1500), balancing_guidance: text(1500) })),
  focusStakeholder: z.string().optional(),
  regenerationCount: z.number().int().min(0),
});
export type StakeholderResponse = z.infer<typeof StakeholderResponseSchema>;

export const StatuteSchema = z.object({
  citation: z.string(),
  description: text(1500),
  source: z.string(),
  lastChecked: z.string(),
  verified: z.boolean(),
  /** Knowledge-base entry id, for the link to its source and last-checked date. */
  kbId: z.string().optional().describe("The knowledge-base entry's id"),
});

export const LegalResponseSchema = GeneratedMetaSchema.extend({
  overview: text(3000),
  legal_sections: z.array(z.object({ title: z.string(), description: text(2000), statutes: z.array(StatuteSchema) })),
  legal_precedents: z.array(
    z.object({
      case_name: z.string(),
      relevance: text(1000),
      holding: text(1500),
      application: text(1500),
      kbId: z.string().optional().describe("The knowledge-base entry's id"),
      /** Set by the server: the case is not in the knowledge base (a model cited it). */
      unverified: z.boolean().optional(),
    }),
  ),
  compliance_requirements: z.array(z.object({ requirement: text(800), deadline: z.string(), consequences: text(800), steps: list(10) })),
  risk_warnings: list(10),
  /** Always present: verify with counsel, and when the facts were last checked. */
  disclaimer: text(1000),
  lastChecked: z.string(),
  regenerationCount: z.number().int().min(0),
});
export type LegalResponse = z.infer<typeof LegalResponseSchema>;

export const ScriptSchema = z.object({
  title: z.string(),
  type: z.enum(['supervisor', 'attorney', 'ethics-consultation', 'insurer', 'licensing-board', 'crisis', 'client', 'colleague']),
  purpose: text(800),
  script: text(5000),
  contact_info: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  urgency: z.enum(['immediate', 'high', 'moderate', 'low']),
  /** What this resource can and cannot do for you (call preparation). */
  can_help_with: list(6).optional(),
  cannot_help_with: list(6).optional(),
});
export type ConsultationScript = z.infer<typeof ScriptSchema>;

export const EmergencyContactSchema = z.object({ name: z.string(), phone: z.string(), description: z.string() });

export const ScriptsResponseSchema = GeneratedMetaSchema.extend({
  success: z.literal(true),
  scripts: z.object({ consultation_scripts: z.array(ScriptSchema) }),
  emergency_contacts: z.array(EmergencyContactSchema),
  message: z.string(),
});
export type ScriptsResponse = z.infer<typeof ScriptsResponseSchema>;

export const ModelAnalysisResponseSchema = GeneratedMetaSchema.extend({
  overview: text(3000),
  professional_consensus: z.object({
    unified_recommendation: text(3000),
    priority_actions: z.array(z.object({ action: text(800), urgency: z.enum(['immediate', 'high', 'moderate', 'low']), rationale: text(1000) })),
    convergent_themes: z.array(z.object({ theme: z.string(), supporting_models: list(12, 200), evidence: text(1500) })),
    synthesis_guidance: text(3000),
  }),
  ethical_models: z
    .array(z.object({ id: z.string(), name: z.string(), description: text(1500), steps: list(12, 1500), application: text(3000), recommendation: text(1500) }))
    .min(5),
});
export type ModelAnalysisResponse = z.infer<typeof ModelAnalysisResponseSchema>;

const PhaseSchema = z.object({ title: z.string(), timeframe: z.string(), actions: list(12) });

export const FinalReportResponseSchema = GeneratedMetaSchema.extend({
  success: z.literal(true),
  executive_summary: text(4000),
  dilemma_overview: text(4000),
  key_findings: z.object({
    stakeholder_analysis: text(2000),
    legal_compliance: text(2000),
    ethical_framework: text(2000),
    risk_assessment: text(2000),
  }),
  recommendations: z.object({ immediate_actions: list(12), ongoing_monitoring: list(12), professional_development: list(12) }),
  implementation_plan: z.object({ phase_1: PhaseSchema, phase_2: PhaseSchema, phase_3: PhaseSchema }),
  resources_needed: list(15),
  success_metrics: list(15),
  /** A consultation-and-decision note the practitioner can paste into their own records. */
  documentation_note: text(6000),
  risk_score: z.number().int().min(0).max(10),
  level: z.enum(RISK_LEVELS),
});
export type FinalReportResponse = z.infer<typeof FinalReportResponseSchema>;

// ---------------------------------------------------------------- requests against a draft

/**
 * What the practitioner wants changed when they ask for a section again ("What should change?").
 * Each field replaces the draft's value; a request that changes nothing is refused, because
 * rewording alone is not a correction.
 */
export const SectionCorrectionSchema = z.object({
  issueDecisions: IssueDecisionsSchema.optional(),
  disputedFactors: DisputedFactorsSchema.optional(),
  focusAdjustment: FocusAdjustmentSchema.optional(),
  safetyScreen: SafetyScreenSchema.optional(),
  stakeholderFocus: z.string().trim().max(200).optional(),
  addedStakeholders: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
});
export type SectionCorrection = z.infer<typeof SectionCorrectionSchema>;

/**
 * A generation request for a stored draft: the server reads every input from the draft, stores
 * the section in it and answers with the section and the draft's new version.
 */
export const DraftGenerationRequestSchema = z.object({
  analysisId: z.string().uuid(),
  /** The draft version the client holds; a stale one is refused with 409. */
  version: z.number().int().min(1).max(2_147_483_647).optional(),
  correction: SectionCorrectionSchema.optional(),
});
export type DraftGenerationRequest = z.input<typeof DraftGenerationRequestSchema>;

export const NOTHING_TO_CORRECT = 'Choose what should change: a new wording alone is not a correction.';
