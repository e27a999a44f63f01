/**
 * Engine II quality checks (issue 5): for every vignette, every section the built-in engine
 * writes is checked against its contract and its facts. These are independent of the composers'
 * own hygiene rules: the category signatures below are the evaluator's, not the engine's.
 */
import type { z } from 'zod';
import { narrativeOf } from '../src/engine/compose/safety-screen-status';
import type { Citation } from '../src/engine/types';
import {
  ClarifyingQuestionsResponseSchema,
  ConversationStartersResponseSchema,
  CopingResponseSchema,
  DualTrackResponseSchema,
  FinalReportResponseSchema,
  ImpactResponseSchema,
  LegalResponseSchema,
  ModelAnalysisResponseSchema,
  ReflectiveSummaryResponseSchema,
  RiskAssessmentResponseSchema,
  ScriptsResponseSchema,
  StakeholderResponseSchema,
  TimelineResponseSchema,
} from '../src/shared/api/sections';
import type { IssueCategoryId } from '../src/shared/domain/issue-categories';
import type { SafetyScreen } from '../src/shared/domain/safety-screen';
import { completeScreen } from './screen-answers';
import type { Vignette } from './schema';

export const SECTION_SCHEMAS = {
  clarifyingQuestions: ClarifyingQuestionsResponseSchema,
  reflectiveSummary: ReflectiveSummaryResponseSchema,
  conversationApproaches: ConversationStartersResponseSchema,
  riskAssessment: RiskAssessmentResponseSchema,
  timelineAnalysis: TimelineResponseSchema,
  impactAssessment: ImpactResponseSchema,
  copingStrategies: CopingResponseSchema,
  dualTrackAnalysis: DualTrackResponseSchema,
  stakeholderAnalysis: StakeholderResponseSchema,
  legalAnalysis: LegalResponseSchema,
  consultationScripts: ScriptsResponseSchema,
  modelAnalysis: ModelAnalysisResponseSchema,
  finalReport: FinalReportResponseSchema,
} satisfies Record<string, z.ZodType>;

export type SectionName = keyof typeof SECTION_SCHEMAS;
export type AllSections = Record<SectionName, unknown>;

/**
 * Language that belongs to one category only. A section that uses it for a vignette without
 * that category (labelled or acceptable) is talking about a problem the practitioner does not have.
 */
export const CATEGORY_SIGNATURES: Partial<Record<IssueCategoryId, RegExp>> = {
  'duty-to-protect': /\bduty to (?:warn|protect)\b|\bTarasoff\b|\bidentifiable victim\b/i,
  'child-abuse-reporting': /\bchild (?:abuse|protective services)\b|\bCPS\b/,
  'elder-abuse-reporting': /\badult protective services\b|\belder (?:abuse|neglect)\b/i,
  'suicide-risk': /\bsuicid(?:e|al)\b|\b988\b/i,
  'substance-use-records': /\b42 CFR Part 2\b/i,
  'sexual-boundaries': /\bsexual (?:relationship|intimacy|contact)\b|\bromantic relationship\b/i,
};

const PENDING_DOMAIN_CATEGORIES: Record<string, IssueCategoryId[]> = {
  self: ['suicide-risk', 'duty-to-protect'],
  others: ['duty-to-protect'],
  abuse: ['child-abuse-reporting', 'elder-abuse-reporting'],
};

export type SectionIssue = { vignette: string; section: string; problem: string };

export type SectionQuality = {
  vignettes: number;
  sectionsChecked: number;
  schemaFailures: SectionIssue[];
  unresolvedCitations: SectionIssue[];
  legalWithoutStateStatute: SectionIssue[];
  hygieneViolations: SectionIssue[];
  duplicateSummaries: SectionIssue[];
  regenerationUnchanged: SectionIssue[];
  crashes: SectionIssue[];
};

export type SectionEngine = {
  composeAll: (input: {
    text: string;
    role: string;
    state: string;
    experienceLevel?: string;
    theoreticalOrientation?: string;
    clarifyingAnswers?: Vignette['clarifyingAnswers'];
    safetyScreen?: SafetyScreen;
    regenerationCount?: number;
  }) => AllSections;
  resolveCitation: (citation: Citation) => unknown;
  /** The statute strings the knowledge base holds for one state topic ('' when none). */
  stateTopicCitations: (state: string, topic: Vignette['expected']['stateTopics'][number]) => string[];
};

function citationsIn(section: unknown): Citation[] {
  const list = (section as { citations?: unknown } | null)?.citations;
  return Array.isArray(list) ? (list as Citation[]) : [];
}

/** The sections as the product writes them: with the practitioner's safety-screen answers. */
function inputOf(vignette: Vignette, regenerationCount = 0) {
  return {
    text: vignette.text,
    role: vignette.role,
    state: vignette.state,
    experienceLevel: vignette.experienceLevel,
    theoreticalOrientation: vignette.theoreticalOrientation,
    clarifyingAnswers: vignette.clarifyingAnswers,
    safetyScreen: vignette.safetyScreen ? completeScreen(vignette.safetyScreen) : undefined,
    regenerationCount,
  };
}

