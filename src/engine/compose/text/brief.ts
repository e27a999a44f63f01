/**
 * The dilemma reduced to what the risk, stakeholder, legal, script, model and report composers
 * write from: who the client is (de-identified), which issues and legal topics are in play, the
 * evidence phrases, and the practitioner's code and state. Computed once per context.
 *
 * The `signals` are the category-hygiene gates (eii brief, quality bar 3): a composer writes
 * duty-to-protect, suicide, abuse-reporting, Part 2, FERPA or crisis-line text only when the
 * matching signal is on, so a gift dilemma never reads like a Tarasoff case.
 */
import { ISSUE_CATEGORIES, type IssueCategoryId } from '../../../shared/domain/issue-categories';
import { JURISDICTIONS, type JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { PracticeRole } from '../../../shared/domain/roles';
import { codesForRole, dutyCoversSelfHarm, getCode, stateLaw } from '../../knowledge-base';
import type { CodeId, StateLaw } from '../../knowledge-base/types';
import type { Citation, Evidence, Fact } from '../../types';
import type { AnalysisContext } from '../context';

export type Signals = {
  /** A threat toward another person: duty to warn/protect language is allowed. */
  duty: boolean;
  /** Suicide indicators: suicide-risk language is allowed. */
  suicide: boolean;
  /** The state's duty-to-protect rule reaches danger to self and suicide risk is in play. */
  dutyToSelf: boolean;
  childAbuse: boolean;
  elderAbuse: boolean;
  /** Either abuse category: mandated-reporting language is allowed. */
  abuse: boolean;
  minor: boolean;
  /** A school setting (or a school counselor): FERPA language is allowed. */
  school: boolean;
  /** Substance-use treatment records: 42 CFR Part 2 language is allowed. */
  substanceRecords: boolean;
  records: boolean;
  subpoena: boolean;
  courtOrder: boolean;
  telehealth: boolean;
  forensic: boolean;
  /** CRITICAL: the crisis fast lane (PRODUCT.md). */
  critical: boolean;
  /** 988 belongs in the output: CRITICAL with suicide indicators. */
  crisisLine: boolean;
  /** 911 belongs in the output: CRITICAL (imminent danger). */
  emergency: boolean;
  /** Any question a lawyer or the law answers, so an attorney script and legal sections fit. */
  legal: boolean;
  /** A danger to someone's life or safety is in play (self or others). */
  danger: boolean;
};

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
  /** Every citation the understanding found, for composers to draw on. */
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

/** Evidence phrases safe to quote back: short, no digits beyond an age, no mid-phrase proper names. */
function quotable(phrase: string): boolean {
  const trimmed = phrase.trim();
  if (trimmed.length < 3 || trimmed.length > 90) return false;
  if (/@|\d{3,}|https?:/i.test(trimmed)) return false;
  const words = trimmed.split(/\s+/).slice(1);
  return !words.some((w) => /^[A-Z][a-z]+/.test(w) && !/^(?:I|I'm|I've|I'd|I'll)$/.test(w));
}

export function evidencePhrases(evidence: readonly Evidence[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of evidence) {
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
  const has = (id: IssueCategoryId) => categories.includes(id);
  const law = stateLaw(u.state);
  const codeId = codesForRole(u.role).primary;
  const age = f.client.age !== null && f.client.age <= 89 ? f.client.age : null;
  const isMinor = f.client.isMinor === true || (age !== null && age < 18);
  const critical = ctx.risk.level === 'CRITICAL';
  const signals: Signals = {
    duty: has('duty-to-protect'),
    suicide: has('suicide-risk'),
    dutyToSelf: has('suicide-risk') && dutyCoversSelfHarm(law),
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
    crisisLine: critical && has('suicide-risk'),
    emergency: critical && (has('suicide-risk') || has('duty-to-protect')),
    legal: false,
    danger: has('suicide-risk') || has('duty-to-protect'),
  };
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
    codeName: ctx.labels.primaryCode,
    categories,
    main: categories[0] ?? null,
    signals,
    victim: signals.duty && raised(victimFact) && victimFact.description ? victimFact.description.toLowerCase() : null,
    timeline: signals.danger && raised(f.timeline) && f.timeline.text ? f.timeline.text : null,
    otherStates: signals.telehealth ? namedStates(ctx.input.text, u.state).slice(0, 3) : [],
    codeRefs: u.citations.filter((c) => c.source === primaryCode.id).map((c) => `${c.source} ${c.section} (${c.title})`),
    citations: u.citations,
  };
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
  return ISSUE_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

/** The labels of the issues found, lower-cased for prose: "gifts and boundary crossings". */
export function issueNouns(b: Brief, limit = 3): string[] {
  return b.categories.slice(0, limit).map((id) => categoryLabel(id).toLowerCase());
}

export const factIsPresent = present;
export const factIsRaised = raised;
