/**
 * The knowledge base's lookup API (PRODUCT.md "Grounds"): professional codes, state law, federal
 * rules, cases and decision models, each entry sourced and dated. Every function is pure and
 * returns results in a deterministic order so the same dilemma always cites the same entries.
 */
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { CATEGORIES } from '../categories';
import { findJurisdiction, JURISDICTION_CODES, type JurisdictionCode } from '../../shared/domain/jurisdictions';
import type { PracticeRole } from '../../shared/domain/roles';
import type { Citation } from '../types';
import { CASES, type KbCase } from './cases';
import { CODES, CODE_ORDER } from './codes';
import { FEDERAL_HOME_CATEGORY, FEDERAL_PROVISIONS } from './federal';
import { DECISION_MODELS, FORESTER_MILLER_DAVIS_ID } from './models';
import { ROLE_CODES, type RoleCodes } from './role-codes';
import { AID_IN_DYING_LAWS, STATE_LAWS } from './state-law';
import type {
  AidInDyingLaw,
  CodeId,
  CodeSection,
  DangerReport,
  DecisionModel,
  EthicsCode,
  FederalProvision,
  KbEntry,
  LegalCase,
  Sourced,
  StateLaw,
} from './types';

export { AID_IN_DYING_LAWS, CASES, CODE_ORDER, DECISION_MODELS, FEDERAL_PROVISIONS, ROLE_CODES, STATE_LAWS };
export type { AidInDyingLaw, DangerReport, KbCase, RoleCodes };

export function getCode(id: CodeId): EthicsCode {
  return CODES[id];
}

export function codesForRole(role: PracticeRole): RoleCodes {
  const entry = ROLE_CODES[role];
  return { primary: entry.primary, secondary: [...entry.secondary], federal: [...entry.federal] };
}

/** Anything that carries issue categories, ranked by how closely it addresses the requested ones. */
type Categorised = { categories: IssueCategoryId[]; verified: boolean };

type Relevance = { firstRequested: number; position: number; unverified: number; matched: number };

/**
 * How relevant an entry is to the requested categories, or null when it matches none. Requested
 * categories come most-important first (the understanding step orders them by confidence), and
 * an entry lists its own main topic first, so "most specific" means: answers an earlier requested
 * category, has that category nearer the front of its own list, is confirmed against its source
 * (an unconfirmed section is not cited ahead of a confirmed one), then matches more of them.
 */
function relevance(entry: Categorised, requested: readonly IssueCategoryId[]): Relevance | null {
  let firstRequested = Number.POSITIVE_INFINITY;
  let position = Number.POSITIVE_INFINITY;
  let matched = 0;
  requested.forEach((category, index) => {
    const at = entry.categories.indexOf(category);
    if (at === -1) return;
    matched += 1;
    if (index < firstRequested) {
      firstRequested = index;
      position = at;
    }
  });
  return matched === 0 ? null : { firstRequested, position, unverified: entry.verified ? 0 : 1, matched };
}

function compareRelevance(a: Relevance, b: Relevance): number {
  return a.firstRequested - b.firstRequested || a.position - b.position || a.unverified - b.unverified || b.matched - a.matched;
}

/** Filters to matching entries and sorts them by relevance, keeping stored order on ties. */
function rankByRelevance<T extends Categorised>(
  entries: readonly T[],
  requested: readonly IssueCategoryId[],
  tieBreak: (a: T, b: T) => number = () => 0,
): T[] {
  return entries
    .map((entry, order) => ({ entry, order, rel: relevance(entry, requested) }))
    .filter((item): item is { entry: T; order: number; rel: Relevance } => item.rel !== null)
    .sort((a, b) => compareRelevance(a.rel, b.rel) || tieBreak(a.entry, b.entry) || a.order - b.order)
    .map((item) => item.entry);
}

