import type { Candidate, NameRole } from './candidate';
import {
  AMBIGUOUS_FIRST_NAMES,
  CLINICAL_STOPLIST,
  FIRST_NAMES,
  NAME_PARTICLES,
  NEVER_NAMES,
  STRONG_TITLES,
  SURNAME_SHAPE,
  SURNAMES,
  TITLE_WORDS,
  WORD_SURNAMES,
} from './name-lists';

/**
 * Person names (Safe Harbor item 1). A capitalised word is a name only with evidence: a title
 * ("Dr. Kim"), a cue ("my client Keisha", "his ex-wife Sarah", "named Tom"), a known given name,
 * a given name plus surname, or a possessive. Capitalisation alone is not evidence: clinical prose
 * is full of capitalised drugs, instruments, agencies and sentence openers.
 */

type Token = {
  /** The word as written, lower-cased, possessive included ("lowe's"). */
  rawLower: string;
  /** The word without a trailing possessive "'s". */
  base: string;
  lower: string;
  start: number;
  /** End of `base`; a possessive suffix is not part of the name. */
  end: number;
  isPossessive: boolean;
  isCapitalised: boolean;
  isInitial: boolean;
  sentenceStart: boolean;
  /** The characters between the previous token and this one. */
  gapBefore: string;
};

const WORD = /\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu;
const POSSESSIVE = /['’]s?$/;
const CAPITALISED = /^\p{Lu}.*\p{Ll}/u;

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'st', 'jr', 'sr', 'prof', 'rev', 'fr', 'vs', 'v', 'eg', 'ie', 'e.g', 'i.e', 'etc', 'sgt', 'capt', 'lt', 'det', 'mt', 'ft', 'no', 'approx', 'dept', 'inc', 'co', 'corp', 'ave', 'blvd']);

const CLIENT_CUES = new Set(['client', 'patient', 'counselee', 'clients', 'patients']);
const NAMING_CUES = new Set(['named', 'called', 'nicknamed', 'aka', 'a.k.a', 'attention', 'attn', 'dear', 'cc', 'c/o']);
/** Letters after a name ("Jordan Ellis, Esq.", "Tessaly Brandt, LCSW") show that the words before them are a person. */
const POST_NOMINALS = new Set(['esq', 'jr', 'sr', 'ii', 'iii', 'iv', 'md', 'do', 'phd', 'psyd', 'edd', 'lcsw', 'licsw', 'lmsw', 'msw', 'lpc', 'lpcc', 'lcpc', 'lmhc', 'lmft', 'lcmhc', 'rn', 'np', 'aprn', 'pmhnp', 'cadc', 'ladc', 'bcba', 'ncc']);
const NAMING_PAIRS = new Set(['name is', 'name was', 'goes by', 'known as', 'names are', 'name’s', "name's"]);
const RELATION_CUES = new Set(
  `son daughter stepson stepdaughter child kid baby infant toddler teen teenager wife husband ex-wife ex-husband ex
  spouse partner ex-partner boyfriend girlfriend ex-boyfriend ex-girlfriend fiancé fiancée fiance fiancee mother
  father mom dad mum stepmother stepfather stepmom stepdad brother sister stepbrother stepsister half-brother
  half-sister sibling twin grandmother grandfather grandma grandpa grandson granddaughter grandchild aunt uncle
  cousin niece nephew friend roommate neighbor neighbour coworker co-worker colleague supervisor boss manager
  employer teacher principal coach pastor priest minister rabbi imam attorney lawyer doctor psychiatrist
  therapist counselor caseworker officer detective judge landlord tenant classmate peer student teammate
  babysitter nanny caregiver guardian victim perpetrator lover affair parent in-law mother-in-law father-in-law
  sister-in-law brother-in-law`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);
/** "the boy, Jaylen," and "a woman named…": a person noun before a name, who may well be the client. */
const PERSON_CUES = new Set(['boy', 'girl', 'man', 'woman', 'lady', 'guy', 'adolescent', 'youth', 'senior', 'veteran', 'resident', 'congregant', 'parishioner', 'member', 'mentee', 'supervisee', 'trainee', 'intern']);
/**
 * Verbs whose object is usually a person ("I told Keisha", "she is dating Dmitri"); weaker evidence,
 * so the word must not be on any list of ordinary, clinical or place words.
 */
