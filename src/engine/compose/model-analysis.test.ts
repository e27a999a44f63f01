import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { ModelAnalysisResponseSchema } from '../../shared/api/sections';
import { DECISION_MODELS, resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeModelAnalysis } from './model-analysis';
import { readingOf } from './reading';
import { hygieneViolations } from './hygiene';
import { MODEL_MOVES } from './model-steps';
import { inputOf, vignettes, GIFT_CARD as GIFT, KNITTED_GIFT as OTHER_GIFT, FORMER_CLIENT_FRIEND_REQUEST as SOCIAL, SCHEDULE_CHANGE as CONTROL, OFF_TOPIC } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'My client, a 34-year-old man, told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids.',
  role: 'lpc',
  state: 'CA',
};
const ABUSE: GenerationInput = {
  text: 'A 14-year-old student told me her stepfather hits her with a belt and she has bruises on her arms. She begged me not to tell anyone because she is scared of what he will do.',
  role: 'school-counselor',
  state: 'TX',
};

/** spec-2 §4 discards a cached analysis whose overview says either of these. */
const GENERIC_OVERVIEW = /general approach to ethical decision[- ]making|no specific dilemma/i;
const compose = (input: GenerationInput) => composeModelAnalysis(buildContext(input));

/** A student's veiled threat with a gun at home, told two ways, in two states whose statutes list hospitalization among the discharge options. */
const SCHOOL_THREATS: GenerationInput[] = [
  {
    text: 'I\'m a school social worker in Ohio. A junior I\'ve seen for a year said his stepdad "finally showed him where the key to the gun cabinet is," and that the guys who have been posting about him "won\'t be laughing at lunch after Monday." He laughed it off. Who do I call first?',
    role: 'school-counselor',
    state: 'OH',
  },
  {
    text: 'School counselor. An eighth grader told me his older cousin showed him where the rifle is kept and that the kids who tripped him in the hallway "won\'t be laughing after Thursday." He grinned and said he was joking.',
    role: 'school-counselor',
    state: 'NJ',
  },
];

