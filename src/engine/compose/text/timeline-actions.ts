/**
 * Timeline analysis (spec-2 §2 "Timeline analysis"): for each issue category, what to do now,
 * within a day or two, this week and on an ongoing basis, and what acting or waiting is likely
 * to mean for the people involved. Every entry keeps to its own category's language (Engine II
 * bar 3); state clocks and citations are added by the composer from the knowledge base.
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';

export type TimelineFacts = { state: string; person: string | null };

export type Scenario = { title: string; description: string; benefits: string[]; harms: string[] };

export type CategoryTimeline = {
  now: string[];
  soon: string[];
  week: string[];
  ongoing: string[];
  act: Scenario;
  wait: Scenario;
};

type Entry = (facts: TimelineFacts) => CategoryTimeline;

export const TIMELINE_ACTIONS: Record<IssueCategoryId, Entry> = {
  'duty-to-protect': (f) => ({
    now: [
      'Reassess the threat directly: intent, plan, time frame, access to weapons and history of violence',
      `Decide with consultation whether ${f.state}’s threshold is met; if it is, take the protective steps the statute names`,
      'Write a contemporaneous note of what was said, verbatim where possible, and of your reasoning',
    ],
    soon: [
      `If you warned or notified anyone, confirm it was received and record who, when and what (${f.person ? `including the attempt to reach ${f.person}` : 'including any attempt to reach the person at risk'})`,
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
  'suicide-risk': () => ({
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
  'child-abuse-reporting': (f) => ({
    now: [
      'Write down exactly what the child said or what you observed, with the time, in their own words',
      `Make the report to the agency ${f.state} designates, within the statutory time frame`,
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
  'elder-abuse-reporting': (f) => ({
    now: [
      'Record what you observed or were told, with dates and the adult’s own words',
      `Report to the agency ${f.state} designates, within the statutory time frame`,
      'Talk with the adult, where safe, about the report and their wishes',
    ],
    soon: ['Send any written follow-up the statute requires', 'Consult your supervisor and document it'],
    week: ['Coordinate with protective services as appropriate', 'Review the adult’s supports and safety'],
    ongoing: ['Monitor for further harm or exploitation', 'Respect the adult’s autonomy in ongoing decisions'],
    act: {
      title: 'Report now',
      description: 'You make the report within the statutory time frame and keep the adult involved.',
      benefits: ['The adult’s safety and resources are assessed', 'You meet your reporting duty'],
      harms: ['The adult may feel their autonomy was overridden', 'Family relationships may be strained'],
    },
    wait: {
      title: 'Wait and monitor',
      description: 'You continue to monitor without reporting.',
      benefits: ['The adult’s stated wish is respected for now'],
      harms: ['Harm or financial loss may continue', 'You may breach the reporting statute'],
    },
  }),
  confidentiality: () => ({
    now: ['Disclose nothing until you have a valid authorisation or a clear legal exception', 'Check what your informed consent told your client about the limits of confidentiality'],
    soon: ['Discuss the request with your client and document their wishes', 'If disclosure is authorised, limit it to the minimum necessary'],
    week: ['Update your consent documents if they did not cover this situation'],
    ongoing: ['Revisit the limits of confidentiality with your client when circumstances change'],
    act: {
      title: 'Clarify and protect before sharing',
      description: 'You talk with your client first and share only what they authorise or the law requires.',
      benefits: ['Your client’s trust and control over their information are protected', 'You comply with your code and privacy law'],
      harms: ['The person asking may be frustrated by the delay'],
    },
    wait: {
      title: 'Share informally to be helpful',
      description: 'You share information without authorisation because the request seems well meant.',
      benefits: ['The third party gets what they asked for'],
      harms: ['Your client’s trust is damaged', 'You risk a privacy complaint or breach finding'],
    },
  }),
  'records-legal-process': () => ({
    now: ['Do not release anything yet; note the response date', 'Tell your client about the request and suggest they consult their attorney'],
    soon: [
      'Establish whether it is an attorney-issued subpoena or a judge’s order',
      'Call your own attorney or your liability insurer’s risk line',
      'Separate psychotherapy notes from the rest of the record',
    ],
    week: ['Respond by the deadline: produce on valid authorisation or order, object, or assert privilege as advised', 'Document exactly what was released, to whom and on what authority'],
    ongoing: ['Keep records with the possibility of legal review in mind'],
    act: {
      title: 'Respond carefully and on advice',
      description: 'You respond by the deadline, releasing only on valid authorisation or order and the minimum necessary.',
      benefits: ['Your client’s privilege is protected', 'You meet the legal process without contempt risk'],
      harms: ['The requesting party may press harder or seek an order'],
    },
    wait: {
      title: 'Release the full record now, or ignore the request',
      description: 'You either send everything to get it over with, or let the deadline pass.',
      benefits: ['Short-term relief from the pressure'],
      harms: ['Releasing privileged material can harm your client and breach your duties', 'Ignoring a subpoena or order can bring sanctions'],
    },
  }),
  'minors-consent': () => ({
    now: ['Establish who can consent under your state’s law and who has legal custody', 'Tell the young person what will and will not be shared with parents'],
    soon: ['Agree an information-sharing arrangement with the parents or guardians, in writing', 'Document the consent basis for treatment'],
    week: ['Review custody documents before releasing information to either parent'],
    ongoing: ['Revisit the arrangement as the young person matures or circumstances change'],
    act: {
      title: 'Clarify consent and sharing now',
      description: 'You settle who consents and what parents will be told, and explain it to everyone.',
      benefits: ['The young person can trust the process', 'Parents know what to expect', 'You are on firm legal ground'],
      harms: ['Some parents may object to the limits on what they are told'],
    },
    wait: {
      title: 'Leave it unspoken',
      description: 'You continue without settling consent or the sharing arrangement.',
      benefits: ['No difficult conversation today'],
      harms: ['A later demand for information may force a breach of the young person’s trust', 'Treatment may proceed without valid consent'],
    },
  }),
  'couples-family-group': () => ({
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
  'multiple-relationships': () => ({
    now: ['Identify the second relationship and whether it can be avoided'],
    soon: ['Discuss it with your client and agree safeguards', 'Consult and document the consultation'],
    week: ['Decide whether to continue with safeguards or refer'],
    ongoing: ['Revisit the arrangement if the outside relationship changes'],
    act: {
      title: 'Name it and set safeguards',
      description: 'You discuss the overlap openly and agree how it will be handled, or refer.',
      benefits: ['Your client’s welfare and your objectivity are protected', 'Expectations are clear'],
      harms: ['Your client may feel awkward or disappointed'],
    },
    wait: {
      title: 'Let it drift',
      description: 'You say nothing and let the two relationships coexist.',
      benefits: ['No awkward conversation'],
      harms: ['Role confusion can harm your client', 'A complaint of exploitation becomes more likely'],
    },
  }),
  'sexual-boundaries': () => ({
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
  gifts: () => ({
    now: ['Decide whether to accept, weighing value, timing, your client’s motive and your own'],
    soon: ['Talk with your client about the gift and what it means, if clinically useful', 'Check any agency gift policy'],
    week: ['Document the gift, its approximate value and your reasoning'],
    ongoing: ['Watch for a pattern of gifts, and revisit the meaning if one emerges'],
    act: {
      title: 'Decide thoughtfully and talk about it',
      description: 'You accept or decline warmly, explain briefly, and note your reasoning.',
      benefits: ['Your client feels respected', 'The professional frame stays clear'],
      harms: ['A refusal, however warm, may disappoint your client'],
    },
    wait: {
      title: 'Accept without thinking it through',
      description: 'You take the gift and move on without reflection or a note.',
      benefits: ['No awkward moment'],
      harms: ['An expectation of reciprocity may form', 'A later pattern is harder to address'],
    },
  }),
  'bartering-fees': () => ({
    now: ['Consider alternatives first: a sliding fee, a payment plan or a referral'],
    soon: ['If you agree to an arrangement, put terms and value in writing', 'Consult on whether it meets your code’s conditions'],
    week: ['Document the arrangement and your reasoning'],
    ongoing: ['Review the arrangement regularly for fairness'],
    act: {
      title: 'Agree clear, fair terms (or an alternative)',
      description: 'You choose a fee alternative or a written, fair arrangement that meets your code’s conditions.',
      benefits: ['Your client keeps access to care', 'Expectations are clear'],
      harms: ['Some flexibility is lost'],
    },
    wait: {
      title: 'Improvise an informal exchange',
      description: 'You agree an informal exchange without terms.',
      benefits: ['Quick and easy for now'],
      harms: ['Disputes over value can damage the relationship', 'The arrangement may look exploitative to a reviewer'],
    },
  }),
  'boundary-crossings': () => ({
    now: ['Consider whose needs the crossing serves and its likely meaning for your client'],
    soon: ['Discuss it with your client if you decide to go ahead, or decline warmly', 'Consult if you are unsure'],
    week: ['Document the rationale and your client’s response'],
    ongoing: ['Watch for a pattern of crossings'],
    act: {
      title: 'Decide deliberately and document',
      description: 'You make a considered decision, explain it to your client and record it.',
      benefits: ['The crossing, if any, stays therapeutic', 'Your reasoning is on record'],
      harms: ['Your client may feel let down by a refusal'],
    },
    wait: {
      title: 'Go along without reflection',
      description: 'You agree in the moment without thinking it through.',
      benefits: ['Your client feels accommodated'],
      harms: ['The frame may blur', 'A pattern can develop unnoticed'],
    },
  }),
  'competence-scope': () => ({
    now: ['Assess honestly whether the work is within your competence'],
    soon: ['Arrange consultation or supervision, or identify a qualified referral'],
    week: ['Discuss the options with your client and agree a plan'],
    ongoing: ['Pursue training if you will continue in this area', 'Document supervision and training'],
    act: {
      title: 'Get support or refer',
      description: 'You arrange supervision and training, or a referral, before continuing.',
      benefits: ['Your client receives competent care', 'You are protected from a competence complaint'],
      harms: ['A referral may disrupt continuity'],
    },
    wait: {
      title: 'Continue without added support',
      description: 'You carry on beyond your training.',
      benefits: ['Continuity with you'],
      harms: ['Your client may be harmed by inexpert care', 'A competence complaint becomes likely'],
    },
  }),
  'informed-consent': () => ({
    now: ['Identify what your client needs to know to decide'],
    soon: ['Hold the consent conversation, check understanding and voluntariness', 'Document the conversation, not only the form'],
    week: ['Revisit the consent if anything changes'],
    ongoing: ['Treat consent as an ongoing process'],
    act: {
      title: 'Hold a real consent conversation',
      description: 'You explain, check understanding and confirm the choice is voluntary.',
      benefits: ['Your client’s autonomy is respected', 'The treatment rests on valid consent'],
      harms: ['It takes time'],
    },
    wait: {
      title: 'Rely on the signed form',
      description: 'You proceed on the paperwork alone.',
      benefits: ['Quicker'],
      harms: ['Consent may not be informed or voluntary', 'A complaint is harder to answer'],
    },
  }),
  'telehealth-jurisdiction': (f) => ({
    now: ['Confirm where your client is physically located for sessions'],
    soon: [`Check whether that state allows you to practise there (temporary practice, a compact, or a licence) as well as in ${f.state}`, 'Update your emergency plan with local resources where your client is'],
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
  'social-media': () => ({
    now: ['Do not accept or act on the online contact'],
    soon: ['Discuss it with your client in session, explaining your policy'],
    week: ['Add or update a social media section in your informed consent'],
    ongoing: ['Apply the policy consistently to everyone you work with'],
    act: {
      title: 'Decline and explain',
      description: 'You decline the connection and explain your policy in session.',
      benefits: ['Your client’s privacy and the frame are protected'],
      harms: ['Your client may feel briefly rejected'],
    },
    wait: {
      title: 'Ignore it or accept it',
      description: 'You leave the request unanswered, or accept it.',
      benefits: ['No conversation needed'],
      harms: ['Your client may feel confused or rejected', 'An online connection can reveal the treatment relationship'],
    },
  }),
  'colleague-conduct': () => ({
    now: ['Write down what you observed, when, and who else saw it'],
    soon: ['Raise it with the colleague directly if safe and appropriate', 'If clients may be at risk, inform a supervisor or manager'],
    week: ['If unresolved, follow your code’s and employer’s reporting channels'],
    ongoing: ['Keep a factual record of each step'],
    act: {
      title: 'Raise it through the proper steps',
      description: 'You speak with the colleague and, if needed, a supervisor, keeping a record.',
      benefits: ['Clients are protected', 'Your colleague may get help early'],
      harms: ['Working relationships may be strained'],
    },
    wait: {
      title: 'Say nothing',
      description: 'You keep your concern to yourself.',
      benefits: ['No conflict at work'],
      harms: ['Clients may be harmed', 'You may fail your own professional duty'],
    },
  }),
  'practitioner-impairment': () => ({
    now: ['Honestly assess whether your work (or a colleague’s) is affected'],
    soon: ['Talk with your supervisor or a trusted peer', 'Arrange support for yourself'],
    week: ['Adjust caseload or schedule and arrange coverage if needed'],
    ongoing: ['Review fitness to practise regularly while recovering'],
    act: {
      title: 'Seek support and adjust now',
      description: 'You get help and adjust your work before clients are affected.',
      benefits: ['Clients are protected', 'You recover more quickly'],
      harms: ['Short-term disruption to your schedule'],
    },
    wait: {
      title: 'Push through alone',
      description: 'You continue as usual without support.',
      benefits: ['No one needs to know'],
      harms: ['Client care may suffer', 'Burnout may deepen'],
    },
  }),
  'values-conflict': () => ({
    now: ['Name the value conflict to yourself precisely'],
    soon: ['Bring it to supervision or consultation'],
    week: ['Decide how you will keep the work centred on your client’s goals'],
    ongoing: ['Keep monitoring your reactions in supervision'],
    act: {
      title: 'Manage the conflict with support',
      description: 'You keep working on your client’s goals with supervision, referring only on grounds of competence.',
      benefits: ['Your client receives values-neutral care', 'Your integrity is respected'],
      harms: ['The work may feel uncomfortable for you'],
    },
    wait: {
      title: 'Refer because of your values',
      description: 'You refer your client solely because of your personal beliefs.',
      benefits: ['You avoid discomfort'],
      harms: ['Your client may feel judged or abandoned', 'Your code bars referral based solely on personal values'],
    },
  }),
  'cultural-diversity': () => ({
    now: ['Ask your client how their culture and community see the situation'],
    soon: ['Seek cultural consultation if you need it'],
    week: ['Adapt your approach with your client'],
    ongoing: ['Continue learning about the cultural context'],
    act: {
      title: 'Adapt with cultural humility',
      description: 'You learn from your client and consultation, and adapt your approach.',
      benefits: ['Trust and fit of care improve'],
      harms: ['It takes time and some uncertainty'],
    },
    wait: {
      title: 'Apply the standard approach',
      description: 'You apply your usual approach without adaptation.',
      benefits: ['Consistency'],
      harms: ['Your client may feel misunderstood', 'Care may not fit'],
    },
  }),
  'termination-abandonment': () => ({
    now: ['Decide whether ending or transfer is appropriate and on what grounds'],
    soon: ['Hold a pre-termination discussion with your client', 'Identify referrals'],
    week: ['Provide referrals in writing and arrange a transfer of records with consent'],
    ongoing: ['Document the reasons, notice and referrals', 'Follow up that your client connected with new care'],
    act: {
      title: 'End or transfer with notice and referrals',
      description: 'You plan the ending with notice, discussion and referrals.',
      benefits: ['Continuity of care', 'No abandonment'],
      harms: ['Your client may still feel a loss'],
    },
    wait: {
      title: 'Stop abruptly',
      description: 'You stop services without notice or referral.',
      benefits: ['Immediate relief from a difficult situation'],
      harms: ['Your client is left without care', 'An abandonment complaint becomes likely'],
    },
  }),
  'end-of-life': () => ({
    now: ['Explore your client’s decision, capacity and whether a treatable condition is affecting it'],
    soon: ['Coordinate with the medical team with consent', 'Consult about your role under state law'],
    week: ['Support family conversations your client wants'],
    ongoing: ['Continue supporting your client through the process'],
    act: {
      title: 'Support an informed decision',
      description: 'You help make sure the decision is informed, voluntary and made with capacity.',
      benefits: ['Your client’s autonomy and dignity are respected'],
      harms: ['You may feel moral discomfort'],
    },
    wait: {
      title: 'Step back',
      description: 'You avoid engaging with the decision.',
      benefits: ['You avoid discomfort'],
      harms: ['Your client may feel abandoned at a critical time'],
    },
  }),
  'billing-insurance': () => ({
    now: ['Do not submit a claim you believe is inaccurate'],
    soon: ['Raise the issue in writing with your supervisor, employer or compliance officer', 'Review the claim against what was actually provided'],
    week: ['Correct any inaccurate claims already submitted, with advice'],
    ongoing: ['Keep documentation that matches billing'],
    act: {
      title: 'Bill accurately and correct errors',
      description: 'You bill what was provided and correct past errors with advice.',
      benefits: ['Compliance and integrity', 'Your licence is protected'],
      harms: ['Your client may face coverage limits', 'Tension with your employer'],
    },
    wait: {
      title: 'Go along with it',
      description: 'You submit the claim as asked.',
      benefits: ['No conflict now'],
      harms: ['A fraud finding and licence action become possible'],
    },
  }),
  'supervision-training': () => ({
    now: ['Review what your supervision agreement and licensure rules require'],
    soon: ['Discuss the concern with your supervisee or supervisor', 'Agree a written plan'],
    week: ['Document the plan and the timeline for review'],
    ongoing: ['Review progress at each supervision meeting'],
    act: {
      title: 'Address it with a written plan',
      description: 'You raise the concern and agree a plan, in writing.',
      benefits: ['Clients are protected', 'Development is supported'],
      harms: ['Some strain in the supervisory relationship'],
    },
    wait: {
      title: 'Let it go',
      description: 'You say nothing and sign off as usual.',
      benefits: ['No conflict'],
      harms: ['Clients may be harmed', 'You share liability as the supervisor'],
    },
  }),
  'substance-use-records': () => ({
    now: ['Disclose nothing, not even whether the person is a patient, without Part 2–compliant consent or order'],
    soon: ['Check whether your program is covered by 42 CFR Part 2', 'Talk with your client about what they want shared'],
    week: ['If disclosure is authorised, use a Part 2–compliant consent form'],
    ongoing: ['Train staff on Part 2 procedures'],
    act: {
      title: 'Follow Part 2 before anything is shared',
      description: 'You disclose only with compliant consent or order.',
      benefits: ['Your client’s privacy is protected', 'Federal compliance'],
      harms: ['The requester may be frustrated'],
    },
    wait: {
      title: 'Share informally',
      description: 'You confirm or share information without compliant consent.',
      benefits: ['The requester is satisfied'],
      harms: ['Federal violation', 'Your client may leave treatment'],
    },
  }),
  documentation: () => ({
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
  'forensic-role': () => ({
    now: ['Clarify exactly what you are being asked to provide'],
    soon: ['Decline opinions outside your treating role', 'Consult an attorney or your liability insurer'],
    week: ['Respond within your role, with the necessary authorisation'],
    ongoing: ['Keep the treating and evaluating roles separate'],
    act: {
      title: 'Stay within your treating role',
      description: 'You provide facts of treatment with authorisation and decline forensic opinions.',
      benefits: ['The treatment relationship is protected', 'The legal process gets appropriate evidence'],
      harms: ['Your client may be disappointed'],
    },
    wait: {
      title: 'Offer the opinion asked for',
      description: 'You give an opinion you did not form through an evaluation.',
      benefits: ['Your client feels supported'],
      harms: ['Role confusion', 'A complaint or challenge in court'],
    },
  }),
  'workplace-policy': () => ({
    now: ['Clarify what the policy or instruction requires'],
    soon: ['Raise the conflict in writing with your supervisor or manager'],
    week: ['Escalate through the organisation if unresolved'],
    ongoing: ['Advocate for policy change if it harms clients'],
    act: {
      title: 'Raise the conflict through the organisation',
      description: 'You document the conflict and seek a resolution consistent with your code.',
      benefits: ['Client welfare is protected', 'Your professional standing is protected'],
      harms: ['Tension with your employer'],
    },
    wait: {
      title: 'Comply silently',
      description: 'You follow the policy without raising the conflict.',
      benefits: ['No conflict'],
      harms: ['Your client may be harmed', 'Following a policy is not a defence under your code'],
    },
  }),
};

export const GENERAL_TIMELINE: CategoryTimeline = {
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
};
