/** Formats an EvalReport as the plain-text table `npm run eval` prints. */
import { RISK_LEVELS } from '../src/shared/domain/risk';
import type { IdentifierReport, ModeReport, SplitReport, VignetteResult } from './evaluate';
import type { BarName, BarResult } from './metrics';

const BAR_LABELS: Record<BarName, string> = {
  categoryRecall: 'Category recall (micro)',
  categoryPrecision: 'Category precision (micro)',
  forbiddenRate: 'Forbidden categories predicted',
  bandExact: 'Risk band exact, from the text',
  bandWithinOne: 'Risk band within one, from the text',
  dangerScoredLow: 'HIGH/CRITICAL scored LOW, from the text',
  screenBandExact: 'Risk band exact, with screen answers',
  screenBandWithinOne: 'Risk band within one, with screen answers',
  screenDangerScoredLow: 'HIGH/CRITICAL scored LOW, with screen answers',
  screenForbiddenRate: 'Forbidden categories, with screen answers',
  pairConsistency: 'Minimal-pair groups fully consistent',
  citationRecall: 'Citation recall',
  identifierRecall: 'Identifier recall',
  identifierPrecision: 'Identifier precision',
};

const COUNT_BARS: ReadonlySet<BarName> = new Set(['dangerScoredLow', 'screenDangerScoredLow']);

function barValue(bar: BarResult, value: number | null): string {
  if (COUNT_BARS.has(bar.name)) return value === null ? '—' : String(value);
  return pct(value);
}

export function formatBars(bars: readonly BarResult[]): string {
  return table(
    ['metric', 'value', 'bar', ''],
    bars.map((bar) => [BAR_LABELS[bar.name], barValue(bar, bar.value), `${bar.direction === 'max' ? '≤' : '≥'} ${barValue(bar, bar.bar).trim()}`, bar.passed ? 'pass' : 'FAIL']),
  );
}

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

function formatCategories(report: ModeReport): string {
  const out: string[] = [];
  const categoryRows = Object.entries(report.categories.perCategory)
    .filter(([, s]) => s.tp + s.fn + s.fp > 0)
    .map(([id, s]) => [id, String(s.tp + s.fn), String(s.tp), String(s.fp), String(s.fn), pct(s.precision), pct(s.recall), pct(s.f1)]);
  const m = report.categories.micro;
  categoryRows.push(['OVERALL (micro)', String(m.tp + m.fn), String(m.tp), String(m.fp), String(m.fn), pct(m.precision), pct(m.recall), pct(m.f1)]);
  out.push(table(['category', 'expected', 'TP', 'FP', 'FN', 'precision', 'recall', 'F1'], categoryRows));
  out.push(`Recall counting offered ("possible") issues too: ${pct(report.flaggedRecall)}`);
  out.push(`Forbidden categories predicted: ${report.forbidden.hits} of ${report.forbidden.labels} forbidden labels (${pct(report.forbidden.rate).trim()})`);
  return out.join('\n');
}

function formatBands(report: ModeReport): string {
  const b = report.bands;
  return [
    table(
      ['expected \\ got', ...RISK_LEVELS],
      RISK_LEVELS.map((row) => [row, ...RISK_LEVELS.map((col) => String(b.confusion[row][col]))]),
    ),
    `Exact ${b.exact}/${b.total} ${pct(b.exactAccuracy)}; within one band ${b.withinOne}/${b.total} ${pct(b.withinOneAccuracy)}`,
    `HIGH/CRITICAL scored LOW: ${report.dangerScoredLow.length}${report.dangerScoredLow.length > 0 ? ` (${report.dangerScoredLow.join(', ')})` : ''}`,
  ].join('\n');
}

function formatMisses(report: ModeReport, title: string): string[] {
  const out: string[] = [];
  const misses = report.vignettes.map((r) => ({ r, lines: missLines(r) })).filter((x) => x.lines.length > 0);
  out.push(`${title} (${misses.length} of ${report.vignetteCount} vignettes)`);
  for (const { r, lines } of misses) {
    out.push(`- ${r.id} [${r.role}, ${r.state}]${r.screenSummary ? ` screen ${r.screenSummary}` : ''}`);
    out.push(`    expected: ${r.expectedCategories.join(', ') || '(none)'}; got: ${r.predictedCategories.join(', ') || '(none)'}`);
    for (const line of lines) out.push(`    ${line}`);
  }
  return out;
}

