/** Telehealth across state lines and where you may practise. */
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { joinList } from '../compose/prose';
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const telehealthJurisdiction: CategoryDefinition = {
  id: 'telehealth-jurisdiction',
  subject: 'the sessions across state lines',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'duty',
    points: 3,
    severe: { pattern: /another country|abroad|overseas|international|not licensed|unlicensed|months|moved|relocat|lives? (?:now )?in/i, points: 4, label: 'Ongoing care across state or national lines without a licence there', setting: ['acrossStateLines'] },
  },
  stateLaw: [],
  legal: ['telehealth'],
  guidance: {
    topic: 'practising across state lines by telehealth',
    question: (r) =>
      `whether you may keep seeing the client by telehealth while they are in ${r.otherStates.length > 0 ? r.otherStates.map((s) => jurisdictionLabel(s)).join(' or ') : 'another state'}, given that you are licensed in ${r.stateName}`,
    tension: 'continuity of care for the client versus practising only where you are authorised',
    principles: ['fidelity', 'beneficence', 'justice', 'veracity'],
    pathways: (r) => [
      path(
        `Check the rules of the state where the client will be, and of ${r.stateName}, before the next session; pause or transfer care if you are not authorised`,
        'Licensure generally follows where the client is located; some states allow temporary practice and some professions have interstate compacts.',
        70,
        10,
        true,
      ),
      path(
        'Arrange a warm handoff to a provider licensed where the client is',
        'Keeps the client in care lawfully if you cannot get authorisation.',
        60,
        20,
      ),
      path('Continue as usual and hope the issue does not arise', 'Risks unlicensed practice and leaves the client without a local crisis plan.', 20, 55),
    ],
    mitigations: () => [
      mitigate(
        'Verify authorisation in writing',
        'Avoids unlicensed practice',
        'Check the other state’s board website or call it; record what it says.',
        'Before the next session',
      ),
      mitigate(
        'Local crisis plan',
        'Makes sure help can reach the client where they are',
        'Record the client’s location at each session and local crisis resources there.',
        'Every session',
      ),
    ],
    actions: () => [
      'Confirm where the client is physically located for each session',
      'Check the other state’s licensing rules and any compact or temporary-practice provision',
      'Plan a transfer of care if you are not authorised',
    ],
    monitoring: ['Record the client’s location at every telehealth session'],
    development: ['Training in telehealth law and interstate practice'],
    documentation: ['The client’s location', 'What the licensing boards said', 'The decision about continuing or transferring care'],
    clientHarm: {
      mechanism: 'An abrupt end to care, or care from a practitioner not authorised where the client is',
      atStake: 'Continuity of care and access to local help',
    },
  },
  insight: {
    principles: [
      'Fidelity and beneficence: continuity of care with a trusted practitioner matters.',
      'Respect for law: licensure generally follows the client’s physical location at the time of the session.',
      'Nonmaleficence: in a crisis you need local resources where your client is.',
    ],
    values: [
      'Continuity of care vs. licensure compliance',
      'Your client’s convenience vs. your legal exposure',
      'Your own state’s rules vs. the client’s state’s rules',
    ],
    decisions: [
      'Where is your client physically located during sessions, and does that state allow you to practise there (temporary practice, a compact, or a licence)?',
      'Which state’s law governs confidentiality and reporting in this case?',
      'What emergency plan covers your client’s actual location?',
    ],
    stakes: 'continuity of care, your licence in two jurisdictions, and your client’s safety if a crisis happens far away',
  },
  impact: {
    distress: 4,
    emotional: 'Uncertainty about what is lawful across state lines brings anxiety.',
    identity: 'Wanting to keep caring for your client may clash with licensing rules.',
    relational: 'A pause or transfer may disappoint your client.',
    legal: 'Practising without authorisation in the client’s state carries licensing risk.',
    impacts: ['Worry about unknowingly breaking another state’s rules', 'Pressure to keep continuity'],
    values: ['Continuity of care', 'Lawful practice'],
    feelings: ['anxiety', 'loyalty'],
  },
  conversation: (r) => ({
    starters: [
      'With your client: “I need to check where you’ll be when we meet by video. Licensing rules depend on where you are at the time of the session.”',
      `With your client: “Because I’m licensed in ${r.stateName}, I want to make sure I can keep seeing you while you’re away, and plan what we’d do in a crisis where you are.”`,
    ],
    responses: [
      'If sessions cannot continue: “I’ll help you find someone licensed where you are, and we can plan a good handover.”',
      'If they can continue: “Let’s update our agreement with your current address and local contacts in case of a crisis.”',
    ],
    messages: ['Continuity matters, and so does doing this lawfully.', 'We need a crisis plan that works where you actually are.'],
    followUps: ['Confirm the rules of the client’s state (temporary practice, a compact, or a licence) in writing.', 'Update the telehealth consent with the client’s location and local resources.'],
  }),
  options: [
    option('Confirm the other state’s rules and continue only if authorised', 'Strong', 'Strong', 'Continuity where lawful.'),
    option('Pause sessions or refer to a practitioner licensed where your client is', 'Strong', 'Partial', 'Lawful but disrupts continuity.'),
    option('Continue without checking', 'Weak', 'Partial', 'Risks unlicensed practice and a crisis plan that does not work.'),
  ],
  timeline: (r) => ({
    now: ['Confirm where your client is physically located for sessions'],
    soon: [`Check whether that state allows you to practise there (temporary practice, a compact, or a licence) as well as in ${r.stateName}`, 'Update your emergency plan with local resources where your client is'],
    week: ['Update your telehealth consent and document the jurisdiction check'],
    ongoing: ['Recheck location at each session while your client is away'],
    act: {
      title: 'Confirm the rules before the next session',
      description: 'You check the law where your client is and adjust (continue, pause or refer).',
      benefits: ['Continuity where lawful', 'A crisis plan that works where your client is'],
      harms: ['You may need to pause or refer'],
    },
    wait: {
      title: 'Carry on as usual',
      description: 'You continue sessions without checking the other state’s rules.',
      benefits: ['No interruption'],
      harms: ['Unlicensed practice in another state', 'No workable crisis plan where your client is'],
    },
  }),
  situation: { about: 'client', clause: (r) => `is seen by telehealth and will be ${r.otherStates.length > 0 ? `in ${joinList(r.otherStates.map((c) => jurisdictionLabel(c)), 'or')}` : 'in another state'}` },
  stakeholders: {
    message: "explain why their location matters for your licence and what the options are",
    parties: ['other-state'],
  },
  coping: null,
  success: ['You are authorised wherever the client is located, or care was transferred', 'The client’s location is recorded at every session'],
  pulls: "wanting to keep caring for the client without interruption, and uncertainty about another state’s rules",
  standardOfCare: 'Authorisation to practise where the client is located, and an emergency plan for that location.',
  codeDivergence: null,
  framework: null,
  licensingBoard: "whether my licence lets me keep seeing a client who will be located in another state, and whether any temporary-practice rule applies",
};
