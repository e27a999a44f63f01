/**
 * Prints the boilerplate measure (section-quality-repetition.ts) over both eval splits:
 * `npx tsx eval/repetition.ts`.
 */
import { composeAll, understandDilemma } from '../src/engine';
import { loadSplit, SPLITS } from './load';
import { inputAsSent } from './screen-answers';
import { measureRepetition, type RepetitionSample } from './section-quality-repetition';

export function repetitionSamples(): RepetitionSample[] {
  const samples: RepetitionSample[] = [];
  for (const split of SPLITS) {
    for (const v of loadSplit(split)) {
      const input = inputAsSent(v);
      const understanding = understandDilemma(input);
      samples.push({ id: v.id, categories: understanding.categories.map((c) => c.id), sections: composeAll(input, understanding) as unknown as Record<string, unknown> });
    }
  }
  return samples;
}

if (process.argv[1]?.endsWith('repetition.ts')) {
  const m = measureRepetition(repetitionSamples(), 15);
  console.log(`${m.analyses} analyses, ${m.sentences} counted sentences: ${(m.share * 100).toFixed(1)} % appear word for word in an unrelated dilemma's analysis (${m.sharedPerAnalysis.toFixed(1)} per analysis); ${m.sharedByThree.toFixed(1)} shared by all three of three unrelated dilemmas`);
  for (const t of m.top) console.log(`  ${t.analyses} × ${t.sentence}`);
}
