/** Couples, family and group work: confidences, secrets and fairness to each member. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const couplesFamilyGroup: CategoryDefinition = {
  id: 'couples-family-group',
  subject: 'the secret in the joint work',
  screen: null,
  duty: null,
  confidentiality: 'limits',
  rubric: { domain: 'boundary', points: 3 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'confidentiality and fairness in couples, family or group work',
    question: () => 'who the client is here, what each member was promised about confidentiality, and how to handle information one member shared',
    tension: 'fairness to every member versus the confidences of one',
    principles: ['justice', 'fidelity', 'veracity', 'beneficence'],
    pathways: () => [
      path(
        'Go back to the confidentiality policy you agreed with the members, and apply it openly',
        'The agreement made at the start is the fairest guide; if there was none, agree one now.',
        65,
        15,
        true,
      ),
      path(
        'Meet individually to help the member share the information themselves',
        'Keeps you out of the role of secret-keeper and respects the member’s choice about timing.',
        60,
        20,
      ),
      path(
        'Keep the secret and carry on',
        'Can leave you holding one side against the others and undermine the work.',
        25,
        50,
      ),
    ],
    mitigations: () => [
      mitigate(
        'Clear secrets policy',
        'Prevents the same bind from recurring',
        'Write a no-secrets or limited-secrets policy into the consent form and explain it at the start.',
        'Before the next joint session',
      ),
    ],
    actions: () => [
      'Check what each member agreed about confidentiality at intake',
      'Decide, with consultation, how to handle what was shared without taking sides',
      'Revise the consent agreement for the future',
    ],
    monitoring: ['Watch for alliances and splits between members after the decision'],
    development: ['Training in systemic and group confidentiality practice'],
    documentation: ['The confidentiality agreement in place', 'What was disclosed and by whom', 'How you handled it and why'],
    clientHarm: {
      mechanism: 'Members can feel betrayed or excluded, and the joint work can break down',
      atStake: 'Trust among the members and in you, and the shared goals of treatment',
    },
  },
  insight: {
    principles: [
      'Fidelity to each participant: you made commitments about secrets and privacy to more than one person.',
      'Justice: treating each member of the couple, family or group fairly, without taking sides.',
      'Nonmaleficence: a secret held or disclosed can harm one participant to protect another.',
    ],
    values: [
      'Loyalty to the unit vs. loyalty to one member',
      'Transparency among participants vs. privacy for the individual',
      'The therapeutic frame you set at the start vs. what the situation now asks of you',
    ],
    decisions: [
      'Who is the client: the couple, the family, the group, or one person?',
      'What did your informed consent say about secrets and individual contacts, and does it cover this?',
      'Whether to hold the information, encourage the person to share it, or change the format of treatment',
    ],
    stakes: 'each participant’s trust, the viability of the joint work, and your neutrality',
  },
  impact: {
    distress: 5,
    emotional: 'Holding information one participant shared can feel like carrying a secret against another.',
    identity: 'Your neutrality, central to joint work, feels compromised.',
    relational: 'Every participant’s trust is in play; the joint work may not survive.',
    legal: null,
    impacts: ['Discomfort in joint sessions', 'Worry about being seen as taking sides'],
    values: ['Fairness to each participant', 'Honesty'],
    feelings: ['discomfort', 'divided loyalty'],
  },
  conversation: () => ({
    starters: [
      'With the participants: “When we began, we agreed how I’d handle things one of you tells me privately. Something has come up that makes me want to revisit that agreement together.”',
      'With the individual who shared: “I can’t hold this as a secret in our joint work. I’d like to help you find a way to bring it into the room yourself.”',
    ],
    responses: [
      'If they refuse to share it: “Then I need to think about whether I can continue working with you both fairly. Let’s talk about the options, including a referral.”',
      'In a group: “What is said here stays here, but I can’t guarantee what other members do; let’s recommit to the agreement as a group.”',
    ],
    messages: ['My commitment is to the work we agreed to do together.', 'I won’t take sides, and I won’t carry secrets that undermine the joint work.'],
    followUps: ['Review and re-sign the secrets or confidentiality policy with all participants.', 'Document the conversation and any change in the treatment format.'],
  }),
  options: [
    option('Help the participant bring the information into the joint work', 'Strong', 'Strong', 'Keeps the work honest within the agreed frame.'),
    option('Change the format (individual referral, pause joint sessions)', 'Partial', 'Partial', 'Useful if the secret cannot be brought in; explain the change carefully.'),
    option('Hold the secret and continue', 'Weak', 'Weak', 'Compromises your neutrality and the joint work.'),
  ],
  timeline: () => ({
    now: ['Review what you told participants at the start about secrets and individual contacts'],
    soon: ['Meet the person who shared the information and explore how it can be brought into the joint work', 'Consult about whether the current format can continue'],
    week: ['Decide, with the participants, whether to continue, change format or refer'],
    ongoing: ['Restate the confidentiality and secrets agreement with all participants'],
    act: {
      title: 'Address it within the agreed frame',
      description: 'You raise the issue within the agreement you made and help the participant bring it into the room.',
      benefits: ['The joint work stays honest', 'Each participant is treated fairly'],
      harms: ['The disclosure may be painful for another participant'],
    },
    wait: {
      title: 'Hold the secret',
      description: 'You keep the information without addressing it.',
      benefits: ['No immediate conflict'],
      harms: ['Your neutrality is compromised', 'The joint work may rest on a secret that undermines it'],
    },
  }),
  situation: { about: 'client', clause: () => 'is seen in couples, family or group work, where one member’s confidences and fairness to the others are at issue' },
  stakeholders: {
    message: "remind them of the agreement about secrets you made at the start, and help them decide how what they told you can come into the joint work",
    parties: ['members'],
  },
  coping: null,
  success: ['Every member knows the confidentiality and secrets policy and it was applied the same way to each', 'The joint work continued honestly, or changed format with everyone’s understanding'],
  pulls: "sympathy for the member who confided in you, and the wish to keep the joint work going",
  standardOfCare: "A confidentiality and secrets policy agreed with every member at the start, applied evenly, and a change of format when a secret cannot be brought into the joint work.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
