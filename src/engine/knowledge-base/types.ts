/**
 * Knowledge-base entry shapes. Every entry carries where the fact came from, when it was last
 * checked (ISO date) and whether it was confirmed against that source; unconfirmed facts are
 * kept but flagged (`verified: false`) and never presented as settled.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { JurisdictionCode } from '../../shared/domain/jurisdictions';
import type { PracticeRole } from '../../shared/domain/roles';

export type Sourced = {
  /** Where the fact was confirmed: a document title and/or URL. */
  source: string;
  /** ISO date (YYYY-MM-DD) the fact was last checked against its source. */
  lastChecked: string;
  verified: boolean;
  /** What could not be confirmed, or a caveat the user must see. */
  note?: string;
};

export type CodeId =
  | 'ACA'
  | 'NASW'
  | 'APA'
  | 'AAMFT'
  | 'ASCA'
  | 'NAADAC'
  | 'CRCC'
  | 'NCDA'
  | 'APA-PSYCH'
  | 'NAPS'
  | 'AAPC'
  | 'AACC'
  | 'NBCC';

export type CodeSection = Sourced & {
  code: CodeId;
  /** Exactly as the code numbers it: 'B.2.a', '1.07(c)', '10.08', 'I-1'. */
  section: string;
  title: string;
  /** One or two sentences in our own words. */
  summary: string;
  categories: IssueCategoryId[];
  /** Cited only when the dilemma is about this (an infection exposed to a partner), not in every case of its categories. */
  onlyWhen?: 'infection-exposure';
};

export type EthicsCode = Sourced & {
  id: CodeId;
  name: string;
  edition: string;
  publisher: string;
  /** Where practitioners can read the full code. */
  url: string;
  /** The association's ethics consultation service, when it has one. */
  ethicsConsultation?: { name: string; phone?: string; url?: string; note?: string };
  sections: CodeSection[];
};

export type FederalRuleId = 'HIPAA' | '42 CFR Part 2' | 'FERPA' | 'CAPTA';

export type FederalProvision = Sourced & {
  rule: FederalRuleId;
  /** '45 CFR 164.512(j)', '34 CFR 99.31(a)(10)', … */
  section: string;
  title: string;
  summary: string;
  categories: IssueCategoryId[];
  /** Practice roles it especially concerns (e.g. FERPA → school counselor); empty means all. */
  roles: PracticeRole[];
};

export type LegalCase = Sourced & {
  /** Short name used as the citation's section, e.g. 'Tarasoff v. Regents of the University of California'. */
  name: string;
  citation: string;
  year: number;
  court: string;
  holding: string;
  relevance: string;
  categories: IssueCategoryId[];
  /** Jurisdictions where it is binding or leading; empty means persuasive everywhere. */
  jurisdictions: JurisdictionCode[];
};

export type DutyToProtectStatus = 'mandatory' | 'permissive' | 'none-or-unclear';

export type StateLawEntry = Sourced & {
  citation: string;
  summary: string;
};

export type StateLaw = {
  code: JurisdictionCode;
  dutyToProtect: Sourced & {
    status: DutyToProtectStatus;
    citations: string[];
    summary: string;
    /** The concrete acts that discharge the duty in this state, when the statute says. */
    discharge: string[];
    /** Published classifications, shown side by side where they disagree. */
    classifications: { jaapl2014?: string; registry2026?: string; ncsl?: string };
    leadingCase?: string;
    /**
     * True when the statute or rule also reaches danger to the patient themself, so a suicide-risk
     * dilemma pulls this entry; when absent the lookup reads the summary conservatively.
     */
    coversSelfHarm?: boolean;
  };
  /**
   * A duty to warn someone (family) when the patient is at risk of suicide or self-harm, kept
   * apart from the duty to protect others so neither is cited for the other's dilemma.
   */
  selfHarmWarning?: SelfHarmWarning;
  /**
   * A statute that makes the clinician report a dangerous patient to an authority (police, a state
   * agency), usually to trigger a firearm restriction. It is a report, not a duty to warn the
   * person at risk, so it is kept apart from `dutyToProtect` and never changes its status.
   */
  dangerReport?: DangerReport;
  childAbuseReporting: StateLawEntry & {
    whoMustReport: string;
    /** When the report is due, e.g. 'immediately by phone; written report within 36 hours'. */
    timeframe: string;
    reportTo: string;
  };
  elderAbuseReporting: StateLawEntry & {
    whoMustReport: string;
    timeframe: string;
    reportTo: string;
  };
  minorConsent: Sourced & {
    /** Youngest age at which a minor may consent to outpatient mental health treatment; null if no general rule. */
    age: number | null;
    citation: string;
    conditions: string;
  };
  /** Licensing board per practice role, where known. */
  licensingBoards: Partial<Record<PracticeRole, Sourced & { name: string; url?: string }>>;
};

export type DecisionModel = Sourced & {
  id: string;
  name: string;
  authors: string;
  year: number;
  reference: string;
  summary: string;
  steps: Array<{ title: string; description: string }>;
  /** Roles or situations it suits best, used to choose which models to apply. */
  suits: Array<PracticeRole | IssueCategoryId | 'any'>;
};

export type SelfHarmWarning = StateLawEntry & {
  whoMustWarn: string;
  /** What the clinician must have found before the duty arises. */
  trigger: string;
  /** Who is to be warned. */
  warn: string;
  /** The steps the law sets, in order, where it lists them. */
  discharge: string[];
};

export type DangerReport = StateLawEntry & {
  whoMustReport: string;
  /** What the clinician must have found or been told before the report is due. */
  trigger: string;
  timeframe: string;
  reportTo: string;
  /** What the report sets in motion, e.g. a five-year firearm prohibition. */
  consequence: string;
  /** Reaches a patient who is a danger to themself (a suicide-risk dilemma pulls it). */
  coversSelfHarm: boolean;
  /** Reaches a patient who is a danger to other people (a duty-to-protect dilemma pulls it). */
  coversOthers: boolean;
};

/**
 * A jurisdiction's medical aid-in-dying law: a statute, or for Montana the court ruling that
 * shields a physician. A lawful request under it is an end-of-life question, not suicide risk.
 */
export type AidInDyingLaw = Sourced & {
  code: JurisdictionCode;
  basis: 'statute' | 'court-ruling';
  /** The act's short title, or the case name. */
  name: string;
  citation: string;
  /** ISO date the law took effect (for Montana, the date of the ruling). */
  inForceFrom: string;
  /** Who may ask, in our words. */
  eligibility: string;
  /** Where the law brings in a mental health professional (capacity or depression assessment). */
  mentalHealthRole: string;
  /**
   * The section saying that acting under the law is not suicide, where it was confirmed; absent
   * when the law has none (Montana) or the section number was not seen.
   */
  notSuicideClause?: string;
};

/** What a citation resolves to, for links from the UI to the knowledge base. */
export type KbEntry = {
  id: string;
  kind: 'code-section' | 'federal' | 'case' | 'state-law' | 'model';
  title: string;
  text: string;
} & Sourced;
