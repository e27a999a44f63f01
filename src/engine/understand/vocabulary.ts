/**
 * The vocabulary net (docs/engine.md "Vocabulary net"): a small linear model per issue category
 * and per safety domain, over the words of the description and answers, trained on the
 * development split only (`npm run train:vocabulary`) and measured on the test split it never
 * saw. It catches what phrase patterns cannot — a dilemma told in words nobody wrote a pattern
 * for — and it only ever *raises* a question: a domain it flags opens its safety screen, and a
 * category it supports can be offered as possible. It never sets a fact or a rubric point.
 */
import { conceptFeatureSurfaces, findConcepts, pairFilter, type ConceptHit, type PairFilter } from './concepts';
import model from './vocabulary-model.json' with { type: 'json' };

export type VocabularyModel = {
  /** What the model was trained on and when the features were cut, for the record. */
  trainedOn: string;
  /** Flag threshold per domain model (chosen by cross-validation on the development split). */
  thresholds: Record<string, number>;
  /** Per category, the probability at which the net may state it on its own (cross-validated precision). */
  stateThresholds: Record<string, number>;
  /** How much a category model's probability adds to the category's confidence. */
  categoryWeight: number;
  models: Record<string, { bias: number; weights: Record<string, number> }>;
};

const MODEL = model as VocabularyModel;

const STOPWORDS = new Set(
  "a an the and or but of to in on at by for with from as is are was were be been being it its this that these those he she they him her them his their my me i we us our you your do does did has have had will would can could should may might just so if than then there here who what when where which how about into over after before up out very really also because while any all some one two i'm i've don't she's he's it's that's".split(
    ' ',
  ),
);

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * `row`: the stem's row in INDEX, -1 when no model weighs it; `pairs`: the pairs the models weigh
 * that start with the stem, by their second stem, as INDEX rows. Each is looked up once per
 * distinct word, with `known` (without it, in training, every stem and pair counts).
 */
type Token = { word: string; stem: string; row: number; pairs: ReadonlyMap<string, number> | undefined };

/**
 * Words as the shipped models read them (null: skipped), kept across texts: a word's reading is a
 * pure function of the word, and words recur from one dilemma to the next. Bounded: emptied when it
 * grows past MAX_READ_WORDS.
 */
const READ_WORDS = new Map<string, Token | null>();
const MAX_READ_WORDS = 50_000;

/** The text's words as written and their stems, stopwords removed. */
function tokens(text: string, known?: Known): Token[] {
  const out: Token[] = [];
  // Words recur throughout a text: each distinct one is read once (null: skipped) — once per call
  // when training (`known` unset), once per process when scoring.
  const read = known === KNOWN ? READ_WORDS : new Map<string, Token | null>();
  if (read.size >= MAX_READ_WORDS) read.clear();
  for (let at = 0; at < text.length; at++) {
    if (!isWordChar(text.charCodeAt(at))) continue;
    let end = at + 1;
    while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
    const raw = text.slice(at, end);
    let token = read.get(raw);
    if (token === undefined) read.set(raw, (token = readWord(raw, known)));
    if (token) out.push(token);
    at = end;
  }
  return out;
}

/** A character of a word, [A-Za-z0-9’‘']: a character loop in place of a regex over the whole text. */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 39 || code === 0x2019 || code === 0x2018;
}

function readWord(raw: string, known: Known | undefined): Token | null {
  const word = raw.includes('’') || raw.includes('‘') || raw.includes("'") ? raw.replace(/[’‘]/g, "'").replace(/^'+|'+$/g, '') : raw;
  if (word.length === 0) return null;
  const lower = word.toLowerCase();
  if (STOPWORDS.has(lower)) return null;
  const stemmed = stem(lower);
  return { word, stem: stemmed, row: known?.row(stemmed) ?? -1, pairs: known?.wordPairs.get(stemmed) };
}

