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
type TermToken = { exact: string } | { prefix: string } | { any: true };
type Term = { concept: ConceptId; tokens: TermToken[] };

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

type Index = { exact: Map<string, Term[]>; prefix: Map<string, Term[]>; prefixLengths: number[] };

let INDEX: Index | null = null;

/** The lexicon compiled into first-word lookups, built on first use. */
function index(): Index {
  if (INDEX) return INDEX;
  const exact = new Map<string, Term[]>();
  const prefix = new Map<string, Term[]>();
  const add = (map: Map<string, Term[]>, key: string, term: Term) => {
    const list = map.get(key);
    if (list) list.push(term);
    else map.set(key, [term]);
  };
  for (const concept of CONCEPT_IDS) {
    for (const raw of CONCEPT_LEXICON[concept] as readonly string[]) {
      const words = termTokens(raw).flatMap((w) => (/^[$&_]$|^\.\d+$/.test(w) ? [w] : w.endsWith('*') ? [w] : (w.match(TOKEN_RE) ?? [])));
      if (words.length === 0) continue;
      const tokens: TermToken[] = words.map((w) => (w === '_' ? { any: true } : w.endsWith('*') ? { prefix: w.slice(0, -1) } : { exact: w }));
      const term: Term = { concept, tokens };
      const first = tokens[0] as TermToken;
      if ('prefix' in first) add(prefix, first.prefix, term);
      else if ('exact' in first) {
        const forms = /^[a-z]+$/.test(first.exact) && first.exact.length > 2 ? inflections(first.exact, nounsOnly(concept)) : [first.exact];
        for (const form of forms) add(exact, form, term);
      }
    }
  }
  INDEX = { exact, prefix, prefixLengths: [...new Set([...prefix.keys()].map((k) => k.length))].sort((a, b) => a - b) };
  return INDEX;
}

export function tokenize(text: string): Token[] {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  let last = 0;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(lower); m; m = TOKEN_RE.exec(lower)) {
    if (tokens.length > 0) {
      const gap = breakIn(lower, last, m.index);
      if (gap === 2) {
        sentence++;
        clause++;
      } else if (gap === 1) clause++;
    }
    const word = m[0];
    if (CLAUSE_WORDS.has(word)) clause++;
    tokens.push({ text: word, start: m.index, end: m.index + word.length, sentence, clause });
    last = m.index + word.length;
  }
  return tokens;
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

function tokenMatches(pattern: TermToken, token: Token | undefined): boolean {
  if (!token) return false;
  if ('any' in pattern) return true;
  if ('prefix' in pattern) return token.text.startsWith(pattern.prefix);
  return token.text === pattern.exact;
}

function polarityOf(tokens: readonly Token[], at: number): ConceptPolarity {
  const clause = (tokens[at] as Token).clause;
  for (let i = at - 1; i >= 0 && at - i <= HYPOTHETICAL_SCOPE; i--) {
    const token = tokens[i] as Token;
    if (token.clause !== clause) break;
    const word = token.text;
    if (at - i <= NEGATION_SCOPE && (NEGATORS.has(word) || word.endsWith("n't"))) {
      // "not sure", "no matter", "not only" hedge or emphasise rather than negate.
      const next = tokens[i + 1]?.text;
      if (next !== 'sure' && next !== 'matter' && next !== 'only' && next !== 'just' && next !== 'certain') return 'negated';
    }
    if ((word === 'if' && !NOT_CONDITIONAL_BEFORE.has(tokens[i - 1]?.text ?? '')) || word === 'suppose' || word === 'hypothetically') return 'hypothetical';
    if (INQUIRY_VERBS.has(word) && (tokens[i - 1]?.text === 'to' || PLAN_AUXILIARIES.has(tokens[i - 1]?.text ?? '') || tokens[i + 1]?.text === 'about' || tokens[i + 1]?.text === 'whether')) return 'hypothetical';
  }
  return 'affirmed';
}

/** A more specific concept that claims its words from a broader one ("a thank-you note" is not a record). */
const SHADOWS: Partial<Record<ConceptId, readonly ConceptId[]>> = { 'casual-note': ['records'] };

