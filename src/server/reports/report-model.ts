import type { AnalysisState } from '../../shared/api/analyses';
import type { FinalReportResponse, SectionCitation } from '../../shared/api/sections';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { findExperienceLevel } from '../../shared/domain/profile-options';
import { riskBand, riskLevel, type RiskLevel } from '../../shared/domain/risk';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { riskScoreOf } from '../services/analyses';

type Loose = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const objects = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((v): v is Loose => Boolean(v) && typeof v === 'object') : []);

export type ReportSectionHighlight = { title: string; lines: string[] };

/** Everything a downloaded or printed report shows, read defensively from the stored state. */
export type ReportModel = {
  generatedAt: Date;
  role: string;
  jurisdiction: string;
  experience: string;
  riskScore: number;
  riskLevel: RiskLevel;
  riskInterpretation: string;
  dilemma: string;
  final: Partial<FinalReportResponse>;
  highlights: ReportSectionHighlight[];
  disputedFactors: Array<{ factor: string; reason: string }>;
  citations: SectionCitation[];
  /** Where the safety screen stood when the final report was written: empty when complete. */
  screenNotice: string;
};

function sectionData(state: AnalysisState, key: keyof NonNullable<AnalysisState['sections']>): Loose {
  return (state.sections?.[key]?.data ?? {}) as Loose;
}

/** One line or two from every analysis step, for the comprehensive report. */
function highlightsOf(state: AnalysisState): ReportSectionHighlight[] {
  const summary = sectionData(state, 'summary');
  const risk = sectionData(state, 'risk');
  const timeline = sectionData(state, 'timeline');
  const impact = sectionData(state, 'impact');
  const dual = sectionData(state, 'dualTrack');
  const stakeholders = sectionData(state, 'stakeholders');
  const legal = sectionData(state, 'legal');
  const scripts = sectionData(state, 'scripts');
  const model = sectionData(state, 'model');
  const consensus = (model.professional_consensus ?? {}) as Loose;
  const highlights: ReportSectionHighlight[] = [
    { title: 'Reflective summary', lines: [text(summary.summary), text(summary.complexity) && `Complexity: ${text(summary.complexity)}`, text(summary.urgency) && `Urgency: ${text(summary.urgency)}`] },
    {
      title: 'Risk assessment',
      lines: [text(risk.rationale), ...objects(risk.factors).map((f) => `${text(f.label)} (${String(f.weight ?? '')})`)],
    },
    { title: 'Timeline', lines: [text(timeline.urgency_level), ...objects(timeline.timeline_sections).map((s) => `${text(s.title)}: ${list(s.actions).slice(0, 2).join('; ')}`), ...list(timeline.critical_alerts)] },
    { title: 'Impact on you', lines: [text(impact.assessment)] },
    { title: 'Professional and personal values', lines: [text(dual.synthesis)] },
    { title: 'Stakeholders', lines: [text(stakeholders.overview), objects(stakeholders.stakeholders).map((s) => text(s.name)).filter(Boolean).join(', ')] },
    { title: 'Legal analysis', lines: [text(legal.overview), ...objects(legal.compliance_requirements).map((r) => `${text(r.requirement)} — ${text(r.deadline)}`)] },
    {
      title: 'Consultation',
      lines: objects(((scripts.scripts ?? {}) as Loose).consultation_scripts).map((s) => `${text(s.title)}: ${text(s.purpose)}`),
    },
    { title: 'Ethical models', lines: [text(model.overview), text(consensus.unified_recommendation)] },
  ];
  return highlights.map((h) => ({ ...h, lines: h.lines.filter((line) => line && line.trim()) })).filter((h) => h.lines.length > 0);
}

function citationsOf(state: AnalysisState): SectionCitation[] {
  const seen = new Map<string, SectionCitation>();
  for (const stored of Object.values(state.sections ?? {})) {
    for (const citation of objects((stored?.data as Loose | undefined)?.citations)) {
      const c = { source: text(citation.source), section: text(citation.section), title: text(citation.title) };
      if (c.source && c.section) seen.set(`${c.source}|${c.section}`, c);
    }
  }
  return [...seen.values()];
}

export function buildReportModel(state: AnalysisState, now: Date): ReportModel {
  const score = riskScoreOf(state) ?? 0;
  const factorLabels = new Map(objects(sectionData(state, 'risk').factors).map((f) => [text(f.id), text(f.label)]));
  return {
    generatedAt: now,
    role: practiceRoleLabel(state.setup?.role),
    jurisdiction: jurisdictionLabel(state.setup?.state),
    experience: findExperienceLevel(state.setup?.experienceLevel)?.roleSelectionLabel ?? '',
    riskScore: score,
    riskLevel: riskLevel(score),
    riskInterpretation: riskBand(score).description,
    dilemma: state.dilemma?.text ?? '',
    final: sectionData(state, 'final') as Partial<FinalReportResponse>,
    highlights: highlightsOf(state),
    disputedFactors: Object.entries(state.disputedFactors ?? {}).map(([id, reason]) => ({ factor: factorLabels.get(id) || id, reason })),
    citations: citationsOf(state),
    screenNotice: text(((sectionData(state, 'final').safety_screen ?? {}) as Loose).message),
  };
}

export const REPORT_DISCLAIMER =
  'For educational and consultation use only. This report is not legal, clinical or professional advice and does not replace supervision, legal counsel or your own clinical judgment. Verify every legal citation with your licensing board or an attorney in your jurisdiction.';
