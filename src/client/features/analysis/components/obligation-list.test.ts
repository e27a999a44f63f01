import { describe, expect, it } from 'vitest';
import { completeSentences } from './obligation-list';

describe('completeSentences', () => {
  it('ends a shortened summary at its last full sentence', () => {
    const line = 'Cal. Civ. Code (§ 43.92): No duty to warn arises unless a serious threat was communicated. The duty is discharged by reasonable efforts to warn the victim and the pol…';
    expect(completeSentences(line)).toEqual({
      text: 'Cal. Civ. Code (§ 43.92): No duty to warn arises unless a serious threat was communicated.',
      shortened: true,
    });
  });

  it('starts the summary after the section, so the label’s abbreviations never end it', () => {
    const line =
      'California: duty to warn/protect (Cal. Civ. Code § 43.92): Status: mandatory. A psychotherapist is liable only when the patient has communicated a serious threat; the duty is…';
    expect(completeSentences(line, '§ 43.92')).toEqual({ text: 'California: duty to warn/protect (Cal. Civ. Code § 43.92): Status: mandatory.', shortened: true });
    const noSentence = 'California: duty to warn/protect (Cal. Civ. Code § 43.92): A psychotherapist is liable only when…';
    expect(completeSentences(noSentence, '§ 43.92').text).toBe('California: duty to warn/protect (Cal. Civ. Code § 43.92): A psychotherapist is liable only when …');
  });

  it('never cuts inside the citation label, and marks a summary with no full sentence as continued', () => {
    const line = 'Cal. Civ. Code (§ 43.92): No duty to warn arises unless a serious threat of violence against a reasonably identifiable…';
    expect(completeSentences(line)).toEqual({ text: 'Cal. Civ. Code (§ 43.92): No duty to warn arises unless a serious threat of violence against a reasonably identifiable …', shortened: true });
  });

  it('leaves a complete line alone', () => {
    expect(completeSentences('ACA Code of Ethics B.2.a: Confidentiality may be broken to protect.')).toEqual({
      text: 'ACA Code of Ethics B.2.a: Confidentiality may be broken to protect.',
      shortened: false,
    });
  });
});
