/**
 * The published risk rubric (RUBRIC.md explains it for clinicians): points per category and per
 * risk fact, the floors and ceiling PRODUCT.md sets, and the harm-probability coefficients.
 * Danger factors follow the C-SSRS / SAFE-T progression (ideation → method → intent → plan →
 * behaviour) and the HCR-20's historical / clinical / risk-management split (domain-facts §5);
 * the rubric uses their structure only and scores neither instrument.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { HarmKey } from '../types';

/** Which harm each group of factors feeds (see HARM_COEFFICIENTS). */
/** 'adjustment' marks the ceilings: they change the score, not any harm's domain points. */
export type RiskDomain = 'self' | 'others' | 'duty' | 'boundary' | 'professional' | 'protective' | 'adjustment';

export type CategoryRule = {
  domain: RiskDomain;
  /** Points when this is the main concern. */
  points: number;
  /** A graver form recognised from the evidence, with its own points and label. */
  severe?: { pattern: RegExp; points: number; label: string };
};

export const CATEGORY_RULES: Record<IssueCategoryId, CategoryRule> = {
  'duty-to-protect': { domain: 'duty', points: 4 },
  'suicide-risk': { domain: 'self', points: 4 },
  'child-abuse-reporting': { domain: 'duty', points: 5 },
  'elder-abuse-reporting': { domain: 'duty', points: 5 },
  confidentiality: { domain: 'duty', points: 3 },
  'records-legal-process': {
    domain: 'duty',
    points: 3.5,
    severe: { pattern: /subpoena|court|depos|attorney|lawyer|warrant|hearing/i, points: 4, label: 'Legal process under way (subpoena, court or attorney)' },
  },
  'minors-consent': { domain: 'duty', points: 3 },
  'couples-family-group': { domain: 'boundary', points: 3 },
  'multiple-relationships': {
    domain: 'boundary',
    points: 3,
    severe: { pattern: /business|hire|hiring|hired|employ|power|authority|contract|salary|director|boss|supervisor|signs? off/i, points: 4, label: 'A business, employment or power relationship alongside the professional one' },
  },
  'sexual-boundaries': { domain: 'boundary', points: 4 },
  gifts: {
    domain: 'boundary',
    points: 1.5,
    severe: { pattern: /\$\s?(?:[1-9]\d{2,}|\d{1,3}(?:,\d{3})+)|expensive|costly|lavish|jewel|necklace|bracelet|watch|tickets?|inherit|bequest|\bwill\b|cash|check|money/i, points: 4, label: 'A gift of significant value' },
  },
  'bartering-fees': {
    domain: 'boundary',
    points: 3,
    severe: { pattern: /collection|small claims|\bsue\b|sued|suing|lawsuit|credit (?:bureau|report)|owes? (?:me |us |the practice )?(?:over |more than )?\$\s?\d{4,}|business|invest/i, points: 4, label: 'A fee dispute heading to collections or court, or a business arrangement' },
  },
  'boundary-crossings': { domain: 'boundary', points: 2 },
  'competence-scope': { domain: 'professional', points: 4 },
  'informed-consent': { domain: 'professional', points: 3 },
  'telehealth-jurisdiction': {
    domain: 'duty',
    points: 3,
    severe: { pattern: /another country|abroad|overseas|international|not licensed|unlicensed|months|moved|relocat|lives? (?:now )?in/i, points: 4, label: 'Ongoing care across state or national lines without a licence there' },
  },
  'social-media': {
    domain: 'boundary',
    points: 1.5,
    severe: { pattern: /review|yelp|posted|posting|dating|tinder|bumble|hinge/i, points: 3, label: 'Client information online, a public review or a dating app' },
  },
  'colleague-conduct': {
    domain: 'professional',
    points: 4,
    severe: { pattern: /alcohol|drunk|intoxicat|impair|high at work|under the influence|slurr|sleeping|dating|sexual|falsif|fabricat/i, points: 4.5, label: 'A colleague who may be impaired or exploiting clients' },
  },
  'practitioner-impairment': { domain: 'professional', points: 4 },
  'values-conflict': { domain: 'professional', points: 4 },
  'cultural-diversity': { domain: 'professional', points: 3 },
  'termination-abandonment': { domain: 'professional', points: 3 },
  'end-of-life': { domain: 'professional', points: 3 },
  'billing-insurance': {
    domain: 'professional',
    points: 4,
    severe: { pattern: /upcod|fraud|overbill|double[- ]bill|never|didn['’]t|did not|waiv|bill(?:ed|ing)? (?:it )?as|under (?:my |her |his |the |a )?supervisor|put (?:MDD|PTSD|GAD|a diagnosis)/i, points: 5, label: 'Billing that may misrepresent services' },
  },
  'supervision-training': { domain: 'professional', points: 3.5 },
  'substance-use-records': { domain: 'duty', points: 4 },
  documentation: {
    domain: 'professional',
    points: 3.5,
    severe: { pattern: /alter|chang|edit|delet|rewr|backdat|falsif|fabricat|shred|destroy|amend|sanitiz|scrub|\bdate\b|false/i, points: 5, label: 'Altering, backdating or falsifying clinical records' },
  },
  'forensic-role': { domain: 'duty', points: 4 },
  'workplace-policy': { domain: 'professional', points: 3 },
};

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
} as const;

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
