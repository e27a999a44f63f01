import { describe, expect, it } from 'vitest';
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { resolveRole, resolveState, understandDilemma } from '.';
import { assessRisk } from '../risk';

const understand = (text: string, extra: Partial<Parameters<typeof understandDilemma>[0]> = {}) =>
  understandDilemma({ text, role: 'lpc', state: 'CA', ...extra });
const ids = (text: string, extra: Partial<Parameters<typeof understandDilemma>[0]> = {}) => understand(text, extra).categories.map((c) => c.id);

/** One dilemma that raises each category and one where it is denied or absent. */
const CASES: Record<IssueCategoryId, { positive: string; negative: string }> = {
  'duty-to-protect': {
    positive: 'My client told me he is going to kill his neighbor and I am wondering whether I have a duty to warn.',
    negative: 'My client vented about his neighbor, but he denies any homicidal ideation and has never threatened anyone.',
  },
  'suicide-risk': {
    positive: 'Client disclosed suicidal thoughts this week and said her family would be better off without her.',
    negative: 'Client denies suicidal ideation, denies any plan or intent, and is doing well at work.',
  },
  'child-abuse-reporting': {
    positive: 'A 9-year-old client showed me bruises on his back and said his stepdad hits him with a belt. Do I have to make a report?',
    negative: 'The 9-year-old is adjusting well to the new school; there are no signs of abuse and no marks.',
  },
  'elder-abuse-reporting': {
    positive: "My client's elderly mother has dementia, and her son has been taking her social security checks. Is this elder abuse?",
    negative: 'My client is 80 and lives independently; she manages her own money and enjoys her book club.',
  },
  confidentiality: {
    positive: 'Her mother called asking how she is doing in therapy. There is no release on file, so what can I say?',
    negative: 'We talked about her new job and her goals for the spring.',
  },
  'records-legal-process': {
    positive: "I received a subpoena from the ex-husband's attorney for all of my client's records.",
    negative: 'We reviewed her progress toward her treatment goals this month.',
  },
  'minors-consent': {
    positive: 'A 15-year-old wants counseling but does not want her parents to know. Can a minor consent to treatment here?',
    negative: 'An adult client in her forties wants to work on assertiveness at work.',
  },
  'couples-family-group': {
    positive: 'In couples therapy, the husband called me on his own and disclosed an affair he wants me to keep from his wife.',
    negative: 'My individual client wants to work on sleep hygiene.',
  },
  'multiple-relationships': {
    positive: "I live in a small town and a new client turned out to be my son's soccer coach. Is this a dual relationship?",
    negative: 'A new client was referred by her physician for anxiety.',
  },
  'sexual-boundaries': {
    positive: 'I learned that a colleague has been sleeping with one of his clients.',
    negative: 'A client thanked me at the end of our final session.',
  },
  gifts: {
    positive: 'A client gave me a $25 gift card for the holidays and I am not sure whether to accept it.',
    negative: 'A client paid her copay on time and we scheduled next week.',
  },
  'bartering-fees': {
    positive: 'A client who lost his job offered to barter, painting my office in exchange for sessions.',
    negative: 'We finished the session on time and talked about his goals.',
  },
  'boundary-crossings': {
    positive: 'My client invited me to her graduation ceremony and asked if I would give her a ride home afterwards.',
    negative: 'My client finished her degree and is proud of herself.',
  },
  'competence-scope': {
    positive: 'My supervisor wants me to run an eating disorder group, but I have no training in eating disorders; it feels outside my scope.',
    negative: 'I have years of training and experience treating anxiety, which is what this client needs.',
  },
  'informed-consent': {
    positive: "I never explained the limits of confidentiality at intake, and now I want to record sessions; what should my informed consent say?",
    negative: 'The client enjoys our sessions and is making progress.',
  },
  'telehealth-jurisdiction': {
    positive: 'My client is moving to another state and wants to continue our sessions by video. I am licensed in California only.',
    negative: 'My client lives ten minutes from my office and comes in every week.',
  },
  'social-media': {
    positive: 'A current client sent me a friend request on Instagram.',
    negative: 'A current client mentioned she enjoyed a book I recommended.',
  },
  'colleague-conduct': {
    positive: 'A colleague came to work smelling of alcohol again and I am thinking of reporting her to the licensing board.',
    negative: 'My colleagues and I had a good case conference this week.',
  },
  'practitioner-impairment': {
    positive: "I'm exhausted and dreading sessions, and I fell asleep during a session last week.",
    negative: 'I feel rested and engaged with my caseload.',
  },
  'values-conflict': {
    positive: "A client's decision goes against my religious beliefs and I am struggling with it personally.",
    negative: 'A client decided to change careers and I support her plan.',
  },
  'cultural-diversity': {
    positive: 'The family are recent immigrants; we use an interpreter and I want to be culturally responsive about their traditions.',
    negative: 'The client wants to practice interview skills.',
  },
  'termination-abandonment': {
    positive: 'I am retiring and need to transfer my clients; how do I end treatment without abandoning anyone?',
    negative: 'We will keep meeting weekly as planned.',
  },
  'end-of-life': {
    positive: 'My client is terminally ill, in hospice, and asking about medical aid in dying.',
    negative: 'My client recovered well from knee surgery.',
  },
  'billing-insurance': {
    positive: 'A coworker suggested I upcode the session so insurance pays more.',
    negative: 'The client pays privately and we agreed on the schedule.',
  },
  'supervision-training': {
    positive: "My supervisee asked me to sign her licensure hours, but we met far less than the form says.",
    negative: 'The client has been coming regularly.',
  },
  'substance-use-records': {
    positive: "Our SUD program got a call from the client's probation officer asking for his UA results; what does 42 CFR Part 2 allow?",
    negative: 'The client enjoys hiking and has been sleeping better.',
  },
  documentation: {
    positive: 'My director asked me to backdate my progress notes before the audit.',
    negative: 'The client talked about her weekend.',
  },
  'forensic-role': {
    positive: "The client's lawyer wants me to write a letter to the court recommending custody.",
    negative: 'The client wants to work on communication with her sister.',
  },
  'workplace-policy': {
    positive: "Our agency's policy requires us to discharge clients when authorization ends, and management is pressuring us.",
    negative: 'My client wants to set goals for the new year.',
  },
};

