/**
 * `npm run eval`: scores the built-in engine against the labelled vignettes and identifier set,
 * prints a table (or JSON with --json) and exits 1 when any bar is missed (h3 brief).
 */
import { assessRisk, detectIdentifiers, stateLaw, understandDilemma } from '../src/engine';
import { evaluate } from './evaluate';
import { loadIdentifierSet, loadVignettes } from './load';
import { formatReport } from './report';

const asJson = process.argv.includes('--json');

const report = evaluate({
  vignettes: loadVignettes(),
  identifierSamples: loadIdentifierSet(),
  engine: { understandDilemma, assessRisk, detectIdentifiers, stateLaw },
});

process.stdout.write(`${asJson ? JSON.stringify(report, null, 2) : formatReport(report)}\n`);
process.exitCode = report.passed ? 0 : 1;
