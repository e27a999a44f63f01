/**
 * The concept layer (docs/engine.md "Concepts"): finds the concepts of concept-lexicon.ts in a
 * text, word by word, with a light NegEx-style polarity per occurrence — negated ("denies SI",
 * "no gun in the house"), hypothetical ("if he had a gun", "I'd ask about a plan") or affirmed —
 * and turns them into the features the issue model reads: each affirmed concept, each negated or
 * hypothetical one, and each pair of affirmed concepts met in one sentence. Pure and fast: one
 * pass over the words, with the lexicon compiled once, on first use.
 */
import { CONCEPT_IDS, CONCEPT_LEXICON, FRAME_ONLY_CONCEPTS, type ConceptId } from './concept-lexicon';

export type ConceptPolarity = 'affirmed' | 'negated' | 'hypothetical';

/** `token`, `tokens`: the first word's index in the text and how many words the term spans. */
export type ConceptHit = { concept: ConceptId; start: number; end: number; sentence: number; token: number; tokens: number; polarity: ConceptPolarity };

type Token = { text: string; start: number; end: number; sentence: number; clause: number };
/**
 * One word of a term: the word itself, a prefix ("stockpil*") or any word ("_"). `word`: an exact
 * word's number among the lexicon's words (Index `words`), compared in place of its text.
 */
type TermToken = { kind: 'exact' | 'prefix' | 'any'; text: string; word: number };
/**
 * `second`: the second word's number when the term names it exactly (-1 otherwise), to pass over
 * most terms at a glance. `shadows`: the concept claims words from another (SHADOWS); `claimed`:
 * another claims words from it.
 */
type Term = { concept: ConceptId; tokens: TermToken[]; second: number; shadows: boolean; claimed: boolean };

