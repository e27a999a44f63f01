/**
 * Literal prefiltering for the lexicon regexes (the engine budget: understanding + risk +
 * identifiers on 2,000 words in well under 5 ms). Running ~500 regexes over a whole text is
 * too slow, so each pattern's source is analysed once, at module load, for the literal strings
 * every match must contain ("threat(?:en|s)? to kill" → "threat"). One Aho–Corasick pass finds
 * which literals occur in which sentences; a regex then runs only on those sentences.
 */

/**
 * `digit`: the atom matches only ASCII digits (\d, [0-9], [2-5]). `nonLetter`: it never matches an
 * ASCII letter (a space, \s, \W, a digit, an apostrophe). `wordEdge`: the empty match is \b.
 */
type Node =
  | { t: 'lit'; s: string }
  | { t: 'any'; digit?: true; nonLetter?: true }
  | { t: 'empty'; wordEdge?: true }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number };

/** Escapes that stand for one literal character. */
const LITERAL_ESCAPES = new Set(['.', '$', '+', '(', ')', '[', ']', '{', '}', '\\', '/', '-', '?', '*', '|', '^', '&', '#', ':', ',', '"']);

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.pos < this.src.length) throw new Error(`Unexpected ')' at ${this.pos} in ${this.src}`);
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.src[this.pos] === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { t: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.pos < this.src.length && this.src[this.pos] !== '|' && this.src[this.pos] !== ')') {
      let atom = this.atom();
      atom = this.quantified(atom);
      items.push(atom);
    }
    return { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    const c = this.src[this.pos];
    let min = 1;
    let max = 1;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d*)(?:(,)(\d*))?\}/.exec(this.src.slice(this.pos));
      if (!m) return atom;
      min = m[1] ? Number(m[1]) : 0;
      max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
      this.pos += m[0].length - 1;
    } else return atom;
    this.pos++;
    if (this.src[this.pos] === '?') this.pos++;
    return { t: 'rep', node: atom, min, max };
  }

  private atom(): Node {
    const c = this.src[this.pos] as string;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    this.pos++;
    // Spaces become runs of whitespace and apostrophes vary (' ’), so neither is a literal; neither
    // is a letter either.
    if (c === ' ' || c === "'" || c === '’') return { t: 'any', nonLetter: true };
    if (c === '.') return { t: 'any' };
    if (c === '^' || c === '$') return { t: 'empty' };
    return { t: 'lit', s: c };
  }

  private group(): Node {
    this.pos++;
    let lookaround = false;
    if (this.src[this.pos] === '?') {
      const rest = this.src.slice(this.pos, this.pos + 4);
      if (rest.startsWith('?:')) this.pos += 2;
      else if (rest.startsWith('?<=') || rest.startsWith('?<!')) {
        this.pos += 3;
        lookaround = true;
      } else if (rest.startsWith('?=') || rest.startsWith('?!')) {
        this.pos += 2;
        lookaround = true;
      } else if (rest.startsWith('?<')) {
        this.pos = this.src.indexOf('>', this.pos) + 1;
      }
    }
    const inner = this.alternation();
    if (this.src[this.pos] !== ')') throw new Error(`Unclosed group in ${this.src}`);
    this.pos++;
    return lookaround ? { t: 'empty' } : inner;
  }

  private charClass(): Node {
    const from = ++this.pos;
    while (this.pos < this.src.length && this.src[this.pos] !== ']') {
      if (this.src[this.pos] === '\\') this.pos++;
      this.pos++;
    }
    const body = this.src.slice(from, this.pos);
    this.pos++;
    // Only digits and digit ranges, not negated: "[0-9]", "[2-9]", "[89]", "[\d]".
    return DIGIT_CLASS_RE.test(body) ? { t: 'any', digit: true, nonLetter: true } : { t: 'any' };
  }

  private escape(): Node {
    const c = this.src[this.pos + 1] as string;
    this.pos += 2;
    if (c === 'b') return { t: 'empty', wordEdge: true };
    if (c === 'B') return { t: 'empty' };
    if (LITERAL_ESCAPES.has(c)) return { t: 'lit', s: c };
    if (c === 'd') return { t: 'any', digit: true, nonLetter: true };
    if (c === 's' || c === 'W') return { t: 'any', nonLetter: true };
    return { t: 'any' };
  }
}

