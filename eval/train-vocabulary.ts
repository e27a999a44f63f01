/**
 * `npm run train:vocabulary`: trains the vocabulary net (src/engine/understand/vocabulary.ts) on
 * the development split only — never the test split — and writes its weights beside it. One
 * logistic model per issue category and per safety domain; the domains' flag thresholds are
 * chosen by five-fold cross-validation on the development split (the lowest threshold whose
 * false-flag rate stays within FLAG_FPR_BUDGET). Deterministic: the same data gives the same file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreWith, vocabularyFeatures, type VocabularyModel } from '../src/engine/understand/vocabulary';
import { ISSUE_CATEGORY_IDS } from '../src/shared/domain/issue-categories';
import { loadPairGroups, loadSplit } from './load';

/** The domains the net can flag, and the categories that mean each is in play. */
export const DOMAIN_MODELS: Record<string, readonly string[]> = {
  'domain:self': ['suicide-risk'],
  'domain:others': ['duty-to-protect'],
  'domain:abuse': ['child-abuse-reporting', 'elder-abuse-reporting'],
};
const MIN_DOCUMENT_FREQUENCY = 3;
/**
 * Regularisation, chosen by how the net carries writers it never saw (`npm run eval:net`):
 * 0.03 with every feature kept beat the earlier 0.001 with each model cut to its 400 strongest
 * features (cross-writer AUC over the categories 0.946 → 0.958; harm to self 0.935 → 0.955).
 */
const L2 = 0.03;
const ITERATIONS = 300;
const LEARNING_RATE = 0.5;
const MIN_WEIGHT = 0.01;
const FOLDS = 5;
/** A flag opens a screen: a false flag costs one screen, so some are accepted for recall. */
const FLAG_FPR_BUDGET = 0.12;
const THRESHOLD_CANDIDATES = [0.1, 0.12, 0.15, 0.18, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6];
/** A category the net alone supports is stated when it is right this often under cross-validation. */
const STATE_PRECISION = 0.7;
const STATE_MIN_PREDICTIONS = 5;
const STATE_CANDIDATES = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
/** A threshold no probability reaches. */
const NEVER = 1.01;
/** How much a category model's probability adds to a category's confidence (noisy-OR weight). */
const CATEGORY_WEIGHT = 0.8;

/** `writer`: the id's writer prefix ("d7-…" → "d7"); the first hand-written files are one writer. */
export type Example = { group: string; writer: string; features: string[]; labels: Set<string> };

export function writerOf(id: string): string {
  return /^(d\d+)-/.exec(id)?.[1] ?? 'original';
}

function labelsOf(categories: readonly string[]): Set<string> {
  const labels = new Set<string>(categories);
  for (const [domain, members] of Object.entries(DOMAIN_MODELS)) if (categories.some((c) => members.includes(c))) labels.add(domain);
  return labels;
}

/** The development split's texts (vignettes with their answers, and every pair wording), less the writers in `exclude`. */
export function examples(exclude: readonly string[] = []): Example[] {
  const out: Example[] = [];
  for (const v of loadSplit('dev')) {
    if (exclude.includes(writerOf(v.id))) continue;
    const answers = Array.isArray(v.clarifyingAnswers) ? v.clarifyingAnswers.map((a) => a.answer) : Object.values(v.clarifyingAnswers ?? {});
    out.push({ group: v.id, writer: writerOf(v.id), features: vocabularyFeatures([v.text, ...answers].join('\n')), labels: labelsOf(v.expected.categories) });
  }
  for (const g of loadPairGroups('dev')) {
    if (exclude.includes(writerOf(g.id))) continue;
    for (const text of g.wordings) out.push({ group: g.id, writer: writerOf(g.id), features: vocabularyFeatures(text), labels: labelsOf(g.expected.categories) });
  }
  return out;
}

type Design = { vocab: string[]; X: number[][] };

/** The feature matrix of a training set: features seen in MIN_DOCUMENT_FREQUENCY texts or more, built once for every target. */
function design(data: readonly Example[]): Design {
  const df = new Map<string, number>();
  for (const e of data) for (const f of e.features) df.set(f, (df.get(f) ?? 0) + 1);
  const vocab = [...df.entries()].filter(([, n]) => n >= MIN_DOCUMENT_FREQUENCY).map(([f]) => f).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  return { vocab, X: data.map((e) => e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined)) };
}

