/**
 * `npm run eval [-- --split dev|test] [--json] [--quiet]`: scores the built-in engine on each split
 * (from the text alone and with the safety-screen answers, plus the minimal pairs) and on the
 * identifier set, prints the tables, and exits 1 when any bar is missed.
 */
import { assessRisk, detectIdentifiers, stateLaw, understandDilemma } from '../src/engine';
import { evaluateIdentifiers, evaluateSplit } from './evaluate';
import { loadComposerBaseline, loadIdentifierSet, loadPairGroups, loadSplit, SPLITS, type Split } from './load';
import { formatIdentifiers, formatSplit, formatSummary } from './report';
import { BUILT_IN_SECTION_ENGINE } from './section-engine';
import { evaluateSections, formatSectionQuality, sectionQualityPassed } from './section-quality';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const quiet = args.includes('--quiet');
const splitArg = args.find((a, i) => args[i - 1] === '--split');
const splits: Split[] = splitArg ? [splitArg as Split] : [...SPLITS];
if (splits.some((s) => !SPLITS.includes(s))) {
  process.stderr.write(`eval: --split must be one of ${SPLITS.join(', ')}\n`);
  process.exit(2);
}

const engine = { understandDilemma, assessRisk, detectIdentifiers, stateLaw };
const reports = splits.map((split) => evaluateSplit({ split, vignettes: loadSplit(split), pairGroups: loadPairGroups(split), engine }));
const identifiers = evaluateIdentifiers(loadIdentifierSet(), engine);
const sections = evaluateSections(loadComposerBaseline(), BUILT_IN_SECTION_ENGINE);
const passed = reports.every((r) => r.passed) && identifiers.passed && sectionQualityPassed(sections);

if (asJson) {
  process.stdout.write(`${JSON.stringify({ splits: reports, identifiers, sections, passed }, null, 2)}\n`);
} else {
  const parts = [
    ...reports.map((r) => formatSplit(r, { misses: !quiet })),
    formatIdentifiers(identifiers),
    formatSectionQuality(sections),
    formatSummary(reports),
    passed ? 'RESULT: all bars met' : 'RESULT: below the bars (see FAIL rows above)',
  ];
  process.stdout.write(`${parts.join('\n\n')}\n`);
}
process.exitCode = passed ? 0 : 1;