/**
 * Stemmed words and adjacent word pairs (stopwords removed), and the text's concepts
 * (concepts.ts) — the same for training and use (weighedFeatures reads them in the same order) —
 * each with the words as first written ("hunt" → "hunting"), for the reasons shown on screen.
 * Concepts carry a case told in unforeseen words to what the model learned from other words of
 * the same kind.
 */
function featuresOf(text: string): Map<string, string> {
  const list = tokens(text);
  const out = conceptFeatureSurfaces(findConcepts(text), text);
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    if (!out.has(token.stem)) out.set(token.stem, token.word);
    const next = list[i + 1];
    if (next) {
      const pair = `${token.stem} ${next.stem}`;
      if (!out.has(pair)) out.set(pair, `${token.word} ${next.word}`);
    }
  }
  return out;
}

export function vocabularyFeatures(text: string): string[] {
  return [...featuresOf(text).keys()];
}

/**
 * The features of featuresOf that the shipped models weigh, in the same first-met order, as their
 * INDEX rows with the words that carried each: scoring follows rows rather than hashing feature
 * names (a 2,000-word text has several hundred), and builds a pair's words only when it is new.
 */
function weighedFeatures(text: string, concepts: readonly ConceptHit[]): { rows: number[]; phrases: string[] } {
  const rows: number[] = [];
  const phrases: string[] = [];
  const seen = new Uint8Array(INDEX.features.length);
  for (const [feature, phrase] of conceptFeatureSurfaces(concepts, text, KNOWN.feature, KNOWN.pairs)) {
    const row = INDEX.byFeature.get(feature) as number;
    seen[row] = 1;
    rows.push(row);
    phrases.push(phrase);
  }
  const list = tokens(text, KNOWN);
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    if (token.row >= 0 && seen[token.row] === 0) {
      seen[token.row] = 1;
      rows.push(token.row);
      phrases.push(token.word);
    }
    const next = list[i + 1];
    const pair = next && token.pairs?.get(next.stem);
    if (next && pair !== undefined && seen[pair] === 0) {
      seen[pair] = 1;
      rows.push(pair);
      phrases.push(`${token.word} ${next.word}`);
    }
  }
  return { rows, phrases };
}

/**
 * `reasons`: every feature that pushed the model up, strongest first, with the words that carried
 * it. `lift`: how far the text's words moved the log-odds from the model's prior (its bias); a
 * text with no words for or against sits at the prior, which is no evidence of anything.
 */
export type VocabularyScore = { probability: number; lift: number; evidence: string[]; reasons: Array<{ feature: string; phrase: string }> };

/** Words that pushed a model up, strongest first: what the practitioner is shown as the reason. */
const MAX_EVIDENCE_WORDS = 5;
/** A word must carry at least this weight to be shown as a reason (generic words carry little). */
const MIN_EVIDENCE_WEIGHT = 0.25;

export function scoreWith(m: VocabularyModel, features: readonly string[], id: string): VocabularyScore {
  const entry = m.models[id];
  if (!entry) return { probability: 0, lift: 0, evidence: [], reasons: [] };
  let z = entry.bias;
  const contributions: Array<[string, number]> = [];
  for (const feature of features) {
    const weight = entry.weights[feature];
    if (weight === undefined) continue;
    z += weight;
    if (weight >= MIN_EVIDENCE_WEIGHT) contributions.push([feature, weight]);
  }
  contributions.sort((a, b) => b[1] - a[1]);
  return { probability: 1 / (1 + Math.exp(-z)), lift: z - entry.bias, evidence: contributions.slice(0, MAX_EVIDENCE_WORDS).map(([f]) => f), reasons: contributions.map(([feature]) => ({ feature, phrase: feature })) };
}

/**
 * Feature → the models that weigh it, built once: one pass over a text scores every model. Feature
 * f's entries are (models[k], weights[k]) for k from start[f] to start[f + 1], in model order.
 */
