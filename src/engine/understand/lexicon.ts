/**
 * Weighted trigger patterns and the scanner that finds them. Lexicons are written as phrases a
 * practitioner would type, never single ambiguous words; every regex is compiled once, at module
 * load, so a call allocates only its matches.
 */
import type { Evidence } from '../types';
import { LiteralIndex, requiredLiteralSets, type SentenceBits } from './prefilter';
import { normaliseQuotes, polarityAt, segment, sentenceIndexOf, type Polarity, type Segmentation } from './text';

/** Older or dependent adults: the words, and an age of 65 or more written as ", 84,". */
const ELDER_WORDS = String.raw`(?:elder(?:ly)?|older (?:adult|man|woman|lady|gentleman|client|person|parent|mother|father|relative|couple|patient|folks?)|(?:late|early|mid)[- ]?(?:seventies|eighties|nineties|70s|80s|90s)|mild cognitive impairment|\bMCI\b|seniors?|aging (?:parent|mother|father|client)|aged|grand(?:mother|father|ma|pa|parent)s?|granny|nursing (?:home|facility)|assisted living|memory care|care (?:home|facility)|group home|dementia|alzheimer['’]?s|cognitive(?:ly)? (?:decline|impair\w*)|forgetful|(?:6[5-9]|[7-9]\d|1[01]\d)[- ]?(?:years?[- ]old|yr[- ]old|yo|y\/o)|(?:6[5-9]|[7-9]\d|1[01]\d)(?:M|F)|in (?:her|his|their) (?:late |early |mid )?(?:seventies|eighties|nineties|70s|80s|90s)|(?:she|he|husband|wife|mother|father|mom|dad|client|patient|aunt|uncle|neighbou?r|widow|widower)(?:['’]s| is) (?:6[5-9]|[7-9]\d|1[01]\d)(?!\d|[.,]\d|[ -]?(?:%|percent|minutes?|miles?|dollars?|pounds?|lbs|days?|hours?|weeks?|months?|years? (?:ago|in|of|into|since)|times|o['’]clock))|dependent adult|vulnerable adult|disabled adult|cerebral palsy|(?:power )?wheelchair|paraplegi\w*|quadripleg\w*|tetrapleg\w*|spinal cord injury|traumatic brain injury|\bTBI\b|nonverbal|non-verbal|autistic adult|down syndrome|bed-?bound|home-?bound|home oxygen|COPD|Parkinson['’]?s|ALS|on oxygen|(?:intellectual|developmental) disabilit\w+|frail|widow(?:ed|er)?|retiree|bed ?(?:bound|ridden)|hospice|palliative|terminally ill|after (?:a|his|her) stroke|home health aide|caregiver|legal guardian|lives alone)`;
const ELDER_AGES = String.raw`(?:,|\() ?(?:6[5-9]|[7-9]\d|1[01]\d) ?(?:,|\))`;

/** Two regexes rather than their union: V8 scans a text about three times faster for each of them. */
const ELDER_WORDS_RE = new RegExp(`\\b${ELDER_WORDS}\\b`, 'i');
const ELDER_AGES_RE = new RegExp(ELDER_AGES, 'i');

