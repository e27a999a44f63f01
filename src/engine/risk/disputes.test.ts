import { describe, expect, it } from 'vitest';
import { composeSection } from '../compose';
import { understandDilemma } from '../understand';
import { assessRisk, isDisputableFactor, withoutDisputed } from '.';

const INPUT = { text: 'My client said he is going to shoot his ex-wife this weekend. He owns a handgun.', role: 'lcsw', state: 'NY' };

describe('disputed factors', () => {
  it('the score is recomputed without the disputed finding, and the rubric limits cannot be disputed', () => {
    const u = understandDilemma(INPUT);
    const full = assessRisk(u);
    expect(full.factors.map((f) => f.id)).toContain('firearm');
    const without = assessRisk(withoutDisputed(u, ['firearm']));
    expect(without.factors.map((f) => f.id)).not.toContain('firearm');
    expect(without.score).toBeLessThan(full.score);
    for (const id of ['floor', 'ceiling', 'baseline', 'maximum', 'not-assessed:others', 'unsure:self', 'additional:suicide-risk']) expect(isDisputableFactor(id), id).toBe(false);
    // A dispute of a factor the rubric did not give changes nothing.
    expect(assessRisk(withoutDisputed(u, ['prior-attempts']))).toEqual(full);
  });

  it('the risk section keeps the rubric’s reading beside the recomputed score, with the reason', () => {
    const plain = composeSection('risk', INPUT);
    expect(plain.engine_reading).toBeUndefined();
    expect(plain.factors.find((f) => f.id === 'firearm')?.disputable).toBe(true);
    const disputed = composeSection('risk', { ...INPUT, disputedFactors: { firearm: 'The handgun was surrendered to police last month.' } });
    expect(disputed.risk_score).toBeLessThan(plain.risk_score);
    expect(disputed.engine_reading).toMatchObject({ risk_score: plain.risk_score, level: plain.level });
    expect(disputed.disputed_factors).toEqual([expect.objectContaining({ id: 'firearm', reason: 'The handgun was surrendered to police last month.' })]);
  });
});
