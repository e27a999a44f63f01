/**
 * Cue families → domain scores and facts (docs/engine.md "Cue families"). Each family is a kind of
 * signal; a domain (harm to self, harm to others, abuse) adds up its families, and a score of 1
 * or more — two families together, or one strong one — flags the domain: its issue category is at
 * least *possible* and its safety screen opens. The same hits feed the rubric's facts, so a
 * firearm, a plan, a date or a history counts whatever words carried it.
 */
import type { ScreenDomain } from '../../shared/domain/safety-screen';
import type { CueFamilyId, CueFinding, LexicalCueFamilyId } from '../types';
import { CUE_LEXICON } from './cue-lexicon';
import type { ConceptHit } from './concepts';
import { asEverydayUse, everydayUse, scanFrames } from './frames';
import type { FactKey } from './fact-lexicon';
import { CONTEXTS, compile, evidenceOf, lowerText, scan, type Hit, type ScanText, type Trigger } from './lexicon';
import { VOCABULARY, type VocabularyScore } from './vocabulary';

const CUE_TRIGGERS: Array<{ family: LexicalCueFamilyId; triggers: Trigger[] }> = (Object.keys(CUE_LEXICON) as LexicalCueFamilyId[]).map((family) => ({
  family,
  triggers: compile(`cue:${family}`, CUE_LEXICON[family]),
}));

export type CueHit = { family: CueFamilyId; hit: Hit; doc: ScanText };

/** Which domain each family speaks to; a weapon is a means of harm to self and to others. */
export const FAMILY_DOMAINS: Record<CueFamilyId, readonly ScreenDomain[]> = {
  'veiled-threat': ['others'],
  grievance: ['others'],
  weapon: ['others', 'self'],
  target: ['others'],
  stalking: ['others'],
  'violence-history': ['others'],
  'death-wish': ['self'],
  hopelessness: ['self'],
  'self-harm': ['self'],
  'self-means': ['self'],
  'self-preparation': ['self'],
  'attempt-history': ['self'],
  'time-trigger': ['self', 'others'],
  'infection-exposure': ['others'],
  'words-self': ['self'],
  'words-others': ['others'],
  'words-abuse': ['abuse'],
  'child-sexual': ['abuse'],
  'child-physical': ['abuse'],
  'child-neglect': ['abuse'],
  'child-fear': ['abuse'],
  'violence-at-home': ['abuse'],
  'elder-financial': ['abuse'],
  'elder-physical': ['abuse'],
  'elder-neglect': ['abuse'],
  'elder-isolation': ['abuse'],
};

/**
 * Families that only sharpen others in a domain: a relation or a date never flags one alone, and
 * a weapon is a means of suicide only beside a sign of suicidal thinking.
 */
export const MODIFIERS: Record<'self' | 'others', ReadonlySet<CueFamilyId>> = {
  self: new Set(['time-trigger', 'weapon']),
  others: new Set(['target', 'time-trigger']),
};
const CHILD_FAMILIES: ReadonlySet<CueFamilyId> = new Set(['child-sexual', 'child-physical', 'child-neglect', 'child-fear', 'violence-at-home']);
const ELDER_FAMILIES: ReadonlySet<CueFamilyId> = new Set(['elder-financial', 'elder-physical', 'elder-neglect', 'elder-isolation']);

/** A score of this much flags a domain (its screen opens; its category is at least possible). */
export const CUE_FLAG_SCORE = 1;
/** A score of this much is strong enough to state the category, not only offer it. */
export const CUE_FIND_SCORE = 1.6;
/** A modifier counts only beside a family at least this strong. */
const MODIFIER_ANCHOR = 0.4;
/** Weight of a weapon toward harm to self (means), against its weight toward others. */
const WEAPON_SELF_FACTOR = 0.8;

/** A gun taken back out of safekeeping, or borrowed for a season already over: the everyday reason given does not hold. */
const UNDONE_REASON: ReadonlySet<string> = new Set(['firearm-retrieved', 'firearm-pretext']);

