import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { ReflectiveSummaryResponseSchema } from '../../shared/api/sections';
import { FOCUS_OPTION_VALUES } from '../../shared/domain/profile-options';
import { timelineLabel } from '../../shared/domain/risk';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeReflectiveSummary } from './reflective-summary';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { composeRiskAssessment } from './risk-assessment';
import { questionsOf } from './issues';
import { CONTROL, FRIEND_REQUEST, GIFT, inputOf, vignettes } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'During session my client said he is going to hurt his brother-in-law this weekend after a fight over money, and that he knows where he parks after work. He bought a handgun last month. I am in private practice.',
  role: 'lpc',
  state: 'CA',
  clarifyingAnswers: { 'q-colleague': 'I would tell a colleague to call the police and try to warn the brother-in-law today, and to document everything.' },
};
const MINOR: GenerationInput = {
  text: 'A 15-year-old came to my practice asking for counseling about anxiety and does not want her parents to know she is coming. She says they would be angry. Can I see her without parental consent?',
  role: 'lpc',
  state: 'CA',
  experienceLevel: 'beginning',
  theoreticalOrientation: 'cbt',
};

const textOf = (value: unknown) => JSON.stringify(value);

/** A Part 2 program with a deputy's question and a dual relationship, worded two ways. */
const PART_TWO: GenerationInput[] = [
  {
    text: 'I\'m an LCSW at an outpatient opioid treatment program in a small town in Montana. One of my clients is the new manager at the only grocery store in town, where my husband works part time. Yesterday a deputy from the county sheriff\'s office called asking whether she is "still in the program" because of a custody matter with her ex. She has not signed anything for the sheriff or the court. Last week she also hugged me in front of everyone at a school board meeting and introduced me as "my counselor." What can I say to the deputy, and should I refer her to someone else?',
    role: 'substance-abuse-counselor',
    state: 'MT',
  },
  {
    text: 'I counsel at a methadone clinic. A probation officer phoned to ask whether my client is still enrolled with us and passing his drug screens. My client has not signed a consent for probation. What am I allowed to tell the officer?',
    role: 'lcsw',
    state: 'PA',
  },
];

