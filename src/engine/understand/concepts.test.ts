import { describe, expect, it } from 'vitest';
import { assessRisk } from '../risk';
import type { UnderstandInput } from '../types';
import type { CueHit } from './cues';
import { conceptFeatureSurfaces, findConcepts, joinConceptHits, tokenize } from './concepts';
import { scanFrames } from './frames';
import { understandDilemma } from './index';
import { scanText } from './lexicon';

const concepts = (text: string) => findConcepts(text).map((h) => `${h.concept}:${text.slice(h.start, h.end).toLowerCase()}:${h.polarity}`);
const frames = (text: string) => {
  const out: CueHit[] = [];
  scanFrames(scanText(text, 'dilemma'), out);
  return out.map((h) => `${h.family}:${h.hit.trigger.tag}:${h.hit.polarity}`);
};
const read = (text: string, extra: Partial<UnderstandInput> = {}) => {
  const u = understandDilemma({ text, role: 'lpc', state: 'TX', ...extra });
  return { u, risk: assessRisk(u) };
};

describe('concepts', () => {
  it('match a word list with inflections and prefixes, and nothing the lists do not hold', () => {
    expect(concepts('He has been stockpiling oxycodone.')).toEqual(expect.arrayContaining(['v-keep:stockpiling:affirmed', 'o-meds:oxycodone:affirmed']));
    // "card" is not an inflection of "car".
    expect(concepts('She gave me a card.').some((c) => c.startsWith('o-possession'))).toBe(false);
  });

  it('read negation and hypotheticals within the clause', () => {
    expect(concepts('He denies owning a gun.')).toContain('weapon:gun:negated');
    expect(concepts('If he had a gun, I would worry.')).toContain('weapon:gun:hypothetical');
    expect(concepts('No plan, but his wife owns a gun.')).toContain('weapon:gun:affirmed');
  });

  it('end a sentence after a closing quote', () => {
    const tokens = tokenize('He said "I am done." Then he left.');
    expect(tokens.find((t) => t.text === 'then')?.sentence).toBe(1);
  });

  it('pair two different things met in one sentence, never one word with itself', () => {
    const text = 'He keeps rifles. His ex-wife lives nearby.';
    const features = [...conceptFeatureSurfaces(findConcepts(text), text).keys()];
    expect(features).toContain('c:weapon');
    expect(features.some((f) => f.startsWith('p:') && f.includes('weapon') && f.includes('self-means'))).toBe(false);
  });

  it('join the readings of several texts as one', () => {
    const parts = ['She bought a rope.', 'He has a gun.'];
    const joined = joinConceptHits(parts.map((text) => ({ text, hits: findConcepts(text) })));
    const whole = findConcepts(parts.join('\n'));
    expect(joined.map((h) => [h.concept, h.start, h.sentence])).toEqual(whole.map((h) => [h.concept, h.start, h.sentence]));
  });
});