/** Runs every composer on every vignette and collects what fails the issue's checks. */
export function evaluateSections(vignettes: Vignette[], engine: SectionEngine): SectionQuality {
  const quality: SectionQuality = {
    vignettes: vignettes.length,
    sectionsChecked: 0,
    schemaFailures: [],
    unresolvedCitations: [],
    legalWithoutStateStatute: [],
    hygieneViolations: [],
    duplicateSummaries: [],
    regenerationUnchanged: [],
    crashes: [],
  };
  const summaries = new Map<string, string>();

  for (const vignette of vignettes) {
    let sections: AllSections;
    try {
      sections = engine.composeAll(inputOf(vignette));
    } catch (error) {
      quality.crashes.push({ vignette: vignette.id, section: 'all', problem: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const allowed = new Set<IssueCategoryId>([...vignette.expected.categories, ...(vignette.expected.acceptableCategories ?? [])]);
    // Several states' duty-to-protect statutes also reach danger to self, so a suicide-risk
    // dilemma may rightly cite them.
    if (allowed.has('suicide-risk')) allowed.add('duty-to-protect');
    // A danger the safety screen has not settled is "not yet assessed", not absent: a section
    // may name it (the product requires the screen before any later section is written).
    const pending = (sections.reflectiveSummary as { safety_screen?: { unresolved?: string[] } } | undefined)?.safety_screen?.unresolved ?? [];
    for (const domain of pending) for (const category of PENDING_DOMAIN_CATEGORIES[domain] ?? []) allowed.add(category);

    for (const [name, schema] of Object.entries(SECTION_SCHEMAS) as Array<[SectionName, z.ZodType]>) {
      quality.sectionsChecked += 1;
      const section = sections[name];
      const parsed = schema.safeParse(section);
      if (!parsed.success) {
        quality.schemaFailures.push({ vignette: vignette.id, section: name, problem: parsed.error.issues.slice(0, 2).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      }
      for (const citation of citationsIn(section)) {
        if (!engine.resolveCitation(citation)) {
          quality.unresolvedCitations.push({ vignette: vignette.id, section: name, problem: `${citation.source} ${citation.section}` });
        }
      }
      const text = JSON.stringify(narrativeOf(section));
      for (const [category, signature] of Object.entries(CATEGORY_SIGNATURES) as Array<[IssueCategoryId, RegExp]>) {
        if (allowed.has(category)) continue;
        const match = text.match(signature);
        if (match) quality.hygieneViolations.push({ vignette: vignette.id, section: name, problem: `${category}: "${match[0]}"` });
      }
    }

    // The legal section must cite the selected state's law whenever a state topic is in play and
    // the knowledge base holds a statute for it.
    if (vignette.expected.stateTopics.some((topic) => engine.stateTopicCitations(vignette.state, topic).some(Boolean))) {
      const stateCitations = citationsIn(sections.legalAnalysis).filter((c) => c.source === `STATE:${vignette.state}`);
      if (stateCitations.length === 0) quality.legalWithoutStateStatute.push({ vignette: vignette.id, section: 'legalAnalysis', problem: `no STATE:${vignette.state} citation` });
    }

    const summary = (sections.reflectiveSummary as { summary?: string }).summary ?? '';
    const twin = summaries.get(summary);
    if (twin) quality.duplicateSummaries.push({ vignette: vignette.id, section: 'reflectiveSummary', problem: `identical to ${twin}` });
    summaries.set(summary, vignette.id);

    const regenerated = engine.composeAll(inputOf(vignette, 1));
    for (const name of ['reflectiveSummary', 'riskAssessment', 'stakeholderAnalysis', 'legalAnalysis'] as const) {
      if (JSON.stringify(regenerated[name]) === JSON.stringify(sections[name])) {
        quality.regenerationUnchanged.push({ vignette: vignette.id, section: name, problem: 'a regeneration returned the same section' });
      }
    }
  }
  return quality;
}

export function sectionQualityPassed(quality: SectionQuality): boolean {
  return (
    quality.crashes.length === 0 &&
    quality.schemaFailures.length === 0 &&
    quality.unresolvedCitations.length === 0 &&
    quality.legalWithoutStateStatute.length === 0 &&
    quality.hygieneViolations.length === 0 &&
    quality.duplicateSummaries.length === 0 &&
    quality.regenerationUnchanged.length === 0
  );
}

export function formatSectionQuality(quality: SectionQuality): string {
  const line = (label: string, issues: SectionIssue[]) =>
    `${issues.length === 0 ? 'PASS' : 'FAIL'}  ${label}: ${issues.length}${issues.length ? `\n${issues.slice(0, 8).map((i) => `        ${i.vignette} / ${i.section}: ${i.problem}`).join('\n')}` : ''}`;
  return [
    `Section quality: ${quality.vignettes} vignettes × 13 sections (${quality.sectionsChecked} sections checked)`,
    line('crashes', quality.crashes),
    line('sections failing their schema', quality.schemaFailures),
    line('citations that do not resolve', quality.unresolvedCitations),
    line('legal sections without the state’s statutes', quality.legalWithoutStateStatute),
    line('sections using another category’s language', quality.hygieneViolations),
    line('identical summaries for different vignettes', quality.duplicateSummaries),
    line('regenerations that changed nothing', quality.regenerationUnchanged),
  ].join('\n');
}

