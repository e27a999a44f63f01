/** Being drawn into a court or evaluative role. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const forensicRole: CategoryDefinition = {
  id: 'forensic-role',
  subject: 'the court role',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'duty', points: 4 },
  stateLaw: [],
  legal: ['records'],
  guidance: {
    topic: 'being drawn into a court or evaluative role',
    question: () => 'whether you are being asked to act as a treating clinician or a forensic evaluator, and how to avoid mixing the two roles',
    tension: 'helping the client in a legal matter versus the limits of the treating role',
    principles: ['fidelity', 'justice', 'veracity', 'nonmaleficence'],
    pathways: () => [
      path(
        'Stay in the treating role: offer facts of treatment only, and decline opinions on custody or legal questions',
        'Mixing treating and evaluative roles is a recognised ethical and legal trap.',
        70,
        10,
        true,
      ),
      path('Refer the forensic question to an independent evaluator', 'Keeps the therapy intact.', 60, 15),
      path('Write the requested letter or opinion', 'Risks a role conflict and a complaint.', 20, 55),
    ],
    mitigations: () => [mitigate('Role clarification in writing', 'Prevents misunderstanding', 'Tell the client and the attorneys what you will and will not do.', 'Before any testimony')],
    actions: () => ['Clarify the role being asked of you', 'Decline evaluative opinions outside your role', 'Get legal advice before testifying'],
    monitoring: ['Watch the effect of the legal process on treatment'],
    development: ['Training in forensic versus therapeutic roles'],
    documentation: ['Requests received and your responses'],
    clientHarm: { mechanism: 'Opinions outside your role can damage the client’s case or the therapy', atStake: 'The therapy and the fairness of the legal process' },
  },
  insight: {
    principles: [
      'Fidelity: a treating clinician’s loyalty is to the client; a forensic evaluator’s is to the court.',
      'Nonmaleficence: opinions outside your role or data can harm your client and others in the case.',
      'Veracity: testimony must stay within what you know and how you know it.',
    ],
    values: [
      'Helping your client in court vs. staying within your role',
      'Cooperation with the legal process vs. protecting the treatment relationship',
      'Being heard vs. being accurate',
    ],
    decisions: [
      'Are you being asked for facts of treatment (a fact witness) or for an opinion you did not form through an evaluation?',
      'What consent and authorisation apply to anything you provide?',
      'Whether to decline the forensic role and recommend an independent evaluator',
    ],
    stakes: 'the treatment relationship, the fairness of the legal process, and complaints that commonly arise in custody and court matters',
  },
  impact: {
    distress: 5,
    emotional: 'Being pulled toward court brings anxiety and pressure to take sides.',
    identity: 'The treating role and the forensic role call for different loyalties.',
    relational: 'Your client may feel let down if you decline to advocate.',
    legal: 'Opinions outside your role can be challenged in court and bring complaints.',
    impacts: ['Anxiety about testimony', 'Pressure from attorneys'],
    values: ['Supporting your client', 'Truthfulness'],
    feelings: ['pressure', 'anxiety'],
  },
  conversation: () => ({
    starters: [
      'With the attorney: “I’m the treating clinician, so I can speak to the facts of treatment with my client’s authorisation, but I can’t offer an opinion on custody.”',
      'With your client: “I know you hoped I could support you in court. Let me explain what a treating therapist can and can’t do, and why.”',
    ],
    responses: [
      'If pressed for an opinion: “An independent evaluator is the right person for that question.”',
      'If subpoenaed to testify: “I’ll testify to what I observed in treatment and stay within my role.”',
    ],
    messages: ['Staying in my role protects our therapeutic relationship.', 'Independent evaluators exist for exactly this question.'],
    followUps: ['Document the request and your response.', 'Consult an attorney or your liability insurer before providing any testimony.'],
  }),
  options: [
    option('Stay in the treating role; provide facts with authorisation only', 'Strong', 'Partial', 'Protects the treatment; may disappoint your client.'),
    option('Recommend an independent evaluator', 'Strong', 'Strong', 'The right route for custody or evaluative questions.'),
    option('Give the opinion requested', 'Weak', 'Partial', 'Role confusion and a likely challenge.'),
  ],
  timeline: () => ({
    now: ['Clarify exactly what you are being asked to provide'],
    soon: ['Decline opinions outside your treating role', 'Consult an attorney or your liability insurer'],
    week: ['Respond within your role, with the necessary authorisation'],
    ongoing: ['Keep the treating and evaluating roles separate'],
    act: {
      title: 'Stay within your treating role',
      description: 'You provide facts of treatment with authorisation and decline forensic opinions.',
      benefits: ['The treatment relationship is protected', 'The legal process gets appropriate evidence'],
      harms: ['Your client may be disappointed'],
    },
    wait: {
      title: 'Offer the opinion asked for',
      description: 'You give an opinion you did not form through an evaluation.',
      benefits: ['Your client feels supported'],
      harms: ['Role confusion', 'A complaint or challenge in court'],
    },
  }),
  situation: { about: 'client', clause: () => 'is involved in a legal matter in which I am being asked to take a role' },
  stakeholders: {
    message: "explain what a treating clinician can and cannot do in a legal matter, and why staying in that role protects the work",
    parties: ['court'],
  },
  coping: 'Speak with an attorney or your liability insurer before giving any testimony',
  success: ['You stayed in the treating role and declined opinions outside it', 'Any information released had the client’s authorisation or a court order'],
  pulls: "wanting to support the client in court, and pressure from attorneys",
  standardOfCare: "Staying in the treating role: facts of treatment only, with authorization or an order, and evaluative questions referred to an independent evaluator.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