export function scanCues(doc: ScanText, into: CueHit[], concepts?: readonly ConceptHit[]): void {
  const lower = lowerText(doc);
  for (const { family, triggers } of CUE_TRIGGERS) {
    for (const hit of scan(doc, triggers)) {
      // A rifle cleaned for elk season is a weak signal, whichever pattern read it; a gun taken back
      // out of safekeeping is not, whatever season is given as the reason.
      const everyday = family === 'weapon' && !UNDONE_REASON.has(hit.trigger.tag ?? '') && everydayUse(lower, hit.start, hit.end);
      into.push({ family, hit: everyday ? { ...hit, trigger: asEverydayUse(hit.trigger) } : hit, doc });
    }
  }
  scanFrames(doc, into, concepts);
}

export type CueContext = { isMinor: boolean | null; childInText: boolean; elderInText: boolean };

/** Whether the person a family is about is in the picture: a child for child markers, an older or dependent adult for elder ones. */
export function cueContext(docs: readonly ScanText[], isMinor: boolean | null): CueContext {
  const all = docs.map((d) => d.text).join('\n');
  const elderInText = CONTEXTS.elder.test(all);
  // An older adult's son or grandson is usually grown: beside an older adult, a child is in the
  // picture only when the text names one as a child.
  const childInText = elderInText ? YOUNG_CHILD.test(all) : CONTEXTS.child.test(all);
  return { isMinor, childInText, elderInText };
}

/** A child named as a child (not a son, daughter or grandchild, who may be adults). */
const YOUNG_CHILD =
  /\b(?:child(?:ren)?|kids?|toddler|infant|bab(?:y|ies)|minor|teen(?:ager)?s?|adolescents?|preteen|(?:[1-9]|1[0-7])[- ]?(?:years?[- ]old|yr[- ]old|yo|y\/o)|\d{1,2}[- ]?months?[- ]old|newborn|\d{1,2}(?:st|nd|rd|th)[- ]grader?|kindergart\w+|foster (?:child|kid)|little (?:boy|girl|brother|sister|ones?))\b/i;

function counts(entry: CueHit, context: CueContext): boolean {
  const polarity = entry.hit.polarity;
  if (polarity === 'negated' || polarity === 'hypothetical') return false;
  // An adult partner's age is a sign only beside a client known to be a minor: a child merely
  // named elsewhere in the story ("her kids") does not make "a guy who is 25" a groomer.
  if (entry.hit.trigger.tag === 'partner-age') return context.isMinor === true;
  if (CHILD_FAMILIES.has(entry.family)) return context.isMinor === true || context.childInText;
  if (ELDER_FAMILIES.has(entry.family)) return context.elderInText;
  return true;
}

/**
 * One finding per family: distinct signals (separate places in the text) add with diminishing
 * weight — the strongest in full, the next half, the third a quarter — at most 1, so several
 * markers of one kind ("a secret", "a game only with him", "not allowed to tell") add up the way
 * a reporter's reasonable suspicion does. A hedged cue ("I think he might have a gun") counts in
 * full here — opening a screen is cheap; the facts keep the hedge.
 */
export function cueFindings(hits: readonly CueHit[], context: CueContext): CueFinding[] {
  const byFamily = new Map<CueFamilyId, CueHit[]>();
  for (const entry of hits) {
    if (!counts(entry, context)) continue;
    const list = byFamily.get(entry.family) ?? [];
    const overlapping = list.findIndex((e) => e.doc === entry.doc && e.hit.start < entry.hit.end && entry.hit.start < e.hit.end);
    if (overlapping === -1) list.push(entry);
    else {
      // Of two overlapping signals, the stronger stands; on a tie, the fuller phrase ("hunting rifle").
      const kept = list[overlapping] as CueHit;
      const stronger = entry.hit.trigger.w > kept.hit.trigger.w;
      const fuller = entry.hit.trigger.w === kept.hit.trigger.w && entry.hit.end - entry.hit.start > kept.hit.end - kept.hit.start;
      if (stronger || fuller) list[overlapping] = entry;
    }
    byFamily.set(entry.family, list);
  }
  const out: CueFinding[] = [];
  for (const [family, list] of byFamily) {
    const weights = list.map((e) => e.hit.trigger.w).sort((a, b) => b - a);
    const weight = Math.min(1, weights.reduce((total, w, index) => total + w / 2 ** index, 0));
    const evidence = [...list]
      .sort((a, b) => sourceRank(a.doc) - sourceRank(b.doc) || a.hit.start - b.hit.start)
      .slice(0, 4)
      .map(({ hit, doc }) => evidenceOf(doc, hit));
    out.push({ family, weight: round2(weight), evidence });
  }
  return out.sort((a, b) => b.weight - a.weight);
}

