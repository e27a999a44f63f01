import { z } from 'zod';
import type { IdentifierKind } from '../src/engine/types';
import { ISSUE_CATEGORY_IDS } from '../src/shared/domain/issue-categories';
import { findJurisdiction } from '../src/shared/domain/jurisdictions';
import { EXPERIENCE_LEVEL_VALUES, THEORETICAL_ORIENTATION_VALUES } from '../src/shared/domain/profile-options';
import { RISK_LEVELS } from '../src/shared/domain/risk';
import { PRACTICE_ROLE_VALUES } from '../src/shared/domain/roles';
import { CLARIFYING_ANSWER_MIN_LENGTH, DILEMMA_MIN_LENGTH } from '../src/shared/domain/limits';
import { SafetyScreenSchema } from '../src/shared/domain/safety-screen';

/** The four state-law topics a vignette can require (h3 brief): each maps to one `stateLaw()` field. */
export const STATE_TOPICS = ['duty-to-protect', 'child-abuse-reporting', 'elder-abuse-reporting', 'minor-consent'] as const;
export type StateTopic = (typeof STATE_TOPICS)[number];

/** Composition tags, so the data test can check the mix of voices and situations. */
export const VIGNETTE_TAGS = [
  'negation',
  'multi-issue',
  'control',
  'clarifying-changes-picture',
  /** Danger or abuse said in euphemism, slang or a client's veiled words. */
  'euphemism',
  'slang',
  'hedging',
  /** Danger carried only by facts (means, a target, a date, preparation), with no threat or ideation word. */
  'indirect-danger',
  /** The client denies what the facts suggest ("denies SI" but bought a rope). */
  'denial',
  /** Hypothetical or planned statements ("if he had a gun", "I'd ask about a plan"). */
  'hypothetical',
  'short',
  'long',
  /** The safety-screen answers move the band. */
  'screen-changes-picture',
] as const;

/** The code and federal sources a label may name (h3 brief); 'STATE:<code>' entries are labelled by topic instead. */
export const CITATION_SOURCES = [
  'ACA',
  'NASW',
  'APA',
  'AAMFT',
  'ASCA',
  'NAADAC',
  'CRCC',
  'NCDA',
  'APA-PSYCH',
  'NAPS',
  'AAPC',
  'HIPAA',
  '42 CFR Part 2',
  'FERPA',
] as const;

const CategorySchema = z.enum(ISSUE_CATEGORY_IDS);

export const LabelledCitationSchema = z.object({
  source: z.enum(CITATION_SOURCES),
  section: z.string().trim().min(1),
});
export type LabelledCitation = z.infer<typeof LabelledCitationSchema>;

const ClarifyingAnswersSchema = z.union([
  z.record(z.string().min(1), z.string().min(CLARIFYING_ANSWER_MIN_LENGTH)),
  z.array(z.object({ question: z.string().min(1), answer: z.string().min(CLARIFYING_ANSWER_MIN_LENGTH) })).min(1),
]);

