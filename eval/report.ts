/** Formats an EvalReport as the plain-text table `npm run eval` prints. */
import { RISK_LEVELS } from '../src/shared/domain/risk';
import type { EvalReport, VignetteResult } from './evaluate';
import type { BarName } from './metrics';

const BAR_LABELS: Record<BarName, string> = {
  categoryRecall: 'Category recall (micro)',
  categoryPrecision: 'Category precision (micro)',
  bandExact: 'Risk band, exact',
  bandWithinOne: 'Risk band, within one',
  citationRecall: 'Citation recall',
  identifierRecall: 'Identifier recall',
  identifierPrecision: 'Identifier precision',
};

export function pct(value: number | null): string {
  return value === null ? '   —  ' : `${(value * 100).toFixed(1).padStart(5)}%`;
}

function table(header: string[], rows: string[][], rightAlignFrom = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= rightAlignFrom ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function missLines(r: VignetteResult): string[] {
  const lines: string[] = [];
  if (r.error) lines.push(`error: ${r.error}`);
  if (r.missingCategories.length > 0) lines.push(`missed categories: ${r.missingCategories.join(', ')}`);
  if (r.unexpectedCategories.length > 0) lines.push(`unexpected categories: ${r.unexpectedCategories.join(', ')}`);
  if (r.forbiddenHits.length > 0) lines.push(`FORBIDDEN categories found: ${r.forbiddenHits.join(', ')}`);
  if (r.gotBand !== r.expectedBand) {
    lines.push(`risk band: expected ${r.expectedBand}, got ${r.gotBand ?? 'nothing'}${r.score === null ? '' : ` (score ${r.score})`}`);
  }
  if (r.codeCitations.missing.length > 0) {
    lines.push(`missing citations: ${r.codeCitations.missing.map((c) => `${c.source} ${c.section}`).join('; ')}`);
  }
  for (const m of r.stateTopics.missing) {
    const wanted = m.wanted.filter((w) => w.trim().length > 0);
    lines.push(
      `missing state law (${m.topic}): STATE:${r.state} ${wanted.length > 0 ? wanted.join(' | ') : '(knowledge base holds no citation for this topic)'}`,
    );
  }
  return lines;
}

export function formatReport(report: EvalReport): string {
  const out: string[] = [];
  out.push(`Grayline engine evaluation: ${report.vignetteCount} vignettes, ${report.identifiers.samples} identifier samples`);
  out.push('');

  out.push('Issue categories');
  const categoryRows = Object.entries(report.categories.perCategory).map(([id, s]) => [
    id,
    String(s.tp + s.fn),
    String(s.tp),
    String(s.fp),
    String(s.fn),
    pct(s.precision),
    pct(s.recall),
    pct(s.f1),
  ]);
  const m = report.categories.micro;
  categoryRows.push(['OVERALL (micro)', String(m.tp + m.fn), String(m.tp), String(m.fp), String(m.fn), pct(m.precision), pct(m.recall), pct(m.f1)]);
  out.push(table(['category', 'expected', 'TP', 'FP', 'FN', 'precision', 'recall', 'F1'], categoryRows));
  out.push(`Forbidden categories predicted: ${report.forbiddenHits}`);
  out.push('');

  out.push('Risk bands (rows expected, columns got)');
  const b = report.bands;
  out.push(
    table(
      ['expected \\ got', ...RISK_LEVELS],
      RISK_LEVELS.map((row) => [row, ...RISK_LEVELS.map((col) => String(b.confusion[row][col]))]),
    ),
  );
  out.push(`Exact ${b.exact}/${b.total} ${pct(b.exactAccuracy)}; within one band ${b.withinOne}/${b.total} ${pct(b.withinOneAccuracy)}`);
  out.push('');

  const c = report.citations;
  out.push('Citations');
  out.push(`Code and federal sections ${c.code.found}/${c.code.expected} ${pct(c.code.recall)}`);
  out.push(`State-law topics          ${c.stateTopics.found}/${c.stateTopics.expected} ${pct(c.stateTopics.recall)}`);
  out.push(`All citations             ${c.overall.found}/${c.overall.expected} ${pct(c.overall.recall)}`);
  out.push('');

  const ids = report.identifiers;
  out.push('Identifiers');
  out.push(
    table(
      ['kind', 'labelled', 'found', 'recall'],
      Object.entries(ids.byKind)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, k]) => [kind, String(k.labelled), String(k.found), pct(k.recall)]),
    ),
  );
  out.push(`Recall ${ids.found}/${ids.labelled} ${pct(ids.recall)}; precision ${ids.correct}/${ids.detected} ${pct(ids.precision)}`);
  out.push(`Hard negatives flagged: ${ids.hardNegativesFlagged} of ${ids.hardNegatives}`);
  out.push('');

  out.push('Bars');
  out.push(
    table(
      ['metric', 'value', 'bar', ''],
      report.bars.map((bar) => [BAR_LABELS[bar.name], pct(bar.value), pct(bar.bar), bar.passed ? 'pass' : 'FAIL']),
    ),
  );
  out.push('');

  const misses = report.vignettes.map((r) => ({ r, lines: missLines(r) })).filter((x) => x.lines.length > 0);
  out.push(`Vignette misses (${misses.length} of ${report.vignetteCount} vignettes)`);
  for (const { r, lines } of misses) {
    out.push(`- ${r.id} [${r.role}, ${r.state}]`);
    out.push(`    expected: ${r.expectedCategories.join(', ') || '(none)'}; got: ${r.predictedCategories.join(', ') || '(none)'}`);
    for (const line of lines) out.push(`    ${line}`);
  }
  out.push('');

  const idMisses = report.identifierSamples.filter((s) => s.missed.length > 0 || s.falsePositives.length > 0);
  out.push(`Identifier misses (${idMisses.length} of ${report.identifierSamples.length} samples)`);
  for (const s of idMisses) {
    out.push(`- "${s.text.length > 70 ? `${s.text.slice(0, 67)}...` : s.text}"`);
    for (const miss of s.missed) out.push(`    missed ${miss.kind}: "${miss.text}"`);
    for (const fp of s.falsePositives) {
      out.push(`    false positive ${fp.kind}: "${fp.text}"${fp.hardNegative ? ` (hard negative "${fp.hardNegative}")` : ''}`);
    }
  }
  out.push('');
  out.push(report.passed ? 'RESULT: all bars met' : 'RESULT: below the bars (see FAIL rows and errors above)');
  return out.join('\n');
}
