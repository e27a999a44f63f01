/**
 * `npm run eval`: scores the built-in engine against the labelled vignettes and identifier set,
 * prints a table (or JSON with --json) and exits 1 when any bar is missed (h3 brief).
 */
import { assessRisk, detectIdentifiers, stateLaw, understandDilemma } from '../src/engine';
import { evaluate } from './evaluate';
import { loadIdentifierSet, loadVignettes } from './load';
import { formatReport } from './report';
import { BUILT_IN_SECTION_ENGINE } from './section-engine';
import { evaluateSections, formatSectionQuality, sectionQualityPassed } from './section-quality';

const asJson = process.argv.includes('--json');

const report = evaluate({
  vignettes: loadVignettes(),
  identifierSamples: loadIdentifierSet(),
  engine: { understandDilemma, assessRisk, detectIdentifiers, stateLaw },
});

const sections = evaluateSections(loadVignettes(), BUILT_IN_SECTION_ENGINE);

process.stdout.write(
  asJson ? `${JSON.stringify({ ...report, sections }, null, 2)}\n` : `${formatReport(report)}\n\n${formatSectionQuality(sections)}\n`,
);
process.exitCode = report.passed && sectionQualityPassed(sections) ? 0 : 1;
