/** Supervision and training relationships. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const supervisionTraining: CategoryDefinition = {
  id: 'supervision-training',
  subject: 'the supervision concern',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 3.5 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a supervision or training relationship',
    question: () => 'what your responsibilities are as supervisor or supervisee here, and how to protect the clients and the trainee',
    tension: 'the supervisee’s development versus client welfare and the gatekeeping duty',
    principles: ['nonmaleficence', 'justice', 'fidelity', 'beneficence'],
    pathways: () => [
      path(
        'Address the concern directly in supervision with clear expectations and a written plan',
        'Supports growth while protecting clients.',
        65,
        15,
        true,
      ),
      path('Consult the training program or agency', 'Brings in the structure that governs the placement.', 60, 15),
      path('Let it go', 'Leaves clients and the trainee without the oversight they need.', 15, 55),
    ],
    mitigations: () => [mitigate('Written remediation plan', 'Makes expectations and timelines clear', 'Agree goals and review dates.', 'Next supervision')],
    actions: () => ['Raise the issue in supervision', 'Agree a plan', 'Inform the program if required'],
    monitoring: ['Review progress at each supervision'],
    development: ['Training in clinical supervision'],
    documentation: ['Supervision notes', 'The plan and progress'],
    clientHarm: { mechanism: 'Clients of an unsupported trainee may receive poorer care', atStake: 'Client welfare and the trainee’s development' },
  },
  insight: {
    principles: [
      'Nonmaleficence: supervisors are responsible for the care supervisees deliver.',
      'Fidelity: the supervisory relationship depends on honest evaluation and clear roles.',
      'Justice: fair, documented evaluation of the supervisee.',
    ],
    values: [
      'Supporting the supervisee vs. protecting clients',
      'Your relationship with the supervisee vs. gatekeeping for the profession',
      'Flexibility vs. meeting licensure rules',
    ],
    decisions: [
      'What do the licensure rules and your agreement require of supervision here?',
      'Is remediation, closer oversight or a formal report needed?',
      'How will you document your supervision decisions?',
    ],
    stakes: 'client welfare, the supervisee’s development and career, and your own liability as a supervisor',
  },
  impact: {
    distress: 4,
    emotional: 'Supervisory responsibility brings worry for clients and for the supervisee.',
    identity: 'Gatekeeping can feel at odds with mentoring.',
    relational: 'The supervisory relationship may be strained.',
    legal: 'Supervisors can share liability for supervisees’ work.',
    impacts: ['Worry about clients you do not see directly', 'Discomfort giving critical feedback'],
    values: ['Mentoring', 'Protecting clients'],
    feelings: ['responsibility', 'discomfort'],
  },
  conversation: () => ({
    starters: [
      'With your supervisee: “I want to talk about some concerns I’ve noticed, and make a plan together.”',
      'With your supervisor: “I need to talk about how our supervision is meeting the licensure requirements and what I need from it.”',
    ],
    responses: [
      'If the supervisee is defensive: “This is about supporting your growth and protecting your clients. Let’s focus on specific steps.”',
      'If a requirement is not being met: “I can’t sign off on hours that didn’t take place. Let’s work out how to make them up properly.”',
    ],
    messages: ['Supervision protects clients and supports your development.', 'Clear expectations, in writing, help us both.'],
    followUps: ['Document the concern, the plan and the timeline for review.', 'Schedule a follow-up meeting to review progress.'],
  }),
  options: [
    option('Address it with a written plan and timeline', 'Strong', 'Strong', 'Protects clients and supports development.'),
    option('Escalate to the training programme or board', 'Partial', 'Partial', 'Necessary if the plan fails or clients are at risk.'),
    option('Sign off as usual', 'Weak', 'Weak', 'Shares liability and risks client harm.'),
  ],
  timeline: () => ({
    now: ['Review what your supervision agreement and licensure rules require'],
    soon: ['Discuss the concern with your supervisee or supervisor', 'Agree a written plan'],
    week: ['Document the plan and the timeline for review'],
    ongoing: ['Review progress at each supervision meeting'],
    act: {
      title: 'Address it with a written plan',
      description: 'You raise the concern and agree a plan, in writing.',
      benefits: ['Clients are protected', 'Development is supported'],
      harms: ['Some strain in the supervisory relationship'],
    },
    wait: {
      title: 'Let it go',
      description: 'You say nothing and sign off as usual.',
      benefits: ['No conflict'],
      harms: ['Clients may be harmed', 'You share liability as the supervisor'],
    },
  }),
  situation: { about: 'practice', clause: () => 'a supervision or training relationship is part of the situation' },
  stakeholders: {
    message: "tell them who is responsible for their care and how supervision protects it",
    parties: [],
  },
  coping: null,
  success: ['A written plan with a review date is in place', 'Clients seen under supervision are protected while the concern is addressed'],
  pulls: "loyalty to a supervisee or supervisor, and discomfort giving or hearing critical feedback",
  standardOfCare: "Supervision that meets the licensure rules, concerns raised early with a written plan and timeline, and documentation of each step.",
  codeDivergence: null,
  framework: null,
  licensingBoard: "what the rules require of supervisors and supervisees in this situation",
};
