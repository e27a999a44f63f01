/**
 * Pure scoring functions for the evaluation (h3 brief): category precision/recall, risk-band
 * accuracy, citation recall and identifier recall/precision. No I/O and no engine imports, so
 * each rule is unit-tested on its own in metrics.test.ts.
 */
import { RISK_LEVELS, type RiskLevel } from '../src/shared/domain/risk';

export type Counts = { tp: number; fp: number; fn: number };

/** Precision and recall are null when undefined (nothing predicted / nothing expected). */
export type Scores = Counts & { precision: number | null; recall: number | null; f1: number | null };

export function scores({ tp, fp, fn }: Counts): Scores {
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  const f1 =
    precision === null || recall === null ? null : precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
}

export type CategoryCase = {
  expected: readonly string[];
  predicted: readonly string[];
  /** Defensible extras: predicting one is neither a true nor a false positive. */
  acceptable?: readonly string[];
};

export type CategoryOutcome = { truePositives: string[]; falsePositives: string[]; falseNegatives: string[] };

export function compareCategories({ expected, predicted, acceptable = [] }: CategoryCase): CategoryOutcome {
  const predictedSet = new Set(predicted);
  const expectedSet = new Set(expected);
  return {
    truePositives: [...expectedSet].filter((id) => predictedSet.has(id)),
    falseNegatives: [...expectedSet].filter((id) => !predictedSet.has(id)),
    falsePositives: [...predictedSet].filter((id) => !expectedSet.has(id) && !acceptable.includes(id)),
  };
}

export type CategoryMetrics = { perCategory: Record<string, Scores>; micro: Scores };

