/**
 * What a careful consultant says about each issue category: the core question, the tension, the
 * realistic courses of action, mitigations, immediate steps, what to monitor and document. The
 * risk, model, script and report composers build their text from these entries for the
 * categories the dilemma has, so every sentence here stays inside its own category (eii brief,
 * quality bar 3): the gift entry never mentions a legal duty, the confidentiality entry never
 * mentions reporting abuse.
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';
import { jurisdictionLabel } from '../../../shared/domain/jurisdictions';
import type { Brief } from './brief';

export type PrincipleId = 'autonomy' | 'beneficence' | 'nonmaleficence' | 'justice' | 'fidelity' | 'veracity';

export type Pathway = {
  approach: string;
  rationale: string;
  recommended: boolean;
  /** Base chance of a good outcome, before the risk score adjusts it. */
  positive: number;
  /** Base chance of a harmful outcome. */
  negative: number;
};

export type Mitigation = { strategy: string; reduction: string; implementation: string; timeframe: string };

export type IssueGuide = {
  /** Noun phrase for prose: "a gift from a client". */
  topic: string;
  /** The question a consultant would help answer, phrased for this dilemma. */
  question: (b: Brief) => string;
  /** What pulls against what. */
  tension: string;
  principles: PrincipleId[];
  pathways: (b: Brief) => Pathway[];
  mitigations: (b: Brief) => Mitigation[];
  /** Concrete next steps, most urgent first. */
  actions: (b: Brief) => string[];
  monitoring: string[];
  development: string[];
  /** What belongs in the record for this issue. */
  documentation: string[];
  /** How the client could be hurt, and what they stand to lose. */
  clientHarm: { mechanism: string; atStake: string };
};

const path = (approach: string, rationale: string, positive: number, negative: number, recommended = false): Pathway => ({
  approach,
  rationale,
  recommended,
  positive,
  negative,
});

const mitigate = (strategy: string, reduction: string, implementation: string, timeframe: string): Mitigation => ({
  strategy,
  reduction,
  implementation,
  timeframe,
});

function dischargeSteps(b: Brief): string[] {
  return b.law.dutyToProtect.discharge.map((step) => step.replace(/\.$/, ''));
}

