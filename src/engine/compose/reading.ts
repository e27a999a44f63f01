/**
 * One reading of the dilemma, built once per analysis context and used by every composer: who
 * the practitioner and the client are (one role noun, one way of naming the client), which issues
 * are in play, the person at risk and the time frame (one phrase each), the state's law, the
 * hygiene signals, the words of the dilemma that may be quoted back, the practitioner's own
 * answers, the citations a section may show, and one reading of urgency and complexity. Two
 * screens of one analysis therefore name the same people in the same words.
 */
import { ISSUE_CATEGORIES, issueCategoryLabel, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { jurisdictionsNamed, type JurisdictionCode } from '../../shared/domain/jurisdictions';
import { PRACTICE_ROLES, type PracticeRole } from '../../shared/domain/roles';
import { citationOf, codesForRole, dutyCoversSelfHarm, FEDERAL_PROVISIONS, getCode, resolveCitation, stateLaw, stateLawCitationsFor } from '../knowledge-base';
import type { CodeId, CodeSection, FederalRuleId, StateLaw } from '../knowledge-base/types';
import { CATEGORIES, ROUTINE, type DutyKind } from '../categories';
import type { Citation, Evidence, ExtractedFacts, Fact, RiskResult, Understanding } from '../types';
import { normaliseAnswers, type NormalisedAnswer } from '../understand/answers';
import { lowerFirst } from '../understand/text';
import { categoriesInPlay, type AnalysisContext, type GenerationInput } from './context';
import { hygieneViolations, isHygienic, type Signals } from './hygiene';
import { notificationRule, type NotificationRule } from './notification';
import { complexityOf, urgencyOf, type Complexity, type Urgency } from './urgency';

export type AnswerNote = NormalisedAnswer & { gist: string };

export type ClientNames = {
  /** "a 15-year-old client", "a minor client", "a client". */
  a: string;
  /** "your 15-year-old client", "your client, who is a minor", "your client". */
  your: string;
  /** "the 15-year-old", "the young person", "the client". */
  the: string;
};

export type Reading = {
  ctx: AnalysisContext;
  input: GenerationInput;
  u: Understanding;
  facts: ExtractedFacts;
  risk: RiskResult;
  /** For variation (prose.ts): the regeneration count and a number derived from the dilemma. */
  seed: number;
  variant: number;
  role: PracticeRole;
  /** The practice role as a lower-case noun, from the shared role labels: "substance abuse counselor". */
  roleNoun: string;
  experience: string;
  orientation: string | null;
  client: ClientNames;
  age: number | null;
  minor: boolean;
  stateCode: JurisdictionCode;
  stateName: string;
  law: StateLaw;
  codeId: CodeId;
  /** "ACA Code of Ethics (2014)". */
  codeName: string;
  /** "ACA Code of Ethics", for a second mention. */
  codeShort: string;
  /**
   * Issues stated, in the order every section's course follows: an issue that carries a duty (a
   * threat, a suicide risk, a mandated report) first, then the rest, each group most confident first.
   */
  categories: IssueCategoryId[];
  /** Issues stated plus the issue of every safety domain the screen has not settled. */
  inPlay: ReadonlySet<IssueCategoryId>;
  /** The issue the course leads with, or null for a routine question. */
  main: IssueCategoryId | null;
  /** What the practitioner is deciding about, in a few words ("the gift", "the threat"), for advice that would otherwise be generic. */
  subject: string;
  /** The duties the dilemma states, in course order. */
  duties: DutyKind[];
  /** The duties of dangers the safety screen has flagged and not yet settled, and the dilemma does not state. */
  pending: DutyKind[];
  /** Who the state's law lets the practitioner tell about a danger, and the reports it makes mandatory. */
  notify: NotificationRule;
  signals: Signals;
  /** The identifiable person at risk as a noun phrase ("his ex-wife", "the roommate"), when a threat is in play. */
  victim: string | null;
  /**
   * An elder or dependent-adult report where the adult at risk is the client (no older or
   * dependent third person is named): one person, one stakeholder card.
   */
  adultAtRiskIsClient: boolean;
  /** The stated time frame ("this weekend"), when a danger is in play. */
  timeline: string | null;
  /** Other jurisdictions named in the text (telehealth: where the client is). */
  otherStates: JurisdictionCode[];
  /** " in a school setting", " at an agency", or ''. */
  setting: string;
  /** The understanding's citations a section may show: deduplicated and hygienic. */
  citations: Citation[];
  /** The primary code's sections among them, "ACA A.10.f (Receiving Gifts)". */
  codeRefs: string[];
  answers: AnswerNote[];
  /** The question the practitioner asked (the last sentence ending in "?"), if any. */
  question: string | null;
  /**
   * Where the practitioner's own questions to the tool sit in the dilemma (sentences ending in
   * "?" outside quotation marks): words there are what they ask, not facts about the client, and
   * are never quoted back as the case's words.
   */
  questionSpans: ReadonlyArray<readonly [number, number]>;
  urgency: Urgency;
  complexity: Complexity;
  /** The practitioner's own words for an issue that may be quoted back (none when none is safe to quote). */
  quotes: (id: IssueCategoryId, max?: number) => string[];
};

const present = (fact: Fact | undefined): boolean => fact?.status === 'present';
const raised = (fact: Fact | undefined): boolean => fact?.status === 'present' || fact?.status === 'uncertain';
export const factIsPresent = present;
export const factIsRaised = raised;

/** Short display names with the edition year in force, for prose ("ACA Code of Ethics (2014)"). */
const CODE_NAMES: Record<CodeId, { name: string; year: string }> = {
  ACA: { name: 'ACA Code of Ethics', year: '2014' },
  NASW: { name: 'NASW Code of Ethics', year: '2021' },
  APA: { name: 'APA Ethical Principles of Psychologists and Code of Conduct', year: '2017' },
  AAMFT: { name: 'AAMFT Code of Ethics', year: '2015' },
  ASCA: { name: 'ASCA Ethical Standards for School Counselors', year: '2022' },
  NAADAC: { name: 'NAADAC/NCC AP Code of Ethics', year: '2021' },
  CRCC: { name: 'CRCC Code of Professional Ethics for Rehabilitation Counselors', year: '2017' },
  NCDA: { name: 'NCDA Code of Ethics', year: '2024' },
  'APA-PSYCH': { name: 'Principles of Medical Ethics With Annotations Especially Applicable to Psychiatry', year: '2013' },
  NAPS: { name: 'National Practice Guidelines for Peer Supporters', year: '2013' },
  AAPC: { name: 'AAPC Code of Ethics', year: '2012' },
  AACC: { name: 'AACC Code of Ethics', year: '2014' },
  NBCC: { name: 'NBCC Code of Ethics', year: '2023' },
};

export function codeDisplayName(id: CodeId): string {
  const entry = CODE_NAMES[id];
  return `${entry.name} (${entry.year})`;
}

export function codeShortName(id: CodeId): string {
  return CODE_NAMES[id].name;
}

/** The practice role's label as a noun for prose: "Clinical Social Worker (Non-Licensed)" → "clinical social worker". */
export function roleNounOf(label: string): string {
  return label
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^Other\s+/, '')
    .toLowerCase();
}

