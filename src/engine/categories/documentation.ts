/** The clinical record: what it must contain and how to correct it. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const documentation: CategoryDefinition = {
  id: 'documentation',
  subject: 'the record',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'professional',
    points: 3,
    severe: { pattern: /alter|chang|edit|delet|rewr|backdat|falsif|fabricat|shred|destroy|amend|sanitiz|scrub|\bdate\b|false/i, points: 5, label: 'Altering, backdating or falsifying clinical records' },
  },
  stateLaw: [],
  legal: ['documentation'],
  guidance: {
    topic: 'a question about the clinical record',
    question: () => 'what the record must contain, what may not be changed, and how to correct or add to it properly',
    tension: 'protecting the client’s privacy or your own position versus an accurate, honest record',
    principles: ['veracity', 'fidelity', 'justice', 'nonmaleficence'],
    pathways: () => [
      path(
        'Keep the record accurate and make any correction as a dated, signed addendum',
        'Alterations are treated as falsification; addenda are transparent.',
        75,
        5,
        true,
      ),
      path('Keep sensitive process material in separate psychotherapy notes where the law allows', 'Gives it stronger protection without altering the record.', 55, 15),
      path('Edit or remove existing entries', 'Can be falsification and destroy your credibility.', 5, 80),
    ],
    mitigations: () => [mitigate('Addendum practice', 'Corrects without altering', 'Date, sign and explain any addition.', 'Whenever a correction is needed')],
    actions: () => ['Leave existing entries unchanged', 'Add a dated addendum if something needs correcting', 'Check your record-keeping against your code and the law'],
    monitoring: ['Periodic review of your notes'],
    development: ['Training in clinical documentation'],
    documentation: ['Any addendum with its date and reason'],
    clientHarm: { mechanism: 'An inaccurate record can mislead future care or legal decisions', atStake: 'The integrity of the client’s record' },
  },
  insight: {
    principles: [
      'Veracity: records must be accurate and made at the time or clearly marked as late entries.',
      'Beneficence: good records support continuity of care.',
      'Fidelity: your client may read their record, and others may too.',
    ],
    values: [
      'Completeness vs. your client’s privacy',
      'Protecting yourself vs. protecting your client',
      'Meeting deadlines vs. accuracy',
    ],
    decisions: [
      'What must be documented, and what should be kept out of the record?',
      'Are any entries late, and how will you mark them honestly?',
      'Who may access the record, and does that change what you write?',
    ],
    stakes: 'the accuracy of the record, your client’s privacy, and your defensibility if the record is reviewed',
  },
  impact: {
    distress: 4,
    emotional: 'Gaps or pressure around records bring anxiety.',
    identity: 'Accurate records are part of professional integrity.',
    relational: 'Pressure from employers to alter records strains relationships.',
    legal: 'Altered or backdated records can bring serious findings.',
    impacts: ['Anxiety about audits', 'Pressure to catch up quickly'],
    values: ['Accuracy', 'Honesty'],
    feelings: ['anxiety', 'pressure'],
  },
  conversation: () => ({
    starters: [
      'With your supervisor or manager: “I want to make sure our records are accurate. Can we talk about how to handle late or missing notes properly?”',
      'With your client, if they ask to see their record: “You have a right to ask for it. Let’s talk about the process and anything you’d like to go over together.”',
    ],
    responses: [
      'If asked to alter a record: “I can add a dated late entry or correction, but I can’t change earlier entries.”',
      'If your client disagrees with an entry: “You can ask for an amendment, and I’ll add your statement to the record.”',
    ],
    messages: ['Records must be accurate and honest, including late entries clearly marked.', 'Good records protect you and your clients.'],
    followUps: ['Complete any late entries, dated as late entries.', 'Review documentation procedures with your team.'],
  }),
  options: [
    option('Complete late entries, marked as late', 'Strong', 'Strong', 'An honest record.'),
    option('Leave the gap and explain it if asked', 'Partial', 'Partial', 'Honest but incomplete.'),
    option('Backdate or alter entries', 'Weak', 'Weak', 'Falsification.'),
  ],
  timeline: () => ({
    now: ['Identify what is missing or late in the record'],
    soon: ['Complete late entries, clearly dated as late entries'],
    week: ['Review documentation practices with your supervisor'],
    ongoing: ['Keep notes contemporaneous'],
    act: {
      title: 'Correct the record honestly',
      description: 'You complete late entries marked as such and never alter earlier entries.',
      benefits: ['An accurate, defensible record'],
      harms: ['The gap remains visible'],
    },
    wait: {
      title: 'Backdate or alter entries',
      description: 'You make the record look complete after the fact.',
      benefits: ['The gap is hidden'],
      harms: ['Falsification findings', 'Loss of credibility and licence'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'documentation', 'has a record that raises a documentation question') },
  stakeholders: {
    message: "if they ask about their record, explain their right to see it and to ask for an amendment",
    parties: [],
  },
  coping: null,
  success: ['The record is accurate, with any late entry or correction dated and marked as such', 'No earlier entry was altered'],
  pulls: "the wish to protect yourself or the client by tidying the record after the fact",
  standardOfCare: 'Contemporaneous, accurate records, with late entries marked as late.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
