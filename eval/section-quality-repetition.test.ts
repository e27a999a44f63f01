import { describe, expect, it } from 'vitest';
import { repetitionSamples } from './repetition';
import { measureRepetition } from './section-quality-repetition';

/**
 * The budget, set from the measurement when the composers were rewritten to draw on each
 * dilemma (issue 12; `npx tsx eval/repetition.ts` prints it): 9.4 % of an analysis's sentences (42 of 451) then appeared word for word in
 * the analysis of an unrelated dilemma, and 0.4 sentences on average in all three analyses of three
 * mutually unrelated dilemmas — against 40.6 % and 86 before. Disclaimers and definitions are not
 * counted (section-quality-repetition.ts).
 */
const MAX_SHARE = 0.105;
const MAX_SHARED_BY_THREE = 2;

describe('boilerplate across unrelated dilemmas', () => {
  it('keeps the share of sentences repeated word for word in unrelated dilemmas within its budget, on both splits', () => {
    const samples = repetitionSamples();
    const measure = measureRepetition(samples, 10);
    const top = measure.top.map((t) => `${t.analyses} × ${t.sentence}`).join('\n');
    expect(measure.analyses).toBeGreaterThan(1200);
    expect(measure.share, `${(measure.share * 100).toFixed(1)} % shared (${measure.sharedPerAnalysis.toFixed(1)} per analysis); most repeated:\n${top}`).toBeLessThanOrEqual(MAX_SHARE);
    expect(measure.sharedByThree).toBeLessThanOrEqual(MAX_SHARED_BY_THREE);
  }, 240_000);

  it('counts a sentence repeated in unrelated dilemmas, and leaves out disclaimers, definitions and the knowledge base’s own words', () => {
    const boilerplate = 'Take a moment to breathe before you make any call at all.';
    const disclaimer = 'This is legal information to take to your attorney or licensing board, not legal advice.';
    const section = (own: string) => ({ summary: `${own} ${boilerplate} ${disclaimer} Moral distress arises when you know what you believe is right but cannot act on it.` });
    const measure = measureRepetition([
      { id: 'gift', categories: ['gifts'], sections: { s: section('The ceramic bowl from your client is the question here today.') } },
      { id: 'threat', categories: ['duty-to-protect'], sections: { s: section('The threat against his ex-wife this weekend comes first.') } },
      { id: 'gift-2', categories: ['gifts'], sections: { s: { summary: 'The gift card from the client is small and the note is warm.' } } },
    ]);
    expect(measure.sentences).toBe(5);
    expect(measure.shared).toBe(2);
    expect(measure.top.map((t) => t.sentence)).toEqual([boilerplate]);
  });
});