/** Jurisdictions the text names other than the practitioner's own. */
function namedStates(text: string, own: JurisdictionCode): JurisdictionCode[] {
  return [...new Set(jurisdictionsNamed(text).map((j) => j.code))].filter((code) => code !== own);
}

function clientNames(age: number | null, minor: boolean): ClientNames {
  if (age !== null) {
    const article = age === 8 || age === 11 || age === 18 || (age >= 80 && age < 90) ? 'an' : 'a';
    return { a: `${article} ${age}-year-old client`, your: `your ${age}-year-old client`, the: `the ${age}-year-old` };
  }
  if (minor) return { a: 'a minor client', your: 'your client, who is a minor', the: 'the young person' };
  return { a: 'a client', your: 'your client', the: 'the client' };
}

function settingOf(facts: ExtractedFacts, school: boolean): string {
  const s = facts.setting;
  if (school) return ' in a school setting';
  if (present(s.hospital)) return ' in a hospital setting';
  if (present(s.agency)) return ' at an agency';
  if (present(s.ruralSmallCommunity)) return ' in a small community';
  return '';
}

function cleanPhrase(phrase: string): string {
  return phrase
    .replace(/\s+/g, ' ')
    .replace(/['’](?=\s|$)|(?<=\s|^)['‘]/g, '')
    .replace(/^["“]+|["”]+$/g, '')
    .trim();
}

