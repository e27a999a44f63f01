import { describe, expect, it } from 'vitest';
import { countWords, lowerFirst, normaliseQuotes, polarityAt, segment, sentenceIndexOf } from './text';

/** Polarity of the first occurrence of `phrase` in `text`. */
function polarity(text: string, phrase: string) {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`"${phrase}" not in text`);
  return polarityAt(text, segment(text), start, start + phrase.length);
}

describe('polarityAt', () => {
  it.each([
    ['Client denies SI.', 'SI', 'negated'],
    ['There is no history of violence.', 'history of violence', 'negated'],
    ['She has never owned a gun.', 'gun', 'negated'],
    ['He was not suicidal last week.', 'suicidal', 'negated'],
    ["He doesn't have a gun.", 'gun', 'negated'],
    ['Plan: denied.', 'Plan', 'negated'],
    ['Suicidal ideation was ruled out.', 'Suicidal ideation', 'negated'],
    ['Client reports a plan.', 'plan', 'present'],
    ['Denies SI but reports a plan.', 'plan', 'present'],
    ['No plan; however, he bought a rifle.', 'rifle', 'present'],
    ["I'm not sure whether he owns a gun.", 'gun', 'uncertain'],
    ['He might have access to pills.', 'pills', 'uncertain'],
    ['I wonder if she is suicidal.', 'suicidal', 'uncertain'],
    ['She never denied having a plan.', 'plan', 'present'],
    ['No one knows he has a gun.', 'gun', 'present'],
    ["She hasn't told her sister and is afraid of him.", 'afraid', 'present'],
  ])('%s → "%s" is %s', (text, phrase, expected) => {
    expect(polarity(text, phrase)).toBe(expected);
  });

  it('does not negate a phrase far from the cue', () => {
    expect(polarity('He denied it at first, then over the next three long sessions talked openly about his rifle.', 'rifle')).toBe('present');
  });

  it('ignores negation when asked to (phrases that carry their own)', () => {
    const text = 'She does not want her parents to know.';
    expect(polarityAt(text, segment(text), 0, text.length - 1, false)).toBe('present');
  });
});

describe('segment', () => {
  it('splits sentences but not abbreviations', () => {
    const text = 'Dr. Smith saw her. She said no. Then she left!\n\nNew paragraph';
    const { sentenceStarts } = segment(text);
    expect(sentenceStarts.map((s) => text.slice(s, s + 3))).toEqual(['Dr.', 'She', 'The', 'New']);
    expect(sentenceIndexOf(segment(text), text.indexOf('left'))).toBe(2);
  });

  it('keeps a trailing-off ellipsis before a lower-case word in its sentence, and ends one before a capital', () => {
    const text = 'See you Monday... or not. He left… Then he called.';
    expect(segment(text).sentenceStarts.map((s) => text.slice(s, s + 4))).toEqual(['See ', 'He l', 'Then']);
  });
});

describe('normaliseQuotes', () => {
  it("blanks quotation marks but keeps apostrophes and every offset", () => {
    const text = `He said 'I'm done' and "that's it".`;
    const normalised = normaliseQuotes(text);
    expect(normalised).toHaveLength(text.length);
    expect(normalised).toBe(`He said  I'm done  and  that's it .`);
  });
});

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
  });
});

describe('lowerFirst', () => {
  it.each([
    ['His ex-wife', 'his ex-wife'],
    ['Access to a firearm', 'access to a firearm'],
    ['his sister and the family at Thanksgiving', 'his sister and the family at Thanksgiving'],
    ['C-SSRS items 4–6', 'C-SSRS items 4–6'],
    ['HIV exposure', 'HIV exposure'],
  ])('%s → %s', (text, expected) => {
    expect(lowerFirst(text)).toBe(expected);
  });
});
