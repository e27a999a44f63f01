/** Competence and scope of practice. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const competenceScope: CategoryDefinition = {
  id: 'competence-scope',
  subject: 'the competence question',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 4 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'working beyond your training or competence',
    question: () => 'whether you have the competence this client needs, and if not, how to get supervision, training or a referral without leaving the client without care',
    tension: 'the client’s access to care and their wish to stay with you versus practising within your competence',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'veracity'],
    pathways: () => [
      path(
        'Practise within your competence: arrange supervision from someone trained in this area while you build skills, or refer',
        'Protects the client from an under-skilled intervention while keeping continuity where possible.',
        70,
        10,
        true,
      ),
      path(
        'Refer to a specialist and stay involved during the transition',
        'Gives the client the expertise they need while softening the change.',
        60,
        20,
      ),
      path('Proceed without extra training or supervision', 'Risks harm to the client and a complaint for practising outside competence.', 20, 55),
    ],
    mitigations: () => [
      mitigate('Specialist consultation', 'Brings in the expertise you lack', 'Find a consultant or supervisor with training in this area.', 'Within two weeks'),
      mitigate('Honest informed consent', 'Lets the client choose with full information', 'Tell the client about your training and the alternatives.', 'Next session'),
    ],
    actions: () => ['Assess honestly what training and experience this work needs', 'Arrange specialist supervision or a referral', 'Tell the client the options'],
    monitoring: ['Review progress with your supervisor or consultant'],
    development: ['Formal training in the area of practice in question'],
    documentation: ['Your competence assessment', 'Supervision or referral arranged', 'The client’s informed choice'],
    clientHarm: {
      mechanism: 'An intervention delivered without adequate training can worsen symptoms or miss risk',
      atStake: 'The effectiveness and safety of the client’s treatment',
    },
  },
  insight: {
    principles: [
      'Nonmaleficence: practising beyond competence risks harm even with good intentions.',
      'Beneficence and justice: a referral may not be available, and your client may need help now.',
      'Fidelity: your client is entitled to know your training and its limits.',
    ],
    values: [
      'Helping now vs. helping well',
      'Professional growth vs. client protection',
      'Continuity with you vs. a specialist elsewhere',
    ],
    decisions: [
      'Is this within your competence, or can it become so with training and supervision in time to help this client?',
      'Is an appropriate referral available, and what happens to your client meanwhile?',
      'What supervision or consultation will you arrange, and how will you document it?',
    ],
    stakes: 'the quality of care your client receives and your exposure to a competence complaint',
  },
  impact: {
    distress: 4,
    emotional: 'Working near the edge of your training brings anxiety and self-doubt.',
    identity: 'It can touch your sense of competence, and your wish to be able to help everyone.',
    relational: 'A referral may feel like abandoning your client.',
    legal: null,
    impacts: ['Self-doubt before sessions', 'Pressure to learn quickly'],
    values: ['Competence', 'Continuity of care'],
    feelings: ['self-doubt', 'responsibility'],
  },
  conversation: () => ({
    starters: [
      'With your client: “What you’re describing is outside my specific training. I want to make sure you get the right help, so let’s talk about options.”',
      'With a potential consultant: “I’m working with a client whose needs touch an area I’m developing competence in, and I’d value regular consultation.”',
    ],
    responses: [
      'If your client wants to stay with you: “I’d like to keep working with you on what I can help with, and bring in someone with specialised training for the rest.”',
      'If referring: “This isn’t about you being too much; it’s about getting you the best fit.”',
    ],
    messages: ['You deserve care from someone trained for what you need.', 'I’ll help you make the transition, not hand you off.'],
    followUps: ['Arrange supervision or training if you continue, and document both.', 'Follow up on the referral to make sure your client connected.'],
  }),
  options: [
    option('Continue with supervision and training, telling your client about your training', 'Partial', 'Strong', 'Acceptable where training is realistic and timely.'),
    option('Refer to a specialist with a supported transition', 'Strong', 'Partial', 'Best when the need is clearly outside your competence.'),
    option('Continue without added support', 'Weak', 'Partial', 'Risks harm and a competence complaint.'),
  ],
  timeline: () => ({
    now: ['Assess honestly whether the work is within your competence'],
    soon: ['Arrange consultation or supervision, or identify a qualified referral'],
    week: ['Discuss the options with your client and agree a plan'],
    ongoing: ['Pursue training if you will continue in this area', 'Document supervision and training'],
    act: {
      title: 'Get support or refer',
      description: 'You arrange supervision and training, or a referral, before continuing.',
      benefits: ['Your client receives competent care', 'You are protected from a competence complaint'],
      harms: ['A referral may disrupt continuity'],
    },
    wait: {
      title: 'Continue without added support',
      description: 'You carry on beyond your training.',
      benefits: ['Continuity with you'],
      harms: ['Your client may be harmed by inexpert care', 'A competence complaint becomes likely'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'competence-scope', 'needs care I am not yet fully trained to provide') },
  stakeholders: {
    message: "be honest about your training and the options, including referral",
    parties: [],
  },
  coping: null,
  success: ['Specialist supervision or a referral is in place'],
  pulls: "the client’s trust in you, and reluctance to admit the limits of your training",
  standardOfCare: 'Practice within training, with supervision when developing a new area, and referral when needed.',
  codeDivergence: null,
  framework: null,
  licensingBoard: "what the rules say about practising in an area where I am still building competence",
};