/** The primary code's sections first, then each secondary code's, each block most specific first. */
export function codeSectionsFor(role: PracticeRole, categories: IssueCategoryId[]): CodeSection[] {
  const { primary, secondary } = ROLE_CODES[role];
  const seen = new Set<string>();
  const result: CodeSection[] = [];
  for (const codeId of [primary, ...secondary]) {
    for (const section of rankByRelevance(CODES[codeId].sections, categories)) {
      const key = `${section.code}|${section.section}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(section);
    }
  }
  return result;
}

function concernsRole(provision: FederalProvision, role: PracticeRole, categories: readonly IssueCategoryId[]): boolean {
  if (provision.roles.length === 0 || provision.roles.includes(role)) return true;
  if (ROLE_CODES[role].federal.includes(provision.rule)) return true;
  const home = FEDERAL_HOME_CATEGORY[provision.rule];
  return home !== undefined && categories.includes(home) && provision.categories.includes(home);
}

/**
 * Federal provisions on the requested categories that reach this role: rules for everyone
 * (HIPAA, CAPTA), rules the role especially answers to (FERPA for school counselors), and 42 CFR
 * Part 2 for anyone whose dilemma is about substance use records.
 */
export function federalProvisionsFor(role: PracticeRole, categories: IssueCategoryId[]): FederalProvision[] {
  const applicable = FEDERAL_PROVISIONS.filter((p) => concernsRole(p, role, categories));
  const roleSpecific = (p: FederalProvision) => (p.roles.includes(role) ? 0 : 1);
  return rankByRelevance(applicable, categories, (a, b) => roleSpecific(a) - roleSpecific(b));
}

/** Cases on the requested categories: the state's own leading cases, then national ones, then others'. */
export function casesFor(state: JurisdictionCode, categories: IssueCategoryId[]): KbCase[] {
  const group = (c: LegalCase) => (c.jurisdictions.includes(state) ? 0 : c.jurisdictions.length === 0 ? 1 : 2);
  return rankByRelevance(CASES, categories).sort((a, b) => group(a) - group(b));
}

export function stateLaw(code: JurisdictionCode): StateLaw {
  return STATE_LAWS[code];
}

export type StateLawTopic =
  | 'dutyToProtect'
  | 'selfHarmWarning'
  | 'dangerReport'
  | 'childAbuseReporting'
  | 'elderAbuseReporting'
  | 'minorConsent'
  | 'aidInDying';

/** Which danger a rule must reach for a category to cite it: to the patient themself, or to others. */
export type Reach = 'self' | 'others';

/**
 * Which state-law entries each category pulls (each category's definition, src/engine/categories, holds its list). Suicide risk pulls a duty to warn family of a
 * suicide risk (Puerto Rico § 6153r), and the duty-to-protect statute and a danger report only
 * where they reach danger to self, and a duty-to-protect question pulls a
 * danger report only where it reaches danger to others. An end-of-life question pulls the
 * aid-in-dying law. Confidentiality and records questions pull nothing, because citing a
 * duty-to-warn statute there would overstate the law.
 */
export const STATE_LAW_TOPICS: Partial<Record<IssueCategoryId, ReadonlyArray<{ topic: StateLawTopic; reach?: Reach }>>> = Object.fromEntries(
  ISSUE_CATEGORY_IDS.filter((id) => CATEGORIES[id].stateLaw.length > 0).map((id) => [id, CATEGORIES[id].stateLaw]),
);

const SELF_HARM_WORDING = /\b(?:to self|against self|suicid\w*|self-harm|self-injur\w*)\b/i;

/**
 * Whether a state's duty-to-warn/protect rule reaches danger to the patient themself. A separate
 * suicide warning (PR § 6153r) or mandatory report (NY § 9.46, IL 405 ILCS 5/6-103.3) does not
 * count here: see `stateLawReachesSelfHarm`.
 */
export function dutyCoversSelfHarm(law: StateLaw): boolean {
  return law.dutyToProtect.coversSelfHarm ?? SELF_HARM_WORDING.test(law.dutyToProtect.summary);
}

/** The state's mandatory report of a dangerous patient to an authority, when it has one. */
export function dangerReport(code: JurisdictionCode): DangerReport | undefined {
  return STATE_LAWS[code].dangerReport;
}

/**
 * Whether any rule of the state reaches danger to self: its duty to protect, a duty to warn family
 * of a suicide risk, or a mandatory danger report.
 */
export function stateLawReachesSelfHarm(code: JurisdictionCode): boolean {
  const law = STATE_LAWS[code];
  return dutyCoversSelfHarm(law) || law.selfHarmWarning !== undefined || law.dangerReport?.coversSelfHarm === true;
}

/**
 * The jurisdiction's medical aid-in-dying law (statute, or Montana's court ruling), or undefined
 * where there is none. A request made lawfully under it is an end-of-life question, not suicide.
 */
export function aidInDyingLaw(code: JurisdictionCode): AidInDyingLaw | undefined {
  return AID_IN_DYING_LAWS[code];
}

const TOPIC_IDS: Record<StateLawTopic, string> = {
  dutyToProtect: 'duty-to-protect',
  selfHarmWarning: 'self-harm-warning',
  dangerReport: 'danger-report',
  childAbuseReporting: 'child-abuse-reporting',
  elderAbuseReporting: 'elder-abuse-reporting',
  minorConsent: 'minor-consent',
  aidInDying: 'aid-in-dying',
};

const TOPIC_TITLES: Record<StateLawTopic, string> = {
  dutyToProtect: 'duty to warn/protect',
  selfHarmWarning: 'duty to warn family of a suicide risk',
  dangerReport: 'mandatory report of a patient’s danger to authorities',
  childAbuseReporting: 'child abuse reporting',
  elderAbuseReporting: 'elder and dependent-adult abuse reporting',
  minorConsent: 'minor consent to outpatient mental health care',
  aidInDying: 'medical aid in dying',
};

function jurisdictionLabel(code: JurisdictionCode): string {
  return findJurisdiction(code)?.label ?? code;
}

/** A topic's sourced entry; every topic but the duty to protect carries a single citation. */
type TopicEntry = Sourced & { citation?: string };

/** A topic's entry for the state, or undefined where the state has none (the optional topics). */
function topicEntry(law: StateLaw, topic: StateLawTopic): TopicEntry | undefined {
  return topic === 'aidInDying' ? AID_IN_DYING_LAWS[law.code] : law[topic];
}

function reaches(law: StateLaw, topic: StateLawTopic, reach: Reach | undefined): boolean {
  if (reach === undefined) return true;
  if (topic === 'dutyToProtect') return reach === 'others' || dutyCoversSelfHarm(law);
  if (topic === 'dangerReport') return reach === 'self' ? law.dangerReport?.coversSelfHarm === true : law.dangerReport?.coversOthers === true;
  return true;
}

/** The statute citations a topic holds, in stored order; empty strings are not-yet-researched gaps. */
function topicCitations(law: StateLaw, topic: StateLawTopic, reach?: Reach): string[] {
  if (!reaches(law, topic, reach)) return [];
  const raw = topic === 'dutyToProtect' ? law.dutyToProtect.citations : [topicEntry(law, topic)?.citation ?? ''];
  return raw.filter((c) => c.trim() !== '');
}

export function stateLawSource(code: JurisdictionCode): string {
  return `STATE:${code}`;
}

export function stateLawCitationsFor(code: JurisdictionCode, categories: IssueCategoryId[]): Citation[] {
  const law = STATE_LAWS[code];
  const seen = new Set<string>();
  const result: Citation[] = [];
  for (const category of categories) {
    for (const { topic, reach } of STATE_LAW_TOPICS[category] ?? []) {
      for (const section of topicCitations(law, topic, reach)) {
        if (seen.has(section)) continue;
        seen.add(section);
        result.push({ source: stateLawSource(code), section, title: `${jurisdictionLabel(code)}: ${TOPIC_TITLES[topic]}` });
      }
    }
  }
  return result;
}

/** Decision models that fit the role and dilemma best; always includes Forester-Miller & Davis. */
export function decisionModelsFor(role: PracticeRole, categories: IssueCategoryId[], count: number): DecisionModel[] {
  const limit = Math.max(0, Math.min(Math.floor(count), DECISION_MODELS.length));
  if (limit === 0) return [];
  // A model lists its main fit first in `suits`; matching it counts extra. Earlier requested
  // categories weigh more, and a strong category fit outweighs a role fit, so a cultural dilemma
  // brings in the transcultural model even for a counselor.
  const score = (m: DecisionModel) => {
    let total = m.suits.includes(role) ? 3 : 0;
    categories.forEach((category, index) => {
      const at = m.suits.indexOf(category);
      if (at !== -1) total += Math.max(1, 4 - index) + (at === 0 ? 2 : 0);
    });
    return total + (m.suits.includes('any') ? 1 : 0);
  };
  const ranked = DECISION_MODELS.map((m, order) => ({ m, order, score: score(m) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((item) => item.m);
  const chosen = ranked.slice(0, limit);
  if (!chosen.some((m) => m.id === FORESTER_MILLER_DAVIS_ID)) {
    const fmd = DECISION_MODELS.find((m) => m.id === FORESTER_MILLER_DAVIS_ID);
    if (fmd) chosen[limit - 1] = fmd;
  }
  return chosen;
}

export type CitableEntry = CodeSection | FederalProvision | LegalCase | DecisionModel;

function isCodeSection(entry: CitableEntry): entry is CodeSection {
  return 'code' in entry;
}
function isFederal(entry: CitableEntry): entry is FederalProvision {
  return 'rule' in entry;
}
function isCase(entry: CitableEntry): entry is LegalCase {
  return 'holding' in entry;
}

export function citationOf(entry: CitableEntry): Citation {
  if (isCodeSection(entry)) return { source: entry.code, section: entry.section, title: entry.title };
  if (isFederal(entry)) return { source: entry.rule, section: entry.section, title: entry.title };
  if (isCase(entry)) return { source: 'CASE', section: entry.name, title: `${entry.name}, ${entry.citation}` };
  return { source: 'MODEL', section: entry.id, title: entry.name };
}

/** Ids are URL-safe: spaces become hyphens and only letters, digits and . ( ) _ - remain. */
function slug(text: string): string {
  return text
    .replace(/§/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9.()_-]/g, '');
}

function federalSectionSlug(section: string): string {
  return slug(section.replace(/^\d+\s+CFR\s+(?=\d)/i, ''));
}

function withSourced<T extends KbEntry>(entry: Omit<T, 'note'>, note: string | undefined): T {
  return (note ? { ...entry, note } : entry) as T;
}

function codeEntry(section: CodeSection): KbEntry {
  return withSourced(
    {
      id: `code:${section.code}:${slug(section.section)}`,
      kind: 'code-section',
      title: `${section.code} ${section.section} ${section.title}`,
      text: section.summary,
      source: section.source,
      lastChecked: section.lastChecked,
      verified: section.verified,
    },
    section.note,
  );
}

function federalEntry(p: FederalProvision): KbEntry {
  return withSourced(
    {
      id: `federal:${slug(p.rule)}:${federalSectionSlug(p.section)}`,
      kind: 'federal',
      title: `${p.section} ${p.title}`,
      text: p.summary,
      source: p.source,
      lastChecked: p.lastChecked,
      verified: p.verified,
    },
    p.note,
  );
}

function caseEntry(c: KbCase): KbEntry {
  return withSourced(
    {
      id: `case:${c.id}`,
      kind: 'case',
      title: `${c.name}, ${c.citation}`,
      text: `${c.holding} ${c.relevance}`,
      source: c.source,
      lastChecked: c.lastChecked,
      verified: c.verified,
    },
    c.note,
  );
}

function modelEntry(m: DecisionModel): KbEntry {
  return withSourced(
    {
      id: `model:${m.id}`,
      kind: 'model',
      title: `${m.name} (${m.authors}, ${m.year})`,
      text: `${m.summary} Steps: ${m.steps.map((s, i) => `${i + 1}. ${s.title}`).join('; ')}.`,
      source: m.source,
      lastChecked: m.lastChecked,
      verified: m.verified,
    },
    m.note,
  );
}

function stateTopicText(law: StateLaw, topic: StateLawTopic): string {
  switch (topic) {
    case 'dutyToProtect': {
      const d = law.dutyToProtect;
      const discharge = d.discharge.length > 0 ? ` Discharged by: ${d.discharge.join('; ')}.` : '';
      return `Status: ${d.status}. ${d.summary}${discharge}`;
    }
    case 'childAbuseReporting':
    case 'elderAbuseReporting': {
      const r = law[topic];
      return `${r.summary} Who must report: ${r.whoMustReport}. When: ${r.timeframe}. Report to: ${r.reportTo}.`;
    }
    case 'minorConsent': {
      const m = law.minorConsent;
      const age = m.age === null ? 'No general minimum age.' : `Minimum age: ${m.age}.`;
      return `${age} ${m.conditions}`;
    }
    case 'selfHarmWarning': {
      const w = law.selfHarmWarning;
      if (!w) return '';
      return `${w.summary} Who must warn: ${w.whoMustWarn}. Warn: ${w.warn}. Steps: ${w.discharge.join('; ')}.`;
    }
    case 'dangerReport': {
      const r = law.dangerReport;
      if (!r) return '';
      return `${r.summary} Who must report: ${r.whoMustReport}. When: ${r.timeframe}. Report to: ${r.reportTo}. Effect: ${r.consequence}.`;
    }
    case 'aidInDying': {
      const a = AID_IN_DYING_LAWS[law.code];
      if (!a) return '';
      const basis = a.basis === 'court-ruling' ? 'Court ruling' : 'Statute';
      const notSuicide = a.notSuicideClause ? ` Acting under the law is not suicide (${a.notSuicideClause}).` : '';
      return `${basis}: ${a.name}, in force from ${a.inForceFrom}. ${a.eligibility} Mental health role: ${a.mentalHealthRole}${notSuicide}`;
    }
  }
}

const STATE_TOPICS: StateLawTopic[] = ['dutyToProtect', 'selfHarmWarning', 'dangerReport', 'childAbuseReporting', 'elderAbuseReporting', 'minorConsent', 'aidInDying'];

function stateEntry(law: StateLaw, topic: StateLawTopic, sourced: Sourced): KbEntry {
  return withSourced(
    {
      id: `state:${law.code}:${TOPIC_IDS[topic]}`,
      kind: 'state-law',
      title: `${jurisdictionLabel(law.code)}: ${TOPIC_TITLES[topic]}`,
      text: stateTopicText(law, topic),
      source: sourced.source,
      lastChecked: sourced.lastChecked,
      verified: sourced.verified,
    },
    sourced.note,
  );
}

/**
 * Citation matching ignores case, whitespace and `§`, and reads "C.F.R."/"U.S.C." as "CFR"/"USC",
 * so '45 C.F.R. § 164.512(j)' finds '45 CFR 164.512(j)'.
 */
export function normaliseCitationPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/§/g, '')
    .replace(/\s+/g, '')
    .replace(/c\.f\.r\./g, 'cfr')
    .replace(/u\.s\.c\./g, 'usc');
}

function citationKey(source: string, section: string): string {
  return `${normaliseCitationPart(source)}|${normaliseCitationPart(section)}`;
}

type KbIndex = { entries: KbEntry[]; byId: Map<string, KbEntry>; byCitation: Map<string, KbEntry> };

let index: KbIndex | undefined;

/** Built once on first use from the static tables; the first entry wins where two share a citation. */
function kbIndex(): KbIndex {
  if (index) return index;
  const entries: KbEntry[] = [];
  const byCitation = new Map<string, KbEntry>();
  const add = (entry: KbEntry, keys: string[]) => {
    entries.push(entry);
    for (const key of keys) if (!byCitation.has(key)) byCitation.set(key, entry);
  };
  for (const codeId of CODE_ORDER) {
    for (const section of CODES[codeId].sections) add(codeEntry(section), [citationKey(codeId, section.section)]);
  }
  for (const p of FEDERAL_PROVISIONS) add(federalEntry(p), [citationKey(p.rule, p.section)]);
  for (const c of CASES) add(caseEntry(c), [citationKey('CASE', c.name), citationKey('CASE', c.citation)]);
  for (const m of DECISION_MODELS) add(modelEntry(m), [citationKey('MODEL', m.id), citationKey('MODEL', m.name)]);
  for (const code of JURISDICTION_CODES) {
    const law = STATE_LAWS[code];
    for (const topic of STATE_TOPICS) {
      const sourced = topicEntry(law, topic);
      if (!sourced) continue;
      const keys = topicCitations(law, topic).map((c) => citationKey(stateLawSource(law.code), c));
      add(stateEntry(law, topic, sourced), keys);
    }
  }
  index = { entries, byId: new Map(entries.map((e) => [e.id, e])), byCitation };
  return index;
}

export function resolveCitation(c: Citation): KbEntry | undefined {
  return kbIndex().byCitation.get(citationKey(c.source, c.section));
}

export function kbEntryById(id: string): KbEntry | undefined {
  return kbIndex().byId.get(id);
}

/** Every entry: codes in CODE_ORDER, then federal rules, cases, models and state law by jurisdiction. */
export function allKbEntries(): KbEntry[] {
  return [...kbIndex().entries];
}

/**
 * How a state's minor-consent rule reads in a sentence. `age: null` means two different things in
 * the data: no minimum age at all (VA, VT, DC, NY, CT) or no general rule (TX, GA); the
 * conditions text says which.
 */
export function minorConsentRule(code: JurisdictionCode): { anyAge: boolean; age: number | null; phrase: string } {
  const consent = stateLaw(code).minorConsent;
  if (consent.age !== null) {
    return { anyAge: false, age: consent.age, phrase: `a minor may consent to outpatient mental health care from age ${consent.age}` };
  }
  const anyAge = /^no minimum age|\bminor of any age\b|\bany age\b/i.test(consent.conditions);
  return {
    anyAge,
    age: null,
    phrase: anyAge
      ? 'a minor of any age may consent to outpatient mental health care, within the conditions the law sets'
      : 'there is no general rule letting a minor consent to outpatient mental health care alone',
  };
}
