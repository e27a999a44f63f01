/** A concern about a colleague's conduct. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const colleagueConduct: CategoryDefinition = {
  id: 'colleague-conduct',
  subject: 'your colleague’s conduct',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'professional',
    points: 4,
    severe: { pattern: /alcohol|drunk|intoxicat|impair|high at work|under the influence|slurr|sleeping|dating|sexual|falsif|fabricat/i, points: 4.5, label: 'A colleague who may be impaired or exploiting clients' },
  },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a colleague’s conduct that may harm clients',
    question: () => 'whether to raise the concern with the colleague directly first or go to a supervisor or the board, and how to protect clients in the meantime',
    tension: 'loyalty to a colleague and workplace harmony versus protecting clients and the integrity of the profession',
    principles: ['nonmaleficence', 'justice', 'fidelity', 'veracity'],
    pathways: () => [
      path(
        'Raise it with the colleague directly if that is safe and appropriate, then escalate if the conduct continues',
        'Codes generally ask for informal resolution first when clients are not at immediate risk.',
        60,
        20,
        true,
      ),
      path(
        'Go to a supervisor or the agency straight away',
        'Right when clients may be harmed now or an informal approach would not work.',
        60,
        20,
      ),
      path(
        'Report to the licensing board',
        'Needed when the conduct is serious, continues, or the law requires it.',
        50,
        25,
      ),
      path('Stay silent', 'Leaves clients at risk and may itself breach your code.', 10, 65),
    ],
    mitigations: () => [
      mitigate('Fact-based notes', 'Keeps any later report accurate', 'Write down what you saw or heard, when, and who else was there.', 'Today'),
      mitigate('Consultation before escalating', 'Tests your reading and the right channel', 'Talk with a supervisor or ethics consultant about next steps.', 'This week'),
    ],
    actions: () => ['Write down the facts you observed', 'Decide the right first channel with a consultant', 'Protect any client at immediate risk'],
    monitoring: ['Follow whether the conduct stops'],
    development: ['Review of your code’s standards on colleague impairment and unethical conduct'],
    documentation: ['What you observed', 'The steps you took and when', 'The responses you received'],
    clientHarm: {
      mechanism: 'Clients of the colleague may continue to be harmed if nothing is done',
      atStake: 'Client welfare and trust in the service',
    },
  },
  insight: {
    principles: [
      'Nonmaleficence: clients may be at risk from the conduct you observed.',
      'Fidelity and collegiality: codes generally ask you to raise concerns with the colleague first, when that is safe and feasible.',
      'Justice: the profession’s self-regulation depends on concerns being raised through proper channels.',
    ],
    values: [
      'Loyalty to a colleague vs. protection of clients',
      'Informal resolution vs. a formal report',
      'Your working relationships vs. your professional responsibility',
    ],
    decisions: [
      'Do you have firsthand knowledge, or second-hand concern?',
      'Is informal resolution (talking to the colleague) appropriate and safe, or does this require a report to a supervisor, employer or board?',
      'What confidentiality limits apply to what you know, and what will you document?',
    ],
    stakes: 'client safety, your colleague’s career, your working relationships and your own professional duty',
  },
  impact: {
    distress: 6,
    emotional: 'Concern about a colleague brings worry, anger and reluctance to be the one who speaks up.',
    identity: 'Collegial loyalty may pull against your responsibility to clients and the profession.',
    relational: 'Workplace relationships may be strained; you may fear retaliation.',
    legal: 'Some codes and employers require reporting; failing to act can have consequences.',
    impacts: ['Dread of the conversation', 'Worry about being seen as disloyal', 'Tension at work'],
    values: ['Loyalty to colleagues', 'Protecting clients', 'Integrity'],
    feelings: ['reluctance', 'anger', 'worry'],
  },
  conversation: () => ({
    starters: [
      'With your colleague, privately: “I need to talk with you about something I noticed, because I care about you and about the clients we serve.”',
      'With your supervisor or manager: “I have a concern about a colleague’s conduct that I’ve tried to raise directly, and I need guidance on next steps.”',
    ],
    responses: [
      'If your colleague is defensive: “I’m not accusing you of anything. I’m telling you what I saw, and I’d rather we sort this out together.”',
      'If nothing changes: “I’ve raised this with you directly, and I’ll now need to take it through the proper channels.”',
    ],
    messages: ['Client welfare comes first, for both of us.', 'Raising this is part of our shared professional responsibility.'],
    followUps: ['Keep a factual, dated record of what you observed and each step you took.', 'Check your code’s reporting provisions and your employer’s policy before any formal report.'],
  }),
  options: [
    option('Raise it with the colleague directly, then with a supervisor if unresolved', 'Strong', 'Strong', 'The path most codes describe.'),
    option('Report straight to a supervisor or board', 'Partial', 'Partial', 'Right where clients are at immediate risk or informal resolution is unsafe.'),
    option('Say nothing', 'Weak', 'Partial', 'Avoids conflict but may leave clients at risk.'),
  ],
  timeline: () => ({
    now: ['Write down what you observed, when, and who else saw it'],
    soon: ['Raise it with the colleague directly if safe and appropriate', 'If clients may be at risk, inform a supervisor or manager'],
    week: ['If unresolved, follow your code’s and employer’s reporting channels'],
    ongoing: ['Keep a factual record of each step'],
    act: {
      title: 'Raise it through the proper steps',
      description: 'You speak with the colleague and, if needed, a supervisor, keeping a record.',
      benefits: ['Clients are protected', 'Your colleague may get help early'],
      harms: ['Working relationships may be strained'],
    },
    wait: {
      title: 'Say nothing',
      description: 'You keep your concern to yourself.',
      benefits: ['No conflict at work'],
      harms: ['Clients may be harmed', 'You may fail your own professional duty'],
    },
  }),
  situation: { about: 'practice', clause: (r) => withQuote(r, 'colleague-conduct', 'I have a concern about a colleague’s conduct') },
  stakeholders: {
    message: "tell them only what they need to know about any change in their care, without discussing your colleague",
    parties: ['colleague','colleague-clients'],
  },
  coping: 'Talk the situation through confidentially with a trusted peer outside your workplace',
  success: ['The concern was raised through the right channel and documented', 'Clients of the colleague are no longer at risk'],
  pulls: "loyalty to a colleague and fear of being seen as disloyal",
  standardOfCare: "An informal, private conversation first where it is safe, then the reporting channels the code and employer set when clients may be harmed, with a factual record of each step.",
  codeDivergence: null,
  framework: null,
  licensingBoard: "how to report a concern about a licensee and what information you need",
};
