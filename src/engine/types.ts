/**
 * The engine's public data shapes. Every engine module and every consumer (server, CLI, eval)
 * speaks these types; change them here, deliberately.
 */
import type { IssueCategoryId } from '../shared/domain/issue-categories';
import type { JurisdictionCode } from '../shared/domain/jurisdictions';
import type { ExperienceLevel, TheoreticalOrientation } from '../shared/domain/profile-options';
import type { PracticeRole } from '../shared/domain/roles';
import type { RiskLevel } from '../shared/domain/risk';
import type { SafetyScreen, ScreenAnswer, ScreenDomain } from '../shared/domain/safety-screen';

/** A clarifying answer: the question (when known) and what the practitioner wrote. */
export type ClarifyingAnswer = { questionId?: string; question?: string; category?: string; answer: string };

export type UnderstandInput = {
  text: string;
  /** Practice role value, licence role value, or either label; resolved case-insensitively. */
  role: string;
  /** Jurisdiction code or label; resolved case-insensitively. */
  state: string;
  experienceLevel?: ExperienceLevel | string;
  theoreticalOrientation?: TheoreticalOrientation | string;
  /** Map of question id → answer text (the spec's shape), or a list with the questions. */
  clarifyingAnswers?: Record<string, string> | ClarifyingAnswer[];
  /** The structured safety screen's answers: typed choices that set rubric facts directly. */
  safetyScreen?: SafetyScreen;
  /** Possible issues the practitioner confirmed or dismissed on the summary screen. */
  issueDecisions?: IssueDecisions;
};

export type IssueDecisions = { confirmed?: IssueCategoryId[]; dismissed?: IssueCategoryId[] };

/**
 * Where a finding came from: a span of the dilemma text or of one clarifying answer, or a
 * safety-screen answer (offsets 0; `screenItem` names it, e.g. "others.weaponAccess").
 */
export type Evidence = {
  phrase: string;
  source: 'dilemma' | 'answer' | 'screen';
  /** Offsets into the dilemma text (source 'dilemma') or into that answer (source 'answer'). */
  start: number;
  end: number;
  answerId?: string;
  screenItem?: string;
};

export type CategoryFinding = {
  id: IssueCategoryId;
  /** 0–1; findings below the engine's reporting threshold are not returned. */
  confidence: number;
  evidence: Evidence[];
  /** Why it is in the list when the words alone did not put it there. */
  /** 'vocabulary': the vocabulary net alone put it there (near certain, by its cross-validated threshold). */
  basis?: 'text' | 'cues' | 'vocabulary' | 'screen' | 'confirmed';
};

/** A cue family that fired: a kind of signal (a weapon, a target, preparation…), not a phrase. */
export type CueFamilyId =
  | 'veiled-threat'
  | 'grievance'
  | 'weapon'
  | 'target'
  | 'stalking'
  | 'violence-history'
  | 'death-wish'
  | 'hopelessness'
  | 'self-harm'
  | 'self-means'
  | 'self-preparation'
  | 'attempt-history'
  | 'time-trigger'
  | 'infection-exposure'
  /** The vocabulary net (understand/vocabulary.ts): words associated with each danger domain. */
  | 'words-self'
  | 'words-others'
  | 'words-abuse'
  | 'child-sexual'
  | 'child-physical'
  | 'child-neglect'
  | 'child-fear'
  | 'violence-at-home'
  | 'elder-financial'
  | 'elder-physical'
  | 'elder-neglect'
  | 'elder-isolation';

/** The families read from phrase patterns (cue-lexicon.ts); the `words-*` ones come from the vocabulary net. */
export type LexicalCueFamilyId = Exclude<CueFamilyId, 'words-self' | 'words-others' | 'words-abuse'>;

export type CueFinding = { family: CueFamilyId; weight: number; evidence: Evidence[] };

/** What the safety screen knows about one domain, and what it still needs. */
export type ScreenDomainState = {
  domain: ScreenDomain;
  /** The practitioner's Yes / No / Not sure, when given. */
  concern: ScreenAnswer | null;
  /** The cue families in the text that flagged this domain (the screen opens for them). */
  cues: CueFinding[];
  /** Cue score: the families' weights added; 1 or more flags the domain. */
  cueScore: number;
  cued: boolean;
  /** The detailed screen is shown: cued, or the practitioner answered Yes / Not sure. */
  open: boolean;
  complete: boolean;
  /** Required items of an open screen still unanswered. */
  missing: string[];
  /** Items answered "Not sure" (the concern included): unknown, so never read as safe. */
  unsure: string[];
};

export type ScreenState = Record<ScreenDomain, ScreenDomainState> & {
  /** Domains the screen still has to settle: cued or answered Yes / Not sure, not complete. */
  unresolved: ScreenDomain[];
  /** "complete", or "incomplete: others, self" — the CLI and the sections print it. */
  summary: string;
};

/**
 * A fact the text states, hedges or denies. `present` is true only when stated (or affirmed in
 * an answer); hedged facts are `uncertain`; negated facts ("denies any plan") are `negated`.
 */
export type FactStatus = 'present' | 'uncertain' | 'negated' | 'unknown';
export type Fact = { status: FactStatus; evidence: Evidence[] };

