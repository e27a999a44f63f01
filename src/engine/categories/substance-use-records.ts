/** Substance use treatment records under 42 CFR Part 2. */
import type { Reading } from '../compose/reading';
import { capitalise } from '../compose/prose';
import { dutyDisclosure, path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

/**
 * A duty in play is met the way Part 2 allows: the initial child abuse report is permitted
 * (42 CFR 2.12(c)(6)); otherwise the disclosure must not reveal that the client is in substance
 * use treatment, unless a medical emergency lets it go to medical personnel (42 CFR 2.51).
 */
function partTwoDuty(r: Reading): string | null {
  const duty = dutyDisclosure(r);
  if (!duty) return null;
  if (r.duties[0] === 'report-child') return `${capitalise(duty)}: Part 2 permits the initial report (42 CFR 2.12(c)(6)); anything beyond it needs Part 2 consent or a court order`;
  return `${capitalise(duty)} without revealing that the client is in substance use treatment, unless Part 2 permits it (a medical emergency, 42 CFR 2.51)`;
}

export const substanceUseRecords: CategoryDefinition = {
  id: 'substance-use-records',
  subject: 'the substance use records question',
  screen: null,
  duty: null,
  confidentiality: 'guards',
  // A Part 2 question alone is most often a routine consent question; records sought by a court,
  // police or probation, or already released, are graver.
  rubric: {
    domain: 'duty',
    points: 3,
    severe: { pattern: /subpoena|court|police|probation|parole|warrant|officer|employer|already (?:sent|released|shared|disclosed)/i, points: 4.5, label: 'Substance use records sought by a court, police, probation or an employer, or already released', involved: ['lawEnforcement', 'court'] },
  },
  stateLaw: [],
  legal: ['substance-records'],
  guidance: {
    topic: 'the confidentiality of substance use treatment records',
    question: () => 'whether 42 CFR Part 2 applies to these records, and what consent or court order a disclosure would need',
    tension: 'the client’s heightened protection for substance use records versus the requests of courts, families or other agencies',
    principles: ['fidelity', 'autonomy', 'nonmaleficence', 'justice'],
    pathways: (r) => [
      path(
        partTwoDuty(r) ?? 'Share only with a Part 2-compliant written consent or a qualifying court order',
        'Part 2 is stricter than HIPAA: a subpoena alone does not permit disclosure.',
        70,
        10,
        true,
      ),
      path('Ask the client whether they want to sign a specific consent', 'Lets the client decide, with the limits on redisclosure explained.', 60, 15),
      path('Confirm attendance or share results informally', 'Likely breaches Part 2.', 10, 70),
    ],
    mitigations: () => [mitigate('Part 2 consent form', 'Makes any disclosure lawful', 'Use a consent that names the recipient, purpose and information.', 'Before any disclosure')],
    actions: (r) => [partTwoDuty(r) ?? 'Share only with a compliant consent or court order', 'Check whether your program is covered by 42 CFR Part 2', r.signals.request ? 'Tell the client about the request' : 'Ask the client what, if anything, they want shared, and with whom'],
    monitoring: ['Track every disclosure and its basis'],
    development: ['Training on 42 CFR Part 2 and the 2024 rule'],
    documentation: ['Any request received, and from whom', 'The consent or order relied on', 'What was disclosed'],
    clientHarm: {
      mechanism: 'Disclosure of substance use treatment can cost the client their job, custody or liberty',
      atStake: 'The client’s privacy, legal position and engagement in treatment',
    },
  },
  insight: {
    principles: [
      'Fidelity: stronger federal confidentiality for substance use treatment exists so people will seek help.',
      'Respect for law: Part 2 consent and court-order rules differ from ordinary health privacy rules.',
      'Beneficence: coordinated care may help your client, but only with proper consent.',
    ],
    values: [
      'Your client’s privacy vs. the interests of people who want to know',
      'Care coordination vs. strict confidentiality',
      'Cooperation with an employer, court or officer vs. federal limits on disclosure',
    ],
    decisions: [
      'Is your program (or your records) covered by 42 CFR Part 2?',
      'Is there a Part 2–compliant written consent, or a court order meeting Part 2’s requirements?',
      'What can you say to anyone who asks without acknowledging that your client is in treatment?',
    ],
    stakes: 'your client’s privacy and engagement in treatment, and your program’s federal compliance',
  },
  impact: {
    distress: 4,
    emotional: 'Pressure from employers, courts or family for information brings tension.',
    identity: 'Protecting your client’s treatment can feel unhelpful to others.',
    relational: 'Your client’s trust in the programme depends on it.',
    legal: 'Part 2 violations carry federal consequences.',
    impacts: ['Discomfort at refusing people who want information', 'Uncertainty about the rules'],
    values: ['Privacy', 'Cooperation'],
    feelings: ['tension', 'uncertainty'],
  },
  // Only a request the understanding records is spoken of as one: otherwise the lines are for anyone who may ask.
  conversation: (r) => ({
    starters: [
      `${r.signals.request ? 'To the caller' : 'To anyone who asks about your client'}: “Federal rules do not allow me to confirm or deny whether any person is a patient here without written consent that meets 42 CFR Part 2.”`,
      r.signals.request
        ? 'With your client: “Someone contacted the program about you. Nothing was shared. Do you want me to be able to share anything, and with whom?”'
        : 'With your client: “Nothing about your treatment here is shared without your written consent. Is there anyone you want me to be able to share something with?”',
    ],
    responses: [
      `${r.signals.request ? 'If the caller insists' : 'If someone insists'}: “I understand. If you have a Part 2–compliant consent or a court order that meets the federal requirements, please send it and I’ll review it.”`,
      'If your client agrees to a release: “Let’s fill out a consent form that names exactly who, what and for how long.”',
    ],
    messages: ['Your treatment information has extra federal protection.', 'Your information is shared only with your written consent or in the narrow cases the federal rules allow.'],
    followUps: [r.signals.request ? 'Document the request and your response without adding identifying details.' : 'Document any disclosure and its basis without adding identifying details.', 'Review your program’s Part 2 procedures with staff.'],
  }),
  options: [
    option('Share only with Part 2–compliant consent or order', 'Strong', 'Strong', 'Federal compliance and your client’s trust.'),
    option('Obtain a compliant consent for a limited disclosure', 'Strong', 'Partial', 'Helpful if your client agrees.'),
    option('Confirm treatment informally', 'Weak', 'Weak', 'A federal violation.'),
  ],
  timeline: (r) => ({
    now: [partTwoDuty(r) ?? 'Share nothing that identifies a patient, not even whether the person is one, without Part 2–compliant consent or order'],
    soon: ['Check whether your program is covered by 42 CFR Part 2', r.signals.request ? 'Discuss the request with your client and document their wishes' : 'Ask your client what they want shared, and with whom, and document their wishes'],
    week: ['If disclosure is authorised, use a Part 2–compliant consent form'],
    ongoing: ['Train staff on Part 2 procedures'],
    act: {
      title: 'Follow Part 2 before anything is shared',
      description: 'You disclose only with compliant consent or order.',
      benefits: ['Your client’s privacy is protected', 'Federal compliance'],
      harms: [r.signals.request ? 'The person asking may be frustrated by the delay' : 'People close to your client may be frustrated by what you cannot share'],
    },
    wait: {
      title: 'Share informally',
      description: 'You confirm or share information without compliant consent.',
      benefits: [r.signals.request ? 'The third party gets what they asked for' : 'The people you tell feel included'],
      harms: ['Federal violation', 'Your client may leave treatment'],
    },
  }),
  situation: { about: 'client', clause: (r) => (r.signals.request ? 'is in substance use treatment, and someone is asking about it' : 'is in substance use treatment covered by 42 CFR Part 2') },
  stakeholders: {
    message: "tell them what Part 2 protects, that nothing is shared without their written consent, and ask whether they want anything shared and with whom",
    parties: [],
  },
  coping: null,
  success: ['No disclosure happened without a Part 2 compliant consent or court order'],
  pulls: "the wish to be helpful to people who want information, and uncertainty about the federal rules",
  standardOfCare: "No disclosure, not even whether the person is a patient, without a Part 2 compliant consent or court order, and a record of every disclosure and its basis.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
