/** Sexual and romantic boundaries with clients and former clients. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const sexualBoundaries: CategoryDefinition = {
  id: 'sexual-boundaries',
  subject: 'the sexual boundary',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'boundary', points: 4 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'sexual or romantic feelings or conduct in a professional relationship',
    question: () => 'what must happen now to protect the client, what obligations toward the licensing board apply, and how to restore a safe professional frame',
    tension: 'the client’s safety and the integrity of the profession versus personal feelings and loyalties',
    principles: ['nonmaleficence', 'fidelity', 'justice', 'beneficence'],
    pathways: () => [
      path(
        'Stop any contact outside the professional role, get consultation today, and arrange appropriate care for the client',
        'Sexual or romantic involvement with a client is prohibited by every code; the client’s welfare comes first.',
        65,
        15,
        true,
      ),
      path(
        'Take the feelings to supervision or personal therapy while keeping the professional frame intact',
        'Right when there are feelings but no conduct: attraction itself is not a violation, acting on it is.',
        60,
        15,
      ),
      path('Keep it private', 'Leaves the client at risk and compounds the professional exposure.', 5, 85),
    ],
    mitigations: () => [
      mitigate(
        'Immediate consultation and supervision',
        'Brings in an objective view and protects the client',
        'Tell a supervisor or trusted consultant the full facts now.',
        'Today',
      ),
      mitigate('Legal and board advice', 'Clarifies your obligations to the board', 'Ask an attorney or your insurer’s risk line whether any disclosure to the licensing board is required.', 'This week'),
    ],
    actions: () => [
      'End any contact outside the professional role',
      'Consult a supervisor or ethics consultant today',
      'Get advice on your obligations to the licensing board and on the client’s care',
    ],
    monitoring: ['Regular supervision on the boundary and on the client’s care'],
    development: ['Training on sexual attraction in therapy and boundary maintenance'],
    documentation: ['What happened and when', 'Consultation sought and advice received', 'Steps taken to protect the client'],
    clientHarm: {
      mechanism: 'Sexual involvement with a helper causes lasting psychological harm and betrayal',
      atStake: 'The client’s wellbeing, their trust in help-seeking and the practitioner’s licence',
    },
  },
  insight: {
    principles: [
      'Nonmaleficence: sexual or romantic involvement with a client causes well-documented harm; the prohibition is categorical.',
      'Fidelity: the power difference of the therapeutic relationship does not end cleanly when treatment ends.',
      'Justice: the profession’s trust with the public depends on this boundary being held.',
    ],
    values: [
      'Your client’s welfare vs. your own feelings or wishes',
      'Honesty in supervision vs. shame or fear of consequences',
      'Continuing treatment vs. an ethical referral',
    ],
    decisions: [
      'Whether any contact so far has crossed a line that must be addressed now (with consultation and, where needed, counsel)',
      'How to manage your feelings in supervision or personal therapy without acting on them',
      'Whether continuing treatment is still in your client’s interest, or a careful referral is needed',
    ],
    stakes: 'your client’s welfare, your licence, and the integrity of the treatment',
  },
  impact: {
    distress: 8,
    emotional: 'Feelings of attraction, or a boundary under pressure, bring shame, fear and confusion.',
    identity: 'It can shake your sense of yourself as a safe, ethical practitioner.',
    relational: 'The treatment relationship may need to end, with a careful referral.',
    legal: 'Sexual or romantic involvement with a client brings licensing action and possible criminal liability in some states.',
    impacts: ['Shame that makes it harder to seek supervision', 'Preoccupation with the client between sessions'],
    values: ['Integrity', 'Protecting your client'],
    feelings: ['shame', 'fear', 'confusion'],
  },
  conversation: () => ({
    starters: [
      'With your client, if they express romantic interest: “Feelings like these can come up in therapy, and it’s okay to talk about them. A romantic relationship between us can never happen, and that’s part of what keeps this a safe place.”',
      'With your supervisor or consultant: “I need to talk through my own reactions to a client so they don’t affect the work.”',
    ],
    responses: [
      'If your client persists: “I care about the work we’re doing, and the boundary is firm. Let’s talk about what this means and whether continuing with me is still the best option for you.”',
      'If a referral is needed: “I think you’d be best served by someone else, and I’ll help you make that transition carefully.”',
    ],
    messages: ['The boundary protects you and the work, and it isn’t negotiable.', 'Talking about feelings is welcome; acting on them is not.'],
    followUps: ['Document the conversation factually and the consultation you sought.', 'Continue regular supervision or personal therapy while the feelings persist.'],
  }),
  options: [
    option('Hold the boundary, seek consultation now and document', 'Strong', 'Strong', 'Every code draws a firm line here.'),
    option('Refer with a careful transition if the feelings affect the work', 'Strong', 'Partial', 'Protects your client; the referral needs care to avoid feeling like rejection.'),
    option('Continue without consultation', 'Weak', 'Weak', 'Risk of a violation grows unchecked.'),
  ],
  timeline: () => ({
    now: ['Stop any contact that crosses a line and do not act on the feelings', 'Consult your supervisor, a senior colleague or your own therapist'],
    soon: ['Get legal advice if a line has been crossed', 'Decide whether continuing treatment is in your client’s interest'],
    week: ['If referral is needed, arrange it carefully with a warm handover', 'Document factually what happened and the steps taken'],
    ongoing: ['Continue supervision or personal therapy on the feelings involved'],
    act: {
      title: 'Hold the boundary and seek consultation now',
      description: 'You address the situation promptly with consultation and, if needed, a careful referral.',
      benefits: ['Your client is protected from harm', 'Your professional standing is protected'],
      harms: ['Your client may feel rejected'],
    },
    wait: {
      title: 'Keep it private and hope it passes',
      description: 'You say nothing and continue as before.',
      benefits: ['No difficult conversation for now'],
      harms: ['The risk of a violation grows', 'Your client may be seriously harmed', 'Licensing consequences become likely'],
    },
  }),
  situation: { about: 'client', clause: () => 'is involved in a situation where a sexual or romantic boundary is at issue' },
  stakeholders: {
    message: "hold the boundary kindly and clearly, without blaming them, and explain what happens next with the work",
    parties: [],
  },
  coping: 'Take the feelings to a supervisor or your own therapist promptly; shame is what keeps people from seeking help',
  success: ['No sexual or romantic contact took place, or a crossing was stopped and reported as the code and law require', 'The client’s care continued safely, with a careful referral if needed', 'You had supervision or therapy for the feelings involved'],
  pulls: "your own feelings, and loyalty to anyone involved",
  standardOfCare: "No sexual or romantic involvement with a client, consultation as soon as feelings or a boundary under pressure are noticed, and a careful referral when the work cannot continue safely.",
  codeDivergence: {
    topic: 'romantic or sexual relationships with former clients',
    sections: [
      ['ACA', 'A.5.c'],
      ['APA', '10.08'],
      ['NASW', '1.09(c)'],
      ['AAMFT', '1.5'],
      ['APA-PSYCH', 'Section 2, Annotation 1'],
    ],
  },
  framework: null,
  licensingBoard: "what the rules say about romantic or sexual contact with clients and former clients, and what must be reported",
};
