/**
 * Frames (docs/engine.md "Frames"): a verb of one kind and an object of another, met in one
 * sentence in that order — "putting aside … her husband's oxycodone", "drove past … her new
 * apartment", "updated … his life insurance". They read preparation, means and approach the way
 * a clinician does, by what is being done to what, so the wording of the case does not matter.
 * Each frame is a signal in one of the cue families (cues.ts), with the same weights and tags as
 * the families' phrase patterns, so the facts and the rubric read it like any other cue.
 */
import type { LexicalCueFamilyId } from '../types';
import type { ConceptId } from './concept-lexicon';
import { findConcepts, type ConceptHit } from './concepts';
import type { CueHit } from './cues';
import { lowerText, type Hit, type ScanText, type Trigger } from './lexicon';
import { polarityAt } from './text';

type Frame = {
  id: string;
  verb: ConceptId;
  object: ConceptId;
  family: LexicalCueFamilyId;
  w: number;
  tag: string;
  /** Words allowed between the verb and the object. */
  gap: number;
  /** Objects that only count with a person (a child, partner, parent or relative) named in the sentence: "a letter to her kids". */
  personal?: ReadonlySet<string>;
  /** The two may come in either order and need not be near ("pill bottles lined up, a note with her daughter's name"). */
  unordered?: true;
  /** For an unordered frame, how many sentences apart the two may be ("On the bridge. Last time."). */
  sentences?: number;
  /** A concept that must come before the verb in the sentence: who does it ("her son … has her debit card"). */
  subject?: ConceptId;
};

const PERSON_CONCEPTS: ReadonlySet<ConceptId> = new Set(['child', 'partner', 'parent', 'relative']);

export const FRAMES: readonly Frame[] = [
  { id: 'keep-meds', verb: 'v-keep', object: 'o-meds', family: 'self-means', w: 0.8, tag: 'medication', gap: 6 },
  { id: 'farewell', verb: 'v-write', object: 'o-farewell', family: 'self-preparation', w: 0.75, tag: 'note', gap: 6, personal: new Set(['note', 'notes', 'letter', 'letters', 'message', 'messages', 'video', 'videos', 'instructions', 'texts']) },
  { id: 'give-away', verb: 'v-give', object: 'o-possession', family: 'self-preparation', w: 0.55, tag: 'affairs', gap: 5 },
  { id: 'affairs', verb: 'v-arrange', object: 'o-affairs', family: 'self-preparation', w: 0.55, tag: 'affairs', gap: 5 },
  { id: 'wind-down', verb: 'v-close', object: 'o-commitment', family: 'self-preparation', w: 0.45, tag: 'affairs', gap: 4 },
  // Marks on a body, whichever comes first ("the backs of her legs, purple marks shaped like loops"):
  // the child and elder families count them only where a child or an older adult is in the picture.
  { id: 'injury-child', verb: 'o-injury', object: 'o-body', family: 'child-physical', w: 0.6, tag: 'injury', gap: 8, unordered: true },
  { id: 'injury-elder', verb: 'o-injury', object: 'o-body', family: 'elder-physical', w: 0.6, tag: 'injury', gap: 8, unordered: true },
  { id: 'contemplate-method', verb: 'v-contemplate', object: 'o-method-act', family: 'death-wish', w: 0.8, tag: 'active', gap: 10 },
  { id: 'settle-debts', verb: 'v-settle', object: 'o-creditor', family: 'self-preparation', w: 0.55, tag: 'affairs', gap: 4 },
  { id: 'contingency-affairs', verb: 'contingency', object: 'o-affairs', family: 'self-preparation', w: 0.6, tag: 'affairs', gap: 25, unordered: true },
  { id: 'contingency-belongings', verb: 'contingency', object: 'o-possession', family: 'self-preparation', w: 0.5, tag: 'affairs', gap: 25, unordered: true },
  { id: 'research', verb: 'v-research', object: 'o-method', family: 'self-preparation', w: 0.7, tag: 'research', gap: 7 },
  { id: 'visit-height', verb: 'v-visit', object: 'o-height', family: 'self-means', w: 0.5, tag: 'height', gap: 5 },
  { id: 'acquire-firearm', verb: 'v-acquire', object: 'o-firearm', family: 'weapon', w: 0.85, tag: 'firearm-acquired', gap: 5 },
  { id: 'acquire-weapon', verb: 'v-acquire', object: 'o-weapon', family: 'weapon', w: 0.6, tag: 'weapon', gap: 5 },
  { id: 'ready-firearm', verb: 'v-ready', object: 'o-firearm', family: 'weapon', w: 0.8, tag: 'firearm-readied', gap: 5 },
  { id: 'ready-weapon', verb: 'v-ready', object: 'o-weapon', family: 'weapon', w: 0.55, tag: 'weapon', gap: 5 },
  { id: 'approach', verb: 'v-approach', object: 'o-place', family: 'stalking', w: 0.55, tag: 'approach', gap: 5 },
  { id: 'locate', verb: 'v-locate', object: 'o-whereabouts', family: 'stalking', w: 0.55, tag: 'approach', gap: 4 },
  // Two things met in one sentence, whatever the verbs: means laid out beside a farewell.
  { id: 'means-farewell', verb: 'o-meds', object: 'o-farewell', family: 'self-preparation', w: 0.75, tag: 'note', gap: 40, unordered: true, personal: new Set(['note', 'notes', 'letter', 'letters', 'message', 'messages', 'video', 'videos', 'instructions', 'texts']) },
  { id: 'money-control', verb: 'v-control', object: 'o-money', family: 'elder-financial', w: 0.7, tag: 'financial', gap: 4, subject: 'carer' },
  { id: 'height-finality', verb: 'o-height', object: 'finality', family: 'self-preparation', w: 0.75, tag: 'rehearsal', gap: 40, unordered: true, sentences: 1 },
  { id: 'weapon-farewell', verb: 'o-firearm', object: 'o-farewell', family: 'self-preparation', w: 0.75, tag: 'note', gap: 40, unordered: true, personal: new Set(['note', 'notes', 'letter', 'letters', 'message', 'messages', 'video', 'videos', 'instructions', 'texts']) },
];

