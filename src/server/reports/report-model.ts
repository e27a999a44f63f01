import type { AnalysisState } from '../../shared/api/analyses';
import { reportCitations, reportHighlights, type SectionHighlight } from '../../shared/api/section-registry';
import type { FinalReportResponse, SectionCitation } from '../../shared/api/sections';
import { currentSection, riskReadings, type RiskReadings } from '../../shared/domain/analysis-document';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { findExperienceLevel } from '../../shared/domain/profile-options';
import { authorship } from '../../shared/domain/engines';
import { riskBand, riskLevel, type RiskLevel } from '../../shared/domain/risk';
import { practiceRoleLabel } from '../../shared/domain/roles';

/** Everything a downloaded or printed report shows, from an analysis with a current final report. */
export type ReportModel = {
  generatedAt: Date;
  role: string;
  jurisdiction: string;
  experience: string;
  riskScore: number;
  riskLevel: RiskLevel;
  riskInterpretation: string;
  /** The rubric's reading and the factors the practitioner disputed, with their reasons. */
  readings: RiskReadings;
  dilemma: string;
  final: FinalReportResponse;
  highlights: SectionHighlight[];
  citations: SectionCitation[];
  /** Where the safety screen stood when the final report was written: empty when complete. */
  screenNotice: string;
  /** Which engine or model wrote which sections (decision 013), one sentence per author. */
  authorship: string[];
};

/** A cited source as the reports list it; one a model made that the knowledge base lacks says so. */
export function citationLine(c: SectionCitation): string {
  return `${c.source.replace(/^STATE:/, '')} ${c.section} — ${c.title}${c.unverified ? ' (unverified: cited by the language model, not in the knowledge base)' : ''}`;
}

/** The report of an analysis, or null while its final report is missing or out of date. */
export function buildReportModel(state: AnalysisState, now: Date): ReportModel | null {
  const final = currentSection(state, 'final')?.data;
  if (!final) return null;
  const readings = riskReadings(state);
  const score = readings.score ?? final.risk_score;
  return {
    generatedAt: now,
    role: practiceRoleLabel(state.setup?.role),
    jurisdiction: jurisdictionLabel(state.setup?.state),
    experience: findExperienceLevel(state.setup?.experienceLevel)?.roleSelectionLabel ?? '',
    riskScore: score,
    riskLevel: riskLevel(score),
    riskInterpretation: riskBand(score).description,
    readings,
    dilemma: state.dilemma?.text ?? '',
    final,
    highlights: reportHighlights(state),
    citations: reportCitations(state),
    screenNotice: final.safety_screen?.message ?? '',
    authorship: authorship(state),
  };
}

/** Both readings of the risk, in words, when the practitioner disputed factors; empty otherwise. */
export function readingsSummary(model: ReportModel): { heading: string; factors: Array<{ factor: string; reason: string }> } | null {
  const { rubric, disputed } = model.readings;
  if (!rubric || disputed.length === 0) return null;
  return {
    heading: `The rubric's reading: ${rubric.score}/10 (${rubric.level}). Without the factors you disputed: ${model.riskScore}/10 (${model.riskLevel}), the score this report uses.`,
    factors: disputed.map((d) => ({ factor: `${d.label} (${d.weight >= 0 ? '+' : ''}${d.weight})`, reason: d.reason })),
  };
}

export const REPORT_DISCLAIMER =
  'For educational and consultation use only. This report is not legal, clinical or professional advice and does not replace supervision, legal counsel or your own clinical judgment. Verify every legal citation with your licensing board or an attorney in your jurisdiction.';
