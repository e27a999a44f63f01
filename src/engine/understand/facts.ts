/**
 * Fact extraction: turns trigger hits into `ExtractedFacts` (present / uncertain / negated /
 * unknown, each with its evidence), finds the client's age and whether they are a minor, and
 * decides whether a threat names an identifiable person.
 */
import type { Evidence, ExtractedFacts, Fact, FactStatus } from '../types';
import { FACT_KEYS, FACT_LEXICON, PRONOUN_AGENT_TAG, type FactKey } from './fact-lexicon';
import { compile, evidenceOf, scan, t, type Hit, type ScanText, type Trigger } from './lexicon';
import { sentenceIndexOf } from './text';

const FACT_TRIGGERS: Record<FactKey, Trigger[]> = Object.fromEntries(
  FACT_KEYS.map((key) => [key, compile(`fact:${key}`, FACT_LEXICON[key])]),
) as Record<FactKey, Trigger[]>;

/** Evidence kept per fact; the first mentions are the ones a reader needs. */
const MAX_FACT_EVIDENCE = 4;

export type FactHits = Record<FactKey, Array<{ hit: Hit; doc: ScanText }>>;

export function emptyFactHits(): FactHits {
  return Object.fromEntries(FACT_KEYS.map((key) => [key, []])) as unknown as FactHits;
}

export function scanFacts(doc: ScanText, into: FactHits): void {
  for (const key of FACT_KEYS) {
    const hits = scan(doc, FACT_TRIGGERS[key]);
    for (const hit of hits) into[key].push({ hit, doc });
  }
}

const STATUS_RANK: Record<FactStatus, number> = { present: 3, uncertain: 2, negated: 1, unknown: 0 };

/** A hypothetical ("if he had a gun", "I'd ask about a plan") never asserts anything. */
function asserts(entry: { hit: Hit }): boolean {
  return entry.hit.polarity !== 'hypothetical';
}

/**
 * A fact's status: the strongest polarity among its hits, except that answers to clarifying
 * questions speak last — an answer that mentions the fact overrides the dilemma text.
 */
export function factOf(all: ReadonlyArray<{ hit: Hit; doc: ScanText }>): Fact {
  const entries = all.filter(asserts);
  if (entries.length === 0) return { status: 'unknown', evidence: [] };
  const fromAnswers = entries.filter((e) => e.doc.source === 'answer');
  const pool = fromAnswers.length > 0 ? fromAnswers : entries;
  let status: FactStatus = 'unknown';
  for (const { hit } of pool) {
    const polarity = hit.polarity as FactStatus;
    if (STATUS_RANK[polarity] > STATUS_RANK[status]) status = polarity;
  }
  const evidence: Evidence[] = [];
  for (const e of [...pool].filter((e) => e.hit.polarity === status).sort((a, b) => sourceRank(a.doc) - sourceRank(b.doc) || a.hit.start - b.hit.start)) {
    if (evidence.some((seen) => seen.source === e.doc.source && seen.answerId === e.doc.answerId && seen.start < e.hit.end && e.hit.start < seen.end)) continue;
    evidence.push(evidenceOf(e.doc, e.hit));
    if (evidence.length >= MAX_FACT_EVIDENCE) break;
  }
  return { status, evidence };
}

function sourceRank(doc: ScanText): number {
  return doc.source === 'dilemma' ? 0 : 1;
}

export function isAffirmed(fact: Fact | undefined): boolean {
  return fact?.status === 'present';
}

export function isRaised(fact: Fact | undefined): boolean {
  return fact?.status === 'present' || fact?.status === 'uncertain';
}

