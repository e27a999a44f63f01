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
import type { Hit, ScanText, Trigger } from './lexicon';
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
};

const PERSON_CONCEPTS: ReadonlySet<ConceptId> = new Set(['child', 'partner', 'parent', 'relative']);

export const FRAMES: readonly Frame[] = [
  { id: 'keep-meds', verb: 'v-keep', object: 'o-meds', family: 'self-means', w: 0.8, tag: 'medication', gap: 6 },
  { id: 'farewell', verb: 'v-write', object: 'o-farewell', family: 'self-preparation', w: 0.75, tag: 'note', gap: 6, personal: new Set(['note', 'notes', 'letter', 'letters', 'message', 'messages', 'video', 'videos', 'instructions', 'texts']) },
  { id: 'give-away', verb: 'v-give', object: 'o-possession', family: 'self-preparation', w: 0.55, tag: 'affairs', gap: 5 },
  { id: 'affairs', verb: 'v-arrange', object: 'o-affairs', family: 'self-preparation', w: 0.55, tag: 'affairs', gap: 5 },
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
  { id: 'weapon-farewell', verb: 'o-firearm', object: 'o-farewell', family: 'self-preparation', w: 0.75, tag: 'note', gap: 40, unordered: true, personal: new Set(['note', 'notes', 'letter', 'letters', 'message', 'messages', 'video', 'videos', 'instructions', 'texts']) },
];

/** The practitioner's own act ("I wrote a note", "we got the guns out") is not the client's preparation. */
const PRACTITIONER_SUBJECTS = new Set(['i', 'we', "i'll", "i've", "i'd", "we'll", "we've", "we'd", 'let', 'please']);
/** Words after the object that turn acquiring or readying means into removing them ("… out of the house", "… locked up"). */
const REMOVAL_RE = /^\W*(?:\w+\W+){0,3}?(?:out of the (?:house|home|car)|away\b|locked|lock ?box|gun safe|to (?:his|her|their|my) (?:brother|sister|dad|father|mom|mother|son|daughter|friend|neighbou?r|uncle|cousin)|for safekeeping|removed|turned (?:in|over))/i;
/** Hunting, the range, a game: a weapon in its everyday use is a weak signal at most. */
const EVERYDAY_USE_RE = /\b(?:hunt\w*|deer|elk|duck|turkey season|season|target practice|skeet|trap shooting|range day|paintball|airsoft|video game|fortnite|call of duty|collector|reenact\w*)\b/i;
const EVERYDAY_FACTOR = 0.4;

const TRIGGERS = new Map<string, Trigger>(
  FRAMES.map((f) => [f.id, { p: `frame:${f.id}`, w: f.w, tag: f.tag, re: /$^/, key: `frame:${f.id}`, literalSets: null }]),
);

function trigger(frame: Frame, w: number): Trigger {
  const base = TRIGGERS.get(frame.id) as Trigger;
  return w === base.w ? base : { ...base, w };
}

/** Every frame met in the text, as cue hits of their families. */
export function scanFrames(doc: ScanText, into: CueHit[], concepts: readonly ConceptHit[] = findConcepts(doc.text)): void {
  const bySentence = new Map<number, ConceptHit[]>();
  for (const hit of concepts) {
    const list = bySentence.get(hit.sentence);
    if (list) list.push(hit);
    else bySentence.set(hit.sentence, [hit]);
  }
  const lower = doc.text.toLowerCase();
  for (const hits of bySentence.values()) {
    const concepts = new Set(hits.map((h) => h.concept));
    for (const frame of FRAMES) {
      if (!concepts.has(frame.verb) || !concepts.has(frame.object)) continue;
      const found = match(frame, hits, doc, lower);
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
    for (const object of hits) {
      if (object.concept !== frame.object) continue;
      const distance = frame.unordered ? Math.abs(object.token - verb.token) : object.token - (verb.token + verb.tokens);
      if (distance < 0 || distance > frame.gap || (frame.unordered && object.start < verb.end && verb.start < object.end)) continue;
      const surface = lower.slice(object.start, object.end);
      if (frame.personal?.has(surface) && !hits.some((h) => PERSON_CONCEPTS.has(h.concept))) continue;
      if ((frame.family === 'weapon' || frame.family === 'self-means') && REMOVAL_RE.test(lower.slice(object.end, object.end + 60))) continue;
      const sentenceText = sentenceAround(lower, verb.start, object.end);
      const w = frame.family === 'weapon' && EVERYDAY_USE_RE.test(sentenceText) ? frame.w * EVERYDAY_FACTOR : frame.w;
      const [start, end] = [Math.min(verb.start, object.start), Math.max(verb.end, object.end)];
      const polarity = polarityAt(doc.text, doc.seg, start, end);
      return { trigger: trigger(frame, w), start, end, phrase: doc.raw.slice(start, end), polarity };
    }
  }
  return null;
}

function sentenceAround(lower: string, start: number, end: number): string {
  const from = Math.max(lower.lastIndexOf('.', start), lower.lastIndexOf('\n', start), 0);
  const next = lower.slice(end).search(/[.!?\n]/);
  return lower.slice(from, next === -1 ? lower.length : end + next);
}