/** Sentence contexts some triggers need nearby ("bruises" is child abuse only near a child). */
export const CONTEXTS = {
  child:
    /(?<!adult |grown |grown-up )\b(?:child(?:ren)?|kids?|son|daughter|toddler|infant|bab(?:y|ies)|boys?|girls?|minor|students?|teen(?:ager)?s?|adolescents?|preteen|(?:[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(?:years?[- ]old|yr[- ]old|yo|y\/o)|\d{1,2}(?:st|nd|rd|th)[- ]grader?|grader|kindergart\w+|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-\w+)[- ]?months?[- ]old|newborn|preschooler|step-?(?:son|daughter|kids?|dad|father|mom|mother)|foster (?:child|kid|son|daughter|care)|juvenile|youth|niece|nephew|grandchild(?:ren)?|grandkids?|sibling|little (?:brother|sister|girls?|boys?|ones?))\b|(?:\(|, )(?:[2-9]|1[0-7])(?: and (?:[2-9]|1[0-7]))?(?:\)|,)/i,
  elder: { test: (text: string) => ELDER_WORDS_RE.test(text) || ELDER_AGES_RE.test(text) },
  colleague:
    /\b(?:colleagues?|co-?workers?|co-?facilitators?|co-?leaders?|co-?therapists?|fellow (?:therapist|counselor|clinician|social worker|staff|psychologist|peer)|(?:another|other|a|one of (?:my|our|the)) (?:therapist|counselor|clinician|psychologist|social worker|psychiatrist|case manager|staff member|provider|nurse|intern|practitioner|peer specialist)s?|(?:counselor|therapist|clinician|psychologist|social worker|psychiatrist|nurse)s? (?:I work with|in (?:my|our) (?:group practice|practice|office|department|agency|clinic|program)|down the hall)|(?:he|she) works (?:with me|down the hall|in my office)|senior (?:clinician|therapist|counselor|partner|colleague)|the (?:other|senior) (?:clinician|therapist|counselor|psychologist|partner)|staff member|supervisee|intern|trainee|practicum student|counselor in training|team members?|office ?mate|practice partner)\b/i,
  records:
    /\b(?:records?|disclos\w+|release|share|sharing|shared|consent|court|probation|parole|PO|employer|HR|subpoena\w*|confidential\w*|information|info|notes|chart|request\w*|attorney|lawyer|police|officers?|judge|insurance|job|confirm\w*|deny|enrolled|in treatment|federal|warrant|case manager|tell|told)\b/i,
  sud:
    /\b(?:SUD|substance use|substance abuse|addiction|chemical dependency|detox|methadone|suboxone|buprenorphine|opioid treatment|OTP|MAT|IOP|drug (?:and|&) alcohol|alcohol (?:and|&) drug|AOD|recovery|rehab|relaps\w+|sobriety|sober|fentanyl|heroin|opioids?|UAs?|drug (?:screens?|tests?)|alcohol use|drinking|naloxone|narcan|12-step|AA|NA)\b/i,
  harm:
    /\b(?:kill\w*|suicid\w*|shoot\w*|stab\w*|hurt\w*|harm\w*|die|dead|death|dying|overdos\w*|threat\w*|attack\w*|weapon\w*|guns?|handguns?|firearms?|rifles?|pistols?|knife|hang\w*|jump\w*|violen\w*|end (?:it|his|her|their|my)|murder\w*|pills|meds|bridge|better off|burden|goodbye|letters? to|decided|means it|revenge|deal with him|deal with her|pay for this|put \w+ in the hospital|SI|HI)\b/i,
  practice: /\b(?:sessions?|therapy|counsel\w*|licen[cs]\w*|telehealth|video|virtual|zoom|online|treatment|clients?|patients?|practice)\b/i,
  selfTalk: /\b(?:I|I['’]m|I['’]ve|I am|me|my|myself)\b/,
} as const;

export type ContextId = keyof typeof CONTEXTS;

export type TriggerSpec = {
  /** Regex source; wrapped in word-edge guards. */
  p: string;
  /** Contribution to confidence, 0–1. */
  w: number;
  /** Case-sensitive (shorthand such as "SI", "HI", "APS"). */
  cs?: boolean;
  /** A context the same or a neighbouring sentence must show. */
  ctx?: ContextId;
  /** A label rules can read (e.g. 'violation' for a sexual relationship, a means kind). */
  tag?: string;
  /**
   * `false` when the phrase carries its own negation or names a topic whatever its polarity
   * ("doesn't want her parents to know", "no court order"): preceding negation cues are ignored.
   */
  neg?: false;
  /** `false` for patterns that start or end with punctuation (", 84,"): no word-edge guards. */
  edges?: false;
};

/**
 * `literalSets`: prefilter literal ids — every match contains one literal of each set (null:
 * scan the whole text). `prefilterId`: the trigger's row in the per-text table of which of its
 * sets occur (setsPresent); compiled triggers have one.
 */
export type Trigger = TriggerSpec & { re: RegExp; key: string; literalSets: number[][] | null; prefilterId?: number };

const LITERALS = new LiteralIndex();

/**
 * For each literal id, the trigger sets it belongs to, as `trigger id * 4 + set index`: a text
 * marks the sets its literals fill in one pass over the literals it holds, instead of every
 * trigger looking up its literals (most of ~2,500 triggers have none in a given text).
 */
const POSTINGS: number[][] = [];
let prefilterCount = 0;

function register(sets: number[][]): number {
  if (sets.length > 4) throw new Error('A trigger has at most four literal sets (postings keep the set in two bits)');
  const id = prefilterCount++;
  sets.forEach((set, k) => {
    for (const literal of set) (POSTINGS[literal] ??= []).push(id * 4 + k);
  });
  return id;
}

export function t(p: string, w: number, options: Omit<TriggerSpec, 'p' | 'w'> = {}): TriggerSpec {
  return { p, w, ...options };
}

/** Whether the whole source is one non-capturing group, "(?:…)". */
function isWrapped(source: string): boolean {
  if (!source.startsWith('(?:') || !source.endsWith(')')) return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0 && i < source.length - 1) return false;
    }
  }
  return true;
}

