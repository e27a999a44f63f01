/**
 * Legal analysis (spec-2 §2 "Legal analysis", §3 legal fields) for the selected state, from the
 * knowledge base only: a section per triggered topic with the statutes (each with its source,
 * check date, verification flag and KB id), the leading cases, what compliance requires and by
 * when, and warnings, including every unconfirmed entry. PRODUCT.md additions: what discharges
 * the duty in this state, both jurisdictions for telehealth with the federal overlays, published
 * classifications shown side by side where they disagree. With no legal topic, the state's
 * general context only; no duty is invented.
 */
import type { LegalResponse } from '../../shared/api/sections';
import { jurisdictionLabel, type JurisdictionCode } from '../../shared/domain/jurisdictions';
import { aidInDyingLaw, casesFor, citationOf, FEDERAL_PROVISIONS, resolveCitation, stateLaw, stateLawSource } from '../knowledge-base';
import type { KbCase } from '../knowledge-base';
import type { DangerReport, FederalProvision, SelfHarmWarning, StateLaw } from '../knowledge-base/types';
import type { DutyKind } from '../categories';
import type { Citation } from '../types';
import type { AnalysisContext } from './context';
import { cleanKbText } from './hygiene';
import { joinList, lowerFirst, rotate, vary } from './prose';
import { cleanCitations, readingOf, type Reading } from './reading';

type Section = LegalResponse['legal_sections'][number];
type Statute = Section['statutes'][number];
type Requirement = LegalResponse['compliance_requirements'][number];

/** Collects what the section relies on: citations, check dates and unconfirmed entries. */
class Ledger {
  readonly citations: Citation[] = [];
  readonly dates: string[] = [];
  readonly unverified: Array<{ citation: string; note?: string }> = [];
  /** Caveats the knowledge base attaches to confirmed entries (KB `note`: "a caveat the user must see"). */
  readonly caveats: Array<{ citation: string; note: string }> = [];

  use(citation: Citation, lastChecked: string, verified: boolean, note?: string): void {
    this.citations.push(citation);
    this.dates.push(lastChecked);
    const known = (list: Array<{ citation: string }>) => list.some((u) => u.citation === citation.section);
    if (!verified && !known(this.unverified)) this.unverified.push({ citation: citation.section, note });
    else if (verified && note && !known(this.caveats)) this.caveats.push({ citation: citation.section, note });
  }
}

const STATUS_WORDS: Record<StateLaw['dutyToProtect']['status'], string> = {
  mandatory: 'mandatory: the law requires action once the threshold is met',
  permissive: 'permissive: the law allows you to disclose to protect someone, but does not require it',
  'none-or-unclear': 'unclear: no statute or settled case law was found, so the general standard of care and consultation carry more weight',
};

function stateStatute(r: Reading, ledger: Ledger, code: JurisdictionCode, citation: string, description: string, sourced: { source: string; lastChecked: string; verified: boolean; note?: string }): Statute {
  const cite: Citation = { source: stateLawSource(code), section: citation, title: `${jurisdictionLabel(code)}: ${description.slice(0, 60)}` };
  const entry = resolveCitation(cite);
  const resolved = entry ? { ...cite, title: entry.title } : cite;
  ledger.use(resolved, sourced.lastChecked, sourced.verified, sourced.note);
  const statute: Statute = {
    citation,
    description: cleanKbText(r.signals, description) || description,
    source: sourced.source,
    lastChecked: sourced.lastChecked,
    verified: sourced.verified,
  };
  if (entry) statute.kbId = entry.id;
  return statute;
}

function federalStatute(r: Reading, ledger: Ledger, provision: FederalProvision): Statute {
  const cite = citationOf(provision);
  ledger.use(cite, provision.lastChecked, provision.verified, provision.note);
  const statute: Statute = {
    citation: `${provision.section} (${provision.rule}: ${provision.title})`,
    description: cleanKbText(r.signals, provision.summary) || provision.title,
    source: provision.source,
    lastChecked: provision.lastChecked,
    verified: provision.verified,
  };
  const entry = resolveCitation(cite);
  if (entry) statute.kbId = entry.id;
  return statute;
}

function federal(rule: FederalProvision['rule'], section: string): FederalProvision | undefined {
  return FEDERAL_PROVISIONS.find((p) => p.rule === rule && p.section === section);
}

function federalRows(r: Reading, ledger: Ledger, wanted: Array<[FederalProvision['rule'], string]>): Statute[] {
  return wanted
    .filter(([rule]) => (rule === 'FERPA' ? r.signals.school : rule === '42 CFR Part 2' ? r.signals.substanceRecords : true))
    .map(([rule, section]) => federal(rule, section))
    .filter((p): p is FederalProvision => p !== undefined)
    .map((p) => federalStatute(r, ledger, p));
}

