/** End-of-life decisions, including a lawful request for medical aid in dying. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const endOfLife: CategoryDefinition = {
  id: 'end-of-life',
  subject: 'the end-of-life decision',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 3 },
  stateLaw: [{ topic: 'aidInDying' }],
  legal: ['aid-in-dying'],
  guidance: {
    topic: 'a client’s end-of-life decisions',
    question: () => 'how to support the client’s end-of-life decision-making while assessing capacity and any treatable condition that may be shaping it',
    tension: 'the client’s autonomy over their own death versus protecting a possibly impaired decision',
    principles: ['autonomy', 'beneficence', 'nonmaleficence', 'veracity'],
    pathways: () => [
      path(
        'Assess decision-making capacity and any treatable depression, and support the client’s informed choice',
        'Respects autonomy while making sure the choice is not driven by a treatable condition.',
        65,
        15,
        true,
      ),
      path('Involve the medical team and family with the client’s consent', 'Coordinates care and support around the decision.', 60, 15),
      path('Try to talk the client out of the decision', 'Imposes your values and can damage trust.', 20, 50),
    ],
    mitigations: () => [mitigate('Capacity assessment', 'Clarifies whether the choice is informed', 'Assess or arrange assessment of decision-making capacity.', 'This week')],
    actions: () => ['Assess capacity and mood', 'Learn what the law allows where the client lives', 'Consult a colleague experienced in end-of-life work'],
    monitoring: ['Regular check-ins on mood and decision-making'],
    development: ['Training in end-of-life counselling'],
    documentation: ['Capacity assessment', 'The client’s wishes', 'Consultation'],
    clientHarm: {
      mechanism: 'Either overriding the client’s wishes or missing a treatable condition',
      atStake: 'The client’s dignity and autonomy at the end of life',
    },
  },
  insight: {
    principles: [
      'Autonomy: a capable adult’s choices about care at the end of life deserve respect.',
      'Beneficence: ensuring the decision is informed, free of coercion, and not driven by a treatable condition.',
      'Nonmaleficence: neither abandoning your client nor imposing your own values on their decision.',
    ],
    values: [
      'Respect for your client’s choice vs. your own beliefs about dying',
      'Confidentiality vs. involving family',
      'Your professional role vs. advocacy',
    ],
    decisions: [
      'Is your client’s decision-making capacity intact, and has a treatable condition been assessed?',
      'What does your state’s law permit, and what is your role in it?',
      'Whom may you involve (family, the medical team) and with what consent?',
    ],
    stakes: 'your client’s autonomy and dignity, the family’s relationships, and your legal and ethical position',
  },
  impact: {
    distress: 6,
    emotional: 'Accompanying a client through end-of-life decisions brings grief, and sometimes moral discomfort.',
    identity: 'It can test how you hold your own beliefs about dying alongside your client’s.',
    relational: 'Family members may pull you in different directions.',
    legal: 'State law determines what is permitted and what your role may be.',
    impacts: ['Anticipatory grief', 'Moral discomfort'],
    values: ['Dignity', 'Respect for autonomy', 'Your own beliefs about dying'],
    feelings: ['grief', 'tenderness', 'discomfort'],
  },
  conversation: () => ({
    starters: [
      'With your client: “I’d like to understand how you came to this decision and what matters most to you now.”',
      'With your client, about family: “Who would you want to know about your decision, and how can I help with those conversations?”',
    ],
    responses: [
      'If they ask for your view: “My role is to make sure you have space to think this through fully, not to decide for you.”',
      'If you notice a treatable condition: “I want to make sure what you’re feeling right now isn’t making this harder to think about. Can we look at that together?”',
    ],
    messages: ['Your choices are respected here.', 'You don’t have to face this alone.'],
    followUps: ['Coordinate with the medical team with your client’s consent.', 'Document capacity observations and the client’s expressed wishes.'],
  }),
  options: [
    option('Support an informed, voluntary decision made with capacity', 'Strong', 'Partial', 'Respects autonomy; may test your own beliefs.'),
    option('Coordinate with the medical team and involve family as your client wishes', 'Strong', 'Strong', 'Supports your client within the law.'),
    option('Step back from the decision', 'Weak', 'Partial', 'Avoids discomfort but may leave your client alone.'),
  ],
  timeline: () => ({
    now: ['Explore your client’s decision, capacity and whether a treatable condition is affecting it'],
    soon: ['Coordinate with the medical team with consent', 'Consult about your role under state law'],
    week: ['Support family conversations your client wants'],
    ongoing: ['Continue supporting your client through the process'],
    act: {
      title: 'Support an informed decision',
      description: 'You help make sure the decision is informed, voluntary and made with capacity.',
      benefits: ['Your client’s autonomy and dignity are respected'],
      harms: ['You may feel moral discomfort'],
    },
    wait: {
      title: 'Step back',
      description: 'You avoid engaging with the decision.',
      benefits: ['You avoid discomfort'],
      harms: ['Your client may feel abandoned at a critical time'],
    },
  }),
  situation: { about: 'client', clause: () => 'is weighing end-of-life decisions' },
  stakeholders: {
    message: "ask how they came to the decision and what matters most to them now, and say plainly what your role is and is not",
    parties: [],
  },
  coping: null,
  success: ['The client’s decision was informed, voluntary and made with capacity, and your role in it stayed within the law', 'The client did not feel abandoned while deciding'],
  pulls: "your own beliefs about dying, and the wish to protect the client from a choice you find hard",
  standardOfCare: "Support for an informed, voluntary decision made with capacity, attention to treatable depression, coordination with the medical team with consent, and a role that stays within the state’s law.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
