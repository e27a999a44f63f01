/**
 * The dual-track decision matrix (spec-2 §2 "Dual track analysis"): realistic options for each
 * issue, rated against the professional track (code, law, standard of care) and the personal
 * track (the values a practitioner typically brings to this situation). Ratings are starting
 * points for the practitioner's own weighing, not verdicts; each entry keeps to its category's
 * language (Engine II bar 3).
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';

export type Alignment = 'Strong' | 'Partial' | 'Weak';
export type DecisionOption = { option: string; professional: Alignment; personal: Alignment; notes: string };

const o = (option: string, professional: Alignment, personal: Alignment, notes: string): DecisionOption => ({ option, professional, personal, notes });

export const DECISION_OPTIONS: Record<IssueCategoryId, DecisionOption[]> = {
  'duty-to-protect': [
    o('Reassess today, consult, and take the protective steps your state recognises if the threshold is met', 'Strong', 'Partial', 'Meets the legal duty and the code; costs something in trust, which an honest explanation to your client can limit.'),
    o('Intensify treatment and risk monitoring without disclosure, with close follow-up', 'Partial', 'Strong', 'Defensible only if the threshold is clearly not met; document why.'),
    o('Wait until the next session', 'Weak', 'Partial', 'Preserves confidentiality for now but leaves the person at risk unprotected if the threat is serious.'),
  ],
  'suicide-risk': [
    o('Structured risk assessment, a written safety plan and means restriction today, with follow-up within days', 'Strong', 'Strong', 'The standard of care for elevated risk, done collaboratively.'),
    o('Arrange an evaluation for a higher level of care', 'Strong', 'Partial', 'Right when risk is imminent; can feel coercive to your client and to you.'),
    o('Continue the usual schedule and revisit next session', 'Weak', 'Partial', 'Respects autonomy in the short term but falls short if risk is elevated.'),
  ],
  'child-abuse-reporting': [
    o('Report within the statutory time frame and keep working with the family', 'Strong', 'Partial', 'Meets the legal duty; the family’s reaction will need care.'),
    o('Report, then ask the agency how and when to tell the family', 'Strong', 'Strong', 'Keeps the child’s safety first and honesty with the family where it is safe.'),
    o('Gather more information before reporting', 'Weak', 'Partial', 'The law asks for reasonable suspicion, not proof; delay can breach the statute.'),
  ],
  'elder-abuse-reporting': [
    o('Report within the statutory time frame, involving the adult as far as possible', 'Strong', 'Strong', 'Meets the duty while respecting the adult’s dignity.'),
    o('Report without discussing it with the adult', 'Strong', 'Partial', 'Legally sufficient; can feel like overriding their autonomy.'),
    o('Monitor and wait for more evidence', 'Weak', 'Partial', 'Respects the adult’s wishes but may breach the statute and allow harm to continue.'),
  ],
  confidentiality: [
    o('Disclose nothing without your client’s authorisation, and talk with them first', 'Strong', 'Strong', 'The default under every code and privacy law.'),
    o('Share a minimal, authorised summary', 'Strong', 'Partial', 'Helpful to the third party if your client agrees; keep it to the minimum.'),
    o('Share informally because the request seems well meant', 'Weak', 'Partial', 'Feels helpful but breaches your client’s trust and the law.'),
  ],
  'records-legal-process': [
    o('Notify your client, take advice, and respond only on valid authorisation or order', 'Strong', 'Strong', 'Protects privilege while respecting the legal process.'),
    o('Object or ask the court to limit the request, on your client’s instructions', 'Strong', 'Strong', 'Appropriate when your client asserts privilege; usually through their attorney.'),
    o('Release the full record to end the pressure', 'Weak', 'Weak', 'Risks releasing privileged material your client has not waived.'),
  ],
  'minors-consent': [
    o('Clarify consent under state law and agree a written information-sharing plan with everyone', 'Strong', 'Strong', 'Protects the young person’s trust and the parents’ role.'),
    o('See the young person on their own consent where the law allows, involving parents later', 'Partial', 'Strong', 'Lawful only if the state’s rule allows it for this age and service.'),
    o('Share session content with parents on request', 'Weak', 'Partial', 'May be the parents’ right in some cases, but can end the young person’s engagement.'),
  ],
  'couples-family-group': [
    o('Help the participant bring the information into the joint work', 'Strong', 'Strong', 'Keeps the work honest within the agreed frame.'),
    o('Change the format (individual referral, pause joint sessions)', 'Partial', 'Partial', 'Useful if the secret cannot be brought in; explain the change carefully.'),
    o('Hold the secret and continue', 'Weak', 'Weak', 'Compromises your neutrality and the joint work.'),
  ],
  'multiple-relationships': [
    o('Refer to another qualified practitioner', 'Strong', 'Partial', 'Avoids the overlap; weigh access to care in a small community.'),
    o('Continue with explicit safeguards, consent and documentation', 'Partial', 'Strong', 'Acceptable where the overlap is unavoidable and low-risk.'),
    o('Continue without addressing the overlap', 'Weak', 'Partial', 'Role confusion and a complaint become more likely.'),
  ],
  'sexual-boundaries': [
    o('Hold the boundary, seek consultation now and document', 'Strong', 'Strong', 'Every code draws a firm line here.'),
    o('Refer with a careful transition if the feelings affect the work', 'Strong', 'Partial', 'Protects your client; the referral needs care to avoid feeling like rejection.'),
    o('Continue without consultation', 'Weak', 'Weak', 'Risk of a violation grows unchecked.'),
  ],
  gifts: [
    o('Accept a small gift graciously, explore its meaning and document', 'Strong', 'Strong', 'Often appropriate for a modest gift with a clear, benign meaning.'),
    o('Decline warmly with a brief explanation', 'Partial', 'Partial', 'Appropriate for valuable gifts or where policy forbids; can disappoint.'),
    o('Accept without reflection or a note', 'Partial', 'Strong', 'Comfortable in the moment; weak if a pattern develops.'),
  ],
  'bartering-fees': [
    o('Offer a sliding fee or payment plan instead', 'Strong', 'Strong', 'Keeps access to care without the risks of barter.'),
    o('Agree a written, fair barter that meets your code’s conditions', 'Partial', 'Strong', 'Allowed by some codes only in limited circumstances.'),
    o('Agree an informal exchange', 'Weak', 'Partial', 'Disputes over value can damage the relationship.'),
  ],
  'boundary-crossings': [
    o('Decline warmly and process it in session', 'Strong', 'Partial', 'Keeps the frame; your client may be disappointed.'),
    o('Accept a one-time crossing with a clear rationale, discussed and documented', 'Partial', 'Strong', 'Can be therapeutic when it serves your client and is recorded.'),
    o('Go along without reflection', 'Weak', 'Partial', 'The frame may blur over time.'),
  ],
  'competence-scope': [
    o('Continue with supervision and training, telling your client about your training', 'Partial', 'Strong', 'Acceptable where training is realistic and timely.'),
    o('Refer to a specialist with a supported transition', 'Strong', 'Partial', 'Best when the need is clearly outside your competence.'),
    o('Continue without added support', 'Weak', 'Partial', 'Risks harm and a competence complaint.'),
  ],
  'informed-consent': [
    o('Hold a full consent conversation and document it', 'Strong', 'Strong', 'Consent is a process, not a form.'),
    o('Proceed on the signed form alone', 'Weak', 'Partial', 'Quicker, but consent may not be informed.'),
    o('Pause until your client can decide freely', 'Strong', 'Partial', 'Right where there is pressure from a third party.'),
  ],
  'telehealth-jurisdiction': [
    o('Confirm the other state’s rules and continue only if authorised', 'Strong', 'Strong', 'Continuity where lawful.'),
    o('Pause sessions or refer to a practitioner licensed where your client is', 'Strong', 'Partial', 'Lawful but disrupts continuity.'),
    o('Continue without checking', 'Weak', 'Partial', 'Risks unlicensed practice and a crisis plan that does not work.'),
  ],
  'social-media': [
    o('Decline the online contact and explain your policy in session', 'Strong', 'Strong', 'Protects privacy and the frame.'),
    o('Ignore the request without discussing it', 'Partial', 'Partial', 'Avoids a conversation but may confuse your client.'),
    o('Accept the connection', 'Weak', 'Partial', 'Blurs the relationship and can reveal it to others.'),
  ],
  'colleague-conduct': [
    o('Raise it with the colleague directly, then with a supervisor if unresolved', 'Strong', 'Strong', 'The path most codes describe.'),
    o('Report straight to a supervisor or board', 'Partial', 'Partial', 'Right where clients are at immediate risk or informal resolution is unsafe.'),
    o('Say nothing', 'Weak', 'Partial', 'Avoids conflict but may leave clients at risk.'),
  ],
  'practitioner-impairment': [
    o('Seek support and adjust caseload now', 'Strong', 'Strong', 'Protects clients and you.'),
    o('Take a planned break with coverage arranged', 'Strong', 'Partial', 'Sometimes necessary; needs careful client transitions.'),
    o('Push through alone', 'Weak', 'Partial', 'Risks client care and your health.'),
  ],
  'values-conflict': [
    o('Continue, keeping the work on your client’s goals, with supervision', 'Strong', 'Partial', 'What most codes expect; personally demanding.'),
    o('Refer on grounds of competence, with a supported transition', 'Partial', 'Strong', 'Acceptable only if it rests on competence, not values alone.'),
    o('Refer solely because of your values', 'Weak', 'Strong', 'Comfortable for you; barred by several codes and harmful to your client.'),
  ],
  'cultural-diversity': [
    o('Learn from your client and a cultural consultant, then adapt', 'Strong', 'Strong', 'Culturally responsive practice.'),
    o('Apply your standard approach with a brief acknowledgment', 'Partial', 'Partial', 'May miss what matters to your client.'),
    o('Apply your standard approach unchanged', 'Weak', 'Partial', 'Risks misunderstanding and harm.'),
  ],
  'termination-abandonment': [
    o('End or transfer with notice, discussion and referrals', 'Strong', 'Strong', 'Avoids abandonment.'),
    o('Continue despite the reasons for ending', 'Partial', 'Partial', 'Kind in intent; may not serve your client or you.'),
    o('Stop abruptly', 'Weak', 'Weak', 'Abandonment risk.'),
  ],
  'end-of-life': [
    o('Support an informed, voluntary decision made with capacity', 'Strong', 'Partial', 'Respects autonomy; may test your own beliefs.'),
    o('Coordinate with the medical team and involve family as your client wishes', 'Strong', 'Strong', 'Supports your client within the law.'),
    o('Step back from the decision', 'Weak', 'Partial', 'Avoids discomfort but may leave your client alone.'),
  ],
  'billing-insurance': [
    o('Bill accurately and correct past errors with advice', 'Strong', 'Strong', 'Integrity and compliance.'),
    o('Look for a legitimate alternative that keeps your client covered', 'Strong', 'Strong', 'Access without misrepresentation.'),
    o('Submit the claim as requested', 'Weak', 'Weak', 'Risks fraud findings.'),
  ],
  'supervision-training': [
    o('Address it with a written plan and timeline', 'Strong', 'Strong', 'Protects clients and supports development.'),
    o('Escalate to the training programme or board', 'Partial', 'Partial', 'Necessary if the plan fails or clients are at risk.'),
    o('Sign off as usual', 'Weak', 'Weak', 'Shares liability and risks client harm.'),
  ],
  'substance-use-records': [
    o('Disclose nothing without Part 2–compliant consent or order', 'Strong', 'Strong', 'Federal compliance and your client’s trust.'),
    o('Obtain a compliant consent for a limited disclosure', 'Strong', 'Partial', 'Helpful if your client agrees.'),
    o('Confirm treatment informally', 'Weak', 'Weak', 'A federal violation.'),
  ],
  documentation: [
    o('Complete late entries, marked as late', 'Strong', 'Strong', 'An honest record.'),
    o('Leave the gap and explain it if asked', 'Partial', 'Partial', 'Honest but incomplete.'),
    o('Backdate or alter entries', 'Weak', 'Weak', 'Falsification.'),
  ],
  'forensic-role': [
    o('Stay in the treating role; provide facts with authorisation only', 'Strong', 'Partial', 'Protects the treatment; may disappoint your client.'),
    o('Recommend an independent evaluator', 'Strong', 'Strong', 'The right route for custody or evaluative questions.'),
    o('Give the opinion requested', 'Weak', 'Partial', 'Role confusion and a likely challenge.'),
  ],
  'workplace-policy': [
    o('Raise the conflict in writing and seek resolution', 'Strong', 'Strong', 'Professional responsibility through proper channels.'),
    o('Comply while advocating for change', 'Partial', 'Partial', 'Acceptable only if compliance does not harm your client.'),
    o('Comply silently', 'Weak', 'Weak', 'Following a policy is not a defence under most codes.'),
  ],
};

export const GENERAL_OPTIONS: DecisionOption[] = [
  o('Agree the change with your client and note it in the record', 'Strong', 'Strong', 'Clear and simple.'),
  o('Review the treatment plan at the same time', 'Strong', 'Partial', 'A useful check when the arrangement changes.'),
  o('Make the change without noting it', 'Partial', 'Partial', 'Quick, but can cause confusion later.'),
];

/** Options that fit any dilemma, used when the issue options leave the matrix short. */
export const UNIVERSAL_OPTIONS: DecisionOption[] = [
  o('Consult before deciding, and document the consultation and your reasoning', 'Strong', 'Strong', 'Protective in every dilemma; it tests your reasoning without taking the decision from you.'),
  o('Decide alone and move on', 'Partial', 'Partial', 'Quicker, but leaves your reasoning untested and undocumented.'),
];
