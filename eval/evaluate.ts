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
  type BarResult,
  type CategoryMetrics,
  type IdentifierOutcome,
  type IdentifierTotals,
} from './metrics';
import type { IdentifierSample, LabelledCitation, StateTopic, Vignette } from './schema';

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

export type VignetteResult = {
  id: string;
  title: string;
  role: string;
  state: string;
  error: string | null;
  expectedCategories: string[];
  predictedCategories: string[];
  missingCategories: string[];
  unexpectedCategories: string[];
  forbiddenHits: string[];
  expectedBand: RiskLevel;
  gotBand: RiskLevel | null;
  score: number | null;
  codeCitations: { expected: number; found: number; missing: LabelledCitation[] };
  stateTopics: { expected: number; found: number; missing: Array<{ topic: StateTopic; wanted: string[] }> };
};

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function evaluateVignette(vignette: Vignette, engine: EvalEngine): VignetteResult {
  const { expected } = vignette;
  const base = {
    id: vignette.id,
    title: vignette.title,
    role: vignette.role,
    state: vignette.state,
    expectedCategories: [...expected.categories],
    expectedBand: expected.riskBand,
  };
  let understanding: Understanding;
  let risk: RiskResult;
  try {
    understanding = engine.understandDilemma({
      text: vignette.text,
      role: vignette.role,
      state: vignette.state,
      experienceLevel: vignette.experienceLevel,
      theoreticalOrientation: vignette.theoreticalOrientation,
      clarifyingAnswers: vignette.clarifyingAnswers,
    });
    risk = engine.assessRisk(understanding);
  } catch (error) {
    // One crashing vignette is a finding to report, not a reason to stop scoring the rest.
    return {
      ...base,
      error: describeError(error),
      predictedCategories: [],
      missingCategories: [...expected.categories],
      unexpectedCategories: [],
      forbiddenHits: [],
      gotBand: null,
      score: null,
      codeCitations: { expected: expected.citations.length, found: 0, missing: [...expected.citations] },
      stateTopics: {
        expected: expected.stateTopics.length,
        found: 0,
        missing: expected.stateTopics.map((topic) => ({ topic, wanted: [] })),
      },
    };
  }

  const predicted = understanding.categories.map((finding) => finding.id);
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
    missingCategories: outcome.falseNegatives,
    unexpectedCategories: outcome.falsePositives,
    forbiddenHits: predicted.filter((id) => expected.forbiddenCategories?.includes(id)),
    gotBand: risk.level,
    score: risk.score,
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

export type EvalReport = {
  vignetteCount: number;
  categories: CategoryMetrics;
  bands: BandMetrics;
  citations: {
    code: { expected: number; found: number; recall: number | null };
    stateTopics: { expected: number; found: number; recall: number | null };
    overall: { expected: number; found: number; recall: number | null };
  };
  forbiddenHits: number;
  identifiers: IdentifierTotals & { samples: number; hardNegatives: number; hardNegativesFlagged: number };
  bars: BarResult[];
  passed: boolean;
  vignettes: VignetteResult[];
  identifierSamples: IdentifierResult[];
};

export function evaluate({
  vignettes,
  identifierSamples,
  engine,
}: {
  vignettes: readonly Vignette[];
  identifierSamples: readonly IdentifierSample[];
  engine: EvalEngine;
}): EvalReport {
  const results = vignettes.map((v) => evaluateVignette(v, engine));
  const categories = categoryMetrics(
    vignettes.map((v, i) => ({
      expected: v.expected.categories,
      predicted: results[i]!.predictedCategories,
      acceptable: v.expected.acceptableCategories,
    })),
    ISSUE_CATEGORY_IDS,
  );
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

  const idResults = identifierSamples.map((s) => evaluateIdentifierSample(s, engine));
  const idTotals = identifierTotals(idResults);
  const hardNegatives = identifierSamples.reduce((n, s) => n + (s.hardNegatives?.length ?? 0), 0);
  const flaggedNegatives = new Set(
    idResults.flatMap((r, i) => r.falsePositives.filter((f) => f.hardNegative).map((f) => `${i}:${f.hardNegative}`)),
  );

  const citationRecall = ratio(overall.found, overall.expected);
  const bars = checkBars({
    categoryRecall: categories.micro.recall,
    categoryPrecision: categories.micro.precision,
    bandExact: bands.exactAccuracy,
    bandWithinOne: bands.withinOneAccuracy,
    citationRecall,
    identifierRecall: idTotals.recall,
    identifierPrecision: idTotals.precision,
  });

  return {
    vignetteCount: vignettes.length,
    categories,
    bands,
    citations: {
      code: { ...code, recall: ratio(code.found, code.expected) },
      stateTopics: { ...topics, recall: ratio(topics.found, topics.expected) },
      overall: { ...overall, recall: citationRecall },
    },
    forbiddenHits: sum((r) => r.forbiddenHits.length),
    identifiers: {
      ...idTotals,
      samples: identifierSamples.length,
      hardNegatives,
      hardNegativesFlagged: flaggedNegatives.size,
    },
    bars,
    passed: bars.every((b) => b.passed) && results.every((r) => r.error === null),
    vignettes: results,
    identifierSamples: idResults,
  };
}
