import type { AnalysisState } from '../../../shared/api/analyses';

type Loose = Record<string, unknown>;

function section(data: Loose, name: string): Loose | undefined {
  const value = data[name] ?? data[`1. ${name}`] ?? data[`2. ${name}`] ?? data[`3. ${name}`];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** spec-2 §3: the score may be risk_score, riskScore or score, flat or under BASIC ASSESSMENT; default 0. */
export function riskScoreFrom(data: unknown): number {
  if (!data || typeof data !== 'object') return 0;
  const loose = data as Loose;
  const basic = section(loose, 'BASIC ASSESSMENT') ?? {};
  const score = toNumber(loose.risk_score) ?? toNumber(loose.riskScore) ?? toNumber(loose.score) ?? toNumber(basic.risk_score) ?? toNumber(basic.riskScore);
  return score === undefined ? 0 : Math.max(0, Math.min(10, score));
}

export function riskUrgencyFrom(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const loose = data as Loose;
  const basic = section(loose, 'BASIC ASSESSMENT') ?? {};
  return String(basic.urgency ?? loose.urgency ?? '');
}

/** The six harm probabilities as whole numbers, from the sectioned or the flat shape. */
export function harmProbabilitiesFrom(data: unknown): Array<{ key: string; label: string; percent: number }> {
  const loose = (data && typeof data === 'object' ? data : {}) as Loose;
  const source = section(loose, 'QUANTIFIED HARM PROBABILITIES') ?? loose;
  const labels: Array<[string, string]> = [
    ['therapeutic_rupture', 'Therapeutic rupture'],
    ['client_psychological_harm', 'Client psychological harm'],
    ['escalated_behavior', 'Escalated behavior'],
    ['legal_action', 'Legal action'],
    ['licensing_complaint', 'Licensing complaint'],
    ['professional_reputation_damage', 'Professional reputation damage'],
  ];
  return labels.flatMap(([key, label]) => {
    const percent = toNumber(source[`${key}_probability`] ?? source[key]);
    return percent === undefined ? [] : [{ key, label, percent: Math.round(Math.max(0, Math.min(100, percent))) }];
  });
}

export function stateRiskScore(state: AnalysisState | undefined): number {
  return riskScoreFrom(state?.sections?.risk?.data);
}

export { section as riskSection };
