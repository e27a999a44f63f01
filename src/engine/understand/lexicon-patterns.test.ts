import { describe, expect, it } from 'vitest';
import { CATEGORY_LEXICON } from './category-lexicon';
import { CUE_LEXICON } from './cue-lexicon';
import { FACT_LEXICON } from './fact-lexicon';
import type { TriggerSpec } from './lexicon';

/**
 * A space in a pattern is a required run of whitespace (lexicon.ts `compile`), so a space before
 * an optional group is required even when the group is absent: "overdose (?:herself)?" then needs
 * whitespace and a word after it, and "tried to overdose at 16" never matched. The optional word
 * must carry its own space: "overdose(?: herself)?".
 */
function requiredSpaceBeforeOptionalGroup(source: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== ' ' || source[i + 1] !== '(' || source[i + 2] === '?' && '!=<'.includes(source[i + 3] ?? '')) continue;
    const end = closingParen(source, i + 1);
    if (end < 0 || source[end + 1] !== '?' || source[end + 2] === '?') continue;
    const next = source[end + 2];
    // " ?" after the group is optional whitespace: "asked (?:her)? ?for" is fine.
    const spaceFollows = next === ' ' && source[end + 3] !== '?' && source[end + 3] !== '*';
    if (spaceFollows || next === '|' || next === undefined) found.push(source.slice(Math.max(0, i - 25), end + 3));
  }
  return found;
}

function closingParen(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let j = open; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j;
  }
  return -1;
}

describe('lexicon patterns', () => {
  const lexicons: Array<[string, Record<string, readonly TriggerSpec[]>]> = [
    ['cue', CUE_LEXICON],
    ['fact', FACT_LEXICON],
    ['category', CATEGORY_LEXICON],
  ];

  it('finds the pitfall it guards against', () => {
    expect(requiredSpaceBeforeOptionalGroup('tried to overdose (?:herself|himself)?|attempt')).toHaveLength(1);
    expect(requiredSpaceBeforeOptionalGroup('keep (?:the) (?:weekly)? sessions')).toHaveLength(1);
    expect(requiredSpaceBeforeOptionalGroup('asked (?:her|him)? ?for|tried to overdose(?: herself)?')).toEqual([]);
  });

  it.each(lexicons)('%s lexicon: no optional group behind a required space', (_name, lexicon) => {
    const offending = Object.entries(lexicon).flatMap(([key, specs]) => specs.flatMap((spec, index) => requiredSpaceBeforeOptionalGroup(spec.p).map((at) => `${key}#${index}: …${at}`)));
    expect(offending).toEqual([]);
  });

  // "\b" in a quoted string is a backspace, not a word edge: written '…\b…' it silently never matches.
  it.each(lexicons)('%s lexicon: no control characters (a word edge written without its double backslash)', (_name, lexicon) => {
    const offending = Object.entries(lexicon).flatMap(([key, specs]) => specs.flatMap((spec, index) => ([...spec.p].some((c) => c.charCodeAt(0) < 0x20) ? [`${key}#${index}`] : [])));
    expect(offending).toEqual([]);
  });
});
