import { describe, expect, it } from 'vitest';
import type { SafetyScreen } from '../../shared/domain/safety-screen';
import { assessRisk } from '../risk';
import type { UnderstandInput } from '../types';
import { clientPronoun } from './facts';
import { understandDilemma } from './index';

const read = (text: string, extra: Partial<UnderstandInput> = {}) => {
  const understanding = understandDilemma({ text, role: 'lpc', state: 'TX', ...extra });
  return { u: understanding, risk: assessRisk(understanding) };
};

/** The cue families the text raises. */
const families = (text: string, extra: Partial<UnderstandInput> = {}) => read(text, extra).u.cues.map((c) => c.family);

/** Each case's text raises the cue family named: [what it is, the text, the family]. */
const readsFamilies = (cases: ReadonlyArray<readonly [string, string, string]>) =>
  it.each(cases)('%s', (_name, text, family) => {
    expect(families(text)).toContain(family);
  });

/** The screen answered "No" throughout: what a practitioner who sees no danger submits. */
const ALL_NO: SafetyScreen = {
  self: { concern: 'no', ideation: 'no', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'no', meansAccess: 'no' },
  others: { concern: 'no', threat: 'no', weaponAccess: 'no', preparation: 'no', violenceHistory: 'no' },
  abuse: { concern: 'no', who: 'child', disclosed: 'no', observed: 'no', perpetratorAccess: 'no' },
};

