import { expect, it } from 'vitest';
import { loadComposerBaseline } from './load';
import { BUILT_IN_SECTION_ENGINE } from './section-engine';
import { evaluateSections, formatSectionQuality, sectionQualityPassed } from './section-quality';

// Issue 5: every section of every vignette is schema-valid, cites only what resolves, cites the
// state's statutes where a state topic is in play, stays within the dilemma's categories, differs
// between dilemmas and changes on regeneration.
it('meets every section-quality check on the labelled vignettes', () => {
  const quality = evaluateSections(loadComposerBaseline(), BUILT_IN_SECTION_ENGINE);
  expect(sectionQualityPassed(quality), formatSectionQuality(quality)).toBe(true);
  expect(quality.sectionsChecked).toBeGreaterThanOrEqual(60 * 13);
}, 120_000);

it('catches a section that breaks the rules (the checks can fail)', () => {
  const [vignette] = loadComposerBaseline().filter((v) => v.expected.categories.includes('gifts'));
  const quality = evaluateSections([vignette!], {
    ...BUILT_IN_SECTION_ENGINE,
    composeAll: (input) => {
      const sections = BUILT_IN_SECTION_ENGINE.composeAll(input);
      return { ...sections, reflectiveSummary: { summary: 'Consider your duty to warn under Tarasoff.', citations: [{ source: 'ACA', section: 'Z.9', title: 'x' }] } };
    },
  });
  expect(quality.schemaFailures.map((i) => i.section)).toContain('reflectiveSummary');
  expect(quality.unresolvedCitations).toHaveLength(1);
  expect(quality.hygieneViolations.some((i) => i.problem.startsWith('duty-to-protect'))).toBe(true);
  expect(quality.regenerationUnchanged.map((i) => i.section)).toContain('reflectiveSummary');
});
