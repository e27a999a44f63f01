/**
 * Context words before a match raise its score. Presidio looks five words back and adds 0.35 with a
 * floor of 0.4 (security-privacy-and-llm-notes §3); a character window of about that size is cheaper
 * than tokenising and behaves the same on prose.
 */
const CONTEXT_WINDOW = 40;
const CONTEXT_BOOST = 0.35;
const CONTEXT_FLOOR = 0.4;

/** The text just before `start`, cut at the previous line break so a heading does not lend context to the next line. */
export function textBefore(text: string, start: number, window = CONTEXT_WINDOW): string {
  const from = Math.max(0, start - window);
  const slice = text.slice(from, start);
  const lineBreak = slice.lastIndexOf('\n');
  return lineBreak === -1 ? slice : slice.slice(lineBreak + 1);
}

export function hasContext(text: string, start: number, pattern: RegExp, window = CONTEXT_WINDOW): boolean {
  return pattern.test(textBefore(text, start, window));
}

export function boost(score: number, hasContextWord: boolean): number {
  if (!hasContextWord) return score;
  return Math.min(1, Math.max(CONTEXT_FLOOR, score + CONTEXT_BOOST));
}
