/**
 * Runs the engine over the labelled vignettes and identifier samples and scores it. The engine is
 * passed in (run.ts hands over the real one), so the scoring can be tested with a stand-in.
 */
import type { StateLaw } from '../src/engine/knowledge-base/types';
import type { DetectedIdentifier, RiskResult, Understanding, UnderstandInput } from '../src/engine/types';
import { ISSUE_CATEGORY_IDS } from '../src/shared/domain/issue-categories';
import type { JurisdictionCode } from '../src/shared/domain/jurisdictions';
import type { RiskLevel } from '../src/shared/domain/risk';
import {
  bandDistance,
  bandMetrics,
  categoryMetrics,
  checkBars,
  compareCategories,
  compareIdentifiers,
  hasCitation,
  hasStateCitation,
  identifierTotals,
  locatePhrases,
  ratio,
  type BandMetrics,
  type BarName,
  type BarResult,
  type CategoryMetrics,
  type IdentifierOutcome,
  type IdentifierTotals,
} from './metrics';
import type { IdentifierSample, LabelledCitation, PairGroup, StateTopic, Vignette } from './schema';
import { completeScreen } from './screen-answers';

export type EvalEngine = {
  understandDilemma: (input: UnderstandInput) => Understanding;
  assessRisk: (understanding: Understanding) => RiskResult;
  detectIdentifiers: (text: string) => DetectedIdentifier[];
  stateLaw: (code: JurisdictionCode) => StateLaw;
};

/** The statute strings `stateLaw()` holds for each labelled topic (h3 brief). */
export function topicCitations(law: StateLaw, topic: StateTopic): string[] {
  switch (topic) {
    case 'duty-to-protect':
      return law.dutyToProtect.citations;
    case 'child-abuse-reporting':
      return [law.childAbuseReporting.citation];
    case 'elder-abuse-reporting':
      return [law.elderAbuseReporting.citation];
    case 'minor-consent':
      return [law.minorConsent.citation];
  }
}

export type EvalMode = 'text' | 'screen';

export type VignetteResult = {
  id: string;
  title: string;
  role: string;
  state: string;
  error: string | null;
  expectedCategories: string[];
  predictedCategories: string[];
  /** Stated plus offered ("possible") issues: what the practitioner is shown to consider. */
  flaggedCategories: string[];
  missingCategories: string[];
  unexpectedCategories: string[];
  forbiddenHits: string[];
  expectedBand: RiskLevel;
  gotBand: RiskLevel | null;
  score: number | null;
  screenSummary: string | null;
  codeCitations: { expected: number; found: number; missing: LabelledCitation[] };
  stateTopics: { expected: number; found: number; missing: Array<{ topic: StateTopic; wanted: string[] }> };
};

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function evaluateVignette(vignette: Vignette, engine: EvalEngine, mode: EvalMode = 'text'): VignetteResult {
  const { expected } = vignette;
  const expectedBand = mode === 'screen' ? (expected.riskBandWithScreen ?? expected.riskBand) : expected.riskBand;
  const base = {
    id: vignette.id,
    title: vignette.title,
    role: vignette.role,
    state: vignette.state,
    expectedCategories: [...expected.categories],
    expectedBand,
  };
  let understanding: Understanding;
  let risk: RiskResult;
  try {
    const input: UnderstandInput = {
      text: vignette.text,
      role: vignette.role,
      state: vignette.state,
      experienceLevel: vignette.experienceLevel,
      theoreticalOrientation: vignette.theoreticalOrientation,
      clarifyingAnswers: vignette.clarifyingAnswers,
    };
    if (mode === 'screen' && vignette.safetyScreen) input.safetyScreen = completeScreen(vignette.safetyScreen);
    understanding = engine.understandDilemma(input);
    risk = engine.assessRisk(understanding);
  } catch (error) {
    // One crashing vignette is a finding to report, not a reason to stop scoring the rest.
    return {
      ...base,
      error: describeError(error),
      predictedCategories: [],
      flaggedCategories: [],
      missingCategories: [...expected.categories],
      unexpectedCategories: [],
      forbiddenHits: [],
      gotBand: null,
      score: null,
      screenSummary: null,
      codeCitations: { expected: expected.citations.length, found: 0, missing: [...expected.citations] },
      stateTopics: {
        expected: expected.stateTopics.length,
        found: 0,
        missing: expected.stateTopics.map((topic) => ({ topic, wanted: [] })),
      },
    };
  }

  const predicted = understanding.categories.map((finding) => finding.id);
  const flagged = [...predicted, ...(understanding.possibleCategories ?? []).map((finding) => finding.id)];
  const outcome = compareCategories({
    expected: expected.categories,
    predicted,
    acceptable: expected.acceptableCategories,
  });
  const missingCitations = expected.citations.filter((c) => !hasCitation(understanding.citations, c));

  let law: StateLaw | null = null;
  let lawError: string | null = null;
  try {
    law = engine.stateLaw(vignette.state as JurisdictionCode);
  } catch (error) {
    lawError = describeError(error);
  }
  const missingTopics = expected.stateTopics
    .map((topic) => ({ topic, wanted: law ? topicCitations(law, topic) : [] }))
    .filter(({ wanted }) => !hasStateCitation(understanding.citations, vignette.state, wanted));

  return {
    ...base,
    error: lawError && expected.stateTopics.length > 0 ? `stateLaw(${vignette.state}): ${lawError}` : null,
    predictedCategories: predicted,
    flaggedCategories: flagged,
    missingCategories: outcome.falseNegatives,
    unexpectedCategories: outcome.falsePositives,
    forbiddenHits: predicted.filter((id) => expected.forbiddenCategories?.includes(id)),
    gotBand: risk.level,
    score: risk.score,
    screenSummary: understanding.screen?.summary ?? null,
    codeCitations: {
      expected: expected.citations.length,
      found: expected.citations.length - missingCitations.length,
      missing: missingCitations,
    },
    stateTopics: {
      expected: expected.stateTopics.length,
      found: expected.stateTopics.length - missingTopics.length,
      missing: missingTopics,
    },
  };
}