export const VignetteSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
    title: z.string().min(3),
    role: z.enum(PRACTICE_ROLE_VALUES),
    state: z.string().refine((code) => findJurisdiction(code)?.value === code, 'state must be a jurisdiction code'),
    experienceLevel: z.enum(EXPERIENCE_LEVEL_VALUES).optional(),
    theoreticalOrientation: z.enum(THEORETICAL_ORIENTATION_VALUES).optional(),
    // The dilemma screen refuses shorter text (spec-1 §9), so a shorter vignette could never be typed.
    text: z.string().min(DILEMMA_MIN_LENGTH),
    clarifyingAnswers: ClarifyingAnswersSchema.optional(),
    tags: z.array(z.enum(VIGNETTE_TAGS)).optional(),
    /**
     * The practitioner's honest answers to the safety screen (src/shared/domain/safety-screen.ts):
     * what they know, "unsure" where they do not. The eval runs every vignette twice: from the
     * text alone, and with these answers.
     */
    safetyScreen: SafetyScreenSchema.optional(),
    /** Why a disputable label is what it is; for the engineer reading a miss. */
    note: z.string().optional(),
    expected: z.object({
      categories: z.array(CategorySchema),
      forbiddenCategories: z.array(CategorySchema).optional(),
      /**
       * Defensible extra tags a careful consultant might add but would not insist on: neither
       * required (no recall penalty) nor penalised (no precision penalty). Used sparingly.
       */
      acceptableCategories: z.array(CategorySchema).optional(),
      /** The band a careful consultant gives from the text (and answers) alone. */
      riskBand: z.enum(RISK_LEVELS),
      /** The band once the safety-screen answers are in; defaults to `riskBand`. */
      riskBandWithScreen: z.enum(RISK_LEVELS).optional(),
      citations: z.array(LabelledCitationSchema).default([]),
      stateTopics: z.array(z.enum(STATE_TOPICS)).default([]),
    }),
  })
  .superRefine((vignette, ctx) => {
    const { categories, forbiddenCategories = [], acceptableCategories = [] } = vignette.expected;
    const overlap = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x));
    for (const [name, list] of [
      ['forbidden', overlap(categories, forbiddenCategories)],
      ['acceptable', overlap(categories, acceptableCategories)],
      ['forbidden and acceptable', overlap(forbiddenCategories, acceptableCategories)],
    ] as const) {
      if (list.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['expected'], message: `${list.join(', ')} is both expected and ${name}` });
      }
    }
    if (new Set(categories).size !== categories.length) {
      ctx.addIssue({ code: 'custom', path: ['expected', 'categories'], message: 'duplicate category' });
    }
  });
export type Vignette = z.infer<typeof VignetteSchema>;

export const VignetteFileSchema = z.array(VignetteSchema).min(1);

/**
 * A minimal-pair group: one case told in several wordings (euphemism, slang, clinical shorthand,
 * hedged, indirect). Every wording must get the same categories and the same band.
 */
export const PairGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
  title: z.string().min(3),
  role: z.enum(PRACTICE_ROLE_VALUES),
  state: z.string().refine((code) => findJurisdiction(code)?.value === code, 'state must be a jurisdiction code'),
  wordings: z.array(z.string().min(DILEMMA_MIN_LENGTH)).min(5),
  expected: z.object({
    categories: z.array(CategorySchema).min(1),
    forbiddenCategories: z.array(CategorySchema).optional(),
    acceptableCategories: z.array(CategorySchema).optional(),
    riskBand: z.enum(RISK_LEVELS),
  }),
  note: z.string().optional(),
});
export type PairGroup = z.infer<typeof PairGroupSchema>;
export const PairGroupFileSchema = z.array(PairGroupSchema).min(1);

/** Identifier kinds mirror `IdentifierKind` in src/engine/types.ts; the test checks they agree. */
export const IDENTIFIER_KINDS = [
  'name',
  'date',
  'age-over-89',
  'phone',
  'fax',
  'email',
  'address',
  'zip',
  'ssn',
  'medical-record',
  'health-plan',
  'account',
  'licence',
  'vehicle',
  'device',
  'url',
  'ip',
  'other-id',
] as const satisfies readonly IdentifierKind[];

// Fails to compile if the engine adds an identifier kind the labels cannot name.
type UnlabelledKind = Exclude<IdentifierKind, (typeof IDENTIFIER_KINDS)[number]>;
export const IDENTIFIER_KINDS_COMPLETE: [UnlabelledKind] extends [never] ? true : never = true;

export const IdentifierSampleSchema = z
  .object({
    text: z.string().min(1),
    identifiers: z.array(z.object({ kind: z.enum(IDENTIFIER_KINDS), text: z.string().min(1) })),
    /** Look-alikes that must not be flagged (Axis II, PHQ-9, "§ 43.92"); any detection on them is a false positive. */
    hardNegatives: z.array(z.string().min(1)).optional(),
  })
  .superRefine((sample, ctx) => {
    for (const phrase of [...sample.identifiers.map((i) => i.text), ...(sample.hardNegatives ?? [])]) {
      if (!sample.text.includes(phrase)) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: `"${phrase}" does not occur in the text` });
      }
    }
  });
export type IdentifierSample = z.infer<typeof IdentifierSampleSchema>;

export const IdentifierSetSchema = z.array(IdentifierSampleSchema).min(1);
