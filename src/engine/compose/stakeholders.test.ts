import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { StakeholderResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeStakeholders } from './stakeholders';
import { readingOf } from './reading';
import { hygieneViolations } from './hygiene';
import { inputOf, vignettes, GIFT_CARD as GIFT, KNITTED_GIFT as OTHER_GIFT, FORMER_CLIENT_FRIEND_REQUEST as SOCIAL, SCHEDULE_CHANGE as CONTROL } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'My client, a 34-year-old man, told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids.',
  role: 'lpc',
  state: 'CA',
};
const MINOR: GenerationInput = {
  text: 'A 15-year-old client wants to keep seeing me but does not want her parents to know what we talk about. Her mother called asking for a summary of our sessions. What can I tell the parents?',
  role: 'lmft',
  state: 'WA',
};

const OFF_TOPIC = /tarasoff|duty to (?:warn|protect)|suicid|\b988\b|\b911\b|mandated report|child protective|42 CFR Part 2|FERPA|law enforcement/i;
const compose = (input: GenerationInput) => composeStakeholders(buildContext(input));

describe('composeStakeholders', () => {
  it('gives the adult at risk one card when it is the client, and a card for the relative who cares for them', () => {
    const names = compose({
      text: "I'm a case manager. My client is a 34-year-old woman with cerebral palsy who lives with her older brother, her paid caregiver. She has lost weight, her day program says she hasn't come in a month, and he answers every question I ask her.",
      role: 'case-manager',
      state: 'OH',
    }).stakeholders.map((s) => s.name);
    expect(names).toContain('The 34-year-old client (the adult at risk)');
    expect(names).not.toContain('The older or dependent adult at risk');
    expect(names).toContain('The client’s brother');
  });

  it('keeps the client as the adult at risk when a parent named is the dependent client’s guardian', () => {
    const names = compose({
      text: 'Case manager. My client, 41, has an intellectual disability and lives in a group home; his mother is his guardian and lives far away. He has new bruises on both arms in a grip pattern and cries when the van comes to take him back.',
      role: 'case-manager',
      state: 'OR',
    }).stakeholders.map((s) => s.name);
    expect(names).toContain('The 41-year-old client (the adult at risk)');
    expect(names).not.toContain('The older or dependent adult at risk');
  });

  it('keeps a separate card for an older relative at risk who is not the client', () => {
    const names = compose({
      text: "My client, 45, told me her brother has moved into their 82-year-old mother's house, took over her bank card, and the mother now has no money for groceries or her pills. My client is afraid of him.",
      role: 'lpc',
      state: 'TX',
    }).stakeholders.map((s) => s.name);
    expect(names).toContain('The older or dependent adult at risk');
    expect(names.some((n) => n.startsWith('The 45-year-old client') && !n.includes('adult at risk'))).toBe(true);
    // "Her brother" is the client's brother, not the mother's: the card does not guess whose.
    expect(names).toContain('The family member or carer involved');
  });

  it('validates with 4–8 stakeholders, resolvable citations and category hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = StakeholderResponseSchema.parse(composeStakeholders(ctx));
      expect(result.stakeholders.length, v.id).toBeGreaterThanOrEqual(4);
      expect(result.stakeholders.length, v.id).toBeLessThanOrEqual(8);
      expect(result.stakeholders.map((s) => s.name), v.id).toContain('You (the practitioner)');
      expect(result.communication_strategies.length, v.id).toBeGreaterThanOrEqual(2);
      expect(result.ethical_considerations.length, v.id).toBeGreaterThanOrEqual(3);
      for (const s of result.stakeholders) expect(s.avatar.length, `${v.id} ${s.name}`).toBeGreaterThan(0);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, JSON.stringify(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('names the person threatened and the police in a threat dilemma', () => {
    const result = compose(THREAT);
    const names = result.stakeholders.map((s) => s.name);
    expect(names).toContain('The person threatened (his ex-wife)');
    expect(names).toContain('Law enforcement');
    expect(result.stakeholders.find((s) => s.name.startsWith('The person threatened'))?.impact_level).toBe('critical');
    expect(result.communication_strategies.map((s) => s.title)).toContain('Warning his ex-wife');
    expect(result.overview).toMatch(/Most at stake: the 34-year-old client/);
  });

  it('brings in the parents and the state for a minor', () => {
    const result = compose(MINOR);
    const parents = result.stakeholders.find((s) => s.name === 'The parents or guardians');
    expect(parents?.role).toContain('Washington');
    expect(result.stakeholders[0]?.name).toBe('The 15-year-old client');
  });

  it('centres a regeneration on the focus stakeholder', () => {
    const result = compose({ ...MINOR, regenerationCount: 1, focusStakeholder: 'the mother' });
    expect(result.focusStakeholder).toBe('the mother');
    expect(result.stakeholders[0]?.name).toBe('The parents or guardians');
    expect(result.overview).toMatch(/^Centred on the parents or guardians/);
    expect(result.communication_strategies[0]?.title).toBe('With the parents or guardians');
  });

  it('adds user-named stakeholders with content inferred from the name', () => {
    const result = compose({ ...MINOR, addedStakeholders: ['school principal', "client's employer"] });
    const principal = result.stakeholders.find((s) => s.name === 'School principal');
    const employer = result.stakeholders.find((s) => s.name === "Client's employer");
    expect(principal).toMatchObject({ added: true, category: 'institutional', avatar: 'SP' });
    expect(principal?.role).toMatch(/school/i);
    expect(employer).toMatchObject({ added: true });
    expect(employer?.role).toMatch(/consent/);
    expect(result.stakeholders.filter((s) => s.added)).toHaveLength(2);
  });

  it('centres on someone not on the list by inferring who they are', () => {
    const result = compose({ ...GIFT, focusStakeholder: 'the client’s pastor' });
    expect(result.stakeholders[0]?.name).toBe('The client’s pastor');
    expect(result.stakeholders[0]?.category).toBe('community');
    expect(result.overview).toMatch(/^Centred on the client’s pastor/);
  });

  it('keeps gift, social media and no-issue dilemmas free of other categories’ language', () => {
    for (const input of [GIFT, OTHER_GIFT, SOCIAL, CONTROL]) {
      expect(JSON.stringify(compose(input)), input.text).not.toMatch(OFF_TOPIC);
    }
    expect(compose(GIFT).overview).toMatch(/gift/);
  });

  it('reads differently for two dilemmas of the same category', () => {
    expect(compose(GIFT).overview).not.toBe(compose(OTHER_GIFT).overview);
  });

  it('changes emphasis on regeneration and is deterministic', () => {
    const first = compose(THREAT);
    expect(compose(THREAT)).toEqual(first);
    const again = compose({ ...THREAT, regenerationCount: 1 });
    expect(again.regenerationCount).toBe(1);
    expect(again.stakeholders[0]?.name).toBe(first.stakeholders[0]?.name);
    expect(again.stakeholders.map((s) => s.name)).not.toEqual(first.stakeholders.map((s) => s.name));
  });
});
