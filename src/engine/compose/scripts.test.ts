import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { ScriptsResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeScripts } from './scripts';
import { readingOf } from './reading';
import { hygieneViolations } from './hygiene';
import { inputOf, vignettes, SELF_SCREEN_NO, FORMER_CLIENT_FRIEND_REQUEST as SOCIAL, SCHEDULE_CHANGE as CONTROL } from './test-fixtures';

const THREAT: GenerationInput = {
  text: 'My client Daniel, a 34-year-old man, told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids.',
  role: 'lpc',
  state: 'CA',
  supervisorContact: { name: 'Dr. Rivera', phone: '555-0100', email: 'rivera@example.org' },
  legalContact: { name: 'Ms. Chen', phone: '555-0199', email: '' },
};
const SUICIDE: GenerationInput = {
  text: 'My client has been stockpiling her sleeping pills and says she plans to kill herself next weekend after her daughter’s wedding. She has written goodbye letters.',
  role: 'lcsw',
  state: 'IL',
};
const TELEHEALTH: GenerationInput = {
  text: 'My telehealth client is moving to Hawaii for three months and wants to keep our weekly video sessions. I am only licensed in California.',
  role: 'lpcc',
  state: 'CA',
};
const COLLEAGUE: GenerationInput = {
  text: 'A colleague at my agency has come to work smelling of alcohol several times this month and fell asleep in a group session. I am not sure whether to talk to her first or go to our director.',
  role: 'lcsw',
  state: 'PA',
};
const GIFT: GenerationInput = {
  text: 'Maria, a client I have seen for a year, knitted me a scarf for the holidays. It clearly took hours. Should I accept the gift?',
  role: 'lpc',
  state: 'TN',
};

const OFF_TOPIC = /tarasoff|duty to (?:warn|protect)|suicid|\b988\b|\b911\b|mandated report|child protective|42 CFR Part 2|FERPA|attorney/i;
const compose = (input: GenerationInput) => composeScripts(buildContext(input));
const scriptsOf = (input: GenerationInput) => compose(input).scripts.consultation_scripts;

