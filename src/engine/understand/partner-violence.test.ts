import { describe, expect, it } from 'vitest';
import type { SafetyScreen } from '../../shared/domain/safety-screen';
import { assessRisk } from '../risk';
import { clientPronoun } from './facts';
import { understandDilemma } from './index';

const read = (text: string, safetyScreen?: SafetyScreen) => {
  const u = understandDilemma({ text, role: 'lmft', state: 'OR', ...(safetyScreen ? { safetyScreen } : {}) });
  return { u, risk: assessRisk(u), pv: u.facts.partnerViolence };
};

/** Every item answered "No": the practitioner sees no danger from the client. */
const ALL_NO: SafetyScreen = {
  self: { concern: 'no', ideation: 'no', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'no', meansAccess: 'no' },
  others: { concern: 'no', threat: 'no', weaponAccess: 'no', preparation: 'no', violenceHistory: 'no' },
  abuse: { concern: 'no', who: 'child', disclosed: 'no', observed: 'no', perpetratorAccess: 'no' },
};

describe('violence against the client by a partner', () => {
  it.each([
    ['hands around the neck', 'A 30-year-old woman I see for anxiety said her boyfriend put his hands around her neck on Saturday until she nearly passed out.', 'strangulation'],
    ['a passive strangulation', 'Client disclosed she was strangled by her partner last weekend.', 'strangulation'],
    ['a threat to kill passed on by text', 'My client’s ex-husband texted her that he will kill her if she moves away with the kids.', 'threat-to-kill'],
    ['a knife held to her', 'She told me her husband held a kitchen knife against her throat last month.', 'weapon'],
    ['an act told with a pause ("lost it" on Sunday)', 'A 35-year-old woman I’ve seen for depression came in with a scarf on. She said her fiancé \'lost it\' on Sunday, grabbed her by the throat against the fridge and she could not breathe. He has shoved her before.', 'strangulation'],
    ['a pronoun agent, with the client’s pronoun known', 'My client left her husband in June. Since then he told her he would kill her before he lets her go.', 'threat-to-kill'],
  ])('%s is a lethality marker: HIGH even with every screen item answered "No"', (_name, text, kind) => {
    const { pv, risk } = read(text, ALL_NO);
    expect(pv?.status).toBe('present');
    expect(pv?.kinds).toContain(kind);
    expect(risk.level).toBe('HIGH');
    expect(risk.factors.map((f) => f.id)).toContain('partner-violence');
  });

  it('other violence by a partner is MODERATE, never LOW, whatever the screen says', () => {
    const { pv, risk } = read('Male client, 50s, admitted his wife slaps and scratches him when she drinks. He does not want anyone contacted.', ALL_NO);
    expect(pv?.kinds).toEqual(['violence']);
    expect(risk.level).toBe('MODERATE');
  });

  it('is not the client’s own threat, history or weapon: no duty to protect', () => {
    const { u } = read('Her ex-husband has threatened to kill her and pointed a gun at her in March. She wants help with a protection order.');
    expect(u.facts.partnerViolence?.status).toBe('present');
    expect(u.facts.threat.status).toBe('unknown');
    expect(u.facts.priorViolence.status).toBe('unknown');
    expect(u.facts.firearm.status).toBe('unknown');
  });

  it.each([
    ['the client as the one who chokes', 'Male client, court-referred, said he choked his girlfriend a little during an argument last month.'],
    ['a father telling of his daughter', 'An older man in our church came to see me. He says his daughter’s husband hit her twice and she keeps going back.'],
    ['a sparring partner', 'My client trains jiu-jitsu; his training partner choked him out twice at practice this week.'],
    ['pressure, not violence', 'Her husband pushed her to go to rehab, and she resents it.'],
    ['a violent marriage long over', 'Long-term client, 67, left a violent marriage twenty years ago; her ex-husband died years ago. She wants to give me a quilt.'],
  ])('%s is not violence against the client', (_name, text) => {
    expect(read(text).pv?.status ?? 'unknown').toBe('unknown');
  });

  it('a negation inside the act negates it', () => {
    const { pv } = read('At intake she said her husband has never hit her and she feels safe at home.');
    expect(pv?.status).toBe('negated');
  });

  it('a minimising aside is not a negation ("like it was nothing")', () => {
    expect(read('She mentioned, like it was nothing, that her boyfriend pinned her to the bed by the neck.').pv?.status).toBe('present');
  });
});

describe('clientPronoun', () => {
  it.each([
    ['29F, panic attacks.', 'she'],
    ['Male client, 50s, in for grief.', 'he'],
    ['My client is a 40-year-old woman.', 'she'],
    ['My client left her husband in August.', 'she'],
    ['The client’s girlfriend came in. He messaged later.', 'he'],
    ['A 35-year-old woman I’ve seen for depression came in. He has done smaller stuff before.', 'she'],
    ['When I asked, she said her fiancé lost it. He has shoved her before.', 'she'],
    ['We spoke about the schedule.', null],
  ])('%s → %s', (text, expected) => {
    expect(clientPronoun(text)).toBe(expected);
  });
});

describe('conditional threats', () => {
  it('an unpunctuated consequent is asserted: "if … I’ll put him in the ground"', () => {
    const u = understandDilemma({ text: 'He said if that boy lays one more finger on her I’ll put him in the ground.', role: 'pastoral-counselor', state: 'GA' });
    expect(u.facts.threat.status).toBe('present');
  });

  it('the if-clause itself stays hypothetical: "if he had a gun I would worry"', () => {
    const u = understandDilemma({ text: 'If he had a gun I would worry more.', role: 'lpc', state: 'GA' });
    expect(u.facts.firearm.status).toBe('unknown');
  });
});
