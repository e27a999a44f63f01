/** A threat of violence toward another person: the duty to warn or protect. */
import type { Reading } from '../compose/reading';
import { articled, lowerFirst } from '../compose/prose';
import type { PracticeRole } from '../../shared/domain/roles';
import { dangerClause, dischargeSteps, mayWarn, mitigate, option, path, whoMayBeTold } from './define';
import type { CategoryDefinition } from './types';

/**
 * Practice roles that can arrange an emergency psychiatric evaluation themselves. The others (a
 * school counselor, a peer supporter, a case manager, an unlicensed counselor…) cannot start a
 * hold: they follow their setting's emergency route and call crisis services or law enforcement.
 */
const EVALUATING_ROLES: ReadonlySet<PracticeRole> = new Set<PracticeRole>(['lpc', 'lcsw', 'lmft', 'lcmhc', 'lpcc', 'psychologist', 'psychiatrist', 'other']);

/** Whether the practitioner's role lets them arrange hospitalization themselves. */
function canArrangeHold(r: Reading): boolean {
  return EVALUATING_ROLES.has(r.role);
}

/** What a statute's discharge options ask for, read by kind rather than quoted as actions. */
type StepKind = 'hospital' | 'police' | 'warn' | 'treatment';
const STEP_KINDS: ReadonlyArray<readonly [StepKind, RegExp]> = [
  ['hospital', /hospitali|commitment|admission|detention|psychiatric unit/i],
  ['police', /law enforcement|police|sheriff/i],
  ['warn', /victim|person threatened|third person|potential victim/i],
  ['treatment', /treatment plan/i],
];

function dischargeKinds(r: Reading): Set<StepKind> {
  const kinds = new Set<StepKind>();
  for (const step of dischargeSteps(r)) for (const [kind, pattern] of STEP_KINDS) if (pattern.test(step)) kinds.add(kind);
  return kinds;
}

/**
 * The protective steps as actions this practitioner can take, in the order to take them: the
 * state's mandatory danger report; in a school, the school's threat-assessment and emergency
 * route; then the kinds of step the statute names (or, where the law only permits disclosure, the
 * people it allows), each worded for the role — a practitioner who cannot start a hold asks
 * crisis services or law enforcement for the emergency evaluation. Never the statute's own text.
 */
export function protectiveActions(r: Reading): string[] {
  const out: string[] = [];
  const report = r.notify.reportOthers;
  if (report) out.push(`Report to ${lowerFirst(report.reportTo)}, ${lowerFirst(report.timeframe)} (${report.citation})`);
  const emergency = r.signals.emergency ? ' (911 if the danger is immediate)' : '';
  if (inSchool(r)) {
    out.push(`Start your school's threat-assessment and emergency procedure now, with the administrator or team your district names, and keep the student supervised until they act`);
  }
  const person = r.victim ?? 'the person at risk';
  const mandatory = r.notify.status === 'mandatory' && dischargeSteps(r).length > 0;
  const kinds = mandatory ? dischargeKinds(r) : new Set<StepKind>(['police', 'warn', 'hospital']);
  if (r.notify.limited && !mandatory) {
    out.push(`Disclose the threat only to ${r.notify.named}${r.notify.permitted.has('law-enforcement') ? ', starting with law enforcement' : ''}${emergency}`);
  } else if (kinds.has('police') || kinds.has('warn') || !mandatory) {
    const warn = mayWarn(r) && (kinds.has('warn') || !mandatory) ? `, and warn ${person} where it will protect them` : '';
    out.push(`Notify law enforcement of the threat and who is at risk${emergency}${warn}`);
  }
  if (kinds.has('hospital')) {
    out.push(
      canArrangeHold(r)
        ? 'If your client is acutely dangerous, arrange an emergency psychiatric evaluation: voluntary admission, or involuntary where your licence lets you start it'
        : `Call crisis services or law enforcement for an emergency evaluation if ${r.client.the} is acutely dangerous; as ${articled(r.roleNoun)} you cannot start a hold yourself`,
    );
  }
  if (kinds.has('treatment') && canArrangeHold(r)) out.push('Or, if the danger allows it, put a documented treatment plan in place to remove it, with the second risk assessment your state asks for');
  return out;
}