const INDEX = (() => {
  const ids = Object.keys(MODEL.models);
  const entries = new Map<string, Array<[number, number]>>();
  ids.forEach((id, m) => {
    for (const [feature, weight] of Object.entries(MODEL.models[id]?.weights ?? {})) {
      let list = entries.get(feature);
      if (!list) entries.set(feature, (list = []));
      list.push([m, weight]);
    }
  });
  const byFeature = new Map<string, number>();
  const features = [...entries.keys()];
  const start = new Int32Array(entries.size + 1);
  const all = [...entries.values()].flat();
  const models = Int32Array.from(all, ([m]) => m);
  const weights = Float64Array.from(all, ([, weight]) => weight);
  for (const [feature, list] of entries) {
    const f = byFeature.size;
    byFeature.set(feature, f);
    start[f + 1] = (start[f] as number) + list.length;
  }
  const biases = Float64Array.from(ids, (id) => MODEL.models[id]?.bias ?? 0);
  return { ids, byFeature, features, start, models, weights, biases };
})();

/** What the shipped models weigh, so scoring builds only those features. */
type Known = {
  feature: (feature: string) => boolean;
  /** The feature's row in INDEX, -1 when no model weighs it. */
  row: (feature: string) => number;
  pairs: PairFilter;
  /** Word pairs by their first stem, then their second: the pair's row in INDEX. */
  wordPairs: ReadonlyMap<string, ReadonlyMap<string, number>>;
};
const KNOWN: Known = (() => {
  const wordPairs = new Map<string, Map<string, number>>();
  for (const [feature, row] of INDEX.byFeature) {
    const space = feature.indexOf(' ');
    if (space <= 0 || feature.includes(':')) continue;
    let seconds = wordPairs.get(feature.slice(0, space));
    if (!seconds) wordPairs.set(feature.slice(0, space), (seconds = new Map()));
    seconds.set(feature.slice(space + 1), row);
  }
  return { feature: (f) => INDEX.byFeature.has(f), row: (f) => INDEX.byFeature.get(f) ?? -1, pairs: pairFilter(INDEX.byFeature.keys()), wordPairs };
})();

/**
 * Every model's probability for one text (the description and the answers together, joined by
 * newlines). `concepts`: the text's concept hits when the caller already has them.
 */
export function scoreVocabulary(text: string, concepts: readonly ConceptHit[] = findConcepts(text)): Record<string, VocabularyScore> {
  const surface = weighedFeatures(text, concepts);
  const { ids, features, start, models, weights, biases } = INDEX;
  const z = Float64Array.from(biases);
  type Reason = { feature: string; phrase: string };
  const reasons: Array<Array<[Reason, number]>> = ids.map(() => []);
  for (let i = 0; i < surface.rows.length; i++) {
    const f = surface.rows[i] as number;
    // One reason per feature, shared by every model it pushes up.
    let reason: Reason | undefined;
    for (let k = start[f] as number; k < (start[f + 1] as number); k++) {
      const m = models[k] as number;
      const weight = weights[k] as number;
      z[m] = (z[m] as number) + weight;
      if (weight >= MIN_EVIDENCE_WEIGHT) (reasons[m] as Array<[Reason, number]>).push([(reason ??= { feature: features[f] as string, phrase: surface.phrases[i] as string }), weight]);
    }
  }
  return Object.fromEntries(
    ids.map((id, m) => {
      const ranked = (reasons[m] as Array<[Reason, number]>).sort((a, b) => b[1] - a[1]).map(([reason]) => reason);
      const evidence = new Set<string>();
      for (let r = 0; r < ranked.length && evidence.size < MAX_EVIDENCE_WORDS; r++) evidence.add((ranked[r] as { phrase: string }).phrase);
      return [id, { probability: 1 / (1 + Math.exp(-(z[m] as number))), lift: (z[m] as number) - (biases[m] as number), evidence: [...evidence], reasons: ranked }];
    }),
  );
}

export const VOCABULARY = {
  thresholds: MODEL.thresholds,
  stateThresholds: MODEL.stateThresholds,
  categoryWeight: MODEL.categoryWeight,
};