export function formatSplit(report: SplitReport, { misses = true }: { misses?: boolean } = {}): string {
  const out: string[] = [];
  out.push(`=== ${report.split} split: ${report.text.vignetteCount} vignettes, ${report.screen.vignetteCount} with screen answers, ${report.pairs?.groups.length ?? 0} minimal-pair groups`);
  out.push('');
  out.push('Issue categories, from the text');
  out.push(formatCategories(report.text));
  out.push('');
  out.push('Risk bands from the text (rows expected, columns got)');
  out.push(formatBands(report.text));
  out.push('');
  if (report.screen.vignetteCount > 0) {
    out.push('Risk bands with the safety-screen answers');
    out.push(formatBands(report.screen));
    out.push('');
  }
  const c = report.text.citations;
  if (c.overall.expected > 0) {
    out.push(`Citations: code and federal ${c.code.found}/${c.code.expected} ${pct(c.code.recall)}; state-law topics ${c.stateTopics.found}/${c.stateTopics.expected} ${pct(c.stateTopics.recall)}`);
    out.push('');
  }
  if (report.pairs) {
    const p = report.pairs;
    out.push(`Minimal pairs: ${p.groups.filter((g) => g.consistent).length}/${p.groups.length} groups fully consistent; wordings with the expected band ${pct(p.wordingsExact)}`);
    for (const g of p.groups.filter((group) => !group.consistent)) {
      const detail = g.wordings
        .map((w, i) => `#${i + 1} ${w.band ?? 'error'}${w.missing.length ? ` missing ${w.missing.join('+')}` : ''}${w.forbiddenHits.length ? ` FORBIDDEN ${w.forbiddenHits.join('+')}` : ''}`)
        .join('; ');
      out.push(`- ${g.id} (expected ${g.expectedBand}): ${detail}`);
    }
    out.push('');
  }
  out.push('Bars');
  out.push(formatBars(report.bars));
  out.push('');
  if (misses) {
    out.push(...formatMisses(report.text, 'Misses from the text'));
    out.push('');
    if (report.screen.vignetteCount > 0) {
      out.push(...formatMisses(report.screen, 'Misses with screen answers').filter((line, i) => i === 0 || !line.startsWith('    expected:')));
      out.push('');
    }
  }
  out.push(report.passed ? `RESULT (${report.split}): all bars met` : `RESULT (${report.split}): below the bars`);
  return out.join('\n');
}

export function formatIdentifiers(ids: IdentifierReport): string {
  const out: string[] = [];
  out.push(`=== Identifiers: ${ids.samples} samples`);
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
  out.push(formatBars(ids.bars));
  const idMisses = ids.results.filter((s) => s.missed.length > 0 || s.falsePositives.length > 0);
  out.push(`Identifier misses (${idMisses.length} of ${ids.results.length} samples)`);
  for (const s of idMisses) {
    out.push(`- "${s.text.length > 70 ? `${s.text.slice(0, 67)}...` : s.text}"`);
    for (const miss of s.missed) out.push(`    missed ${miss.kind}: "${miss.text}"`);
    for (const fp of s.falsePositives) {
      out.push(`    false positive ${fp.kind}: "${fp.text}"${fp.hardNegative ? ` (hard negative "${fp.hardNegative}")` : ''}`);
    }
  }
  return out.join('\n');
}

/** Both splits side by side: the figures the closing note reports. */
export function formatSummary(splits: readonly SplitReport[]): string {
  const names = [...new Set(splits.flatMap((s) => s.bars.map((b) => b.name)))];
  const rows = names.map((name) => [
    BAR_LABELS[name],
    ...splits.map((s) => {
      const bar = s.bars.find((b) => b.name === name);
      return bar ? `${barValue(bar, bar.value).trim()}${bar.passed ? '' : ' FAIL'}` : '—';
    }),
  ]);
  return ['=== Summary', table(['metric', ...splits.map((s) => `${s.split} (${s.text.vignetteCount})`)], rows)].join('\n');
}