/** A character class body of digits and digit ranges only (without the brackets). */
const DIGIT_CLASS_RE = /^(?:\\d|[0-9](?:-[0-9])?)+$/;

/**
 * Whether every match of the node contains an ASCII digit ("\d{1,2}(?:st|nd)", "1[89]"). A
 * digit is rare in prose, so it narrows patterns whose words are common ("the 5th", "she's 19").
 * Conservative: lookarounds and optional parts never count, an alternation only when every option
 * does. (Without the u flag, \d and [0-9] match ASCII digits only, whatever the case flag.)
 */
function requiresDigit(node: Node): boolean {
  switch (node.t) {
    case 'lit':
      return node.s >= '0' && node.s <= '9';
    case 'any':
      return node.digit === true;
    case 'empty':
      return false;
    case 'seq':
      return node.items.some(requiresDigit);
    case 'alt':
      return node.options.every(requiresDigit);
    case 'rep':
      return node.min >= 1 && requiresDigit(node.node);
  }
}

/**
 * Whether every match of the node ends (`end`) or starts with a character that is not an ASCII
 * letter — or, for \b, sits where a word ends — so a letter beside it starts or ends a word.
 * Conservative: anything else (an optional part, a lookaround, ".") is false.
 */
function edgeIsNonLetter(node: Node, end: boolean): boolean {
  switch (node.t) {
    case 'lit':
      return !ASCII_LETTERS_RE.test(node.s);
    case 'any':
      return node.nonLetter === true;
    case 'empty':
      return node.wordEdge === true;
    case 'rep':
      return node.min >= 1 && edgeIsNonLetter(node.node, end);
    case 'alt':
      return node.options.every((option) => edgeIsNonLetter(option, end));
    case 'seq': {
      const edge = node.items[end ? node.items.length - 1 : 0];
      return edge !== undefined && edgeIsNonLetter(edge, end);
    }
  }
}

const ASCII_LETTERS_RE = /^[A-Za-z]+$/;

/**
 * Marks a short literal known to stand as a whole word in every match ("(?:his|her) ex",
 * "the AR\b"): non-letters on both sides, so the index may look for it as a word (SHORT_LITERAL)
 * rather than drop it. The mark is taken off before the literal is registered.
 */