export type IdentifierResult = IdentifierOutcome & { text: string };

export function evaluateIdentifierSample(sample: IdentifierSample, engine: EvalEngine): IdentifierResult {
  const labels = locatePhrases(sample.text, sample.identifiers).filter((l) => l !== null);
  const hardNegatives = locatePhrases(
    sample.text,
    (sample.hardNegatives ?? []).map((text) => ({ text })),
  ).filter((n) => n !== null);
  const detections = engine.detectIdentifiers(sample.text);
  return { text: sample.text, ...compareIdentifiers({ labels, hardNegatives, detections }) };
}

export type ModeReport = {
  mode: EvalMode;
  vignetteCount: number;
  categories: CategoryMetrics;
  /** Recall when offered ("possible") issues count too. */
  flaggedRecall: number | null;
  bands: BandMetrics;
  /** HIGH or CRITICAL dilemmas the engine scored LOW: the failure to avoid above all. */
  dangerScoredLow: string[];
  forbidden: { hits: number; labels: number; rate: number | null };
  citations: {
    code: { expected: number; found: number; recall: number | null };
    stateTopics: { expected: number; found: number; recall: number | null };
    overall: { expected: number; found: number; recall: number | null };
  };
  vignettes: VignetteResult[];
};

const DANGER_BANDS: ReadonlySet<RiskLevel> = new Set(['HIGH', 'CRITICAL']);