function classificationNote(law: StateLaw): string {
  const c = law.dutyToProtect.classifications;
  const readings = [c.jaapl2014 && `JAAPL 2014 — ${c.jaapl2014}`, c.registry2026 && `a 2026 registry — ${c.registry2026}`, c.ncsl && `NCSL — ${c.ncsl}`].filter(Boolean) as string[];
  if (readings.length < 2) return '';
  const letters = [c.jaapl2014, c.registry2026].map((r) => r?.charAt(0));
  const disagree = letters[0] && letters[1] && letters[0] !== letters[1] && !(letters[0] === 'M' && letters[1] === 'M');
  return disagree ? ` Published classifications disagree, so both are shown: ${readings.join('; ')}.` : '';
}

function dutySection(r: Reading, ledger: Ledger, code: JurisdictionCode, selfOnly: boolean): Section {
  const law = stateLaw(code);
  const d = law.dutyToProtect;
  const name = jurisdictionLabel(code);
  const discharge = d.discharge.map((step) => cleanKbText(r.signals, step)).filter((s) => s.length > 0);
  const summary = cleanKbText(r.signals, d.summary);
  const parts = [
    selfOnly
      ? `${name}'s duty-to-protect rule also reaches danger to the client themself, so it bears on the suicide risk here. Status: ${STATUS_WORDS[d.status]}.`
      : `Status in ${name}: ${STATUS_WORDS[d.status]}.`,
    summary,
    discharge.length > 0 ? `What discharges the duty in ${name}: ${joinList(discharge.map((s) => s.replace(/\.$/, '').toLowerCase()), 'and')}.` : `${name}'s law names no specific acts that discharge the duty; reasonable protective steps chosen with consultation (warning, police notification, hospitalization, closer treatment) are the benchmark.`,
  ];
  if (d.leadingCase && !selfOnly) parts.push(`Leading case: ${d.leadingCase}.`);
  const note = classificationNote(law);
  const statutes = d.citations.filter((c) => c.trim() !== '').map((c) => stateStatute(r, ledger, code, c, summary || d.summary, d));
  return { title: selfOnly ? `Danger to self under ${name}'s duty-to-protect rule` : `Duty to warn / protect in ${name}`, description: `${parts.join(' ')}${note}`, statutes };
}

/**
 * An adult protective statute often starts at an age ("an adult (60 or older)"). A younger adult
 * with a disability may fall under a separate law the knowledge base does not hold, so the section
 * says so rather than applying the elder statute to a 34-year-old.
 */
export function belowStatuteAge(summary: string, age: number | null, stateName: string): string {
  const threshold = /\((\d{2}) or older\)|\b(?:aged? )?(\d{2}) (?:or|and) (?:older|over)\b/i.exec(summary);
  const minimum = threshold ? Number(threshold[1] ?? threshold[2]) : null;
  if (minimum === null || age === null || age >= minimum || age < 18) return '';
  return `This statute covers adults ${minimum} or older, and the person here is ${age}: a younger adult with a disability may fall under a separate ${stateName} law (a developmental-disabilities or vulnerable-adult reporting statute) that this analysis does not hold. Check which law applies, and where to report, with the state agency, your licensing board or counsel.`;
}

