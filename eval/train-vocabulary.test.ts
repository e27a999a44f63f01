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
}, 300_000);
