/**
 * Text segmentation and NegEx-style polarity for dilemma understanding.
 *
 * A trigger found in the text is `present`, `negated` ("denies any plan", "no history of
 * violence") or `uncertain` ("not sure whether he owns a gun"). Negation cues scope forward a
 * few words within their clause; "but", "however", "although", "except" and sentence ends close
 * the scope, so "denies SI but reports a plan" negates SI only. Hedging lowers confidence
 * instead of dropping the finding.
 */
import type { FactStatus } from '../types';

/**
 * `hypothetical`: a conditional ("if he had a gun"), or the practitioner's own planned step ("I'd
 * ask him about a plan", "I plan to consult my supervisor"). It never asserts a fact.
 */
export type Polarity = Exclude<FactStatus, 'unknown'> | 'hypothetical';

/** Sentence boundaries of one text, computed once per call (clauses are found near each hit). */
export type Segmentation = {
  /** Start offsets of sentences, ascending; sentence i spans [starts[i], starts[i+1]). */
  sentenceStarts: number[];
  /** Clause-break offsets per sentence index, found the first time a hit needs them. */
  clauseBreaks?: Map<number, number[]>;
};

/**
 * Quotation marks around words ("he's 'done being disrespected'") would split the phrases the
 * lexicons look for; they are blanked to spaces, keeping every offset, while apostrophes inside
 * words ("doesn't", "client's") stay.
 */