const PERSON_VERBS = new Set(['told', 'asked', 'met', 'saw', 'texted', 'emailed', 'messaged', 'hugged', 'kissed', 'hit', 'slapped', 'punched', 'married', 'dating', 'dated', 'divorced', 'divorcing', 'loves', 'hates', 'blames', 'accused', 'threatened', 'reassured', 'thanked']);

const PROFESSIONAL_CUES = new Set([
  'teacher', 'principal', 'coach', 'pastor', 'priest', 'minister', 'rabbi', 'imam', 'attorney', 'lawyer', 'doctor',
  'psychiatrist', 'therapist', 'counselor', 'caseworker', 'officer', 'detective', 'judge', 'supervisor', 'boss',
  'manager', 'employer', 'landlord',
]);

/** A possessive name followed by one of these is an eponym ("Alzheimer's disease", "Kendra's Law", "Maslow's hierarchy"). */
const EPONYM_NOUNS = new Set([
  'disease', 'syndrome', 'disorder', 'palsy', 'law', 'laws', 'act', 'model', 'hierarchy', 'theory', 'stages',
  'principles', 'criteria', 'scale', 'inventory', 'test', 'method', 'approach', 'technique', 'rule', 'doctrine',
  'paradox', 'triad', 'sign', 'phenomenon', 'effect', 'framework', 'ethics', 'code',
]);

const CONFIDENT = 0.9;

