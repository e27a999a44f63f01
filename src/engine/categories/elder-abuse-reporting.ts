/** A suspicion that an older or dependent adult is being abused, neglected or exploited: the mandated report. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const elderAbuseReporting: CategoryDefinition = {
  id: 'elder-abuse-reporting',
  subject: 'the report about the adult at risk',
  screen: 'abuse',
  duty: 'report-elder',
  confidentiality: null,
  rubric: { domain: 'duty', points: 5 },
  stateLaw: [{ topic: 'elderAbuseReporting' }],
  legal: ['elder-reporting'],
  guidance: {
    topic: 'a suspicion that an older or dependent adult is being abused, neglected or exploited',
    question: (r) =>
      `whether the situation meets ${r.stateName}'s reporting threshold for an elder or dependent adult, and how to report while respecting the person's own wishes`,
    tension: 'the person’s autonomy and dignity versus protection from abuse, neglect or exploitation',
    principles: ['nonmaleficence', 'autonomy', 'beneficence', 'justice'],
    pathways: (r) => [
      path(
        `Report to the agency ${r.stateName} designates within its timeframe, and involve the person in what happens next`,
        'Meets the legal duty while treating the adult at risk as the decision-maker about their own life wherever they have capacity.',
        65,
        20,
        true,
      ),
      path(
        'Assess capacity and safety first, then report',
        'Clarifies how much the person can decide for themselves, but must not delay a report the law requires.',
        50,
        30,
      ),
      path(
        'Respect the person’s wish that nothing be done',
        'Honours autonomy but may breach the reporting law and leave a vulnerable person unprotected.',
        20,
        60,
      ),
    ],
    mitigations: () => [
      mitigate(
        'Prompt report with a support plan',
        'Gets protective services involved while the person stays involved',
        'Gather what you observed and were told, make the report, and talk with the person about support options.',
        'Within the statutory timeframe',
      ),
      mitigate(
        'Capacity-informed involvement',
        'Respects the person’s right to decide where they can',
        'Note your observations about decision-making capacity and share them with the agency.',
        'This week',
      ),
    ],
    actions: (r) => [
      `Make the report: ${r.law.elderAbuseReporting.timeframe.replace(/\.$/, '')}`,
      `Report to: ${r.law.elderAbuseReporting.reportTo.replace(/\.$/, '')}`,
      'Record your observations and what the person told you',
    ],
    monitoring: ['Follow up with the person about their safety and support at each contact'],
    development: ['Training in recognising elder abuse, neglect and financial exploitation', 'Training in capacity assessment'],
    documentation: ['Your observations and the person’s words', 'The report: time, agency, reference number', 'Your view of the person’s decision-making capacity'],
    clientHarm: {
      mechanism: 'Continued abuse or exploitation, or a response that overrides the person’s own wishes',
      atStake: 'The person’s safety, independence and dignity',
    },
  },
  insight: {
    principles: [
      'Autonomy vs. beneficence: an adult with capacity has the right to make choices others disagree with, yet a vulnerable adult may be unable to protect themself.',
      'Nonmaleficence: leaving exploitation or neglect unaddressed allows harm to continue.',
      'Fidelity: keeping faith with the person who confided in you while meeting a legal duty.',
    ],
    values: [
      'The adult’s safety vs. their self-determination and dignity',
      'Family relationships and caregiving vs. protection from harm',
      'Confidentiality vs. a statutory reporting duty',
    ],
    decisions: [
      'Does what you know reach the reporting threshold of your state’s statute (reasonable cause to suspect or believe)? If it does, the report is due, even if the person or the family would rather it were not made',
      'Is the person covered by the statute (an elder, or a dependent or vulnerable adult)?',
      'Whether to involve the adult in the decision and tell them before you report',
      'Which agency receives the report and the deadline for it',
    ],
    stakes: 'the safety and resources of a vulnerable adult, their autonomy, and your standing as a mandated reporter',
  },
  impact: {
    distress: 6,
    emotional: 'Seeing an older or dependent adult harmed or exploited brings distress and frustration, especially when they minimise it.',
    identity: 'Balancing respect for an adult’s autonomy with a reporting duty can feel like a conflict in your role.',
    relational: 'The adult may feel their choices were overridden; family members may turn against you.',
    legal: 'Statutory reporting duties apply to you; a missed report carries consequences.',
    impacts: ['Frustration when the adult declines help', 'Worry about their finances or care between sessions'],
    values: ['Dignity and autonomy of older and dependent adults', 'Protection from exploitation'],
    feelings: ['concern', 'frustration', 'protectiveness'],
  },
  conversation: (r) => ({
    starters: [
      'With the adult at risk, privately: “I’m concerned about what you told me about your money and your care. Can we talk about what’s happening and what you would want?”',
      `With the adult at risk: “In ${r.stateName}, people in my role have to let adult protective services know when we think someone may be being harmed or taken advantage of. I’d like to tell you how that works.”`,
    ],
    responses: [
      'If they ask you not to report: “I hear that you don’t want to get your family in trouble. My duty here doesn’t depend on that, but what you want will shape how I describe things and what happens next.”',
      'If they minimise: “It’s common to feel protective of family. What matters to me is that you’re safe and have a say in your own life.”',
    ],
    messages: ['You have the right to make your own choices and to be safe while you make them.', 'Reporting opens a door to help; it doesn’t take decisions away from you.'],
    followUps: ['Follow up on what the protective services agency did, and on the client’s safety at the next contact.', 'Document capacity observations and the client’s expressed wishes.'],
  }),
  options: [
    option('Report within the statutory time frame, involving the adult as far as possible', 'Strong', 'Strong', 'Meets the duty while respecting the adult’s dignity.'),
    option('Report without discussing it with the adult', 'Strong', 'Partial', 'Legally sufficient; can feel like overriding their autonomy.'),
    option('Monitor and wait for more evidence', 'Weak', 'Partial', 'Respects the adult’s wishes but may breach the statute and allow harm to continue.'),
  ],
  timeline: (r) => ({
    now: [
      `Report to the agency ${r.stateName} designates, within the statutory time frame`,
      'Record what you observed or were told, with dates and the adult’s own words',
      'Talk with the adult, where safe, about the report and their wishes',
    ],
    soon: ['Send any written follow-up the statute requires', 'Consult your supervisor and document it'],
    week: ['Coordinate with protective services as appropriate', 'Review the adult’s supports and safety'],
    ongoing: ['Monitor for further harm or exploitation', 'Respect the adult’s autonomy in ongoing decisions'],
    act: {
      title: 'Report now',
      description: 'You make the report within the statutory time frame and keep the adult involved.',
      benefits: ['The adult’s safety and resources are assessed', 'You meet your reporting duty'],
      harms: ['The adult may feel their autonomy was overridden', 'Family relationships may be strained'],
    },
    wait: {
      title: 'Wait and monitor',
      description: 'You continue to monitor without reporting.',
      benefits: ['The adult’s stated wish is respected for now'],
      harms: ['Harm or financial loss may continue', 'You may breach the reporting statute'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'elder-abuse-reporting', 'raised a concern that an older or dependent adult is being abused, neglected or exploited') },
  stakeholders: {
    message: "explain the report and ask how they want to be involved in what follows",
    parties: ['elder', 'caregiver', 'protection-agency'],
  },
  coping: 'Ask the protective services worker what to expect next, so you can prepare your client',
  success: ['The report was made within the statutory timeframe', 'The wishes of the adult at risk were heard and recorded', 'Protective services are involved'],
  pulls: "respect for the adult’s wish that nothing be done, and worry that family relationships will break down",
  standardOfCare: 'A timely report where the statute applies, attention to the adult’s capacity and wishes, and a factual record.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