/** Scores one way of reading the vignettes: from the text alone, or with the screen's answers. */
export function evaluateMode({ vignettes, engine, mode }: { vignettes: readonly Vignette[]; engine: EvalEngine; mode: EvalMode }): ModeReport {
  const scored = mode === 'screen' ? vignettes.filter((v) => v.safetyScreen) : vignettes;
  const results = scored.map((v) => evaluateVignette(v, engine, mode));
  const categoryCases = (pick: (r: VignetteResult) => string[]) =>
    scored.map((v, i) => ({ expected: v.expected.categories, predicted: pick(results[i]!), acceptable: v.expected.acceptableCategories }));
  const categories = categoryMetrics(categoryCases((r) => r.predictedCategories), ISSUE_CATEGORY_IDS);
  const flagged = categoryMetrics(categoryCases((r) => r.flaggedCategories), ISSUE_CATEGORY_IDS);
  // A crashed vignette has no band: score it as the furthest band so it fails both band bars.
  const bands = bandMetrics(
    results.map((r) => ({
      expected: r.expectedBand,
      got: r.gotBand ?? (bandDistance(r.expectedBand, 'LOW') >= 2 ? 'LOW' : 'CRITICAL'),
    })),
  );
  const sum = (pick: (r: VignetteResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const code = { expected: sum((r) => r.codeCitations.expected), found: sum((r) => r.codeCitations.found) };
  const topics = { expected: sum((r) => r.stateTopics.expected), found: sum((r) => r.stateTopics.found) };
  const overall = { expected: code.expected + topics.expected, found: code.found + topics.found };
  const forbiddenLabels = scored.reduce((n, v) => n + (v.expected.forbiddenCategories?.length ?? 0), 0);
  const forbiddenHits = sum((r) => r.forbiddenHits.length);
  return {
    mode,
    vignetteCount: scored.length,
    categories,
    flaggedRecall: flagged.micro.recall,
    bands,
    dangerScoredLow: results.filter((r) => DANGER_BANDS.has(r.expectedBand) && (r.gotBand === 'LOW' || r.gotBand === null)).map((r) => r.id),
    forbidden: { hits: forbiddenHits, labels: forbiddenLabels, rate: ratio(forbiddenHits, forbiddenLabels) },
    citations: {
      code: { ...code, recall: ratio(code.found, code.expected) },
      stateTopics: { ...topics, recall: ratio(topics.found, topics.expected) },
      overall: { ...overall, recall: ratio(overall.found, overall.expected) },
    },
    vignettes: results,
  };
}

export type PairWording = { band: RiskLevel | null; missing: string[]; forbiddenHits: string[]; error: string | null };
export type PairResult = { id: string; expectedBand: RiskLevel; consistent: boolean; wordings: PairWording[] };
export type PairReport = { groups: PairResult[]; consistency: number | null; wordingsExact: number | null };

/**
 * Minimal pairs: every wording of one case must get the expected band and the expected
 * categories (and no forbidden one). A group passes only when all its wordings do.
 */
export function evaluatePairs(groups: readonly PairGroup[], engine: EvalEngine): PairReport {
  const results = groups.map((group): PairResult => {
    const wordings = group.wordings.map((text, index): PairWording => {
      const result = evaluateVignette(
        {
          id: `${group.id}#${index + 1}`,
          title: group.title,
          role: group.role,
          state: group.state,
          text,
          expected: { ...group.expected, citations: [], stateTopics: [] },
        },
        engine,
      );
      return { band: result.gotBand, missing: result.missingCategories, forbiddenHits: result.forbiddenHits, error: result.error };
    });
    const consistent = wordings.every((w) => w.error === null && w.band === group.expected.riskBand && w.missing.length === 0 && w.forbiddenHits.length === 0);
    return { id: group.id, expectedBand: group.expected.riskBand, consistent, wordings };
  });
  const all = results.flatMap((r) => r.wordings.map((w) => ({ w, expected: r.expectedBand })));
  return {
    groups: results,
    consistency: ratio(results.filter((r) => r.consistent).length, results.length),
    wordingsExact: ratio(all.filter(({ w, expected }) => w.band === expected).length, all.length),
  };
}

export type SplitReport = {
  split: string;
  text: ModeReport;
  screen: ModeReport;
  pairs: PairReport | null;
  bars: BarResult[];
  passed: boolean;
};

export function evaluateSplit({
  split,
  vignettes,
  pairGroups = [],
  engine,
}: {
  split: string;
  vignettes: readonly Vignette[];
  pairGroups?: readonly PairGroup[];
  engine: EvalEngine;
}): SplitReport {
  const text = evaluateMode({ vignettes, engine, mode: 'text' });
  const screen = evaluateMode({ vignettes, engine, mode: 'screen' });
  const pairs = pairGroups.length > 0 ? evaluatePairs(pairGroups, engine) : null;
  const values: Partial<Record<BarName, number | null>> = {
    categoryRecall: text.categories.micro.recall,
    categoryPrecision: text.categories.micro.precision,
    forbiddenRate: text.forbidden.rate ?? 0,
    bandExact: text.bands.exactAccuracy,
    bandWithinOne: text.bands.withinOneAccuracy,
    dangerScoredLow: text.dangerScoredLow.length,
  };
  if (screen.vignetteCount > 0) {
    values.screenBandExact = screen.bands.exactAccuracy;
    values.screenBandWithinOne = screen.bands.withinOneAccuracy;
    values.screenDangerScoredLow = screen.dangerScoredLow.length;
    values.screenForbiddenRate = screen.forbidden.rate ?? 0;
  }
  if (pairs) values.pairConsistency = pairs.consistency;
  if (text.citations.overall.expected > 0) values.citationRecall = text.citations.overall.recall;
  const bars = checkBars(values);
  const crashed = [...text.vignettes, ...screen.vignettes].some((r) => r.error !== null);
  return { split, text, screen, pairs, bars, passed: bars.every((b) => b.passed) && !crashed };
}

export type IdentifierReport = IdentifierTotals & {
  samples: number;
  hardNegatives: number;
  hardNegativesFlagged: number;
  bars: BarResult[];
  passed: boolean;
  results: IdentifierResult[];
};

export function evaluateIdentifiers(identifierSamples: readonly IdentifierSample[], engine: EvalEngine): IdentifierReport {
  const results = identifierSamples.map((s) => evaluateIdentifierSample(s, engine));
  const totals = identifierTotals(results);
  const hardNegatives = identifierSamples.reduce((n, s) => n + (s.hardNegatives?.length ?? 0), 0);
  const flaggedNegatives = new Set(
    results.flatMap((r, i) => r.falsePositives.filter((f) => f.hardNegative).map((f) => `${i}:${f.hardNegative}`)),
  );
  const bars = checkBars({ identifierRecall: totals.recall, identifierPrecision: totals.precision });
  return {
    ...totals,
    samples: identifierSamples.length,
    hardNegatives,
    hardNegativesFlagged: flaggedNegatives.size,
    bars,
    passed: bars.every((b) => b.passed),
    results,
  };
}