// --- age and minor status -------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
};
const NUMBER_WORD_RE = Object.keys(NUMBER_WORDS).join('|');
const AGE_NUMBER = `(?:\\d{1,3}|(?:${NUMBER_WORD_RE})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)`;
/** Age phrases, run through the lexicon prefilter; the number is read back from the phrase. */
const AGE_TRIGGERS = compile('age', [
  t(`${AGE_NUMBER}[- ]?(?:years?|yrs?)[- ]old`, 1),
  t(`${AGE_NUMBER}[- ]?(?:yo|y/o|y\\.o\\.)`, 1),
  t(`(?:age|aged|ages):? ?${AGE_NUMBER}`, 1),
  t(
    `(?:(?:client|patient|student|she|he|they) (?:is|was|just turned|turned|turns)|(?:she|he)['’]s|they['’]re) (?:only |just )?${AGE_NUMBER}(?!\\s*(?:minutes?|hours?|days?|weeks?|months?|years? (?:ago|in|of|into|since|later)|sessions?|times|percent|%|dollars|miles|pounds|lbs|feet|ft|inches|cents|am|pm|a\\.m\\.|p\\.m\\.|o['’]clock|:))`,
    1,
  ),
]);
/** Clinical shorthand the prefilter cannot narrow: "15F", "Junior, 16, thinks…", "Client, 34, …". */
const SHORTHAND_AGE_PATTERNS: RegExp[] = [/\b(\d{1,2})\s?(?:M|F|NB)\b/g, /,\s(\d{1,2}),\s(?<=[A-Za-z],\s\d{1,2},\s)/g];
const AGE_NUMBER_RE = new RegExp(`\\b${AGE_NUMBER}`, 'i');

/** The age describes someone else when a relation noun follows it ("her 8-year-old son"). */
const OTHER_PERSON_AFTER_RE =
  /^[\s-]*(?:son|daughter|child|kid|brother|sister|sibling|grandchild|granddaughter|grandson|niece|nephew|stepson|stepdaughter|baby|boyfriend|girlfriend|husband|wife|partner|mother|father|mom|dad|friend|cousin|twins?|children|kids|sons|daughters)\b/i;
const OTHER_PERSON_BEFORE_RE =
  /\b(?:son|daughter|child|kid|brother|sister|sibling|grandchild|niece|nephew|stepson|stepdaughter|baby|boyfriend|girlfriend|husband|wife|partner|mother|father|mom|dad|friend|cousin|victim|perpetrator|uncle|aunt|neighbou?r)(?:\s+\w+)?,?\s*(?:is|was|who is|aged|age)?\s*$/i;
/** Words that make the client a minor or an adult when no age is given. */
const MINOR_TRIGGERS = compile('minor', [
  t(
    '(?:a|the|is a|client is a|still a|as a|treating a|minor) minor(?!\\s+(?:issue|concern|problem|detail|thing|change|injur\\w*|surgery|role|point|incident|conflict))|teen(?:ager)?(?!\\s+(?:son|daughter|brother|sister|kids?|children))|adolescent(?!\\s+(?:son|daughter))|high school(?:er| student| freshman| sophomore| junior| senior)|middle school(?:er| student)|(?:[1-9]|1[0-2])(?:st|nd|rd|th)[- ]grader?|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]grader|(?:freshman|sophomore|junior|senior) in high school|(?:a|the|this|our|my) (?:freshman|sophomore|junior)(?= (?:I|I[\'’]ve|I[\'’]m|who|whose|boy|girl|student|athlete|on|,)\\b)(?!.{0,40}\\b(?:college|university|campus)\\b)|underage',
    1,
  ),
]);
const ADULT_TRIGGERS = compile('adult', [
  t('adult (?:client|patient|woman|man)|college student|graduate student|in (?:her|his|their) (?:twenties|thirties|forties|fifties|sixties|20s|30s|40s|50s|60s)', 1),
]);

function firstHit(hits: readonly Hit[]): Hit | undefined {
  let first: Hit | undefined;
  for (const hit of hits) if (!first || hit.start < first.start) first = hit;
  return first;
}

function parseAge(raw: string): number | null {
  const lower = raw.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  const [tens, unit] = lower.split(/[- ]/);
  const base = tens ? NUMBER_WORDS[tens] : undefined;
  if (base === undefined) return null;
  return base + (unit ? (NUMBER_WORDS[unit] ?? 0) : 0);
}

