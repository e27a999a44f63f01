import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { ImpactResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeImpact } from './impact';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { CONTROL, FRIEND_REQUEST, GIFT, inputOf, vignettes } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'During session my client said he is going to kill his ex-wife this weekend, and that he bought a handgun last week. He knows where she works and when she leaves. He would not take it back when I asked.',
  role: 'lpc',
  state: 'CA',
};

const textOf = (value: unknown) => JSON.stringify(value);

describe('composeImpact', () => {
  it('validates with three to six dimensions, resolvable citations and hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = ImpactResponseSchema.parse(composeImpact(ctx));
      const count = Object.keys(result.dimensions).length;
      expect(count, v.id).toBeGreaterThanOrEqual(3);
      expect(count, v.id).toBeLessThanOrEqual(6);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });


  it('rates a critical threat as severe, with legal exposure and the dilemma’s own facts', () => {
    const result = composeImpact(buildContext(THREAT));
    expect(result.dimensions['Legal exposure']).toBeDefined();
    expect(result.dimensions.Emotional?.intensity_level).toBe('Severe');
    expect(result.dimensions['Moral distress']?.moral_distress_level).toBeGreaterThanOrEqual(7);
    expect(textOf(result)).toMatch(/ex-wife/);
    expect(textOf(result)).toMatch(/this weekend/);
  });

  it('frames a beginning professional toward supervision and an experienced one toward consultation', () => {
    const beginning = composeImpact(buildContext({ ...THREAT, experienceLevel: 'beginning' }));
    const experienced = composeImpact(buildContext({ ...THREAT, experienceLevel: 'experienced' }));
    expect(beginning.dimensions['Professional identity']?.description).toMatch(/beginning professional.*supervision/);
    expect(experienced.dimensions['Professional identity']?.description).toMatch(/experienced practitioner.*[Cc]onsultation/);
    expect(beginning.dimensions['Moral distress']?.moral_distress_level).toBeGreaterThanOrEqual(experienced.dimensions['Moral distress']?.moral_distress_level ?? 0);
  });

  it('keeps a gift, a friend request and a no-issue control low and clean, without legal exposure', () => {
    for (const input of [GIFT, FRIEND_REQUEST, CONTROL]) {
      const ctx = buildContext(input);
      const result = composeImpact(ctx);
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result)))).toEqual([]);
      expect(textOf(result)).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|\b988\b|\b911\b/i);
      expect(result.dimensions['Legal exposure']).toBeUndefined();
      expect(result.dimensions['Moral distress']?.moral_distress_level).toBeLessThanOrEqual(4);
    }
  });

  it('differs between two gift dilemmas and on regeneration, records the count, and is deterministic', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    expect(textOf(composeImpact(buildContext(GIFT)))).not.toEqual(textOf(composeImpact(buildContext(inputOf(scarf!)))));
    const base = composeImpact(buildContext(THREAT));
    const again = composeImpact(buildContext({ ...THREAT, regenerationCount: 1 }));
    expect(again.regenerationCount).toBe(1);
    expect(Object.keys(again.dimensions)[0]).not.toEqual(Object.keys(base.dimensions)[0]);
    expect(composeImpact(buildContext(THREAT))).toEqual(base);
  });
});
