/**
 * The published risk rubric (RUBRIC.md explains it for clinicians): points per category and per
 * risk fact, the floors and ceiling PRODUCT.md sets, and the harm-probability coefficients.
 * Danger factors follow the C-SSRS / SAFE-T progression (ideation → method → intent → plan →
 * behaviour) and the HCR-20's historical / clinical / risk-management split (domain-facts §5);
 * the rubric uses their structure only and scores neither instrument.
 */
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { CATEGORIES } from '../categories';
import type { ExtractedFacts, HarmKey } from '../types';

/** Which harm each group of factors feeds (see HARM_COEFFICIENTS). */
/** 'adjustment' marks the ceilings: they change the score, not any harm's domain points. */
export type RiskDomain = 'self' | 'others' | 'duty' | 'boundary' | 'professional' | 'protective' | 'adjustment';

export type CategoryRule = {
  domain: RiskDomain;
  /** Points when this is the main concern. */
  points: number;
  /**
   * A graver form recognised from the evidence, with its own points and label; or from who is
   * involved (`involved`: a court or law enforcement named anywhere in the text) or the setting
   * (`setting`: the client in another state).
   */
  severe?: {
    pattern: RegExp;
    points: number;
    label: string;
    involved?: ReadonlyArray<keyof ExtractedFacts['involved']>;
    setting?: ReadonlyArray<keyof ExtractedFacts['setting']>;
  };
};

/** Each category's rule lives in its definition (src/engine/categories/<id>.ts). */
export const CATEGORY_RULES: Readonly<Record<IssueCategoryId, CategoryRule>> = Object.fromEntries(
  ISSUE_CATEGORY_IDS.map((id) => [id, CATEGORIES[id].rubric]),
) as Record<IssueCategoryId, CategoryRule>;

/** Categories that, alone, are routine boundary or practice questions (PRODUCT.md: LOW). */
export const LOW_STAKES_CATEGORIES: ReadonlySet<IssueCategoryId> = new Set<IssueCategoryId>([
  'gifts',
  'social-media',
  'boundary-crossings',
  'cultural-diversity',
  'couples-family-group',
]);

/** Points for the danger facts; "uncertain" (hedged) facts count half. */
export const DANGER_POINTS = {
  ideation: 4,
  threat: 4,
  victim: 2,
  firearm: 2,
  otherMeans: 1.5,
  plan: 2,
  intent: 1.5,
  timeline: 1,
  priorAttempts: 1.5,
  priorViolence: 1.5,
  preparation: 2,
  method: 1,
  selfHarm: 2.5,
  denialWithPreparation: 1,
  /** Violence against the client by a partner or ex-partner (the floors carry its weight). */
  partnerViolence: 1,
} as const;

/**
 * Lethality markers of violence against the client, after the Danger Assessment's structure
 * (docs/engine.md "Violence against the client"): with one of them the client's own danger is HIGH.
 */
export const PARTNER_LETHALITY_MARKERS: Readonly<Record<string, string>> = {
  strangulation: 'strangulation or choking',
  'threat-to-kill': 'a threat to kill the client',
  weapon: 'a weapon used or threatened',
};

/** Protective factors (SAFE-T step 2) lower a danger score, together by at most MAX_PROTECTIVE. */
export const PROTECTIVE_POINTS: Record<string, { points: number; label: string }> = {
  'means-restricted': { points: -1.5, label: 'Lethal means removed or secured' },
  'safety-plan': { points: -1, label: 'A safety plan is in place' },
  support: { points: -0.5, label: 'Supportive people around the client' },
  engaged: { points: -0.5, label: 'Engaged in treatment / willing to accept more care' },
};
export const MAX_PROTECTIVE = 2.5;

/** Each further concern adds this much, up to MAX_ADDITIONAL in all. */
export const ADDITIONAL_CONCERN_POINTS = 0.5;
/** Only a further concern that is itself MODERATE (4 points or more) adds to the main one. */
export const ADDITIONAL_CONCERN_MIN_POINTS = 4;
export const MAX_ADDITIONAL = 1;

export const FLOORS = {
  imminent: 9,
  legalDuty: 7,
  /** A flagged danger whose safety screen is unanswered is "not yet assessed": never LOW. */
  notAssessed: 4,
} as const;
/** Without imminence (no floor of 9), points alone stop at HIGH: CRITICAL means imminent danger. */
export const NON_IMMINENT_CEILING = 8;
/** Without a high-risk finding (a floor of 7 or more), points alone stop at MODERATE. */
export const MODERATE_CEILING = 6;
export const LOW_STAKES_CEILING = 3;

/**
 * p(harm) = base + perScore × score + Σ domain coefficient × domain points, clamped 5–95.
 * Domain points are the positive points of that domain's factors; protective points enter
 * through the 'protective' coefficient (negative contributions).
 */
export const HARM_COEFFICIENTS: Record<HarmKey, { base: number; perScore: number } & Partial<Record<RiskDomain, number>>> = {
  therapeutic_rupture: { base: 10, perScore: 4, duty: 3, boundary: 2, others: 1, protective: 2 },
  client_psychological_harm: { base: 10, perScore: 4, self: 4, boundary: 2, others: 1, protective: 3 },
  escalated_behavior: { base: 5, perScore: 3, others: 4, self: 3, protective: 3 },
  legal_action: { base: 5, perScore: 3, duty: 3, others: 2, professional: 1 },
  licensing_complaint: { base: 5, perScore: 3, boundary: 3, professional: 3, duty: 2 },
  professional_reputation_damage: { base: 5, perScore: 2.5, boundary: 2, professional: 2, duty: 1 },
};
export const HARM_MIN = 5;
export const HARM_MAX = 95;
