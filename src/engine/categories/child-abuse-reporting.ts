/** A suspicion that a child is being abused or neglected: the mandated report. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const childAbuseReporting: CategoryDefinition = {
  id: 'child-abuse-reporting',
  subject: 'the abuse report',
  screen: 'abuse',
  duty: 'report-child',
  confidentiality: null,
  rubric: { domain: 'duty', points: 5 },
  stateLaw: [{ topic: 'childAbuseReporting' }],
  legal: ['child-reporting'],
  guidance: {
    topic: 'a suspicion that a child is being abused or neglected',
    question: (r) =>
      `whether what you heard amounts to reasonable suspicion under ${r.stateName}'s reporting law, and how to report while protecting the child and, where possible, the treatment`,
    tension: 'the duty to report and the child’s safety versus the family’s trust and the therapeutic relationship',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'veracity'],
    pathways: (r) => [
      path(
        `Make the report within ${r.stateName}'s timeframe and tell the family what you can, when it is safe to do so`,
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
    actions: (r) => [
      `Make the report: ${r.law.childAbuseReporting.timeframe.replace(/\.$/, '')}`,
      `Report to: ${r.law.childAbuseReporting.reportTo.replace(/\.$/, '')}`,
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
  insight: {
    principles: [
      'Nonmaleficence vs. fidelity: protecting a child from further harm outweighs the confidentiality you would otherwise keep, but how you report affects the family’s trust.',
      'Justice: a child depends on adults to act for them; the mandated reporting law exists because the child cannot protect themself.',
      'Veracity: being honest with the family (where it is safe) about the report you are required to make.',
    ],
    values: [
      'A child’s safety vs. the family’s trust in you',
      'Reporting on reasonable suspicion vs. wanting certainty before you act',
      'Keeping the family engaged in treatment vs. fulfilling a legal duty they may experience as betrayal',
    ],
    decisions: [
      'Does what you saw or heard amount to reasonable suspicion (not proof) under your state’s statute? If it does, the report is due, whatever the child or family asks',
      'Who makes the report, to which agency, and by when (most states require an immediate oral report)',
      'Whether, when and how to tell the family or the client about the report, without making the child less safe',
      'What to document: exactly what was said or observed, and when you reported',
    ],
    stakes: 'a child’s safety, the family’s engagement with services, and your licence and legal standing as a mandated reporter',
  },
  impact: {
    distress: 7,
    emotional: 'Learning that a child may be harmed brings distress, anger and protectiveness, and often sadness for the whole family.',
    identity: 'Reporting can feel like stepping out of the therapeutic role into an investigative one.',
    relational: 'The family’s trust may be tested, and treatment may be disrupted.',
    legal: 'Failing to report within the statutory time frame can bring legal penalties and licensing action.',
    impacts: ['Images or details of what the child described staying with you', 'Anger toward the person who caused harm', 'Anxiety about the family’s reaction to the report'],
    values: ['Protecting the vulnerable', 'Keeping families together where safe', 'Honesty with the family'],
    feelings: ['protectiveness', 'anger', 'sadness'],
  },
  conversation: (r) => ({
    starters: [
      'With the child (at their level): “Thank you for telling me. You did the right thing. It’s my job to help keep kids safe, so I’m going to talk to some people whose job that is too.”',
      `With the parent or caregiver, only where it is safe for the child: “I want to be honest with you about something I’m required to do as a ${r.stateName} mandated reporter.”`,
    ],
    responses: [
      'If the child asks you to keep it secret: “I can’t keep this one a secret, because it’s about your safety. I’ll tell you what happens next as much as I can.”',
      'If a parent is angry: “I understand this is upsetting. The report isn’t a conclusion; it asks people trained for this to look at what’s happening, and I want to keep working with your family.”',
    ],
    messages: ['Reporting is about a child’s safety, not a judgment of the family.', 'The law asks me to report reasonable suspicion; I do not have to be certain, and neither do you.'],
    followUps: [
      'Document exactly what was said or seen and the time you reported; keep the intake reference number.',
      'Plan how you will continue treatment after the report, including a session focused on the family’s reaction.',
    ],
  }),
  options: [
    option('Report within the statutory time frame and keep working with the family', 'Strong', 'Partial', 'Meets the legal duty; the family’s reaction will need care.'),
    option('Report, then ask the agency how and when to tell the family', 'Strong', 'Strong', 'Keeps the child’s safety first and honesty with the family where it is safe.'),
    option('Gather more information before reporting', 'Weak', 'Partial', 'The law asks for reasonable suspicion, not proof; delay can breach the statute.'),
  ],
  timeline: (r) => ({
    now: [
      `Make the report to the agency ${r.stateName} designates, within the statutory time frame`,
      'Write down exactly what the child said or what you observed, with the time, in their own words',
      'Keep the report reference number and the name of the intake worker',
    ],
    soon: [
      'Send any written follow-up report the statute requires',
      'Decide, with the agency’s guidance, whether and how to tell the family',
      'Consult your supervisor and document the consultation',
    ],
    week: ['Plan the next sessions with the child and family, including their reaction to the report', 'Coordinate with the investigating agency as appropriate'],
    ongoing: ['Watch for new signs and report again if new information arises', 'Support the child’s protection plan and the family’s engagement'],
    act: {
      title: 'Report now',
      description: 'You make the mandated report within the statutory time frame and keep treating the family.',
      benefits: ['The child’s safety is assessed by the agency responsible', 'You meet your legal duty as a mandated reporter'],
      harms: ['The family may feel betrayed and withdraw', 'The investigation itself can be stressful for the child'],
    },
    wait: {
      title: 'Wait for more certainty',
      description: 'You hold off reporting until you are more certain.',
      benefits: ['The family’s trust is preserved for the moment'],
      harms: ['The child may be harmed again', 'You may be in breach of the reporting statute, with legal and licensing consequences'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'child-abuse-reporting', r.minor ? 'disclosed something that suggests they are being abused or neglected' : 'disclosed something that suggests a child is being abused or neglected') },
  stakeholders: {
    message: "tell them what happens after a report and what you will stay with them through, without promising outcomes you cannot control",
    parties: ['child','parents','protection-agency'],
  },
  coping: 'Ask the intake worker what to expect next, so you can prepare the family and yourself',
  success: ['The report was made within the statutory timeframe and logged with its reference number', 'The child was not pressured to recant', 'The family relationship with the service survived where safe'],
  pulls: "worry that the family will leave treatment and that you will be blamed for what follows",
  standardOfCare: 'A timely report on reasonable suspicion, a factual record of what was said or seen, and continued care for the child and family.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
