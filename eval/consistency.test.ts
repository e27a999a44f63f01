import { expect, it } from 'vitest';
import { checkConsistency, composeAll, understandDilemma, type Violation } from '../src/engine';
import { loadSplit, SPLITS } from './load';
import { inputAsSent } from './screen-answers';

/**
 * Issue 12's consistency gate over every vignette of both splits, as the product sends them (with
 * the practitioner's screen answers), and again regenerated with a stakeholder focused and one
 * added: no section contradicts a duty, the state's law on who may be told, the one urgency, what
 * the practitioner said, or the stakeholder map.
 */
it('passes the consistency gate on every vignette of both splits, first generation and regenerated', () => {
  const violations: Array<Violation & { vignette: string }> = [];
  let analyses = 0;
  for (const split of SPLITS) {
    for (const [index, v] of loadSplit(split).entries()) {
      const input = inputAsSent(v);
      const understanding = understandDilemma(input);
      const variants = index % 4 === 0 ? [input, { ...input, regenerationCount: 1, focusStakeholder: 'the client’s mother', addedStakeholders: ['School principal'] }] : [input];
      for (const variant of variants) {
        analyses += 1;
        for (const violation of checkConsistency(variant, understanding, composeAll(variant, understanding))) violations.push({ ...violation, vignette: v.id });
      }
    }
  }
  expect(analyses).toBeGreaterThan(1500);
  expect(violations.slice(0, 20), `${violations.length} violations`).toEqual([]);
}, 240_000);
