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

/** What a citation resolves to, for links from the UI to the knowledge base. */
export type KbEntry = {
  id: string;
  kind: 'code-section' | 'federal' | 'case' | 'state-law' | 'model';
  title: string;
  text: string;
} & Sourced;