/** Splits a pattern at its top-level "|" (outside groups and classes), unwrapping "(?:a|b)". */
function topLevelAlternatives(source: string): string[] {
  const parts = splitTopLevel(source);
  if (parts.length === 1 && isWrapped(source)) return topLevelAlternatives(source.slice(3, -1));
  return parts;
}

function splitTopLevel(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

/** " ?" and " *" become optional whitespace runs, any other space a required one. */
function whitespaceRuns(source: string): string {
  return source.replace(/ [?*]/g, '\\s*').replace(/ /g, '\\s+');
}

/**
 * Compiles specs once. A space in a phrase matches any run of whitespace, so line breaks and
 * the blanks left by removed quotation marks ("tells 'funny' stories") do not split phrases.
 * Each top-level alternative becomes its own regex, sharing the spec's key, so the prefilter
 * can require every literal of that alternative (budget: see prefilter.ts).
 */
export function compile(key: string, specs: readonly TriggerSpec[]): Trigger[] {
  return specs.flatMap((spec, index) =>
    topLevelAlternatives(spec.p).map((alternative): Trigger => {
      const literalSets = requiredLiteralSets(alternative, spec.cs === true, spec.edges !== false)?.map((set) => set.map((literal) => LITERALS.add(literal))) ?? null;
      // Every trigger gets the same object shape, its optional fields present even when unset: the
      // scanner reads thousands of triggers per text, and a dozen shapes made each read slow.
      return {
        p: spec.p,
        w: spec.w,
        cs: spec.cs,
        ctx: spec.ctx,
        tag: spec.tag,
        neg: spec.neg,
        edges: spec.edges,
        key: `${key}#${index}`,
        re: new RegExp(spec.edges === false ? whitespaceRuns(alternative) : `(?<![\\w'’])(?:${whitespaceRuns(alternative)})(?![\\w])`, spec.cs ? 'g' : 'gi'),
        literalSets,
        prefilterId: literalSets ? register(literalSets) : undefined,
      };
    }),
  );
}

export type Hit = {
  trigger: Trigger;
  start: number;
  end: number;
  phrase: string;
  polarity: Polarity;
};

export type ScanText = {
  /** The text with quotation marks blanked (normaliseQuotes): same length and offsets as `raw`. */
  text: string;
  raw: string;
  seg: Segmentation;
  source: 'dilemma' | 'answer';
  answerId?: string;
  /** Extra context for context checks: an answer is read with its question and the dilemma. */
  context?: string;
  /** The sentences each prefilter literal occurs in; computed on first scan. */
  literalBits?: SentenceBits;
  /** Per trigger (its prefilterId), a mask of its literal sets that occur in the text. */
  setsPresent?: Uint8Array;
  /** Whole-text context results, computed once. */
  wholeContext?: Partial<Record<ContextId, boolean>>;
  /** Context results per context and window of sentences ("child:120:480"), computed once. */
  windowContexts?: Map<string, boolean>;
  /** Polarity per matched span (see cachedPolarity). */
  polarities?: Map<number, Polarity>;
  /** Spans of figures of speech (IDIOM_RE), as start/end pairs; computed on first scan. */
  idioms?: number[];
  /** Each sentence's text, cut out once for all the triggers that run on it. */
  sentences?: string[];
  /** `text` lower-cased, made once for the readers that need it (cues, frames). */
  lower?: string;
};

/** The doc's text lower-cased, made on first use. */
export function lowerText(doc: ScanText): string {
  return (doc.lower ??= doc.text.toLowerCase());
}

export function scanText(raw: string, source: 'dilemma' | 'answer', answerId?: string, context?: string): ScanText {
  const text = normaliseQuotes(raw);
  const doc: ScanText = { text, raw, seg: segment(text), source };
  if (answerId !== undefined) doc.answerId = answerId;
  if (context !== undefined) doc.context = context;
  return doc;
}

/**
 * Sentences either side a context may sit in: the person is often named two sentences earlier.
 * An older or dependent adult is usually who the whole dilemma is about, so that context spans
 * the text (WHOLE_TEXT_CONTEXTS).
 */
const CONTEXT_SPAN: Record<ContextId, number> = { child: 2, elder: 2, colleague: 2, records: 2, sud: 2, harm: 2, practice: 2, selfTalk: 2 };

/** Whole-text contexts are looked for like any trigger, through the prefilter. */
const WHOLE_TEXT_CONTEXTS: Partial<Record<ContextId, Trigger[]>> = {
  elder: compile('context:elder', [t(ELDER_WORDS, 1), t(ELDER_AGES, 1, { edges: false })]),
};

/** Whether the context holds at `start`; a whole-text context is tested once per text. */
function inContext(doc: ScanText, start: number, ctx: ContextId): boolean {
  const whole = WHOLE_TEXT_CONTEXTS[ctx];
  if (!whole) return windowInContext(doc, start, ctx);
  const cache = (doc.wholeContext ??= {});
  return (cache[ctx] ??= occurs(doc, whole) || (doc.context !== undefined && CONTEXTS[ctx].test(doc.context)));
}

/** The text of sentence `index`. */
function sentenceText(doc: ScanText, index: number): string {
  const sentences = (doc.sentences ??= []);
  const starts = doc.seg.sentenceStarts;
  return (sentences[index] ??= doc.text.slice(starts[index] ?? 0, starts[index + 1] ?? doc.text.length));
}

/** Whether any of the triggers matches anywhere in the text. */
function occurs(doc: ScanText, triggers: readonly Trigger[]): boolean {
  for (const trigger of triggers) {
    const sentences = candidateSentences(doc, trigger);
    const rounds = sentences ? sentences.length : 1;
    for (let r = 0; r < rounds; r++) {
      const slice = sentences ? sentenceText(doc, sentences[r] as number) : doc.text;
      trigger.re.lastIndex = 0;
      if (trigger.re.test(slice)) return true;
    }
  }
  return false;
}

/**
 * Whether the context shows in the sentence of `start` or the context's span of sentences either
 * side. Hits in one sentence share their window, and an answer's window holds the whole dilemma
 * (its `context`): each window is tested once per text.
 */
function windowInContext(doc: ScanText, start: number, ctx: ContextId): boolean {
  const span = CONTEXT_SPAN[ctx];
  const index = sentenceIndexOf(doc.seg, start);
  const starts = doc.seg.sentenceStarts;
  const from = starts[Math.max(0, index - span)] ?? 0;
  const to = starts[index + span + 1] ?? doc.text.length;
  const cache = (doc.windowContexts ??= new Map());
  const key = `${ctx}:${from}:${to}`;
  let found = cache.get(key);
  if (found === undefined) {
    const window = doc.text.slice(from, to);
    cache.set(key, (found = CONTEXTS[ctx].test(doc.context ? `${window} ${doc.context}` : window)));
  }
  return found;
}

/** Category and fact lexicons often match the same span; its polarity is worked out once. */
function cachedPolarity(doc: ScanText, start: number, end: number, negatable: boolean): Polarity {
  const cache = (doc.polarities ??= new Map());
  const key = start * 2 ** 22 + end * 2 + (negatable ? 1 : 0);
  let polarity = cache.get(key);
  if (polarity === undefined) cache.set(key, (polarity = polarityAt(doc.text, doc.seg, start, end, negatable)));
  return polarity;
}

/**
 * Figures of speech that borrow danger words ("my boss will kill me", "this job is killing me",
 * "shoot me a text", "she killed that interview", "at the end of his rope"): a hit inside one is
 * not read at all.
 */
const IDIOM_RE =
  /\b(?:(?:will|would|gonna|going to|['’]s going to|is going to|['’]ll) (?:literally )?kill me|(?:is|are|was|were|['’]s|['’]re) (?:literally )?(?:killing|murdering) me|shoot (?:me|him|her|them|us) (?:a|an) (?:quick )?(?:text|email|e-mail|message|line|note|call)|kill(?:ed|ing)? (?:it|that (?:interview|test|exam|presentation|audition|game|race)|the (?:interview|test|exam|presentation|audition|game|race))|dying to (?:meet|see|know|try|get|go)|to die for|dead (?:tired|serious|set on|end)|deadlines?|killer (?:interview|workout|deal|app|headache)|(?:murder|mystery|crime) (?:novel|mystery|podcast|show|book|documentary)|(?:video|computer|board) games?|spoilers?|(?:the )?end of (?:my|his|her|their|the|your) rope|(?:learn(?:ing|ed|s)?|know(?:s|ing)?|show(?:ed|ing|s)? (?:\w+ )?) the ropes|on the ropes|jump(?:ing|ed)? rope)\b/gi;

function idiomSpans(doc: ScanText): number[] {
  if (doc.idioms) return doc.idioms;
  const spans: number[] = [];
  IDIOM_RE.lastIndex = 0;
  for (let m = IDIOM_RE.exec(doc.text); m; m = IDIOM_RE.exec(doc.text)) spans.push(m.index, m.index + m[0].length);
  doc.idioms = spans;
  return spans;
}

function inIdiom(doc: ScanText, start: number, end: number): boolean {
  const spans = idiomSpans(doc);
  for (let i = 0; i < spans.length; i += 2) if (start < (spans[i + 1] as number) && (spans[i] as number) < end) return true;
  return false;
}

/** Cap per trigger so a repeated phrase in a long text cannot swamp the result. */
const MAX_HITS_PER_TRIGGER = 5;

function literalBits(doc: ScanText): SentenceBits {
  return (doc.literalBits ??= LITERALS.sentenceBits(doc.text, doc.seg.sentenceStarts));
}

function setsPresent(doc: ScanText): Uint8Array {
  // Triggers compiled after the table was made (tests compile their own) need a new one.
  if (doc.setsPresent?.length === prefilterCount) return doc.setsPresent;
  const present = new Uint8Array(prefilterCount);
  for (const literal of literalBits(doc).found) {
    const postings = POSTINGS[literal];
    if (postings) for (const posting of postings) present[posting >> 2] = (present[posting >> 2] as number) | (1 << (posting & 3));
  }
  return (doc.setsPresent = present);
}

function hasEverySet(doc: ScanText, trigger: Trigger, sets: readonly number[][]): boolean {
  if (trigger.prefilterId !== undefined) return setsPresent(doc)[trigger.prefilterId] === (1 << sets.length) - 1;
  const bits = literalBits(doc);
  return sets.every((set) => set.some((id) => bits.has(id)));
}

/** Scratch bit sets for one trigger's candidate sentences. */
let union = new Uint32Array(8);
let result = new Uint32Array(8);

/**
 * Sentences a trigger could match in, ascending: those holding a literal of every one of its
 * sets. Null when it must scan the whole text.
 */
export function candidateSentences(doc: ScanText, trigger: Trigger): readonly number[] | null {
  const sets = trigger.literalSets;
  if (!sets) return null;
  // Most triggers fail here: some literal set has no literal anywhere in the text.
  if (!hasEverySet(doc, trigger, sets)) return EMPTY;
  const bits = literalBits(doc);
  const { rows, words } = bits;
  if (union.length < words) {
    union = new Uint32Array(words * 2);
    result = new Uint32Array(words * 2);
  }
  let first = true;
  for (const set of sets) {
    union.fill(0, 0, words);
    let any = false;
    for (const id of set) {
      if (!bits.has(id)) continue;
      any = true;
      const row = id * words;
      for (let w = 0; w < words; w++) union[w] = (union[w] as number) | (rows[row + w] as number);
    }
    if (!any) return EMPTY;
    let nonEmpty = false;
    for (let w = 0; w < words; w++) {
      const value = first ? (union[w] as number) : (result[w] as number) & (union[w] as number);
      result[w] = value;
      if (value !== 0) nonEmpty = true;
    }
    if (!nonEmpty) return EMPTY;
    first = false;
  }
  const sentences: number[] = [];
  for (let w = 0; w < words; w++) {
    let value = result[w] as number;
    while (value !== 0) {
      const bit = 31 - Math.clz32(value & -value);
      sentences.push((w << 5) + bit);
      value &= value - 1;
    }
  }
  return sentences;
}

const EMPTY: readonly number[] = [];

/**
 * Per trigger list, each trigger's row in the sets-present table (-1: none, always scanned) and
 * the mask of all its sets, made on the list's first scan: a scan passes over the triggers a text
 * cannot match without reading them (thousands of objects per text, nearly all of them passed).
 */
const LIST_ROWS = new WeakMap<readonly Trigger[], { rows: Int32Array; masks: Uint8Array }>();

function listRows(triggers: readonly Trigger[]): { rows: Int32Array; masks: Uint8Array } {
  let known = LIST_ROWS.get(triggers);
  if (!known) {
    known = {
      rows: Int32Array.from(triggers, (t) => t.prefilterId ?? -1),
      masks: Uint8Array.from(triggers, (t) => (1 << (t.literalSets?.length ?? 0)) - 1),
    };
    LIST_ROWS.set(triggers, known);
  }
  return known;
}

export function scan(doc: ScanText, triggers: readonly Trigger[], out: Hit[] = []): Hit[] {
  const starts = doc.seg.sentenceStarts;
  const { rows, masks } = listRows(triggers);
  const present = setsPresent(doc);
  for (let t = 0; t < triggers.length; t++) {
    const row = rows[t] as number;
    if (row >= 0 && present[row] !== masks[t]) continue;
    const trigger = triggers[t] as Trigger;
    const sentences = candidateSentences(doc, trigger);
    if (sentences && sentences.length === 0) continue;
    const re = trigger.re;
    let count = 0;
    const rounds = sentences ? sentences.length : 1;
    for (let r = 0; r < rounds; r++) {
      const sentence = sentences ? (sentences[r] as number) : -1;
      const from = sentences ? (starts[sentence] ?? 0) : 0;
      const slice = sentences ? sentenceText(doc, sentence) : doc.text;
      re.lastIndex = 0;
      for (let m = re.exec(slice); m; m = re.exec(slice)) {
        if (m[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        const start = from + m.index;
        const end = start + m[0].length;
        if (trigger.ctx && !inContext(doc, start, trigger.ctx)) continue;
        if (inIdiom(doc, start, end)) continue;
        const polarity = cachedPolarity(doc, start, end, trigger.neg !== false);
        out.push({ trigger, start, end, phrase: doc.raw.slice(start, end), polarity });
        if (++count >= MAX_HITS_PER_TRIGGER) break;
      }
      if (count >= MAX_HITS_PER_TRIGGER) break;
    }
  }
  return out;
}

export function evidenceOf(doc: ScanText, hit: { start: number; end: number }): Evidence {
  const evidence: Evidence = { phrase: balancedQuotes(doc.raw.slice(hit.start, hit.end)), source: doc.source, start: hit.start, end: hit.end };
  if (doc.answerId !== undefined) evidence.answerId = doc.answerId;
  return evidence;
}

/**
 * A span that cuts a quotation in half ('a guy who is "like 19') shows its words without the stray
 * mark; the offsets still give the exact span.
 */
function balancedQuotes(phrase: string): string {
  const marks = phrase.match(/["“”]/g)?.length ?? 0;
  return marks % 2 === 1 ? phrase.replace(/["“”]/g, '') : phrase;
}