export type ExtractedFacts = {
  client: {
    age: number | null;
    isMinor: boolean | null;
    ageEvidence: Evidence[];
  };
  /** A person who could be harmed and can be identified (a named relation, "his ex-wife", "a coworker named…"). */
  identifiableVictim: Fact & { description: string | null };
  firearm: Fact;
  otherMeans: Fact & { kinds: string[] };
  /**
   * `figurative`: a threat phrase the practitioner reads as a figure of speech, with no other sign of
   * danger; it stays hedged until the harm-to-others screen answers it (understand/figurative.ts).
   */
  threat: Fact & { figurative?: boolean };
  plan: Fact;
  intent: Fact;
  /** A stated time frame ("this weekend", "tonight") for the plan or threat. */
  timeline: Fact & { text: string | null };
  /**
   * Preparatory behaviour (C-SSRS item 6; HCR-20 risk management): acquiring means, a note,
   * giving things away, finding out where someone will be. Counts even when ideation is denied.
   */
  preparation: Fact & { kinds: string[] };
  /** Thoughts of method without a plan (C-SSRS item 3); set by the screen. */
  method?: Fact;
  /** Self-harm (cutting, burning) — non-suicidal or not — which opens the self screen. */
  selfHarm?: Fact;
  priorViolence: Fact;
  priorAttempts: Fact;
  suicidalIdeation: Fact;
  subpoena: Fact;
  courtOrder: Fact;
  recordsRequest: Fact;
  /** Someone other than the client asked the practitioner about the client (a parent's call, an employer's, a deputy's). */
  informationRequest: Fact;
  setting: {
    school: Fact;
    agency: Fact;
    privatePractice: Fact;
    hospital: Fact;
    ruralSmallCommunity: Fact;
    telehealth: Fact;
    acrossStateLines: Fact;
  };
  involved: {
    parents: Fact;
    partner: Fact;
    colleague: Fact;
    supervisor: Fact;
    employer: Fact;
    insurer: Fact;
    lawEnforcement: Fact;
    court: Fact;
  };
  /** Protective factors stated (SAFE-T step 2): means restricted, a safety plan, support, engagement. */
  protective?: Fact & { kinds: string[] };
  /** A sexual or romantic relationship, advance or grooming between a practitioner and a client or supervisee (not attraction alone). */
  sexualContact?: Fact;
  /** Signs of abuse or neglect of a child ('child') or an older or dependent adult ('elder'): what a mandated report turns on. */
  abuse?: Fact & { kinds: string[] };
  /**
   * Violence against the client by a partner or ex-partner; `kinds` holds its lethality markers
   * ('strangulation', 'threat-to-kill', 'weapon') or 'violence'.
   */
  partnerViolence?: Fact & { kinds: string[] };
  /** The person who may be causing the abuse still has access to the child or adult (set by the screen). */
  abuserAccess?: Fact;
};

/** How a citation appears in every generated section; resolvable with `resolveCitation`. */
export type Citation = {
  /**
   * Code id ('ACA', 'NASW', …), 'STATE:<code>' for state law, a federal rule id ('HIPAA',
   * '42 CFR Part 2', 'FERPA', 'CAPTA'), 'CASE' for case law, or 'MODEL' for decision models.
   */
  source: string;
  /** Section number, statute citation, case name or model id, exactly as the KB stores it. */
  section: string;
  title: string;
};

export type Understanding = {
  role: PracticeRole;
  state: JurisdictionCode;
  experienceLevel: ExperienceLevel;
  theoreticalOrientation: TheoreticalOrientation | null;
  categories: CategoryFinding[];
  /** Issues near the threshold, offered to the practitioner to confirm or dismiss. */
  possibleCategories: CategoryFinding[];
  /** Issues the practitioner dismissed (not in `categories`, whatever the text says). */
  dismissedCategories: IssueCategoryId[];
  cues: CueFinding[];
  screen: ScreenState;
  facts: ExtractedFacts;
  /** Code sections, federal rules and state-law entries that apply to the categories found. */
  citations: Citation[];
  /** Words the practitioner hedged on ("not sure whether…"), for questions and transparency. */
  uncertainties: Evidence[];
  wordCount: number;
};

export type RiskFactor = {
  id: string;
  label: string;
  /** Points this factor adds (negative for protective factors). */
  weight: number;
  evidence: string[];
};

export const HARM_KEYS = [
  'therapeutic_rupture',
  'client_psychological_harm',
  'escalated_behavior',
  'legal_action',
  'licensing_complaint',
  'professional_reputation_damage',
] as const;
export type HarmKey = (typeof HARM_KEYS)[number];

export type RiskResult = {
  /** Integer 0–10. */
  score: number;
  level: RiskLevel;
  factors: RiskFactor[];
  /** Whole percentages 0–100, derived from the same factors. */
  harmProbabilities: Record<HarmKey, number>;
  /** One or two sentences a clinician can read: why the score is what it is. */
  rationale: string;
};

export type IdentifierKind =
  | 'name'
  | 'date'
  | 'age-over-89'
  | 'phone'
  | 'fax'
  | 'email'
  | 'address'
  | 'zip'
  | 'ssn'
  | 'medical-record'
  | 'health-plan'
  | 'account'
  | 'licence'
  | 'vehicle'
  | 'device'
  | 'url'
  | 'ip'
  | 'other-id';

export type DetectedIdentifier = {
  kind: IdentifierKind;
  text: string;
  start: number;
  end: number;
  /** What `redactIdentifiers` puts in its place, e.g. "[CLIENT NAME]", "[DATE]". */
  placeholder: string;
};