function isSentenceStart(text: string, gap: string, previous: Token | undefined): boolean {
  if (!previous) return true;
  if (gap === ' ') return false;
  if (gap.includes('\n')) return true;
  const trimmed = gap.replace(/[\s"'“”‘’()[\]*•–—-]+/g, '');
  if (trimmed.length === 0) return false;
  const last = trimmed.charAt(trimmed.length - 1);
  if (last === ':' || last === ';' || last === '!' || last === '?') return true;
  if (last !== '.') return false;
  // "Dr. Kim", "J. Smith": the full stop belongs to an abbreviation or an initial.
  return !(trimmed === '.' && (ABBREVIATIONS.has(previous.lower) || previous.isInitial || text.charAt(previous.end) !== '.'));
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index;
    // Most words are lower-case and most gaps are one space: keep that path allocation-free, it runs on every keystroke.
    const gapBefore = start - previousEnd === 1 && text.charCodeAt(previousEnd) === 32 ? ' ' : text.slice(previousEnd, start);
    previousEnd = start + raw.length;
    const first = raw.charCodeAt(0);
    if (first >= 97 && first <= 122) {
      const lower = raw.toLowerCase();
      tokens.push({ rawLower: lower, base: raw, lower, start, end: previousEnd, isPossessive: false, isCapitalised: false, isInitial: false, sentenceStart: false, gapBefore });
      continue;
    }
    const possessive = raw.length > 2 && (raw.includes("'") || raw.includes('’')) && POSSESSIVE.test(raw);
    const base = possessive ? raw.replace(POSSESSIVE, '') : raw;
    const previous = tokens[tokens.length - 1];
    tokens.push({
      rawLower: raw.toLowerCase().replace(/’/g, "'"),
      base,
      lower: base.toLowerCase(),
      start,
      end: start + base.length,
      isPossessive: possessive,
      isCapitalised: CAPITALISED.test(base),
      isInitial: base.length === 1 && /\p{Lu}/u.test(base) && text.charAt(start + 1) === '.',
      sentenceStart: isSentenceStart(text, gapBefore, previous),
      gapBefore,
    });
  }
  return tokens;
}

/** "Non-Licensed", "Self-Harm", "Co-Parent": a prefixed compound is an ordinary word, unlike "Smith-Jones". */
const WORD_PREFIX = /^(?:non|pre|post|self|anti|co|ex|semi|multi|inter|intra|sub|super|over|under|re|mid|cross|well|ill|high|low|long|short|full|part|step|half|great|grand|in)-/;

const isNever = (t: Token): boolean =>
  NEVER_NAMES.has(t.rawLower) || (NEVER_NAMES.has(t.lower) && !AMBIGUOUS_FIRST_NAMES.has(t.lower)) || WORD_PREFIX.test(t.lower);
const isStop = (t: Token): boolean => isNever(t) || CLINICAL_STOPLIST.has(t.lower) || CLINICAL_STOPLIST.has(t.rawLower);
const isFirstName = (t: Token): boolean => t.isCapitalised && FIRST_NAMES.has(t.lower) && !isStop(t);
const isAmbiguousFirst = (t: Token): boolean => t.isCapitalised && AMBIGUOUS_FIRST_NAMES.has(t.lower) && !CLINICAL_STOPLIST.has(t.lower);

/** A word that can complete a name started by a given name. */
function isSurnameAfterGiven(t: Token, strict: boolean): boolean {
  if (!t.isCapitalised || CLINICAL_STOPLIST.has(t.lower)) return false;
  if (SURNAMES.has(t.lower)) return !strict || !WORD_SURNAMES.has(t.lower);
  return !isNever(t) && (!strict || !AMBIGUOUS_FIRST_NAMES.has(t.lower));
}

/** A word that looks like a surname even after an unknown word ("Keisha Whitfield", "Ngozi Okafor"). */
function isSurnameLike(t: Token): boolean {
  if (!t.isCapitalised || isStop(t)) return false;
  return (SURNAMES.has(t.lower) && !WORD_SURNAMES.has(t.lower)) || SURNAME_SHAPE.test(t.base);
}

/** Words of one name are separated by a space, an initial's full stop, or the quotes of a nickname ('Thaddeus "Tad" Kowalczyk'). */
const joinedBySpace = (t: Token): boolean => /^ {1,2}$/.test(t.gapBefore) || /^\. ?$/.test(t.gapBefore) || /^(?: ["“']|["”'] )$/.test(t.gapBefore);

/** Case names ("Tarasoff v. Regents", "Jaffee v. Redmond") are law, not people. */
function isCaseName(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  const previous = tokens[i - 1];
  return (next !== undefined && /^(?:v|vs)$/.test(next.lower)) || (previous !== undefined && /^(?:v|vs)$/.test(previous.lower));
}

/** "St. Mary's Hospital", "San Jose", "Fort Myers": a saint's or place name, not a person in the case. */
const PLACE_PREFIXES = new Set(['st', 'saint', 'san', 'santa', 'fort', 'ft', 'mount', 'mt', 'lake', 'port', 'camp', 'cape']);
function isAfterSaint(tokens: Token[], i: number): boolean {
  const p1 = tokens[i - 1];
  const t = tokens[i];
  return p1 !== undefined && t !== undefined && PLACE_PREFIXES.has(p1.lower) && p1.isCapitalised && /^\.?\s$/.test(t.gapBefore);
}

function hasPostNominal(tokens: Token[], i: number): boolean {
  const after = tokens[i + 1];
  return after !== undefined && /^,\s?$/.test(after.gapBefore) && POST_NOMINALS.has(after.lower);
}

const isPlausibleName = (t: Token): boolean =>
  isFirstName(t) || isAmbiguousFirst(t) || SURNAMES.has(t.lower) || SURNAME_SHAPE.test(t.base);

/**
 * A capitalised cue word mid-line is usually a Title Case heading ("Client Access to Records",
 * "Counselor Competence", "Peer Supporters"), so the word after it must look like a name itself.
 * "Client: Tessaly" on a form, "Client (Thaddeus …" and a sentence opening "Client, Tessaly, …" keep
 * the plain cue.
 */
function isHeadingCue(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const p1 = tokens[i - 1];
  if (!t || !p1 || !p1.isCapitalised || /[:(]/.test(t.gapBefore)) return false;
  return !(p1.sentenceStart && t.gapBefore.includes(','));
}

type Trigger = { score: number; role: NameRole; strict: boolean };

function cueBefore(tokens: Token[], i: number): NameRole | 'naming' | 'verb' | null {
  const t = tokens[i];
  const p1 = tokens[i - 1];
  // "Client: Sarah", "my client, Sarah," and "client (Sarah" keep the cue; a sentence break does not.
  if (!t || !p1 || !/^[ \t,:(]*$/.test(t.gapBefore)) return null;
  if (p1.lower === 'name' && t.gapBefore.includes(':')) return 'naming';
  if (CLIENT_CUES.has(p1.lower)) return 'client';
  if (NAMING_CUES.has(p1.lower)) return 'naming';
  const p2 = tokens[i - 2];
  if (p2 && NAMING_PAIRS.has(`${p2.lower} ${p1.lower}`)) return 'naming';
  if (RELATION_CUES.has(p1.lower)) return PROFESSIONAL_CUES.has(p1.lower) ? 'professional' : 'relation';
  if (PERSON_CUES.has(p1.lower)) return 'naming';
  if (PERSON_VERBS.has(p1.lower) && t.gapBefore === ' ') return 'verb';
  return null;
}

function titleBefore(tokens: Token[], i: number): { strong: boolean; professional: boolean } | null {
  const t = tokens[i];
  const p1 = tokens[i - 1];
  if (!t || !p1 || !TITLE_WORDS.has(p1.lower) || !/^\p{Lu}/u.test(p1.base)) return null;
  if (!/^\.?\s{1,2}$/.test(t.gapBefore)) return null;
  const strong = STRONG_TITLES.has(p1.lower);
  return { strong, professional: !strong || p1.lower === 'dr' };
}

/** A lone capital after a strong title stands for a surname ("Mrs. G said"). */
function isTitledLetter(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  return t !== undefined && t.base.length === 1 && /^\p{Lu}$/u.test(t.base) && titleBefore(tokens, i)?.strong === true;
}

/**
 * Typed in a hurry, "my client sarah" or "her husband tom" still names someone; only unambiguous
 * given names count, so "my client will" stays a verb.
 */
function isLowerCaseNameAfterCue(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || !FIRST_NAMES.has(t.lower) || AMBIGUOUS_FIRST_NAMES.has(t.lower) || NEVER_NAMES.has(t.lower)) return false;
  const cue = cueBefore(tokens, i);
  return cue !== null && cue !== 'verb';
}

function lowerCaseCueRole(tokens: Token[], i: number): NameRole {
  const cue = cueBefore(tokens, i);
  return cue === null || cue === 'verb' || cue === 'naming' ? 'other' : cue;
}

/** "Tessaly, 15, disclosed" and "Tessaly (15) came in": an age straight after a word marks a person. */
const AGE_APPOSITIVE = /^(?:,\s*\d{1,3}\s*[,;)]|\s*\(\s*(?:age\s*)?\d{1,3}\s*\))/;

function triggerAt(text: string, tokens: Token[], i: number): Trigger | null {
  const t = tokens[i];
  if (!t) return null;
  if (!t.isCapitalised && !t.isInitial) {
    if (isTitledLetter(tokens, i)) return { score: CONFIDENT, role: 'other', strict: false };
    return isLowerCaseNameAfterCue(tokens, i) ? { score: 0.75, role: lowerCaseCueRole(tokens, i), strict: false } : null;
  }
  // Sentence openers and institution words ("She", "The", "Court") are most capitalised words: leave early.
  if (isNever(t) && !SURNAMES.has(t.lower)) return null;
  if (isCaseName(tokens, i)) return null;
  const next = tokens[i + 1];
  const nextJoined = next !== undefined && joinedBySpace(next) && !t.isPossessive;

  const title = titleBefore(tokens, i);
  if (title) {
    const isSurname = SURNAMES.has(t.lower);
    // A strong title makes even a clinical look-alike a person ("Dr. Beck"); a weak one needs a real name ("Judge Lee", not "Chief Complaint").
    if (title.strong && (!isNever(t) || isSurname)) {
      return { score: CONFIDENT, role: title.professional ? 'professional' : 'other', strict: false };
    }
    const plausible = isFirstName(t) || isAmbiguousFirst(t) || isSurname || SURNAME_SHAPE.test(t.base) || t.isInitial;
    if (!title.strong && plausible && (!isStop(t) || isSurname)) return { score: 0.8, role: 'professional', strict: false };
  }
  if (isAfterSaint(tokens, i)) return null;
  // "Corey's model", "Kendra's Law", "Addison's disease": an eponym, whoever it honours.
  if (t.isPossessive && next && EPONYM_NOUNS.has(next.lower)) return null;
  const cue = cueBefore(tokens, i);
  // Initials stand in for a name only where a cue says a person follows ("client J.D.", "her son T.").
  if (t.isInitial) return cue && cue !== 'verb' ? { score: 0.8, role: cue === 'naming' ? 'other' : cue, strict: false } : null;
  if (cue === 'verb') {
    if (!isStop(t) && !AMBIGUOUS_FIRST_NAMES.has(t.lower) && !t.sentenceStart) return { score: 0.6, role: 'other', strict: true };
  } else if (cue && !isStop(t) && (isPlausibleName(t) || !isHeadingCue(tokens, i))) {
    return { score: 0.85, role: cue === 'naming' ? 'other' : cue, strict: false };
  }
  if (isFirstName(t)) return { score: t.sentenceStart ? 0.7 : 0.75, role: 'other', strict: false };
  // "Grace Kim" is a person, "Major Depressive" and "Virginia Tech" are not: an ambiguous given name needs a real surname.
  if (isAmbiguousFirst(t) && nextJoined && next && isSurnameLike(next)) {
    return { score: 0.7, role: 'other', strict: true };
  }
  if (isStop(t)) return null;
  if (!t.isPossessive && AGE_APPOSITIVE.test(text.slice(t.end, t.end + 12))) return { score: 0.7, role: 'other', strict: true };
  if (nextJoined && next && isSurnameAfterGiven(next, true) && hasPostNominal(tokens, i + 1)) {
    return { score: 0.75, role: 'professional', strict: true };
  }
  if (AMBIGUOUS_FIRST_NAMES.has(t.lower)) return null;
  if (nextJoined && next && isSurnameLike(next)) return { score: 0.65, role: 'other', strict: true };
  if (t.isPossessive && !t.sentenceStart) {
    const after = tokens[i + 1];
    // "Keisha's mother" is a person; "Grey's Anatomy" and "Macy's Parade" are titles and brands.
    if (after?.isCapitalised && /^\s+$/.test(after.gapBefore)) return null;
    return { score: 0.6, role: 'other', strict: true };
  }
  return null;
}

/** How far a name runs: middle initials, particles ("de la"), and surnames after the first word. */
function extend(tokens: Token[], i: number, strict: boolean): number {
  let last = i;
  if (tokens[i]?.isPossessive) return last;
  for (let j = i + 1; j <= i + 5; j += 1) {
    const t = tokens[j];
    if (!t || !joinedBySpace(t) || t.sentenceStart) break;
    if (NAME_PARTICLES.has(t.base)) {
      let k = j + 1;
      while (tokens[k] && NAME_PARTICLES.has(tokens[k]?.base ?? '')) k += 1;
      const after = tokens[k];
      if (after && joinedBySpace(after) && after.isCapitalised && !isStop(after)) continue;
      break;
    }
    const ok = t.isInitial || isSurnameAfterGiven(t, strict) || (SURNAME_SHAPE.test(t.base) && !isStop(t));
    if (!ok) break;
    last = j;
    if (t.isPossessive) break;
  }
  return last;
}

export function recognizeNames(text: string): Candidate[] {
  const tokens = tokenize(text);
  const out: Candidate[] = [];
  const known = new Set<string>();
  const covered = new Set<number>();
  let i = 0;
  while (i < tokens.length) {
    const trigger = triggerAt(text, tokens, i);
    const first = tokens[i];
    if (!trigger || !first) {
      i += 1;
      continue;
    }
    const lastIndex = extend(tokens, i, trigger.strict);
    const last = tokens[lastIndex] ?? first;
    // An initial's full stop belongs to it ("J.D." → "[CLIENT NAME]", not "[CLIENT NAME].").
    const end = last.isInitial ? last.end + 1 : last.end;
    out.push({ kind: 'name', start: first.start, end, score: trigger.score, nameRole: trigger.role });
    for (let j = i; j <= lastIndex; j += 1) {
      const t = tokens[j];
      covered.add(j);
      if (t && t.isCapitalised && !WORD_SURNAMES.has(t.lower) && !isNever(t)) known.add(t.lower);
    }
    i = lastIndex + 1;
  }
  if (known.size === 0) return out;
  // A word already shown to be a name in this text is a name wherever it recurs ("client Keisha … Keisha said").
  for (const [index, t] of tokens.entries()) {
    if (t.isCapitalised && known.has(t.lower) && !covered.has(index)) {
      out.push({ kind: 'name', start: t.start, end: t.end, score: 0.7, nameRole: 'other' });
    }
  }
  return out;
}