const WORD = '\u0002';
/** Words too common to narrow anything: never marked, so a set holding one is not used. */
const COMMON_WORDS = new Set(['a', 'am', 'an', 'as', 'at', 'be', 'by', 'do', 'he', 'i', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we']);

/** `s` marked WORD when it is short and all letters (and not a common word), else as it is. */
function asWord(s: string): string {
  return s.length < SHORT_LITERAL && ASCII_LETTERS_RE.test(s) && !COMMON_WORDS.has(s.toLowerCase()) ? `${WORD}${s}` : s;
}

/** Exact strings a node can match, when there are few (for joining literals across groups). */
const MAX_EXACT = 24;

/**
 * What a node tells the prefilter: the exact strings it matches (when few), and literal sets
 * that must all occur in any match — each set read as "one of these" (AND of ORs).
 */
type Info = { exact: Set<string> | null; all: Array<Set<string>> };

function cross(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

/**
 * How unselective a "one of these must occur" set is: more members and shorter members match
 * more text ("aging" beats "parent|mother|father|client").
 */
function cost(set: Iterable<string>): number {
  let size = 0;
  let min = Infinity;
  for (const s of set) {
    size++;
    min = Math.min(min, s.length);
  }
  const shortness = min >= 5 ? 1 : min === 4 ? 2 : min === 3 ? 4 : 8;
  return size * shortness;
}

/**
 * Drops members that contain another member: if "threatened" occurs, so does "threat". Short
 * members only count as whole words (SHORT_LITERAL), so "she" is not covered by "he".
 */
function minimal(set: Set<string>): Set<string> {
  const members = [...set];
  return new Set(members.filter((s) => !members.some((other) => other !== s && other.trim().length >= SHORT_LITERAL && s.includes(other))));
}

/** Of two "one of these must occur" sets, the more selective. */
function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  if (!a) return b;
  if (!b) return a;
  return cost(b) < cost(a) ? b : a;
}

function usable(set: Set<string> | null): Set<string> | null {
  if (!set || set.size === 0) return null;
  for (const s of set) if (s.length === 0) return null;
  return minimal(set);
}

function bestOf(i: Info): Set<string> | null {
  let best = usable(i.exact);
  for (const set of i.all) best = better(best, set);
  return best;
}

/**
 * `left`, `right`: whether the characters just before and just after the node's match are never
 * ASCII letters (or there are none), which lets a short literal filling the node count as a word.
 */
function info(node: Node, left = false, right = false): Info {
  switch (node.t) {
    case 'lit':
      return { exact: new Set([node.s]), all: [new Set([node.s])] };
    case 'empty':
      return { exact: new Set(['']), all: [] };
    case 'any':
      return { exact: null, all: [] };
    case 'alt': {
      const parts = node.options.map((option) => info(option, left, right));
      let exact: Set<string> | null = new Set();
      let union: Set<string> | null = new Set();
      for (const p of parts) {
        if (exact && p.exact && exact.size + p.exact.size <= MAX_EXACT) for (const s of p.exact) exact.add(s);
        else exact = null;
        const best = bestOf(p);
        if (union && best) for (const s of best) union.add(s);
        else union = null;
      }
      const required = usable(union);
      return { exact, all: required ? [required] : [] };
    }
    case 'rep': {
      // Repeated, the node's neighbours are its own copies; once at most, they are the rep's.
      const inner = node.max === 1 ? info(node.node, left, right) : info(node.node);
      const exact = node.max === 1 && inner.exact ? new Set([...(node.min === 0 ? [''] : []), ...inner.exact]) : null;
      if (node.min < 1) return { exact, all: [] };
      const whole = usable(inner.exact);
      return { exact, all: whole ? [whole] : inner.all };
    }
    case 'seq': {
      const all: Array<Set<string>> = [];
      let run: Set<string> | null = new Set(['']);
      let exactAll: Set<string> | null = new Set(['']);
      const { items } = node;
      const leftOf = (k: number) => (k === 0 ? left : edgeIsNonLetter(items[k - 1] as Node, true));
      const rightOf = (k: number) => (k === items.length - 1 ? right : edgeIsNonLetter(items[k + 1] as Node, false));
      // The run of exact items items[runStart..k - 1] being joined.
      let runStart = 0;
      const close = (end: number) => {
        const done = usable(run);
        if (!done) return;
        const first = items[runStart] as Node;
        const last = items[end] as Node;
        const bounded = (leftOf(runStart) || (first.t === 'empty' && first.wordEdge === true)) && (rightOf(end) || (last.t === 'empty' && last.wordEdge === true));
        all.push(bounded ? new Set([...done].map(asWord)) : done);
      };
      items.forEach((item, k) => {
        const i = info(item, leftOf(k), rightOf(k));
        if (i.exact) {
          const joined: Set<string> | null = run ? cross(run, i.exact) : null;
          if (!joined) {
            close(k - 1);
            runStart = k;
          }
          run = joined ?? new Set(i.exact);
          exactAll = exactAll ? cross(exactAll, i.exact) : null;
        } else {
          close(k - 1);
          run = null;
          exactAll = null;
          all.push(...i.all);
        }
      });
      close(items.length - 1);
      return { exact: exactAll, all };
    }
  }
}

/**
 * Literals shorter than this are matched only where a word starts ("HR", "SI", "ex"): inside
 * words they occur everywhere. Single characters filter nothing.
 */
export const SHORT_LITERAL = 3;
/** Literal sets checked per pattern: the most selective few narrow candidates enough. */
const MAX_SETS = 3;

/**
 * Literal sets every match of `source` contains, lower case: each set is "one of these", and
 * all sets must occur (in one sentence, since matches never cross one). Null when the pattern
 * has no selective literal (it is then run on the whole text).
 */
export function requiredLiteralSets(source: string, caseSensitive = false, guarded = false): string[][] | null {
  const tree = new Parser(source).parse();
  const sets = literalSets(tree, caseSensitive, guarded);
  // A required digit is one more set to meet, beside the literals (a trigger has room for four).
  if (!requiresDigit(tree)) return sets;
  return [...(sets ?? []), DIGITS];
}

/** `guarded`: the compiled regex keeps the match off letters on both sides (lexicon.ts compile). */
function literalSets(tree: Node, caseSensitive: boolean, guarded: boolean): string[][] | null {
  const root = info(tree, guarded, guarded);
  // A short literal ("SI", "HR") is matched only as a whole word, which holds when it is the whole
  // pattern (the compiled regex is word-bounded) or sits between non-letters (marked WORD: "his
  // ex", "AR\b"); elsewhere it may sit mid-word ("licen[cs]ed"), so there only literals of
  // SHORT_LITERAL or more are used (a marked one counts as long enough).
  const whole = usable(root.exact);
  const sets = [
    ...root.all.filter((set) => [...set].every((s) => s.trim().length >= SHORT_LITERAL)),
    ...(whole && [...whole].every((s) => s.trim().length >= 2) ? [whole] : []),
  ];
  const chosen = mostSelective(sets, caseSensitive, caseSensitive ? CASE_SENSITIVE : '');
  if (chosen.length > 0) return chosen;
  // With no longer literal, two-character ones still narrow a pattern's sentences ("9 mm", "hx
  // of", "his AR"), found wherever they occur, inside words too, so that none is missed.
  const short = root.all.filter((set) => [...set].every((s) => s.trim().length >= 2));
  const fallback = mostSelective(short, caseSensitive, `${ANYWHERE}${caseSensitive ? CASE_SENSITIVE : ''}`);
  return fallback.length > 0 ? fallback : null;
}

/** The MAX_SETS most selective distinct sets, lower case unless case-sensitive, each literal prefixed with `marks`. */
function mostSelective(candidates: ReadonlyArray<Set<string>>, caseSensitive: boolean, marks: string): string[][] {
  const ranked = candidates
    .map((set) => [...minimal(new Set([...set].map((s) => unmarked(caseSensitive ? s : s.toLowerCase()))))])
    .sort((a, b) => cost(a) - cost(b))
    .map((set) => set.map((s) => `${marks}${s}`));
  const distinct: string[][] = [];
  for (const set of ranked) {
    if (!distinct.some((d) => d.length === set.length && d.every((s) => set.includes(s)))) distinct.push(set);
    if (distinct.length === MAX_SETS) break;
  }
  return distinct;
}

/** A literal without its WORD mark: the index finds every short literal as a word. */
function unmarked(literal: string): string {
  return literal.startsWith(WORD) ? literal.slice(WORD.length) : literal;
}

/** Marks a literal that must match with its case ("SI", "HI", "APS"). */
const CASE_SENSITIVE = '\u0000';
/** Marks a short literal counted wherever it occurs, not only as a whole word (it comes first). */
const ANYWHERE = '\u0001';
/** The digit set: each digit found wherever it occurs, not only as a word ("15yo", "9mm"). */
const DIGITS = [...'0123456789'].map((d) => `${ANYWHERE}${d}`);

function literalText(literal: string): string {
  let from = 0;
  while (literal[from] === ANYWHERE || literal[from] === CASE_SENSITIVE) from++;
  return literal.slice(from);
}

// --- Aho–Corasick over every registered literal -------------------------------------------

const ALPHABET = 128;

/** Letters bound a short literal's word ("SI" not in "SIgn"); digits do not ("15yo", "AR15"). */
function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export class LiteralIndex {
  private readonly ids = new Map<string, number>();
  /**
   * Flat transition table: next state = delta[state * alphabet + symbol]. States are numbered
   * breadth-first and stored in 16 bits when they fit: the scan touches one row per character, and
   * the shallow states it visits most then share a few cache lines instead of a 2 MB table.
   */
  private delta: Uint16Array | Int32Array = new Uint16Array(0);
  /** Literal ids ending at each state: outputIds[outputStart[s] .. outputStart[s + 1]). */
  private outputStart = new Int32Array(0);
  private outputIds = new Int32Array(0);
  private lengths = new Int32Array(0);
  /** Short literals count only between non-letters ("HR", "SI", "ex-wife", "15yo"). */
  private wholeWord = new Uint8Array(0);
  /** The exact-case text of case-sensitive literals, by id. */
  private exactCase: Array<string | undefined> = [];
  private built = false;

  /** Registers a literal (lower case) and returns its id. */
  add(literal: string): number {
    const known = this.ids.get(literal);
    if (known !== undefined) return known;
    const id = this.ids.size;
    this.ids.set(literal, id);
    this.built = false;
    return id;
  }

  get size(): number {
    return this.ids.size;
  }

  /** Compact alphabet: each character used by a literal gets a symbol; everything else is 0. */
  private symbols = new Uint8Array(ALPHABET);
  private wideSymbols = new Map<number, number>();
  private alphabet = 1;

  private symbolFor(code: number, create: boolean): number {
    const folded = code >= 65 && code <= 90 ? code + 32 : code;
    if (folded < ALPHABET) {
      const known = this.symbols[folded] as number;
      if (known !== 0 || !create) return known;
      this.symbols[folded] = this.alphabet;
      return this.alphabet++;
    }
    const known = this.wideSymbols.get(folded);
    if (known !== undefined || !create) return known ?? 0;
    this.wideSymbols.set(folded, this.alphabet);
    return this.alphabet++;
  }

  private build(): void {
    this.symbols = new Uint8Array(ALPHABET);
    this.wideSymbols = new Map();
    this.alphabet = 1;
    for (const key of this.ids.keys()) {
      const literal = literalText(key);
      for (let i = 0; i < literal.length; i++) this.symbolFor(literal.charCodeAt(i), true);
    }
    const size = this.alphabet;
    const rows: Int32Array[] = [new Int32Array(size).fill(-1)];
    const outputs: number[][] = [[]];
    this.lengths = new Int32Array(this.ids.size);
    this.wholeWord = new Uint8Array(this.ids.size);
    this.exactCase = [];
    for (const [key, id] of this.ids) {
      const literal = literalText(key).toLowerCase();
      if (key.includes(CASE_SENSITIVE)) this.exactCase[id] = literalText(key);
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const c = this.symbolFor(literal.charCodeAt(i), false);
        const row = rows[state] as Int32Array;
        let next = row[c] as number;
        if (next === -1) {
          next = rows.length;
          row[c] = next;
          rows.push(new Int32Array(size).fill(-1));
          outputs.push([]);
        }
        state = next;
      }
      (outputs[state] as number[]).push(id);
      this.lengths[id] = literal.length;
      this.wholeWord[id] = literal.length < SHORT_LITERAL && !key.startsWith(ANYWHERE) ? 1 : 0;
    }
    const fail = new Int32Array(rows.length);
    const queue: number[] = [];
    const root = rows[0] as Int32Array;
    for (let c = 0; c < size; c++) {
      const next = root[c] as number;
      if (next === -1) root[c] = 0;
      else queue.push(next);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      const row = rows[state] as Int32Array;
      for (let c = 0; c < size; c++) {
        const next = row[c] as number;
        const fallback = (rows[fail[state] as number] as Int32Array)[c] as number;
        if (next === -1) row[c] = fallback;
        else {
          fail[next] = fallback;
          (outputs[next] as number[]).push(...(outputs[fallback] as number[]));
          queue.push(next);
        }
      }
    }
    // Breadth-first numbering: the root stays 0, then each state in the order the queue met it.
    const order = [0, ...queue];
    const renumber = new Int32Array(rows.length);
    order.forEach((state, index) => (renumber[state] = index));
    this.delta = rows.length <= 0xffff ? new Uint16Array(rows.length * size) : new Int32Array(rows.length * size);
    order.forEach((state, index) => {
      const row = rows[state] as Int32Array;
      for (let c = 0; c < size; c++) this.delta[index * size + c] = renumber[row[c] as number] as number;
    });
    this.outputStart = new Int32Array(rows.length + 1);
    const flat: number[] = [];
    order.forEach((state, index) => {
      this.outputStart[index] = flat.length;
      flat.push(...(outputs[state] as number[]));
    });
    this.outputStart[rows.length] = flat.length;
    this.outputIds = Int32Array.from(flat);
    this.built = true;
  }

  /**
   * For each literal found in `text` (ASCII case-insensitively), the sentences it occurs in
   * (`sentenceStarts` ascending, first 0).
   */
  sentenceBits(text: string, sentenceStarts: readonly number[]): SentenceBits {
    if (!this.built) this.build();
    const found = new SentenceBits(this.ids.size, (sentenceStarts.length + 31) >> 5);
    const { delta, outputStart, outputIds, lengths, wholeWord, exactCase, symbols, alphabet } = this;
    let state = 0;
    let sentence = 0;
    let nextStart = sentenceStarts[1] ?? Infinity;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // ASCII case folding only (symbolFor), so offsets never shift.
      const c = code < ALPHABET ? (symbols[code >= 65 && code <= 90 ? code + 32 : code] as number) : this.symbolFor(code, false);
      state = delta[state * alphabet + c] as number;
      const from = outputStart[state] as number;
      const to = outputStart[state + 1] as number;
      if (from === to) continue;
      for (let k = from; k < to; k++) {
        const id = outputIds[k] as number;
        const start = i + 1 - (lengths[id] as number);
        if (wholeWord[id] === 1 && ((start > 0 && isLetter(text.charCodeAt(start - 1))) || isLetter(text.charCodeAt(i + 1)))) continue;
        const exact = exactCase[id];
        if (exact !== undefined && !text.startsWith(exact, start)) continue;
        while (start >= nextStart) nextStart = sentenceStarts[++sentence + 1] ?? Infinity;
        found.mark(id, sentence);
      }
    }
    return found;
  }
}

/**
 * The sentences each literal occurs in, for one text, as bit sets: bit i of word i >> 5 of a
 * literal's row is sentence i. One flat array holds every literal's row, rather than an array
 * allocated per literal found (hundreds per text).
 */
export class SentenceBits {
  readonly rows: Uint32Array;
  /** The literals found, each once, in the order first met. */
  readonly found: number[] = [];
  private readonly seen: Uint8Array;

  constructor(
    literals: number,
    /** Words (of 32 sentences) per row. */
    readonly words: number,
  ) {
    this.rows = new Uint32Array(literals * words);
    this.seen = new Uint8Array(literals);
  }

  has(literal: number): boolean {
    return this.seen[literal] === 1;
  }

  mark(literal: number, sentence: number): void {
    if (this.seen[literal] === 0) {
      this.seen[literal] = 1;
      this.found.push(literal);
    }
    const at = literal * this.words + (sentence >> 5);
    this.rows[at] = (this.rows[at] as number) | (1 << (sentence & 31));
  }
}
