import { expect, it } from 'vitest';
import { assessRisk, detectIdentifiers, stateLaw, understandDilemma } from '../src/engine';
import { evaluate } from './evaluate';
import { loadIdentifierSet, loadVignettes } from './load';
import { formatReport } from './report';

// The issue puts the evaluation in `npm test`: the built-in engine must meet every bar on the labelled set.
it('meets every evaluation bar on the labelled vignettes and identifier set', () => {
  const report = evaluate({
    vignettes: loadVignettes(),
    identifierSamples: loadIdentifierSet(),
    engine: { understandDilemma, assessRisk, detectIdentifiers, stateLaw },
  });
  const failed = report.bars.filter((b) => !b.passed).map((b) => `${b.name} ${b.value === null ? 'undefined' : b.value.toFixed(3)} < ${b.bar}`);
  const crashed = report.vignettes.filter((v) => v.error !== null).map((v) => `${v.id}: ${v.error}`);
  expect({ failed, crashed }, formatReport(report)).toEqual({ failed: [], crashed: [] });
});
