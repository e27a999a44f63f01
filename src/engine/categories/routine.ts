/**
 * A routine practice question: what the sections say when the engine finds no specific issue
 * (a schedule change, a form to update). It is an explicit definition, not a fall-back: the
 * composers read it only when the dilemma has no issue at all.
 */
import { mitigate, option, path, pendingDangers } from './define';
import type { RoutineDefinition } from './types';

export const ROUTINE: RoutineDefinition = {
  subject: 'this practice question',
  guidance: {
    topic: 'an everyday practice question',
    question: (r) => {
      const pending = pendingDangers(r);
      return pending
        ? `whether the safety screen bears out ${pending}, and once it is settled, how to handle the rest clearly and on the record`
        : 'what the routine, well-documented way of handling this is, and whether anything in it needs a conversation with the client';
    },
    tension: 'convenience and flexibility versus clear, consistent practice',
    principles: ['beneficence', 'autonomy', 'fidelity', 'justice'],
    pathways: (r) => [
      pendingDangers(r)
        ? path(
            `Answer the safety screen first (${pendingDangers(r)}), act on what it shows, then talk the rest through with the client and note it in the record`,
            'The description flags a danger the screen has not yet settled; until it is answered the danger counts as not yet assessed.',
            80,
            5,
            true,
          )
        : path('Handle it as routine practice, talk it through with the client and note it in the record', 'Nothing in the description points to a specific risk; clear, documented practice is enough.', 80, 5, true),
      path('Check with a colleague or supervisor first', 'Useful if you are unsure of your agency’s or your code’s expectations.', 70, 5),
      path('Proceed without discussing it with the client', 'Misses a chance to involve the client in a change that affects them.', 50, 15),
    ],
    mitigations: () => [mitigate('Note the change', 'Keeps the record accurate', 'Record what was agreed and why.', 'Same day')],
    actions: (r) => [
      ...(pendingDangers(r) ? [`Answer the safety screen on the Clarifying Questions screen: it flags ${pendingDangers(r)}, not yet assessed`] : []),
      'Talk the change through with the client',
      'Update the record',
      'Check any agency policy that applies',
    ],
    monitoring: ['Review at the next scheduled review'],
    development: ['Periodic review of your code and agency policies'],
    documentation: ['What was agreed and why'],
    clientHarm: { mechanism: 'Little direct risk; a change handled without discussion can still unsettle the client', atStake: 'The client’s sense of being involved in their care' },
  },
  insight: {
    principles: [
      'Beneficence: making the arrangement that best serves your client’s progress.',
      'Autonomy: your client’s preferences shape the plan.',
      'Fidelity: keeping your agreements with your client clear and up to date.',
    ],
    values: ['Your client’s convenience and preferences vs. the clinical rationale for the current arrangement', 'Flexibility vs. consistency'],
    decisions: [
      'Does anything in the change affect your client’s treatment plan or consent?',
      'What, if anything, should be documented?',
      'Is there an agency policy or payer requirement that applies?',
    ],
    stakes: 'a clear, well-documented arrangement that keeps the work on track',
  },
  impact: {
    distress: 1,
    emotional: 'A routine question carries little emotional load, though getting small things right still matters to conscientious practitioners.',
    identity: 'Handling routine changes well is part of steady professional practice.',
    relational: 'Responding flexibly to your client’s request supports the relationship.',
    legal: null,
    impacts: ['Little more than the time to update the plan and the record'],
    values: ['Responsiveness', 'Clarity'],
    feelings: ['calm', 'conscientiousness'],
  },
  conversation: {
    starters: [
      'With your client: “I’d like to check in about the change you asked for and make sure it works for you and for our work together.”',
      'With your client: “Before we go ahead, is there anything about this that you’re unsure of or would like to talk through?”',
    ],
    responses: [
      'If they have concerns: “Let’s talk it through; we can adjust the plan together.”',
      'If all is well: “Great. I’ll note the change so we’re both clear on the arrangement.”',
    ],
    messages: ['Our plan should fit your needs.', 'Changes are made together and kept clear.'],
    followUps: ['Note the change in the record.', 'Review at the next session whether the new arrangement is working.'],
  },
  options: [
    option('Agree the change with your client and note it in the record', 'Strong', 'Strong', 'Clear and simple.'),
    option('Review the treatment plan at the same time', 'Strong', 'Partial', 'A useful check when the arrangement changes.'),
    option('Make the change without noting it', 'Partial', 'Partial', 'Quick, but can cause confusion later.'),
  ],
  timeline: {
    now: ['Confirm the change with your client and check nothing else has changed'],
    soon: ['Update the schedule and the record'],
    week: ['Check the treatment plan still fits the new arrangement'],
    ongoing: ['Review at the next regular review whether the arrangement is working'],
    act: {
      title: 'Make the change and note it',
      description: 'You agree the change with your client and record it.',
      benefits: ['A clear arrangement', 'Your client feels heard'],
      harms: ['None significant'],
    },
    wait: {
      title: 'Leave it informal',
      description: 'You make the change without noting it.',
      benefits: ['Less paperwork'],
      harms: ['Confusion later about what was agreed'],
    },
  },
  stakeholders: { message: 'talk the change through and check how it sits with them', parties: [] },
  success: ['The change was agreed with the client and recorded', 'The client knows what was agreed and why'],
  pulls: 'convenience, and the wish to avoid an awkward conversation',
  standardOfCare: 'Clear, documented practice: agree changes with the client and keep the record current.',
};
