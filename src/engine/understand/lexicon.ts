/**
 * Weighted trigger patterns and the scanner that finds them. Lexicons are written as phrases a
 * practitioner would type, never single ambiguous words; every regex is compiled once, at module
 * load, so a call allocates only its matches.
 */
import type { Evidence } from '../types';
import { polarityAt, sentenceBounds, type Polarity, type Segmentation } from './text';

/** Sentence contexts some triggers need nearby ("bruises" is child abuse only near a child). */
export const CONTEXTS = {
  child:
    /\b(?:child(?:ren)?|kids?|son|daughter|toddler|infant|bab(?:y|ies)|boy|girl|minor|students?|teen(?:ager)?s?|adolescents?|preteen|(?:[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(?:years?[- ]old|yr[- ]old|yo|y\/o)|\d{1,2}(?:st|nd|rd|th)[- ]grader|grader|kindergart\w+|step(?:son|daughter|kids?)|foster (?:child|kid|son|daughter|care)|juvenile|youth|niece|nephew|grandchild(?:ren)?|grandkids?|sibling|little brother|little sister)\b/i,
  elder:
    /\b(?:elder(?:ly)?|older (?:adult|man|woman|client|person|parent|mother|father|relative)|seniors?|aging (?:parent|mother|father|client)|aged|grand(?:mother|father|ma|pa|parent)s?|granny|nursing (?:home|facility)|assisted living|memory care|care (?:home|facility)|dementia|alzheimer['’]?s|cognitive(?:ly)? (?:decline|impair\w*)|(?:6[5-9]|[7-9]\d|1[01]\d)[- ]?(?:years?[- ]old|yr[- ]old|yo|y\/o)|in (?:her|his|their) (?:seventies|eighties|nineties|70s|80s|90s)|dependent adult|vulnerable adult|disabled adult|adult with (?:a |an )?(?:developmental|intellectual) disabilit\w+|frail|widow(?:ed|er)?|retiree|home health aide|caregiver)\b/i,
  colleague:
    /\b(?:colleagues?|co-?workers?|fellow (?:therapist|counselor|clinician|social worker|staff|psychologist)|(?:another|other|a|one of (?:my|our|the)) (?:therapist|counselor|clinician|psychologist|social worker|psychiatrist|case manager|staff member|provider|nurse|intern|practitioner)s?|peers?|team members?|office ?mate|practice partner|(?:he|she) works (?:with me|down the hall|in my office)|senior (?:clinician|therapist|counselor|partner)|the (?:other|senior) (?:clinician|therapist|counselor|psychologist|partner))\b/i,
  records:
    /\b(?:records?|disclos\w+|release|share|sharing|shared|consent|court|probation|parole|employer|subpoena\w*|confidential\w*|information|notes|chart|program|request\w*|attorney|lawyer|police|judge|insurance|job)\b/i,
  harm:
    /\b(?:kill\w*|suicid\w*|shoot\w*|stab\w*|hurt\w*|harm\w*|die|dead|death|overdos\w*|threat\w*|attack\w*|weapon\w*|guns?|firearms?|rifles?|pistols?|hang\w*|jump\w*|violen\w*|end (?:it|his|her|their|my)|murder\w*)\b/i,
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
};

export type Trigger = TriggerSpec & { re: RegExp; key: string };

export function t(p: string, w: number, options: Omit<TriggerSpec, 'p' | 'w'> = {}): TriggerSpec {
  return { p, w, ...options };
}

export function compile(key: string, specs: readonly TriggerSpec[]): Trigger[] {
  return specs.map((spec, index) => ({
    ...spec,
    key: `${key}#${index}`,
    re: new RegExp(`(?<![\\w'’])(?:${spec.p})(?![\\w])`, spec.cs ? 'g' : 'gi'),
  }));
}

export type Hit = {
  trigger: Trigger;
  start: number;
  end: number;
  phrase: string;
  polarity: Polarity;
};

export type ScanText = {
  text: string;
  seg: Segmentation;
  source: 'dilemma' | 'answer';
  answerId?: string;
};

/** A neighbouring-sentence window for context checks, cached per sentence start. */
function contextWindow(doc: ScanText, start: number): string {
  const here = sentenceBounds(doc.seg, doc.text, start);
  const before = here.start > 0 ? sentenceBounds(doc.seg, doc.text, here.start - 1).start : here.start;
  const after = here.end < doc.text.length ? sentenceBounds(doc.seg, doc.text, here.end).end : here.end;
  return doc.text.slice(before, after);
}

/** Cap per trigger so a repeated phrase in a long text cannot swamp the result. */
const MAX_HITS_PER_TRIGGER = 8;

export function scan(doc: ScanText, triggers: readonly Trigger[], out: Hit[] = []): Hit[] {
  for (const trigger of triggers) {
    const re = trigger.re;
    re.lastIndex = 0;
    let count = 0;
    for (let m = re.exec(doc.text); m; m = re.exec(doc.text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const start = m.index;
      const end = start + m[0].length;
      if (trigger.ctx && !CONTEXTS[trigger.ctx].test(contextWindow(doc, start))) continue;
      out.push({ trigger, start, end, phrase: m[0], polarity: polarityAt(doc.text, doc.seg, start, end) });
      if (++count >= MAX_HITS_PER_TRIGGER) break;
    }
  }
  return out;
}

export function evidenceOf(doc: ScanText, hit: { start: number; end: number; phrase: string }): Evidence {
  const evidence: Evidence = { phrase: hit.phrase, source: doc.source, start: hit.start, end: hit.end };
  if (doc.answerId !== undefined) evidence.answerId = doc.answerId;
  return evidence;
}
