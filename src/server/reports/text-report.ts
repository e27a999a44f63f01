import type { ReportModel } from './report-model';
import { citationLine, readingsSummary, REPORT_DISCLAIMER } from './report-model';

const rule = (title: string) => `\n${title.toUpperCase()}\n${'='.repeat(title.length)}\n`;
const items = (values: unknown) =>
  (Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string' && v.trim().length > 0) : []).map((v) => `  - ${v}`).join('\n') || '  (none recorded)';

/** The comprehensive report as plain text, downloaded as a .txt named with the date. */
export function renderTextReport(model: ReportModel): string {
  const final = model.final;
  const date = model.generatedAt.toISOString().slice(0, 10);
  const disputes = readingsSummary(model);
  const plan = (['phase_1', 'phase_2', 'phase_3'] as const)
    .map((key) => final.implementation_plan?.[key])
    .filter(Boolean)
    .map((phase) => `${phase!.title} (${phase!.timeframe})\n${items(phase!.actions)}`)
    .join('\n\n');
  return [
    'GRAYLINE COMPREHENSIVE ETHICAL CONSULTATION REPORT',
    `Role: ${model.role}`,
    `Jurisdiction: ${model.jurisdiction}`,
    `Risk: ${model.riskLevel} (${model.riskScore}/10)${model.readings.rubric ? ` — the rubric's reading was ${model.readings.rubric.level} (${model.readings.rubric.score}/10) before the factors you disputed` : ''}`,
    `Date: ${date}`,
    ...(model.screenNotice ? [`Safety screen: ${model.screenNotice}`] : []),
    rule('Executive summary'),
    final.executive_summary ?? '',
    rule('Risk interpretation'),
    `${model.riskLevel}: ${model.riskInterpretation}`,
    rule('Dilemma as described'),
    model.dilemma,
    rule('Key findings'),
    `Stakeholders: ${final.key_findings?.stakeholder_analysis ?? ''}`,
    `Legal compliance: ${final.key_findings?.legal_compliance ?? ''}`,
    `Ethical frameworks: ${final.key_findings?.ethical_framework ?? ''}`,
    `Risk: ${final.key_findings?.risk_assessment ?? ''}`,
    rule('Recommendations'),
    `Immediate actions:\n${items(final.recommendations?.immediate_actions)}`,
    `Ongoing monitoring:\n${items(final.recommendations?.ongoing_monitoring)}`,
    `Professional development:\n${items(final.recommendations?.professional_development)}`,
    rule('Implementation plan'),
    plan,
    rule('Highlights of each step'),
    model.highlights.map((h) => `${h.title}\n${h.lines.map((l) => `  ${l}`).join('\n')}`).join('\n\n'),
    ...(disputes ? [rule('Risk factors you disputed'), disputes.heading, disputes.factors.map((d) => `  - ${d.factor}: ${d.reason}`).join('\n')] : []),
    rule('Documentation note'),
    final.documentation_note ?? '',
    rule('Sources cited'),
    model.citations.map((c) => `  - ${citationLine(c)}`).join('\n') || '  (none)',
    rule('Who wrote this analysis'),
    model.authorship.map((line) => `  - ${line}`).join('\n') || '  (none)',
    rule('Disclaimer'),
    REPORT_DISCLAIMER,
    '',
  ].join('\n');
}
