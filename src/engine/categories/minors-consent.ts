/** Minors, consent and what parents may know. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const minorsConsent: CategoryDefinition = {
  id: 'minors-consent',
  subject: 'the consent question',
  screen: null,
  duty: null,
  confidentiality: 'limits',
  rubric: { domain: 'duty', points: 3 },
  stateLaw: [{ topic: 'minorConsent' }],
  legal: ['minor-consent'],
  guidance: {
    topic: 'consent and confidentiality for a minor',
    question: (r) =>
      `who can consent to ${r.client.the}'s treatment in ${r.stateName}, and what the parents may be told without breaking the young person's trust`,
    tension: 'the young person’s developing autonomy and privacy versus the parents’ rights and responsibilities',
    principles: ['autonomy', 'beneficence', 'fidelity', 'justice'],
    pathways: (r) => [
      path(
        'Agree confidentiality ground rules with the young person and the parents together',
        `Explains up front what stays private and what will be shared, within ${r.stateName}'s consent rules; it protects the alliance with both.`,
        70,
        10,
        true,
      ),
      path(
        'Treat on the minor’s own consent where state law allows it',
        'Respects the young person’s autonomy when the statute permits it, but check the conditions and what parents may still access.',
        55,
        25,
      ),
      path(
        'Share what the parents ask for',
        'Meets the parents’ request but may end the young person’s willingness to talk.',
        25,
        50,
      ),
    ],
    mitigations: (r) => [
      mitigate(
        'Check the state’s minor-consent rule',
        'Avoids treating without valid consent or withholding what parents may lawfully see',
        `Read ${r.stateName}'s minor-consent provision and any conditions before the next session.`,
        'Before the next session',
      ),
      mitigate(
        'Explicit confidentiality agreement',
        'Keeps the young person and the parents from being surprised later',
        'Write down what will and will not be shared with parents, and revisit it as treatment goes on.',
        'Next family contact',
      ),
    ],
    actions: (r) => [
      `Confirm who can consent to treatment under ${r.stateName} law and any conditions`,
      'Talk with the young person about what they want kept private and what you must share',
      'Agree the ground rules with the parents in a way the young person understands',
    ],
    monitoring: ['Revisit the confidentiality agreement as the young person’s needs and the family situation change'],
    development: ['Training in working with minors and parents (consent, assent, confidentiality)'],
    documentation: ['Who consented and on what legal basis', 'The confidentiality agreement with the young person and parents', 'Any information shared with parents and why'],
    clientHarm: {
      mechanism: 'Sharing too much with parents can end the young person’s trust; sharing too little can exclude people who keep them safe',
      atStake: 'The young person’s engagement in treatment and the family relationships',
    },
  },
  insight: {
    principles: [
      'Autonomy (developing) vs. parental rights: a young person’s growing capacity to decide, and the parents’ legal authority and responsibility.',
      'Fidelity: the young person may only keep talking to you if what they say stays private.',
      'Beneficence: parents are often the people best placed to help, so their involvement can itself be therapeutic.',
    ],
    values: [
      'The young person’s privacy vs. the parents’ right to information',
      'Engaging the minor in treatment vs. keeping parents informed and involved',
      'Following the law on minor consent vs. doing what feels clinically right',
    ],
    decisions: [
      'Can this minor consent to their own outpatient treatment under your state’s law, and at what age?',
      'Which parent or guardian has legal authority (custody orders matter), and what have you agreed with them about information sharing?',
      'What will you tell the parents, what stays between you and the young person, and how do you explain that to both?',
    ],
    stakes: 'the young person’s trust and willingness to continue, the parents’ role and rights, and your compliance with the state’s consent law',
  },
  impact: {
    distress: 5,
    emotional: 'Working between a young person and their parents brings pulls in both directions.',
    identity: 'You may feel caught between advocate for the young person and partner to the parents.',
    relational: 'Both the young person’s and the parents’ trust are at stake.',
    legal: 'Treating without valid consent, or releasing information to the wrong parent, carries legal risk.',
    impacts: ['Worry about a parent’s reaction', 'Protectiveness toward the young person'],
    values: ['The young person’s developing autonomy', 'Family involvement'],
    feelings: ['protectiveness', 'pressure'],
  },
  conversation: (r) => ({
    starters: [
      `With the young person: “I want you to be clear about what stays between us and what I’d need to share with your parents. ${r.law.minorConsent.age !== null ? `In ${r.stateName}, someone your age ${r.age !== null && r.age >= r.law.minorConsent.age ? 'can' : 'may not be able to'} agree to counseling on their own` : 'The rules about parents’ involvement depend on state law'}, so let’s go through what that means for you.”`,
      'With the parents: “Your teenager will get the most from counseling if they can speak freely. I’d like to agree with you now on what I will always tell you, and what I’ll keep private unless there is a safety concern.”',
    ],
    responses: [
      'If the young person asks you not to tell their parents: “I hear how important that is. Let’s talk about what you’re worried would happen, and whether there’s a way to involve them that feels safer.”',
      'If a parent demands details: “I’ll always tell you if there’s a safety concern. The content of sessions is what makes them work, so I’ll share themes, not specifics.”',
    ],
    messages: ['Privacy helps young people open up; parents remain part of the team.', 'Agreements about what is shared are made at the start, with everyone.'],
    followUps: ['Put the information-sharing agreement in writing and revisit it as the young person matures.', 'Check custody documents before releasing information to either parent.'],
  }),
  options: [
    option('Clarify consent under state law and agree a written information-sharing plan with everyone', 'Strong', 'Strong', 'Protects the young person’s trust and the parents’ role.'),
    option('See the young person on their own consent where the law allows, involving parents later', 'Partial', 'Strong', 'Lawful only if the state’s rule allows it for this age and service.'),
    option('Share session content with parents on request', 'Weak', 'Partial', 'May be the parents’ right in some cases, but can end the young person’s engagement.'),
  ],
  timeline: () => ({
    now: ['Establish who can consent under your state’s law and who has legal custody', 'Tell the young person what will and will not be shared with parents'],
    soon: ['Agree an information-sharing arrangement with the parents or guardians, in writing', 'Document the consent basis for treatment'],
    week: ['Review custody documents before releasing information to either parent'],
    ongoing: ['Revisit the arrangement as the young person matures or circumstances change'],
    act: {
      title: 'Clarify consent and sharing now',
      description: 'You settle who consents and what parents will be told, and explain it to everyone.',
      benefits: ['The young person can trust the process', 'Parents know what to expect', 'You are on firm legal ground'],
      harms: ['Some parents may object to the limits on what they are told'],
    },
    wait: {
      title: 'Leave it unspoken',
      description: 'You continue without settling consent or the sharing arrangement.',
      benefits: ['No difficult conversation today'],
      harms: ['A later demand for information may force a breach of the young person’s trust', 'Treatment may proceed without valid consent'],
    },
  }),
  situation: { about: 'client', clause: () => 'is a minor, which raises questions of consent and what the parents may know' },
  stakeholders: {
    message: "agree what stays between you and what you will share with their parents, in words they can repeat back",
    parties: ['parents'],
  },
  coping: null,
  success: ['Valid consent is on file', 'The young person and the parents know what will and will not be shared'],
  pulls: "sympathy with the young person, or with worried parents",
  standardOfCare: 'Consent obtained from the person legally able to give it, and an information-sharing agreement made at the start.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
