/**
 * The dilemma reduced to what the risk, stakeholder, legal, script, model and report composers
 * write from: who the client is (de-identified), which issues and legal topics are in play, the
 * evidence phrases, and the practitioner's code and state. Computed once per context.
 *
 * The `signals` are the category-hygiene gates (eii brief, quality bar 3): a composer writes
 * duty-to-protect, suicide, abuse-reporting, Part 2, FERPA or crisis-line text only when the
 * matching signal is on, so a gift dilemma never reads like a Tarasoff case.
 */
import { issueCategoryLabel, type IssueCategoryId } from '../../../shared/domain/issue-categories';
import { JURISDICTIONS, type JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { PracticeRole } from '../../../shared/domain/roles';
import { codesForRole, dutyCoversSelfHarm, getCode, stateLaw } from '../../knowledge-base';
import type { CodeId, StateLaw } from '../../knowledge-base/types';
import type { Citation, Evidence, Fact } from '../../types';
import { categoriesInPlay, hashText, type AnalysisContext } from '../context';
import { hygieneViolations, type Signals } from './hygiene';

export type { Signals };


export type Brief = {
  ctx: AnalysisContext;
  role: PracticeRole;
  roleNoun: string;
  /** "a 15-year-old client", "a minor client", "an adult client" or "your client". */
  client: string;
  /** "the 15-year-old", "the client". */
  clientShort: string;
  age: number | null;
  stateCode: JurisdictionCode;
  stateName: string;
  law: StateLaw;
  codeId: CodeId;
  /** e.g. "ACA Code of Ethics (2014)". */
  codeName: string;
  /** e.g. "ACA Code of Ethics", for a second mention. */
  codeShort: string;
  /** Categories in the understanding's order (most confident first). */
  categories: IssueCategoryId[];
  main: IssueCategoryId | null;
  signals: Signals;
  /** The identifiable person at risk, as the text describes them ("his ex-wife"), when stated. */
  victim: string | null;
  /** The stated time frame ("this weekend"), when stated. */
  timeline: string | null;
  /** Other jurisdictions named in the text (telehealth: where the client is). */
  otherStates: JurisdictionCode[];
  /** The primary code's sections the understanding cited, "ACA A.10.f (Receiving Gifts)". */
  codeRefs: string[];
  /** The understanding's citations that pass category hygiene, for composers to draw on. */
  citations: Citation[];
};

const ROLE_NOUNS: Record<PracticeRole, string> = {
  lpc: 'licensed professional counselor',
  lcsw: 'licensed clinical social worker',
  lmft: 'licensed marriage and family therapist',
  lcmhc: 'licensed clinical mental health counselor',
  lpcc: 'licensed professional clinical counselor',
  psychologist: 'psychologist',
  psychiatrist: 'psychiatrist',
  'clinical-social-worker': 'clinical social worker',
  'mental-health-counselor': 'mental health counselor',
  'school-counselor': 'school counselor',
  'substance-abuse-counselor': 'substance use counselor',
  'pastoral-counselor': 'pastoral counselor',
  'career-counselor': 'career counselor',
  'rehabilitation-counselor': 'rehabilitation counselor',
  'group-facilitator': 'group facilitator',
  'peer-support-specialist': 'peer support specialist',
  'case-manager': 'case manager',
  other: 'mental health professional',
};

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

export function roleNoun(role: PracticeRole): string {
  return ROLE_NOUNS[role];
}

const present = (fact: Fact | undefined) => fact?.status === 'present';
const raised = (fact: Fact | undefined) => fact?.status === 'present' || fact?.status === 'uncertain';

/** Jurisdiction names long enough to find in prose without matching ordinary words. */
const NAMED_JURISDICTIONS = JURISDICTIONS.map((j) => ({
  code: j.value as JurisdictionCode,
  pattern: new RegExp(`\\b${j.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
}));

function namedStates(text: string, own: JurisdictionCode): JurisdictionCode[] {
  const found: JurisdictionCode[] = [];
  for (const { code, pattern } of NAMED_JURISDICTIONS) {
    if (code === own || !pattern.test(text)) continue;
    // "Washington, DC" or "West Virginia" must not also count as Washington or Virginia.
    if (code === 'WA' && /\bWashington,?\s*D\.?C\b/.test(text)) continue;
    if (code === 'VA' && !/(?<!West )\bVirginia\b/.test(text)) continue;
    found.push(code);
  }
  return found;
}

/** Capitalised words that may open a quoted phrase without being a name. */
const SAFE_OPENERS = new Set(
  'i she he they we my our her his their the a an this that these those client today yesterday last next when if police dad mom mother father parents family after before during he’s she’s i’m'.split(' '),
);

/**
 * Evidence phrases safe to quote back (scripts are read aloud; PRODUCT.md identifier guard): short,
 * no digits beyond an age, no capitalised word that could be a name.
 */
function quotable(phrase: string): boolean {
  const trimmed = phrase.trim();
  if (trimmed.length < 3 || trimmed.length > 90) return false;
  if (/@|\d{3,}|https?:/i.test(trimmed)) return false;
  const [first = '', ...rest] = trimmed.split(/\s+/);
  // A single word is usually the issue's own name ("confidentiality"), which adds nothing quoted.
  if (rest.length === 0) return false;
  if (/^[A-Z]/.test(first) && !SAFE_OPENERS.has(first.toLowerCase().replace(/[^a-z’']/g, ''))) return false;
  return !rest.some((w) => /^[A-Z][a-z]+/.test(w) && !/^(?:I|I'm|I've|I'd|I'll|I’m|I’ve|I’d|I’ll)$/.test(w));
}

export function evidencePhrases(evidence: readonly Evidence[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of evidence) {
    if (e.source === 'screen') continue;
    const phrase = e.phrase.trim();
    const key = phrase.toLowerCase();
    if (!quotable(phrase) || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase);
  }
  return out;
}

const cache = new WeakMap<AnalysisContext, Brief>();

export function briefOf(ctx: AnalysisContext): Brief {
  const cached = cache.get(ctx);
  if (cached) return cached;
  const brief = buildBrief(ctx);
  cache.set(ctx, brief);
  return brief;
}

function clientPhrases(age: number | null, isMinor: boolean | null): { client: string; clientShort: string } {
  if (age !== null) {
    const article = age === 8 || age === 11 || age === 18 || (age >= 80 && age < 90) ? 'an' : 'a';
    return { client: `${article} ${age}-year-old client`, clientShort: `the ${age}-year-old` };
  }
  if (isMinor === true) return { client: 'a minor client', clientShort: 'the young person' };
  return { client: 'your client', clientShort: 'the client' };
}

function buildBrief(ctx: AnalysisContext): Brief {
  const u = ctx.understanding;
  const f = u.facts;
  const categories = u.categories.map((c) => c.id);
  const inPlay = categoriesInPlay(u);
  const has = (id: IssueCategoryId) => inPlay.has(id);
  const law = stateLaw(u.state);
  const codeId = codesForRole(u.role).primary;
  const age = f.client.age !== null && f.client.age <= 89 ? f.client.age : null;
  const isMinor = f.client.isMinor === true || (age !== null && age < 18);
  const critical = ctx.risk.level === 'CRITICAL';
  const signals: Signals = {
    // The risk rubric scores a raised threat or ideation even when the category is not reported,
    // so its factor labels may name them; the gates follow the same facts.
    duty: has('duty-to-protect') || raised(f.threat),
    suicide: has('suicide-risk') || raised(f.suicidalIdeation),
    dutyToSelf: (has('suicide-risk') || raised(f.suicidalIdeation)) && dutyCoversSelfHarm(law),
    childAbuse: has('child-abuse-reporting'),
    elderAbuse: has('elder-abuse-reporting'),
    abuse: has('child-abuse-reporting') || has('elder-abuse-reporting'),
    minor: isMinor || has('minors-consent'),
    school: u.role === 'school-counselor' || present(f.setting.school),
    substanceRecords: has('substance-use-records'),
    records: has('records-legal-process'),
    subpoena: present(f.subpoena),
    courtOrder: present(f.courtOrder),
    telehealth: has('telehealth-jurisdiction'),
    forensic: has('forensic-role'),
    critical,
    crisisLine: false,
    emergency: false,
    legal: false,
    danger: false,
    sexual: has('sexual-boundaries') || present(f.sexualContact),
  };
  signals.danger = signals.duty || signals.suicide;
  signals.crisisLine = critical && signals.suicide;
  signals.emergency = critical && signals.danger;
  signals.legal =
    signals.duty ||
    signals.dutyToSelf ||
    signals.abuse ||
    signals.records ||
    signals.substanceRecords ||
    signals.telehealth ||
    signals.forensic ||
    has('minors-consent') ||
    (has('billing-insurance') && ctx.risk.score >= 4);
  const victimFact = f.identifiableVictim;
  const primaryCode = getCode(codeId);
  // The understanding cites by category; a section whose very title belongs to an absent issue
  // ("Sexual Relationships" in a supervision question) is left out of what composers quote.
  const usable = u.citations.filter((c) => hygieneViolations(signals, `${c.source} ${c.section} ${c.title}`).length === 0);
  return {
    ctx,
    role: u.role,
    roleNoun: ROLE_NOUNS[u.role],
    ...clientPhrases(age, isMinor ? true : f.client.isMinor),
    age,
    stateCode: u.state,
    stateName: ctx.labels.state,
    law,
    codeId,
    codeName: codeDisplayName(codeId),
    codeShort: CODE_NAMES[codeId].name,
    categories,
    main: categories[0] ?? null,
    signals,
    victim: signals.duty && raised(victimFact) && victimFact.description ? withDeterminer(victimFact.description.toLowerCase()) : null,
    timeline: signals.danger && raised(f.timeline) && f.timeline.text ? f.timeline.text : null,
    otherStates: signals.telehealth ? namedStates(ctx.input.text, u.state).slice(0, 3) : [],
    codeRefs: usable.filter((c) => c.source === primaryCode.id).map((c) => `${c.source} ${c.section} (${c.title})`),
    citations: usable,
  };
}

/** "roommate" → "the roommate"; "his ex-wife" stays as it is. */
function withDeterminer(description: string): string {
  return /^(?:his|her|their|my|the|a|an|your)\b/.test(description) ? description : `the ${description}`;
}

/** The quotable evidence phrases for one category, in the understanding's order. */
export function quotesFor(b: Brief, id: IssueCategoryId): string[] {
  const finding = b.ctx.understanding.categories.find((c) => c.id === id);
  return finding ? evidencePhrases(finding.evidence) : [];
}

/** `you wrote "…"`-style anchor for a category, or '' when no phrase is safe to quote. */
export function quoteAnchor(b: Brief, id: IssueCategoryId): string {
  const phrase = quotesFor(b, id)[0];
  return phrase ? `“${phrase}”` : '';
}

export function categoryLabel(id: IssueCategoryId): string {
  return issueCategoryLabel(id);
}

/** The labels of the issues found, lower-cased for prose: "gifts and boundary crossings". */
export function issueNouns(b: Brief, limit = 3): string[] {
  return b.categories.slice(0, limit).map((id) => categoryLabel(id).toLowerCase());
}

export const factIsPresent = present;
export const factIsRaised = raised;

/**
 * A rubric factor label as shown in prose and in the factor panel: "lethal means" is the
 * suicide-assessment term, so a violence dilemma reads "means of harm" (same factor, same points).
 */
export function presentLabel(b: Brief, label: string): string {
  return b.signals.suicide ? label : label.replace(/lethal means/gi, 'means of harm');
}

/** Citations deduplicated and screened for category hygiene, in the order given. */
export function cleanCitations(b: Brief, citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.source}|${c.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (c.source === 'FERPA' && !b.signals.school) return false;
    if (c.source === '42 CFR Part 2' && !b.signals.substanceRecords) return false;
    return hygieneViolations(b.signals, `${c.source} ${c.section} ${c.title}`).length === 0;
  });
}

/**
 * Like `pick`, but consecutive regenerations always get the next option, so a regeneration is
 * guaranteed to change the wording while the first generation still varies by dilemma.
 */
export function vary<T>(ctx: AnalysisContext, salt: string, options: readonly T[]): T {
  if (options.length === 0) throw new Error(`vary(${salt}) needs at least one option`);
  return options[(hashText(`${ctx.seed}:${salt}`) + ctx.variant) % options.length] as T;
}