/** Every concept occurrence in the text, in order; one hit per concept per position (the longest term). */
export function findConcepts(text: string): ConceptHit[] {
  const { exact, prefix, prefixLengths } = index();
  const tokens = tokenize(text);
  const hits: ConceptHit[] = [];
  const polarities = new Map<number, ConceptPolarity>();
  const best = new Map<ConceptId, number>();
  const consider = (terms: readonly Term[] | undefined, i: number) => {
    if (!terms) return;
    for (const term of terms) {
      let ok = true;
      for (let k = 1; k < term.tokens.length && ok; k++) ok = tokenMatches(term.tokens[k] as TermToken, tokens[i + k]);
      if (ok && (best.get(term.concept) ?? 0) < term.tokens.length) best.set(term.concept, term.tokens.length);
    }
  };
  // The terms a word can begin, looked up once per distinct word of the text.
  const startsOf = new Map<string, readonly Term[]>();
  const termsStartingWith = (word: string): readonly Term[] => {
    let terms = startsOf.get(word);
    if (terms) return terms;
    const found: Term[] = [...(exact.get(word) ?? [])];
    for (const length of prefixLengths) {
      if (length > word.length) break;
      const more = prefix.get(word.slice(0, length));
      if (more) found.push(...more);
    }
    startsOf.set(word, (terms = found));
    return terms;
  };
  for (let i = 0; i < tokens.length; i++) {
    const terms = termsStartingWith((tokens[i] as Token).text);
    if (terms.length === 0) continue;
    best.clear();
    consider(terms, i);
    if (best.size === 0) continue;
    for (const [concept, length] of best) {
      const endToken = tokens[i + length - 1] as Token;
      let polarity = polarities.get(i);
      if (polarity === undefined) polarities.set(i, (polarity = polarityOf(tokens, i)));
      hits.push({ concept, start: (tokens[i] as Token).start, end: endToken.end, sentence: (tokens[i] as Token).sentence, token: i, tokens: length, polarity });
    }
  }
  const shadowed = hits.filter((h) => SHADOWS[h.concept]);
  if (shadowed.length === 0) return hits;
  return hits.filter((h) => !shadowed.some((s) => s !== h && SHADOWS[s.concept]?.includes(h.concept) && h.start < s.end && s.start < h.end));
}

/** Every concept's feature keys, built once: `c:` affirmed, `n:` negated, `h:` hypothetical. */
const FEATURE_KEYS: Record<ConceptPolarity, Record<ConceptId, string>> = {
  affirmed: Object.fromEntries(CONCEPT_IDS.map((id) => [id, `c:${id}`])) as Record<ConceptId, string>,
  negated: Object.fromEntries(CONCEPT_IDS.map((id) => [id, `n:${id}`])) as Record<ConceptId, string>,
  hypothetical: Object.fromEntries(CONCEPT_IDS.map((id) => [id, `h:${id}`])) as Record<ConceptId, string>,
};

/**
 * The vocabulary net's concept features for one text, each with the words that carried it (for
 * the reasons shown on screen): `c:` affirmed concepts, `n:` negated, `h:` hypothetical, and
 * `p:a+b` for two different affirmed concepts met in one sentence.
 */
export function conceptFeatureSurfaces(
  hits: readonly ConceptHit[],
  text: string,
  known: (feature: string) => boolean = () => true,
  knownPair: (a: string, b: string) => boolean = () => true,
): Map<string, string> {
  const features = new Map<string, string>();
  const bySentence = new Map<number, Map<ConceptId, ConceptHit>>();
  for (const hit of hits) {
    if (FRAME_ONLY_CONCEPTS.has(hit.concept)) continue;
    const key = FEATURE_KEYS[hit.polarity][hit.concept];
    if (!features.has(key) && known(key)) features.set(key, text.slice(hit.start, hit.end));
    if (hit.polarity !== 'affirmed') continue;
    let seen = bySentence.get(hit.sentence);
    if (!seen) bySentence.set(hit.sentence, (seen = new Map()));
    if (!seen.has(hit.concept)) seen.set(hit.concept, hit);
  }
  for (const seen of bySentence.values()) {
    const list = [...seen.keys()].sort();
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        // Checked before the key is built: a long sentence meets a hundred pairs the model never weighs.
        if (!knownPair(list[a] as string, list[b] as string)) continue;
        const key = `p:${list[a]}+${list[b]}`;
        if (features.has(key)) continue;
        const first = seen.get(list[a] as ConceptId) as ConceptHit;
        const second = seen.get(list[b] as ConceptId) as ConceptHit;
        // One word in two concepts ("rifles" is a weapon and a means) is not two things met together.
        if (first.start < second.end && second.start < first.end) continue;
        const [x, y] = first.start < second.start ? [first, second] : [second, first];
        features.set(key, `${text.slice(x.start, x.end)} … ${text.slice(y.start, y.end)}`);
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
    for (const hit of hits) {
      out.push({ ...hit, start: hit.start + offset, end: hit.end + offset, sentence: hit.sentence + sentence, token: hit.token + token });
      lastSentence = Math.max(lastSentence, hit.sentence);
      lastToken = Math.max(lastToken, hit.token + hit.tokens);
    }
    offset += text.length + 1;
    sentence += lastSentence + 1;
    token += lastToken + 1;
  }
  return out;
}
