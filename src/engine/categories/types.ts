/**
 * What the engine knows about one issue category, in one place. Every field is required, so the
 * compiler names whatever a new category's file lacks; a field that does not apply holds an
 * explicit `null` (or an empty list), never a silent fall-back to generic text. The composers and
 * the rubric read these definitions; none of them switches on a category id.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { ScreenDomain } from '../../shared/domain/safety-screen';
import type { Reading } from '../compose/reading';
import type { Reach, StateLawTopic } from '../knowledge-base';
import type { CodeId } from '../knowledge-base/types';
import type { CategoryRule } from '../risk/rubric';

export type PrincipleId = 'autonomy' | 'beneficence' | 'nonmaleficence' | 'justice' | 'fidelity' | 'veracity';

export type Pathway = {
  approach: string;
  rationale: string;
  recommended: boolean;
  /** Base chance of a good outcome, before the risk score adjusts it. */
  positive: number;
  /** Base chance of a harmful outcome. */
  negative: number;
};

export type Mitigation = { strategy: string; reduction: string; implementation: string; timeframe: string };

/** What a careful consultant says about the issue: the question, the tension, the courses of action. */
export type Guidance = {
  /** Noun phrase for prose: "a gift from a client". */
  topic: string;
  /** The question a consultant would help answer, phrased for this dilemma. */
  question: (r: Reading) => string;
  /** What pulls against what. */
  tension: string;
  principles: readonly PrincipleId[];
  /** The realistic courses of action; exactly one is recommended. */
  pathways: (r: Reading) => Pathway[];
  mitigations: (r: Reading) => Mitigation[];
  /** Concrete next steps, most urgent first. */
  actions: (r: Reading) => string[];
  monitoring: readonly string[];
  development: readonly string[];
  /** What belongs in the record for this issue. */
  documentation: readonly string[];
  /** How the client could be hurt, and what they stand to lose. */
  clientHarm: { mechanism: string; atStake: string };
};

/**
 * The reflective summary's insights: what the issue puts in tension. What the practitioner is
 * weighing is the guidance's question, so the summary and every section ask one question.
 */
export type Insight = {
  /** "Principle vs. principle: why" lines. */
  principles: readonly string[];
  values: readonly string[];
  decisions: readonly string[];
  /** Completes "what is at stake is …". */
  stakes: string;
};

/** What the issue tends to ask of the practitioner (impact and dual-track screens). */
export type ImpactProfile = {
  /** Base moral distress, 0–10, before the risk level and experience adjust it. */
  distress: number;
  emotional: string;
  identity: string;
  relational: string;
  /** The legal exposure, for issues with a legal dimension. */
  legal: string | null;
  /** Concrete effects the practitioner may notice. */
  impacts: readonly string[];
  /** The personal values the situation is likely to engage. */
  values: readonly string[];
  /** Feelings practitioners commonly report in this situation. */
  feelings: readonly string[];
};

/** Lines a practitioner can say (conversation approaches). */
export type ConversationLines = { starters: string[]; responses: string[]; messages: string[]; followUps: string[] };

export type Alignment = 'Strong' | 'Partial' | 'Weak';
/** A row of the dual-track decision matrix. */
export type DecisionOption = { option: string; professional: Alignment; personal: Alignment; notes: string };

export type Scenario = { title: string; description: string; benefits: string[]; harms: string[] };

/** The timeline's actions by phase, and what acting or waiting is likely to mean. */
export type CategoryTimeline = { now: string[]; soon: string[]; week: string[]; ongoing: string[]; act: Scenario; wait: Scenario };

/**
 * The issue in de-identified clinical shorthand for scripts and the documentation note: a clause
 * about the client ("who offered me a gift") or about the practice ("I have a concern about a
 * colleague's conduct"), in the practitioner's first person. It states only what the
 * practitioner wrote or answered.
 */
export type Situation = { about: 'client' | 'practice'; clause: (r: Reading) => string };

/** The people an issue brings onto the stakeholder map (compose/parties.ts builds them). */
export type PartyKey =
  | 'victim'
  | 'police'
  | 'child'
  | 'elder'
  | 'caregiver'
  | 'parents'
  | 'support'
  | 'members'
  | 'colleague'
  | 'colleague-clients'
  | 'protection-agency'
  | 'court'
  | 'insurer'
  | 'other-state'
  | 'agency'
  | 'community';

/** Where the codes themselves read the issue differently: each entry a section the knowledge base holds. */
export type CodeDivergence = { topic: string; sections: ReadonlyArray<readonly [CodeId, string]> };

/**
 * A duty that overrides confidentiality: protecting someone the client threatened, protecting the
 * client's own life, or a mandated report. When one is in play every section leads with it.
 */
export type DutyKind = 'protect-others' | 'protect-self' | 'report-child' | 'report-elder';

/** The legal analysis's sections an issue opens (compose/legal.ts writes them from the knowledge base). */
export type LegalTopic =
  | 'duty-to-protect'
  | 'danger-to-self'
  | 'child-reporting'
  | 'elder-reporting'
  | 'minor-consent'
  | 'records'
  | 'substance-records'
  | 'documentation'
  | 'telehealth'
  | 'aid-in-dying';

export type CategoryDefinition = {
  id: IssueCategoryId;
  /** What the practitioner is deciding about, in a few words ("the gift", "the threat"): generic advice names it. */
  subject: string;
  /** The safety-screen domain whose answers settle this issue, when one does. */
  screen: ScreenDomain | null;
  duty: DutyKind | null;
  /**
   * What the issue does to confidentiality when no duty overrides it: limits to agree in advance
   * (a minor's parents, a couple), or consent that guards every disclosure.
   */
  confidentiality: 'limits' | 'guards' | null;
  /** The risk rubric's points for the issue (risk/RUBRIC.md). */
  rubric: CategoryRule;
  /** The state-law entries the issue cites, and which danger a rule must reach to count. */
  stateLaw: ReadonlyArray<{ topic: StateLawTopic; reach?: Reach }>;
  legal: readonly LegalTopic[];
  guidance: Guidance;
  insight: Insight;
  impact: ImpactProfile;
  conversation: (r: Reading) => ConversationLines;
  options: readonly DecisionOption[];
  timeline: (r: Reading) => CategoryTimeline;
  situation: Situation;
  /** What to say to the client about this issue, and who else it brings onto the map. */
  stakeholders: { message: string; parties: readonly PartyKey[] };
  /** Professional support particular to the issue (coping strategies), if any. */
  coping: string | null;
  /** What "it went well" looks like (the report's success measures). */
  success: readonly string[];
  /** What is likely to pull the practitioner away from the ethical choice (model analysis). */
  pulls: string;
  /** The standard of care the issue is usually measured against, in plain terms (dual track). */
  standardOfCare: string;
  codeDivergence: CodeDivergence | null;
  /** A structured assessment framework the risk screen names, if the issue has one. */
  framework: { name: string; relevance: string } | null;
  /** What to ask the licensing board, when the board is a resource for this issue. */
  licensingBoard: string | null;
};

/** A routine practice question (no issue found): the same knowledge minus what only an issue has. */
export type RoutineDefinition = Pick<CategoryDefinition, 'subject' | 'guidance' | 'insight' | 'impact' | 'options' | 'stakeholders' | 'success' | 'pulls' | 'standardOfCare'> & {
  conversation: ConversationLines;
  timeline: CategoryTimeline;
};