describe('composeModelAnalysis', () => {
  it.each(SCHOOL_THREATS.map((input) => [input.state, input] as const))(
    'gives a school counselor (%s) protective actions their role can take, worded as actions, never the statute text',
    (_state, input) => {
      const r = readingOf(buildContext(input));
      const actions = compose(input).professional_consensus.priority_actions.map((a) => a.action);
      const joined = actions.join(' ');
      expect(joined).toMatch(/school's threat-assessment and emergency procedure/);
      expect(joined).toMatch(/crisis services or law enforcement/);
      expect(joined).not.toMatch(/\b(?:start|seek|arrange)\b[^.;]*\bhospitali[sz]/i);
      for (const action of actions) expect(action, action).not.toMatch(/^Or\b/);
      for (const step of r.law.dutyToProtect.discharge) expect(actions.some((a) => a.startsWith(step.replace(/\.$/, ''))), step).toBe(false);
    },
  );

  it('lets a licensed clinician arrange the emergency evaluation the statute names, as an action', () => {
    const input = { ...SCHOOL_THREATS[0]!, text: SCHOOL_THREATS[0]!.text.replace("I'm a school social worker in Ohio. A junior", 'My 17-year-old client'), role: 'lcsw' } as GenerationInput;
    const joined = compose(input).professional_consensus.priority_actions.map((a) => a.action).join(' ');
    expect(joined).toMatch(/arrange an emergency psychiatric evaluation/);
    expect(joined).not.toMatch(/threat-assessment/);
  });

  it('maps every step of every model in the knowledge base to a move', () => {
    for (const model of DECISION_MODELS) expect(MODEL_MOVES[model.id]?.length, model.id).toBe(model.steps.length);
  });

  it('validates with at least five models applied step by step, for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = ModelAnalysisResponseSchema.parse(composeModelAnalysis(ctx));
      expect(result.ethical_models.length, v.id).toBeGreaterThanOrEqual(5);
      expect(result.overview, v.id).not.toMatch(GENERIC_OVERVIEW);
      for (const model of result.ethical_models) {
        const kb = DECISION_MODELS.find((m) => m.id === model.id);
        expect(kb, model.id).toBeDefined();
        expect(model.steps.length, `${v.id} ${model.id}`).toBe(kb?.steps.length);
        // Each step is applied, not the knowledge base's generic description.
        model.steps.forEach((step, i) => expect(step, `${v.id} ${model.id} ${i}`).not.toContain(kb?.steps[i]?.description ?? '\u0000'));
      }
      expect(result.professional_consensus.priority_actions.length, v.id).toBeGreaterThan(0);
      expect(result.professional_consensus.convergent_themes.length, v.id).toBeGreaterThan(0);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(result.citations.filter((c) => c.source === 'MODEL').length, v.id).toBe(result.ethical_models.length);
      expect(hygieneViolations(readingOf(ctx).signals, JSON.stringify(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('applies the steps to the facts of a threat, with protection of life first', () => {
    const result = compose(THREAT);
    expect(result.overview).toMatch(/California/);
    const all = result.ethical_models.flatMap((m) => m.steps).join(' ');
    expect(all).toMatch(/his ex-wife/);
    expect(all).toMatch(/“this weekend”/);
    expect(all).toMatch(/Cal\. Civ\. Code § 43\.92/);
    const screen = result.ethical_models.find((m) => m.id === 'loewenberg-dolgoff-screen');
    expect(screen?.steps[0]).toMatch(/^Protection of life — Life is at stake/);
    expect(result.professional_consensus.priority_actions[0]?.urgency).toBe('immediate');
    expect(result.professional_consensus.unified_recommendation).toMatch(/not a decision made for you/);
  });

  it('brings in the school model and the student’s age for a school counselor', () => {
    const result = compose(ABUSE);
    const steps = result.ethical_models.find((m) => m.id === 'asca-steps');
    expect(steps?.steps.join(' ')).toMatch(/At 14, the student/);
    expect(steps?.steps.join(' ')).toMatch(/Tex\. Fam\. Code § 261\.101/);
  });

  it('says where the models diverge', () => {
    const result = compose(ABUSE);
    expect(result.professional_consensus.synthesis_guidance).toMatch(/genuine judgment call|build agreement/);
  });

  it('keeps gift, social media and no-issue dilemmas free of other categories’ language', () => {
    for (const input of [GIFT, SOCIAL, CONTROL]) {
      const result = compose(input);
      expect(JSON.stringify(narrativeOf(result)), input.text).not.toMatch(OFF_TOPIC);
      expect(result.overview, input.text).not.toMatch(GENERIC_OVERVIEW);
    }
    const screen = compose(GIFT).ethical_models.find((m) => m.id === 'loewenberg-dolgoff-screen');
    if (screen) expect(screen.steps[0]).toMatch(/No one’s life is at risk/);
  });

  it('states the facts to the practitioner as "you", never in their own first person', () => {
    const steps = compose(GIFT).ethical_models.flatMap((m) => m.steps).filter((step) => step.includes('The facts:'));
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step.replace(/“[^”]*”/g, '')).not.toMatch(/\b(?:me|my|I)\b/);
  });

  it('reads differently for two dilemmas of the same category', () => {
    expect(compose(GIFT).overview).not.toBe(compose(OTHER_GIFT).overview);
  });

  it('changes emphasis on regeneration and is deterministic', () => {
    const first = compose(THREAT);
    expect(compose(THREAT)).toEqual(first);
    const again = compose({ ...THREAT, regenerationCount: 1 });
    expect(again.overview).not.toBe(first.overview);
    expect(again.ethical_models.map((m) => m.id)).not.toEqual(first.ethical_models.map((m) => m.id));
  });
});
