/**
 * One risk mapping everywhere (docs/product.md "Risk"): score ≥ 9 CRITICAL, ≥ 7 HIGH, ≥ 4
 * MODERATE, otherwise LOW. Other cut-offs (badge colours at 7/5, comprehensive label at
 * 7/5) are defects we do not copy.
 */
export const RISK_LEVELS = ['CRITICAL', 'HIGH', 'MODERATE', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_SCORE_MIN = 0;
export const RISK_SCORE_MAX = 10;

export const RISK_BANDS: ReadonlyArray<{
  level: RiskLevel;
  filter: 'critical' | 'high' | 'moderate' | 'low';
  min: number;
  label: string;
  filterLabel: string;
  description: string;
}> = [
  {
    level: 'CRITICAL',
    filter: 'critical',
    min: 9,
    label: 'Critical',
    filterLabel: 'Critical (9-10)',
    description: 'Imminent danger to self or an identifiable other; act now and consult immediately.',
  },
  {
    level: 'HIGH',
    filter: 'high',
    min: 7,
    label: 'High',
    filterLabel: 'High (7-8)',
    description: 'A legal duty or serious harm is likely in play; consult promptly and document.',
  },
  {
    level: 'MODERATE',
    filter: 'moderate',
    min: 4,
    label: 'Moderate',
    filterLabel: 'Moderate (4-6)',
    description: 'Real risk of harm or complaint; plan, consult and document before acting.',
  },
  {
    level: 'LOW',
    filter: 'low',
    min: 0,
    label: 'Low',
    filterLabel: 'Low (1-3)',
    description: 'A routine ethical question; reflect, consult as needed and document your reasoning.',
  },
];

export type RiskFilter = (typeof RISK_BANDS)[number]['filter'];
export const RISK_FILTERS = RISK_BANDS.map((band) => band.filter);

export function riskLevel(score: number): RiskLevel {
  for (const band of RISK_BANDS) {
    if (score >= band.min) return band.level;
  }
  return 'LOW';
}

export function riskBand(score: number) {
  const level = riskLevel(score);
  const band = RISK_BANDS.find((candidate) => candidate.level === level);
  if (!band) throw new Error(`No band for ${level}`);
  return band;
}

/** Score range [min, maxExclusive) a filter selects; used by the saved-analyses query. */
export function riskFilterRange(filter: RiskFilter): { min: number; maxExclusive: number } {
  const index = RISK_BANDS.findIndex((band) => band.filter === filter);
  const band = RISK_BANDS[index];
  if (!band) throw new Error(`Unknown risk filter ${filter}`);
  const higher = RISK_BANDS[index - 1];
  return { min: band.min, maxExclusive: higher ? higher.min : Number.POSITIVE_INFINITY };
}

/** One colour scale for badges and banners, as Tailwind classes. */
export const RISK_BADGE_CLASSES: Record<RiskLevel, string> = {
  CRITICAL: 'bg-red-700 text-white',
  HIGH: 'bg-orange-700 text-white',
  MODERATE: 'bg-amber-300 text-amber-950',
  LOW: 'bg-emerald-700 text-white',
};

/** Harm-probability styling: ≥ 70 red, 40–69 orange, < 40 green. */
export function probabilityTone(percent: number): 'high' | 'medium' | 'low' {
  if (percent >= 70) return 'high';
  if (percent >= 40) return 'medium';
  return 'low';
}

/** A decision pathway is styled positive when its positive probability is above 50. */
export const POSITIVE_PATHWAY_THRESHOLD = 50;

/** Consultation scripts show the emergency banner from this score (docs/product.md "Risk"). */
export const EMERGENCY_BANNER_MIN_SCORE = 6;

/** Final report banner from 7, critical styling from 9. */
export const REPORT_BANNER_MIN_SCORE = 7;
export const REPORT_CRITICAL_MIN_SCORE = 9;

/** TIMELINE card wording from the urgency text. */
export function timelineLabel(urgency: string | undefined | null): 'IMMEDIATE' | 'URGENT' | 'Moderate' | 'Standard' {
  const text = (urgency ?? '').toLowerCase();
  if (/immediate|emergency|critical/.test(text)) return 'IMMEDIATE';
  if (/urgent|high/.test(text)) return 'URGENT';
  if (/moderate|medium/.test(text)) return 'Moderate';
  return 'Standard';
}