/** A phrase of the practitioner's without enclosing quotes: "'real soon'" → "real soon"; "workers' comp" keeps its apostrophe. */
function unquoted(phrase: string): string {
  return phrase.replace(/\s+/g, ' ').trim().replace(/^['‘"“]+|['’"”]+$/g, '').trim();
}

/** "roommate" → "the roommate"; "his ex-wife" stays as it is. */
function withDeterminer(description: string): string {
  return /^(?:his|her|their|my|the|a|an|your)\b/.test(description) ? description : `the ${description}`;
}

/**
 * Whether the understanding records that someone asked for the client's information or records:
 * a records request, an inquiry about the client (a parent's call asking how she is doing) or a
 * subpoena in the text, a records question stated, or a party an issue's rubric reads as seeking
 * its records (a court or police named in a Part 2 case). A parent or partner merely named, or the
 * practitioner's own wish to tell someone, is not a request.
 */
export function requestRecorded(u: Understanding, inPlay: ReadonlySet<IssueCategoryId>): boolean {
  const f = u.facts;
  if (raised(f.recordsRequest) || raised(f.informationRequest) || raised(f.subpoena) || inPlay.has('records-legal-process')) return true;
  return u.categories.some((c) => (CATEGORIES[c.id].rubric.severe?.involved ?? []).some((key) => present(f.involved[key])));
}

function signalsOf(u: Understanding, inPlay: ReadonlySet<IssueCategoryId>, risk: RiskResult, minor: boolean, law: StateLaw): Signals {
  const f = u.facts;
  const has = (id: IssueCategoryId) => inPlay.has(id);
  const critical = risk.level === 'CRITICAL';
  // The rubric scores a raised threat or ideation even when the issue is not stated, so its
  // factor labels may name them; the signals follow the same facts.
  const duty = has('duty-to-protect') || raised(f.threat);
  const suicide = has('suicide-risk') || raised(f.suicidalIdeation);
  const s: Signals = {
    categories: inPlay,
    duty,
    suicide,
    dutyToSelf: suicide && dutyCoversSelfHarm(law),
    childAbuse: has('child-abuse-reporting'),
    elderAbuse: has('elder-abuse-reporting'),
    abuse: has('child-abuse-reporting') || has('elder-abuse-reporting'),
    minor: minor || has('minors-consent'),
    school: u.role === 'school-counselor' || present(f.setting.school),
    substanceRecords: has('substance-use-records'),
    records: has('records-legal-process'),
    request: requestRecorded(u, inPlay),
    subpoena: present(f.subpoena),
    courtOrder: present(f.courtOrder),
    telehealth: has('telehealth-jurisdiction'),
    forensic: has('forensic-role'),
    critical,
    crisisLine: critical && suicide,
    emergency: critical && (duty || suicide),
    legal: false,
    danger: duty || suicide,
    sexual: has('sexual-boundaries') || present(f.sexualContact),
    partnerViolence: raised(f.partnerViolence),
  };
  s.legal =
    s.duty ||
    s.dutyToSelf ||
    s.abuse ||
    s.records ||
    s.substanceRecords ||
    s.telehealth ||
    s.forensic ||
    has('minors-consent') ||
    has('end-of-life') ||
    s.suicide ||
    (has('billing-insurance') && risk.score >= 4);
  return s;
}

/** Capitalised words that may open a quoted phrase without being a name. */
const SAFE_OPENERS = new Set(
  'i she he they we my our her his their the a an this that these those client today yesterday last next when if police dad mom mother father parents family after before during he’s she’s i’m'.split(' '),
);
const FILLER = new Set(
  'should would could about there their these those which where think really maybe that this with what have will from they them then when into your just been were said told asked want whether because though although unless while since'.split(' '),
);
/** The practitioner's own role title ("school counselor") names who is asking, not a fact of the case. */
const ROLE_TITLES = new Set(PRACTICE_ROLES.flatMap((r) => [r.value.replace(/-/g, ' '), roleNounOf(r.label)]));
/** A lone word that only names an issue ("confidentiality") adds nothing quoted. */
const ISSUE_WORDS = new Set(ISSUE_CATEGORIES.flatMap((c) => c.label.toLowerCase().split(/[^a-z]+/)));

/**
 * A phrase safe and worth quoting back: scripts are read aloud, so no digits beyond an age and no
 * capitalised word that could be a name; at least one content word, not a lone word that only
 * names the issue, and not a fragment ending on "the" or "to".
 */
function quotable(phrase: string): boolean {
  if (phrase.length < 3 || phrase.length > 90) return false;
  if (/@|\d{3,}|https?:/i.test(phrase)) return false;
  const [first = '', ...rest] = phrase.split(/\s+/);
  if (rest.length === 0 && (first.length < 5 || ISSUE_WORDS.has(first.toLowerCase()) || FILLER.has(first.toLowerCase()))) return false;
  if (ROLE_TITLES.has(phrase.toLowerCase().replace(/^(?:a|an|the|my) /, ''))) return false;
  if (/^[A-Z]/.test(first) && !SAFE_OPENERS.has(first.toLowerCase().replace(/[^a-z’']/g, ''))) return false;
  if (rest.some((w) => /^[A-Z][a-z]+/.test(w) && !/^(?:I|I'm|I've|I'd|I'll|I’m|I’ve|I’d|I’ll)$/.test(w))) return false;
  if (/\b(?:a|an|the|to|my|her|his|their|of|for|with|and|or|me|him|them)$/i.test(phrase)) return false;
  return phrase.split(/\s+/).some((word) => {
    const bare = word.toLowerCase().replace(/[^a-z]/g, '');
    return bare.length >= 4 && !FILLER.has(bare);
  });
}

/**
 * Distinct phrases of the practitioner's own words, dilemma first, then answers. A safety-screen
 * answer is a record of a choice, not words they wrote; a phrase that would carry another issue's
 * language into the section is left out.
 */
export function phrasesOf(signals: Signals, evidence: readonly Evidence[], max: number): string[] {
  // In text order; of two phrases starting at one place, the fuller ("bruises on both upper arms", not "bruises").
  const ordered = [...evidence].sort((a, b) => (a.source === b.source ? a.start - b.start || b.phrase.length - a.phrase.length : a.source === 'dilemma' ? -1 : 1));
  const seen: string[] = [];
  const out: string[] = [];
  for (const e of ordered) {
    if (e.source === 'screen') continue;
    const phrase = cleanPhrase(e.phrase);
    const key = phrase.toLowerCase();
    if (!quotable(phrase) || seen.some((s) => s.includes(key) || key.includes(s)) || !isHygienic(signals, phrase)) continue;
    seen.push(key);
    out.push(phrase);
    if (out.length >= max) break;
  }
  return out;
}

/** The danger issues, whose own words a threat or a wish to die are. */
const DANGER_ISSUES: ReadonlySet<IssueCategoryId> = new Set(['duty-to-protect', 'suicide-risk']);
const DANGER_FACTS = ['threat', 'suicidalIdeation', 'intent', 'plan', 'method'] as const;

/** The spans of the dilemma's questions to the tool: sentences ending in "?" that no closing quotation mark follows. */
export function questionSpansOf(text: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  for (const m of text.matchAll(/[^.!?\n]*\?+(?!\s*["”’'])/g)) spans.push([m.index, m.index + m[0].length] as const);
  return spans;
}

/** The evidence that describes the case: the dilemma's words outside the practitioner's own questions, and answers. */
export function caseEvidence(r: Pick<Reading, 'questionSpans'>, evidence: readonly Evidence[]): Evidence[] {
  return evidence.filter((e) => e.source !== 'dilemma' || !r.questionSpans.some(([start, end]) => e.start >= start && e.end <= end));
}

/**
 * The quotable phrases for one issue, in the understanding's order. A threat quoted back in a
 * question about releases or records ("You wrote 'won't be laughing'. Is there a signed release…")
 * reads as if the words were the subject of the consent; only the danger issues quote them.
 */
export function quotesFor(r: Reading, id: IssueCategoryId, max = 2): string[] {
  const found = r.u.categories.find((c) => c.id === id);
  if (!found) return [];
  // The practitioner's question to the tool ("what do I tell his mom?") is not a fact to quote back.
  const finding = { ...found, evidence: caseEvidence(r, found.evidence) };
  const danger = new Set(DANGER_FACTS.flatMap((key) => (r.u.facts[key]?.evidence ?? []).map((e) => e.phrase.toLowerCase())));
  const isDanger = (e: Evidence) => danger.has(e.phrase.toLowerCase());
  // A danger issue is quoted by its danger words first ("won't be laughing"), not the relative named beside them.
  if (DANGER_ISSUES.has(id)) return [...new Set([...phrasesOf(r.signals, finding.evidence.filter(isDanger), max), ...phrasesOf(r.signals, finding.evidence, max)])].slice(0, max);
  return phrasesOf(r.signals, finding.evidence.filter((e) => !isDanger(e)), max);
}

/** The strongest phrases across the issues, for "The words that carry the weight are …". */
export function keyPhrases(r: Reading, max = 3): string[] {
  // The leading issue speaks first and at more length (two of its phrases): a third issue's single
  // word ("caseload") should not crowd out what makes the main one serious.
  const byCategory = r.u.categories.flatMap((c, i) => phrasesOf(r.signals, caseEvidence(r, c.evidence), i === 0 ? 2 : 1));
  const all = r.u.categories.flatMap((c) => caseEvidence(r, c.evidence).filter((e) => e.source === 'dilemma'));
  return [...new Set([...byCategory, ...phrasesOf(r.signals, all, max)])].slice(0, max);
}

/** The dilemma's sentences, trimmed. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]["”’']?)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** An older or dependent person other than the client: "her mother", "his disabled brother", "the residents". */
const THIRD_PARTY_ADULT =
  /\b(?:(?:his|her|their|my client['’]s|the client['’]s|patient['’]s|client['’]s) (?:(?:elderly|aging|ageing|frail|disabled|sick|\d{2}-year-old) )?(?:mother|father|mom|mum|dad|grandmother|grandfather|grandma|grandpa|grandparents?|aunt|uncle|parents?|in-laws?|mother-in-law|father-in-law)|(?:elderly|aging|ageing|frail|disabled) (?:brother|sister|son|daughter|neighbou?r|relative|friend|man|woman|gentleman|lady|person)|older (?:neighbou?r|relative|adult|man|woman|gentleman|lady|person)|residents?|(?:neighbou?r|relative) (?:who is|who's) (?:elderly|disabled|in (?:his|her) (?:70s|80s|90s|seventies|eighties|nineties)))\b/i;

/** The client described as a dependent adult: a disability, a guardian, a group home. Then a parent named (the guardian) is not the adult at risk. */
const DEPENDENT_CLIENT =
  /\b(?:intellectual(?:ly)? disabilit\w+|developmental(?:ly)? disabilit\w+|\bI\/?DD\b|non-?verbal|group home|(?:his|her|their) (?:legal )?guardian|under (?:a )?guardianship|conservatorship|traumatic brain injury|\bTBI\b)\b/i;

function adultAtRiskIsClient(text: string, signals: Signals): boolean {
  return signals.elderAbuse && !signals.minor && (DEPENDENT_CLIENT.test(text) || !THIRD_PARTY_ADULT.test(text));
}

function questionOf(text: string, signals: Signals, maxLength = 200): string | null {
  const last = sentences(text)
    .filter((s) => s.endsWith('?') && s.length >= 12 && isHygienic(signals, s))
    .at(-1);
  if (!last) return null;
  return last.length > maxLength ? `${last.slice(0, maxLength - 1).trimEnd()}…` : last;
}

function answerNotesOf(input: GenerationInput, signals: Signals, maxLength = 180): AnswerNote[] {
  return normaliseAnswers(input.clarifyingAnswers)
    .map((answer) => {
      const first = sentences(answer.answer)[0] ?? answer.answer.trim();
      return { ...answer, gist: first.length > maxLength ? `${first.slice(0, maxLength - 1).trimEnd()}…` : first };
    })
    .filter((note) => isHygienic(signals, note.gist));
}

export const isStateCitation = (c: Citation): boolean => c.source.startsWith('STATE:');
const FEDERAL_SOURCES = new Set(['HIPAA', '42 CFR Part 2', 'FERPA', 'CAPTA']);
export const isFederalCitation = (c: Citation): boolean => FEDERAL_SOURCES.has(c.source);
export const isCodeCitation = (c: Citation): boolean => !isStateCitation(c) && !isFederalCitation(c) && c.source !== 'CASE' && c.source !== 'MODEL';

/** Citations deduplicated and screened: hygienic, FERPA only in schools, Part 2 only with substance use records. */
export function cleanCitations(signals: Signals, citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.source}|${c.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (c.source === 'FERPA' && !signals.school) return false;
    if (c.source === '42 CFR Part 2' && !signals.substanceRecords) return false;
    return hygieneViolations(signals, `${c.source} ${c.section} ${c.title}`).length === 0;
  });
}

/** "ACA A.10.f (Receiving Gifts)"; a statute by its citation; a case or model by its title. */
export function citationLabel(c: Citation): string {
  if (isStateCitation(c)) return c.section;
  if (c.source === 'CASE' || c.source === 'MODEL') return c.title;
  return c.section === c.title ? `${c.source} ${c.section}` : `${c.source} ${c.section} (${c.title})`;
}

/** The knowledge base's summary of a citation, only when it is hygienic for this dilemma. */
export function citationSummary(r: Reading, c: Citation): string | null {
  const entry = resolveCitation(c);
  if (!entry) return null;
  return isHygienic(r.signals, entry.text) ? entry.text : null;
}

/** A code section of a named code (e.g. APA 10.08), when the knowledge base holds it. */
export function findSection(code: CodeId, section: string): CodeSection | undefined {
  return getCode(code).sections.find((s) => s.section === section);
}

/** A code section's citation, when the knowledge base holds it. */
export function codeCitation(code: CodeId, section: string): Citation[] {
  const found = findSection(code, section);
  return found ? [citationOf(found)] : [];
}

/** A federal provision's citation, when the knowledge base holds it. */
export function federalCitation(rule: FederalRuleId, section: string): Citation[] {
  const provision = FEDERAL_PROVISIONS.find((p) => p.rule === rule && p.section === section);
  return provision ? [citationOf(provision)] : [];
}

/** The state statute citations the issues pull for this dilemma's jurisdiction. */
export function stateCitations(r: Reading, ...categories: IssueCategoryId[]): Citation[] {
  return stateLawCitationsFor(r.stateCode, categories);
}

/** Whether any of the issues is stated. */
export function has(r: Reading, ...ids: IssueCategoryId[]): boolean {
  return ids.some((id) => r.categories.includes(id));
}

/** The issues' labels, lower-cased for prose: "gifts and boundary crossings". */
export function issueNouns(r: Reading, limit = 3): string[] {
  return r.categories.slice(0, limit).map((id) => issueCategoryLabel(id).toLowerCase());
}

/**
 * A rubric factor label as shown in prose: "lethal means" is the suicide-assessment term, so a
 * violence dilemma reads "means of harm" (same factor, same points).
 */
export function presentLabel(r: Reading, label: string): string {
  return r.signals.suicide ? label : label.replace(/lethal means/gi, 'means of harm');
}

/** "The client is 15, a minor." or null when the age is unknown. */
export function ageSentence(r: Reading): string | null {
  if (r.age !== null) return `The client is ${r.age}${r.minor ? ', a minor' : ''}.`;
  return r.minor ? 'The client is a minor.' : null;
}

function buildReading(ctx: AnalysisContext): Reading {
  const u = ctx.understanding;
  const f = u.facts;
  const inPlay = categoriesInPlay(u);
  const law = stateLaw(u.state);
  const codeId = codesForRole(u.role).primary;
  const age = f.client.age !== null && f.client.age <= 89 ? f.client.age : null;
  const minor = f.client.isMinor === true || (age !== null && age < 18);
  const signals = signalsOf(u, inPlay, ctx.risk, minor, law);
  const stated = u.categories.map((c) => c.id);
  const categories = [...stated.filter((id) => CATEGORIES[id].duty !== null), ...stated.filter((id) => CATEGORIES[id].duty === null)];
  const victim = f.identifiableVictim;
  const seen = new Set<string>();
  const kept = u.citations.filter((c) => {
    const key = `${c.source}|${c.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return isHygienic(signals, `${c.source} ${c.section} ${c.title}`);
  });
  // A code section answering the issue the course leads with (a duty first) is cited before one
  // answering a later issue; otherwise the understanding's order stands.
  const rank = (c: Citation): number => {
    const section = c.source === codeId ? findSection(codeId, c.section) : undefined;
    const ranks = (section?.categories ?? []).map((id) => categories.indexOf(id)).filter((i) => i >= 0);
    return ranks.length > 0 ? Math.min(...ranks) : categories.length;
  };
  const primary = kept
    .filter((c) => c.source === codeId)
    .map((c, i) => ({ c, i, rank: rank(c) }))
    .sort((x, y) => x.rank - y.rank || x.i - y.i)
    .map((x) => x.c);
  const citations = kept.map((c) => (c.source === codeId ? (primary.shift() as Citation) : c));
  const partial = {
    ctx,
    input: ctx.input,
    u,
    facts: f,
    risk: ctx.risk,
    seed: ctx.seed,
    variant: ctx.variant,
    role: u.role,
    roleNoun: roleNounOf(ctx.labels.role),
    experience: ctx.labels.experience,
    orientation: ctx.labels.orientation,
    client: clientNames(age, minor),
    age,
    minor,
    stateCode: u.state,
    stateName: ctx.labels.state,
    law,
    codeId,
    codeName: codeDisplayName(codeId),
    codeShort: codeShortName(codeId),
    categories,
    inPlay,
    main: categories[0] ?? null,
    subject: categories[0] ? CATEGORIES[categories[0]].subject : ROUTINE.subject,
    duties: categories.map((id) => CATEGORIES[id].duty).filter((d): d is DutyKind => d !== null),
    pending: [...inPlay].filter((id) => !stated.includes(id)).map((id) => CATEGORIES[id].duty).filter((d): d is DutyKind => d !== null),
    notify: notificationRule(law),
    signals,
    // The person at risk is named only when the dilemma states the threat, never for a danger the screen has only flagged.
    victim: (stated.includes('duty-to-protect') || raised(f.threat)) && raised(victim) && victim.description ? withDeterminer(lowerFirst(unquoted(victim.description))) : null,
    adultAtRiskIsClient: adultAtRiskIsClient(ctx.input.text, signals),
    timeline: signals.danger && raised(f.timeline) && f.timeline.text ? unquoted(f.timeline.text) : null,
    otherStates: signals.telehealth ? namedStates(ctx.input.text, u.state).slice(0, 3) : [],
    setting: settingOf(f, signals.school),
    citations,
    codeRefs: citations.filter((c) => c.source === codeId).map((c) => `${c.source} ${c.section} (${c.title})`),
    answers: answerNotesOf(ctx.input, signals),
    question: questionOf(ctx.input.text, signals),
    questionSpans: questionSpansOf(ctx.input.text),
  };
  const reading: Reading = { ...partial, urgency: urgencyOf(partial), complexity: complexityOf(partial), quotes: (id, max = 2) => quotesFor(reading, id, max) };
  return reading;
}

const cache = new WeakMap<AnalysisContext, Reading>();

/** The reading of this context, built on first use and shared by every composer. */
export function readingOf(ctx: AnalysisContext): Reading {
  const known = cache.get(ctx);
  if (known) return known;
  const reading = buildReading(ctx);
  cache.set(ctx, reading);
  return reading;
}
