import { describe, expect, it } from 'vitest';
import { CATEGORY_LEXICON } from '../src/engine/understand/category-lexicon';
import { CONCEPT_LEXICON } from '../src/engine/understand/concept-lexicon';
import { CUE_LEXICON } from '../src/engine/understand/cue-lexicon';
import { FACT_LEXICON } from '../src/engine/understand/fact-lexicon';
import { t } from '../src/engine/understand/lexicon';
import { copiedRuns, literalRuns } from './independence';
import { loadPairGroups, loadSplit } from './load';

/** Concept terms are plain words; as patterns they are literal runs like any other. */
const CONCEPTS = Object.fromEntries(Object.entries(CONCEPT_LEXICON).map(([id, terms]) => [id, terms.map((term) => t(term.replace(/[*_]/g, ' '), 1))]));
const LEXICONS = { category: CATEGORY_LEXICON, fact: FACT_LEXICON, cue: CUE_LEXICON, concept: CONCEPTS };

function testTexts(): string[] {
  const vignettes = loadSplit('test');
  return [
    ...vignettes.map((v) => v.text),
    ...vignettes.flatMap((v) => (Array.isArray(v.clarifyingAnswers) ? v.clarifyingAnswers.map((a) => a.answer) : Object.values(v.clarifyingAnswers ?? {}))),
    ...loadPairGroups('test').flatMap((g) => g.wordings),
  ];
}

describe('test-split independence', () => {
  it('no lexicon pattern contains a run of four or more words copied from a test-split text', () => {
    const texts = testTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(copiedRuns(LEXICONS, texts)).toEqual([]);
  });

  it('finds a copied run when there is one (the check can fail)', () => {
    const planted = { planted: { x: [t('(?:he|she) said the whole family would regret crossing', 0.5)] } };
    expect(copiedRuns(planted, ['Yesterday she said the whole family would regret crossing him.'])).toHaveLength(1);
    expect(copiedRuns(planted, ['She said the family was sorry.'])).toEqual([]);
  });

  it('reads the plain-word runs of a pattern', () => {
    expect(literalRuns('(?:told me|said) the neighbour will regret crossing (?:him|her)')).toEqual(['the neighbour will regret crossing']);
    // Everyday idioms have too few distinctive words to count as copying.
    expect(literalRuns("won['’]t live to see it")).toEqual([]);
    expect(literalRuns('(?:at|by) the end of the (?:week|month)')).toEqual([]);
    // Terms of art name the thing itself.
    expect(literalRuns('(?:request for |)medical aid in dying')).toEqual([]);
  });
});