describe('danger told in a practitioner’s own words is never routine', () => {
  // The kinds of wording an independent review found scored LOW (issue text): weapons, targets,
  // times and preparation without a threat word; finality; denial against behaviour.
  it.each([
    ['a rifle, an assault charge and a roommate who will be "taken care of" this weekend', 'My client has assault charges pending and keeps a hunting rifle in his truck. He said his roommate has been stealing from him and he will take care of his roommate this weekend.', 'others'],
    ['a veiled threat and guns he has been cleaning', "Client said his ex-wife is remarrying and she won't live to enjoy it. His sister mentioned he has been cleaning his guns a lot lately.", 'others'],
    ['a 14-year-old who sees no point in living and is cutting', "14-year-old client says she doesn't see the point of living anymore. Her mom found cuts on her thighs.", 'self'],
    ['stockpiled pills and a day picked', 'Client has been stockpiling her pills and told me she has picked a day. She says she is fine.', 'self'],
    ['denial against a rope and a note', 'She denies suicidal thoughts but she bought a rope last week and left a note for her daughter.', 'self'],
    ['trying out exhaust fumes in a closed garage', "Since the layoff he has been sitting in his car inside the garage with the motor running, 'just to see what it would be like'.", 'self'],
    ['a farewell passed on through someone else', "At midnight she messaged: 'thank you for everything. tell my brother I'm sorry.' Her phone is off.", 'self'],
  ])('%s: the domain is flagged and the band is at least MODERATE', (_name, text, domain) => {
    const { u, risk } = read(text);
    expect(u.screen[domain as 'self' | 'others'].cued).toBe(true);
    expect(risk.level).not.toBe('LOW');
  });

  it('scores imminence from facts alone: a named person, means, preparation and a time', () => {
    const { risk } = read('Since the restraining order he bought a pistol at a private sale. He knows she closes the pharmacy on Fridays and has driven past her sister’s place where she is staying. He asked to move next week’s session because he has something Friday night.');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('escalates a denial with preparatory behaviour (C-SSRS: behaviour outweighs a denial)', () => {
    const { risk } = read('He denies suicidal thoughts. He gave away his guitar and his dog this week and wrote letters to his kids.');
    expect(risk.factors.map((f) => f.id)).toContain('denial-with-preparation');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('reads a hedged farewell: sudden calm, thanks "for everything", affairs put right for a spouse, a gun handled, a denial', () => {
    const { u, risk } = read(
      'Not sure if I\'m overreacting. I see a 52-year-old man for depression since his business folded. This week he was calmer than he\'s been in months, almost peaceful, and he thanked me for "everything" at the end like it was our last session. He mentioned he finally sorted out the paperwork so his wife "won\'t have to deal with any of it," and that he\'d been up at the family cabin alone checking on his father\'s old revolver. He says he\'s not suicidal and laughed when I asked. He cancelled our next appointment.',
    );
    expect(u.categories.map((c) => c.id)).toContain('suicide-risk');
    expect(u.facts.firearm.status).toBe('present');
    expect(u.facts.preparation.status).toBe('present');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
    // A spouse named in an individual client's story is not a couples question.
    expect(u.categories.map((c) => c.id)).not.toContain('couples-family-group');
  });

  it('does not read provision for a family as danger where the text gives no other sign', () => {
    const { u, risk } = read('Before his deployment he set up automatic payments so his wife won\'t have to deal with the bills. He asked whether he can keep seeing me by video from the base.');
    // The vocabulary net may still open the screen (a false flag costs one screen); the wording alone states nothing.
    expect(u.categories.map((c) => c.id)).not.toContain('suicide-risk');
    expect(risk.factors.map((f) => f.id)).not.toContain('preparation');
  });

  it.each([
    ['thoughts of killing himself are ideation, not a threat to others', 'He admitted to thoughts of killing himself over the holidays.', 'self'],
    ['dwelling on a method', 'She keeps picturing herself stepping off the top deck of the garage at work.', 'self'],
    ['an overdose that was not an accident', 'He finally told me his overdose last spring was not really an accident.', 'self'],
    ['a bottle swallowed before', 'Years ago she swallowed a whole bottle of her mother’s sleeping pills.', 'self'],
  ])('reads self-directed danger in other words: %s', (_name, text, domain) => {
    const { u } = read(text);
    expect(u.screen[domain as 'self'].cued).toBe(true);
    expect(u.facts.threat.status).not.toBe('present');
  });

  it.each([
    ['slang for an ending', "He said his ex's new man is getting retired at the next exchange and patted his jacket."],
    ['not leaving a place alive', "My 16-year-old client said the kid who jumped him won't be walking out of Friday's dance. He knows the code to his uncle's gun safe."],
  ])('reads danger to others in slang: %s', (_name, text) => {
    const { u, risk } = read(text);
    expect(u.screen.others.cued).toBe(true);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('reads preparation in a home visit: instructions left out, no more need of a service after a date, medicine within reach', () => {
    const { u, risk } = read(
      'Home visit with an 83-year-old widow. Her papers were stacked on the table with a note that said "instructions for Carol", and she told me she won\'t be needing the grocery delivery after next month. Her husband\'s old oxycodone is still in the nightstand. She laughed and said I fuss too much.',
    );
    expect(u.categories.map((c) => c.id)).toContain('suicide-risk');
    expect(u.facts.otherMeans.status).toBe('present');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it.each([
    ['a passive wish in plain speech', "He's 81. He said it wouldn't trouble him if he didn't wake up some morning; he's just taking up space."],
    ['intent with the method in her words', "She told me she's been setting her trazodone aside and that after the wedding she'll take them all."],
    ['a pet rehomed before a date', 'He asked his neighbour to make sure the dog goes to a good home after the holidays, and he gave away his fishing gear.'],
  ])('reads suicide risk told plainly: %s', (_name, text) => {
    const { u } = read(text);
    expect(u.screen.self.cued).toBe(true);
    expect([...u.categories, ...u.possibleCategories].map((c) => c.id)).toContain('suicide-risk');
  });

  it('reads a gun kept in a car and a shooting in slang as danger to others', () => {
    const { u, risk } = read("Monday when he clocks in I'm gonna light him up, the nine stays in my glove box. He meant his foreman.");
    expect(u.facts.threat.status).toBe('present');
    expect(u.facts.firearm.status).toBe('present');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('reads planning told as questions: a target’s schedule, police response time, camera footage', () => {
    const { u } = read('He asked me what time the Sunday league games usually let out and how long the sheriff takes to get out to the ball fields. His brother-in-law coaches there.');
    expect(u.screen.others.cued).toBe(true);
    expect(u.facts.preparation.status).toBe('present');
  });

  it.each([
    ['a persecutory belief, a new weapon and the target’s route', "He's off his injection and convinced the woman downstairs is poisoning his water through the pipes. There's a new hatchet by his door, and he asked when the bus that stops near her building runs."],
    ['settling up with someone tonight, a pistol in the car', "He'll settle up with his foreman tonight, he said. Pistol in car. Denies HI."],
    ['a threat whose targets are not named', "Laid off Monday. He said people get pushed too far and everyone acts shocked, and showed me a new shotgun. The exit meeting is Thursday."],
  ])('reads danger to others from facts and idioms: %s', (_name, text) => {
    const { risk } = read(text);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it.each([
    ['letters to the children, to be mailed later', 'He handed me two sealed envelopes addressed to his daughters and asked me to mail them the week after his release, not before.'],
    ['texts scheduled for the children and a beneficiary change', 'Her texts are scheduled to go to her sons on Sunday morning, and she asked how long a beneficiary change takes to clear.'],
    ['going to be with a dead son on his birthday', 'Her son died last year. She told her sister she is going to "be with him on his birthday," and she asked me for an early refill.'],
  ])('reads preparation for suicide in other words: %s', (_name, text) => {
    const { u } = read(text);
    expect(u.screen.self.cued).toBe(true);
  });

  it.each([
    ['a sharpened toothbrush and a fight promised tonight', 'A 16-year-old in our group home filed a toothbrush down to a point and told his roommate he would catch these hands tonight.'],
    ['a badge that still works and a sketched floor plan', 'Laid off last week, he said his badge still works, drew the layout of the fourth floor on a napkin, and asked me to wait until after Thursday.'],
  ])('reads danger to others from what is prepared: %s', (_name, text) => {
    const { u } = read(text);
    expect(u.screen.others.cued).toBe(true);
  });

  it('reads a grievance, a located target and a trip to "talk" beside guns as danger to others', () => {
    const { u, risk } = read("Her ex-husband drained their savings and skipped town. She learned from his cousin where he is staying now and says she is going over there \"to have a talk\" and won't come home without what's hers. There are two shotguns in her garage.");
    expect(u.screen.others.cued).toBe(true);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('keeps "Not sure" answers at HIGH; a threat answered Yes with means and a time is imminent', () => {
    const text = 'He found out where his old business partner is staying and says he will drive up to have a word with him. He keeps rifles at home.';
    const screen = (threat: 'yes' | 'unsure', preparation: 'no' | 'unsure'): SafetyScreen => ({
      ...ALL_NO,
      others: { concern: 'yes', threat, target: 'his business partner', weaponAccess: 'yes', preparation, timeframe: 'next weekend', violenceHistory: 'unsure' },
    });
    expect(read(text, { safetyScreen: screen('unsure', 'no') }).risk.level).toBe('HIGH');
    expect(read(text, { safetyScreen: screen('yes', 'no') }).risk.level).toBe('CRITICAL');
    // "Not sure" on preparation does not undo what the text states (he found out where the partner stays).
    expect(read(text, { safetyScreen: screen('unsure', 'unsure') }).risk.level).toBe('CRITICAL');
  });

  it('leads with suicide risk when a minimum lifts it above another issue, and reads a question asked as asked', () => {
    const { risk } = read("I'm a case manager, not a clinician. He asked me whether his life insurance still pays out no matter how he dies, and he raised his coverage last month.");
    expect(risk.rationale).toMatch(/main concern is suicide risk/);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it.each([
    ['fresh cuts on her upper thighs', 'A 14-year-old came to me with fresh cuts on her upper thighs; she says it is the only thing that helps.'],
    ['an overdose that was not totally an accident and no care about waking up', "He told me last year's overdose wasn't totally an accident, and that he doesn't care if he wakes up."],
    ['a chosen spot and an earlier try with pills', 'She has thought about exactly which curve on the mountain road, and she tried once in college with pills.'],
  ])('reads self-directed danger: %s', (_name, text) => {
    expect(read(text).u.screen.self.cued).toBe(true);
  });

  it('reads a ligature around the neck and a countdown as suicide risk', () => {
    expect(read('Night staff found him with a shoelace looped around his neck, tied to the bed frame.').risk.level).not.toBe('LOW');
    expect(read('Her journal shows the bridge by the mall on four pages, numbered 4, 3, 2, 1.').u.screen.self.cued).toBe(true);
  });

  it('reads a last or permanent something for a person as a veiled threat', () => {
    expect(read("He said his landlord is gonna take his last ride on Friday, and he's been carrying since the eviction.").u.facts.threat.status).not.toBe('unknown');
  });

  it('does not make a grieving widower’s weight loss, or a teen asking the counselor not to tell her mom, into abuse', () => {
    expect(read('He is 84, his wife died in the spring, and he has lost weight. He lives alone and is eating little.').u.categories.map((c) => c.id)).not.toContain('elder-abuse-reporting');
    expect(read('My 15-year-old client said she sometimes wishes she could disappear. "Please don\'t tell my mom."').u.categories.map((c) => c.id)).not.toContain('child-abuse-reporting');
  });

  it('does not read an overdose that put the client in hospital as violence', () => {
    const { u } = read('She had an overdose two years ago that put her in the hospital for a week.');
    expect(u.facts.priorViolence.status).not.toBe('present');
    expect(u.facts.threat.status).not.toBe('present');
  });

  it('reads marks on a child’s body in either order, and confinement as punishment', () => {
    expect(read('My 7-year-old client showed me the backs of her legs: purple stripes, some of them crusted.').u.screen.abuse.cued).toBe(true);
    expect(read("He's 9. He says his stepmom shuts him in the basement overnight when he talks back.").u.facts.abuse?.status).toBe('present');
  });

  it('keeps a conditional threat a threat, but a hypothetical question is not a fact', () => {
    expect(read('He said if she takes the kids, he will kill her.').u.facts.threat.status).toBe('present');
    const hypothetical = read('If he had a gun, would I have to warn anyone? He has never owned one as far as I know.').u;
    expect(hypothetical.facts.firearm.status).not.toBe('present');
  });

  // Veiled threats and danger carried by a person's role, by a wish, by a weapon's receipt: each
  // wording below is written for this test, not taken from the evaluation sets.
  it.each([
    ['a pity wished on a rival', 'In his individual session the husband said his wife\'s friend keeps "poisoning her against me". He told me it would be a real shame if her tires gave out on the interstate, and he knows where she parks at the gym.', 'others'],
    ['a regret promised to a foreman', 'Client got fired on Monday and blames his foreman. "He\'s gonna wish he\'d kept his mouth shut," he said. He still has a key card for the yard.', 'others'],
    ['a disappearance', 'Group member talking about the man who testified against his brother: "out on the lake nobody would ever find a thing." He has a boat and a hunting license.', 'others'],
    ['a weapon with its receipt on the table', 'On the home visit there was a new hatchet on the counter with the receipt beside it, and a printout of directions to the salon where his ex-wife works. Her hearing is Tuesday.', 'others'],
    ['a rope tied off in a closet', 'During the welfare check I saw a belt tied off on the closet rod with a loop at the end. He said it was for stretching. Says he is not suicidal.', 'self'],
    ['how many it would take', 'Since her fall she keeps saying she is a burden. She asked the nurse how many of her heart pills it would take to not wake up, then laughed it off.', 'self'],
    ['a child left in charge of a baby', 'On the visit the 7-year-old answered the door and said he stays home from school to watch the baby while his mom works doubles. There was nothing in the fridge but mustard.', 'abuse'],
  ])('%s: the domain is cued and the band is at least HIGH', (_name, text, domain) => {
    const { u, risk } = read(text);
    expect(u.screen[domain as 'self' | 'others' | 'abuse'].cued).toBe(true);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('does not state suicide risk from the weapon of a danger to others: it is offered, and the self screen asks', () => {
    const { u } = read('He told me his business partner cheated him out of the shop and he is going to make him pay for it. He bought a pistol at a gun show on Saturday and knows where the partner parks every morning.');
    expect(u.categories.map((c) => c.id)).toContain('duty-to-protect');
    expect(u.categories.map((c) => c.id)).not.toContain('suicide-risk');
  });

  it('reads an older client\'s card held by a relative, told in shorthand, as a report question', () => {
    const { u, risk } = read('Home visit. M, late 80s, MCI. Granddaughter holds his bank card; about $2k/month in ATM withdrawals he does not remember making. Electric bill past due.');
    expect(u.categories.map((c) => c.id)).toContain('elder-abuse-reporting');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('weighs Part 2 records sought by probation however the request is written', () => {
    for (const text of ['PO called asking what my client has said about his relapse. Federally funded SUD program; his consent covers attendance only.', 'Probation emailed for his last two drug screens. We are a Part 2 program and the release lists attendance only.']) {
      const { risk } = read(text, { role: 'substance-abuse-counselor' });
      expect(risk.factors.map((f) => f.label)).toContain('Substance use records sought by a court, police, probation or an employer, or already released');
    }
    // The graver form is shown with who seeks the records.
    const { risk } = read('A deputy from the sheriff\'s office called to ask whether my client is still in our methadone program. She has signed nothing for them.', { role: 'substance-abuse-counselor' });
    expect(risk.factors.find((f) => f.label.startsWith('Substance use records sought'))?.evidence[0]).toBe('deputy');
  });

  it.each([
    ['pills named before the saving, and death as a long sleep', "Her words: 'Once the holidays are over I'm taking the long nap.' She means the oxycodone she has been stockpiling since her surgery. She took pills once before and woke up in the ICU.", 'self'],
    ['the day spoken about, not the day it was said', "He said Monday would be 'his last shift, one way or another.' His .45 is in his truck now, and his foreman starts at seven.", 'others'],
    ['a target\'s schedule asked about, with a gun safe\'s code', "The 9th grader who was mocked online asked me what time the basketball game on Thursday ends and which exit the visiting families use. He knows the code to his uncle's gun safe.", 'others'],
  ])('%s: imminent, CRITICAL', (_name, text, domain) => {
    const { u, risk } = read(text);
    expect(u.screen[domain as 'self' | 'others'].cued).toBe(true);
    expect(risk.level).toBe('CRITICAL');
  });

  it('names the people at risk by what the text says of them, not by the relative beside them', () => {
    const { u } = read('A sophomore told me his uncle finally showed him where the ammo is kept, and that the kids who laughed at him in the locker room "won\'t be laughing after Friday." He says he was kidding.', { role: 'school-counselor' });
    expect(u.facts.identifiableVictim.description).toBe('the kids who laughed at him');
    // Classmates posting about the client is not the practitioner's social-media question.
    expect(u.categories.map((c) => c.id)).not.toContain('social-media');
  });

  it('does not read the role\'s title or a group practice as couples, family or group work', () => {
    const { u } = read('Licensed marriage and family therapist in a group practice. A client I saw for a year brought me a $90 scarf after our last session; our policy caps gifts at $25.', { role: 'lmft' });
    expect(u.categories.map((c) => c.id)).not.toContain('couples-family-group');
  });

  it.each([
    ['retribution promised for a death', 'Since his sister died of a laced pill he keeps saying the man who sold it "is going to get what my sister got." He knows which motel the man stays at.', 'others'],
    ['done breathing after release', 'Inmate in our reentry group said about his former cellmate: "he\'s done breathing when I get out." He is released next month.', 'others'],
    ['a means dwelt on', 'Couples session. Out of nowhere the wife said she catches herself staring at the bridge on her commute an awful lot lately. Her husband changed the subject.', 'self'],
    ['a pet placed and an earlier attempt', 'He is getting his cats set up with his neighbor "for a while." He told me about his own attempt at intake, two years ago.', 'self'],
  ])('%s: HIGH from the text alone', (_name, text, domain) => {
    const { u, risk } = read(text);
    expect(u.screen[domain as 'self' | 'others'].cued).toBe(true);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('offers rather than states a report question for marks the practitioner checked and found explained, and never says LOW', () => {
    const checked = read('A 12-year-old came in with bruises on both shins. She plays club soccer; her coach confirmed two hard tackles at Saturday\'s game. I talked with her alone: no fear of going home, likes home, nothing concerning.', { role: 'school-counselor' });
    expect(checked.u.categories.map((c) => c.id)).not.toContain('child-abuse-reporting');
    expect(checked.u.possibleCategories.map((c) => c.id)).toContain('child-abuse-reporting');
    expect(checked.risk.level).not.toBe('LOW');
    // An adult's act named keeps the report question, however calm the child seems.
    const disclosed = read('A 12-year-old came in with bruises on both shins. She says her stepdad kicked her. She likes home, no fear, nothing else concerning.', { role: 'school-counselor' });
    expect(disclosed.u.categories.map((c) => c.id)).toContain('child-abuse-reporting');
    expect(['HIGH', 'CRITICAL']).toContain(disclosed.risk.level);
  });

  it('states Part 2 for a treatment program, not for a client who is sober', () => {
    const sober = read('My client has been sober for three years and goes to AA. He asked me to write a character letter for his custody hearing.', { role: 'lpc' });
    expect(sober.u.categories.map((c) => c.id)).not.toContain('substance-use-records');
    const program = read('I work at a methadone clinic. A client\'s employer called to ask whether he is enrolled; he has not signed a Part 2 consent.', { role: 'lpc' });
    expect(program.u.categories.map((c) => c.id)).toContain('substance-use-records');
  });

  it('does not make a child\'s age in an abuse report a question of the minor\'s consent', () => {
    const { u } = read('A 7-year-old told me today that her stepdad hits her with a belt, and she showed me welts on her legs.', { role: 'lcsw' });
    expect(u.categories.map((c) => c.id)).toContain('child-abuse-reporting');
    expect(u.categories.map((c) => c.id)).not.toContain('minors-consent');
  });

  it('does not count the time something was told as the time of the danger', () => {
    const { u } = read('Tonight one group member ranted about his landlord for twenty minutes. Nothing else stood out and he left calm.');
    expect(u.facts.timeline.status).toBe('unknown');
  });

  it('reads an earlier overdose told without the word "attempt"', () => {
    const { u } = read('My client is 20. She tried to overdose at 15 and has been doing well since.');
    expect(u.facts.priorAttempts.status).toBe('present');
  });

  it('reads a previous attempt with hopelessness now as HIGH until the screen settles it', () => {
    const { risk } = read('He tried to hang himself three years ago. Lately he keeps saying nothing is ever going to get better. He says he has no plan.');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
    const answered = read('He tried to hang himself three years ago. Lately he keeps saying nothing is ever going to get better. He says he has no plan.', { safetyScreen: { self: { concern: 'yes', ideation: 'no', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'yes', meansAccess: 'no' } } });
    expect(answered.risk.rationale).not.toContain('with hopelessness now');
  });
});

describe('free text is read honestly', () => {
  it.each([
    ['an idiom of kinship', 'Half the town is related to my husband one way or another, and my client is his cousin.'],
    ['an institution as the subject of slang', 'His insurer dropped him last month, so he asked about a sliding scale.'],
    ['a thing after "the"', 'The coach told her to kill the ball on every serve, and she has been anxious about tryouts.'],
    ['to beat as to defeat', 'In play therapy his dragon beats all the knights and shouts that nobody can beat him.'],
  ])('does not read %s as a threat or abuse', (_name, text) => {
    const { u } = read(text);
    expect(u.facts.threat.status).not.toBe('present');
    expect(u.categories.map((c) => c.id)).not.toContain('child-abuse-reporting');
  });

  it('reads a gun bought for a carry class and kept in a locked safe as access, not preparation', () => {
    const { risk } = read('She took a concealed carry class, bought a handgun and keeps it in a locked safe. No anger at anyone, no depression.');
    expect(risk.factors.map((f) => f.id)).not.toContain('preparation');
  });

  it('does not make a third party’s lawyer, or the practitioner’s own, a court around the client', () => {
    expect(read("His landlord's lawyer keeps calling him about the lease, and he is furious.").u.facts.involved.court.status).toBe('unknown');
    expect(read('I plan to ask my own lawyer before I answer the school.').u.facts.involved.court.status).toBe('unknown');
    expect(read('His lawyer asked for my notes for the custody hearing.').u.facts.involved.court.status).toBe('present');
  });

  it('reads a role that opens the text as the writer’s own, not a colleague', () => {
    const { u } = read('School psychologist. A second grader keeps falling asleep in class and says her dad sleeps all day. Do I report?');
    expect(u.categories.map((c) => c.id)).not.toContain('colleague-conduct');
  });

  it('"nobody has subpoenaed my file" is not a subpoena', () => {
    const { u, risk } = read('Nobody has subpoenaed my file, but his lawyer called asking what I would say in court.');
    expect(u.facts.subpoena.status).toBe('negated');
    expect(risk.factors.flatMap((f) => f.evidence).join(' ')).not.toMatch(/subpoena/i);
  });

  it('what the practitioner would ask about is not a stated intent or plan', () => {
    const { u } = read('He was angry about the custody ruling. Next session I would ask him about intent, any plan, and whether there is a gun in the house.');
    expect(u.facts.intent.status).not.toBe('present');
    expect(u.facts.plan.status).not.toBe('present');
    expect(u.facts.firearm.status).not.toBe('present');
  });

  it('answering the app’s consultation and colleague questions adds no issue, person or fact', () => {
    const { u } = read('My client, a teacher, asked me to write a letter to her principal about her leave.', {
      clarifyingAnswers: {
        'q-consultation': 'Not yet. I plan to consult my supervisor and a colleague tomorrow morning.',
        'q-colleague': 'I would tell a colleague to ask about intent, any plan and access to a gun before deciding.',
      },
    });
    expect(u.categories.map((c) => c.id)).not.toContain('supervision-training');
    expect(u.categories.map((c) => c.id)).not.toContain('colleague-conduct');
    expect(u.facts.involved.supervisor.status).toBe('unknown');
    expect(u.facts.intent.status).toBe('unknown');
  });

  it('a specific answer about timing counts as much as a bare yes', () => {
    const base = 'My client said his boss will get what is coming to him. He owns a shotgun.';
    const question = 'Did he say when, or is there a time frame?';
    const bare = read(base, { clarifyingAnswers: [{ question, answer: 'Yes, he did say when it would happen.' }] }).u.facts.timeline;
    const specific = read(base, { clarifyingAnswers: [{ question, answer: 'Yes, Friday the 14th, at the shift change.' }] }).u.facts.timeline;
    expect(bare.status).toBe('present');
    expect(specific.status).toBe('present');
  });

  it('the person at risk may be named in an answer', () => {
    const { u } = read('My client keeps a pistol in his car and says someone at work is going to get what is coming.', {
      clarifyingAnswers: { 'q-victim': 'He means his shift supervisor at the warehouse.' },
    });
    expect(u.facts.identifiableVictim.status).not.toBe('unknown');
    expect(u.facts.identifiableVictim.evidence.some((e) => /supervisor/.test(e.phrase))).toBe(true);
  });
});

describe('the safety screen decides', () => {
  const TEXT = 'My client is angry at his neighbour over a fence and mentioned he keeps deer rifles, like everyone up here.';

  it('a flagged domain left unanswered is "not yet assessed": at least MODERATE, and the screen says incomplete', () => {
    const { u, risk } = read(TEXT);
    expect(u.screen.others.cued).toBe(true);
    expect(u.screen.unresolved).toContain('others');
    expect(u.screen.summary).toMatch(/^incomplete: .*others/);
    expect(risk.factors.some((f) => f.id === 'not-assessed:others')).toBe(true);
    expect(risk.score).toBeGreaterThanOrEqual(4);
  });

  it('answers set the facts: a threat, a target, a weapon and a time reach CRITICAL', () => {
    const { u, risk } = read(TEXT, {
      safetyScreen: { ...ALL_NO, others: { concern: 'yes', threat: 'yes', target: 'his neighbour', weaponAccess: 'yes', preparation: 'no', timeframe: 'this weekend', violenceHistory: 'no' } },
    });
    expect(u.screen.summary).toBe('complete');
    expect(u.facts.identifiableVictim).toMatchObject({ status: 'present', description: 'his neighbour' });
    expect(risk.level).toBe('CRITICAL');
  });

  it.each([
    ['She burns her forearm with a lighter a few times a week.', true],
    ['17M, has been cutting his thighs w/ a razor since October, hides it from his parents.', true],
    ['He says he scratches his arms until they bleed when the memories come back.', true],
    ['He burned her arm with a cigarette when she came home late.', false],
    ['She cut her hand on a broken glass while cooking and needed stitches.', false],
  ])('reads an injury to one’s own body as self-harm, not another’s act or an accident: %s', (text, selfHarm) => {
    const { u } = read(text);
    expect(u.categories.some((c) => c.id === 'suicide-risk')).toBe(selfHarm);
  });

  it.each([
    ['Sometimes she wishes she just wouldn’t wake up. No plan, and she says she would never act on it.', true],
    ['He goes to sleep most nights hoping not to wake up.', true],
    ['Some days when she flies for work she hopes the plane goes down.', true],
    ['She prays every night that God takes her.', true],
    ['She hopes the funding proposal dies in committee.', false],
    ['He hopes his dad will take him fishing this summer.', false],
  ])('reads a passive wish for death in any words (C-SSRS item 1), not an ordinary hope: %s', (text, self) => {
    const { u } = read(text);
    expect(u.categories.some((c) => c.id === 'suicide-risk')).toBe(self);
    expect(u.categories.some((c) => c.id === 'duty-to-protect')).toBe(false);
  });

  it.each([
    'She keeps saying she is ready for God to take her, any day now.',
    "He told me, flatly, that he's not living like this, and that nobody will talk him out of it.",
    'Half joking, he said everybody would be better off if he just never woke up.',
    'She said if she stepped in front of the train on the way home it would fix the money problem.',
    'On the home visit I found a bedsheet knotted into a loop over the closet rod, a chair under it.',
    'He asked how many of the sleeping pills a person would need to sleep until next year.',
    "She posted 'see you all after the holidays... or not'. Yesterday she gave her cat to a neighbour.",
    "He told me not to waste the naloxone on him if he uses again.",
    "He asked, half joking, whether his mother's leftover morphine would be enough for a big guy.",
  ])('reads suicide risk said in a practitioner’s or client’s own words: %s', (text) => {
    const { u } = read(text);
    expect(u.screen.self.cued || u.categories.some((c) => c.id === 'suicide-risk')).toBe(true);
  });

  it.each([
    ["He told me, 'if I see that guy at the hearing I'm gonna put him through a wall.'", 'duty'],
    ['He moved the pipe wrench from his truck to his locker; the shift lead hands out write-ups on Friday.', 'screen'],
    ["He said some people at his old job are lucky he's stuck in here.", 'screen'],
    ["If his ex shows up at his place again with her boyfriend, he doesn't know what he'll do.", 'screen'],
    ['He bought a gun last week and says his boss will regret firing him.', 'duty'],
  ])('reads a threat to others in its own words, a conditional one included: %s', (text, expected) => {
    const { u } = read(text);
    if (expected === 'duty') expect(u.categories.map((c) => c.id)).toContain('duty-to-protect');
    else expect(u.screen.others.cued || u.categories.some((c) => c.id === 'duty-to-protect')).toBe(true);
  });

  it('reads grooming and trafficking markers around a minor client, never a routine case; an adult couple is not', () => {
    const teen = read("My client is 15. Lately she talks about her boyfriend all the time. He's 23, picks her up after school, pays for her hair and her phone, and she stays weekends at his apartment. She says he'll get her a job dancing at his friend's club to pay him back.");
    expect(teen.u.screen.abuse.cued).toBe(true);
    expect(teen.risk.score).toBeGreaterThanOrEqual(4);
    const online = read("A seventh grader told me she goes after school to the apartment of a guy she met online who is like 19. He buys her lunch and says she's mature for her age and that her mom wouldn't get it.");
    expect(online.u.categories.map((c) => c.id)).toContain('child-abuse-reporting');
    const adults = read('My client is 34 and her boyfriend is 29; they want couples counseling about money. She spends weekends at his place.');
    expect(adults.u.screen.abuse.cued).toBe(false);
    // An adult's age beside a child merely named elsewhere ("her kids") is no sign of grooming. (The
    // vocabulary net retrained with d16 flags the second by its words, which opens the screen: that
    // is the net's over-asking, not a grooming sign, so the sign is what is checked.)
    expect(read('My client is a woman who is 45 and has two kids; she wants help with her anxiety.').u.screen.abuse.cued).toBe(false);
    expect(families('Her ex, a guy who is 25, picks up the kids on Fridays.')).not.toContain('child-sexual');
  });

  it('a threat with a weapon waiting on a condition or weeks away is HIGH, not imminent; a near time makes it CRITICAL', () => {
    const others = (timeframe: string) =>
      read(TEXT, { safetyScreen: { ...ALL_NO, others: { concern: 'yes', threat: 'yes', target: 'his neighbour', weaponAccess: 'yes', preparation: 'no', timeframe, violenceHistory: 'yes' } } }).risk;
    for (const later of ['if the neighbour calls the police on him again', 'opening day of deer season']) {
      const r = others(later);
      expect(r.level).toBe('HIGH');
      expect(r.factors.find((f) => f.id === 'timeline')?.label).toMatch(/not yet imminent/);
    }
    expect(others('Saturday morning').level).toBe('CRITICAL');
  });

  it('a threat already acted on (means and preparation) is imminent with no time given, but not when the time is weeks away', () => {
    const others = (timeframe?: string) =>
      read(TEXT, { safetyScreen: { ...ALL_NO, others: { concern: 'yes', threat: 'yes', target: 'his neighbour', weaponAccess: 'yes', preparation: 'yes', violenceHistory: 'no', ...(timeframe ? { timeframe } : {}) } } }).risk.level;
    expect(others()).toBe('CRITICAL');
    expect(others('in a couple of months')).toBe('HIGH');
  });

  it('suicidal ideation with a plan is imminent with a near time, not with a time that waits on a condition', () => {
    const self = (timeframe: string) =>
      read('My client has been struggling since the accident.', {
        safetyScreen: { ...ALL_NO, self: { concern: 'yes', ideation: 'yes', method: 'yes', intent: 'unsure', plan: 'yes', preparation: 'yes', priorAttempt: 'no', meansAccess: 'yes', timeframe } },
      }).risk.level;
    expect(self('next Tuesday, when his wife is away')).toBe('CRITICAL');
    expect(self('if the farm is sold')).toBe('HIGH');
    expect(self('when the farm is sold in the spring')).toBe('HIGH');
  });

  it('never gives a safety-screen answer as the reason an issue is offered', () => {
    const { u } = read('My client has been struggling since the accident.', {
      safetyScreen: { ...ALL_NO, self: { concern: 'yes', ideation: 'unsure', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'no', meansAccess: 'no' } },
    });
    for (const c of u.possibleCategories) expect(c.evidence.filter((e) => e.source === 'screen'), c.id).toEqual([]);
  });

  it('"No" throughout settles the flagged domain: no floor, and the danger category is not stated', () => {
    const { u, risk } = read(TEXT, { safetyScreen: ALL_NO });
    expect(u.screen.unresolved).toEqual([]);
    expect(risk.factors.some((f) => f.id.startsWith('not-assessed'))).toBe(false);
    expect(u.categories.map((c) => c.id)).not.toContain('duty-to-protect');
  });

  it('"No" on one danger’s screen never clears the plan, preparation or weapon of the other', () => {
    const threat = 'My client told me today he is going to kill his ex-wife. He bought a handgun last week and said he will do it this weekend when she picks up the kids.';
    const before = read(threat);
    const after = read(threat, { safetyScreen: { self: ALL_NO.self } });
    expect(before.risk.level).toBe('CRITICAL');
    expect(after.risk.level).toBe('CRITICAL');
    expect(after.risk.factors.map((f) => f.id)).toEqual(expect.arrayContaining(['firearm', 'plan', 'preparation']));

    const suicide = 'She has been stockpiling her pills, bought a gun last week and says she plans to kill herself next weekend.';
    const othersNo = read(suicide, { safetyScreen: { others: ALL_NO.others } });
    expect(othersNo.risk.level).toBe(read(suicide).risk.level);
    expect(othersNo.u.facts.firearm.status).toBe('present');
  });

  it('"Not sure" on an item is not safe either', () => {
    const { risk } = read(TEXT, { safetyScreen: { ...ALL_NO, others: { concern: 'unsure', threat: 'unsure', weaponAccess: 'yes', preparation: 'no', violenceHistory: 'no' } } });
    expect(risk.score).toBeGreaterThanOrEqual(4);
  });

  it('preparation answered Yes with means reaches HIGH or more whatever the text says about thoughts', () => {
    const { risk } = read('Routine follow-up; she says she is doing fine.', {
      safetyScreen: { ...ALL_NO, self: { concern: 'yes', ideation: 'no', method: 'no', intent: 'no', plan: 'no', preparation: 'yes', priorAttempt: 'no', meansAccess: 'yes' } },
    });
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('a practitioner’s Yes on abuse is reasonable suspicion: the report category is stated and the band HIGH', () => {
    const { u, risk } = read('A parent told me something during a family session that worried me.', {
      safetyScreen: { ...ALL_NO, abuse: { concern: 'yes', who: 'child', disclosed: 'yes', observed: 'no', perpetratorAccess: 'yes' } },
    });
    expect(u.categories.map((c) => c.id)).toContain('child-abuse-reporting');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });
});

describe('possible issues and the practitioner’s decisions', () => {
  it('a dismissed issue leaves the analysis, a confirmed one joins it, and a screened danger cannot be dismissed', () => {
    const text = 'My client, a retired teacher, gave me a small painting she made and asked if I would come to her gallery opening.';
    const base = read(text).u.categories.map((c) => c.id);
    expect(base.length).toBeGreaterThan(0);
    const dismissed = read(text, { issueDecisions: { dismissed: [base[0]!] } }).u;
    expect(dismissed.categories.map((c) => c.id)).not.toContain(base[0]);
    expect(dismissed.dismissedCategories).toContain(base[0]);
    expect(read(text, { issueDecisions: { confirmed: ['cultural-diversity'] } }).u.categories.map((c) => c.id)).toContain('cultural-diversity');
    const screened = read(text, {
      issueDecisions: { dismissed: ['suicide-risk'] },
      safetyScreen: { ...ALL_NO, self: { concern: 'yes', ideation: 'yes', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'no', meansAccess: 'no' } },
    }).u;
    expect(screened.categories.map((c) => c.id)).toContain('suicide-risk');
  });
});

/** A partner-violence dilemma as an LMFT in Oregon writes it. */
const readPartner = (text: string, safetyScreen?: SafetyScreen) => read(text, { role: 'lmft', state: 'OR', ...(safetyScreen ? { safetyScreen } : {}) });

describe('violence against the client by a partner', () => {
  it('reads strangulation told in the client\'s own words, and does not call it suicide risk', () => {
    const { u, risk } = read('Couples case, married eight years. In the wife’s individual check-in she said that last month he "put his hands around my neck for a second" and she asked me not to bring it up. He keeps a shotgun in the hall closet.');
    expect(u.facts.partnerViolence?.kinds).toContain('strangulation');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
    expect(risk.rationale).not.toMatch(/main concern is suicide risk/);
  });

  it.each([
    ['hands around the neck', 'A 30-year-old woman I see for anxiety said her boyfriend put his hands around her neck on Saturday until she nearly passed out.', 'strangulation'],
    ['a passive strangulation', 'Client disclosed she was strangled by her partner last weekend.', 'strangulation'],
    ['a threat to kill passed on by text', 'My client’s ex-husband texted her that he will kill her if she moves away with the kids.', 'threat-to-kill'],
    ['a knife held to her', 'She told me her husband held a kitchen knife against her throat last month.', 'weapon'],
    ['an act told with a pause ("lost it" on Sunday)', 'A 35-year-old woman I’ve seen for depression came in with a scarf on. She said her fiancé \'lost it\' on Sunday, grabbed her by the throat against the fridge and she could not breathe. He has shoved her before.', 'strangulation'],
    ['a pronoun agent, with the client’s pronoun known', 'My client left her husband in June. Since then he told her he would kill her before he lets her go.', 'threat-to-kill'],
  ])('%s is a lethality marker: HIGH even with every screen item answered "No"', (_name, text, kind) => {
    const { u, risk } = readPartner(text, ALL_NO);
    const pv = u.facts.partnerViolence;
    expect(pv?.status).toBe('present');
    expect(pv?.kinds).toContain(kind);
    expect(risk.level).toBe('HIGH');
    expect(risk.factors.map((f) => f.id)).toContain('partner-violence');
  });

  it('other violence by a partner is MODERATE, never LOW, whatever the screen says', () => {
    const { u, risk } = readPartner('Male client, 50s, admitted his wife slaps and scratches him when she drinks. He does not want anyone contacted.', ALL_NO);
    expect(u.facts.partnerViolence?.kinds).toEqual(['violence']);
    expect(risk.level).toBe('MODERATE');
  });

  it('is not the client’s own threat, history or weapon: no duty to protect', () => {
    const { u } = readPartner('Her ex-husband has threatened to kill her and pointed a gun at her in March. She wants help with a protection order.');
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
    expect(readPartner(text).u.facts.partnerViolence?.status ?? 'unknown').toBe('unknown');
  });

  it('a negation inside the act negates it', () => {
    const pv = readPartner('At intake she said her husband has never hit her and she feels safe at home.').u.facts.partnerViolence;
    expect(pv?.status).toBe('negated');
  });

  it('a minimising aside is not a negation ("like it was nothing")', () => {
    expect(readPartner('She mentioned, like it was nothing, that her boyfriend pinned her to the bed by the neck.').u.facts.partnerViolence?.status).toBe('present');
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

describe('threat words the practitioner reads as a figure of speech', () => {
  const IDIOM =
    "A seventh grader told friends at lunch she was 'going to murder' her older brother for spoiling the finale of a show they watch. I talked with her and she was mortified; it's an idiom kids use. Mom says there are no weapons in the house.";

  it('are a question for the harm-to-others screen: duty to protect offered, never LOW, never stated from the words', () => {
    const { u, risk } = read(IDIOM, { role: 'school-counselor' });
    expect(u.facts.threat).toMatchObject({ status: 'uncertain', figurative: true });
    expect(u.categories.map((c) => c.id)).not.toContain('duty-to-protect');
    expect(u.possibleCategories.map((c) => c.id)).toContain('duty-to-protect');
    expect(u.screen.others.cued).toBe(true);
    expect(risk.level).toBe('MODERATE');
  });

  it('settle as the screen answers: "Yes, a threat" makes it the duty-to-warn finding again', () => {
    const { u, risk } = read(IDIOM, { role: 'school-counselor', safetyScreen: { others: { concern: 'yes', threat: 'yes', target: 'her brother' } } });
    expect(u.facts.threat.status).toBe('present');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('are not a figure of speech beside a weapon, a plan or a time', () => {
    const { u, risk } = read("He said it's just an expression, but he told me he's going to kill his supervisor on Friday, and his rifle is in the truck.");
    expect(u.facts.threat.figurative).toBeUndefined();
    expect(u.categories.map((c) => c.id)).toContain('duty-to-protect');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });
});

describe('danger to others stated from its configuration', () => {
  it('a weapon in earnest and a person named, beside the vocabulary net, state the duty question without a threat word', () => {
    const { u } = read(
      "Since his wife moved out he bought a pistol and has been asking their son which nights she works late. He keeps saying he is owed an answer from her and that he is done waiting. He asked me whether what he says in here stays private.",
    );
    expect(u.categories.map((c) => c.id)).toContain('duty-to-protect');
  });

  it('a rifle in everyday use beside a relative is not that configuration', () => {
    const { u } = read('My client and his brother go deer hunting every November with their rifles. He wants to talk about retiring from the plant next year.');
    expect(u.categories.map((c) => c.id)).not.toContain('duty-to-protect');
  });
});

describe('readings from fresh dilemmas', () => {
  it('hospital rounds are not ammunition, and a late wife is no one at risk', () => {
    const { u } = read("On rounds he joked he won't be a bother to anyone much longer. His late wife's hospice medications are still in the bathroom cabinet.", {
      role: 'clinical-social-worker',
    });
    expect(u.facts.firearm.status).toBe('unknown');
    expect(u.facts.identifiableVictim.status).toBe('unknown');
    expect(u.facts.suicidalIdeation.status).toBe('present');
    expect(u.facts.otherMeans.status).toBe('present');
  });

  it('a dependent adult losing weight, answered for by the carer who holds her money, is a report question', () => {
    const { u, risk } = read(
      "A 34-year-old with cerebral palsy lives with her brother, her paid caregiver and rep payee. She's lost visible weight, her wheelchair cushion is worn through, and he answered every question I asked her before she could. Her day program says she hasn't been dropped off in a month.",
      { role: 'case-manager' },
    );
    expect(u.categories.map((c) => c.id)).toContain('elder-abuse-reporting');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });
});

describe('screen answers of "Not sure"', () => {
  const TEXT = "He asked his nephew to take the dog for good, and his late wife's medications are still in the bathroom cabinet. He says he is just tired.";
  it('never lower what the description states', () => {
    const { u } = read(TEXT, { safetyScreen: { self: { concern: 'unsure', preparation: 'unsure', meansAccess: 'unsure' } } });
    expect(u.facts.preparation.status).toBe('present');
    expect(u.facts.otherMeans.status).toBe('present');
  });
  it('"No" still replaces the reading of the text', () => {
    const { u } = read(TEXT, { safetyScreen: { self: { concern: 'no', preparation: 'no', meansAccess: 'no' } } });
    expect(u.facts.preparation.status).toBe('negated');
  });
});

describe('death told as a trip or an exit, and means laid out', () => {
  it.each([
    ["going somewhere and not coming back", "After the fight at church he told a friend he'd drive out to the point and not come back."],
    ['"all the way, no coming back"', "He said if he slips again he's going all the way, no coming back from it."],
    ['an out kept "in case"', "She admits she kept a stash of her old meds, just in case she needs out."],
    ['pills lined up in a photo', "Tonight a member posted a photo of her pills lined up on the counter and is not answering anyone."],
  ])('%s flags the harm-to-self screen', (_name, text) => {
    const { u, risk } = read(text);
    expect(u.screen.self.cued).toBe(true);
    expect(risk.level).not.toBe('LOW');
  });
});

describe('a danger the screen states', () => {
  it('is shown with what the description itself showed first, then the answer', () => {
    const { u } = read(
      "A 34-year-old with cerebral palsy lives with her brother, her paid caregiver. She's lost visible weight and he answered every question I asked her before she could.",
      { role: 'case-manager', safetyScreen: { abuse: { concern: 'yes', who: 'dependent-adult', disclosed: 'no', observed: 'yes', perpetratorAccess: 'yes' } } },
    );
    const finding = u.categories.find((c) => c.id === 'elder-abuse-reporting');
    expect(finding?.basis).toBe('screen');
    expect(finding?.evidence[0]?.source).toBe('dilemma');
    expect(finding?.evidence.some((e) => e.source === 'screen')).toBe(true);
  });
});

describe('readings from the d12 set', () => {
  it('never scores a Yes on a domain’s concern LOW, even when every detailed item is No', () => {
    const { risk } = read('My client asked whether I would write a letter supporting his housing application.', {
      safetyScreen: { ...ALL_NO, others: { concern: 'yes', threat: 'no', target: 'a coworker', weaponAccess: 'no', preparation: 'no', violenceHistory: 'no' } },
    });
    // The stated issue carries at least its own points; the concern's floor holds it there otherwise.
    expect(risk.factors.map((f) => f.id).some((id) => id === 'concern:others' || id === 'category:duty-to-protect')).toBe(true);
    expect(risk.level).not.toBe('LOW');
  });

  it('reads unprotected sex told with any negated auxiliary as an infection exposure: HIGH once the partner is named', () => {
    const text = "He is HIV positive and stopped seeing his doctor in the spring. He and the woman he's dating aren't using condoms.";
    const { u, risk } = read(text, { safetyScreen: { ...ALL_NO, others: { concern: 'yes', threat: 'no', target: 'the woman he is dating', weaponAccess: 'no', preparation: 'no', violenceHistory: 'no' } } });
    expect(u.cues.find((c) => c.family === 'infection-exposure')?.weight).toBeGreaterThanOrEqual(0.75);
    expect(risk.level).toBe('HIGH');
  });

  it('reads "the people who will be sorry" over a set of names as a veiled threat with targets', () => {
    const { u, risk } = read('A 9th grader taped a sheet inside his locker: names of four teachers and, above them, "the people who will be sorry." He says it is a joke.', { role: 'school-counselor' });
    expect(u.screen.others.cued).toBe(true);
    expect(u.cues.map((c) => c.family)).toContain('veiled-threat');
    expect(risk.level).not.toBe('LOW');
  });

  it('does not read a document handed over as a gift', () => {
    const { u } = read('A parent brought me a printout of her daughter’s group chat and asked what I make of it.', { role: 'school-counselor' });
    expect(u.categories.map((c) => c.id)).not.toContain('gifts');
  });
});

describe('suicide risk told by what the client does and says about others', () => {
  readsFamilies([
    ['medicine kept back rather than taken', 'She has been dropping her nightly tablets into a jar in her closet instead of taking them.', 'self-means'],
    ['being done with a role in life', "He told me he's done being the family's fixer and that his job is finished now that the farm is sold.", 'death-wish'],
    ['others lighter without the client', 'She said, "my kids would honestly be happier without me."', 'death-wish'],
    ['an intrusive image of stepping or swerving', 'On the drive home he keeps getting this picture of just steering into the oncoming lane.', 'death-wish'],
    ['a question about whether life insurance pays on a suicide', 'Last week she asked me whether her life insurance pays out if it is a suicide after the first year.', 'self-preparation'],
  ]);

  it('does not read a relationship remark as a wish to die', () => {
    expect(families('She said her sister would be happier without him, honestly, and that the divorce is overdue.')).not.toContain('death-wish');
  });
});

describe('an older adult’s money in her own words', () => {
  it('reads "she’s 84" as an older adult and "he’s got my card" as control of her money', () => {
    const { u, risk } = read('"He’s got my card, he pays everything, I don’t ask," she says of her nephew. She’s 81. There was no food in the house but a new gaming laptop in his room.', { role: 'case-manager' });
    expect(u.cues.map((c) => c.family)).toContain('elder-financial');
    expect(u.screen.abuse.cued).toBe(true);
    expect(risk.level).not.toBe('LOW');
  });

  it('does not read a distance or a sum after "she’s" as an age', () => {
    expect(families("Her daughter has got her card for groceries. She's 70 miles away from the nearest clinic.", { role: 'case-manager' })).not.toContain('elder-financial');
  });
});

describe('readings from fresh dilemmas (walks, this stop)', () => {
  it('a reckoning foretold at a family gathering, a grievance from court and a rifle taken back out of safekeeping "for hunting season" is imminent danger', () => {
    const { u, risk } = read(
      'My client lost his weekends with his kids after his brother-in-law testified against him. He said there will be a reckoning at the reunion on Saturday, and he picked his rifle back up from his cousin\'s gun safe "for deer season."',
    );
    expect(u.cues.map((c) => c.family)).toEqual(expect.arrayContaining(['veiled-threat', 'grievance', 'weapon']));
    expect(u.cues.find((c) => c.family === 'weapon')?.weight).toBeGreaterThanOrEqual(0.8);
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });

  it('an older adult’s account emptied, papers signed on demand and hearing aids gone missing are elder-abuse signs', () => {
    const { u, risk } = read(
      'My client is 91 and has Parkinson’s. Since her son-in-law took over the bills her savings account has been almost drained, she signs whatever he hands her, and her glasses keep going missing so she can’t read her mail.',
      { role: 'case-manager' },
    );
    expect(u.cues.map((c) => c.family)).toEqual(expect.arrayContaining(['elder-financial', 'elder-isolation']));
    expect(u.categories.map((c) => c.id)).toContain('elder-abuse-reporting');
    expect(risk.level).not.toBe('LOW');
  });

  it('reads paying the fee by doing work for the practitioner as bartering', () => {
    const { u } = read('My client offered to pay for his sessions by painting my waiting room.');
    expect([...u.categories, ...u.possibleCategories].map((c) => c.id)).toContain('bartering-fees');
  });
});

describe('a family gathering is not family work', () => {
  it('does not state couples, family or group work for "the whole family will be at" a holiday', () => {
    const { u } = read('He said the whole family will be at his mother’s place for Easter and that his brother "has it coming." He keeps a shotgun in the truck.');
    expect(u.categories.map((c) => c.id)).not.toContain('couples-family-group');
  });
});

describe('a second relationship told the other way round', () => {
  it('reads "the coach of my son’s hockey team" as a multiple relationship, with those words as its evidence', () => {
    const { u } = read('A new client turned out to be the coach of my son’s hockey team; I see him every Saturday at the rink.', { role: 'psychologist' });
    const finding = u.categories.find((c) => c.id === 'multiple-relationships');
    expect(finding?.evidence.map((e) => e.phrase)).toContain('coach of my son’s hockey team');
  });
});

describe('threats told as a last act, a limited future or a person "handled"', () => {
  it.each([
    ['people taken along, after a conditional', 'He told me that if the board votes him out he is taking some of those board members down with him.'],
    ['a last act foretold for someone', "He said that if she moves the kids out, Sunday will be the last drive she ever takes."],
    ['a limited future', 'About his landlord he said, "that man has maybe one more Christmas left."'],
    ['a person handled at a set time', "She said she's dealing with her boyfriend tonight when he gets home, and that he won't lie to her again."],
    ['a consequent in the present progressive ends the if-clause', "If they cut his hours again he's taking a few of the managers with him."],
  ])('%s', (_name, text) => {
    const { u } = read(text);
    expect(u.cues.map((c) => c.family)).toContain('veiled-threat');
    expect(u.screen.others.cued).toBe(true);
  });

  it.each([
    ["I'm taking my kids with me to the lake this weekend."],
    ["I'll handle the paperwork tonight."],
    ['We are taking some of the staff with us to the conference next week.'],
  ])('does not read everyday plans as threats: %s', (text) => {
    expect(families(text)).not.toContain('veiled-threat');
  });
});

describe('signs from the d12 set, told in new words', () => {
  it.each([
    ['a prior attempt told as "made an attempt"', 'She made an attempt three years ago and spent a week in the hospital.', 'attempt-history', true],
    ['an attempt to reach someone is not one', 'I made an attempt to reach her mother twice this week.', 'attempt-history', false],
    ['"odd" is not an overdose', 'He has said odd things before and laughs at odd moments.', 'attempt-history', false],
    ['a lesson foretold for a named person', 'About the neighbour he said, "that man is going to find out what crossing me costs."', 'veiled-threat', true],
    ['a child’s care left undone', 'At the home visit the 3-year-old’s diaper had not been changed all day and his mother kept nodding off on the couch.', 'child-neglect', true],
    ['touch an older resident cannot name', 'A resident with dementia, 88, says a night worker touches her under her nightgown and tells her to keep quiet.', 'elder-physical', true],
  ])('%s', (_name, text, family, found) => {
    expect(families(text, { role: 'case-manager' }).includes(family as never)).toBe(found);
  });
});

describe('the same case in other words (d12 pair groups)', () => {
  readsFamilies([
    ['a device in her car, told loosely', 'He admitted he stuck a little tag in her backpack so he can keep tabs on her all day.', 'stalking'],
    ['checking where she is', 'He checks where she is on his phone every hour since she left him.', 'stalking'],
    ['turning up at her work', 'Twice this week he swung by her job after she ended it.', 'stalking'],
    ['a drawer of pills and a career ended', 'He said he will take the whole drawer of sleepers Friday night and call it a career.', 'death-wish'],
    ['pills collected rather than taken', 'She has a collection of sleeping pills in her nightstand that she stopped taking in March.', 'self-means'],
    ['a direct question answered yes', 'When I asked if she meant ending her life she said "kind of, yeah" and changed the subject.', 'death-wish'],
    ['a letter left for someone close', "He told me the letter's on the dresser for his daughter, so she won't wonder.", 'self-preparation'],
  ]);
});

describe('more signs from d12, in other words', () => {
  it.each([
    ['a passive wish ending "I wouldn’t be sorry"', 'She told me, "if I didn’t wake up tomorrow I wouldn’t mind it one bit."', 'death-wish', true],
    ['indifference to waking up', "Since the overdose he says he doesn't care either way about waking up.", 'death-wish', true],
    ['"if I go, I go"', 'About using again she shrugged: "if I die next time, I die."', 'death-wish', true],
    ['police response time asked after a hypothetical', 'He asked, "hypothetically, if someone brought a gun to the mall, how long before the cops showed up?"', 'stalking', true],
    ['targets listed with the wrong they did', 'He listed by name the three boys who bullied him on the bus.', 'stalking', true],
    ['smothering', 'The caregiver said some nights he thinks about holding the pillow over his father’s face.', 'veiled-threat', true],
    ['smothering, told of her', 'He said he could put the pillow over her face and nobody would know.', 'veiled-threat', true],
    ['the end of one’s rope is not a ligature', 'Honestly she is at the end of her rope with the twins.', 'self-means', false],
  ])('%s', (_name, text, family, found) => {
    expect(families(text).includes(family as never)).toBe(found);
  });

  it('reads a gun safe’s combination known to a teen, through a possessive ("his dad’s safe")', () => {
    expect(families('The 16-year-old told me he knows the combination to his dad’s safe.')).toContain('weapon');
  });
});

describe('a teen’s goodbye told by what she does (walk, this stop)', () => {
  it('reads belongings given away, left "to keep safe" and accounts kept up "after" as preparation, and opens the harm-to-self screen', () => {
    const { u, risk } = read(
      'A sophomore has been giving his skateboards away to his friends all week, left his guitar with me "to keep safe," and asked if his YouTube channel would stay up after.',
      { role: 'school-counselor' },
    );
    expect(u.cues.find((c) => c.family === 'self-preparation')?.weight).toBeGreaterThanOrEqual(1);
    expect(u.screen.self.cued).toBe(true);
    expect(risk.level).not.toBe('LOW');
  });

  it('does not read "drop off her" as slang for killing, and still reads "he’ll off him"', () => {
    expect(families('She stopped by to drop off her sketchbooks for me.')).not.toContain('veiled-threat');
    expect(families("He said he'll off him if he sees him again.")).toContain('veiled-threat');
  });
});

describe('a Yes on the screen beside what the text showed', () => {
  it('keeps the text’s own words first in the evidence, then the answer', () => {
    const { u } = read('She has been giving her records away to her friends all week and asked if her Instagram would stay up after.', {
      safetyScreen: { ...ALL_NO, self: { concern: 'yes', ideation: 'unsure', method: 'no', intent: 'no', plan: 'no', preparation: 'yes', priorAttempt: 'no', meansAccess: 'no' } },
    });
    const sources = u.facts.preparation.evidence.map((e) => e.source);
    expect(sources[0]).toBe('dilemma');
    expect(sources).toContain('screen');
  });
});

describe('signs read from fresh dilemmas (this stop)', () => {
  readsFamilies([
    ['an injury whose explanation the text undoes', 'Her mother, 79, showed up with a black eye and said she walked into a cupboard, but she hasn’t got cupboards at that height.', 'elder-physical'],
    ['a story that does not add up, for a child', 'The 6-year-old has a cast on his wrist and his dad’s story of how it happened doesn’t add up.', 'child-physical'],
    ['a carer who takes her everywhere and waits outside', 'My client is an 81-year-old widow; her grandson takes her everywhere now and waits outside in the car.', 'elder-isolation'],
    ['a plea for silence because the carer is all she has', 'The 74-year-old pleaded with me not to tell anyone, because he is all she has left.', 'elder-isolation'],
    ['money for food asked of a helper', 'She is 88 and asked me if I could lend her a few dollars for groceries.', 'elder-financial'],
    ['a lesson foretold for the kind of person resented', 'He said his foreman will learn one way or another.', 'veiled-threat'],
    ['leftover medicine kept at hand', 'He keeps his late father’s unused oxycodone in the bathroom.', 'self-means'],
    ['belongings driven over to a relative', 'Last weekend she drove her sewing machine over to her niece.', 'self-preparation'],
    ['affairs squared with the bank', 'He told me he has squared everything away with the bank and his lawyer.', 'self-preparation'],
  ]);

  it('names the person a grievance is about, whatever their title, rather than a helper named nearby', () => {
    const { u } = read(
      'He is still furious at the new dispatcher who reported him to HR. He knows her shift ends at midnight. His brother is keeping his rifles for him.',
    );
    expect(u.facts.identifiableVictim.evidence[0]?.phrase).toBe('the new dispatcher');
  });

  it('does not call danger imminent on means someone else is holding for the client', () => {
    const text =
      'He said the new dispatcher who reported him will learn one way or another. He has been parking outside her apartment and knows when she leaves. His brother is holding his guns for him.';
    const held = read(text);
    expect(held.u.facts.protective?.kinds).toContain('means-restricted');
    expect(held.risk.level).toBe('HIGH');
    const atHand = read(text.replace('His brother is holding his guns for him.', 'He keeps a pistol in his truck.'));
    expect(atHand.risk.level).toBe('CRITICAL');
  });

  it('counts a date chosen for one’s own death as harm to self’s plan only, not a plan against a relative named nearby', () => {
    const { risk } = read('Since his wife died he says he has picked the day, their anniversary next Friday. His son visits on Sundays. He still has her leftover morphine.');
    expect(risk.factors.map((f) => f.id)).not.toContain('additional:duty-to-protect');
    expect(risk.factors.map((f) => f.id)).toContain('plan');
  });

});

describe('harm to self told sideways (d13)', () => {
  readsFamilies([
    ['death as a long sleep', 'She said she would like to take the long sleep and be done.', 'death-wish'],
    ['rest at last after an event', 'After the reunion, he said, he can finally rest.', 'death-wish'],
    ['gone before a date', 'The aide heard him say he would be gone before the holidays.', 'death-wish'],
    ['how much longer one can go on', 'He does not know how much longer he can keep doing this.', 'hopelessness'],
    ['a private supply for the worst day', 'She keeps a spare bottle of her sleeping pills for a really bad day.', 'self-means'],
    ['pills found hidden after an overdose', 'His father found two packs of Benadryl in his backpack.', 'self-means'],
    ['an engine left idling behind a closed door', 'He talked about sitting in the barn with the doors shut and the tractor running.', 'self-means'],
    ['a belt knotted into a loop', 'Staff found a belt knotted into a loop in her wardrobe.', 'self-preparation'],
    ['photos of a drop from several angles', 'He had pictures of the overpass railing from different angles on his phone.', 'self-preparation'],
    ['a single round called all it takes', 'He set a bullet on the table and said one round, that is all it takes.', 'self-preparation'],
  ]);

  it('does not read rest after an ordinary event as a wish to die', () => {
    expect(families('Once finals are over she can finally rest for the summer.')).not.toContain('death-wish');
  });

  it('weighs a stated suicide risk at least its issue’s own points, so a weaker issue does not lead', () => {
    const { u, risk } = read('A rancher I see knows a client of mine socially and has asked me about her twice.', {
      safetyScreen: { ...ALL_NO, self: { concern: 'yes', ideation: 'unsure', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'no', meansAccess: 'yes' } },
    });
    expect(u.categories.map((c) => c.id)).toContain('suicide-risk');
    expect(risk.factors[0]?.id).toBe('category:suicide-risk');
    expect(risk.factors.map((f) => f.id)).toContain('other-means');
    expect(risk.level).toBe('MODERATE');
  });

  it('opens harm to self on one strong sign alone: an engine left running behind a closed door', () => {
    const { u, risk } = read('He told me how peaceful the shop is at night with the door shut and the truck running.');
    expect(u.screen.self.cued).toBe(true);
    expect(risk.level).not.toBe('LOW');
  });
});

describe('danger to others, and abuse, by its kind of sign (d13)', () => {
  readsFamilies([
    ['a fight called out for after', 'In group he told the other man to meet him in the back: see you in the parking lot after.', 'veiled-threat'],
    ['a dental plan to bring', 'He told his cousin to bring his dental plan on Saturday.', 'veiled-threat'],
    ['a problem to fix at the source', 'He says he will deal with the noise problem once and for all.', 'veiled-threat'],
    ['a fixation every session returns to', 'Every session comes back to the supervisor who wrote him up.', 'grievance'],
    ['a gun named before its buying', 'He showed me the shotgun he just bought.', 'weapon'],
    ['body armour bought', 'He ordered a ballistic vest last week.', 'weapon'],
    ['watching a place from a parked car', 'She has been sitting in her car across from his office most evenings.', 'stalking'],
    ['the belt taken to a child', 'Her stepfather took the belt to her brother, age 8, last night.', 'child-physical'],
    ['pictures asked of a child', 'The 13-year-old said a man from the game keeps asking her for pics.', 'child-sexual'],
    ['an adult partner’s age, quoted', 'My 14-year-old client says her "boyfriend" is 24.', 'child-sexual'],
    ['money wired for fees to someone met online', 'The 80-year-old wired him nearly ten thousand dollars to cover customs fees.', 'elder-financial'],
    ['back from the bank without her checkbook', 'My client, 77, came back from the bank without her checkbook.', 'elder-financial'],
    ['an extra dose so he sleeps', 'Her husband is 86; she admits she gives him a double dose of his sedative on bad nights.', 'elder-neglect'],
    ['a carer sitting in the lobby through sessions', 'He sits in the lobby during her sessions; she is 79.', 'elder-isolation'],
    ['messages not passed on', 'Her nephew "forgot" to pass on the messages from her sister; she is 83.', 'elder-isolation'],
  ]);

  it('does not read a belt taken to someone as a ligature', () => {
    expect(families('He took the belt to his son when he lied.')).not.toContain('self-means');
  });
});

describe('an older adult’s affairs looked into and found in order', () => {
  it('offers the elder-abuse report as a question rather than stating it', () => {
    const { u } = read('My client is 84 and her son manages her finances; she calls it controlling. I checked: her bills are paid, she has her own spending money and says she feels safe with him.');
    expect(u.categories.map((c) => c.id)).not.toContain('elder-abuse-reporting');
    expect(u.screen.abuse.open).toBe(true);
  });
});

describe('one case in other words (d13 pairs)', () => {
  readsFamilies([
    ['regret at waking', 'He says most mornings he is disappointed that he woke up.', 'death-wish'],
    ['death welcomed in sleep', 'She says she wouldn’t mind if God took her tonight.', 'death-wish'],
    ['ready to clock out', 'Since the diagnosis he keeps saying he is ready to check out.', 'death-wish'],
    ['the first person, in the client’s words', 'Her words: "I slice my arms when it gets loud in my head."', 'self-harm'],
    ['a blade kept hidden', 'The 13-year-old keeps a razor blade in her phone case.', 'self-harm'],
    ['tablets kept in a jar', 'She has been keeping her pills in a jar on the shelf.', 'self-means'],
    ['a pet handed on', 'He asked me to make sure his neighbour takes his dog.', 'self-preparation'],
    ['a calendar cleared after a date', 'She cancelled her appointments for the week after Friday.', 'self-preparation'],
    ['things settled with her for good', 'He plans to settle things with her once and for all.', 'veiled-threat'],
    ['the last one she ever does', 'He said the handoff would be the last one she ever does.', 'veiled-threat'],
  ]);

  it('does not read a client’s own cancelled shifts as knowledge of someone’s schedule', () => {
    expect(families('She has cancelled her work shifts for the week.')).not.toContain('stalking');
  });

  it('reads "Saturday’s exchange would be…" as the time of the act, not of the telling', () => {
    const { u } = read('He said Saturday’s custody exchange would be the last one she ever does. He keeps a handgun in his truck.');
    expect(u.facts.timeline.status).toBe('present');
  });

  it.each([
    ['“don’t even want to be here”', 'He said, "I don’t even want to be here anymore."'],
    ['“no point being alive”', 'She says there is no point being alive.'],
  ])('reads %s as suicidal ideation', (_name, text) => {
    expect(read(text).u.facts.suicidalIdeation.status).not.toBe('unknown');
  });
});

describe('affairs put in order, read from the walk', () => {
  it.each([
    ['a pet’s future arranged', 'He has worked out what happens to the dog.'],
    ['a pet named, its future arranged', 'She has sorted out what happens to Pepper.'],
    ['a pet going to someone', 'His dog is going to his neighbour next week.'],
    ['one password sent “in case”', 'She emailed her brother the password to her phone, "in case."'],
  ])('%s', (_name, text) => {
    expect(families(text)).toContain('self-preparation');
  });

  it('does not read “in case of rain” as affairs put in order', () => {
    expect(families('He sent me the login for the portal in case of rain delays.')).not.toContain('self-preparation');
  });
});

describe('a danger the practitioner answered No to', () => {
  it('is not added as a further concern, nor does the self screen’s plan count against another person', () => {
    const { risk } = read(
      'I see a 23-year-old grad student by telehealth. Her advisor pulled her funding last week. In session she was oddly relaxed and said she has "sorted out what happens to Biscuit" (her cat is going to her roommate), she emailed her sister the password to her laptop "in case," and she has been reading about how long it takes for insulin to work on someone who isn\'t diabetic. Her roommate keeps extra pens in the fridge. She laughed when I asked if she was safe. Her next session isn\'t until the 14th. Can I contact the roommate?',
      {
      safetyScreen: {
        ...ALL_NO,
          self: { concern: 'yes', ideation: 'unsure', method: 'yes', intent: 'unsure', plan: 'unsure', preparation: 'yes', priorAttempt: 'unsure', meansAccess: 'yes' },
        },
      },
    );
    const ids = risk.factors.map((f) => f.id);
    expect(ids.some((id) => id.startsWith('additional:duty-to-protect') || id === 'identifiable-victim')).toBe(false);
    expect(risk.level).toBe('HIGH');
  });
});

describe('a dependent adult’s signs, read from the walk', () => {
  readsFamilies([
    ['marks in a grip pattern', 'Staff saw bruises on her forearms in a grip pattern; she is 82.', 'elder-physical'],
    ['the carer’s account of falls', 'He is 79 and the aide says he has been falling a lot lately.', 'elder-physical'],
    ['weight lost, told in words', 'My client is an 88-year-old widow who has lost nearly fifteen pounds.', 'elder-neglect'],
    ['refusing to go back', 'The resident, who is in her eighties, has started crying and refusing to go back to the facility.', 'elder-isolation'],
    ['the one carer who alone can handle him', 'The manager says the night aide is the only one who can handle him; he is 76.', 'elder-isolation'],
  ]);

  it('does not take a relative living out of state as work across state lines', () => {
    const { u } = read('Her daughter is her guardian and lives out of state. I see her at the day program.');
    expect(u.facts.setting.acrossStateLines.status).toBe('unknown');
    expect(read('My client lives out of state now and we meet by video.').u.facts.setting.acrossStateLines.status).toBe('present');
  });
});

describe('the evidence an issue raised by its signs shows', () => {
  it('keeps the words that named it and adds the signs that raised it', () => {
    const { u } = read('My client, 81, has bruises. Her nephew says she has been falling, and she has started refusing to go back to the house after day program.');
    const evidence = u.categories.find((c) => c.id === 'elder-abuse-reporting')?.evidence.map((e) => e.phrase) ?? [];
    expect(evidence.length).toBeGreaterThan(1);
    expect(evidence.some((p) => /refusing to go back/.test(p))).toBe(true);
  });
});

describe('harm to another told through access, a lesson and a holiday', () => {
  readsFamilies([
    ['manners to be taught by force', 'He said someone should teach her new husband some respect.', 'veiled-threat'],
    ['a lesson with an adjective', 'His words were that the foreman needs to teach that kid a hard lesson.', 'veiled-threat'],
    ['a key kept to the ex’s home', 'He mentioned he still has a spare key to her apartment.', 'stalking'],
    ['an alarm code remembered', 'She told me he remembers the alarm code for her parents’ house.', 'stalking'],
    ['a holiday set for the act', 'He wants it sorted out before Thanksgiving.', 'time-trigger'],
    ['"the Fourth" as a date', 'He said he would wait until the Fourth.', 'time-trigger'],
  ]);

  it('does not read a grade or a floor as "the Fourth"', () => {
    expect(families('She moved up after the fourth grade and lives on the 4th floor.')).not.toContain('time-trigger');
  });

  it('a lesson, a kept key, a carry permit and a holiday open harm to others and name it', () => {
    const { u, risk } = read(
      'My client is separated from his wife. He says he still has the key to her house and that someone ought to teach her boyfriend a lesson before Christmas. He has a concealed carry permit.',
    );
    expect(u.categories.map((c) => c.id)).toContain('duty-to-protect');
    expect(['HIGH', 'CRITICAL']).toContain(risk.level);
  });
});

it('reads a hyphenated concealed-carry permit as access to a firearm', () => {
  expect(read('At intake he mentioned his concealed-carry permit.').u.facts.firearm.status).toBe('present');
});

describe('harm to self told through endings, burdens, means at hand and undone reasons', () => {
  readsFamilies([
    ['life as a ride that is over', 'She told me she is done riding this train.', 'death-wish'],
    ['a turn had, time to leave the table', "He said he's had his run at the card table and it's time to cash in his chips.", 'death-wish'],
    ['checking out for good', 'She says she is checking out permanently once the lease ends.', 'death-wish'],
    ['a conditional ending still counts', 'He told me, "If the appeal doesn\'t go through I\'m checking out for good."', 'death-wish'],
    ['waiting on God, then hurrying him', 'She is waiting on God to take her, and joked that she might help Him along.', 'death-wish'],
    ['no point in any of it', 'Lately he wonders what the point is.', 'death-wish'],
    ['the one reason left', "She said if it weren't for her dogs she would have done something by now.", 'death-wish'],
    ['wishing not to exist', 'The boy says he wishes he could stop existing.', 'death-wish'],
    ['no longer anyone’s problem', "He said that soon he won't be anyone's burden.", 'death-wish'],
    ['the family better with someone else', 'She believes her son deserves a mother who isn’t so broken.', 'death-wish'],
    ['fresh wounds', 'I noticed new scratches on her wrists this week.', 'self-harm'],
    ['an urge to cut', 'Another member texted that she wants to cut again tonight.', 'self-harm'],
    ['a count of pills at hand', 'He mentioned that he has sixty hydrocodone left over.', 'self-means'],
    ['a tin full of pill bottles', 'There was a tin full of old prescription bottles by her bed.', 'self-means'],
    ['medicine left in the house', "Her husband's fentanyl patches from hospice are still in the kitchen drawer.", 'self-means'],
    ['doses gone before their days', 'Her pill organiser had empty slots for days that have not come yet.', 'self-means'],
    ['a place that draws him', 'He admitted the overpass near his work has been calling to him.', 'self-means'],
    ['things handed on for lack of need', 'She gave her sister the car because she will not be needing it.', 'self-preparation'],
    ['a farewell title', 'He shared a folder titled "for after" with his brother.', 'self-preparation'],
    ['a ligature made of cloth', 'Staff found pieces ripped from a towel and twisted into a cord under his bunk.', 'self-preparation'],
    ['animals placed from a date', 'She has asked her neighbour to look after the goats indefinitely.', 'self-preparation'],
  ]);

  it('keeps a negation in an if-clause out of the consequent, and still negates the consequent’s own', () => {
    expect(families('If she does not get custody he will kill her.')).toContain('veiled-threat');
    expect(families('He is not checking out for good, he said.')).not.toContain('death-wish');
  });

  it('reads a gun borrowed for a season already over as a gun at hand, not a hunter’s gear', () => {
    const { u } = read('He borrowed his cousin’s shotgun "for the season" even though the season closed last month.');
    expect(u.facts.firearm.status).toBe('present');
    expect(u.cues.find((c) => c.family === 'weapon')?.weight ?? 0).toBeGreaterThanOrEqual(0.75);
  });
});

describe('harm to another told through sabotage, sleep, silence, watching and out-of-season optics', () => {
  readsFamilies([
    ['nobody the wiser', 'She smiled and said no one would ever suspect a thing.', 'veiled-threat'],
    ['put to sleep, and not for a nap', 'He said he is going to put that landlord to sleep.', 'veiled-threat'],
    ['a shift made quiet', 'She joked she could make her supervisor very quiet.', 'veiled-threat'],
    ['a loss to be felt', 'He wants his ex to feel what it is like to have nothing.', 'veiled-threat'],
    ['a day that settles it', 'He said the hearing settles things one way or another.', 'veiled-threat'],
    ['a brake line that gives way', 'She mentioned how easily his brake lines could let go on that hill.', 'veiled-threat'],
    ['a shame if a part gave way', "It'd be a real shame if the ladder he uses gave way.", 'veiled-threat'],
    ['a person raised every session', 'He brings up the loan officer every session.', 'grievance'],
    ['an unnamed thing in the car', 'He said he keeps something in the glove box for that guy.', 'weapon'],
    ['optics on a gun', 'He has put a new scope on his rifle.', 'weapon'],
    ['where she parks', 'He knows the garage where she parks.', 'stalking'],
    ['a tracker hidden in a gift', 'He admitted a tag was sewn into the jacket he gave her.', 'stalking'],
    ['burner accounts', 'She made fake accounts to watch his posts.', 'stalking'],
    ['walking past her building', 'He keeps walking past her studio after class.', 'stalking'],
    ['a no-contact directive', 'The school issued a no-contact directive last spring.', 'violence-history'],
  ]);

  it('does not read putting a child to sleep as a threat', () => {
    expect(families('I put him to sleep at eight and then we talked.')).not.toContain('veiled-threat');
    expect(families('She is going to put the baby to sleep early tonight.')).not.toContain('veiled-threat');
  });

  it('reads a scoped rifle said to be out of season as readied, not a hunter’s gear', () => {
    const { u } = read('He mounted a new scope on his 30-06 and said it is not deer season.');
    expect(u.facts.firearm.status).toBe('present');
    expect(u.facts.preparation.status).toBe('present');
  });
});

describe('abuse of a child or an older adult by its kind of sign', () => {
  readsFamilies([
    ['dates set up and the money kept', 'The 16-year-old says her boyfriend sets up "dates" with older men and keeps the money for their rent.', 'child-sexual'],
    ['a mark of belonging', 'A 14-year-old showed me a tattoo and said it means she belongs to her 23-year-old.', 'child-sexual'],
    ['an adult partner’s age in brackets', 'My 15-year-old client is staying with her boyfriend (24) most nights.', 'child-sexual'],
    ['a cold shower as punishment', 'The father gives the 8-year-old freezing showers as punishment.', 'child-physical'],
    ['a night in the shed', 'They made the boy, who is 9, sleep in the shed after he lied.', 'child-physical'],
    ['high at the wheel with the children', 'She admitted she is usually high when she drives the kids to daycare.', 'child-neglect'],
    ['violence acted out in play', 'In the sand tray the 6-year-old made the father figure hit the mother figure again and again.', 'violence-at-home'],
    ['no police, or daddy goes away', 'The child, 5, said we cannot call anyone or daddy goes to jail.', 'child-fear'],
    ['a son helping himself to her card', 'Her son, she says, "borrows" her bank card every week; she is 83.', 'elder-financial'],
    ['anger when there is no money', 'The 80-year-old says her grandson gets rough when she does not have cash for him.', 'elder-financial'],
    ['the income kept by the family', 'She is 88 and says quietly that they keep it all.', 'elder-financial'],
    ['a sweetheart met online paid by wire', 'My client, 71M, has wired thousands to a man he met through a dating app.', 'elder-financial'],
    ['left sitting in waste', 'The daughter admits she leaves him sitting in his own urine overnight; he is 90.', 'elder-neglect'],
    ['a bare fridge', 'My client is 84; her refrigerator was empty again this visit.', 'elder-neglect'],
  ]);

  it('reads shorthand such as "82F" as an older adult', () => {
    expect(families('82F, lives with her nephew who has taken over her pension.')).toContain('elder-financial');
  });

  it('hears killing another and then oneself in both domains', () => {
    const found = families('He said he has thought about taking them both out: her first, then himself.');
    expect(found).toContain('veiled-threat');
    expect(found).toContain('death-wish');
  });
});

describe('one case in other words (d14/d15 pairs): signs by kind', () => {
  readsFamilies([
    ['not around to make trouble', 'He said his sister-in-law won\'t be around to testify after the weekend.', 'veiled-threat'],
    ['someone who might not make it through', 'She said the manager who fired her might not make it through the holiday party.', 'veiled-threat'],
    ['a matter taken care of for good', 'He is going to deal with it once and for all next week.', 'veiled-threat'],
    ['the last train out', 'He told me he is catching the last bus out soon.', 'death-wish'],
    ['cashing it in', 'She said come spring she is cashing her chips in.', 'death-wish'],
    ['no next one', 'He does not see himself being around for another winter.', 'death-wish'],
    ['tapping out', "She says she's tapping out for real this time.", 'death-wish'],
    ['thinking about not being here', 'He sometimes thinks about not being alive.', 'death-wish'],
    ['months of medicine', 'She has about three months of her Lexapro in a drawer.', 'self-means'],
    ['medicine stacked', 'He has been stacking his Wellbutrin in a shoebox.', 'self-means'],
    ['some of the pills put aside', 'She admitted putting some of her tramadol aside.', 'self-means'],
    ['the means as the way to a loved one', 'He said the river will take him to his son.', 'self-preparation'],
    ['things left for safekeeping', 'She gave me her wedding ring for safekeeping.', 'self-preparation'],
    ['a grave paid beside hers', 'He paid off the plot next to his wife.', 'self-preparation'],
    ['a pet going next door', "Her dog is going to her neighbour's.", 'self-preparation'],
    ['taking the whole supply', 'He said he would take every one of them at once.', 'self-preparation'],
    ['burns given as punishment', 'The 7-year-old says her stepfather burns her hands with a lighter.', 'child-physical'],
    ['marks of different ages', 'The 6-year-old has bruises in different stages of healing.', 'child-physical'],
    ['sleeves kept down', 'The 9-year-old keeps tugging her sleeves down in the heat.', 'child-fear'],
    ['asking to stay at school', 'The 10-year-old asked whether he could stay late at school every day.', 'child-fear'],
  ]);
});

describe('a child’s neglect told by what school staff see', () => {
  readsFamilies([
    ['food taken home in a bag', 'The 7-year-old has been stuffing sandwiches into his coat at lunch.', 'child-neglect'],
    ['a parent who sleeps all day', 'The first grader says her daddy sleeps all day.', 'child-neglect'],
    ['a child readying a sibling', 'The 8-year-old gets his little sisters dressed every morning.', 'child-neglect'],
  ]);
});

it('never gives the practitioner’s own title as the reason for an issue the net offers', () => {
  const { u } = read(
    "I'm a psychiatrist in a hospital clinic. My patient, an ICU nurse, relapsed on alcohol and asked me to leave it out of her chart because her unit manager can see the records and she fears a board complaint.",
    { role: 'psychiatrist' },
  );
  const phrases = [...u.categories, ...(u.possibleCategories ?? [])].flatMap((c) => c.evidence.map((e) => e.phrase.toLowerCase()));
  expect(phrases).not.toContain('a psychiatrist');
});

describe('danger raised to its band by what was bought, asked, hidden and promised', () => {
  readsFamilies([
    ['a bad night promised', 'He said the man next door is going to have a real long night soon.', 'veiled-threat'],
    ['see what happens', 'She told the other girl to see what happens after school.', 'veiled-threat'],
    ['a person run over', 'He said he would run that guy down if he saw him again.', 'veiled-threat'],
    ['a prison term for a beating', 'He did a bid for beating a bouncer years ago.', 'violence-history'],
    ['asking where the landlord sleeps', 'He asked whether the owner lives on the property.', 'stalking'],
    ['a weapon under the mattress', 'His sister found a hatchet under his mattress.', 'weapon'],
    ['an accelerant bought', 'She bought a gas can on the way home from court.', 'weapon'],
    ['a closed garage with the truck running', 'His son found him in the shut garage with the van running.', 'self-means'],
    ['plans cancelled', 'She cancelled the cruise they had booked for the spring.', 'self-preparation'],
  ]);
});

describe('signs by kind from d16 (written without the engine)', () => {
  readsFamilies([
    ['adult films shown to a child', 'The 7-year-old said her uncle shows her the dirty videos at his house.', 'child-sexual'],
    ['a doll climbing under the covers', 'In play the 5-year-old had the grandpa doll climb into the bed with the girl doll.', 'child-sexual'],
    ['a medicine that makes her sleepy', 'The 6-year-old says the babysitter gives her juice that makes you sleepy before bath.', 'child-sexual'],
    ['secrecy enforced by a threat', 'The boy, 7, said if he tells, his hamster will die.', 'child-sexual'],
    ['a pregnant child', 'A 12-year-old, eight weeks pregnant, came in with her mother’s boyfriend.', 'child-sexual'],
    ['an adult texting a child at night', 'Her 13-year-old says the tutor texts her most nights after midnight.', 'child-sexual'],
    ['more mature than other girls', 'He tells the 14-year-old she is more mature than the other girls.', 'child-sexual'],
    ['immersion burns', 'The 3-year-old has scalds on both hands in a straight line at the wrists.', 'child-physical'],
    ['a wasting toddler', 'Her 20-month-old is noticeably thinner and has not been to the doctor since.', 'child-neglect'],
    ['a bed-wetting relapse', 'The 9-year-old started wetting the bed again this spring.', 'child-fear'],
    ['a routine documented', 'He is documenting the neighbours’ comings and goings with photos, each with a time stamp.', 'stalking'],
    ['a scope aimed at their side', 'He was sighting the rifle toward the neighbour’s house.', 'weapon'],
    ['a problem solved one way or another', 'He said the problem with his landlord gets handled one way or another.', 'veiled-threat'],
    ['not making it out the door', "He said she won't make it past the porch if she leaves.", 'veiled-threat'],
    ['strangled until she saw spots', 'Last year he choked her until she blacked out.', 'violence-history'],
    ['the Lord may call him', 'She says God can take her any day now.', 'death-wish'],
    ['better off without him around', 'He figures the farm would fetch more without him around.', 'death-wish'],
    ['let it be over', 'She said she is done and wants to let it all be over.', 'death-wish'],
    ['an exit strategy', 'He says he has an "exit strategy" if the biopsy is bad.', 'death-wish'],
    ['see you on the other side', 'Her last post said see you all on the other side.', 'death-wish'],
    ['tired of living, in Spanish', 'Ella dice que está cansada de vivir.', 'death-wish'],
    ['a line pulled out', 'The teen on dialysis pulled out her own catheter last night.', 'self-harm'],
    ['insulin left off', 'He has stopped taking his insulin since the funeral.', 'self-harm'],
    ['everything borrowed returned', 'He has returned all the things he ever borrowed from the neighbours.', 'self-preparation'],
    ['a sheet torn into strips', 'Staff found a blanket ripped into long strips.', 'self-preparation'],
    ['a bridge picked', "She said she's picked her bridge.", 'self-preparation'],
    ['money taken from a parent’s account', 'He has been taking money from his mother’s account; she is 88.', 'elder-financial'],
    ['a call light out of reach', 'Her call light was unplugged and out of reach again; she is 90.', 'elder-neglect'],
  ]);

  it('does not read a debt to be paid back as a threat', () => {
    expect(families("He said he'll pay it all back when things turn around.")).not.toContain('veiled-threat');
  });

  it('does not read photos shown to the practitioner as images sent to a child', () => {
    expect(families('The 15-year-old’s father showed me photos of the new puppy.')).not.toContain('child-sexual');
  });
});

describe('one case in other words (d16 pairs): signs by kind', () => {
  readsFamilies([
    ['going down with the farm', "He said when the bank takes the ranch he's going with it.", 'death-wish'],
    ['nobody talking him out of it', "She said nobody's talking her out of it this time.", 'death-wish'],
    ['wishing to fade out', 'He wishes he could just fade away.', 'death-wish'],
    ['a blade used on the body', 'She uses a razor blade on her upper arms when it gets loud in her head; she is 14.', 'self-harm'],
    ['a blade taped out of sight', 'The 15-year-old keeps a blade taped under her desk drawer.', 'self-harm'],
    ['a pet taken to the neighbours', 'He took the dog over to his sister on Tuesday.', 'self-preparation'],
    ['formula watered down', 'The mother of a 3-month-old admits she waters the formula down to make it last.', 'child-neglect'],
    ['a baby losing weight, left asleep', 'Her 5-month-old is losing weight, and she runs to the store while the baby is napping.', 'child-neglect'],
    ['an empty fridge and open heel sores', 'My client, 87, has an empty fridge and open sores on her heels.', 'elder-neglect'],
    ['her money called his inheritance', 'Her son, she is 81, cashes her pension and says it is his inheritance anyway.', 'elder-financial'],
    ['a gun by its maker', 'He keeps the old Remington behind the seat.', 'weapon'],
  ]);

  it('ends a negation at a comma before a new subject: "never going to get better, I’d like to disappear"', () => {
    expect(families('The 15-year-old wrote, "It\'s never going to get better, I\'d like to disappear."')).toContain('death-wish');
    expect(families('She is never going to want to disappear, she says.')).not.toContain('death-wish');
  });
});

it('does not read the practitioner asking about guns as the client asking to get one', () => {
  const { u } = read('When I asked about guns he said he sold his rifles years ago.');
  expect(u.cues.find((c) => c.family === 'weapon')?.evidence.map((e) => e.phrase) ?? []).not.toContain('asked about guns');
  expect(read('He asked around about a handgun at the shop.').u.cues.map((c) => c.family)).toContain('weapon');
});
