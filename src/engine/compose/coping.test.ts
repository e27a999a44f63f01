import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { CopingResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeCoping } from './coping';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { CONTROL, GIFT, inputOf, vignettes } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'During session my client said he is going to kill his ex-wife this weekend, and that he bought a handgun last week. He knows where she works and when she leaves. He would not take it back when I asked.',
  role: 'lpc',
  state: 'CA',
  experienceLevel: 'beginning',
  theoreticalOrientation: 'act',
  supervisorContact: { name: 'Dr. Rivera' },
};

const textOf = (value: unknown) => JSON.stringify(value);

describe('composeCoping', () => {
  it('never lists the same strategy twice in a group, for every vignette', () => {
    for (const v of vignettes) {
      const result = composeCoping(buildContext(inputOf(v)));
      for (const [key, group] of Object.entries(result.strategies)) expect(new Set(group.strategies).size, `${v.id} ${key}`).toBe(group.strategies.length);
    }
  });

  it('validates with the four groups, resolvable citations and hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = CopingResponseSchema.parse(composeCoping(ctx));
      expect(Object.keys(result.strategies), v.id).toEqual(['immediate', 'professional_support', 'self_care', 'reflective_practice']);
      for (const group of Object.values(result.strategies)) expect(group.strategies.length, v.id).toBeGreaterThan(1);
      expect(result.immediate_coping.length, v.id).toBeGreaterThan(1);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('fits a critical threat: the time frame, the supervisor by name, the insurer line and the orientation', () => {
    const result = composeCoping(buildContext(THREAT));
    expect(result.strategies.immediate?.strategies.join(' ')).toMatch(/this weekend/);
    expect(result.strategies.professional_support?.strategies.join(' ')).toMatch(/Dr\. Rivera/);
    expect(result.strategies.professional_support?.strategies.join(' ')).toMatch(/liability insurer/);
    expect(result.strategies.professional_support?.strategies.join(' ')).toMatch(/extra supervision/);
    expect(result.strategies.reflective_practice?.title).toMatch(/Acceptance and Commitment Therapy/);
    expect(result.immediate_coping.join(' ')).toMatch(/consultation is available today/);
  });

  it('keeps a gift and a no-issue control calm and free of other categories’ language', () => {
    for (const input of [GIFT, CONTROL]) {
      const ctx = buildContext(input);
      const result = composeCoping(ctx);
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result)))).toEqual([]);
      expect(textOf(result)).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|\b988\b|\b911\b|liability insurer/i);
      expect(result.immediate_coping.join(' ')).toMatch(/time to think/);
    }
  });

  it('grounds two gift dilemmas in their own words so they differ', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    const result = composeCoping(buildContext(inputOf(scarf!)));
    expect(result.strategies.immediate?.strategies.join(' ')).toMatch(/scarf/);
    expect(textOf(composeCoping(buildContext(GIFT)))).not.toEqual(textOf(result));
  });

  it('differs by orientation and on regeneration, and is deterministic', () => {
    const cbt = composeCoping(buildContext({ ...GIFT, theoreticalOrientation: 'cbt' }));
    const dynamic = composeCoping(buildContext({ ...GIFT, theoreticalOrientation: 'psychodynamic' }));
    expect(textOf(cbt.strategies.reflective_practice)).not.toEqual(textOf(dynamic.strategies.reflective_practice));
    const again = composeCoping(buildContext({ ...GIFT, theoreticalOrientation: 'cbt', regenerationCount: 1 }));
    expect(textOf(again.strategies.self_care)).not.toEqual(textOf(cbt.strategies.self_care));
    expect(composeCoping(buildContext(THREAT))).toEqual(composeCoping(buildContext(THREAT)));
  });
});