const FRAME_VERBS: ReadonlySet<ConceptId> = new Set(FRAMES.map((frame) => frame.verb));

/** The practitioner's own act ("I wrote a note", "we got the guns out") is not the client's preparation. */
const PRACTITIONER_SUBJECTS = new Set(['i', 'we', "i'll", "i've", "i'd", "i'm", "we'll", "we've", "we'd", "we're", 'let', 'please']);
/** Words after the object that turn acquiring or readying means into removing them ("… out of the house", "… locked up"). */
const REMOVAL_RE = /^\W*(?:\w+\W+){0,3}?(?:out of the (?:house|home|car)|away\b|locked|lock ?box|gun safe|to (?:his|her|their|my) (?:brother|sister|dad|father|mom|mother|son|daughter|friend|neighbou?r|uncle|cousin)|for safekeeping|removed|turned (?:in|over))/i;
/** Hunting, the range, a game: a weapon in its everyday use is a weak signal at most. */
const EVERYDAY_USE_RE = /\b(?:hunt\w*|deer|elk|duck|turkey season|season|target practice|skeet|trap shooting|range day|(?:gun|shooting|firing) range|at the range|concealed[- ]carry|carry (?:class|course|permit|license)|firearms? (?:instructor|class|course|safety)|hunter safety|gun safety|safety (?:class|course)|locked (?:safe|cabinet|box)|gun safe|paintball|airsoft|video game|fortnite|call of duty|collector|reenact\w*)\b/i;
const EVERYDAY_FACTOR = 0.4;

/** Whether the sentence around a weapon puts it to everyday use (hunting, the range, a game). */
export function everydayUse(lower: string, start: number, end: number): boolean {
  return EVERYDAY_USE_RE.test(sentenceAround(lower, start, end));
}

/** A weapon put to everyday use: a weak signal, and a gun owned rather than readied (not preparation). */
export function asEverydayUse(trigger: Trigger): Trigger {
  return { ...trigger, w: trigger.w * EVERYDAY_FACTOR, tag: trigger.tag?.startsWith('firearm') ? 'firearm' : trigger.tag };
}

