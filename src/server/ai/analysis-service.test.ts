import { describe, expect, it, vi } from 'vitest';
import type * as Engine from '../../engine';
import { SECTION_KEYS } from '../../shared/domain/sections';
import { createBuiltInService } from './analysis-service';

const understandDilemma = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../engine', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return {
    ...engine,
    understandDilemma: (...args: Parameters<typeof engine.understandDilemma>) => {
      understandDilemma.calls += 1;
      return engine.understandDilemma(...args);
    },
  };
});

const INPUT = { text: 'A client offered me a gift card after our last session and I am unsure whether to accept it.', role: 'lpc', state: 'CA' };

describe('the built-in service', () => {
  it('understands a dilemma once per set of inputs and reuses it for every section', async () => {
    const service = createBuiltInService();
    for (const key of SECTION_KEYS) await service.generate(key, { ...INPUT, regenerationCount: 0, userName: 'Jordan' });
    expect(understandDilemma.calls).toBe(1);
    // Inputs the understanding does not read (who is writing, the focus) reuse it too; an answer does not.
    await service.generate('summary', { ...INPUT, focusAdjustment: { focus: 'legal', description: '' } });
    expect(understandDilemma.calls).toBe(1);
    await service.generate('summary', { ...INPUT, clarifyingAnswers: { 'q-1': 'She has given small gifts before.' } });
    expect(understandDilemma.calls).toBe(2);
  });
});