export const ISSUE_GUIDES: Record<IssueCategoryId | 'general', IssueGuide> = {
  'duty-to-protect': {
    topic: 'a threat of violence toward another person',
    question: (b) =>
      `whether what ${b.clientShort} said${b.victim ? ` about ${b.victim}` : ''} meets ${b.stateName}'s threshold for a duty to warn or protect, and which protective steps to take first`,
    tension: 'confidentiality and the therapeutic alliance versus the safety of an identifiable person',
    principles: ['nonmaleficence', 'fidelity', 'beneficence', 'autonomy'],
    pathways: (b) => {
      const steps = dischargeSteps(b);
      return [
        path(
          steps.length > 0 ? `Take the protective steps ${b.stateName} recognises: ${steps.slice(0, 2).join('; ').toLowerCase()}` : 'Take protective action now: notify the person at risk and law enforcement, and arrange a clinical evaluation',
          `The threat${b.victim ? ` names ${b.victim}` : ' names a person'}; acting on the state's protective measures addresses the danger and is the course a consultant and a licensing board would most readily defend.`,
          70,
          15,
          true,
        ),
        path(
          'Intensify treatment first: a same-day reassessment, more frequent sessions, work on the anger and a voluntary plan to give up access to weapons',
          'Keeps the alliance and may lower the danger, but on its own it leaves the person at risk unaware; it fits only if the threat is clearly retracted and there is no plan or means.',
          45,
          35,
        ),
        path(
          'Seek voluntary or involuntary hospitalization for evaluation',
          'Removes the immediate danger when the client is acutely unsafe; it needs a clinical basis and coordination with crisis services.',
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
    mitigations: (b) => [
      mitigate(
        'Same-day consultation on the threat',
        'Tests your reading of the threat against a second clinician and the state standard',
        `Call your supervisor or a senior colleague today; describe the exact words, any plan, means and time frame, and ask whether ${b.stateName}'s threshold is met.`,
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
    actions: (b) => {
      const steps = dischargeSteps(b);
      return [
        'Reassess the threat now: the exact words, intent, plan, means, time frame and history of violence',
        ...(steps.length > 0 ? steps.slice(0, 3).map((s) => `${s} (${b.stateName})`) : ['Decide with a consultant which protective steps fit: warning the person at risk, notifying police, hospitalization']),
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

  'suicide-risk': {
    topic: 'a client’s risk of suicide',
    question: (b) =>
      `what level of care ${b.clientShort} needs now given the suicidal thoughts${b.timeline ? ` and the time frame (“${b.timeline}”)` : ''}, and whom you may involve to keep them safe`,
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

  'child-abuse-reporting': {
    topic: 'a suspicion that a child is being abused or neglected',
    question: (b) =>
      `whether what you heard amounts to reasonable suspicion under ${b.stateName}'s reporting law, and how to report while protecting the child and, where possible, the treatment`,
    tension: 'the duty to report and the child’s safety versus the family’s trust and the therapeutic relationship',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'veracity'],
    pathways: (b) => [
      path(
        `Make the report within ${b.stateName}'s timeframe and tell the family what you can, when it is safe to do so`,
        'Reasonable suspicion is the threshold: you do not need proof or details, and investigating is the agency’s job, not yours.',
        70,
        15,
        true,
      ),
      path(
        'Report first, then discuss it with the non-offending caregiver or the young person',
        'Keeps the child safe if telling the family first could lead to pressure or harm, while still being open with the people you work with.',
        65,
        20,
      ),
      path(
        'Gather more detail before deciding',
        'Further questioning can contaminate a later forensic interview and delay a report the law requires promptly.',
        25,
        55,
      ),
      path(
        'Do not report and keep working with the family',
        'Preserves engagement for now but breaches the reporting law and leaves the child exposed.',
        10,
        75,
      ),
    ],
    mitigations: () => [
      mitigate(
        'Report promptly, in the form the state requires',
        'Meets the legal duty and gets the child assessed by the people trained to do it',
        'Note what the child said verbatim, call the hotline or agency, and file any written follow-up within the deadline.',
        'Within the statutory timeframe',
      ),
      mitigate(
        'Plan how to talk with the family',
        'Lowers the chance of the family leaving treatment or the child being pressured',
        'Decide with a consultant whether and how to tell the caregivers; never promise the child that nothing will be shared.',
        'Before the next session',
      ),
    ],
    actions: (b) => [
      `Make the report: ${b.law.childAbuseReporting.timeframe.replace(/\.$/, '')}`,
      `Report to: ${b.law.childAbuseReporting.reportTo.replace(/\.$/, '')}`,
      'Write down what was said verbatim and when, without further questioning',
      'Consult your supervisor about how and when to tell the family',
    ],
    monitoring: ['Follow the case with the agency as far as it allows', 'Watch for signs that the child is being pressured to recant'],
    development: ['Mandated-reporter training for your state', 'Training in trauma-informed responses to disclosure'],
    documentation: [
      'What the child or adult told you, in their words, and when',
      'The time of the report, the agency, the reference number and the name of the intake worker',
      'What you told the family and when',
    ],
    clientHarm: {
      mechanism: 'A report can disrupt the family and the therapy; not reporting can leave the child in danger',
      atStake: 'The child’s safety, the family’s trust and the continuity of treatment',
    },
  },

  'elder-abuse-reporting': {
    topic: 'a suspicion that an older or dependent adult is being abused, neglected or exploited',
    question: (b) =>
      `whether the situation meets ${b.stateName}'s reporting threshold for an elder or dependent adult, and how to report while respecting the person's own wishes`,
    tension: 'the person’s autonomy and dignity versus protection from abuse, neglect or exploitation',
    principles: ['nonmaleficence', 'autonomy', 'beneficence', 'justice'],
    pathways: (b) => [
      path(
        `Report to the agency ${b.stateName} designates within its timeframe, and involve the person in what happens next`,
        'Meets the legal duty while treating the older adult as the decision-maker about their own life wherever they have capacity.',
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
    actions: (b) => [
      `Make the report: ${b.law.elderAbuseReporting.timeframe.replace(/\.$/, '')}`,
      `Report to: ${b.law.elderAbuseReporting.reportTo.replace(/\.$/, '')}`,
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

  confidentiality: {
    topic: 'a question of what you may share about a client, and with whom',
    question: (b) => `what, if anything, you may share without ${b.clientShort}'s consent, and how to handle the request so the trust in treatment survives`,
    tension: 'the client’s privacy and trust versus the wishes or needs of other people',
    principles: ['fidelity', 'autonomy', 'nonmaleficence', 'veracity'],
    pathways: (b) => [
      path(
        'Share nothing without consent; explore the request with the client and seek a signed authorization if sharing would help',
        `Confidentiality is the default under the ${b.codeName}; the client decides about disclosures unless a legal exception applies.`,
        70,
        10,
        true,
      ),
      path(
        'Share a limited, agreed amount with the client present or with their written consent',
        'Meets the other person’s legitimate need while keeping the client in control of what is said.',
        60,
        15,
      ),
      path(
        'Disclose without consent',
        'Only defensible when a specific legal exception applies; otherwise it breaches the code and the law.',
        15,
        65,
      ),
    ],
    mitigations: () => [
      mitigate(
        'Revisit the limits of confidentiality',
        'Makes sure the client knows what stays private and what does not',
        'Go back over the informed-consent discussion in plain words and invite questions.',
        'Next session',
      ),
      mitigate(
        'Minimum necessary',
        'Limits the damage of any disclosure that does happen',
        'If anything is shared, share only what the purpose requires, and record what and why.',
        'Whenever information is shared',
      ),
    ],
    actions: () => [
      'Hold off any disclosure until you have checked whether consent or a legal exception applies',
      'Talk with the client about the request and what they want shared',
      'Get a written authorization before sharing anything the client agrees to',
    ],
    monitoring: ['Check how the client feels about the handling of their information at the next sessions'],
    development: ['Review of HIPAA and your code’s confidentiality standards'],
    documentation: ['Who asked for what, and when', 'The client’s wishes and any authorization signed', 'What was shared, with whom and why'],
    clientHarm: {
      mechanism: 'An unexpected disclosure can damage trust, relationships and reputation',
      atStake: 'The client’s privacy and their willingness to speak openly in treatment',
    },
  },

  'records-legal-process': {
    topic: 'a demand for records or testimony',
    question: (b) =>
      b.signals.subpoena && !b.signals.courtOrder
        ? 'how to respond to a subpoena signed by an attorney rather than a judge, and how to assert privilege while meeting the deadline'
        : b.signals.courtOrder
          ? 'what the court order actually requires you to produce, and how to raise concerns about privilege or scope with the court'
          : 'how to respond to the records request lawfully while protecting privileged material',
    tension: 'the client’s privilege and privacy versus the legal process and your own exposure',
    principles: ['fidelity', 'autonomy', 'nonmaleficence', 'justice'],
    pathways: (b) => [
      path(
        b.signals.courtOrder ? 'Comply with the order as written, after asking counsel whether to seek a narrower scope or protective order' : 'Do not release anything yet: tell the client, get legal advice and assert privilege in writing',
        b.signals.courtOrder
          ? 'A court order must be obeyed, but its scope can be tested; counsel can ask the court to limit what is produced.'
          : 'A subpoena is not a court order; the privilege belongs to the client, who (or whose lawyer) may object or move to quash.',
        70,
        10,
        true,
      ),
      path(
        'Release with the client’s written authorization only',
        'Respects the client’s choice; still release only what the authorization covers.',
        60,
        20,
      ),
      path(
        'Send the full record to meet the deadline',
        'Can waive or breach privilege and expose far more than the case needs.',
        15,
        65,
      ),
      path('Ignore the request', 'Risks contempt or sanctions; a response (even an objection) is usually required.', 10, 70),
    ],
    mitigations: () => [
      mitigate(
        'Legal advice before any release',
        'Avoids waiving privilege or releasing what the law protects',
        'Send the document to an attorney (your own, or through your insurer’s risk line) before the deadline.',
        'This week, before the deadline',
      ),
      mitigate(
        'Separate psychotherapy notes',
        'Keeps the most sensitive material under its stronger protection',
        'Confirm what is kept separately as psychotherapy notes and do not merge it into the produced record.',
        'Before anything is produced',
      ),
    ],
    actions: () => [
      'Note the deadline and who signed the request (an attorney or a judge)',
      'Tell the client and ask whether they or their attorney will object',
      'Get legal advice before releasing anything; release no more than is lawfully required',
    ],
    monitoring: ['Track the deadline and every communication with the attorneys', 'Review with the client how the process is affecting treatment'],
    development: ['Training in responding to subpoenas and court orders', 'Record-keeping practice: what belongs in psychotherapy notes'],
    documentation: ['The request, who signed it and the deadline', 'The client’s position and any authorization', 'Legal advice received and what was produced, if anything'],
    clientHarm: {
      mechanism: 'Release of sensitive material into a legal dispute can be used against the client and damage trust in treatment',
      atStake: 'The client’s privacy, their position in the legal matter and the treatment relationship',
    },
  },

  'minors-consent': {
    topic: 'consent and confidentiality for a minor',
    question: (b) =>
      `who can consent to ${b.clientShort}'s treatment in ${b.stateName}, and what the parents may be told without breaking the young person's trust`,
    tension: 'the young person’s developing autonomy and privacy versus the parents’ rights and responsibilities',
    principles: ['autonomy', 'beneficence', 'fidelity', 'justice'],
    pathways: (b) => [
      path(
        'Agree confidentiality ground rules with the young person and the parents together',
        `Explains up front what stays private and what will be shared, within ${b.stateName}'s consent rules; it protects the alliance with both.`,
        70,
        10,
        true,
      ),
      path(
        'Treat on the minor’s own consent where state law allows it',
        'Respects the young person’s autonomy when the statute permits it, but check the conditions and what parents may still access.',
        55,
        25,
      ),
      path(
        'Share what the parents ask for',
        'Meets the parents’ request but may end the young person’s willingness to talk.',
        25,
        50,
      ),
    ],
    mitigations: (b) => [
      mitigate(
        'Check the state’s minor-consent rule',
        'Avoids treating without valid consent or withholding what parents may lawfully see',
        `Read ${b.stateName}'s minor-consent provision and any conditions before the next session.`,
        'Before the next session',
      ),
      mitigate(
        'Explicit confidentiality agreement',
        'Keeps the young person and the parents from being surprised later',
        'Write down what will and will not be shared with parents, and revisit it as treatment goes on.',
        'Next family contact',
      ),
    ],
    actions: (b) => [
      `Confirm who can consent to treatment under ${b.stateName} law and any conditions`,
      'Talk with the young person about what they want kept private and what you must share',
      'Agree the ground rules with the parents in a way the young person understands',
    ],
    monitoring: ['Revisit the confidentiality agreement as the young person’s needs and the family situation change'],
    development: ['Training in working with minors and parents (consent, assent, confidentiality)'],
    documentation: ['Who consented and on what legal basis', 'The confidentiality agreement with the young person and parents', 'Any information shared with parents and why'],
    clientHarm: {
      mechanism: 'Sharing too much with parents can end the young person’s trust; sharing too little can exclude people who keep them safe',
      atStake: 'The young person’s engagement in treatment and the family relationships',
    },
  },

  'couples-family-group': {
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

  'multiple-relationships': {
    topic: 'a second relationship with a client outside the therapy',
    question: () => 'whether the second relationship can be avoided, and if not, what safeguards keep it from harming the client or clouding your judgment',
    tension: 'the benefits of connection or community ties versus exploitation, impaired objectivity and harm',
    principles: ['nonmaleficence', 'fidelity', 'justice', 'beneficence'],
    pathways: () => [
      path(
        'Decline or end the second relationship and explain why',
        'The clearest way to protect the client and your objectivity when the relationship is avoidable.',
        65,
        15,
        true,
      ),
      path(
        'If it cannot be avoided, set written safeguards: informed consent, consultation and documentation',
        'Codes accept unavoidable multiple relationships in small communities when the risk is managed.',
        55,
        25,
      ),
      path(
        'Refer the client to another practitioner',
        'Removes the conflict but may cost the client a working relationship; plan the transfer carefully.',
        50,
        25,
      ),
      path('Let the second relationship continue without safeguards', 'Leaves the client exposed to exploitation and your judgment compromised.', 15, 60),
    ],
    mitigations: () => [
      mitigate(
        'Talk it through with the client',
        'Makes the risks visible to the person most affected',
        'Explain the concern, the options and how you will protect the therapy.',
        'Next session',
      ),
      mitigate('Ongoing consultation', 'Catches drift in your objectivity early', 'Bring the case to supervision regularly while the overlap lasts.', 'Monthly'),
    ],
    actions: () => [
      'Decide whether the second relationship can be avoided',
      'Discuss it openly with the client',
      'Consult and document the decision and the safeguards',
    ],
    monitoring: ['Review at each supervision whether the overlap is affecting the work'],
    development: ['Reading on boundary crossings versus violations and on ethics in small communities'],
    documentation: ['The nature of the overlap', 'Your risk–benefit reasoning and the client’s informed consent', 'The safeguards agreed'],
    clientHarm: {
      mechanism: 'Blurred roles can lead to exploitation, loss of objectivity and a client who cannot speak freely',
      atStake: 'The integrity of the treatment and the client’s wellbeing',
    },
  },

  'sexual-boundaries': {
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

  gifts: {
    topic: 'a gift from a client',
    question: () => 'whether accepting, declining or deferring the gift best serves the client, given its value, the client’s motive and the timing',
    tension: 'honouring the client’s gratitude and the relationship versus keeping clear boundaries and avoiding obligation',
    principles: ['beneficence', 'fidelity', 'nonmaleficence', 'justice'],
    pathways: (b) => [
      path(
        'Explore the meaning of the gift with the client, then decide on acceptance from its value and what it means clinically',
        `The ${b.codeName} asks you to weigh the relationship, the value, the client’s motivation and your own motivation; a token gift accepted thoughtfully can strengthen trust.`,
        75,
        10,
        true,
      ),
      path(
        'Decline warmly and explain your policy',
        'Keeps the boundary clear, but a refusal without exploration can feel like rejection.',
        55,
        25,
      ),
      path(
        'Accept without discussion',
        'Avoids an awkward moment but misses the clinical meaning and can set an expectation.',
        40,
        35,
      ),
    ],
    mitigations: () => [
      mitigate(
        'Talk about the gift in session',
        'Turns the gift into clinical material instead of an unspoken expectation',
        'Thank the client and explore what giving it means to them before deciding.',
        'Next session',
      ),
      mitigate('Written gift policy', 'Makes future decisions consistent and predictable', 'Add a short gift policy to your informed-consent material.', 'This month'),
    ],
    actions: () => ['Thank the client and talk about the gift in the next session', 'Decide on acceptance using its value, the motive and the timing', 'Note the gift and your decision in the record'],
    monitoring: ['Watch for a pattern of gifts or a change in how the client relates to you'],
    development: ['Review of your code’s standard on gifts and cultural meanings of gift-giving'],
    documentation: ['The gift, its approximate value and the context', 'The discussion with the client', 'Your decision and reasoning'],
    clientHarm: {
      mechanism: 'A clumsy refusal can feel like rejection; an unexamined acceptance can blur the relationship',
      atStake: 'The client’s sense of being valued and the clarity of the therapeutic frame',
    },
  },

  'bartering-fees': {
    topic: 'fees, payment or bartering',
    question: () => 'whether the fee arrangement is fair to the client, clearly agreed and free of exploitation, and what the code allows',
    tension: 'access to care for a client with limited means versus fairness, clarity and the risk of exploitation',
    principles: ['justice', 'beneficence', 'nonmaleficence', 'fidelity'],
    pathways: () => [
      path(
        'Offer an agreed reduced fee or sliding scale in writing',
        'Keeps access to care without the complications of bartering.',
        70,
        10,
        true,
      ),
      path(
        'Barter only if the client asks, it is not exploitative and it is common in your community, with a written agreement',
        'Codes allow bartering under those conditions; it still needs careful documentation.',
        50,
        25,
      ),
      path('Refer to a lower-cost service', 'Protects access when you cannot adjust your fee; plan the transfer carefully.', 55, 20),
    ],
    mitigations: () => [
      mitigate('Written financial agreement', 'Prevents misunderstandings and disputes', 'Put the fee, what it covers and how it will be reviewed in writing.', 'Before the next session'),
    ],
    actions: () => ['Discuss the client’s financial situation openly', 'Agree an arrangement and put it in writing', 'Check the arrangement against your code'],
    monitoring: ['Review the arrangement regularly so it stays fair'],
    development: ['Review of your code’s standards on fees and bartering'],
    documentation: ['The agreed arrangement and how it was reached'],
    clientHarm: {
      mechanism: 'An unclear or exploitative arrangement can create obligation and resentment',
      atStake: 'The client’s access to care and the fairness of the relationship',
    },
  },

  'boundary-crossings': {
    topic: 'a step outside the usual professional frame',
    question: () => 'whether the boundary crossing helps the client or risks sliding into a violation, and how to keep the frame safe',
    tension: 'warmth and flexibility that can help the client versus the drift from crossing to violation',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'justice'],
    pathways: () => [
      path(
        'Keep or restore the usual frame and discuss the request with the client',
        'Protects the client while treating the request as meaningful clinical material.',
        70,
        10,
        true,
      ),
      path(
        'Allow a limited, clinically justified crossing with documentation and consultation',
        'Some crossings help (attending a graduation, a home visit with a rationale); the reasoning must be clear.',
        55,
        20,
      ),
      path('Go along with it informally', 'Small crossings can build into a pattern that harms the client.', 25, 45),
    ],
    mitigations: () => [
      mitigate('Consult before crossing', 'Tests whether the crossing serves the client', 'Describe the crossing and its purpose to a supervisor or colleague.', 'Before acting'),
      mitigate('Document the rationale', 'Shows the crossing was deliberate and client-centred', 'Record why it helps, the risks and how you will review it.', 'Same day'),
    ],
    actions: () => ['Pause before acting on the request', 'Talk with the client about it', 'Consult and document your decision'],
    monitoring: ['Watch for further crossings building into a pattern'],
    development: ['Reading on boundary crossings and violations'],
    documentation: ['The request or crossing', 'Your clinical rationale', 'Consultation and the decision'],
    clientHarm: {
      mechanism: 'Gradual boundary drift can confuse the relationship and open the door to exploitation',
      atStake: 'The safety and clarity of the therapeutic relationship',
    },
  },

  'competence-scope': {
    topic: 'working beyond your training or competence',
    question: () => 'whether you have the competence this client needs, and if not, how to get supervision, training or a referral without leaving the client without care',
    tension: 'the client’s access to care and their wish to stay with you versus practising within your competence',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'veracity'],
    pathways: () => [
      path(
        'Practise within your competence: arrange supervision from someone trained in this area while you build skills, or refer',
        'Protects the client from an under-skilled intervention while keeping continuity where possible.',
        70,
        10,
        true,
      ),
      path(
        'Refer to a specialist and stay involved during the transition',
        'Gives the client the expertise they need while softening the change.',
        60,
        20,
      ),
      path('Proceed without extra training or supervision', 'Risks harm to the client and a complaint for practising outside competence.', 20, 55),
    ],
    mitigations: () => [
      mitigate('Specialist consultation', 'Brings in the expertise you lack', 'Find a consultant or supervisor with training in this area.', 'Within two weeks'),
      mitigate('Honest informed consent', 'Lets the client choose with full information', 'Tell the client about your training and the alternatives.', 'Next session'),
    ],
    actions: () => ['Assess honestly what training and experience this work needs', 'Arrange specialist supervision or a referral', 'Tell the client the options'],
    monitoring: ['Review progress with your supervisor or consultant'],
    development: ['Formal training in the area of practice in question'],
    documentation: ['Your competence assessment', 'Supervision or referral arranged', 'The client’s informed choice'],
    clientHarm: {
      mechanism: 'An intervention delivered without adequate training can worsen symptoms or miss risk',
      atStake: 'The effectiveness and safety of the client’s treatment',
    },
  },

  'informed-consent': {
    topic: 'the client’s informed consent',
    question: () => 'whether the client has the information they need to agree to this, and how to fill the gaps',
    tension: 'the client’s right to decide with full information versus the practical pressure to proceed',
    principles: ['autonomy', 'veracity', 'fidelity', 'beneficence'],
    pathways: () => [
      path(
        'Revisit informed consent in plain language and record the client’s choice',
        'Consent is a process; going back over it is always defensible.',
        75,
        5,
        true,
      ),
      path('Proceed on the original consent', 'Saves time but may rest on information the client no longer has.', 40, 30),
    ],
    mitigations: () => [
      mitigate('Updated consent discussion', 'Makes sure the client’s agreement is real', 'Explain the change, risks, alternatives and limits in plain words.', 'Next session'),
    ],
    actions: () => ['Identify what the client has not been told', 'Have the consent conversation', 'Update the consent record'],
    monitoring: ['Check understanding again when anything changes'],
    development: ['Review of consent practice and forms'],
    documentation: ['What was explained', 'The client’s questions and decision'],
    clientHarm: {
      mechanism: 'Decisions made without full information undermine autonomy and trust',
      atStake: 'The client’s right to choose their own care',
    },
  },

  'telehealth-jurisdiction': {
    topic: 'practising across state lines by telehealth',
    question: (b) =>
      `whether you may keep seeing the client by telehealth while they are in ${b.otherStates.length > 0 ? b.otherStates.map((s) => jurisdictionLabel(s)).join(' or ') : 'another state'}, given that you are licensed in ${b.stateName}`,
    tension: 'continuity of care for the client versus practising only where you are authorised',
    principles: ['fidelity', 'beneficence', 'justice', 'veracity'],
    pathways: (b) => [
      path(
        `Check the rules of the state where the client will be, and of ${b.stateName}, before the next session; pause or transfer care if you are not authorised`,
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

  'social-media': {
    topic: 'contact with a client online or through social media',
    question: () => 'how to respond to the online contact in a way that protects the client’s privacy and the professional relationship',
    tension: 'being friendly and human versus keeping the relationship professional and the client’s privacy intact',
    principles: ['fidelity', 'nonmaleficence', 'autonomy', 'justice'],
    pathways: () => [
      path(
        'Do not accept or respond online; raise it kindly in session and explain your social media policy',
        'Keeps a personal online relationship out of the therapy without rejecting the client.',
        75,
        10,
        true,
      ),
      path('Ignore the contact without discussion', 'Avoids the online relationship but can leave the client feeling snubbed.', 50, 25),
      path('Accept or reply online', 'Creates a personal relationship outside the therapy and exposes the client’s privacy.', 15, 55),
    ],
    mitigations: () => [
      mitigate('Social media policy', 'Sets expectations before the next request', 'Add a short social media policy to your consent paperwork.', 'This month'),
      mitigate('Privacy settings review', 'Limits what clients can see of your personal life', 'Check the privacy settings on your personal accounts.', 'This week'),
    ],
    actions: () => ['Do not respond online', 'Raise the contact gently in the next session', 'Review your social media policy and privacy settings'],
    monitoring: ['Watch for repeated online contact'],
    development: ['Training in digital ethics and social media boundaries'],
    documentation: ['The contact and how you handled it'],
    clientHarm: {
      mechanism: 'An online connection exposes the client’s privacy and blurs the relationship; a cold refusal can feel like rejection',
      atStake: 'The client’s privacy and the professional frame',
    },
  },

  'colleague-conduct': {
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

  'practitioner-impairment': {
    topic: 'your own capacity to practise safely',
    question: () => 'whether your current state is affecting your work with clients, and what adjustments, leave or coverage would protect them and you',
    tension: 'your commitment to clients versus your own wellbeing and fitness to practise',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'justice'],
    pathways: () => [
      path(
        'Get consultation on your fitness to practise and reduce or pause your caseload with coverage arranged',
        'Protects clients from impaired care and gives you room to recover.',
        70,
        10,
        true,
      ),
      path('Continue with more support (supervision, personal therapy) and a lighter load', 'Can work if the impairment is mild and monitored.', 55, 25),
      path('Carry on as usual', 'Risks harm to clients and to you.', 15, 55),
    ],
    mitigations: () => [
      mitigate('Coverage plan', 'Keeps clients in care if you step back', 'Arrange a colleague to cover and tell clients in a planned way.', 'This week'),
      mitigate('Personal support', 'Addresses the cause', 'Seek your own therapy or medical care.', 'Now'),
    ],
    actions: () => ['Talk honestly with a supervisor or trusted colleague', 'Decide what adjustment to your caseload is needed', 'Arrange coverage for clients'],
    monitoring: ['Regular check-ins with a supervisor on your capacity'],
    development: ['Self-care and burnout prevention as ongoing practice'],
    documentation: ['Consultation sought', 'Adjustments made and client coverage'],
    clientHarm: {
      mechanism: 'Impaired attention or judgment can lead to missed risk or poor care',
      atStake: 'The quality and safety of care',
    },
  },

  'values-conflict': {
    topic: 'a clash between your personal values and the client’s choices',
    question: () => 'how to keep your own values from steering the client, and whether referral for values reasons would itself be discriminatory',
    tension: 'your personal beliefs versus the client’s autonomy and right to non-judgmental care',
    principles: ['autonomy', 'justice', 'nonmaleficence', 'beneficence'],
    pathways: () => [
      path(
        'Bracket your values: get supervision and keep working with the client on their goals',
        'Codes discourage referring solely because of the practitioner’s values; the client’s goals lead.',
        70,
        10,
        true,
      ),
      path('Refer only if you truly cannot provide competent care, with a careful transition', 'A last resort that should not signal judgment of the client.', 40, 35),
      path('Share your view with the client', 'Imposes your values and can harm the client.', 10, 60),
    ],
    mitigations: () => [
      mitigate('Values-focused supervision', 'Helps you notice and set aside bias', 'Bring specific sessions to supervision.', 'Ongoing'),
    ],
    actions: () => ['Notice where your values are showing up in sessions', 'Take it to supervision', 'Keep the work focused on the client’s goals'],
    monitoring: ['Check your interventions for steering'],
    development: ['Training in multicultural and values-neutral practice'],
    documentation: ['Supervision sought', 'How you ensured the client’s goals led'],
    clientHarm: {
      mechanism: 'Subtle steering or a referral that feels like rejection',
      atStake: 'The client’s autonomy and dignity',
    },
  },

  'cultural-diversity': {
    topic: 'cultural meaning and difference in the work',
    question: () => 'how the client’s cultural context changes what the ethical choice means, and what you need to learn to respond well',
    tension: 'the standard professional frame versus the client’s cultural norms and meanings',
    principles: ['justice', 'autonomy', 'beneficence', 'fidelity'],
    pathways: () => [
      path(
        'Ask the client about the cultural meaning and adapt your response within your code',
        'Culturally responsive practice treats the client as the expert on their own culture.',
        70,
        10,
        true,
      ),
      path('Consult someone familiar with the culture', 'Fills gaps in your knowledge.', 60, 15),
      path('Apply your usual rule without adaptation', 'Can be experienced as dismissive or harmful.', 30, 40),
    ],
    mitigations: () => [mitigate('Cultural consultation', 'Improves understanding', 'Seek consultation or reading on the culture involved.', 'This month')],
    actions: () => ['Ask the client what this means in their culture', 'Consult where you lack knowledge', 'Adapt your response and record why'],
    monitoring: ['Check in with the client about how the response landed'],
    development: ['Multicultural counselling training'],
    documentation: ['The cultural considerations and how they shaped your decision'],
    clientHarm: {
      mechanism: 'A culturally uninformed response can feel disrespectful and rupture trust',
      atStake: 'The client’s sense of being understood',
    },
  },

  'termination-abandonment': {
    topic: 'ending or interrupting treatment',
    question: () => 'how to end or transfer care in a planned way that does not leave the client without support',
    tension: 'your need or reason to end the work versus the client’s continuity of care',
    principles: ['fidelity', 'nonmaleficence', 'beneficence', 'justice'],
    pathways: () => [
      path(
        'Plan the ending: give notice, discuss it with the client, offer referrals and a transition session',
        'Avoids abandonment and respects the relationship.',
        70,
        10,
        true,
      ),
      path('Continue for a set period while the transfer happens', 'Bridges the gap for a client who is vulnerable.', 60, 15),
      path('End abruptly', 'Can amount to abandonment and harm the client.', 10, 65),
    ],
    mitigations: () => [mitigate('Written transition plan', 'Keeps the client in care', 'List referrals, the last session date and what records will go where.', 'Before the last session')],
    actions: () => ['Discuss the ending with the client', 'Identify at least two appropriate referrals', 'Set a date and plan the transfer of records with consent'],
    monitoring: ['Confirm the client connected with the new provider'],
    development: ['Review of termination standards in your code'],
    documentation: ['The reason for ending', 'Notice given and referrals offered', 'The client’s response'],
    clientHarm: {
      mechanism: 'An unplanned ending can feel like abandonment and leave the client without care',
      atStake: 'Continuity of care and the client’s trust in help',
    },
  },

  'end-of-life': {
    topic: 'a client’s end-of-life decisions',
    question: () => 'how to support the client’s end-of-life decision-making while assessing capacity and any treatable condition that may be shaping it',
    tension: 'the client’s autonomy over their own death versus protecting a possibly impaired decision',
    principles: ['autonomy', 'beneficence', 'nonmaleficence', 'veracity'],
    pathways: () => [
      path(
        'Assess decision-making capacity and any treatable depression, and support the client’s informed choice',
        'Respects autonomy while making sure the choice is not driven by a treatable condition.',
        65,
        15,
        true,
      ),
      path('Involve the medical team and family with the client’s consent', 'Coordinates care and support around the decision.', 60, 15),
      path('Try to talk the client out of the decision', 'Imposes your values and can damage trust.', 20, 50),
    ],
    mitigations: () => [mitigate('Capacity assessment', 'Clarifies whether the choice is informed', 'Assess or arrange assessment of decision-making capacity.', 'This week')],
    actions: () => ['Assess capacity and mood', 'Learn what the law allows where the client lives', 'Consult a colleague experienced in end-of-life work'],
    monitoring: ['Regular check-ins on mood and decision-making'],
    development: ['Training in end-of-life counselling'],
    documentation: ['Capacity assessment', 'The client’s wishes', 'Consultation'],
    clientHarm: {
      mechanism: 'Either overriding the client’s wishes or missing a treatable condition',
      atStake: 'The client’s dignity and autonomy at the end of life',
    },
  },

  'billing-insurance': {
    topic: 'billing and insurance claims',
    question: () => 'whether the billing accurately reflects the service given, and how to correct anything that does not',
    tension: 'helping the client afford care versus honest billing',
    principles: ['veracity', 'justice', 'fidelity', 'nonmaleficence'],
    pathways: () => [
      path(
        'Bill only for what was provided, with an accurate diagnosis and code; correct past errors',
        'Honest billing protects the client, you and the payer.',
        75,
        10,
        true,
      ),
      path('Offer a reduced self-pay rate instead', 'Helps the client afford care without misrepresenting anything to the insurer.', 60, 15),
      path('Bill as requested', 'May be insurance fraud and expose you to legal and licensing action.', 10, 75),
    ],
    mitigations: () => [mitigate('Billing review', 'Finds and corrects errors', 'Review recent claims against your notes.', 'This month')],
    actions: () => ['Check the claims against your records', 'Correct any inaccurate claim', 'Talk with the client about affordable options'],
    monitoring: ['Periodic billing audits'],
    development: ['Training in coding and insurance ethics'],
    documentation: ['Services provided and billed', 'Any corrections made'],
    clientHarm: {
      mechanism: 'A false diagnosis on a claim follows the client; fraud exposure harms everyone',
      atStake: 'The client’s record and your integrity',
    },
  },

  'supervision-training': {
    topic: 'a supervision or training relationship',
    question: () => 'what your responsibilities are as supervisor or supervisee here, and how to protect the clients and the trainee',
    tension: 'the supervisee’s development versus client welfare and the gatekeeping duty',
    principles: ['nonmaleficence', 'justice', 'fidelity', 'beneficence'],
    pathways: () => [
      path(
        'Address the concern directly in supervision with clear expectations and a written plan',
        'Supports growth while protecting clients.',
        65,
        15,
        true,
      ),
      path('Consult the training program or agency', 'Brings in the structure that governs the placement.', 60, 15),
      path('Let it go', 'Leaves clients and the trainee without the oversight they need.', 15, 55),
    ],
    mitigations: () => [mitigate('Written remediation plan', 'Makes expectations and timelines clear', 'Agree goals and review dates.', 'Next supervision')],
    actions: () => ['Raise the issue in supervision', 'Agree a plan', 'Inform the program if required'],
    monitoring: ['Review progress at each supervision'],
    development: ['Training in clinical supervision'],
    documentation: ['Supervision notes', 'The plan and progress'],
    clientHarm: { mechanism: 'Clients of an unsupported trainee may receive poorer care', atStake: 'Client welfare and the trainee’s development' },
  },

  'substance-use-records': {
    topic: 'the confidentiality of substance use treatment records',
    question: () => 'whether 42 CFR Part 2 applies to these records, and what consent or court order a disclosure would need',
    tension: 'the client’s heightened protection for substance use records versus the requests of courts, families or other agencies',
    principles: ['fidelity', 'autonomy', 'nonmaleficence', 'justice'],
    pathways: () => [
      path(
        'Disclose nothing without a Part 2-compliant written consent or a qualifying court order',
        'Part 2 is stricter than HIPAA: a subpoena alone does not permit disclosure.',
        70,
        10,
        true,
      ),
      path('Ask the client whether they want to sign a specific consent', 'Lets the client decide, with the limits on redisclosure explained.', 60, 15),
      path('Confirm attendance or share results informally', 'Likely breaches Part 2.', 10, 70),
    ],
    mitigations: () => [mitigate('Part 2 consent form', 'Makes any disclosure lawful', 'Use a consent that names the recipient, purpose and information.', 'Before any disclosure')],
    actions: () => ['Check whether your program is covered by 42 CFR Part 2', 'Share nothing without a compliant consent or court order', 'Tell the client about the request'],
    monitoring: ['Track every disclosure and its basis'],
    development: ['Training on 42 CFR Part 2 and the 2024 rule'],
    documentation: ['The request', 'The consent or order relied on', 'What was disclosed'],
    clientHarm: {
      mechanism: 'Disclosure of substance use treatment can cost the client their job, custody or liberty',
      atStake: 'The client’s privacy, legal position and engagement in treatment',
    },
  },

  documentation: {
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

  'forensic-role': {
    topic: 'being drawn into a court or evaluative role',
    question: () => 'whether you are being asked to act as a treating clinician or a forensic evaluator, and how to avoid mixing the two roles',
    tension: 'helping the client in a legal matter versus the limits of the treating role',
    principles: ['fidelity', 'justice', 'veracity', 'nonmaleficence'],
    pathways: () => [
      path(
        'Stay in the treating role: offer facts of treatment only, and decline opinions on custody or legal questions',
        'Mixing treating and evaluative roles is a recognised ethical and legal trap.',
        70,
        10,
        true,
      ),
      path('Refer the forensic question to an independent evaluator', 'Keeps the therapy intact.', 60, 15),
      path('Write the requested letter or opinion', 'Risks a role conflict and a complaint.', 20, 55),
    ],
    mitigations: () => [mitigate('Role clarification in writing', 'Prevents misunderstanding', 'Tell the client and the attorneys what you will and will not do.', 'Before any testimony')],
    actions: () => ['Clarify the role being asked of you', 'Decline evaluative opinions outside your role', 'Get legal advice before testifying'],
    monitoring: ['Watch the effect of the legal process on treatment'],
    development: ['Training in forensic versus therapeutic roles'],
    documentation: ['Requests received and your responses'],
    clientHarm: { mechanism: 'Opinions outside your role can damage the client’s case or the therapy', atStake: 'The therapy and the fairness of the legal process' },
  },

  'workplace-policy': {
    topic: 'a conflict between workplace policy and your professional ethics',
    question: () => 'how to meet your ethical obligations when an employer policy or instruction pulls the other way, and how to raise it inside the organisation',
    tension: 'loyalty to the employer versus your code and client welfare',
    principles: ['fidelity', 'justice', 'nonmaleficence', 'veracity'],
    pathways: () => [
      path(
        'Raise the conflict in writing through the proper channel and propose a solution that meets the code',
        'Codes ask you to work to change policies that conflict with ethics.',
        65,
        15,
        true,
      ),
      path('Follow the policy while documenting your concern', 'Keeps you employed but may not protect clients.', 40, 35),
      path('Ignore the policy on your own', 'Risks discipline and leaves the problem in place.', 25, 45),
    ],
    mitigations: () => [mitigate('Written concern', 'Creates a record and invites a solution', 'Send a factual memo to your supervisor or compliance officer.', 'This week')],
    actions: () => ['Identify exactly where the policy and your code conflict', 'Raise it in writing through the proper channel', 'Consult outside the agency if needed'],
    monitoring: ['Follow the organisation’s response'],
    development: ['Review of your code on obligations to employers'],
    documentation: ['The conflict and your communications'],
    clientHarm: { mechanism: 'Policies that conflict with ethics can compromise care', atStake: 'Client welfare within the organisation' },
  },

  general: {
    topic: 'an everyday practice question',
    question: () => 'what the routine, well-documented way of handling this is, and whether anything in it needs a conversation with the client',
    tension: 'convenience and flexibility versus clear, consistent practice',
    principles: ['beneficence', 'autonomy', 'fidelity', 'justice'],
    pathways: () => [
      path('Handle it as routine practice, talk it through with the client and note it in the record', 'Nothing in the description points to a specific risk; clear, documented practice is enough.', 80, 5, true),
      path('Check with a colleague or supervisor first', 'Useful if you are unsure of your agency’s or your code’s expectations.', 70, 5),
      path('Proceed without discussing it with the client', 'Misses a chance to involve the client in a change that affects them.', 50, 15),
    ],
    mitigations: () => [mitigate('Note the change', 'Keeps the record accurate', 'Record what was agreed and why.', 'Same day')],
    actions: () => ['Talk the change through with the client', 'Update the record', 'Check any agency policy that applies'],
    monitoring: ['Review at the next scheduled review'],
    development: ['Periodic review of your code and agency policies'],
    documentation: ['What was agreed and why'],
    clientHarm: { mechanism: 'Little direct risk; a change handled without discussion can still unsettle the client', atStake: 'The client’s sense of being involved in their care' },
  },
};

export function guideFor(id: IssueCategoryId | null): IssueGuide {
  return ISSUE_GUIDES[id ?? 'general'];
}
