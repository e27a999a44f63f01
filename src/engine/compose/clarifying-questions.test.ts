import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { ClarifyingQuestionsResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { composeClarifyingQuestions } from './clarifying-questions';
import { buildContext, type GenerationInput } from './context';
import { COLLEAGUE_QUESTION_ID } from './questions';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { CONTROL, GIFT, inputOf, vignettes } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'During session my client said he is going to hurt his brother-in-law after a fight over money, and that he knows where he parks after work. He would not say more. I am in private practice in a small town.',
  role: 'lpc',
  state: 'CA',
};
const SUBPOENA: GenerationInput = {
  text: 'I received a subpoena from opposing counsel in my client’s divorce asking for her complete treatment record, including my process notes. My client does not want anything released. The response date is in ten days.',
  role: 'psychologist',
  state: 'NY',
};
const MINOR: GenerationInput = {
  text: 'A teenager came to my practice asking for counseling about anxiety and does not want her parents to know she is coming. She says they would be angry. Can I see her without parental consent?',
  role: 'lpc',
  state: 'CA',
};

const textOf = (value: unknown) => JSON.stringify(value);

/** The practitioner's own question to the tool, worded two ways: its words are not facts to quote back. */
const OWN_QUESTION: GenerationInput[] = [
  {
    text: 'I\'m a school social worker in Ohio. A junior I\'ve seen for a year said his stepdad "finally showed him where the key to the gun cabinet is," and that the guys who have been posting about him "won\'t be laughing at lunch after Monday." His mom works nights. Who do I call first, and what do I tell his mom?',
    role: 'school-counselor',
    state: 'OH',
  },
  {
    text: 'A 16-year-old client told me she has been drinking at parties most weekends and sometimes drives home afterwards. Should I tell her parents, and what do I tell them about our sessions?',
    role: 'lpc',
    state: 'OR',
  },
];