export function extractAge(doc: ScanText): Pick<ExtractedFacts['client'], 'age' | 'isMinor' | 'ageEvidence'> {
  const candidates: Array<{ age: number; start: number; end: number }> = [];
  const consider = (raw: string, start: number, end: number) => {
    const age = parseAge(raw);
    if (age === null || age < 1 || age > 120) return;
    if (OTHER_PERSON_AFTER_RE.test(doc.text.slice(end, end + 20))) return;
    if (OTHER_PERSON_BEFORE_RE.test(doc.text.slice(Math.max(0, start - 40), start))) return;
    candidates.push({ age, start, end });
  };
  for (const hit of scan(doc, AGE_TRIGGERS)) consider(AGE_NUMBER_RE.exec(hit.phrase)?.[0] ?? '', hit.start, hit.end);
  for (const re of SHORTHAND_AGE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(doc.text); m; m = re.exec(doc.text)) consider(m[1] ?? '', m.index, m.index + m[0].length);
  }
  candidates.sort((a, b) => a.start - b.start);
  const first = candidates[0];
  if (first) {
    return { age: first.age, isMinor: first.age < 18, ageEvidence: [evidenceOf(doc, first)] };
  }
  const minor = firstHit(scan(doc, MINOR_TRIGGERS));
  if (minor) return { age: null, isMinor: true, ageEvidence: [evidenceOf(doc, minor)] };
  const adult = firstHit(scan(doc, ADULT_TRIGGERS));
  if (adult) return { age: null, isMinor: false, ageEvidence: [evidenceOf(doc, adult)] };
  return { age: null, isMinor: null, ageEvidence: [] };
}

// --- identifiable victim --------------------------------------------------------------------

type Entry = { hit: Hit; doc: ScanText };

/**
 * Whether an entry sits in the sentence of one of the anchors or a sentence either side, in the
 * same text (the dilemma or one answer). Each anchor's sentence is found once.
 */
function nearAnchors(anchors: readonly Entry[]): (entry: Entry) => boolean {
  const near = new Map<string, Set<number>>();
  for (const anchor of anchors) {
    const key = textKeyOf(anchor.doc);
    let sentences = near.get(key);
    if (!sentences) near.set(key, (sentences = new Set()));
    const sentence = sentenceIndexOf(anchor.doc.seg, anchor.hit.start);
    sentences.add(sentence - 1).add(sentence).add(sentence + 1);
  }
  return (entry) => near.get(textKeyOf(entry.doc))?.has(sentenceIndexOf(entry.doc.seg, entry.hit.start)) === true;
}

function textKeyOf(doc: ScanText): string {
  return `${doc.source}:${doc.answerId ?? ''}`;
}

/** A relative who has died ("his late wife", "her mother, who passed") is no one at risk. */
const DIED_BEFORE = /\b(?:late|deceased|dead)\s+$/i;
const DIED_AFTER = /^,?\s+(?:who\s+|that\s+)?(?:died|passed|had died|has died|was killed)\b/i;
function hasDied(e: Entry): boolean {
  const { text } = e.doc;
  return DIED_BEFORE.test(text.slice(Math.max(0, e.hit.start - 12), e.hit.start)) || DIED_AFTER.test(text.slice(e.hit.end, e.hit.end + 24));
}

/**
 * Someone keeping the client's means for them ("his brother is holding his rifles for him") is a
 * helper, not the person at risk: the person named just before a means-restricted sign.
 */
const KEEPER_GAP = 8;
function keepsTheMeans(e: Entry, keepers: readonly Entry[]): boolean {
  return keepers.some((k) => k.doc === e.doc && k.hit.start >= e.hit.end && k.hit.start - e.hit.end <= KEEPER_GAP);
}

const PERSON_PRONOUN = /\b(?:she|he|her|him|she['’]ll|he['’]ll|she['’]s|he['’]s)\b(?!self)/i;

/**
 * Who could be harmed (Tarasoff's "reasonably identifiable victim"; state statutes word it
 * differently — the legal section says so). Once harm to others is in question (`othersRaised`),
 * the person may be named anywhere — in the dilemma or in an answer; the one named nearest the
 * threat or other danger signals (`anchors`) is chosen. A person named next to a hedged threat is
 * uncertain; named next to a stated one, or anywhere once the danger is stated, present.
 */