const QUOTE_RE = /(?<![A-Za-z])['’‘]|['’‘](?![A-Za-z])|["“”]/g;

export function normaliseQuotes(text: string): string {
  return text.replace(QUOTE_RE, ' ');
}

const SENTENCE_END_RE = /[.!?…]+(?=["')\]]*(?:\s|$))|\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)/g;
/**
 * Clause breaks end a negation's scope. "and" counts when a new predicate follows ("hasn't told
 * her sister and doesn't want anyone to know"), not in a list ("no plan and no intent"); so does a
 * comma before a new subject and verb ("it's never going to get better, I'd like to disappear").
 */
const CLAUSE_BREAK_RE =
  /;|:(?!\/\/)|,\s*(?=(?:I|he|she|they|we)(?:['’](?:d|m|ll|s|re|ve)\b|\s+(?:am|is|are|was|were|will|would|have|has|had|wants?|wanted|feels?|felt|needs?|can|could|should|just|don['’]t|doesn['’]t|didn['’]t)\b))|\s[-–—]{1,2}\s|\b(?:but|however|although|though|except|whereas|yet|nevertheless|on the other hand|apart from|aside from|other than|which|who|because|since|so that|until|unless|when|while|after|before)\b|\b(?:and|then)\s+(?:(?:then|also|now|still|even|she|he|they|I|we)\s+)?(?=(?:is|was|were|are|has|had|have|does|did|doesn|didn|don|won|can|could|will|would|wants?|wanted|says?|said|told|tells|asked|asks|seems?|seemed|feels?|felt|knows?|knew|thinks?|thought|came|comes|went|goes|left|keeps?|kept|showed|shows|got|gets|started|begged|mentioned|admitted|reported)\b)/gi;

export function segment(text: string): Segmentation {
  const sentenceStarts = [0];
  SENTENCE_END_RE.lastIndex = 0;
  for (let m = SENTENCE_END_RE.exec(text); m; m = SENTENCE_END_RE.exec(text)) {
    let next = m.index + m[0].length;
    while (next < text.length && /\s/.test(text[next] as string)) next++;
    // A trailing-off ellipsis before a lower-case word ("see you Monday... or not") goes on with the same sentence.
    const trailsOff = /^(?:\.{2,}|…)$/.test(m[0]) && /[a-z]/.test(text[next] ?? '');
    if (next < text.length && next > (sentenceStarts[sentenceStarts.length - 1] as number) && !trailsOff && isRealSentenceEnd(text, m.index)) {
      sentenceStarts.push(next);
    }
  }
  return { sentenceStarts };
}

const ABBREVIATION_RE = /(?:\b(?:dr|mr|mrs|ms|st|vs|etc|e\.g|i\.e|approx|jr|sr|u\.s)|\b[a-z])$/i;

function isRealSentenceEnd(text: string, dotIndex: number): boolean {
  if (text[dotIndex] !== '.') return true;
  return !ABBREVIATION_RE.test(text.slice(Math.max(0, dotIndex - 6), dotIndex));
}

/** Offsets where a clause begins inside one sentence (after "but", ";", "and she …"). */
function clauseBreaksIn(seg: Segmentation, text: string, sentence: number): number[] {
  const cache = (seg.clauseBreaks ??= new Map());
  let breaks = cache.get(sentence);
  if (breaks) return breaks;
  const from = seg.sentenceStarts[sentence] ?? 0;
  const slice = text.slice(from, seg.sentenceStarts[sentence + 1] ?? text.length);
  breaks = [];
  CLAUSE_BREAK_RE.lastIndex = 0;
  for (let m = CLAUSE_BREAK_RE.exec(slice); m; m = CLAUSE_BREAK_RE.exec(slice)) breaks.push(from + m.index + m[0].length);
  cache.set(sentence, breaks);
  return breaks;
}

/** Where the clause holding `start` begins, looking back no further than `from`. */
function clauseStartBefore(seg: Segmentation, text: string, from: number, start: number): number {
  let clauseStart = from;
  for (const end of clauseBreaksIn(seg, text, sentenceIndexOf(seg, start))) {
    if (end > start) break;
    if (end > clauseStart) clauseStart = end;
  }
  return clauseStart;
}

export function sentenceIndexOf(seg: Segmentation, offset: number): number {
  let lo = 0;
  let hi = seg.sentenceStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((seg.sentenceStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function sentenceBounds(seg: Segmentation, text: string, offset: number): { start: number; end: number } {
  const index = sentenceIndexOf(seg, offset);
  return { start: seg.sentenceStarts[index] ?? 0, end: seg.sentenceStarts[index + 1] ?? text.length };
}

/**
 * Hedges that contain a negation word are neutralised before negation is looked for, so
 * "not sure whether" hedges rather than negates.
 */
const HEDGE_RE =
  /\b(?:not (?:sure|certain|clear|confident)|unsure|uncertain|unclear|unknown whether|(?:do|does|did)(?: not|n['’]t) know (?:if|whether)|(?:can(?:not|['’]t)|could(?:n['’]t| not)) (?:tell|say|rule out|be sure)|not ruled out|hard to (?:say|tell|know)|wonder(?:ing|ed)? (?:if|whether)|might|may(?:be)?|possibl[ey]|perhaps|potential(?:ly)?|suspect(?:s|ed)?|concerned (?:that|about)|worried (?:that|about)|whether|allegedly|reportedly|rumou?red|hinted|implied|seems?(?: to)?|appears?(?: to)?|could)\b/gi;
/** Negations that cancel out ("never denied", "not without") read as affirmation. */
const DOUBLE_NEGATION_RE =
  /\b(?:not|never|n['’]t|no longer)\s+(?:\w+\s+)?(?:den(?:y|ies|ied|ying)|without|lacking)\b|\bcan(?:not|['’]t) deny\b/gi;
/**
 * Phrases that look like negation but are not ("not only", "no doubt"). "No one" and "nobody"
 * are pseudo-negations as objects or in idioms ("feels no one would miss her") but negate as the
 * subject of a verb ("nobody has subpoenaed the file").
 */
const PSEUDO_NEGATION_RE =
  /\b(?:not only|not just|no doubt|no matter|(?:no one|nobody|no-one)(?!\s+(?:has|had|have|is|was|were|ever|did|does|will|asked|requested|sent|served|filed|called|reported|saw|seen|told|made))|not necessarily a problem|if not|whether or not|without delay|no sooner|not to mention|nothing else|(?:like|as if|as though) (?:it|this|that) (?:was|were|is|meant) nothing|no big deal)\b/gi;
const NEGATION_CUE_RE =
  /\b(?:no|not|never|without|den(?:y|ies|ied|ying)|negative for|free of|absence of|absent|rule[sd]? out|ruling out|none|neither|nor|lacks?|lacking|nothing|refuse[sd]?|no longer|no history of|no evidence of|no sign of|no signs of|no indication of|no reports? of|no known|nobody|no one|no-one)\b|n['’]t\b/gi;
/**
 * Conditionals ("if he had…", "what if", "suppose"): what the if-clause says is not a fact of the
 * case. The clause ends at its comma or "then" — the consequent is asserted, so a conditional
 * threat ("if she takes the kids, he'll…") still counts. "Not sure if" and "asked if" are a hedge
 * and a reported question, not conditionals.
 */
const CONDITIONAL_RE =
  /\b(?:what if|suppose|supposing|hypothetically|in case|let['’]s say)\b|(?<!\b(?:sure|know|knows|knew|wonder|wondering|wondered|ask|asked|asks|asking|see|tell|check|unclear|even|as|only)\s)\bif\b/gi;
/**
 * Where an if-clause ends: a comma, "then", or — unpunctuated — a consequent that opens with a
 * subject and a future ("if he touches her again I'll put him in the ground", "… it'll be the last
 * trip she takes", "… I'm taking a few of them with me"), at least two words after the "if" so
 * "if he'll agree" stays inside the clause.
 */
const CONDITIONAL_END_RE = /,|\bthen\b|^\s*\S+(?:\s+\S+)+?\s+((?:I|he|she|they|we|it)(?:['’](?:ll|d)\b|\s+(?:will|would|gonna)\b|(?:\s+(?:is|am|are)|['’](?:m|s|re))(?:\s+(?:gonna|going\s+to|\w+ing)\b|\s*$)))/i;
/**
 * The practitioner's own intended step ("I'd ask", "I plan to consult", "I'm going to screen
 * for"), or any inquiry, past or planned ("ask him about intent", "never asked about guns"): its
 * object is something to find out or do, not a fact of the case — neither present nor ruled out.
 */
const PLANNED_RE =
  /\b(?:ask|asks|asking|asked|assess|assessing|assessed|screen|screening|screened|explore|exploring|explored|inquire|inquiring|inquired|check|checking|checked|find out|found out) (?:\w+ ){0,3}?(?:about|for|whether|if|on)\b|\b(?:I|we)(?:['’]d|['’]ll| would| will| plan to| am going to|['’]m going to| intend to| want to| need to| should| could| might| hope to| am planning to|['’]m planning to)\s+(?:\w+\s+){0,2}?(?:ask(?:ing)?|explore|assess|screen|check|consult|call|talk|speak|discuss|bring (?:it )?up|raise|document|inquire|find out|look into|follow up|review|reach out|contact|run (?:it|this) by|loop in|involve)\b/gi;
const POST_NEGATION_RE =
  /^\s*(?:[:=]\s*|[-–]\s*)?(?:(?:is|was|were|are|has been|have been|being)\s+)?(?:denied|ruled out|negative|absent|not (?:present|reported|endorsed|indicated|disclosed))\b/i;
const WORD_RE = /[\w'’]+/g;

/** Words a negation cue reaches forward (NegEx uses five or six). */
const NEGATION_SCOPE_WORDS = 6;
/** A conditional or a planned step reaches to the end of its clause, within reason. */
const HYPOTHETICAL_SCOPE_WORDS = 14;
const HEDGE_SCOPE_WORDS = 8;
const LOOKBACK_CHARS = 90;

function wordsBetween(text: string): number {
  WORD_RE.lastIndex = 0;
  let count = 0;
  while (WORD_RE.exec(text)) count++;
  // A comma widens the distance: "no plan, his wife owns a gun" keeps the gun.
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  return count;
}

/** Last match of a global regex in `text`, as [index, end] or null. */
function lastMatch(re: RegExp, text: string): [number, number] | null {
  re.lastIndex = 0;
  let found: [number, number] | null = null;
  for (let m = re.exec(text); m; m = re.exec(text)) found = [m.index, m.index + m[0].length];
  return found;
}

/** Spans [start, end) of every match of a global regex in `text`. */
function spans(re: RegExp, text: string): number[] {
  re.lastIndex = 0;
  const out: number[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m.index, m.index + m[0].length);
  return out;
}

function inside(list: readonly number[], from: number, to: number): boolean {
  for (let i = 0; i < list.length; i += 2) if (from < (list[i + 1] as number) && (list[i] as number) < to) return true;
  return false;
}

/**
 * Polarity of the span [start, end): negated when a negation cue scopes over it (or a
 * post-negation follows it), uncertain when a hedge does, present otherwise.
 */
export function polarityAt(text: string, seg: Segmentation, start: number, end: number, negatable = true): Polarity {
  const sentence = sentenceBounds(seg, text, start);
  const windowStart = clauseStartBefore(seg, text, Math.max(sentence.start, start - LOOKBACK_CHARS), start);
  const window = text.slice(windowStart, start);

  const conditional = lastMatch(CONDITIONAL_RE, window);
  const clauseEnd = conditional ? CONDITIONAL_END_RE.exec(window.slice(conditional[1])) : null;
  if (conditional && !clauseEnd && wordsBetween(window.slice(conditional[1])) <= HYPOTHETICAL_SCOPE_WORDS) {
    return 'hypothetical';
  }
  // A negation inside a finished if-clause ("if the surgery doesn't work, I'm checking out") is the
  // condition's, not the consequent's: it does not reach past the clause's end.
  // The consequent starts after the comma or "then", or at its subject when unpunctuated (group 1).
  const consequentFrom = conditional && clauseEnd ? conditional[1] + clauseEnd.index + clauseEnd[0].length - (clauseEnd[1]?.length ?? 0) : 0;
  const planned = lastMatch(PLANNED_RE, window);
  if (planned && wordsBetween(window.slice(planned[1])) <= HYPOTHETICAL_SCOPE_WORDS) return 'hypothetical';

  const hedges = spans(HEDGE_RE, window);
  if (negatable) {
    // Cues inside a hedge ("not sure") or a pseudo-negation ("no one") do not negate, and a
    // double negation ("never denied") cancels the cues before it. Both are looked for only
    // where there is a cue (most windows have none).
    const cues = spans(NEGATION_CUE_RE, window);
    const doubled = cues.length > 0 ? lastMatch(DOUBLE_NEGATION_RE, window) : null;
    const from = Math.max(doubled ? doubled[1] : 0, consequentFrom);
    const pseudo = cues.length > 0 ? spans(PSEUDO_NEGATION_RE, window) : [];
    for (let i = cues.length - 2; i >= 0; i -= 2) {
      const cueStart = cues[i] as number;
      const cueEnd = cues[i + 1] as number;
      if (cueStart < from) break;
      if (inside(hedges, cueStart, cueEnd) || inside(pseudo, cueStart, cueEnd)) continue;
      if (wordsBetween(window.slice(cueEnd)) <= NEGATION_SCOPE_WORDS) return 'negated';
      break;
    }
    const after = text.slice(end, Math.min(sentence.end, end + 40));
    if (POST_NEGATION_RE.test(after)) return 'negated';
  }
  const lastHedgeEnd = hedges.length > 0 ? (hedges[hedges.length - 1] as number) : -1;
  // A long phrase can carry its own hedge ("said 'honestly I could kill him'").
  const hedged =
    (lastHedgeEnd >= 0 && wordsBetween(window.slice(lastHedgeEnd)) <= HEDGE_SCOPE_WORDS) ||
    (end - start > 12 && lastMatch(HEDGE_RE, text.slice(start, end)) !== null);
  return hedged ? 'uncertain' : 'present';
}

export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/**
 * A phrase written to open a sentence ("His ex-wife", "Access to a firearm") read mid-sentence:
 * only an opening capital followed by lower case is lowered, so names, holidays and acronyms keep
 * theirs ("the family at Thanksgiving", "C-SSRS items 4–6").
 */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