const TOKEN_RE = /\.\d+|[a-z0-9]+(?:'[a-z]+)*|[$&]/g;
const CLAUSE_WORDS = new Set(['but', 'however', 'although', 'though', 'except', 'yet', 'whereas', 'which', 'who', 'because', 'since', 'until', 'unless', 'while']);

const NEGATORS = new Set(['no', 'not', 'never', 'none', 'without', 'nobody', 'nothing', 'neither', 'nor', 'denies', 'denied', 'deny', 'denying', 'absent', 'negative']);
/** Words a negation reaches forward within its clause (NegEx uses five or six). */
const NEGATION_SCOPE = 5;
const HYPOTHETICAL_SCOPE = 12;
/** "if" after these is a reported question or a hedge, not a conditional ("not sure if", "asked if"). */
const NOT_CONDITIONAL_BEFORE = new Set(['sure', 'know', 'knows', 'knew', 'wonder', 'wondering', 'wondered', 'ask', 'asked', 'asks', 'asking', 'see', 'check', 'even', 'as', 'only', 'unclear']);
const INQUIRY_VERBS = new Set(['ask', 'asking', 'assess', 'assessing', 'screen', 'screening', 'explore', 'exploring', 'inquire', 'check', 'checking']);
const PLAN_AUXILIARIES = new Set(["i'd", "i'll", "we'd", "we'll", 'would', 'will', 'should', 'could', 'might']);
/** After a negator, these hedge or emphasise rather than negate ("not sure", "no matter", "not only"). */
const NOT_NEGATING_AFTER = new Set(['sure', 'matter', 'only', 'just', 'certain']);

/** What polarityOf asks of a word, as bits: each word of a text is classified once. */
const NEGATOR = 1;
const NOT_CONDITIONAL = 2;
const INQUIRY = 4;
const PLAN_AUXILIARY = 8;
const CONDITIONAL = 16;
const HYPOTHESIS = 32;
const TO = 64;
const ABOUT = 128;
const NOT_NEGATING = 256;
/** A word that opens a clause (CLAUSE_WORDS): read by tokenize, not by polarityOf. */
const CLAUSE_WORD = 512;
const WORD_CLASSES = new Map<string, number>();
for (const [words, bit] of [
  [CLAUSE_WORDS, CLAUSE_WORD],
  [NEGATORS, NEGATOR],
  [NOT_CONDITIONAL_BEFORE, NOT_CONDITIONAL],
  [INQUIRY_VERBS, INQUIRY],
  [PLAN_AUXILIARIES, PLAN_AUXILIARY],
  [['if'], CONDITIONAL],
  [['suppose', 'hypothetically'], HYPOTHESIS],
  [['to'], TO],
  [['about', 'whether'], ABOUT],
  [NOT_NEGATING_AFTER, NOT_NEGATING],
] as const) {
  for (const word of words) WORD_CLASSES.set(word, (WORD_CLASSES.get(word) ?? 0) | bit);
}

function classify(word: string): number {
  const bits = WORD_CLASSES.get(word) ?? 0;
  return word.endsWith("n't") ? bits | NEGATOR : bits;
}

/**
 * A word's regular forms. Lists of things (people, places, means, objects) take only plural and
 * possessive forms: "roof" must not match "roofing", nor "car" "caring".
 */
function inflections(word: string, nounsOnly: boolean): string[] {
  const forms = new Set([word, `${word}s`, `${word}'s`]);
  if (/(?:s|x|z|ch|sh|o)$/.test(word)) forms.add(`${word}es`);
  if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  if (nounsOnly) return [...forms];
  if (word.endsWith('e')) {
    forms.add(`${word}d`);
    forms.add(`${word.slice(0, -1)}ing`);
  } else {
    forms.add(`${word}ed`);
    forms.add(`${word}ing`);
  }
  if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ied`);
  if (/^[a-z]*[^aeiou][aeiou][bdgklmnprt]$/.test(word) && word.length <= 5) {
    const last = word.at(-1) as string;
    forms.add(`${word}${last}ing`);
    forms.add(`${word}${last}ed`);
    forms.add(`${word}${last}er`);
  }
  return [...forms];
}

/** Concepts that list things rather than acts (object classes start with "o-"). */
const NOUN_CONCEPTS: ReadonlySet<string> = new Set([
  'client', 'colleague', 'supervisor', 'supervisee', 'parent', 'partner', 'child', 'elder', 'dependent-adult', 'relative', 'third-party', 'school', 'court',
  'lawyer', 'police', 'employer', 'agency', 'church', 'carer', 'clinician', 'client-role', 'gift', 'records', 'time', 'self-means', 'weapon', 'target',
]);
const nounsOnly = (concept: string) => concept.startsWith('o-') || NOUN_CONCEPTS.has(concept);

function termTokens(term: string): string[] {
  return term.toLowerCase().replace(/[’‘]/g, "'").split(/[\s-]+/).filter(Boolean);
}

/** `words`: each word a term names exactly, numbered, so a text's words are compared by number. */
type Index = { exact: Map<string, Term[]>; prefix: Map<string, Term[]>; prefixLengths: number[]; words: Map<string, number> };

let INDEX: Index | null = null;

/** The lexicon compiled into first-word lookups, built on first use. */
function index(): Index {
  if (INDEX) return INDEX;
  const exact = new Map<string, Term[]>();
  const prefix = new Map<string, Term[]>();
  const words = new Map<string, number>();
  const numberOf = (word: string) => {
    let number = words.get(word);
    if (number === undefined) words.set(word, (number = words.size));
    return number;
  };
  const add = (map: Map<string, Term[]>, key: string, term: Term) => {
    const list = map.get(key);
    if (list) list.push(term);
    else map.set(key, [term]);
  };
  for (const concept of CONCEPT_IDS) {
    for (const raw of CONCEPT_LEXICON[concept] as readonly string[]) {
      const termWords = termTokens(raw).flatMap((w) => (/^[$&_]$|^\.\d+$/.test(w) ? [w] : w.endsWith('*') ? [w] : (w.match(TOKEN_RE) ?? [])));
      if (termWords.length === 0) continue;
      const tokens = termWords.map((w): TermToken =>
        w === '_' ? { kind: 'any', text: '', word: -1 } : w.endsWith('*') ? { kind: 'prefix', text: w.slice(0, -1), word: -1 } : { kind: 'exact', text: w, word: numberOf(w) },
      );
      const term: Term = { concept, tokens, second: tokens[1]?.kind === 'exact' ? tokens[1].word : -1, shadows: SHADOWS[concept] !== undefined, claimed: CLAIMED.has(concept) };
      const first = tokens[0] as TermToken;
      if (first.kind === 'prefix') add(prefix, first.text, term);
      else if (first.kind === 'exact') {
        const forms = /^[a-z]+$/.test(first.text) && first.text.length > 2 ? inflections(first.text, nounsOnly(concept)) : [first.text];
        for (const form of forms) add(exact, form, term);
      }
    }
  }
  INDEX = { exact, prefix, prefixLengths: [...new Set([...prefix.keys()].map((k) => k.length))].sort((a, b) => a - b), words };
  return INDEX;
}

export function tokenize(text: string): Token[] {
  return readTokens(text).tokens;
}

/** The text's tokens, each with its WordInfo: one lookup per token serves the clauses and the terms. */
function readTokens(text: string): { tokens: Token[]; words: WordInfo[] } {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const tokens: Token[] = [];
  const words: WordInfo[] = [];
  let sentence = 0;
  let clause = 0;
  let last = 0;
  for (let at = 0; at < lower.length; at++) {
    const end = wordEnd(lower, at);
    if (end === at) continue;
    if (tokens.length > 0) {
      const gap = breakIn(lower, last, at);
      if (gap === 2) {
        sentence++;
        clause++;
      } else if (gap === 1) clause++;
    }
    const word = lower.slice(at, end);
    const info = wordOf(word);
    if (info.classes & CLAUSE_WORD) clause++;
    tokens.push({ text: word, start: at, end, sentence, clause });
    words.push(info);
    last = end;
    at = end - 1;
  }
  return { tokens, words };
}

/**
 * Where the word (TOKEN_RE) starting at `at` ends, or `at` when none starts there. A character
 * loop in place of the regex: this runs once per character.
 */
function wordEnd(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === 36 || c === 38) return at + 1;
  if (c === 46) {
    let end = at + 1;
    while (isDigit(text.charCodeAt(end))) end++;
    return end > at + 1 ? end : at;
  }
  if (!isLowerLetter(c) && !isDigit(c)) return at;
  let end = at + 1;
  while (isLowerLetter(text.charCodeAt(end)) || isDigit(text.charCodeAt(end))) end++;
  // An apostrophe and letters, as often as they come: "don't", "rock'n'roll".
  while (text.charCodeAt(end) === 39 && isLowerLetter(text.charCodeAt(end + 1))) {
    end += 2;
    while (isLowerLetter(text.charCodeAt(end))) end++;
  }
  return end;
}

function isLowerLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * What lies between two words: 2 a sentence end (., ! or ?, a closing quote or bracket allowed,
 * then a space or the end; or a line break), 1 a clause break (, ; : brackets, a dash), 0 nothing.
 * A character loop: this runs once per word.
 */
function breakIn(text: string, from: number, to: number): 0 | 1 | 2 {
  let result: 0 | 1 | 2 = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return 2;
    if (c === 46 || c === 33 || c === 63) {
      let j = i + 1;
      while (j < to && CLOSERS.has(text.charCodeAt(j))) j++;
      if (j === to || text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 13) return 2;
    } else if (c === 44 || c === 59 || c === 58 || c === 40 || c === 41 || c === 8211 || c === 8212) result = 1;
    else if (c === 45 && i > from && i + 1 < to && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 1) === 32) result = 1;
  }
  return result;
}
const CLOSERS = new Set([34, 39, 41, 93, 8221, 8217]);

/** `word`: the token's number among the lexicon's words, -1 when no term names it. */
function tokenMatches(pattern: TermToken, token: Token | undefined, word: number): boolean {
  if (!token) return false;
  if (pattern.kind === 'exact') return word === pattern.word;
  if (pattern.kind === 'prefix') return token.text.startsWith(pattern.text);
  return true;
}

/** `classes`: each token's word classes (classify). */
function polarityOf(tokens: readonly Token[], classes: Uint16Array, at: number): ConceptPolarity {
  const clause = (tokens[at] as Token).clause;
  for (let i = at - 1; i >= 0 && at - i <= HYPOTHETICAL_SCOPE; i--) {
    if ((tokens[i] as Token).clause !== clause) break;
    const word = classes[i] as number;
    if (word === 0) continue;
    const before = i > 0 ? (classes[i - 1] as number) : 0;
    const after = classes[i + 1] as number;
    // "not sure", "no matter", "not only" hedge or emphasise rather than negate.
    if (at - i <= NEGATION_SCOPE && word & NEGATOR && !(after & NOT_NEGATING)) return 'negated';
    if ((word & CONDITIONAL && !(before & NOT_CONDITIONAL)) || word & HYPOTHESIS) return 'hypothetical';
    if (word & INQUIRY && (before & (TO | PLAN_AUXILIARY) || after & ABOUT)) return 'hypothetical';
  }
  return 'affirmed';
}

const NO_TERMS: readonly Term[] = [];

/** A more specific concept that claims its words from a broader one ("a thank-you note" is not a record). */
const SHADOWS: Partial<Record<ConceptId, readonly ConceptId[]>> = { 'casual-note': ['records'], 'suicide-topic': ['death-wish'], 'dating-app': ['romance-act'] };

/** Concepts another claims words from (SHADOWS): only their hits can be shadowed. */
const CLAIMED: ReadonlySet<ConceptId> = new Set(Object.values(SHADOWS).flat());

type WordInfo = { terms: readonly Term[]; word: number; classes: number };
/**
 * What a word can begin, its number and its polarity classes: a pure function of the word and the
 * fixed lexicon, so it is worked out once per distinct word and kept across texts (words recur
 * from one dilemma to the next). Bounded: emptied when it grows past MAX_WORDS.
 */
const WORDS = new Map<string, WordInfo>();
const MAX_WORDS = 50_000;

function wordOf(word: string): WordInfo {
  let known = WORDS.get(word);
  if (known) return known;
  const { exact, prefix, prefixLengths, words: lexiconWords } = index();
  let terms = exact.get(word) ?? NO_TERMS;
  for (const length of prefixLengths) {
    if (length > word.length) break;
    const more = prefix.get(word.slice(0, length));
    if (more) terms = [...terms, ...more];
  }
  if (WORDS.size >= MAX_WORDS) WORDS.clear();
  WORDS.set(word, (known = { terms, word: lexiconWords.get(word) ?? -1, classes: classify(word) }));
  return known;
}

/** Every concept occurrence in the text, in order; one hit per concept per position (the longest term). */
export function findConcepts(text: string): ConceptHit[] {
  const { tokens, words: read } = readTokens(text);
  const hits: ConceptHit[] = [];
  const classes = new Uint16Array(tokens.length);
  const numbers = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const word = read[i] as WordInfo;
    classes[i] = word.classes;
    numbers[i] = word.word;
  }
  // Per position, the `met` concepts (by their first term) and the longest term of each, in the order their first terms come.
  const terms: Term[] = [];
  const lengths: number[] = [];
  // The hits of concepts that claim another's words, and of those whose words can be claimed
  // (SHADOWS), gathered as they come: only they are compared, not every hit.
  const shadowing: ConceptHit[] = [];
  const claimable: ConceptHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = read[i] as WordInfo;
    let met = 0;
    const next = i + 1 < tokens.length ? (numbers[i + 1] as number) : -2;
    for (const term of word.terms) {
      if (term.second !== -1 && term.second !== next) continue;
      let ok = true;
      for (let k = 1; k < term.tokens.length && ok; k++) ok = tokenMatches(term.tokens[k] as TermToken, tokens[i + k], numbers[i + k] ?? -1);
      if (!ok) continue;
      let seen = 0;
      while (seen < met && (terms[seen] as Term).concept !== term.concept) seen++;
      if (seen === met) {
        terms[met] = term;
        lengths[met++] = term.tokens.length;
      } else if ((lengths[seen] as number) < term.tokens.length) lengths[seen] = term.tokens.length;
    }
    if (met === 0) continue;
    const polarity = polarityOf(tokens, classes, i);
    for (let c = 0; c < met; c++) {
      const length = lengths[c] as number;
      const endToken = tokens[i + length - 1] as Token;
      const term = terms[c] as Term;
      const hit: ConceptHit = { concept: term.concept, start: (tokens[i] as Token).start, end: endToken.end, sentence: (tokens[i] as Token).sentence, token: i, tokens: length, polarity };
      hits.push(hit);
      if (term.shadows) shadowing.push(hit);
      if (term.claimed) claimable.push(hit);
    }
  }
  if (shadowing.length === 0 || claimable.length === 0) return hits;
  const claimed = new Set(claimable.filter((h) => shadowing.some((s) => s !== h && SHADOWS[s.concept]?.includes(h.concept) && h.start < s.end && s.start < h.end)));
  return claimed.size === 0 ? hits : hits.filter((h) => !claimed.has(h));
}

/**
 * What the features need of each concept, built once: its feature keys (`c:` affirmed, `n:`
 * negated, `h:` hypothetical), whether only the frames read it, and its rank in sorted order — a
 * pair feature names its two concepts in that order ("p:a+b").
 */
const SORTED_IDS = [...CONCEPT_IDS].sort();
const POLARITY_SLOT: Record<ConceptPolarity, number> = { affirmed: 0, negated: 1, hypothetical: 2 };
const POLARITY_SLOTS = 3;
const FEATURE_INFO = new Map<ConceptId, { keys: Record<ConceptPolarity, string>; frameOnly: boolean; rank: number }>(
  SORTED_IDS.map((id, rank) => [id, { keys: { affirmed: `c:${id}`, negated: `n:${id}`, hypothetical: `h:${id}` }, frameOnly: FRAME_ONLY_CONCEPTS.has(id), rank }]),
);

/**
 * Which concept pairs to build, for a model that weighs only some, made once from the model's
 * feature keys (pairFilter): `rows[a][b]` is 1 + the index in `keys` of the pair of the concepts
 * ranked a and b, or 0. A long sentence meets a hundred pairs the model never weighs.
 */
export type PairFilter = { rows: ReadonlyArray<Int32Array | undefined>; keys: readonly string[] };

export function pairFilter(features: Iterable<string>): PairFilter {
  const rows: Array<Int32Array | undefined> = [];
  const keys: string[] = [];
  for (const feature of features) {
    const m = /^p:([^+]+)\+(.+)$/.exec(feature);
    const a = m ? FEATURE_INFO.get(m[1] as ConceptId)?.rank : undefined;
    const b = m ? FEATURE_INFO.get(m[2] as ConceptId)?.rank : undefined;
    // A pair of unknown concepts, or out of order, is never met.
    if (a === undefined || b === undefined || b <= a) continue;
    (rows[a] ??= new Int32Array(SORTED_IDS.length))[b] = keys.push(feature);
  }
  return { rows, keys };
}

/**
 * The vocabulary net's concept features for one text, each with the words that carried it (for
 * the reasons shown on screen): `c:` affirmed concepts, `n:` negated, `h:` hypothetical, and
 * `p:a+b` for two different affirmed concepts met in one sentence (every pair, or those `pairs`
 * lists).
 */
export function conceptFeatureSurfaces(hits: readonly ConceptHit[], text: string, known: (feature: string) => boolean = () => true, pairs?: PairFilter): Map<string, string> {
  const features = new Map<string, string>();
  // Each concept's feature per polarity is decided at its first hit: the words of that hit, or none.
  const decided = new Uint8Array(SORTED_IDS.length * POLARITY_SLOTS);
  // Per sentence, the affirmed concepts met there by rank, ascending, each with its first hit.
  const bySentence = new Map<number, { ranks: number[]; hits: ConceptHit[] }>();
  for (const hit of hits) {
    const info = FEATURE_INFO.get(hit.concept) as { keys: Record<ConceptPolarity, string>; frameOnly: boolean; rank: number };
    if (info.frameOnly) continue;
    const slot = info.rank * POLARITY_SLOTS + POLARITY_SLOT[hit.polarity];
    if (decided[slot] === 0) {
      decided[slot] = 1;
      const key = info.keys[hit.polarity];
      if (known(key)) features.set(key, text.slice(hit.start, hit.end));
    }
    if (hit.polarity !== 'affirmed') continue;
    let met = bySentence.get(hit.sentence);
    if (!met) bySentence.set(hit.sentence, (met = { ranks: [], hits: [] }));
    if (met.ranks.includes(info.rank)) continue;
    // Kept sorted as it grows (a sentence meets a few dozen concepts at most).
    let k = met.ranks.length;
    while (k > 0 && (met.ranks[k - 1] as number) > info.rank) k--;
    if (k === met.ranks.length) {
      met.ranks.push(info.rank);
      met.hits.push(hit);
    } else {
      met.ranks.splice(k, 0, info.rank);
      met.hits.splice(k, 0, hit);
    }
  }
  // The pairs a filter lists, by their number, once set: most pairs recur sentence after sentence.
  const pairSet = pairs ? new Uint8Array(pairs.keys.length + 1) : null;
  for (const { ranks, hits: first } of bySentence.values()) {
    for (let i = 0; i < ranks.length; i++) {
      const row = pairs?.rows[ranks[i] as number];
      if (pairs && !row) continue;
      for (let j = i + 1; j < ranks.length; j++) {
        const pair = row ? (row[ranks[j] as number] as number) : -1;
        if (pair === 0 || (pairSet && pairSet[pair] === 1)) continue;
        const a = first[i] as ConceptHit;
        const b = first[j] as ConceptHit;
        const key = pair > 0 ? (pairs?.keys[pair - 1] as string) : `p:${a.concept}+${b.concept}`;
        if (features.has(key)) continue;
        // One word in two concepts ("rifles" is a weapon and a means) is not two things met together.
        if (a.start < b.end && b.start < a.end) continue;
        const [x, y] = a.start < b.start ? [a, b] : [b, a];
        features.set(key, `${text.slice(x.start, x.end)} … ${text.slice(y.start, y.end)}`);
        if (pairSet) pairSet[pair] = 1;
      }
    }
  }
  return features;
}

/**
 * Hits found in several texts, placed as if the texts were joined by newlines (offsets and
 * sentences shifted), so one reading of each text serves the joined one.
 */
export function joinConceptHits(parts: ReadonlyArray<{ text: string; hits: readonly ConceptHit[] }>): ConceptHit[] {
  const out: ConceptHit[] = [];
  let offset = 0;
  let sentence = 0;
  let token = 0;
  for (const { text, hits } of parts) {
    let lastSentence = -1;
    let lastToken = -1;
    // The first text's hits already sit where the joined text has them: they are shared, not copied.
    const shifted = offset > 0 || sentence > 0 || token > 0;
    for (const hit of hits) {
      out.push(shifted ? { ...hit, start: hit.start + offset, end: hit.end + offset, sentence: hit.sentence + sentence, token: hit.token + token } : hit);
      lastSentence = Math.max(lastSentence, hit.sentence);
      lastToken = Math.max(lastToken, hit.token + hit.tokens);
    }
    offset += text.length + 1;
    sentence += lastSentence + 1;
    token += lastToken + 1;
  }
  return out;
}