export function identifiableVictim(
  anchors: readonly Entry[],
  victimEntries: readonly Entry[],
  othersRaised: boolean,
  threatStatus: FactStatus,
  keepers: readonly Entry[] = [],
): ExtractedFacts['identifiableVictim'] {
  if (!othersRaised) return { status: 'unknown', evidence: [], description: null };
  const raisedAnchors = anchors.filter((e) => e.hit.polarity === 'present' || e.hit.polarity === 'uncertain');
  const near = nearAnchors(raisedAnchors);
  const candidates = victimEntries.filter((e) => e.hit.polarity !== 'hypothetical' && !hasDied(e) && !keepsTheMeans(e, keepers));
  const isNear = (e: Entry) => near(e) || /victim/i.test(e.hit.phrase);
  const pool = candidates.filter(isNear);
  const chosen = pool.length > 0 ? pool : candidates;
  if (chosen.length === 0) {
    // No one named, but someone specific approached (her route, his house): identifiable all the same.
    const approach = anchors.filter((a) => a.hit.trigger.tag === 'approach' && a.hit.polarity === 'present');
    // A threat aimed at "her" or "him" ("she'll find out what losing everything feels like",
    // "going to hurt him") refers to one particular person: identifiable, though unnamed here.
    const pronoun = raisedAnchors.filter((a) => a.hit.polarity === 'present' && PERSON_PRONOUN.test(a.hit.phrase));
    const specific = approach.length > 0 ? approach : pronoun;
    return specific.length > 0 ? { status: 'present', evidence: specific.slice(0, MAX_FACT_EVIDENCE).map((a) => evidenceOf(a.doc, a.hit)), description: null } : { status: 'unknown', evidence: [], description: null };
  }
  // A person named inside a denial ("denies wanting to hurt his brother", "can't let go of the
  // dispatcher") is still someone who can be identified: the denial speaks to the threat, not to who.
  const asserted = chosen.filter((e) => e.hit.polarity !== 'negated');
  const deniedOnly = asserted.length === 0;
  const stated = deniedOnly ? chosen : asserted;
  // Nearest to what is aimed at someone first: the same sentence beats the one before.
  const distance = (e: Entry) =>
    Math.min(
      Number.MAX_SAFE_INTEGER,
      ...raisedAnchors.filter((a) => a.doc === e.doc).map((a) => Math.abs(sentenceIndexOf(a.doc.seg, a.hit.start) - sentenceIndexOf(e.doc.seg, e.hit.start)) * 10_000 + Math.abs(a.hit.start - e.hit.start)),
    );
  const ordered = [...stated].sort((a, b) => sourceRank(a.doc) - sourceRank(b.doc) || distance(a) - distance(b) || a.hit.start - b.hit.start);
  // Named only somewhere in the text, not beside anything aimed at them: possibly the person at
  // risk, to be confirmed on the screen.
  const hedged = deniedOnly || pool.length === 0 || ordered.every((e) => e.hit.polarity === 'uncertain') || threatStatus === 'uncertain';
  const evidence: Evidence[] = [];
  for (const e of ordered) {
    if (evidence.some((seen) => seen.phrase.toLowerCase() === e.hit.phrase.toLowerCase())) continue;
    evidence.push(evidenceOf(e.doc, e.hit));
    if (evidence.length >= MAX_FACT_EVIDENCE) break;
  }
  return { status: hedged ? 'uncertain' : 'present', evidence, description: ordered[0] ? describePerson(ordered[0]) : null };
}

/** "the guys who" names someone only with what follows: "the guys who have been posting about him". */
const OPEN_RELATIVE = /\b(?:who|whose|that|at|from|in)$/i;
const MAX_DESCRIPTION_WORDS = 5;
const TRAILING_FUNCTION_WORD = /^(?:in|on|at|to|of|for|with|by|the|a|an|and|or|his|her|their|my)$/i;

/** A partner of another kind ("his business partner", "her tennis partner"): not a spouse, and named as such. */
const PARTNER_KIND = /\b(business|law|practice|work|lab|research|tennis|golf|hunting|fishing|climbing|training|sparring|dance|writing|study|running|riding|hiking|poker|band|investment|trading|rental)\s+$/i;