/** Per-category counts over all cases, and the micro average the bars use. */
export function categoryMetrics(cases: readonly CategoryCase[], categoryIds: readonly string[]): CategoryMetrics {
  const counts = new Map<string, Counts>(categoryIds.map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
  const bump = (id: string, key: keyof Counts) => {
    const entry = counts.get(id) ?? { tp: 0, fp: 0, fn: 0 };
    entry[key] += 1;
    counts.set(id, entry);
  };
  for (const item of cases) {
    const outcome = compareCategories(item);
    outcome.truePositives.forEach((id) => bump(id, 'tp'));
    outcome.falsePositives.forEach((id) => bump(id, 'fp'));
    outcome.falseNegatives.forEach((id) => bump(id, 'fn'));
  }
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  const perCategory: Record<string, Scores> = {};
  for (const [id, c] of counts) {
    perCategory[id] = scores(c);
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
  }
  return { perCategory, micro: scores(total) };
}

/** Steps between two bands on the CRITICAL-HIGH-MODERATE-LOW scale. */
export function bandDistance(a: RiskLevel, b: RiskLevel): number {
  return Math.abs(RISK_LEVELS.indexOf(a) - RISK_LEVELS.indexOf(b));
}

export type BandMetrics = {
  total: number;
  exact: number;
  withinOne: number;
  exactAccuracy: number | null;
  withinOneAccuracy: number | null;
  /** confusion[expected][got] */
  confusion: Record<RiskLevel, Record<RiskLevel, number>>;
};

export function bandMetrics(pairs: ReadonlyArray<{ expected: RiskLevel; got: RiskLevel }>): BandMetrics {
  const confusion = Object.fromEntries(
    RISK_LEVELS.map((row) => [row, Object.fromEntries(RISK_LEVELS.map((col) => [col, 0]))]),
  ) as Record<RiskLevel, Record<RiskLevel, number>>;
  let exact = 0;
  let withinOne = 0;
  for (const { expected, got } of pairs) {
    confusion[expected][got] += 1;
    const distance = bandDistance(expected, got);
    if (distance === 0) exact += 1;
    if (distance <= 1) withinOne += 1;
  }
  const total = pairs.length;
  return {
    total,
    exact,
    withinOne,
    exactAccuracy: total === 0 ? null : exact / total,
    withinOneAccuracy: total === 0 ? null : withinOne / total,
    confusion,
  };
}

/** The brief's comparison: case-insensitive, ignoring whitespace and the section sign. */
export function normaliseCitationText(text: string): string {
  return text.toLowerCase().replace(/[\s§]+/g, '');
}

type CitationLike = { source: string; section: string };

export function hasCitation(citations: readonly CitationLike[], wanted: CitationLike): boolean {
  const source = normaliseCitationText(wanted.source);
  const section = normaliseCitationText(wanted.section);
  return citations.some((c) => normaliseCitationText(c.source) === source && normaliseCitationText(c.section) === section);
}

/**
 * A state topic is found when some citation is `STATE:<code>` with a section equal to one of
 * the statute strings the knowledge base holds for that topic in that state.
 */
export function hasStateCitation(
  citations: readonly CitationLike[],
  stateCode: string,
  topicCitations: readonly string[],
): boolean {
  const wanted = new Set(topicCitations.map(normaliseCitationText).filter((s) => s.length > 0));
  return citations.some((c) => c.source === `STATE:${stateCode}` && wanted.has(normaliseCitationText(c.section)));
}

export type Span = { start: number; end: number };

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Places each labelled phrase on the first occurrence not already taken by an earlier label with
 * the same text, so a phrase that occurs twice can be labelled twice. Returns null for a phrase
 * that cannot be placed (the data test keeps that from happening).
 */
export function locatePhrases<T extends { text: string }>(text: string, labels: readonly T[]): Array<(T & Span) | null> {
  const taken: Span[] = [];
  return labels.map((label) => {
    let from = 0;
    for (;;) {
      const start = text.indexOf(label.text, from);
      if (start === -1) return null;
      const span = { start, end: start + label.text.length };
      if (!taken.some((t) => t.start === span.start && t.end === span.end)) {
        taken.push(span);
        return { ...label, ...span };
      }
      from = start + 1;
    }
  });
}

export type IdentifierCase = {
  labels: ReadonlyArray<Span & { kind: string; text: string }>;
  hardNegatives: ReadonlyArray<Span & { text: string }>;
  detections: ReadonlyArray<Span & { kind: string; text: string }>;
};

export type IdentifierOutcome = {
  missed: Array<{ kind: string; text: string }>;
  falsePositives: Array<{ kind: string; text: string; hardNegative: string | null }>;
  foundByKind: Record<string, { labelled: number; found: number }>;
  labelled: number;
  found: number;
  detected: number;
  correct: number;
};

/** Overlap matching (h3 brief): a label is found when any detection overlaps it; a detection is right when it overlaps any label. */
export function compareIdentifiers({ labels, hardNegatives, detections }: IdentifierCase): IdentifierOutcome {
  const foundByKind: Record<string, { labelled: number; found: number }> = {};
  const missed: IdentifierOutcome['missed'] = [];
  let found = 0;
  for (const label of labels) {
    const entry = (foundByKind[label.kind] ??= { labelled: 0, found: 0 });
    entry.labelled += 1;
    if (detections.some((d) => overlaps(d, label))) {
      entry.found += 1;
      found += 1;
    } else {
      missed.push({ kind: label.kind, text: label.text });
    }
  }
  const falsePositives: IdentifierOutcome['falsePositives'] = [];
  let correct = 0;
  for (const detection of detections) {
    if (labels.some((label) => overlaps(detection, label))) {
      correct += 1;
    } else {
      const negative = hardNegatives.find((n) => overlaps(detection, n));
      falsePositives.push({ kind: detection.kind, text: detection.text, hardNegative: negative?.text ?? null });
    }
  }
  return { missed, falsePositives, foundByKind, labelled: labels.length, found, detected: detections.length, correct };
}

export type IdentifierTotals = {
  labelled: number;
  found: number;
  detected: number;
  correct: number;
  recall: number | null;
  precision: number | null;
  byKind: Record<string, { labelled: number; found: number; recall: number | null }>;
};

export function identifierTotals(outcomes: readonly IdentifierOutcome[]): IdentifierTotals {
  const totals = { labelled: 0, found: 0, detected: 0, correct: 0 };
  const byKind: IdentifierTotals['byKind'] = {};
  for (const outcome of outcomes) {
    totals.labelled += outcome.labelled;
    totals.found += outcome.found;
    totals.detected += outcome.detected;
    totals.correct += outcome.correct;
    for (const [kind, counts] of Object.entries(outcome.foundByKind)) {
      const entry = (byKind[kind] ??= { labelled: 0, found: 0, recall: null });
      entry.labelled += counts.labelled;
      entry.found += counts.found;
    }
  }
  for (const entry of Object.values(byKind)) entry.recall = entry.labelled === 0 ? null : entry.found / entry.labelled;
  return {
    ...totals,
    byKind,
    recall: totals.labelled === 0 ? null : totals.found / totals.labelled,
    // Nothing detected leaves precision undefined, which fails its bar rather than passing vacuously.
    precision: totals.detected === 0 ? null : totals.correct / totals.detected,
  };
}

/**
 * The bars (docs/engine.md "Evaluation"). A split is judged from the text alone and again with
 * the practitioner's honest safety-screen answers; a metric that is undefined (null) fails.
 */
export const BARS = {
  categoryRecall: { min: 0.9 },
  categoryPrecision: { min: 0.8 },
  forbiddenRate: { max: 0.03 },
  bandExact: { min: 0.8 },
  bandWithinOne: { min: 1 },
  dangerScoredLow: { max: 0 },
  screenBandExact: { min: 0.9 },
  screenBandWithinOne: { min: 1 },
  screenDangerScoredLow: { max: 0 },
  screenForbiddenRate: { max: 0.03 },
  pairConsistency: { min: 0.8 },
  citationRecall: { min: 0.9 },
  identifierRecall: { min: 0.95 },
  identifierPrecision: { min: 0.9 },
} as const satisfies Record<string, { min?: number; max?: number }>;
export type BarName = keyof typeof BARS;

export type BarResult = { name: BarName; value: number | null; bar: number; direction: 'min' | 'max'; passed: boolean };

const EPSILON = 1e-9;

/** Checks the bars for the metrics given (a report names the ones that apply to it). */
export function checkBars(values: Partial<Record<BarName, number | null>>): BarResult[] {
  return (Object.keys(values) as BarName[]).map((name) => {
    const value = values[name] ?? null;
    const limits: { min?: number; max?: number } = BARS[name];
    if (limits.max !== undefined) return { name, value, bar: limits.max, direction: 'max', passed: value !== null && value - EPSILON <= limits.max };
    const bar = limits.min ?? 0;
    return { name, value, bar, direction: 'min', passed: value !== null && value + EPSILON >= bar };
  });
}

export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}
