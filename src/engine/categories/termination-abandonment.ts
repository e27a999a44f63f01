/** Ending, interrupting or transferring care without abandonment. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const terminationAbandonment: CategoryDefinition = {
  id: 'termination-abandonment',
  subject: 'the ending of care',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 3 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'ending or interrupting treatment',
    question: () => 'how to end or transfer care in a planned way that does not leave the client without support',
    tension: 'your need or reason to end the work versus the client’s continuity of care',
    principles: ['fidelity', 'nonmaleficence', 'beneficence', 'justice'],
    pathways: () => [
      path(
        'Plan the ending: give notice, discuss it with the client, offer referrals and a transition session',
        'Avoids abandonment and respects the relationship.',
        70,
        10,
        true,
      ),
      path('Continue for a set period while the transfer happens', 'Bridges the gap for a client who is vulnerable.', 60, 15),
      path('End abruptly', 'Can amount to abandonment and harm the client.', 10, 65),
    ],
    mitigations: () => [mitigate('Written transition plan', 'Keeps the client in care', 'List referrals, the last session date and what records will go where.', 'Before the last session')],
    actions: () => ['Discuss the ending with the client', 'Identify at least two appropriate referrals', 'Set a date and plan the transfer of records with consent'],
    monitoring: ['Confirm the client connected with the new provider'],
    development: ['Review of termination standards in your code'],
    documentation: ['The reason for ending', 'Notice given and referrals offered', 'The client’s response'],
    clientHarm: {
      mechanism: 'An unplanned ending can feel like abandonment and leave the client without care',
      atStake: 'Continuity of care and the client’s trust in help',
    },
  },
  insight: {
    principles: [
      'Nonmaleficence: an abrupt ending, especially for a vulnerable client, can cause harm.',
      'Autonomy and justice: you may end services for legitimate reasons (no benefit, non-payment, safety), with notice and referral.',
      'Fidelity: your client should not be left without a path to continued care.',
    ],
    values: [
      'Your own limits or circumstances vs. your client’s need for continuity',
      'A clean ending vs. a gradual transition',
      'Agency or financial pressure vs. clinical need',
    ],
    decisions: [
      'Is ending appropriate now, and what notice and pre-termination discussion are needed?',
      'What referrals will you provide, and how will you support the transfer?',
      'How will you document the reasons and the steps taken?',
    ],
    stakes: 'your client’s continuity of care and your exposure to an abandonment complaint',
  },
  impact: {
    distress: 4,
    emotional: 'Ending with a client brings guilt and worry about how they will cope.',
    identity: 'Wanting to be reliable may clash with your own limits.',
    relational: 'Your client may feel abandoned.',
    legal: 'Ending without notice or referral can bring an abandonment complaint.',
    impacts: ['Guilt', 'Worry about your client after ending'],
    values: ['Reliability', 'Your own limits'],
    feelings: ['guilt', 'relief', 'worry'],
  },
  conversation: () => ({
    starters: [
      'With your client: “I want to talk with you about the future of our work together, and make sure you have what you need going forward.”',
      'With your client, when ending: “We’ve got a few sessions to wrap up. Let’s plan how you’ll continue getting support and what the handover looks like.”',
    ],
    responses: [
      'If they feel abandoned: “I understand this feels like a loss. I’m not leaving you without support; here are the next steps.”',
      'If ending is due to non-payment: “Let’s look at the options together, including a reduced fee or a referral to a lower-cost service.”',
    ],
    messages: ['Ending is planned, not abrupt.', 'You will have a clear path to continued care.'],
    followUps: ['Provide referrals in writing and offer a transfer of records with consent.', 'Document the reasons for ending, the notice given and the referrals provided.'],
  }),
  options: [
    option('End or transfer with notice, discussion and referrals', 'Strong', 'Strong', 'Avoids abandonment.'),
    option('Continue despite the reasons for ending', 'Partial', 'Partial', 'Kind in intent; may not serve your client or you.'),
    option('Stop abruptly', 'Weak', 'Weak', 'Abandonment risk.'),
  ],
  timeline: () => ({
    now: ['Decide whether ending or transfer is appropriate and on what grounds'],
    soon: ['Hold a pre-termination discussion with your client', 'Identify referrals'],
    week: ['Provide referrals in writing and arrange a transfer of records with consent'],
    ongoing: ['Document the reasons, notice and referrals', 'Follow up that your client connected with new care'],
    act: {
      title: 'End or transfer with notice and referrals',
      description: 'You plan the ending with notice, discussion and referrals.',
      benefits: ['Continuity of care', 'No abandonment'],
      harms: ['Your client may still feel a loss'],
    },
    wait: {
      title: 'Stop abruptly',
      description: 'You stop services without notice or referral.',
      benefits: ['Immediate relief from a difficult situation'],
      harms: ['Your client is left without care', 'An abandonment complaint becomes likely'],
    },
  }),
  situation: { about: 'client', clause: () => 'faces the ending or interruption of our work' },
  stakeholders: {
    message: "talk through the ending or transfer, the referrals and the timeline",
    parties: [],
  },
  coping: null,
  success: ['The client connected with the new provider'],
  pulls: "relief at ending a difficult case, or guilt at leaving the client",
  standardOfCare: 'Notice, a pre-termination discussion and referrals before ending services.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