function trainOne(data: readonly Example[], target: string, { vocab, X }: Design = design(data)): { bias: number; weights: Record<string, number> } {
  const Y = data.map((e) => (e.labels.has(target) ? 1 : 0));
  const positives = Y.reduce<number>((a, y) => a + y, 0);
  if (positives === 0) return { bias: -6, weights: {} };
  const positiveWeight = (data.length - positives) / positives;
  const w = new Float64Array(vocab.length);
  let b = 0;
  for (let it = 0; it < ITERATIONS; it++) {
    const g = new Float64Array(vocab.length);
    let gb = 0;
    for (let i = 0; i < X.length; i++) {
      let z = b;
      for (const j of X[i] as number[]) z += w[j] as number;
      const y = Y[i] as number;
      const err = (1 / (1 + Math.exp(-z)) - y) * (y ? positiveWeight : 1);
      for (const j of X[i] as number[]) g[j] = (g[j] as number) + err;
      gb += err;
    }
    for (let j = 0; j < w.length; j++) w[j] = (w[j] as number) - LEARNING_RATE * ((g[j] as number) / X.length + L2 * (w[j] as number));
    b -= (LEARNING_RATE * gb) / X.length;
  }
  const kept = vocab.map((f, j) => [f, round(w[j] as number)] as const).filter(([, weight]) => Math.abs(weight) >= MIN_WEIGHT);
  return { bias: round(b), weights: Object.fromEntries(kept) };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function foldOf(group: string): number {
  let hash = 0;
  for (let i = 0; i < group.length; i++) hash = (hash * 31 + group.charCodeAt(i)) >>> 0;
  return hash % FOLDS;
}

/** Out-of-fold probabilities of every target for every example (five folds by vignette or pair group). */
function crossValidated(data: readonly Example[], targets: readonly string[]): Map<string, number[]> {
  return outOfFoldScores(data, targets, (e) => foldOf(e.group));
}

/**
 * Every target's probability for every example from a model trained without that example's fold:
 * `foldKey` groups the examples (a hashed vignette or pair group for cross-validation, a writer for
 * `npm run eval:net`).
 */
export function outOfFoldScores(data: readonly Example[], targets: readonly string[], foldKey: (e: Example) => string | number): Map<string, number[]> {
  const scores = new Map<string, number[]>(targets.map((t) => [t, new Array<number>(data.length).fill(0)]));
  const keys = data.map(foldKey);
  for (const k of new Set(keys)) {
    const train = data.filter((_, i) => keys[i] !== k);
    const matrix = design(train);
    for (const target of targets) {
      const m: VocabularyModel = { trainedOn: '', thresholds: {}, stateThresholds: {}, categoryWeight: 0, models: { [target]: trainOne(train, target, matrix) } };
      data.forEach((e, i) => {
        if (keys[i] === k) (scores.get(target) as number[])[i] = scoreWith(m, e.features, target).probability;
      });
    }
  }
  return scores;
}

function confusion(data: readonly Example[], scores: readonly number[], target: string, threshold: number) {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let tn = 0;
  data.forEach((e, i) => {
    const flagged = (scores[i] as number) >= threshold;
    if (e.labels.has(target)) {
      if (flagged) tp++;
      else fn++;
    } else if (flagged) fp++;
    else tn++;
  });
  return { tp, fp, recall: tp / Math.max(1, tp + fn), fpr: fp / Math.max(1, fp + tn), precision: tp / Math.max(1, tp + fp) };
}

/**
 * Cross-validated thresholds: for each domain, the lowest flag threshold whose false-flag rate
 * stays within FLAG_FPR_BUDGET; for each category, the lowest probability at which the net may
 * state it on its own with STATE_PRECISION or better (never, when no threshold reaches it).
 */
function chooseThresholds(data: readonly Example[]) {
  const scores = crossValidated(data, [...Object.keys(DOMAIN_MODELS), ...ISSUE_CATEGORY_IDS]);
  const thresholds: Record<string, number> = {};
  const stateThresholds: Record<string, number> = {};
  const report: string[] = [];
  for (const domain of Object.keys(DOMAIN_MODELS)) {
    const s = scores.get(domain) as number[];
    const chosen = THRESHOLD_CANDIDATES.find((t) => confusion(data, s, domain, t).fpr <= FLAG_FPR_BUDGET) ?? THRESHOLD_CANDIDATES.at(-1)!;
    thresholds[domain] = chosen;
    const r = confusion(data, s, domain, chosen);
    report.push(`${domain}: threshold ${chosen}, cross-validated recall ${(r.recall * 100).toFixed(1)}%, false flags ${(r.fpr * 100).toFixed(1)}%`);
  }
  for (const category of ISSUE_CATEGORY_IDS) {
    const s = scores.get(category) as number[];
    const chosen = STATE_CANDIDATES.find((t) => {
      const c = confusion(data, s, category, t);
      return c.tp + c.fp >= STATE_MIN_PREDICTIONS && c.precision >= STATE_PRECISION;
    });
    stateThresholds[category] = chosen ?? NEVER;
    if (chosen !== undefined) {
      const r = confusion(data, s, category, chosen);
      report.push(`${category}: states at ${chosen}, cross-validated precision ${(r.precision * 100).toFixed(1)}%, recall ${(r.recall * 100).toFixed(1)}%`);
    } else report.push(`${category}: never stated on the net alone`);
  }
  return { thresholds, stateThresholds, report };
}

export function trainVocabulary(exclude: readonly string[] = []): { model: VocabularyModel; report: string[] } {
  const data = examples(exclude);
  const { thresholds, stateThresholds, report } = chooseThresholds(data);
  const targets = [...ISSUE_CATEGORY_IDS, ...Object.keys(DOMAIN_MODELS)];
  const matrix = design(data);
  const models = Object.fromEntries(targets.map((target) => [target, trainOne(data, target, matrix)]));
  const heldOut = exclude.length > 0 ? `, writers ${exclude.join(', ')} held out` : '';
  return { model: { trainedOn: `eval/dev (${data.length} texts${heldOut})`, thresholds, stateThresholds, categoryWeight: CATEGORY_WEIGHT, models }, report };
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (invokedDirectly) {
  const exclude = process.argv.find((a) => a.startsWith('--exclude='))?.slice('--exclude='.length).split(',') ?? [];
  const { model, report } = trainVocabulary(exclude);
  const out = fileURLToPath(new URL('../src/engine/understand/vocabulary-model.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  process.stdout.write(`${report.join('\n')}\nwrote ${path.relative(process.cwd(), out)}\n`);
}