describe('composeScripts', () => {
  it('validates, with a supervisor script, call preparation and category hygiene, for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = ScriptsResponseSchema.parse(composeScripts(ctx));
      const scripts = result.scripts.consultation_scripts;
      expect(scripts.length, v.id).toBeGreaterThanOrEqual(3);
      expect(scripts.some((s) => s.type === 'supervisor'), v.id).toBe(true);
      for (const s of scripts) {
        expect(s.can_help_with?.length, `${v.id} ${s.title}`).toBeGreaterThan(0);
        expect(s.cannot_help_with?.length, `${v.id} ${s.title}`).toBeGreaterThan(0);
        expect(s.script, `${v.id} ${s.title}`).not.toMatch(/\[|\]|insert|lorem/i);
      }
      expect(result.emergency_contacts.length > 0, v.id).toBe(ctx.risk.level === 'CRITICAL');
      expect(scripts.some((s) => s.type === 'crisis'), v.id).toBe(ctx.risk.level === 'CRITICAL');
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, JSON.stringify(narrativeOf(result))), v.id).toEqual([]);
    }
  });

  it('leads a critical threat with the police call, uses the user’s contacts and keeps names out', () => {
    const result = compose(THREAT);
    const scripts = result.scripts.consultation_scripts;
    expect(scripts[0]).toMatchObject({ type: 'crisis', urgency: 'immediate', contact_info: { phone: '911' } });
    expect(scripts[0]?.script).toMatch(/serious threat of violence made by a client against his ex-wife/);
    const supervisor = scripts.find((s) => s.type === 'supervisor');
    expect(supervisor?.contact_info).toEqual({ name: 'Dr. Rivera', phone: '555-0100', email: 'rivera@example.org' });
    expect(supervisor?.script).toMatch(/^Hello Dr\. Rivera,/);
    expect(supervisor?.script).toMatch(/a 34-year-old client who made a threat to harm his ex-wife and has access to a firearm/);
    expect(supervisor?.script).toMatch(/“this weekend”/);
    const attorney = scripts.find((s) => s.type === 'attorney');
    expect(attorney?.contact_info.name).toBe('Ms. Chen');
    expect(attorney?.script).toMatch(/Cal\. Civ\. Code § 43\.92/);
    expect(JSON.stringify(narrativeOf(result))).not.toMatch(/Daniel/);
    // The handgun is aimed at someone named, and nothing in the text speaks of suicide: the police
    // only, no 988 (the self-harm screen opens on signs of suicidal thinking or unexplained means).
    expect(result.emergency_contacts.map((c) => c.phone)).toEqual(['911']);
    expect(scripts.map((s) => s.contact_info.phone).slice(0, 2)).toEqual(['911', '555-0100']);
  });

  it('drops 988 from a threat once the self-harm screen is answered “No”', () => {
    const result = compose({ ...THREAT, safetyScreen: SELF_SCREEN_NO });
    expect(result.emergency_contacts.map((c) => c.phone)).toEqual(['911']);
    expect(result.scripts.consultation_scripts[0]?.contact_info.phone).toBe('911');
    expect(JSON.stringify(narrativeOf(result))).not.toMatch(/\b988\b/);
  });

  it('adds 988 for imminent suicide risk', () => {
    const result = compose(SUICIDE);
    expect(result.emergency_contacts.map((c) => c.phone).sort()).toEqual(['911', '988']);
    expect(result.scripts.consultation_scripts[0]?.contact_info.phone).toBe('988');
    expect(result.message).toMatch(/^Safety first/);
  });

  it('falls back to “Your clinical supervisor” and adds the licensing board for telehealth', () => {
    const scripts = scriptsOf(TELEHEALTH);
    expect(scripts.find((s) => s.type === 'supervisor')?.contact_info.name).toBe('Your clinical supervisor');
    const board = scripts.find((s) => s.type === 'licensing-board');
    expect(board?.script).toMatch(/another state/);
    expect(scripts.find((s) => s.type === 'attorney')?.script).toMatch(/another state/);
  });

  it('gives a script for raising the concern with the colleague directly', () => {
    const scripts = scriptsOf(COLLEAGUE);
    const colleague = scripts.find((s) => s.type === 'colleague');
    expect(colleague?.title).toBe('Raising the concern with your colleague');
    expect(scripts.some((s) => s.type === 'licensing-board')).toBe(true);
  });

  it('keeps gift, social media and no-issue scripts free of other categories’ language and of names', () => {
    for (const input of [GIFT, SOCIAL, CONTROL]) {
      const result = compose(input);
      expect(JSON.stringify(narrativeOf(result)), input.text).not.toMatch(OFF_TOPIC);
      expect(result.emergency_contacts, input.text).toEqual([]);
    }
    const gift = scriptsOf(GIFT);
    expect(gift[0]?.script).toMatch(/offered me a gift/);
    expect(JSON.stringify(gift)).not.toMatch(/Maria/);
    expect(gift.find((s) => s.type === 'ethics-consultation')?.script).toMatch(/ACA A\.10\.f \(Receiving Gifts\)/);
    expect(gift[0]?.script).toMatch(/explain my policy/);
  });

  it('changes wording on regeneration and is deterministic', () => {
    const first = compose(GIFT);
    expect(compose(GIFT)).toEqual(first);
    expect(JSON.stringify(compose({ ...GIFT, regenerationCount: 1 }))).not.toBe(JSON.stringify(first));
  });

  it('never tells a colleague of suicidal thoughts the screen answered “No” to', () => {
    const result = compose({
      text: 'Since his wife died in March my client, 78, has been giving away his tools and says he has put his affairs in order. He keeps his late wife’s sleeping pills in the drawer.',
      role: 'lcsw',
      state: 'OR',
      safetyScreen: { self: { concern: 'yes', ideation: 'no', method: 'no', intent: 'no', plan: 'no', preparation: 'yes', priorAttempt: 'no', meansAccess: 'yes' } },
    });
    const text = result.scripts.consultation_scripts.map((s) => s.script).join('\n');
    expect(text).toMatch(/suicide|level of care/i);
    expect(text).not.toMatch(/suicidal thoughts/i);
  });
});