describe('composeClarifyingQuestions', () => {
  it.each(OWN_QUESTION.map((input, i) => [i, input] as const))('wording %i: quotes facts about the situation, never the practitioner’s own question', (_i, input) => {
    const r = readingOf(buildContext(input));
    const asked = r.questionSpans.map(([start, end]) => input.text.slice(start, end).toLowerCase());
    expect(asked.length).toBeGreaterThan(0);
    const result = composeClarifyingQuestions(buildContext(input));
    for (const q of result.questions) {
      for (const quote of q.question.match(/“[^”]+”/g) ?? []) {
        const words = quote.slice(1, -1).toLowerCase();
        const elsewhere = input.text.toLowerCase().split(words).length - 1 > asked.filter((a) => a.includes(words)).length;
        expect(elsewhere, `${q.question}`).toBe(true);
      }
    }
    expect(JSON.stringify(result)).not.toMatch(/“what do I tell”/);
  });

  it('does not ask what a gift is worth when the dilemma says so', () => {
    const asked = (text: string) => composeClarifyingQuestions(buildContext({ text, role: 'lmft', state: 'CA' })).questions.map((q) => q.question).join(' ');
    expect(asked('A client brought me a scarf she knitted at our last session, and a gift card worth about $60.')).not.toContain('What is the gift worth');
    expect(asked('A client brought me a scarf she knitted at our last session and a gift card.')).toContain('What is the gift worth');
  });

  it('returns five to eight questions that validate, with the colleague question fifth, for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = ClarifyingQuestionsResponseSchema.parse(composeClarifyingQuestions(ctx));
      expect(result.questions.length, v.id).toBeGreaterThanOrEqual(5);
      expect(result.questions.length, v.id).toBeLessThanOrEqual(8);
      expect(result.questions[4]?.id, v.id).toBe(COLLEAGUE_QUESTION_ID);
      expect(result.questions[4]?.question, v.id).toMatch(/colleague/i);
      expect(result.questions[4]?.question, v.id).toMatch(/same dilemma/i);
      expect(new Set(result.questions.map((q) => q.id)).size, v.id).toBe(result.questions.length);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('leaves means, intent and history to the safety screen, and asks how to reach the person threatened', () => {
    const result = composeClarifyingQuestions(buildContext(THREAT));
    const ids = result.questions.map((q) => q.id);
    for (const screened of ['q-means', 'q-intent-timeline', 'q-victim', 'q-prior-violence', 'q-ideation', 'q-attempts']) expect(ids).not.toContain(screened);
    expect(ids).toContain('q-victim-contact');
    expect(textOf(result)).toMatch(/California/);
    expect(result.citations.some((c) => c.source === 'STATE:CA')).toBe(true);
  });

  it('asks who holds the records and what kind of legal request it is when a subpoena is mentioned', () => {
    const result = composeClarifyingQuestions(buildContext(SUBPOENA));
    const ids = result.questions.map((q) => q.id);
    expect(ids).toContain('q-subpoena-type');
    expect(ids).toContain('q-records-holder');
    expect(result.questions.find((q) => q.id === 'q-subpoena-type')?.question).toMatch(/the subpoena/);
  });

  it('asks who is asking for the records, not what kind of legal paper it is, when no legal process is described', () => {
    const result = composeClarifyingQuestions(
      buildContext({ text: 'A parent emailed asking me to send her the notes from my sessions with her 15-year-old son. He asked me to keep what he told me private. What am I required to share?', role: 'school-counselor', state: 'MI' }),
    );
    const ids = result.questions.map((q) => q.id);
    expect(ids).toContain('q-records-requester');
    expect(ids).not.toContain('q-subpoena-type');
  });

  it('asks the client’s age when minor consent is in play but no age is given, citing the state rule', () => {
    const result = composeClarifyingQuestions(buildContext(MINOR));
    const age = result.questions.find((q) => q.id === 'q-age');
    expect(age).toBeDefined();
    expect(age?.context).toMatch(/California/);
    expect(age?.context).toMatch(/12/);
  });

  it('keeps a gift dilemma and a no-issue control free of other categories’ language', () => {
    for (const input of [GIFT, CONTROL]) {
      const ctx = buildContext(input);
      const text = textOf(composeClarifyingQuestions(ctx));
      expect(hygieneViolations(readingOf(ctx).signals, text)).toEqual([]);
      expect(text).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|988|911/i);
    }
  });

  it('gives a no-issue dilemma sensible general questions, including consultation', () => {
    const result = composeClarifyingQuestions(buildContext(CONTROL));
    const ids = result.questions.map((q) => q.id);
    expect(ids).toContain('q-consultation');
    expect(ids).toContain('q-client-view');
  });

  it('quotes the dilemma’s own words so two gift dilemmas differ', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    const a = textOf(composeClarifyingQuestions(buildContext(GIFT)));
    const b = textOf(composeClarifyingQuestions(buildContext(inputOf(scarf!))));
    expect(a).not.toEqual(b);
  });

  it('varies the wording on regeneration and is deterministic for the same input', () => {
    const wordings = new Set(
      [0, 1, 2, 3, 4, 5].map((n) => composeClarifyingQuestions(buildContext({ ...GIFT, regenerationCount: n })).questions[4]?.question),
    );
    expect(wordings.size).toBeGreaterThan(1);
    expect(composeClarifyingQuestions(buildContext(THREAT))).toEqual(composeClarifyingQuestions(buildContext(THREAT)));
  });
});

describe('violence against the client by a partner', () => {
  const STRANGLED: GenerationInput = {
    text: 'A 35-year-old woman I have seen for depression said her fiancé grabbed her by the throat on Sunday and she could not breathe. She made me promise not to call anyone.',
    role: 'lmhc',
    state: 'WA',
  };

  it('asks what else is known about the danger from the partner', () => {
    const result = composeClarifyingQuestions(buildContext(STRANGLED));
    const question = result.questions.find((q) => q.id === 'q-partner-danger');
    expect(question?.question).toMatch(/strangulation before, threats to kill, a gun in the home/);
  });

  it('reads the answer as about the partner: his gun is not the client’s weapon', () => {
    const ctx = buildContext({ ...STRANGLED, clarifyingAnswers: { 'q-partner-danger': 'He keeps a handgun in the nightstand and has threatened her before.' } });
    expect(ctx.understanding.facts.firearm.status).toBe('unknown');
    expect(ctx.understanding.categories.map((c) => c.id)).not.toContain('duty-to-protect');
  });
});
