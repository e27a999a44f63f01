import type { ReportModel } from './report-model';
import { citationLine, readingsSummary, REPORT_DISCLAIMER } from './report-model';

/** Every user-typed or generated string goes through this before it touches HTML. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const paragraphs = (value: unknown) =>
  String(value ?? '')
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const bullets = (items: unknown) => {
  const list = Array.isArray(items) ? items.filter((i) => typeof i === 'string' && i.trim()) : [];
  return list.length ? `<ul>${list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '<p class="muted">None recorded.</p>';
};

const STYLE = `
  body { font: 15px/1.55 Georgia, 'Times New Roman', serif; color: #0f172a; max-width: 820px; margin: 2rem auto; padding: 0 1.25rem; }
  h1 { font-size: 1.7rem; margin-bottom: .25rem; } h2 { font-size: 1.2rem; border-bottom: 1px solid #cbd5e1; padding-bottom: .2rem; margin-top: 2rem; }
  h3 { font-size: 1rem; margin-bottom: .25rem; } .muted { color: #475569; } .meta { color: #334155; font-size: .95rem; }
  .badge { display: inline-block; padding: .1rem .6rem; border-radius: 999px; font: 600 .85rem system-ui, sans-serif; color: #fff; }
  .CRITICAL { background: #b91c1c; } .HIGH { background: #c2410c; } .MODERATE { background: #fcd34d; color: #451a03; } .LOW { background: #059669; }
  .banner { border: 2px solid #b91c1c; background: #fef2f2; padding: .75rem 1rem; border-radius: 6px; }
  .note { white-space: pre-wrap; border: 1px solid #cbd5e1; background: #f8fafc; padding: 1rem; border-radius: 6px; font-family: ui-monospace, Menlo, monospace; font-size: .85rem; }
  .dilemma { white-space: pre-wrap; border-left: 3px solid #94a3b8; padding-left: 1rem; }
  footer { margin-top: 2.5rem; font-size: .85rem; color: #475569; border-top: 1px solid #cbd5e1; padding-top: .75rem; }
  @media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } section { break-inside: avoid-page; } }
`;

/**
 * A self-contained HTML report that is readable offline and inert: everything escaped, no
 * script, and a content-security policy that forbids scripts and remote loads even if something
 * slipped through.
 */
export function renderHtmlReport(model: ReportModel): string {
  const final = model.final;
  const findings = final.key_findings;
  const showBanner = model.riskScore >= 7;
  const date = model.generatedAt.toISOString().slice(0, 10);
  const disputes = readingsSummary(model);
  const phase = (key: 'phase_1' | 'phase_2' | 'phase_3') => {
    const p = final.implementation_plan?.[key];
    return p ? `<h3>${escapeHtml(p.title)} <span class="muted">(${escapeHtml(p.timeframe)})</span></h3>${bullets(p.actions)}` : '';
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Grayline consultation report — ${escapeHtml(date)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Ethical Consultation Report</h1>
<p class="meta">${escapeHtml(model.role)} · ${escapeHtml(model.jurisdiction)}${model.experience ? ` · ${escapeHtml(model.experience)}` : ''} · ${escapeHtml(date)}</p>
<p class="meta">Risk: <span class="badge ${model.riskLevel}">${escapeHtml(model.riskLevel)} · ${escapeHtml(model.riskScore)}/10</span> — ${escapeHtml(model.riskInterpretation)}${model.readings.rubric ? ` <span class="muted">(the rubric's reading before the factors you disputed: ${escapeHtml(model.readings.rubric.level)} · ${escapeHtml(model.readings.rubric.score)}/10)</span>` : ''}</p>
</header>
${showBanner ? `<section class="banner"><strong>${model.riskScore >= 9 ? 'Critical' : 'High'} risk.</strong> ${escapeHtml(findings?.risk_assessment ?? model.riskInterpretation)}</section>` : ''}
${model.screenNotice ? `<section class="banner"><strong>Safety screen.</strong> ${escapeHtml(model.screenNotice)}</section>` : ''}
<section><h2>Executive summary</h2>${paragraphs(final.executive_summary)}</section>
<section><h2>Dilemma overview</h2>${paragraphs(final.dilemma_overview)}<h3>As described</h3><div class="dilemma">${escapeHtml(model.dilemma)}</div></section>
<section><h2>Key findings</h2>
<h3>Stakeholders</h3>${paragraphs(findings?.stakeholder_analysis)}
<h3>Legal compliance</h3>${paragraphs(findings?.legal_compliance)}
<h3>Ethical frameworks</h3>${paragraphs(findings?.ethical_framework)}
${showBanner ? '' : `<h3>Risk</h3>${paragraphs(findings?.risk_assessment)}`}
</section>
<section><h2>Recommendations</h2>
<h3>Immediate actions</h3>${bullets(final.recommendations?.immediate_actions)}
<h3>Ongoing monitoring</h3>${bullets(final.recommendations?.ongoing_monitoring)}
<h3>Professional development</h3>${bullets(final.recommendations?.professional_development)}
</section>
<section><h2>Implementation plan</h2>${phase('phase_1')}${phase('phase_2')}${phase('phase_3')}</section>
<section><h2>Resources needed</h2>${bullets(final.resources_needed)}</section>
<section><h2>Success metrics</h2>${bullets(final.success_metrics)}</section>
${disputes ? `<section><h2>Risk factors you disputed</h2><p>${escapeHtml(disputes.heading)}</p><ul>${disputes.factors.map((d) => `<li><strong>${escapeHtml(d.factor)}</strong>: ${escapeHtml(d.reason)}</li>`).join('')}</ul></section>` : ''}
<section><h2>Documentation note</h2><div class="note">${escapeHtml(final.documentation_note)}</div></section>
${model.citations.length ? `<section><h2>Sources cited</h2><ul>${model.citations.map((c) => `<li>${escapeHtml(citationLine(c))}</li>`).join('')}</ul></section>` : ''}
${model.authorship.length ? `<section><h2>Who wrote this analysis</h2><ul>${model.authorship.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></section>` : ''}
<footer><p>${escapeHtml(REPORT_DISCLAIMER)}</p><p>Generated by Grayline on ${escapeHtml(date)}. Consultation support, never the decision-maker.</p></footer>
</body>
</html>
`;
}
