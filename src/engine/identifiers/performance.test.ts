import { describe, expect, it } from 'vitest';
import { detectIdentifiers, redactIdentifiers } from './index';

/** The UI highlights as the user types (issue text), so a long dilemma must be checked in a few milliseconds. */
const PARAGRAPH =
  'My client Sarah Whitfield, a 34-year-old teacher, disclosed on March 14 that her ex-husband Tom has been ' +
  'texting threats from 555-123-4567. She takes Zoloft and Adderall; her PHQ-9 was 18 and the Beck Depression ' +
  'Inventory suggested severe symptoms. We discussed Tarasoff, the ACA Code and whether I, as an LPC in Ohio, ' +
  'must warn him. Her mother, age 92, lives at 12 Elm Street in Springfield, IL 62704, and her MRN 00482913 is on ' +
  'the hospital letter. In 2019 she attended 12 sessions; the fee was $150 (CPT 90837). Last week she denied a plan.';

function medianMs(run: () => void, iterations: number): number {
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.POSITIVE_INFINITY;
}

/**
 * Tests run in parallel with others on a shared machine, which steals whole time slices; the
 * quietest of a few batches measures our code rather than the neighbours.
 */
function quietestMedianMs(run: () => void): number {
  for (let i = 0; i < 20; i += 1) run();
  return Math.min(...Array.from({ length: 20 }, () => medianMs(run, 15)));
}

describe('identifier guard speed', () => {
  const words = PARAGRAPH.split(/\s+/).length;
  const text = Array.from({ length: Math.ceil(2000 / words) }, () => PARAGRAPH).join(' ');

  it('checks a 2,000-word dilemma in well under 5 ms (median)', () => {
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(2000);
    expect(quietestMedianMs(() => detectIdentifiers(text))).toBeLessThan(5);
  });

  it('redacts the same text within the same budget', () => {
    expect(quietestMedianMs(() => redactIdentifiers(text))).toBeLessThan(5);
  });
});