function sourceRank(doc: ScanText): number {
  return doc.source === 'dilemma' ? 0 : 1;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A domain's cue score and the families behind it. */
export function domainCues(findings: readonly CueFinding[], domain: ScreenDomain): { score: number; cues: CueFinding[] } {
  const cues = findings.filter((f) => FAMILY_DOMAINS[f.family].includes(domain));
  const weightOf = (f: CueFinding) => (f.family === 'weapon' && domain === 'self' ? f.weight * WEAPON_SELF_FACTOR : f.weight);
  if (domain === 'abuse') {
    // A child's markers and an elder's are two different reports; each stands on its own.
    const words = cues.find((f) => f.family === 'words-abuse')?.weight ?? 0;
    const child = cues.filter((f) => CHILD_FAMILIES.has(f.family)).reduce((t, f) => t + f.weight, 0);
    const elder = cues.filter((f) => ELDER_FAMILIES.has(f.family)).reduce((t, f) => t + f.weight, 0);
    return { score: round2(Math.max(child, elder) + words), cues };
  }
  const modifiers = MODIFIERS[domain];
  const anchored = cues.some((f) => !modifiers.has(f.family) && weightOf(f) >= MODIFIER_ANCHOR);
  const score = cues.reduce((total, f) => total + (modifiers.has(f.family) && !anchored ? 0 : weightOf(f)), 0);
  return { score: round2(score), cues };
}

/** A sign of its own in the text: not the vocabulary net's flag, nor a relation or a date that only sharpens one. */
export function isOwnSign(cue: CueFinding): boolean {
  return !cue.family.startsWith('words-') && cue.family !== 'target' && cue.family !== 'time-trigger';
}

/**
 * A domain's cue score from the signs the text itself shows (phrases and frames), without the
 * vocabulary net and the modifiers: the net may open a screen, never state a danger or raise a
 * score on its own.
 */
export function signedScore(cues: readonly CueFinding[]): number {
  const signs = cues.filter(isOwnSign);
  return round2(signs.reduce((total, c) => total + c.weight, 0) + (signs.length > 0 && cues.some((c) => c.family === 'target') ? 0.3 : 0));
}

/** Which subject the abuse cues point to (for the screen and the report). */
export function abuseSubject(findings: readonly CueFinding[]): 'child' | 'elder' | null {
  const child = findings.filter((f) => CHILD_FAMILIES.has(f.family)).reduce((t, f) => t + f.weight, 0);
  const elder = findings.filter((f) => ELDER_FAMILIES.has(f.family)).reduce((t, f) => t + f.weight, 0);
  if (child === 0 && elder === 0) return null;
  return child >= elder ? 'child' : 'elder';
}

/**
 * The facts a cue states. Tags narrow it: an acquired or readied weapon is also preparation; a
 * medication stockpile is means and preparation. `uncertainBelow`: weaker signals of a fact
 * (a euphemism that may be innocent, a punched wall) make it uncertain rather than stated.
 */
type CueFact = { fact: FactKey | 'preparation' | 'selfHarm' | 'abuse'; tags?: readonly string[]; uncertainBelow?: number };
export const CUE_FACTS: Partial<Record<CueFamilyId, readonly CueFact[]>> = {
  'veiled-threat': [{ fact: 'threat', uncertainBelow: 0.6 }],
  weapon: [
    { fact: 'firearm', tags: ['firearm', 'firearm-acquired', 'firearm-readied', 'firearm-retrieved', 'firearm-pretext'] },
    { fact: 'otherMeans', tags: ['weapon', 'weapon-acquired'] },
    { fact: 'preparation', tags: ['firearm-acquired', 'firearm-readied', 'firearm-retrieved', 'firearm-pretext', 'weapon-acquired'] },
  ],
  stalking: [{ fact: 'preparation' }],
  'violence-history': [{ fact: 'priorViolence', uncertainBelow: 0.5 }],
  'death-wish': [{ fact: 'suicidalIdeation', uncertainBelow: 0.6 }],
  'self-harm': [{ fact: 'selfHarm', uncertainBelow: 0.5 }],
  'self-means': [{ fact: 'otherMeans' }, { fact: 'preparation', tags: ['medication'] }],
  'self-preparation': [{ fact: 'preparation' }, { fact: 'plan', tags: ['rehearsal', 'method'] }],
  'attempt-history': [{ fact: 'priorAttempts' }],
  'time-trigger': [{ fact: 'timeline' }],
  'child-sexual': [{ fact: 'abuse' }],
  'child-physical': [{ fact: 'abuse' }],
  'child-neglect': [{ fact: 'abuse' }],
  'child-fear': [{ fact: 'abuse', uncertainBelow: 1 }],
  'violence-at-home': [{ fact: 'abuse', uncertainBelow: 1 }],
  'elder-financial': [{ fact: 'abuse' }],
  'elder-physical': [{ fact: 'abuse' }],
  'elder-neglect': [{ fact: 'abuse' }],
  'elder-isolation': [{ fact: 'abuse', uncertainBelow: 1 }],
};

/**
 * The vocabulary net's domain flags as cue findings: a domain model at or above its threshold
 * flags the domain on its own; at half of it, it needs one more family beside it.
 */
export function vocabularyCues(scores: Record<string, VocabularyScore>): CueFinding[] {
  const out: CueFinding[] = [];
  for (const [domain, family] of [['self', 'words-self'], ['others', 'words-others'], ['abuse', 'words-abuse']] as const) {
    const score = scores[`domain:${domain}`];
    const threshold = VOCABULARY.thresholds[`domain:${domain}`];
    // The prior alone is not a sign: a short text with no words for the danger sits at the model's
    // bias, which for abuse is above its threshold. The text's own words must push the model up.
    if (!score || threshold === undefined || score.lift <= 0 || score.probability < threshold / 2) continue;
    const weight = score.probability >= threshold ? 1 : 0.5;
    const phrases = [...new Set(score.reasons.filter((r) => speaksTo(r.feature, domain)).map((r) => r.phrase))].slice(0, MAX_NET_REASONS);
    out.push({ family, weight, evidence: phrases.map((phrase) => ({ phrase, source: 'dilemma', start: 0, end: 0 })) });
  }
  return out;
}

const MAX_NET_REASONS = 4;

/**
 * The concepts that may be shown as the reason the net raised a domain. The net weighs every word
 * ("know", "truck"), but only words of a danger's own kind make sense to a practitioner as a
 * reason; when none are among the net's reasons, the screen says so in general terms.
 */
const DOMAIN_CONCEPTS: Record<ScreenDomain, ReadonlySet<string>> = {
  self: new Set(['death-wish', 'hopeless', 'self-harm', 'self-means', 'self-preparation', 'attempt-history', 'o-meds', 'o-farewell', 'v-keep', 'o-affairs', 'contingency', 'finality', 'o-height', 'o-method', 'v-settle']),
  others: new Set(['harm-verb', 'grievance', 'weapon', 'stalking', 'violence-history', 'infection-exposure', 'v-harm', 'v-harm-weak', 'v-harm-slang', 'o-firearm', 'o-weapon', 'v-approach', 'o-whereabouts']),
  abuse: new Set(['child-physical', 'child-sexual', 'child-neglect', 'child-fear', 'violence-at-home', 'elder-financial', 'elder-physical', 'elder-neglect', 'elder-isolation', 'o-scarcity', 'report-question']),
};

function speaksTo(feature: string, domain: ScreenDomain): boolean {
  return feature.startsWith('c:') && DOMAIN_CONCEPTS[domain].has(feature.slice(2));
}

export function isChildFamily(family: CueFamilyId): boolean {
  return CHILD_FAMILIES.has(family);
}
