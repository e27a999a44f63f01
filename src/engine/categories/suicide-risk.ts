/** A client's risk of suicide. */
import { path, mitigate, option, dangerClause } from './define';
import type { CategoryDefinition } from './types';

export const suicideRisk: CategoryDefinition = {
  id: 'suicide-risk',
  subject: 'the suicide risk',
  screen: 'self',
  duty: 'protect-self',
  confidentiality: null,
  rubric: { domain: 'self', points: 4 },
  stateLaw: [
    { topic: 'dutyToProtect', reach: 'self' },
    { topic: 'selfHarmWarning' },
    { topic: 'dangerReport', reach: 'self' },
  ],
  legal: ['danger-to-self'],
  guidance: {
    topic: 'a client’s risk of suicide',
    question: (r) =>
      `what level of care ${r.client.the} needs now given ${r.facts.suicidalIdeation.status === 'present' ? 'the suicidal thoughts' : 'the signs that raised the concern'}${r.timeline ? ` and the time frame (“${r.timeline}”)` : ''}, and whom you may involve to keep them safe`,
    tension: 'the client’s autonomy and trust versus protecting their life',
    principles: ['nonmaleficence', 'beneficence', 'autonomy', 'fidelity'],
    pathways: () => [
      path(
        'Structured suicide risk assessment now, a collaborative safety plan with lethal-means counselling, and a level of care that matches the risk',
        'Follows the standard of care (SAFE-T: risk and protective factors, inquiry, risk level, intervention, documentation) and keeps the client involved in their own safety.',
        70,
        15,
        true,
      ),
      path(
        'Arrange an emergency evaluation or hospitalization',
        'Right when the plan, intent and access make outpatient care unsafe; it can feel coercive, so explain why and involve the client as far as possible.',
        60,
        20,
      ),
      path(
        'Involve a family member or support person in the safety plan',
        'Support and means restriction at home protect the client; do it with consent where possible and share only what safety requires.',
        55,
        25,
      ),
      path(
        'Keep the disclosure between you and continue weekly sessions',
        'Respects the request for privacy but leaves an acute risk unmanaged if the plan or means are real.',
        20,
        60,
      ),
    ],
    mitigations: () => [
      mitigate(
        'Lethal-means counselling',
        'Removing or locking away the means is one of the most effective ways to lower suicide risk',
        'Ask exactly what means are available (medication, firearms, other) and agree who will remove or secure them, and when.',
        'This session',
      ),
      mitigate(
        'Written safety plan',
        'Gives the client concrete steps and people to contact in a crisis',
        'Build it with the client: warning signs, coping steps, people and places, professionals to call, and means restriction.',
        'This session',
      ),
      mitigate(
        'Closer follow-up',
        'Shortens the time in which risk can rise unnoticed',
        'Schedule the next contact within days, not a week, and agree what happens if the client misses it.',
        'This week',
      ),
    ],
    actions: () => [
      'Complete a structured suicide risk assessment: ideation, plan, intent, means, time frame, past attempts and protective factors',
      'Decide the level of care with a consultant; arrange emergency evaluation if outpatient care is not safe',
      'Work out a written safety plan with the client, including removal or securing of the means',
    ],
    monitoring: ['Reassess suicide risk at every contact until it is clearly lower', 'Follow up on any missed appointment the same day'],
    development: ['Training in a structured suicide assessment approach (C-SSRS, SAFE-T, safety planning)', 'Supervision on working with chronic versus acute suicide risk'],
    documentation: [
      'The suicide risk assessment: ideation, plan, intent, means, time frame, history and protective factors',
      'The risk level you assigned and why',
      'The safety plan and what was done about the means',
    ],
    clientHarm: {
      mechanism: 'Unmanaged suicide risk can end in death or injury; an intervention that feels coercive can also drive the client away from care',
      atStake: 'The client’s life, their trust in treatment and their sense of control',
    },
  },
  insight: {
    principles: [
      'Beneficence vs. autonomy: keeping your client alive may require steps they have not agreed to, such as involving family or arranging a higher level of care.',
      'Nonmaleficence: both under-reacting (missing imminent risk) and over-reacting (an unnecessary hospitalisation that ruptures trust) can harm.',
      'Fidelity: the safety plan is a joint commitment; honouring it keeps your client engaged.',
    ],
    values: [
      'Your client’s life and safety vs. their right to privacy and self-determination',
      'Collaborative safety planning vs. unilateral protective action',
      'Keeping your client in outpatient treatment vs. moving to a higher level of care',
    ],
    decisions: [
      'What is the current level of risk, given ideation, plan, intent, access to lethal means, prior attempts and protective factors, and what safety steps does it call for now?',
      'Whether a collaborative safety plan is enough, or whether family, a crisis team or an emergency evaluation must be involved',
      'Who can reduce access to lethal means, and how you will confirm it was done',
      'How soon the next contact must be, and what you will document now',
    ],
    stakes: 'your client’s life, their trust in you if protective steps are taken, and the standard of care you will be measured against',
  },
  impact: {
    distress: 7,
    emotional: 'Sitting with a client’s wish to die is among the heaviest experiences in clinical work; fear of losing them is natural.',
    identity: 'It can shake your confidence in your assessment skills and raise the fear of being the clinician who missed something.',
    relational: 'Protective steps can feel to your client like a loss of control, and to you like a strain on trust you have built.',
    legal: 'Standards of care for risk assessment and documentation apply; a structured assessment and a clear note protect you and your client.',
    impacts: ['Checking your phone or email anxiously between sessions', 'Rumination about whether you did enough', 'Heightened vigilance with other clients'],
    values: ['Preserving life', 'Respecting your client’s autonomy', 'Being there for someone in pain'],
    feelings: ['fear', 'helplessness', 'protectiveness'],
  },
  conversation: () => ({
    starters: [
      'With your client: “I’ve noticed things seem heavier lately. Sometimes when people feel this way they think about ending their life. Have you had thoughts like that?”',
      'With your client: “Thank you for telling me. I want to understand how strong those thoughts are right now, and what has kept you going.”',
    ],
    responses: [
      'If they ask you not to tell anyone: “I will keep what you say private as far as I possibly can. If I believe your life is in danger, I’ll need to involve others, and I’ll tell you first.”',
      'When building the safety plan: “Let’s write down together what you’ll do, and whom you’ll call, if the thoughts get stronger tonight.”',
    ],
    messages: [
      'Your life matters, and these thoughts can be talked about here without judgment.',
      'Making your surroundings safer, including access to lethal means, is something we can do together.',
    ],
    followUps: [
      'Check in between sessions while the risk is elevated, and review the safety plan at every contact.',
      'Confirm with your client (and, with consent, a support person) that means restriction actually happened.',
    ],
  }),
  options: [
    option('Structured risk assessment, a written safety plan and means restriction today, with follow-up within days', 'Strong', 'Strong', 'The standard of care for elevated risk, done collaboratively.'),
    option('Arrange an evaluation for a higher level of care', 'Strong', 'Partial', 'Right when risk is imminent; can feel coercive to your client and to you.'),
    option('Continue the usual schedule and revisit next session', 'Weak', 'Partial', 'Respects autonomy in the short term but falls short if risk is elevated.'),
  ],
  timeline: () => ({
    now: [
      'Complete a structured suicide risk assessment: ideation, plan, intent, timing, access to lethal means, prior attempts, protective factors',
      'Build or update a written safety plan with your client before they leave',
      'Arrange lethal-means restriction with your client (and, with consent, a support person)',
    ],
    soon: ['Check in by phone or session within a day or two', 'Confirm that means restriction happened', 'Consult your supervisor and document the consultation'],
    week: ['Review the level of care (more sessions, a psychiatric evaluation, an intensive programme)', 'Involve supports your client agrees to involve'],
    ongoing: ['Reassess risk at every contact while it remains elevated', 'Revisit the safety plan after any crisis'],
    act: {
      title: 'Act on the risk now',
      description: 'You treat the risk as current: a structured assessment, a safety plan, means restriction and closer contact.',
      benefits: ['Your client’s safety is protected', 'Your client sees that their distress is taken seriously', 'Your decisions are documented and defensible'],
      harms: ['Your client may feel their privacy is intruded on', 'An over-restrictive response can feel coercive'],
    },
    wait: {
      title: 'Wait until the next scheduled session',
      description: 'You keep the usual schedule and revisit the risk next time.',
      benefits: ['Your client’s sense of control is preserved'],
      harms: ['Your client may act on the thoughts before you next meet', 'You may fall below the standard of care for an elevated risk'],
    },
  }),
  situation: { about: 'client', clause: (r) => dangerClause(r, 'self') },
  stakeholders: {
    message: "say how worried you are, build the safety plan with them, and be honest about whom you may need to involve to keep them alive",
    parties: ['support'],
  },
  coping: 'Debrief with a colleague after any crisis contact, even if it went well',
  success: ['The client is alive and safe, with a written safety plan and the means secured', 'The level of care matches the assessed risk', 'Follow-up contact happened within the agreed days'],
  pulls: "the wish to honour the client’s request for secrecy and not to seem coercive",
  standardOfCare: 'A structured suicide risk assessment, a collaborative safety plan, lethal-means counselling and follow-up matched to the risk.',
  codeDivergence: null,
  framework: {"name":"Suicide risk formulation (SAFE-T structure, C-SSRS items)","relevance":"Organises the assessment from ideation through method, intent, plan and behaviour, weighed against protective factors, to a risk level and a matching intervention."},
  licensingBoard: null,
};
