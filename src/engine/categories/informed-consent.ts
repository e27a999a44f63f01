/** Informed consent to treatment and to what is proposed. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const informedConsent: CategoryDefinition = {
  id: 'informed-consent',
  subject: 'the consent conversation',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 3 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'the client’s informed consent',
    question: () => 'whether the client has the information they need to agree to this, and how to fill the gaps',
    tension: 'the client’s right to decide with full information versus the practical pressure to proceed',
    principles: ['autonomy', 'veracity', 'fidelity', 'beneficence'],
    pathways: () => [
      path(
        'Revisit informed consent in plain language and record the client’s choice',
        'Consent is a process; going back over it is always defensible.',
        75,
        5,
        true,
      ),
      path('Proceed on the original consent', 'Saves time but may rest on information the client no longer has.', 40, 30),
      path('Pause what is proposed until the client can decide without pressure', 'Right when someone else (a court, a payer, a family member) is pressing the client to agree; it costs time but protects a voluntary choice.', 60, 15),
    ],
    mitigations: () => [
      mitigate('Updated consent discussion', 'Makes sure the client’s agreement is real', 'Explain the change, risks, alternatives and limits in plain words.', 'Next session'),
    ],
    actions: () => ['Identify what the client has not been told', 'Have the consent conversation', 'Update the consent record'],
    monitoring: ['Check understanding again when anything changes'],
    development: ['Review of consent practice and forms'],
    documentation: ['What was explained', 'The client’s questions and decision'],
    clientHarm: {
      mechanism: 'Decisions made without full information undermine autonomy and trust',
      atStake: 'The client’s right to choose their own care',
    },
  },
  insight: {
    principles: [
      'Autonomy: consent is a process, not a signature, and it must be informed and voluntary.',
      'Veracity: your client is entitled to clear information about what will happen and what it means for them.',
      'Beneficence: good consent conversations strengthen the alliance.',
    ],
    values: [
      'Your client’s right to decide vs. pressure from third parties or schedules',
      'Thorough disclosure vs. not overwhelming your client',
      'Written forms vs. real understanding',
    ],
    decisions: [
      'What does your client need to know to decide, and have they understood it?',
      'Is the consent voluntary, or is there pressure (a court, an employer, a family member)?',
      'How will you document the conversation, and when will you revisit it?',
    ],
    stakes: 'your client’s autonomy and the legitimacy of the treatment',
  },
  impact: {
    distress: 3,
    emotional: 'Uncertainty about whether consent is real brings unease.',
    identity: 'Respect for autonomy is central to your role.',
    relational: 'A careful consent conversation can strengthen trust.',
    legal: null,
    impacts: ['Worry that your client did not fully understand'],
    values: ['Autonomy', 'Transparency'],
    feelings: ['conscientiousness', 'unease'],
  },
  conversation: () => ({
    starters: [
      'With your client: “Before we go ahead, I want to explain what this involves, the possible benefits and risks, and your right to say no, and hear what questions you have.”',
      'With your client, revisiting consent: “Things have changed since we started, so I’d like to revisit what you agreed to and check it still fits.”',
    ],
    responses: [
      'If they feel pressured: “It sounds like someone else wants this for you. What do you want?”',
      'If they decline: “That’s your right, and it won’t affect our work together.”',
    ],
    messages: ['Consent is an ongoing conversation, not a one-time signature.', 'You can ask questions or change your mind at any point.'],
    followUps: ['Document the consent discussion, not just the signed form.', 'Revisit consent at natural transition points.'],
  }),
  options: [
    option('Hold a full consent conversation and document it', 'Strong', 'Strong', 'Consent is a process, not a form.'),
    option('Proceed on the signed form alone', 'Weak', 'Partial', 'Quicker, but consent may not be informed.'),
    option('Pause until your client can decide freely', 'Strong', 'Partial', 'Right where there is pressure from a third party.'),
  ],
  timeline: () => ({
    now: ['Identify what your client needs to know to decide'],
    soon: ['Hold the consent conversation, check understanding and voluntariness', 'Document the conversation, not only the form'],
    week: ['Revisit the consent if anything changes'],
    ongoing: ['Treat consent as an ongoing process'],
    act: {
      title: 'Hold a real consent conversation',
      description: 'You explain, check understanding and confirm the choice is voluntary.',
      benefits: ['Your client’s autonomy is respected', 'The treatment rests on valid consent'],
      harms: ['It takes time'],
    },
    wait: {
      title: 'Rely on the signed form',
      description: 'You proceed on the paperwork alone.',
      benefits: ['Quicker'],
      harms: ['Consent may not be informed or voluntary', 'A complaint is harder to answer'],
    },
  }),
  situation: { about: 'client', clause: () => 'has not yet had the chance to give fully informed consent to what is proposed' },
  stakeholders: {
    message: "explain what is proposed, the alternatives and the limits, check what they understood, and make sure the choice is theirs",
    parties: [],
  },
  coping: null,
  success: ['The client made an informed, voluntary choice and the conversation is documented', 'The client could explain in their own words what they agreed to'],
  pulls: "time pressure, and the assumption that a signed form means the client understood",
  standardOfCare: "Consent as a conversation, not a form: what is proposed, its risks, alternatives and limits, the client’s understanding checked, and the conversation recorded.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
