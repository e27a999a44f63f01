/** A conflict between the client's choices and the practitioner's personal values. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const valuesConflict: CategoryDefinition = {
  id: 'values-conflict',
  subject: 'the clash with your values',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 4 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a clash between your personal values and the client’s choices',
    question: () => 'how to keep your own values from steering the client, and whether referral for values reasons would itself be discriminatory',
    tension: 'your personal beliefs versus the client’s autonomy and right to non-judgmental care',
    principles: ['autonomy', 'justice', 'nonmaleficence', 'beneficence'],
    pathways: () => [
      path(
        'Bracket your values: get supervision and keep working with the client on their goals',
        'Codes discourage referring solely because of the practitioner’s values; the client’s goals lead.',
        70,
        10,
        true,
      ),
      path('Refer only if you truly cannot provide competent care, with a careful transition', 'A last resort that should not signal judgment of the client.', 40, 35),
      path('Share your view with the client', 'Imposes your values and can harm the client.', 10, 60),
    ],
    mitigations: () => [
      mitigate('Values-focused supervision', 'Helps you notice and set aside bias', 'Bring specific sessions to supervision.', 'Ongoing'),
    ],
    actions: () => ['Notice where your values are showing up in sessions', 'Take it to supervision', 'Keep the work focused on the client’s goals'],
    monitoring: ['Check your interventions for steering'],
    development: ['Training in multicultural and values-neutral practice'],
    documentation: ['Supervision sought', 'How you ensured the client’s goals led'],
    clientHarm: {
      mechanism: 'Subtle steering or a referral that feels like rejection',
      atStake: 'The client’s autonomy and dignity',
    },
  },
  insight: {
    principles: [
      'Autonomy: your client’s goals and values guide the work, not yours.',
      'Nonmaleficence: imposing your values, or referring your client solely because of them, can harm.',
      'Fidelity to self: your integrity matters, and managing it is your responsibility, not your client’s.',
    ],
    values: [
      'Your personal convictions vs. your client’s self-determination',
      'Authenticity vs. professional neutrality',
      'Referral vs. continuity of care',
    ],
    decisions: [
      'Can you work with your client’s goals without imposing your values, with support?',
      'What supervision, consultation or personal work do you need to manage the conflict?',
      'If a referral is considered, is it based on competence rather than on your values alone?',
    ],
    stakes: 'your client’s right to values-neutral care, your integrity, and your code’s bar on value-based referral',
  },
  impact: {
    distress: 6,
    emotional: 'Working with a client whose choices conflict with your beliefs brings discomfort and inner conflict.',
    identity: 'It can feel like your personal and professional selves pull apart.',
    relational: 'Your client may sense judgment if the conflict is not managed.',
    legal: null,
    impacts: ['Internal conflict before sessions', 'Worry about imposing your values'],
    values: ['Your personal convictions', 'Your client’s self-determination'],
    feelings: ['inner conflict', 'discomfort'],
  },
  conversation: () => ({
    starters: [
      'With your client: “I want to understand what this decision means to you and what you hope for, in your own words.”',
      'With your supervisor: “I’m noticing a strong personal reaction to my client’s goals, and I want help keeping it out of the work.”',
    ],
    responses: [
      'If your client asks your opinion: “What matters most here is what fits your values and your life. Let’s explore that together.”',
      'If you find you cannot continue: “I want to make sure you get the best support for this. Let’s talk about what would help most.” Referral should rest on competence, not on your values alone.',
    ],
    messages: ['Your values guide your choices, not mine.', 'I’m here to support your goals.'],
    followUps: ['Bring the conflict to supervision or consultation regularly.', 'Document how you kept the focus on your client’s goals.'],
  }),
  options: [
    option('Continue, keeping the work on your client’s goals, with supervision', 'Strong', 'Partial', 'What most codes expect; personally demanding.'),
    option('Refer on grounds of competence, with a supported transition', 'Partial', 'Strong', 'Acceptable only if it rests on competence, not values alone.'),
    option('Refer solely because of your values', 'Weak', 'Strong', 'Comfortable for you; barred by several codes and harmful to your client.'),
  ],
  timeline: () => ({
    now: ['Name the value conflict to yourself precisely'],
    soon: ['Bring it to supervision or consultation'],
    week: ['Decide how you will keep the work centred on your client’s goals'],
    ongoing: ['Keep monitoring your reactions in supervision'],
    act: {
      title: 'Manage the conflict with support',
      description: 'You keep working on your client’s goals with supervision, referring only on grounds of competence.',
      benefits: ['Your client receives values-neutral care', 'Your integrity is respected'],
      harms: ['The work may feel uncomfortable for you'],
    },
    wait: {
      title: 'Refer because of your values',
      description: 'You refer your client solely because of your personal beliefs.',
      benefits: ['You avoid discomfort'],
      harms: ['Your client may feel judged or abandoned', 'Your code bars referral based solely on personal values'],
    },
  }),
  situation: { about: 'client', clause: () => 'is making choices that conflict with my own personal values' },
  stakeholders: {
    message: "keep the focus on their goals, and ask what this decision means to them in their own words",
    parties: [],
  },
  coping: 'Arrange consultation with someone who does not share your values, to test your reasoning',
  success: ['The work stayed centred on the client’s goals', 'Any referral rested on competence, not on your values alone, and was supported'],
  pulls: "your own beliefs, which may be steering the sessions more than you notice",
  standardOfCare: "Keeping the work on the client’s goals, supervision for your own reactions, and referral only on grounds of competence, never on personal values alone.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