describe('frames read what is done to what, in any words', () => {
  it.each([
    ['putting aside … oxycodone', "She's been putting aside her husband's oxycodone.", 'self-means:medication:present'],
    ['drove past … her apartment', 'He drove past her new apartment twice this week.', 'stalking:approach:present'],
    ['updated … life insurance', 'He updated his life insurance last month.', 'self-preparation:affairs:present'],
    ['bought … a shotgun', 'He bought a shotgun on Friday.', 'weapon:firearm-acquired:present'],
    ['pill bottles beside a note for her daughter', 'Pill bottles lined up on the dresser, a note with her daughter’s name on it.', 'self-preparation:note:present'],
    ['paid back his brother', 'He paid back his brother and sold his boat.', 'self-preparation:affairs:present'],
  ])('%s', (_name, text, expected) => {
    expect(frames(text)).toContain(expected);
  });

  it('read a threat by its structure — an intention, a harm verb, a person — and street slang for going after someone', () => {
    expect(frames('He told me he intends to shoot the classmate who posted the video.')).toContain('veiled-threat:veiled:present');
    expect(frames('She said "I\'m going to kill him" and laughed.')).toContain('veiled-threat:veiled:present');
    expect(frames('ima pop him fr')).toContain('veiled-threat:veiled:present');
    expect(frames('we sliding on them Friday')).toContain('veiled-threat:veiled:present');
    // Idioms and the practitioner's own plans are not threats.
    expect(frames("I'm going to hit him up about the schedule.")).toEqual([]);
    expect(frames('He wants to end the session early.')).toEqual([]);
    expect(frames('He is going to cut her off if she calls again.')).toEqual([]);
    expect(frames('I am not sure how to respond without hurting her feelings.')).toEqual([]);
    // Feelings a choice may cause: no one means to harm anyone.
    expect(frames('She said it would hurt her if I refused the scarf.')).toEqual([]);
    expect(frames('Refusing will hurt him, and that would hurt her too.')).toEqual([]);
    expect(frames('Telling his mother would hurt her feelings.')).toEqual([]);
    expect(frames('Saying no will hurt him, I know.')).toEqual([]);
    expect(frames('He said he would hurt her if she left.')).toContain('veiled-threat:veiled:present');
    expect(frames('He said he is fixing to beat him.')).toContain('veiled-threat:veiled:present');
  });

  it('read an ending beside a height across a sentence break, not a date', () => {
    expect(frames('on the bridge. last time.')).toContain('self-preparation:rehearsal:present');
    expect(frames('We drove over the bridge last time we visited.')).toEqual([]);
  });

  it('do not read the practitioner’s own acts, gifts to the practitioner, or means being removed', () => {
    expect(frames('I wrote a note to her mother.')).toEqual([]);
    expect(frames('A client gave me a small card and cookies.')).toEqual([]);
    expect(frames('His brother took the guns and we got the rifle out of the house.').filter((f) => f.startsWith('weapon'))).toEqual([]);
  });

  it('weigh a weapon in its everyday use lightly', () => {
    const out: CueHit[] = [];
    scanFrames(scanText('He bought a new rifle for deer season.', 'dilemma'), out);
    expect(out[0]?.hit.trigger.w).toBeLessThan(0.5);
  });
});

describe('concept rules and readings', () => {
  it('a colleague kissing a client is a sexual-boundary violation, at least HIGH', () => {
    const { u, risk } = read('I saw a coworker at dinner with a woman from our waiting room; she is his client. They held hands and kissed when they left.');
    expect(u.categories.map((c) => c.id)).toContain('sexual-boundaries');
    expect(u.facts.sexualContact?.status).toBe('present');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('a client’s own partner is not a boundary violation', () => {
    const { u } = read('My client told me she kissed her boyfriend after a fight and wonders whether to stay.');
    expect(u.facts.sexualContact?.status ?? 'unknown').not.toBe('present');
  });

  it('settling up, selling things and asking about the house "if something happened" put harm to self in play', () => {
    const { u, risk } = read('He paid back his brother, sold his bass boat, and asked whether his wife could keep the house "if something happened." He keeps a revolver in the truck.');
    expect(u.categories.map((c) => c.id)).toContain('suicide-risk');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('a weapon readied with no sign of whom it is for opens harm to self as well', () => {
    const { u } = read('She brought her grandfather’s revolver to the cabin and says the cabin is a good place to stop.');
    expect(u.screen.self.cued).toBe(true);
  });

  it('a lawful request for medical aid in dying is an end-of-life question, not suicide risk', () => {
    const text = 'My hospice patient with metastatic cancer wants to use the Death with Dignity Act. Her son says this is suicide. She is calm and has talked about it for months.';
    const oregon = understandDilemma({ text, role: 'psychologist', state: 'OR' });
    expect(oregon.categories.map((c) => c.id)).toContain('end-of-life');
    expect(oregon.categories.map((c) => c.id)).not.toContain('suicide-risk');
    // Where no law provides it, the wish to die is still assessed.
    const texas = understandDilemma({ text, role: 'psychologist', state: 'TX' });
    expect([...texas.categories, ...texas.possibleCategories].map((c) => c.id)).toContain('suicide-risk');
  });

  it('while the screen is unanswered, strong signs toward a named person with means and a time are imminent however worded', () => {
    const { risk } = read('He has been driving past his ex-wife’s new apartment and sitting outside her work. He bought a handgun last week. He says she will get what is coming on Saturday at the custody exchange.');
    expect(risk.level).toBe('CRITICAL');
  });
});