const TRIGGERS = new Map<string, Trigger>(
  FRAMES.map((f) => [f.id, { p: `frame:${f.id}`, w: f.w, tag: f.tag, re: /$^/, key: `frame:${f.id}`, literalSets: null }]),
);


/** Words that end a person phrase in an everyday idiom ("hit him up", "cut her off", "pop the question"). */
const IDIOM_AFTER = new Set(['feelings', 'pride', 'chances', 'career', 'reputation', 'grades', 'case', 'business', 'up', 'off', 'back', 'with', 'in', 'out', 'a', 'an', 'some', 'hair', 'question', 'time', 'session', 'lights', 'deal', 'news', 'gym', 'road', 'books', 'paperwork', 'call', 'meeting', 'shift', 'relationship', 'cycle', 'stigma', 'silence', 'habit', 'pain', 'mood', 'streak', 'record', 'week', 'day', 'night', 'year', 'semester', 'program', 'contract', 'lease', 'marriage']);
/**
 * Subjects that make no one the agent: "it would hurt her", "saying no will hurt him" speak of
 * feelings a choice may cause, not of someone who means to harm a person.
 */
const IMPERSONAL_SUBJECT_RE = /^(?:it|it'll|it'd|it's|that|that'll|that'd|this|which|what|nothing)$/;
/** A clause that opens with a gerund as its subject ("refusing", "saying no to her"), not "he's fixing to". */
const GERUND_SUBJECT_RE = /^[a-z']+ing(?: (?:no|yes|it|him|her|them|that|this|to (?:him|her|them)))?$/;

function impersonalSubject(lower: string, intentStart: number, before: string | undefined): boolean {
  if (before && IMPERSONAL_SUBJECT_RE.test(before.replace(/’/g, "'"))) return true;
  const clause = lower.slice(Math.max(0, intentStart - 40), intentStart).split(/[.!?;:,\n]|\b(?:and|but|so|because|if|that)\b/).pop()?.trim() ?? '';
  return GERUND_SUBJECT_RE.test(clause);
}
/** Things, not people, that follow "the" after a harm verb in everyday idiom. */
const THING_AFTER = new Set(['ball', 'game', 'lights', 'light', 'engine', 'motor', 'music', 'noise', 'buzz', 'vibe', 'mood', 'time', 'clock', 'deal', 'idea', 'plan', 'bill', 'project', 'pain', 'conversation', 'call', 'shot', 'breeze', 'grass', 'weeds', 'bugs', 'roaches', 'process', 'battery', 'momentum', 'competition', 'exam', 'test', 'interview', 'presentation', 'audition', 'gap', 'dishes', 'laundry', 'lawn', 'pitch', 'serve', 'spread', 'line', 'feature', 'story', 'rumor', 'rumour', 'budget']);
/** Institutions and things as a subject ("his insurance dropped him", "the team cut him"). */
const INSTITUTION_SUBJECTS = new Set(['insurance', 'insurer', 'company', 'coverage', 'plan', 'school', 'team', 'program', 'agency', 'carrier', 'employer', 'league', 'gym', 'bank', 'landlord', 'club', 'church', 'college', 'university', 'label', 'network', 'app', 'practice', 'clinic', 'job', 'firm']);
const THREAT_TRIGGER: Trigger = { p: 'frame:threat', w: 0.85, tag: 'veiled', re: /$^/, key: 'frame:threat', literalSets: null };

/**
 * A threat's structure, whatever the words: an intention ("to", "will", "gonna", "intends to"), a
 * harm verb in its base form, and a person — "intends to shoot the classmate", "ima pop him". A
 * weak verb (hurt, hit, end) needs a person named, not only "the". The practitioner's own
 * sentence ("I'm going to hit him up") is not a threat unless it is quoted speech.
 */
function scanThreats(doc: ScanText, hits: readonly ConceptHit[], bySentence: ReadonlyMap<number, readonly ConceptHit[]>, lower: string, into: CueHit[]): void {
  for (const verb of hits) {
    if (verb.concept === 'v-harm-slang') {
      // "His insurance dropped him": an institution or a thing as the subject is not someone going after a person.
      const subject = lower.slice(Math.max(0, verb.start - 30), verb.start).match(/([a-z']+)\W*$/)?.[1];
      if (subject && (INSTITUTION_SUBJECTS.has(subject) || IMPERSONAL_SUBJECT_RE.test(subject))) continue;
      const polarity = polarityAt(doc.text, doc.seg, verb.start, verb.end);
      into.push({ family: 'veiled-threat', hit: { trigger: THREAT_TRIGGER, start: verb.start, end: verb.end, phrase: doc.raw.slice(verb.start, verb.end), polarity }, doc });
      return;
    }
    const strong = verb.concept === 'v-harm';
    if (!strong && verb.concept !== 'v-harm-weak') continue;
    // The harm verb in its base form right after the intention, an adverb at most between ("going to really hurt him").
    if (/(?:ing|ed)$/.test(lower.slice(verb.start, verb.end))) continue;
    // The intention and the person are looked for among the verb's own sentence's hits, in text order.
    const sentence = bySentence.get(verb.sentence) ?? [];
    const intent = sentence.find((h) => h.concept === 'v-intend' && h.token + h.tokens <= verb.token && verb.token - (h.token + h.tokens) <= 1);
    if (!intent) continue;
    if (/\b(?:not|never|without|n't)\b/.test(lower.slice(intent.end, verb.start))) continue;
    const after = verb.token + verb.tokens;
    const person = sentence.find((h) => h.token >= after && h.token - after <= (strong ? 2 : 1) && (h.concept === 'o-person' || (strong && h.concept === 'o-determiner')));
    if (!person) continue;
    const next = lower.slice(person.end).match(/^\W*([a-z']+)/)?.[1];
    if (next && IDIOM_AFTER.has(next) && (!strong || person.concept === 'o-person')) continue;
    // "kill the ball", "shoot the breeze": a thing after "the", not a person.
    if (next && person.concept === 'o-determiner' && THING_AFTER.has(next)) continue;
    const before = lower.slice(Math.max(0, intent.start - 12), intent.start).match(/([a-z']+)\W*$/)?.[1];
    if (before && PRACTITIONER_SUBJECTS.has(before) && !quoted(doc.raw, intent.start)) continue;
    if (impersonalSubject(lower, intent.start, before)) continue;
    // "the" names no one: the phrase runs to the noun after it ("shoot the classmate").
    const end = person.concept === 'o-determiner' ? person.end + (lower.slice(person.end).match(/^\s+[a-z'-]+/)?.[0].length ?? 0) : person.end;
    const polarity = polarityAt(doc.text, doc.seg, verb.start, end);
    into.push({ family: 'veiled-threat', hit: { trigger: THREAT_TRIGGER, start: intent.start, end, phrase: doc.raw.slice(intent.start, end), polarity }, doc });
    return;
  }
}

/** Whether an offset sits inside quotation marks opened earlier in its sentence. */
function quoted(raw: string, offset: number): boolean {
  const from = Math.max(raw.lastIndexOf('. ', offset), raw.lastIndexOf('\n', offset), 0);
  const marks = raw.slice(from, offset).match(/["“”]|(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])/g) ?? [];
  return marks.length % 2 === 1;
}

const SCARCITY_TRIGGER: Trigger = { p: 'concept:o-scarcity', w: 0.45, tag: 'neglect', re: /$^/, key: 'concept:o-scarcity', literalSets: null };

/**
 * A home without the basics (a shut-off notice, a bare cupboard) is a neglect marker for whoever
 * depends on the household: the child and elder families count it only where a child or an older
 * or dependent adult is in the picture (cues.ts).
 */
function scanScarcity(doc: ScanText, hits: readonly ConceptHit[], into: CueHit[]): void {
  const hit = hits.find((h) => h.concept === 'o-scarcity' && h.polarity === 'affirmed');
  if (!hit) return;
  const polarity = polarityAt(doc.text, doc.seg, hit.start, hit.end);
  for (const family of ['elder-neglect', 'child-neglect'] as const) {
    into.push({ family, hit: { trigger: SCARCITY_TRIGGER, start: hit.start, end: hit.end, phrase: doc.raw.slice(hit.start, hit.end), polarity }, doc });
  }
}

/** Every frame met in the text, as cue hits of their families. */
export function scanFrames(doc: ScanText, into: CueHit[], concepts: readonly ConceptHit[] = findConcepts(doc.text)): void {
  const bySentence = new Map<number, ConceptHit[]>();
  for (const hit of concepts) {
    const list = bySentence.get(hit.sentence);
    if (list) list.push(hit);
    else bySentence.set(hit.sentence, [hit]);
  }
  const lower = lowerText(doc);
  scanThreats(doc, concepts, bySentence, lower, into);
  scanScarcity(doc, concepts, into);
  for (const [sentence, hits] of bySentence) {
    // Most sentences hold no frame's verb: they are passed over without a set of their concepts.
    if (!hits.some((h) => FRAME_VERBS.has(h.concept))) continue;
    const concepts = new Set(hits.map((h) => h.concept));
    for (const frame of FRAMES) {
      if (!concepts.has(frame.verb)) continue;
      // A frame that spans sentences reads its neighbours too, anchored on this sentence's first concept.
      const pool = frame.sentences ? [...hits, ...(bySentence.get(sentence + 1) ?? [])] : hits;
      if (!pool.some((h) => h.concept === frame.object)) continue;
      const found = match(frame, pool, doc, lower);
      if (found) into.push({ family: frame.family, hit: found, doc });
    }
  }
}

function match(frame: Frame, hits: readonly ConceptHit[], doc: ScanText, lower: string): Hit | null {
  for (const verb of hits) {
    if (verb.concept !== frame.verb) continue;
    const before = lower.slice(Math.max(0, verb.start - 12), verb.start).match(/([a-z']+)\W*$/)?.[1];
    if (before && PRACTITIONER_SUBJECTS.has(before)) continue;
    // Given to the practitioner ("gave me a card") is a gift, not the client giving things away.
    if (frame.family === 'self-preparation' && /^\W*(?:me|us)\b/.test(lower.slice(verb.end, verb.end + 5))) continue;
    if (frame.subject && !hits.some((h) => h.concept === frame.subject && h.sentence === verb.sentence && h.token < verb.token)) continue;
    for (const object of hits) {
      if (object.concept !== frame.object) continue;
      const distance = frame.unordered ? (frame.sentences ? 0 : Math.abs(object.token - verb.token)) : object.token - (verb.token + verb.tokens);
      if (distance < 0 || distance > frame.gap || (frame.unordered && object.start < verb.end && verb.start < object.end)) continue;
      const surface = lower.slice(object.start, object.end);
      // "Last time we visited" is a date; "On the bridge. Last time." is an ending.
      if (object.concept === 'finality' && surface === 'last time' && /^\s*[a-z0-9]/.test(lower.slice(object.end, object.end + 3))) continue;
      // "A note for her daughter": the person it is addressed to follows the note.
      if (frame.personal?.has(surface) && !hits.some((h) => PERSON_CONCEPTS.has(h.concept) && h.token > object.token && h.token - object.token <= 6)) continue;
      if ((frame.family === 'weapon' || frame.family === 'self-means') && REMOVAL_RE.test(lower.slice(object.end, object.end + 60))) continue;
      const [start, end] = [Math.min(verb.start, object.start), Math.max(verb.end, object.end)];
      const read = polarityAt(doc.text, doc.seg, start, end);
      // "Wanted to know whether the policy pays": the asking happened; "whether" is what was asked.
      const polarity = frame.tag === 'research' && read === 'uncertain' ? 'present' : read;
      const base = TRIGGERS.get(frame.id) as Trigger;
      const everyday = frame.family === 'weapon' && everydayUse(lower, verb.start, object.end);
      return { trigger: everyday ? asEverydayUse(base) : base, start, end, phrase: doc.raw.slice(start, end), polarity };
    }
  }
  return null;
}

function sentenceAround(lower: string, start: number, end: number): string {
  const from = Math.max(lower.lastIndexOf('.', start), lower.lastIndexOf('\n', start), 0);
  const next = lower.slice(end).search(/[.!?\n]/);
  return lower.slice(from, next === -1 ? lower.length : end + next);
}