function describePerson(entry: Entry): string {
  const { phrase, start, end } = entry.hit;
  const kind = /^partners?$/i.test(phrase) ? PARTNER_KIND.exec(entry.doc.text.slice(Math.max(0, start - 16), start))?.[1] : undefined;
  if (kind) return `${kind.toLowerCase()} ${phrase}`;
  if (!OPEN_RELATIVE.test(phrase)) return phrase;
  const rest = entry.doc.text.slice(end).match(/^[^.,;:!?"“”()]*/)?.[0] ?? '';
  const words = rest.trim().split(/\s+/).filter(Boolean).slice(0, MAX_DESCRIPTION_WORDS);
  while (words.length > 0 && TRAILING_FUNCTION_WORD.test(words[words.length - 1] ?? '')) words.pop();
  return words.length > 0 ? `${phrase} ${words.join(' ')}` : phrase;
}

/** Facts a time frame can belong to: "this weekend" matters only near danger. */
const TIMED_FACTS: readonly FactKey[] = ['threat', 'plan', 'intent', 'otherMeans', 'firearm', 'preparation', 'suicidalIdeation'];

/**
 * A time frame counts when a stated (not denied) danger signal sits in its sentence or the next
 * one either side; "this week he denied any plan" gives no timeline. An answer to a question
 * about timing stands on its own.
 */
function timedEntries(hits: FactHits, dangerAnchors: readonly Entry[], timingAnswers: ReadonlySet<ScanText>): FactHits['timeline'] {
  const sources = [...TIMED_FACTS.flatMap((key) => hits[key]), ...dangerAnchors].filter((e) => e.hit.polarity === 'present' || e.hit.polarity === 'uncertain');
  const anchored = nearAnchors(sources);
  return hits.timeline.filter((e) => !isTimeOfTelling(e) && (anchored(e) || e.hit.trigger.key.startsWith('answer:') || timingAnswers.has(e.doc)));
}

/**
 * "This week he told me…", "today she said…", "he mentioned on Friday": the time the practitioner
 * heard something, not the time of an act. A future marker ("by Friday", "after the wedding")
 * always counts.
 */
const TELLING_AFTER =
  /^[\s,]*(?:(?:he|she|they|i|we|my client|the client|the patient|(?:his|her|their|one|a|the|this|that) \w+)\s+)(?:\w+ly\s+)?(?:told|said|mentioned|reported|disclosed|came|showed|called|texted|emailed|admitted|asked|was|were|had|seemed|looked|brought|sent|missed|skipped|cancell?ed|saw|met|shared|let me know|wrote|went|got|spoke|blew|broke|ran|sat|spent|began|\w+ed)\b/i;
const TELLING_BEFORE = /\b(?:told|said|mentioned|reported|disclosed|admitted|asked|shared|wrote|texted|called)\s+(?:me|us|his \w+|her \w+|the \w+)?\s*(?:on|in|during|at)?\s*$/i;
/** "said Friday would be her last shift", "said Saturday's exchange will be…": the day is what is spoken about, not when it was said. */
const FUTURE_AFTER = /^(?:['’]s(?: [\w-]+){1,7})?[\s,'"“”‘’]*(?:would|will|is going to|is gonna|is when|['’]s when|is the day|is it)\b/i;
const FUTURE_BEFORE = /\b(?:by|before|after|until|till|next|this coming|come|on the day of|will|'ll|going to|gonna|plans? to|planning to)\s*$/i;

function isTimeOfTelling(e: Entry): boolean {
  const text = e.doc.text;
  const before = text.slice(Math.max(0, e.hit.start - 40), e.hit.start);
  if (FUTURE_BEFORE.test(before) || FUTURE_AFTER.test(text.slice(e.hit.end, e.hit.end + 30))) return false;
  return TELLING_AFTER.test(text.slice(e.hit.end, e.hit.end + 60)) || TELLING_BEFORE.test(before);
}

function withKinds(fact: Fact, entries: readonly Entry[], fallback: string): Fact & { kinds: string[] } {
  const kinds = fact.status === 'unknown' ? [] : [...new Set(entries.filter((e) => e.hit.polarity === fact.status).map((e) => e.hit.trigger.tag ?? fallback))];
  return { ...fact, kinds };
}

/** A negation between the partner and the act ("her husband has never hit her"). */
const NEGATED_INSIDE = /\b(?:never|not|no|nor|hardly|barely)\b|n['’]t\b/i;

/** Facts and cue families that read the client as the one who threatens or harms. */
const CLIENT_AS_AGENT: readonly FactKey[] = ['threat', 'priorViolence', 'firearm', 'otherMeans', 'intent', 'plan'];

/**
 * Violence a partner did to the client is not the client's threat, history or weapon: hits inside
 * a partner-violence span are set aside (cues of the same words are dropped by the caller with
 * `partnerViolenceOwns`). A pronoun-led act ("he told her he would kill her") counts only when
 * the object is the client's own pronoun and the agent the other one, with a partner named in the
 * text; a negation inside the act ("her husband has never hit her") negates it.
 */
export function setAsideViolenceAgainstClient(hits: FactHits): void {
  const pronoun = new Map<ScanText, 'she' | 'he' | null>();
  const clientOf = (doc: ScanText) => {
    if (!pronoun.has(doc)) pronoun.set(doc, clientPronoun(doc.source === 'answer' && doc.context ? `${doc.context} ${doc.text}` : doc.text));
    return pronoun.get(doc) ?? null;
  };
  hits.partnerViolence = hits.partnerViolence
    .filter((e) => (e.hit.trigger.tag?.startsWith(PRONOUN_AGENT_TAG) ? actsOnClient(e, clientOf(e.doc)) : !onSomeoneElse(e, clientOf(e.doc))))
    .map((e) => (e.hit.polarity !== 'negated' && NEGATED_INSIDE.test(e.hit.phrase) ? { ...e, hit: { ...e.hit, polarity: 'negated' } } : e));
  for (const key of CLIENT_AS_AGENT) hits[key] = hits[key].filter((e) => !partnerViolenceOwns(hits, e, key !== 'threat' && key !== 'intent' && key !== 'plan'));
}

const PARTNER_NAMED = /\b(?:husband|wife|boyfriend|girlfriend|partner|fianc[eé]e?|spouse|ex)\b/i;

function objectPronoun(phrase: string): 'she' | 'he' | null {
  const object = (phrase.toLowerCase().match(/\b(?:her|him)\b/g) ?? []).at(-1);
  return object === 'her' ? 'she' : object === 'him' ? 'he' : null;
}

function actsOnClient(entry: Entry, client: 'she' | 'he' | null): boolean {
  if (!client || !PARTNER_NAMED.test(entry.doc.text)) return false;
  const agent = entry.hit.phrase.toLowerCase().match(/[a-z]+/)?.[0];
  // The client quoted in her own words ("he got his hands around my neck"): "my" is the client.
  const quoted = /\bmy (?:neck|throat)\b/i.test(entry.hit.phrase);
  return (objectPronoun(entry.hit.phrase) === client || quoted) && agent !== client;
}

/** "Her husband has hit her" told by a father about his daughter: the act is on someone else. */
function onSomeoneElse(entry: Entry, client: 'she' | 'he' | null): boolean {
  if (!client || /\b(?:client|patient)\b/i.test(entry.hit.phrase)) return false;
  const object = objectPronoun(entry.hit.phrase.replace(/^\S+/, ''));
  return object !== null && object !== client;
}

/**
 * The client's pronoun, when the text shows it: "29F", "male client", "my client is a woman", "a
 * woman I've been seeing"; or the first he/she/her/his/him after the first plain mention of the
 * client ("my client left her husband"); or whoever first "said" or "told me"; else the first
 * sentence that opens with "He" or "She".
 */
export function clientPronoun(text: string): 'she' | 'he' | null {
  const short = /\b\d{1,2} ?([FM])\b/.exec(text);
  if (short) return short[1] === 'F' ? 'she' : 'he';
  const described = /\b(?:(female|woman|girl|mother|mom|wife|lady)|(male|man|boy|father|dad|husband|gentleman))(?:,? [\w-]+)? (?:client|patient)\b|\b(?:client|patient)(?: [\w-]+){0,3}? (?:is|was) an? (?:[\w-]+ ){0,3}?(?:(woman|girl|mother|wife|lady)|(man|boy|father|husband|gentleman))\b/i.exec(text);
  if (described) return described[1] || described[3] ? 'she' : 'he';
  const seen = /\b(?:(woman|girl|mother|mom|wife|lady)|(man|boy|father|dad|husband|gentleman))(?: [\w'’-]+){0,2}? I(?:['’]ve| have| am|['’]m)?(?: been)? (?:see|seen|seeing|treat|treating|work with|working with|counsel|counseling)\b/i.exec(text);
  if (seen) return seen[1] ? 'she' : 'he';
  const mention = /\b(?:client|patient)\b(?!['’]s)([^.!?\n]*)/i.exec(text);
  const after = mention ? /\b(she|her|hers|herself|he|him|his|himself)\b/i.exec(mention[1] ?? '') : null;
  if (after) return /^(?:she|her|hers|herself)$/i.test(after[1] ?? '') ? 'she' : 'he';
  // Who tells the practitioner things is usually the client ("she said her fiancé…").
  const speaker = /\b(she|he) (?:said|says|told me|tells me|disclosed|mentioned|admitted|reported|explained|shared)\b/i.exec(text);
  if (speaker) return speaker[1]?.toLowerCase() === 'she' ? 'she' : 'he';
  const opening = /(?:^|[.!?]\s+)(She|He)\b/.exec(text);
  return opening ? (opening[1] === 'She' ? 'she' : 'he') : null;
}

/**
 * Whether a hit belongs to a partner's violence against the client: inside its span; with
 * `sameSentence`, anywhere later in its sentence too ("…threatened to kill her and pointed a gun
 * at her" — the gun is the partner's); and a protective order beside it protects the client.
 * A threat keeps to the span: "he hit her; she says she'll kill him" is the client's own threat.
 */
export function partnerViolenceOwns(hits: FactHits, entry: Entry, sameSentence: boolean): boolean {
  return hits.partnerViolence.some((p) => {
    if (p.doc !== entry.doc || p.hit.polarity === 'hypothetical' || p.hit.polarity === 'negated') return false;
    if (entry.hit.start < p.hit.end && p.hit.start < entry.hit.end) return true;
    if (!sameSentence) return false;
    if (/\border\b/i.test(entry.hit.phrase)) return true;
    return entry.hit.start >= p.hit.end && sentenceIndexOf(p.doc.seg, p.hit.start) === sentenceIndexOf(entry.doc.seg, entry.hit.start);
  });
}

export type FactsInput = {
  hits: FactHits;
  client: ExtractedFacts['client'];
  /** Danger cue hits (cues.ts) a time frame can sit beside. */
  dangerAnchors: readonly Entry[];
  /** The harm-to-others cue hits a person at risk is named beside. */
  othersAnchors: readonly Entry[];
  /** Harm to others is in question (a threat, the cue families or the screen). */
  othersRaised: boolean;
  /** Answers to a question about timing: any time they name counts. */
  timingAnswers: ReadonlySet<ScanText>;
};

export function factsFromHits({ hits, client, dangerAnchors, othersAnchors, othersRaised, timingAnswers }: FactsInput): ExtractedFacts {
  const f = (key: FactKey) => factOf(hits[key]);
  const timelineFact = factOf(timedEntries(hits, dangerAnchors, timingAnswers));
  const protectiveFact = f('protective');
  const protectiveKinds = [
    ...new Set(hits.protective.filter((e) => e.hit.polarity === 'present').map((e) => e.hit.trigger.tag ?? 'other')),
  ];
  const threat = f('threat');
  return {
    client,
    identifiableVictim: identifiableVictim(
      [...hits.threat, ...othersAnchors],
      hits.victimPhrase,
      othersRaised,
      threat.status,
      hits.protective.filter((e) => e.hit.trigger.tag === 'means-restricted' && e.hit.polarity === 'present'),
    ),
    firearm: f('firearm'),
    otherMeans: withKinds(f('otherMeans'), hits.otherMeans, 'unspecified'),
    threat,
    plan: f('plan'),
    preparation: withKinds(f('preparation'), hits.preparation, 'preparation'),
    selfHarm: f('selfHarm'),
    intent: f('intent'),
    timeline: { ...timelineFact, text: timelineFact.status === 'present' || timelineFact.status === 'uncertain' ? (timelineFact.evidence[0]?.phrase ?? null) : null },
    priorViolence: f('priorViolence'),
    priorAttempts: f('priorAttempts'),
    suicidalIdeation: f('suicidalIdeation'),
    subpoena: f('subpoena'),
    courtOrder: f('courtOrder'),
    recordsRequest: f('recordsRequest'),
    informationRequest: f('informationRequest'),
    setting: {
      school: f('setting.school'),
      agency: f('setting.agency'),
      privatePractice: f('setting.privatePractice'),
      hospital: f('setting.hospital'),
      ruralSmallCommunity: f('setting.ruralSmallCommunity'),
      telehealth: f('setting.telehealth'),
      acrossStateLines: f('setting.acrossStateLines'),
    },
    involved: {
      parents: f('involved.parents'),
      partner: f('involved.partner'),
      colleague: f('involved.colleague'),
      supervisor: f('involved.supervisor'),
      employer: f('involved.employer'),
      insurer: f('involved.insurer'),
      lawEnforcement: f('involved.lawEnforcement'),
      court: f('involved.court'),
    },
    protective: { ...protectiveFact, kinds: protectiveKinds },
    partnerViolence: withKinds(f('partnerViolence'), hits.partnerViolence.map((e) => ({ ...e, hit: { ...e.hit, trigger: { ...e.hit.trigger, tag: e.hit.trigger.tag?.replace(PRONOUN_AGENT_TAG, '') } } })), 'violence'),
  };
}