function reportingSection(r: Reading, ledger: Ledger, code: JurisdictionCode, kind: 'child' | 'elder'): Section {
  const law = stateLaw(code);
  const entry = kind === 'child' ? law.childAbuseReporting : law.elderAbuseReporting;
  const name = jurisdictionLabel(code);
  const description = [
    cleanKbText(r.signals, entry.summary),
    `Who must report: ${entry.whoMustReport.replace(/\.$/, '')}.`,
    `When: ${cleanKbText(r.signals, entry.timeframe).replace(/\.$/, '')}.`,
    `Where: ${cleanKbText(r.signals, entry.reportTo).replace(/\.$/, '')}.`,
    kind === 'elder' ? belowStatuteAge(entry.summary, r.facts.client.age, name) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const statutes = entry.citation.trim() ? [stateStatute(r, ledger, code, entry.citation, entry.summary, entry)] : [];
  // HIPAA permits the report the state requires: child abuse under 164.512(b)(1)(ii), an adult's under 164.512(c).
  if (kind === 'child') statutes.push(...federalRows(r, ledger, [['HIPAA', '45 CFR 164.512(b)(1)(ii)'], ['CAPTA', '42 U.S.C. 5101 et seq.'], ['42 CFR Part 2', '42 CFR 2.12(c)(6)']]));
  else statutes.push(...federalRows(r, ledger, [['HIPAA', '45 CFR 164.512(c)']]));
  return { title: kind === 'child' ? `Child abuse reporting in ${name}` : `Elder and dependent-adult abuse reporting in ${name}`, description, statutes };
}

/**
 * A report the state makes mandatory when a patient is a danger (California W&I § 8105(c),
 * Illinois 405 ILCS 5/6-103.3, New York MHL § 9.46): it goes to an authority, usually to start a
 * firearm restriction, and is apart from any warning to the person at risk.
 */
function dangerReportSection(r: Reading, ledger: Ledger, report: DangerReport): Section {
  const reaches = [report.coversOthers && r.signals.duty ? 'others' : null, report.coversSelfHarm && r.signals.suicide ? 'the client themself' : null].filter(Boolean);
  return {
    title: `Reporting a dangerous patient to the authorities in ${r.stateName}`,
    description: [
      cleanKbText(r.signals, report.summary),
      `Who must report: ${report.whoMustReport.replace(/\.$/, '')}.`,
      `When it applies: ${cleanKbText(r.signals, report.trigger).replace(/\.$/, '')}${reaches.length > 0 ? ` (here, a danger to ${joinList(reaches as string[])})` : ''}.`,
      `By when: ${report.timeframe.replace(/\.$/, '')}. To: ${report.reportTo.replace(/\.$/, '')}.`,
      `What it sets in motion: ${report.consequence.replace(/\.$/, '')}.`,
      'It is a report to an authority, separate from any warning or other protective step you take.',
    ].join(' '),
    statutes: [stateStatute(r, ledger, r.stateCode, report.citation, report.summary, report)],
  };
}

/** A duty to warn family when a client is at risk of suicide (Puerto Rico § 6153r). */
function warnFamilySection(r: Reading, ledger: Ledger, warning: SelfHarmWarning): Section {
  return {
    title: `Duty to warn family of a suicide risk in ${r.stateName}`,
    description: [
      cleanKbText(r.signals, warning.summary),
      `Who must warn: ${warning.whoMustWarn.replace(/\.$/, '')}.`,
      `When: ${warning.trigger.replace(/\.$/, '')}.`,
      `Whom to warn: ${warning.warn.replace(/\.$/, '')}.`,
      warning.discharge.length > 0 ? `The steps the law sets: ${joinList(warning.discharge.map((s) => lowerFirst(s.replace(/\.$/, ''))))}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    statutes: [stateStatute(r, ledger, r.stateCode, warning.citation, warning.summary, warning)],
  };
}

/**
 * Whether the jurisdiction provides medical aid in dying. A lawful request under it is an
 * end-of-life question: the practitioner's role is the one the law gives mental health
 * professionals (often a capacity or depression assessment), not a risk response.
 */
function aidInDyingSection(r: Reading, ledger: Ledger): Section {
  const law = aidInDyingLaw(r.stateCode);
  if (!law) {
    return {
      title: `End-of-life decisions in ${r.stateName}`,
      description: `${r.stateName} has no medical aid-in-dying statute or ruling in the knowledge base, so a request for a prescription to end life is not a lawful option there. Decisions to refuse or stop treatment, advance directives and hospice care remain the client’s; confirm the current law with an attorney before advising on anything beyond them.`,
      statutes: [],
    };
  }
  const basis = law.basis === 'court-ruling' ? 'a court ruling' : 'a statute';
  return {
    title: `Medical aid in dying in ${r.stateName}`,
    description: [
      `${r.stateName} provides medical aid in dying by ${basis}: ${law.name} (${law.citation}), in force from ${law.inForceFrom}.`,
      `Who may ask: ${law.eligibility.replace(/\.$/, '')}.`,
      `Where a mental health professional comes in: ${law.mentalHealthRole.replace(/\.$/, '')}.`,
      law.notSuicideClause ? `The law says that acting under it does not count in law as taking one’s own life (${law.notSuicideClause}), so a lawful request is an end-of-life decision, not a risk to respond to.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    statutes: [stateStatute(r, ledger, r.stateCode, law.citation, law.eligibility, law)],
  };
}

function minorSection(r: Reading, ledger: Ledger, code: JurisdictionCode): Section {
  const law = stateLaw(code);
  const m = law.minorConsent;
  const name = jurisdictionLabel(code);
  const age = m.age === null ? `${name} sets no general minimum age at which a minor may consent alone to outpatient mental health care.` : `In ${name} a minor may consent to outpatient mental health care from age ${m.age}, under conditions.`;
  const fits = r.age !== null && m.age !== null ? (r.age >= m.age ? ` The client is ${r.age}, at or above that age, so check whether the conditions are met.` : ` The client is ${r.age}, below that age, so parental consent is generally needed.`) : '';
  const conditions = cleanKbText(r.signals, m.conditions);
  const statutes = m.citation.trim() ? [stateStatute(r, ledger, code, m.citation, conditions || m.conditions, m)] : [];
  statutes.push(...federalRows(r, ledger, [['HIPAA', '45 CFR 164.502(g)'], ['FERPA', '34 CFR 99.7'], ['42 CFR Part 2', '42 CFR 2.14']]));
  return { title: `Minor consent and parents’ access in ${name}`, description: `${age}${fits} ${conditions}`.trim(), statutes };
}

function recordsSection(r: Reading, ledger: Ledger): Section {
  const lead = r.signals.courtOrder
    ? 'A court order signed by a judge must be obeyed, but its scope can be narrowed: your attorney can ask the court for a protective order or in-camera review of sensitive material.'
    : r.signals.subpoena
      ? 'A subpoena signed by an attorney is not a court order. It usually needs a response by its date, but the response can be an objection or an assertion of privilege rather than the records.'
      : 'A request for records is answered according to who is asking and on what authority: the client’s authorization, a right the law gives the person asking (a parent of a minor, in some cases), or a lawful order — not on request alone.';
  const school = r.signals.school
    ? ' In a school, notes kept in your sole possession as a memory aid are not education records under FERPA; what is shared with staff or kept in the student’s file is, and parents may inspect those.'
    : '';
  const description = `${lead}${school} The privilege belongs to the client, who (or whose attorney) decides whether to assert it. Psychotherapy notes kept separately from the record have stronger protection and need the client’s specific authorization.${r.signals.substanceRecords ? ' Substance use treatment records covered by 42 CFR Part 2 need a special court order; a subpoena alone never permits disclosure.' : ''}`;
  const statutes = federalRows(r, ledger, [
    ...(legalProcess(r) ? [['HIPAA', '45 CFR 164.512(e)'] as [FederalProvision['rule'], string]] : []),
    ['HIPAA', '45 CFR 164.501'],
    ['HIPAA', '45 CFR 164.508(a)(2)'],
    ['42 CFR Part 2', '42 CFR 2.61-2.67'],
    ['FERPA', '34 CFR 99.3'],
  ]);
  return { title: legalProcess(r) ? 'Subpoenas, court orders and privilege' : 'Requests for records and privilege', description, statutes };
}

/** Whether legal papers are in the case (a subpoena or an order), not only a request for records. */
function legalProcess(r: Reading): boolean {
  return r.signals.subpoena || r.signals.courtOrder;
}

function substanceSection(r: Reading, ledger: Ledger): Section {
  return {
    title: 'Substance use treatment records (42 CFR Part 2)',
    description:
      'If your program is federally assisted and holds itself out as providing substance use disorder treatment, Part 2 protects any record that identifies the client as having a substance use disorder. Disclosure needs a written consent that meets Part 2 or a court order under its special procedure; the 2024 rule aligns consent and breach rules more closely with HIPAA but keeps the bar on using records against the client in proceedings.',
    statutes: federalRows(r, ledger, [
      ['42 CFR Part 2', '42 CFR 2.12'],
      ['42 CFR Part 2', '89 FR 12472'],
      ['42 CFR Part 2', '42 CFR 2.51'],
    ]),
  };
}

function boardLine(code: JurisdictionCode, r: Reading): string {
  const board = stateLaw(code).licensingBoards[r.role];
  const name = jurisdictionLabel(code);
  if (!board) return `the ${name} board that licenses ${r.roleNoun}s (check the state’s licensing site for its current name and rules)`;
  const article = /^the\b/i.test(board.name) ? '' : 'the ';
  return `${article}${board.name}${board.verified ? '' : ' (name not yet confirmed — check the state licensing site)'}`;
}

function telehealthSection(r: Reading, ledger: Ledger): Section[] {
  const others = r.otherStates;
  const where = others.length > 0 ? joinList(others.map((c) => jurisdictionLabel(c)), 'or') : 'the state where the client is physically located';
  const sections: Section[] = [
    {
      title: `Telehealth across state lines: ${r.stateName} and ${others.length > 0 ? joinList(others.map((c) => jurisdictionLabel(c))) : 'the client’s state'}`,
      description: `Licensure generally follows where the client is physically located during the session, so seeing a client in ${where} usually needs authorisation there as well as in ${r.stateName}. Check for a temporary-practice provision or an interstate compact for your profession, with ${boardLine(r.stateCode, r)} and ${others.length > 0 ? others.map((c) => boardLine(c, r)).join(' and ') : 'the board of the client’s state'}. The knowledge base does not hold licensure or compact rules, so confirm them with the boards. HIPAA applies to the telehealth platform and records wherever the client is.`,
      statutes: [],
    },
  ];
  for (const code of others.slice(0, 2)) {
    const law = stateLaw(code);
    const rows: Statute[] = [];
    const topics: string[] = [];
    if (r.signals.duty) {
      topics.push(`duty to warn / protect: ${law.dutyToProtect.status}`);
      for (const c of law.dutyToProtect.citations.filter((x) => x.trim() !== '')) rows.push(stateStatute(r, ledger, code, c, cleanKbText(r.signals, law.dutyToProtect.summary) || law.dutyToProtect.summary, law.dutyToProtect));
    }
    if (r.signals.minor) {
      topics.push(law.minorConsent.age === null ? 'minor consent: no general minimum age' : `minor consent from age ${law.minorConsent.age}`);
      if (law.minorConsent.citation.trim()) rows.push(stateStatute(r, ledger, code, law.minorConsent.citation, law.minorConsent.conditions, law.minorConsent));
    }
    if (r.signals.childAbuse && law.childAbuseReporting.citation.trim()) {
      topics.push(`child abuse reports: ${law.childAbuseReporting.timeframe.toLowerCase()}`);
      rows.push(stateStatute(r, ledger, code, law.childAbuseReporting.citation, law.childAbuseReporting.summary, law.childAbuseReporting));
    }
    const name = jurisdictionLabel(code);
    sections.push({
      title: `Side by side: ${name} (where the client is) and ${r.stateName} (where you are licensed)`,
      description:
        topics.length > 0
          ? `If something happens during a session while the client is in ${name}, its law may apply as well as ${r.stateName}'s: ${topics.join('; ')}. Where the two differ, follow the stricter requirement and get advice.`
          : `For this dilemma the practical difference is licensure: whether ${name} lets you keep seeing a client who is there. Keep a local crisis plan for the client's location.`,
      statutes: rows,
    });
  }
  return sections;
}

function documentationSection(r: Reading, ledger: Ledger): Section {
  return {
    title: 'Your records: what the law protects and who may see them',
    description: `The clinical record must stay accurate: correct it with a dated addendum, never by changing or removing entries. Psychotherapy notes kept separately from the record are defined narrowly and have stronger protection; clients can see and copy the rest of their record.${r.signals.school ? ' In a school, notes shared with others or used for decisions become education records that parents can inspect.' : ''}`,
    statutes: federalRows(r, ledger, [
      ['HIPAA', '45 CFR 164.501'],
      ['HIPAA', '45 CFR 164.524(a)(1)(i)'],
      ['FERPA', '34 CFR 99.3'],
    ]),
  };
}

function generalSection(r: Reading, ledger: Ledger): Section {
  const f = r.u.facts;
  const confidentiality = r.categories.includes('confidentiality') && (f.involved.parents.status === 'present' || f.involved.partner.status === 'present');
  const statutes = confidentiality ? federalRows(r, ledger, [['HIPAA', '45 CFR 164.510(b)']]) : [];
  return {
    title: `${r.stateName}: the general legal frame for a ${r.roleNoun}`,
    description: `No specific legal duty is triggered by ${r.subject} as you described it. Your licence is governed by ${boardLine(r.stateCode, r)}, whose rules adopt or sit alongside the ${r.codeShort}. Confidentiality is the default for ${r.subject}: share client information only with consent or where a law clearly requires or permits it, and keep your record accurate.${confidentiality ? ' HIPAA lets you share relevant information with people involved in the client’s care when the client agrees or does not object.' : ''}`,
    statutes,
  };
}

/** A federal court of appeals binds the federal courts of its circuit, not a state's own courts on state law. */
function isFederalAppeal(c: KbCase): boolean {
  return /Court of Appeals for the \w+ Circuit/.test(c.court);
}

function precedents(r: Reading, ledger: Ledger): LegalResponse['legal_precedents'] {
  const allowed = (c: KbCase) => {
    const main = c.categories[0];
    // A case on the duty is cited when the dilemma states the threat (or the suicide risk a state's
    // duty reaches), not while the screen has only flagged a possible danger.
    const stated = r.categories.includes('duty-to-protect') || r.facts.threat.status === 'present';
    if (main === 'duty-to-protect') return stated || (r.signals.dutyToSelf && r.categories.includes('suicide-risk') && c.categories.includes('suicide-risk'));
    return c.categories.some((id) => (id === 'records-legal-process' || id === 'forensic-role' ? r.signals.records || r.signals.forensic || r.signals.subpoena || r.signals.courtOrder : false));
  };
  return casesFor(r.stateCode, r.categories)
    .filter(allowed)
    .slice(0, 4)
    .map((c) => {
      ledger.use(citationOf(c), c.lastChecked, c.verified, c.note);
      const thing = c.categories[0] === 'duty-to-protect' ? (r.victim ? `the threat against ${r.victim}` : 'the danger you described') : r.signals.subpoena ? 'the subpoena you received' : 'the request for records';
      const application = c.jurisdictions.includes(r.stateCode)
        ? isFederalAppeal(c)
          ? `Decided by the ${c.court}, whose circuit includes ${r.stateName}: it binds federal courts there and is persuasive in ${r.stateName}’s own courts, so it bears on ${thing}.`
          : `Binding in ${r.stateName}, so it bears directly on ${thing}.`
        : c.jurisdictions.length === 0
          ? `Recognised nationally; it bears on ${thing}.`
          : `Decided for ${joinList(c.jurisdictions.map((j) => jurisdictionLabel(j)))}, not ${r.stateName}: persuasive only, but it shows how courts reason about ${thing}.`;
      return {
        case_name: `${c.name}, ${c.citation}`,
        relevance: cleanKbText(r.signals, c.relevance) || c.relevance,
        holding: cleanKbText(r.signals, c.holding) || c.holding,
        application: `${application}${c.verified ? '' : ' The summary of this case could not be fully confirmed — verify it before relying on it.'}`,
        kbId: `case:${c.id}`,
      };
    });
}

function requirements(r: Reading): Requirement[] {
  // The duties come first, in the order the analysis leads with them; a danger the screen has
  // flagged but not settled comes after the duties the dilemma states.
  const byDuty = new Map<DutyKind, Requirement>();
  if (r.signals.duty) {
    const steps = r.law.dutyToProtect.discharge.map((s) => cleanKbText(r.signals, s)).filter((s) => s.length > 0);
    const report = r.notify.reportOthers;
    const reportStep = report ? [`Report to ${lowerFirst(report.reportTo)}, ${lowerFirst(report.timeframe)} (${report.citation})`] : [];
    const choices = r.notify.permitted.has('person-at-risk') ? 'Decide on warning, police notification or hospitalization' : `Decide on disclosure to ${r.notify.named} or hospitalization; no direct warning to the person at risk`;
    byDuty.set('protect-others', {
      requirement:
        r.law.dutyToProtect.status === 'mandatory'
          ? `If the threat meets ${r.stateName}'s threshold, take the protective steps the law sets`
          : `Protect the person at risk within ${r.stateName}'s permission to disclose${r.notify.limited ? ` (to ${r.notify.named} only)` : ''}, deciding with consultation`,
      deadline: r.signals.critical ? 'Immediately' : 'As soon as the threshold is met',
      consequences: 'Civil liability if harm follows and the duty was not met; a licensing complaint; harm to the person threatened.',
      steps: [...reportStep, ...(steps.length > 0 ? steps : ['Consult', choices, 'Document each step with the time'])],
    });
  }
  if (r.signals.suicide) {
    const duty = r.signals.dutyToSelf ? `; ${r.stateName}'s duty-to-protect rule reaches danger to self (${r.law.dutyToProtect.citations[0] ?? 'see above'})` : '';
    const warn = r.notify.warnFamily ? [`Warn a family member as ${r.notify.warnFamily.citation} requires`] : [];
    const report = r.notify.reportSelf ? [`Report to ${lowerFirst(r.notify.reportSelf.reportTo)}, ${lowerFirst(r.notify.reportSelf.timeframe)} (${r.notify.reportSelf.citation})`] : [];
    byDuty.set('protect-self', {
      requirement: `Assess the suicide risk and take the safety steps it calls for, to the standard of care${duty}`,
      deadline: r.signals.critical ? 'Immediately' : 'Before the client leaves, or today',
      consequences: 'A risk left unassessed or unmanaged falls below the standard of care and can cost a life; it also brings liability and a licensing complaint.',
      steps: [...report, ...warn, 'Complete a structured suicide risk assessment', 'Agree a safety plan and secure the means', 'Arrange an emergency evaluation if outpatient care is not safe'],
    });
  }
  for (const kind of ['child', 'elder'] as const) {
    if (!(kind === 'child' ? r.signals.childAbuse : r.signals.elderAbuse)) continue;
    const entry = kind === 'child' ? r.law.childAbuseReporting : r.law.elderAbuseReporting;
    byDuty.set(kind === 'child' ? 'report-child' : 'report-elder', {
      requirement: `Report ${kind === 'child' ? 'suspected child abuse or neglect' : 'suspected abuse, neglect or exploitation of an elder or dependent adult'} under ${entry.citation || `${r.stateName} law`}`,
      deadline: cleanKbText(r.signals, entry.timeframe),
      consequences: 'Failing to report when required can bring penalties under state law and a licensing complaint, and leaves the person at risk.',
      steps: [`Report to: ${cleanKbText(r.signals, entry.reportTo)}`, 'Write down what was said and seen, verbatim and dated', 'Record the time, the intake worker and the reference number'],
    });
  }
  const order: DutyKind[] = [...r.duties, ...r.pending, 'protect-others', 'protect-self', 'report-child', 'report-elder'];
  const out: Requirement[] = [...new Set(order)].flatMap((kind) => byDuty.get(kind) ?? []);
  if (legalProcess(r)) {
    out.push({
      requirement: r.signals.courtOrder ? 'Comply with the court order, within its scope' : 'Respond to the subpoena lawfully: objection, authorization or production',
      deadline: 'By the date on the document (check it today)',
      consequences: 'Ignoring it risks contempt or sanctions; over-producing can breach privilege and confidentiality.',
      steps: ['Tell the client', 'Get legal advice', 'Produce only what the authorization or order covers, and log what was sent'],
    });
  } else if (r.signals.records) {
    out.push({
      requirement: 'Answer the request for records according to who is asking and on what authority',
      deadline: 'No court date: answer promptly, in writing, under your practice’s or school’s records policy',
      consequences: 'Releasing without authority breaches confidentiality; refusing someone the law gives a right of access can bring a complaint.',
      steps: ['Tell the client what was asked', `Check who has a right to the record (minor-consent law, HIPAA${r.signals.school ? ', FERPA' : ''})`, 'Share only what the authorization or right covers, and log what was sent'],
    });
  }
  if (r.signals.substanceRecords) {
    out.push({
      requirement: 'Disclose substance use treatment information only with a Part 2 compliant consent or court order',
      deadline: 'Before any disclosure',
      consequences: 'Civil penalties under the 2024 rule and loss of client trust.',
      steps: ['Check the request against Part 2', 'Use a Part 2 consent naming recipient, purpose and information', 'Record the disclosure'],
    });
  }
  if (r.signals.minor || r.categories.includes('minors-consent')) {
    out.push({
      requirement: `Valid consent to treat the minor under ${r.stateName} law`,
      deadline: 'Before the next session',
      consequences: 'Treating without valid consent, or withholding information parents may lawfully see, can bring a complaint.',
      steps: ['Check the state rule and its conditions', 'Record who consented and on what basis', 'Agree what parents will be told'],
    });
  }
  if (r.signals.telehealth) {
    out.push({
      requirement: 'Authorisation to practise where the client is located',
      deadline: 'Before the next session',
      consequences: 'Unlicensed practice in the client’s state can bring action from its board and from yours.',
      steps: ['Confirm the client’s location', 'Check the other state’s rules and any compact', 'Pause or transfer care if not authorised'],
    });
  }
  out.push({
    requirement: `Document your legal reasoning on ${r.subject} and any advice received`,
    deadline: 'The same day',
    consequences: `Without a record, a sound decision on ${r.subject} is hard to show later.`,
    steps: [`Record the ${r.stateName} and federal law you relied on and the date it was checked`, `Record whom you consulted on ${r.subject} and what they advised`, `Record what you did about ${r.subject} and when`],
  });
  return out;
}

function warnings(r: Reading, ledger: Ledger): string[] {
  const out: string[] = [];
  if (r.signals.duty && r.law.dutyToProtect.status === 'permissive') {
    out.push(`${r.stateName} permits but does not require disclosure to protect; a warning beyond what the statute allows can itself create liability, so get advice on the exact words.`);
  }
  if (r.signals.subpoena && !r.signals.courtOrder) out.push('Do not send records in response to an attorney-signed subpoena alone; it is not a court order.');
  if (r.signals.childAbuse) out.push('Telling a caregiver before the report is made can put the child at risk and compromise the investigation.');
  if (r.signals.telehealth && r.otherStates.length === 0) out.push('The client’s state was not named; the analysis cannot compare its law until you know where the client will be.');
  if (r.signals.duty && r.notify.limited) {
    out.push(`${r.stateName} lets you disclose a threat only to ${r.notify.named}; a warning to anyone else, the person threatened included, falls outside that permission.`);
  }
  if (r.signals.duty) out.push('Share only what safety needs: a disclosure tells the people you notify about the threat, not about the client’s treatment.');
  for (const u of ledger.unverified.slice(0, 5)) {
    const note = u.note ? cleanKbText(r.signals, u.note) : '';
    out.push(`${u.citation}: this citation could not be confirmed — verify it before relying on it${note ? ` (${note.replace(/\.$/, '')})` : ''}.`);
  }
  const cited = ledger.citations.map((c) => c.section).join(' ');
  for (const c of ledger.caveats.slice(0, 3)) {
    const note = cleanKbText(r.signals, c.note);
    // A caveat that only points to a rule this analysis does not use ("… fall under 164.512(b)") is left out.
    const elsewhere = (note.match(/\b\d{3}\.\d+(?:\([a-z0-9]+\))+/g) ?? []).some((section) => !cited.includes(section));
    if (note && !elsewhere) out.push(`${c.citation}: ${note}`);
  }
  out.push('A saved analysis can be subpoenaed: describe what you plan to do rather than admissions about what was done.');
  return out.slice(0, 10);
}

export function composeLegal(ctx: AnalysisContext): LegalResponse {
  const r = readingOf(ctx);
  const ledger = new Ledger();
  const s = r.signals;
  // Sections follow the analysis's course: the duties the dilemma states first, in its order, then
  // the other legal questions, then the law on a danger the safety screen has flagged but not settled.
  const entries: Array<{ topic: string; rank: number; sections: Section[] }> = [];
  const rankOf = (duty: DutyKind | null) => (duty === null ? 100 : r.duties.includes(duty) ? r.duties.indexOf(duty) : 200);
  const add = (topic: string, duty: DutyKind | null, ...added: Section[]) => entries.push({ topic, rank: rankOf(duty), sections: added });
  let protect: Section | null = null;
  if (s.duty) add('the duty to warn or protect', 'protect-others', (protect = dutySection(r, ledger, r.stateCode, false)));
  else if (s.dutyToSelf) add('how the state’s duty-to-protect rule treats danger to self', 'protect-self', (protect = dutySection(r, ledger, r.stateCode, true)));
  // A report to the authorities is set out when the danger it covers is stated, not merely flagged.
  const report = (r.duties.includes('protect-others') ? r.notify.reportOthers : null) ?? (r.duties.includes('protect-self') ? r.notify.reportSelf : null);
  if (report) add('the report the state requires when a patient is dangerous', report.coversOthers && r.duties.includes('protect-others') ? 'protect-others' : 'protect-self', dangerReportSection(r, ledger, report));
  if (s.suicide && r.notify.warnFamily) add('the duty to warn family of a suicide risk', 'protect-self', warnFamilySection(r, ledger, r.notify.warnFamily));
  if (s.childAbuse) add('child abuse reporting', 'report-child', reportingSection(r, ledger, r.stateCode, 'child'));
  if (s.elderAbuse) add('elder abuse reporting', 'report-elder', reportingSection(r, ledger, r.stateCode, 'elder'));
  if (r.inPlay.has('end-of-life')) add(aidInDyingLaw(r.stateCode) ? 'medical aid in dying' : 'end-of-life decisions', null, aidInDyingSection(r, ledger));
  if (s.minor) add('minor consent and parents’ access', null, minorSection(r, ledger, r.stateCode));
  if (s.records || s.forensic || s.subpoena || s.courtOrder) add(s.subpoena || s.courtOrder ? 'the subpoena or court order and privilege' : 'records and privilege', null, recordsSection(r, ledger));
  if (s.substanceRecords) add('substance use record confidentiality', null, substanceSection(r, ledger));
  if (r.categories.includes('documentation') && !(s.records || s.subpoena || s.courtOrder)) add('what the law says about your records', null, documentationSection(r, ledger));
  if (s.telehealth) add('practising by telehealth across state lines', null, ...telehealthSection(r, ledger));
  if (s.danger) {
    // HIPAA's serious-threat permission (and FERPA's or Part 2's emergency rules) sit under the
    // duty section when there is one, or in a section of their own when state law sets no duty.
    const overlay = federalRows(r, ledger, [
      ['HIPAA', '45 CFR 164.512(j)'],
      ['FERPA', '34 CFR 99.31(a)(10)'],
      ['FERPA', '34 CFR 99.36'],
      ['42 CFR Part 2', '42 CFR 2.51'],
    ]);
    if (protect) protect.statutes.push(...overlay);
    else {
      add('what federal law permits when someone’s safety is at risk', s.suicide ? 'protect-self' : 'protect-others', {
        title: 'Disclosing to protect someone’s safety: the federal rules',
        description: `No ${r.stateName} statute in the knowledge base requires a disclosure in this situation, but federal privacy law permits a good-faith disclosure to someone who can prevent or lessen a serious and imminent threat${s.school ? ', and FERPA allows disclosure from education records in a health or safety emergency' : ''}${s.substanceRecords ? '; Part 2 allows disclosure to medical personnel in a bona fide medical emergency' : ''}. A permission is not a requirement: use it with consultation, and share only what safety needs in ${r.subject}.`,
        statutes: overlay,
      });
    }
  }
  if (entries.length === 0) add('the general frame of your licence and confidentiality', null, generalSection(r, ledger));
  const ordered = [...entries].sort((a, b) => a.rank - b.rank);
  const topics = ordered.map((entry) => entry.topic);
  const sections = ordered.flatMap((entry) => entry.sections);

  const lastChecked = [...ledger.dates, r.law.dutyToProtect.lastChecked].sort().at(-1) ?? r.law.dutyToProtect.lastChecked;
  const overview = [
    vary(r, 'legal-open', [
      `For a ${r.roleNoun} in ${r.stateName}, this dilemma raises ${topics.length === 1 ? 'one legal question' : `${topics.length} legal questions`}: ${joinList(topics)}.`,
      `The law that bears on this dilemma in ${r.stateName}: ${joinList(topics)}.`,
      `${r.stateName} law and the federal rules touch this dilemma in ${topics.length === 1 ? 'one place' : `${topics.length} places`}: ${joinList(topics)}.`,
    ]),
    s.legal
      ? `Each statute below shows where it came from and when it was last checked; the law sets the floor for ${r.subject}, and the ${r.codeShort} may ask more of you.`
      : `Nothing in ${r.subject} as you described it triggers a specific legal duty, so the frame is your licence, the ${r.codeShort} and the ordinary rules of confidentiality.`,
    `Entries last checked ${lastChecked}. This is legal information to take to your attorney or licensing board, not legal advice.`,
  ].join(' ');

  return {
    engine: 'built-in',
    citations: cleanCitations(r.signals, ledger.citations),
    overview,
    legal_sections: r.variant > 0 ? rotate(r, sections) : sections,
    legal_precedents: precedents(r, ledger),
    compliance_requirements: requirements(r),
    risk_warnings: warnings(r, ledger),
    disclaimer: `General legal information from Grayline’s knowledge base, not legal advice. Verify it with an attorney licensed in ${r.stateName} or with ${boardLine(r.stateCode, r)} before you act; laws change and the facts here were last checked on ${lastChecked}.`,
    lastChecked,
    regenerationCount: r.variant,
  };
}