describe('understandDilemma: categories', () => {
  it('covers every category id', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ISSUE_CATEGORY_IDS].sort());
  });

  for (const id of ISSUE_CATEGORY_IDS) {
    it(`finds ${id} when raised, with evidence from the text`, () => {
      const { text, finding } = (() => {
        const text = CASES[id].positive;
        return { text, finding: understand(text).categories.find((c) => c.id === id) };
      })();
      expect(finding).toBeDefined();
      expect(finding?.confidence).toBeGreaterThanOrEqual(0.5);
      expect(finding?.evidence.length).toBeGreaterThan(0);
      for (const e of finding?.evidence ?? []) {
        if (e.source === 'dilemma') expect(text.slice(e.start, e.end)).toBe(e.phrase);
      }
    });
    it(`does not find ${id} when denied or absent`, () => {
      expect(ids(CASES[id].negative)).not.toContain(id);
    });
  }

  it('sorts findings by confidence and keeps them in 0–1', () => {
    const { categories } = understand(
      'I received a subpoena for records. Separately my client said something about confidentiality and her mom asked about sessions.',
    );
    const confidences = categories.map((c) => c.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    expect(confidences.length).toBeGreaterThan(1);
    for (const c of confidences) {
      expect(c).toBeGreaterThan(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });

  it('reads an older adult from anywhere in the text, including shorthand ages', () => {
    expect(ids('Her husband, 84, is bedbound. She is exhausted. She is not a bad person. I think this is neglect. Do I have to report?')).toContain(
      'elder-abuse-reporting',
    );
  });

  it('does not read an adult son as a child', () => {
    expect(ids('Client in her 80s says her adult son took her bank card and left bruises on her arm.')).not.toContain('child-abuse-reporting');
  });

  it('does not read the practitioner’s own job or a high school as a colleague who was high', () => {
    expect(ids('I’m a school social worker at a high school. A student told me she feels anxious before tests.')).not.toContain('colleague-conduct');
    expect(ids('As a psychologist on a high-conflict unit I see this often. A client asked me to lunch.')).not.toContain('colleague-conduct');
    expect(ids('Another social worker on my team came to a home visit high and slurring.')).toContain('colleague-conduct');
  });

  it('finds nothing in a routine scheduling question', () => {
    expect(ids('Client asked to move our sessions from Tuesday to Thursday because of her new job. Anything else to do?')).toEqual([]);
  });
});

/** Words that name a category in one sense and something ordinary in another. */
describe('understandDilemma: ordinary senses of category words', () => {
  it('"asked him straight out" or "wants to drop out" is not an invitation; "asked me out" is', () => {
    expect(ids('I asked him straight out whether he has thought about ending his life, and he said no.')).not.toContain('sexual-boundaries');
    expect(ids('My client wants to drop out of her graduate program and asked what I think.')).not.toContain('sexual-boundaries');
    expect(ids('A former client asked me out to dinner after running into me at the store.')).toContain('sexual-boundaries');
  });

  it('a former client met on a dating app, or "seeing a client" for therapy, is a question, not a relationship that happened', () => {
    const app = understand('I am newly single and on a dating app. Last night I matched with a former client I saw three years ago; she asked to grab coffee. I have not replied.');
    expect(app.categories.map((c) => c.id)).toContain('sexual-boundaries');
    expect(app.facts.sexualContact?.status ?? 'unknown').toBe('unknown');
    const seeing = understand("I've been seeing a client for eight months for work stress. Her father owns the dealership and offered me a discount on a car.");
    expect(seeing.facts.sexualContact?.status ?? 'unknown').toBe('unknown');
  });

  it('brain chemistry is not chemistry between two people', () => {
    expect(ids('She thinks the new medication changed her brain chemistry and wants to stop it.')).not.toContain('sexual-boundaries');
  });

  it("a client's burnout or a colleague's drinking is not the practitioner's own impairment", () => {
    expect(ids('My client is an ER nurse with burnout and compassion fatigue who wants to change careers.')).not.toContain('practitioner-impairment');
    expect(ids('A colleague came back from lunch smelling of alcohol, and a client said she fell asleep during their session.')).not.toContain(
      'practitioner-impairment',
    );
    expect(ids("I think I'm heading for burnout; I've been dreading sessions all month.")).toContain('practitioner-impairment');
  });

  it('a peer saying what they are not is not by itself a scope question', () => {
    expect(ids("I'm a peer specialist, I'm not a clinician. A man I walk with asked me to come to his daughter's graduation.", { role: 'peer-support-specialist' })).not.toContain(
      'competence-scope',
    );
    expect(ids("I'm not trained in eating disorders and this client's weight keeps dropping; it is outside my scope.")).toContain('competence-scope');
  });

  it('a letter for the court about custody is a forensic role', () => {
    expect(ids("Dad's attorney asked me to write a letter for the court about which parent should have custody.")).toContain('forensic-role');
  });

  it('what is sent or handed over (a subpoena, a request) is not a gift; something baked or bought for me is', () => {
    expect(ids('The attorney sent me a subpoena for the chart and I have not answered yet.')).not.toContain('gifts');
    expect(ids('A client sent me a friend request last night.')).not.toContain('gifts');
    expect(ids('She baked me a loaf of bread for the holidays and wants me to take it home.')).toContain('gifts');
  });

  it("a client's retirement or medical leave is not the practitioner leaving", () => {
    expect(ids('My client took medical leave from his job after the accident and is planning his retirement.')).not.toContain('termination-abandonment');
    expect(ids("I'm retiring in June and need to tell my clients.")).toContain('termination-abandonment');
  });

  it("a client's life insurance or a claim he makes is not billing", () => {
    expect(
      ids('My client keeps saying his family would be fine without him and that his life insurance policy pays out even after two years. He claims he is just joking.'),
    ).not.toContain('billing-insurance');
    expect(ids('The insurance company denied the claim and wants my notes.')).toContain('billing-insurance');
  });

  it("another person's death by suicide, or suicide as a topic, is not the client's risk; the client's own words are", () => {
    expect(ids('Her brother died by suicide two years ago; she now volunteers for the suicide prevention walk and is doing well.')).not.toContain('suicide-risk');
    expect(ids('At practice we ran the suicide squeeze play, and one player asked to talk about test anxiety.')).not.toContain('suicide-risk');
    expect(ids("Since her father's suicide she has been having suicidal thoughts most nights.")).toContain('suicide-risk');
  });

  it('money put into a client’s venture is a business relationship, the graver form of a multiple relationship', () => {
    const text = 'A couple I see asked whether I would be an investor in the bakery they are opening, for a share of the profits, while we keep doing therapy.';
    const u = understand(text);
    expect(u.categories.map((c) => c.id)).toContain('multiple-relationships');
    expect(assessRisk(u).factors.find((f) => f.id === 'category:multiple-relationships')?.weight).toBe(4);
  });

  it('telehealth as the way sessions happen is not the jurisdiction question until a place or a move is named', () => {
    expect(ids('Telehealth counselor. My 15-year-old client talks about her new boyfriend and asked me not to tell her mom.')).not.toContain('telehealth-jurisdiction');
    expect(ids('I see my client by telehealth. She has been logging on from her sister’s place in Ohio for a month, and I am licensed only in Kentucky.')).toContain('telehealth-jurisdiction');
  });

  it('a home visit alone is routine case management, not a boundary crossing', () => {
    const text = 'On a home visit last week I noticed the fridge was nearly empty. The client says things are tight until her next check and asked me for ideas about food pantries.';
    expect(ids(text, { role: 'case-manager' })).not.toContain('boundary-crossings');
  });
});

describe('understandDilemma: negation and hedging', () => {
  it('shows evidence that cuts a quotation in half without the stray quotation mark', () => {
    const u = understand('A seventh grader goes after school to the apartment of a guy she met online who is "like 19 or 20." He buys her lunch.');
    const phrases = [...u.categories, ...u.possibleCategories].flatMap((c) => c.evidence.map((e) => e.phrase));
    expect(phrases.some((p) => p.includes('like 19'))).toBe(true);
    for (const p of phrases) expect((p.match(/["“”]/g)?.length ?? 0) % 2, p).toBe(0);
  });

  it('records the practitioner’s own doubt as an uncertainty, not a hedge in what the client asked', () => {
    expect(understand('Maybe she has been saving her pills; I am not certain.').uncertainties.map((e) => e.phrase)).toContain('saving her pills');
    expect(understand("He asked me, half-joking, whether his mom's leftover morphine would be enough for a big guy.").uncertainties).toEqual([]);
  });

  it('"denies SI but reports a plan" negates the ideation only', () => {
    const { facts } = understand('He denies SI but reports a plan to overdose on the pills he has been saving.');
    expect(facts.suicidalIdeation.status).toBe('negated');
    expect(facts.plan.status).toBe('present');
  });

  it('"denies any plan" negates the plan', () => {
    expect(understand('She has passive suicidal thoughts but denies any plan.').facts.plan.status).toBe('negated');
  });

  it('"no history of violence" negates prior violence', () => {
    expect(understand('He threatened his boss, although there is no history of violence.').facts.priorViolence.status).toBe('negated');
  });

  it('hedged facts are uncertain, not dropped, and are listed as uncertainties', () => {
    const u = understand("He is angry at his ex-wife and I'm not sure whether he owns a gun.");
    expect(u.facts.firearm.status).toBe('uncertain');
    expect(u.uncertainties.map((e) => e.phrase)).toContain('gun');
  });

  it('a double negation affirms ("never denied having a plan")', () => {
    expect(understand('She is suicidal and has never denied having a plan.').facts.plan.status).toBe('present');
  });

  it('negation stops at "but": "no weapons, but his father keeps a rifle"', () => {
    const { facts } = understand('He has no weapons of his own, but his father keeps a rifle at the house he visits.');
    expect(facts.firearm.status).toBe('present');
  });

  it('a hedged category counts with lower confidence', () => {
    const stated = understand('The client is suicidal.').categories.find((c) => c.id === 'suicide-risk');
    const hedged = understand('I wonder if the client might be a little suicidal, and I am worried about her safety plan.').categories.find(
      (c) => c.id === 'suicide-risk',
    );
    expect(stated).toBeDefined();
    expect(hedged).toBeDefined();
    expect(hedged?.confidence).toBeLessThan(stated?.confidence ?? 0);
  });
});

describe('understandDilemma: facts', () => {
  it('a school grade spelled out ("a seventh grader") makes the client a minor, as "7th grader" does', () => {
    expect(understand('A seventh grader I see for friendship worries stopped by at lunch.').facts.client.isMinor).toBe(true);
    expect(understand('A 7th grader I see for friendship worries stopped by at lunch.').facts.client.isMinor).toBe(true);
  });

  it('a high-school grade said as a noun ("a junior I have seen") makes the client a minor; a junior associate or a college junior does not', () => {
    expect(understand("A junior I've seen for a year mentioned his stepdad's gun cabinet.", { role: 'school-counselor' }).facts.client.isMinor).toBe(true);
    expect(understand('A junior associate at the firm asked me about her anxiety.').facts.client.isMinor).toBeNull();
    expect(understand('A junior I see at the university counseling center failed a class.').facts.client.isMinor).toBeNull();
  });

  it('a business partner at risk is named as one, not as "the partner"', () => {
    const u = understand("He says his business partner cleaned out the accounts and he is driving up to the partner's lake house this weekend with his rifle to get what's his.");
    expect(u.facts.identifiableVictim.description).toBe('business partner');
  });

  it('age 15 makes the client a minor', () => {
    const { client } = understand('My client is a 15-year-old girl who is struggling at school.').facts;
    expect(client.age).toBe(15);
    expect(client.isMinor).toBe(true);
    expect(client.ageEvidence[0]?.phrase).toBe('15-year-old');
  });

  it("reads another person's age as theirs, not the client's", () => {
    const { client } = understand('My client, an adult woman, told me her 8-year-old son has been acting out.').facts;
    expect(client.age).toBeNull();
  });

  it('an adult age is not a minor', () => {
    expect(understand('Client, 34, presents with panic attacks.').facts.client.isMinor).toBe(false);
  });

  it('"his ex-wife Sarah" in a threat is an identifiable victim', () => {
    const { identifiableVictim, threat } = understand('He said he would kill his ex-wife Sarah if she takes the kids.').facts;
    expect(threat.status).toBe('present');
    expect(identifiableVictim.status).toBe('present');
    expect(identifiableVictim.description).toMatch(/ex-wife/);
  });

  it('a weapon the practitioner never asked about is unknown, not ruled out', () => {
    const u = understandDilemma({ text: 'I have never asked about guns because it never seemed relevant.', role: 'lpc', state: 'OH' });
    expect(u.facts.firearm.status).toBe('unknown');
  });

  it('"owns a rifle" is a firearm', () => {
    expect(understand('He owns a rifle and talks about his anger at his boss.').facts.firearm.status).toBe('present');
  });

  it('reads a third party asking about the client as a request for information, not a records request', () => {
    const call = understand("Her mother called me yesterday asking how she is doing in therapy. There is no release on file.");
    expect(call.facts.informationRequest.status).toBe('present');
    expect(call.facts.recordsRequest.status).toBe('unknown');
    const deputy = understand("A deputy called asking whether she is still in the program.", { role: 'substance-abuse-counselor' });
    expect(['present', 'uncertain']).toContain(deputy.facts.informationRequest.status);
    expect(understand('I am wondering whether to call her mother about the missed sessions.').facts.informationRequest.status).toBe('unknown');
  });

  it('picks up a subpoena, a court order and a records request', () => {
    const { subpoena, courtOrder, recordsRequest } = understand(
      'I got a subpoena last week, then a court order, and now her attorney sent a records request.',
    ).facts;
    expect([subpoena.status, courtOrder.status, recordsRequest.status]).toEqual(['present', 'present', 'present']);
  });

  it('picks up intent, a timeline and means', () => {
    const { intent, timeline, otherMeans } = understand(
      'She is suicidal, says she intends to end her life this weekend, and has been stockpiling her sleeping pills.',
    ).facts;
    expect(intent.status).toBe('present');
    expect(timeline.text).toBe('this weekend');
    expect(otherMeans.status).toBe('present');
    expect(otherMeans.kinds).toContain('medication');
  });

  it('picks up settings and who else is involved', () => {
    const { setting, involved } = understand(
      "I'm a school counselor in a rural district. The student's parents and the principal want details, and the police called too. We also meet by telehealth sometimes; she is moving to another state.",
    ).facts;
    expect(setting.school.status).toBe('present');
    expect(setting.ruralSmallCommunity.status).toBe('present');
    expect(setting.telehealth.status).toBe('present');
    expect(setting.acrossStateLines.status).toBe('present');
    expect(involved.parents.status).toBe('present');
    expect(involved.lawEnforcement.status).toBe('present');
  });

  it('records protective factors', () => {
    const { protective } = understand('He has thoughts of suicide; his guns have been removed from the home and we completed a safety plan together.').facts;
    expect(protective?.kinds).toEqual(expect.arrayContaining(['means-restricted', 'safety-plan']));
  });

  it('tells a sexual relationship with a client from attraction alone', () => {
    expect(understand('My colleague is dating one of his clients.').facts.sexualContact?.status).toBe('present');
    expect(understand("I've noticed I'm attracted to one of my clients; nothing has happened.").facts.sexualContact?.status).toBe('unknown');
    // Two clients with each other, and a hotel that is a workplace, are not a practitioner's violation.
    expect(understand('Two members of my grief group started seeing each other outside group and have now broken up.').facts.sexualContact?.status ?? 'unknown').toBe('unknown');
    // An abuse report already made, told as an example, is not a report question now.
    expect(understand('My supervisor is never around. Last spring a client told me her husband was hitting their son, which I reported on my own, and I had no one to consult.').facts.abuse?.status ?? 'unknown').toBe('unknown');
    expect(understand('A client told me her husband is hitting their son.').facts.abuse?.status).toBe('present');
    expect(understand('My client works nights at a hotel front desk and asked me to write a letter for her manager.').facts.sexualContact?.status ?? 'unknown').toBe('unknown');
  });
});

describe('understandDilemma: clarifying answers', () => {
  const dilemma = "My client said his ex-wife will pay for what she did. I don't know if he was serious.";

  it('a "yes, he owns a gun" answer makes the firearm present, with answer evidence', () => {
    const before = understand(dilemma).facts.firearm;
    const after = understand(dilemma, {
      clarifyingAnswers: [{ questionId: 'means', question: 'Does he have access to a firearm?', answer: 'Yes, he owns a gun.' }],
    }).facts.firearm;
    expect(before.status).toBe('unknown');
    expect(after.status).toBe('present');
    expect(after.evidence[0]).toMatchObject({ source: 'answer', answerId: 'means', phrase: 'gun' });
  });

  it('a bare "yes" resolves the fact the question asked about', () => {
    const { firearm } = understand(dilemma, {
      clarifyingAnswers: [{ question: 'Does he have access to weapons or other lethal means?', answer: 'yes' }],
    }).facts;
    expect(firearm.status).toBe('present');
    expect(firearm.evidence[0]).toMatchObject({ source: 'answer', answerId: '0', phrase: 'yes' });
  });

  it('"No, she denied any plan" negates the plan even when the text stated one', () => {
    const { plan } = understand('She is suicidal and I think she has a plan.', {
      clarifyingAnswers: { plan: 'No, she denied any plan when I asked directly.' },
    }).facts;
    expect(plan.status).toBe('negated');
  });

  it('uses a question id when there is no question text', () => {
    expect(understand(dilemma, { clarifyingAnswers: { 'firearm-access': 'Yes.' } }).facts.firearm.status).toBe('present');
  });

  it('answers can raise categories the text did not', () => {
    const plain = 'My client is stressed about her aging father.';
    expect(ids(plain)).not.toContain('elder-abuse-reporting');
    const withAnswer = ids(plain, {
      clarifyingAnswers: { money: "A neighbor has been taking his social security checks and he can't remember signing anything." },
    });
    expect(withAnswer).toContain('elder-abuse-reporting');
  });
});

describe('understandDilemma: role, state and profile', () => {
  it('accepts role and state values or labels, case-insensitively', () => {
    const u = understandDilemma({ text: 'A client gave me a small gift.', role: 'Licensed Clinical Social Worker (LCSW)', state: 'new york' });
    expect(u.role).toBe('lcsw');
    expect(u.state).toBe('NY');
    expect(resolveRole('CADC - Certified Alcohol and Drug Counselor')).toBe('substance-abuse-counselor');
    expect(resolveRole('PSYCHOLOGIST')).toBe('psychologist');
    expect(resolveState('dc')).toBe('DC');
    expect(resolveState('Guam')).toBe('GU');
  });

  it('throws a clear error for an unknown role or state', () => {
    expect(() => understandDilemma({ text: 'x', role: 'wizard', state: 'CA' })).toThrow(/Unknown role "wizard"/);
    expect(() => understandDilemma({ text: 'x', role: 'lpc', state: 'Atlantis' })).toThrow(/Unknown state "Atlantis"/);
  });

  it('defaults the experience level and resolves the orientation', () => {
    const u = understandDilemma({ text: 'A question.', role: 'lpc', state: 'CA', theoreticalOrientation: 'Cognitive Behavioral Therapy (CBT)' });
    expect(u.experienceLevel).toBe('developing');
    expect(u.theoreticalOrientation).toBe('cbt');
  });

  it('counts words', () => {
    expect(understand('One two  three\nfour.').wordCount).toBe(4);
  });
});

describe('understandDilemma: citations', () => {
  it("cites the role's code, federal rules and the state's law for the categories found", () => {
    const u = understand('My client told me he will shoot his coworker tomorrow; he owns a handgun. Do I have a duty to warn?');
    const sources = new Set(u.citations.map((c) => c.source));
    expect(sources.has('ACA')).toBe(true);
    expect(sources.has('HIPAA')).toBe(true);
    expect(sources.has('STATE:CA')).toBe(true);
    expect(u.citations.some((c) => c.source === 'ACA' && c.section === 'B.2.a')).toBe(true);
  });

  it('is deterministic', () => {
    const text = 'A 16-year-old client told me her father hits her. She begged me not to tell anyone.';
    expect(understand(text)).toEqual(understand(text));
  });
});
