import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { trainVocabulary } from './train-vocabulary';

// The shipped weights are exactly what the development split trains (nothing hand-edited, no
// test-split text): retrain and compare. After changing the development split or the trainer,
// run `npm run train:vocabulary` and commit the file.
it('the committed vocabulary model is the one the development split trains', () => {
  const committed = JSON.parse(readFileSync(new URL('../src/engine/understand/vocabulary-model.json', import.meta.url), 'utf8'));
  const { model } = trainVocabulary();
  expect(JSON.parse(JSON.stringify(model))).toEqual(committed);
  // Training takes about three minutes alone and grows with the split; beside other test files on
  // two cores it has come close to five, so the limit leaves room rather than failing CI on load.
}, 900_000);