describe('composeReflectiveSummary', () => {
  it('never quotes a lone connective or the practitioner’s own role title as the words that carry the weight', () => {
    const text = composeReflectiveSummary(
      buildContext({ text: 'I\'m a school counselor at a middle school. A seventh grader I see for friendship stuff stopped by at lunch and was chatty, but at the end she mentioned that she doesn\'t really go home after school anymore, she goes to her "friend\'s" apartment near the bus depot. The friend is a guy she met online who is "like 19 or 20." He buys her vape pods and lunch, and she said he told her she\'s mature for her age and that her mom "wouldn\'t get it." She asked me not to make it weird. I honestly might be reading too much into this — she seemed happy — but something feels off and I don\'t know whether this is a call to make today or something to watch.', role: 'school-counselor', state: 'WA' }),
    ).summary;
    const words = text.match(/The words that carry the weight are ([^.]*)\./)?.[1] ?? '';
    expect(words).not.toMatch(/“whether”|“school counselor”/);
  });

  it('asks the one central question every section asks, for every vignette (one source)', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const [main] = questionsOf(readingOf(ctx), 1);
      expect(composeReflectiveSummary(ctx).summary, v.id).toContain(main);
      expect(composeRiskAssessment(ctx)['BASIC ASSESSMENT'].summary, v.id).toContain(`The central question is ${main}.`);
    }
  });

  it.each(PART_TWO.map((input, i) => [i, input] as const))('Part 2 wording %i: the summary weighs the question the other sections name', (_i, input) => {
    const ctx = buildContext(input);
    const summary = composeReflectiveSummary(ctx).summary;
    const central = /The central question is (.+?)\./.exec(composeRiskAssessment(ctx)['BASIC ASSESSMENT'].summary)?.[1];
    expect(central).toBeDefined();
    expect(summary).toContain(central);
  });

  it('reads the practitioner’s question to the end, past a quotation that closes a sentence', () => {
    expect(readingOf(buildContext(PART_TWO[0]!)).question).toBe('What can I say to the deputy, and should I refer her to someone else?');
  });

  it('validates, cites only resolvable entries and keeps category hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = ReflectiveSummaryResponseSchema.parse(composeReflectiveSummary(ctx));
      expect(result.issues, v.id).toEqual(ctx.understanding.categories.map((c) => c.id));
      expect(result.urgency, v.id).toMatch(/^(?:Immediate|Urgent|Moderate|Routine) — /);
      const first = result.urgency.split(' ')[0];
      const expected = { Immediate: 'IMMEDIATE', Urgent: 'URGENT', Moderate: 'Moderate', Routine: 'Standard' }[first ?? ''];
      expect(timelineLabel(result.urgency), v.id).toBe(expected);
      expect(result.complexity, v.id).toMatch(/^(?:High|Moderate|Low) — /);
      expect(result.insights.ethical_principles.length, v.id).toBeGreaterThan(0);
      expect(result.insights.professional_obligations.length, v.id).toBeGreaterThan(0);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });


  it('restates a threat in clinical terms with the named person, the means, the time frame, the state law and the answers', () => {
    const result = composeReflectiveSummary(buildContext(THREAT));
    expect(result.issues).toContain('duty-to-protect');
    expect(result.summary).toMatch(/California/);
    expect(result.summary).toMatch(/brother-in-law/);
    expect(result.summary).toMatch(/firearm/);
    expect(result.summary).toMatch(/this weekend/);
    expect(result.summary).toMatch(/Asked what you would tell a colleague/);
    expect(result.insights.professional_obligations.join(' ')).toMatch(/Cal\. Civ\. Code § 43\.92/);
    expect(result.urgency).toMatch(/^(?:Immediate|Urgent)/);
  });

  it('names the client’s age and leads with the state’s minor-consent rule under a legal focus', () => {
    const plain = composeReflectiveSummary(buildContext(MINOR));
    expect(plain.summary).toMatch(/The client is 15/);
    const legal = composeReflectiveSummary(buildContext({ ...MINOR, focusAdjustment: { focus: 'legal', description: '' } }));
    const lead = legal.summary.split('\n\n')[0] ?? '';
    expect(lead).toMatch(/legal lens/);
    expect(lead).toMatch(/Cal\. Fam\. Code § 6924/);
    expect(legal.insights.professional_obligations[0]).toMatch(/from age 12/);
    expect(legal.citations.some((c) => c.source === 'STATE:CA')).toBe(true);
  });

  it('changes the lead and the insights for every focus option, quoting the user’s own lens for “other”', () => {
    const base = composeReflectiveSummary(buildContext(MINOR));
    const leads = new Set<string>();
    for (const focus of FOCUS_OPTION_VALUES) {
      const description = focus === 'other' ? 'how my own anxiety as a new counselor colours this' : '';
      const result = composeReflectiveSummary(buildContext({ ...MINOR, focusAdjustment: { focus, description } }));
      const lead = result.summary.split('\n\n')[0] ?? '';
      expect(lead, focus).not.toEqual(base.summary.split('\n\n')[0]);
      expect(textOf(result.insights), focus).not.toEqual(textOf(base.insights));
      leads.add(lead);
      if (focus === 'other') expect(lead).toMatch(/how my own anxiety as a new counselor colours this/);
      if (focus === 'theoretical-framework') expect(lead).toMatch(/Cognitive Behavioral Therapy \(CBT\)/);
    }
    expect(leads.size).toBe(FOCUS_OPTION_VALUES.length);
  });

  it('keeps a gift, a friend request and a no-issue control free of other categories’ language', () => {
    for (const input of [GIFT, FRIEND_REQUEST, CONTROL]) {
      const ctx = buildContext(input);
      const text = textOf(composeReflectiveSummary(ctx));
      expect(hygieneViolations(readingOf(ctx).signals, text)).toEqual([]);
      expect(text).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|\b988\b|\b911\b/i);
    }
    const control = composeReflectiveSummary(buildContext(CONTROL));
    expect(control.issues).toEqual([]);
    expect(control.urgency).toMatch(/^Routine/);
  });

  it('grounds two gift dilemmas in their own words so they differ', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    const a = composeReflectiveSummary(buildContext(GIFT));
    const b = composeReflectiveSummary(buildContext(inputOf(scarf!)));
    expect(a.summary).not.toEqual(b.summary);
    expect(b.summary).toMatch(/scarf/);
  });

  it('changes emphasis on regeneration, records the count, and is deterministic', () => {
    const first = composeReflectiveSummary(buildContext(GIFT));
    const second = composeReflectiveSummary(buildContext({ ...GIFT, regenerationCount: 1 }));
    expect(second.regenerationCount).toBe(1);
    expect(second.summary).not.toEqual(first.summary);
    expect(second.issues).toEqual(first.issues);
    expect(composeReflectiveSummary(buildContext(THREAT))).toEqual(composeReflectiveSummary(buildContext(THREAT)));
  });
});