/** The acts a practitioner may choose among where the law sets no checklist, limited to what it permits. */
export function permittedChoices(r: Reading): string {
  const evaluation = canArrangeHold(r) ? 'hospitalization' : 'an emergency evaluation by crisis services';
  return mayWarn(r) ? `warning the person at risk, notifying police, ${evaluation}` : `disclosure to ${r.notify.named ?? 'law enforcement'} (no direct warning to the person at risk), ${evaluation}`;
}

/** A school setting: the practitioner works in a school or the client is a student there. */
function inSchool(r: Reading): boolean {
  return r.u.role === 'school-counselor' || r.facts.setting.school.status === 'present';
}

export const dutyToProtect: CategoryDefinition = {
  id: 'duty-to-protect',
  subject: 'the threat',
  screen: 'others',
  duty: 'protect-others',
  confidentiality: null,
  rubric: { domain: 'duty', points: 4 },
  stateLaw: [{ topic: 'dutyToProtect' }, { topic: 'dangerReport', reach: 'others' }],
  legal: ['duty-to-protect'],
  guidance: {
    topic: 'a threat of violence toward another person',
    question: (r) =>
      `whether what ${r.client.the} said${r.victim ? ` about ${r.victim}` : ''} meets ${r.stateName}'s threshold for a duty to warn or protect, and which protective steps to take first`,
    tension: 'confidentiality and the therapeutic alliance versus the safety of an identifiable person',
    principles: ['nonmaleficence', 'fidelity', 'beneficence', 'autonomy'],
    pathways: (r) => {
      const steps = protectiveActions(r).slice(0, 2).map(lowerFirst).join('; ');
      const mandatory = r.notify.status === 'mandatory';
      return [
        path(
          mandatory ? `Take the protective steps ${r.stateName} recognises: ${steps}` : `Take protective action now, within what ${r.stateName} law permits: ${steps}`,
          `The threat${r.victim ? ` names ${r.victim}` : ' names a person'}; ${
            mandatory
              ? "acting on the state's protective measures addresses the danger and is the course a consultant and a licensing board would most readily defend."
              : `${r.stateName} permits disclosure to protect but does not require it${r.notify.limited ? `, and only to ${r.notify.named}` : ''}; acting within that permission addresses the danger and is the course a consultant would most readily defend.`
          }`,
          70,
          15,
          true,
        ),
        inSchool(r)
          ? path(
              "Bring in your school's threat assessment team and the student's parents or guardians today, and let the team decide on police involvement, with the student supervised until it meets",
              'A threat at school is assessed by a team that can act on the whole building, not by one counselor alone; ASCA A.9 asks school counselors to inform parents and appropriate authorities of a serious and foreseeable risk, even when the student denies it.',
              65,
              20,
            )
          : path(
              'Intensify treatment first: a same-day reassessment, more frequent sessions, work on the anger and a voluntary plan to give up access to weapons',
              'Keeps the alliance and may lower the danger, but on its own it leaves the person at risk unaware; it fits only if the threat is clearly retracted and there is no plan or means.',
              45,
              35,
            ),
        canArrangeHold(r)
          ? path(
              'Seek voluntary or involuntary hospitalization for evaluation',
              'Removes the immediate danger when the client is acutely unsafe; it needs a clinical basis and coordination with crisis services.',
              55,
              25,
            )
          : path(
              'Ask crisis services or law enforcement for an emergency evaluation',
              `Removes the immediate danger when the client is acutely unsafe; ${articled(r.roleNoun)} cannot start a hold, so crisis services or the police make the evaluation.`,
              55,
              25,
            ),
        path(
          'Keep the disclosure confidential and monitor',
          'Protects the relationship in the short run but exposes the person at risk and you; defensible only if consultation concludes the statement was not a serious threat.',
          20,
          60,
        ),
      ];
    },
    mitigations: (r) => [
      mitigate(
        'Same-day consultation on the threat',
        'Tests your reading of the threat against a second clinician and the state standard',
        `Call your supervisor or a senior colleague today; describe the exact words, any plan, means and time frame, and ask whether ${r.stateName}'s threshold is met.`,
        'Today',
      ),
      mitigate(
        'Means and access',
        'Lowers the chance that a threat becomes an act',
        'Ask directly about weapons and access to the person at risk; where possible, agree on removal of weapons to a third party.',
        'In the next contact',
      ),
      mitigate(
        'Contemporaneous documentation',
        'Shows the reasoning behind each protective step if it is reviewed later',
        'Record the statements verbatim, your risk formulation, whom you consulted and each protective step with the time it was taken.',
        'Same day',
      ),
    ],
    actions: (r) => {
      const mandatory = r.notify.status === 'mandatory' && dischargeSteps(r).length > 0;
      return [
        'Reassess the threat now: the exact words, intent, plan, means, time frame and history of violence',
        ...(mandatory || inSchool(r) ? protectiveActions(r).slice(0, 3) : [`Decide with a consultant which protective steps fit: ${permittedChoices(r)}`]),
        'Consult your supervisor or an experienced colleague before the client leaves the building if possible',
      ];
    },
    monitoring: [
      'Reassess the threat at every contact until it is clearly resolved',
      'Track any change in access to weapons or in contact with the person at risk',
    ],
    development: ['Training in structured violence-risk assessment (e.g. HCR-20-informed formulation)', 'Review of your state’s duty-to-protect statute and how it is discharged'],
    documentation: [
      'The client’s words about the person at risk, verbatim',
      'Your assessment of intent, plan, means and time frame',
      'Each protective step, when it was taken and whom you notified',
    ],
    clientHarm: {
      mechanism: 'A disclosure the client did not expect can feel like betrayal and end treatment, while inaction leaves the client exposed to acting on the threat',
      atStake: 'The client’s liberty and future, the treatment relationship, and another person’s safety',
    },
  },
  insight: {
    principles: [
      'Nonmaleficence vs. fidelity: preventing serious harm to the person threatened pulls against the promise of confidentiality that makes your client willing to speak openly.',
      'Beneficence vs. autonomy: protecting the client from acting on the threat (and from its consequences) can mean acting without, or against, their consent.',
      'Justice: a third party who never agreed to be part of the treatment has interests the law and your code both recognise.',
    ],
    values: [
      'Protecting an identifiable person vs. preserving the therapeutic alliance',
      'Acting decisively vs. avoiding an overreaction that breaches confidentiality needlessly',
      'Your client’s dignity and future in treatment vs. public safety',
    ],
    decisions: [
      'Does what was said meet your state’s threshold for protective action (a serious threat against a reasonably identifiable person), or the code’s “serious and foreseeable harm” standard?',
      'Which protective steps fit, and in what order: those your state’s law names or permits (warning, notifying law enforcement, hospitalisation), or intensified treatment?',
      'How much to disclose, to whom, and how to tell your client what you are doing and why',
      'What to document today, before the next contact',
    ],
    stakes: 'the physical safety of the person threatened, your client’s liberty and trust in treatment, and your own legal exposure if the duty is triggered and not discharged',
  },
  impact: {
    distress: 7,
    emotional: 'Holding a threat against another person creates fear for that person, worry about your client, and the weight of a decision that cannot wait.',
    identity: 'The protective role can feel at odds with the helper who keeps confidences; acting can feel like betraying the client you are trying to help.',
    relational: 'A protective disclosure can rupture the alliance, and your client may not return.',
    legal: 'A duty that is triggered and not discharged carries liability; an unnecessary disclosure can bring a complaint.',
    impacts: ['Intrusive worry about the person at risk between sessions', 'Second-guessing whether you are overreacting or underreacting', 'Sleep disturbance in the days around the decision'],
    values: ['Protecting people from harm', 'Loyalty to your client', 'Honesty about what you must do'],
    feelings: ['fear', 'responsibility', 'dread of getting it wrong'],
  },
  conversation: (r) => ({
    starters: [
      `With your client: “What you said about ${r.victim ?? 'hurting someone'} matters, and I need to understand it properly. Can you tell me more about what you meant and what you are planning?”`,
      'With your client: “I take what you said seriously because I take you seriously. Let’s talk about how to keep you and everyone else safe this week.”',
    ],
    responses: [
      'If they minimise it: “I hear that you were angry. I still need to ask: is there any part of you that intends to act on it?”',
      `If action is needed: “I’m ${r.notify.status === 'mandatory' ? 'required' : 'going'} to take steps to protect ${r.victim ?? 'the person you mentioned'}. I want to tell you what I’m going to do and why, and I’d like us to do as much of it together as we can.”`,
    ],
    messages: [
      'Safety comes first, for everyone involved, including you.',
      'Telling you what I have to do is part of being honest with you, not a punishment.',
    ],
    followUps: [
      'Schedule the next contact within days, not weeks, and reassess intent, plan and access to weapons each time.',
      'Afterwards, talk openly about how the protective steps affected your working relationship.',
    ],
  }),
  options: [
    option('Reassess today, consult, and take the protective steps your state recognises if the threshold is met', 'Strong', 'Partial', 'Meets the legal duty and the code; costs something in trust, which an honest explanation to your client can limit.'),
    option('Intensify treatment and risk monitoring without disclosure, with close follow-up', 'Partial', 'Strong', 'Defensible only if the threshold is clearly not met; document why.'),
    option('Wait until the next session', 'Weak', 'Partial', 'Preserves confidentiality for now but leaves the person at risk unprotected if the threat is serious.'),
  ],
  timeline: (r) => ({
    now: [
      'Reassess the threat directly: intent, plan, time frame, access to weapons and history of violence',
      r.notify.status === 'mandatory'
        ? `Decide with consultation whether ${r.stateName}’s threshold is met; if it is, take the protective steps the statute names`
        : `Decide with consultation whether to use ${r.stateName}’s permission to disclose to protect (to ${whoMayBeTold(r)})`,
      ...(r.notify.reportOthers ? [`Make the report ${r.stateName} requires: ${lowerFirst(r.notify.reportOthers.timeframe)} (${r.notify.reportOthers.citation})`] : []),
      'Write a contemporaneous note of what was said, verbatim where possible, and of your reasoning',
    ],
    soon: [
      `If you notified anyone, confirm it was received and record who, when and what (${mayWarn(r) ? (r.victim ? `including any attempt to reach ${r.victim}` : 'including any attempt to reach the person at risk') : 'the officer or clinician, the time and what was said'})`,
      'Increase contact with your client and revisit intent and access to weapons',
      'Call your liability insurer’s risk-management line or an attorney if you have not already',
    ],
    week: ['Repair and review the alliance with your client after any disclosure', 'Review the treatment plan and the level of care'],
    ongoing: ['Monitor for renewed threats at every contact', 'Keep the informed-consent discussion of confidentiality limits current'],
    act: {
      title: 'Take protective steps now',
      description: 'You act on the threat today: reassessment, consultation and, if the threshold is met, the protective steps your state recognises.',
      benefits: ['The person at risk is protected or can protect themself', 'Your client is helped not to act on the threat', 'You meet your legal and ethical duty'],
      harms: ['Your client may feel betrayed and leave treatment', 'A disclosure that later proves unnecessary can damage the relationship'],
    },
    wait: {
      title: 'Wait and watch',
      description: 'You keep the statement confidential and wait for the next session to reassess.',
      benefits: ['Confidentiality and the alliance are preserved in the short term'],
      harms: ['The person at risk may be harmed before you act', 'You may carry legal liability for failing to protect', 'Your client may act on an impulse that changes their life'],
    },
  }),
  situation: { about: 'client', clause: (r) => dangerClause(r, 'others') },
  stakeholders: {
    message: "go back to the limits of confidentiality you explained at the start, say plainly what you are obliged or choosing to do about the threat, and, if it is safe, involve them in the protective steps",
    parties: ['victim','police'],
  },
  coping: 'Call your liability insurer’s risk-management line before or as you act; most offer same-day advice',
  success: ['The person at risk and the police were notified, or a documented consultation concluded the threshold was not met', 'No harm to the person threatened', 'The client remains in treatment or is transferred safely'],
  pulls: "fear of losing the client, of being wrong about the danger, or of overreacting",
  standardOfCare: 'A documented violence risk assessment, consultation, and protective action proportionate to the threat.',
  codeDivergence: {
    topic: 'the harm threshold for breaking confidentiality',
    sections: [
      ['ACA', 'B.2.a'],
      ['NASW', '1.07(c)'],
      ['APA', '4.05'],
    ],
  },
  framework: {"name":"Structured violence-risk formulation (HCR-20 structure)","relevance":"Separates history, current clinical signs and risk-management factors, so a threat is judged on more than the words alone."},
  licensingBoard: null,
};
