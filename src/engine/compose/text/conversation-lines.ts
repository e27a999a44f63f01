/**
 * Practical conversation approaches (spec-1 §2 "Practical Conversation Approaches"): lines a
 * practitioner can actually say, in session or to the parent or colleague the dilemma involves,
 * for each issue category. Each entry keeps to its own category's language (Engine II bar 3).
 * Lines are written to be adapted, not recited: the composer marks them as starting points.
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';

export type LineFacts = {
  /** "your 15-year-old client" etc. */
  client: string;
  state: string;
  /** The person the client named, when a threat names someone. */
  person: string | null;
  age: number | null;
  /** The minor-consent age in this state, when there is a general rule. */
  consentAge: number | null;
  /** The primary code's short name, e.g. "ACA Code of Ethics (2014)". */
  code: string;
};

export type ConversationLines = {
  starters: string[];
  responses: string[];
  messages: string[];
  followUps: string[];
};

type Entry = (facts: LineFacts) => ConversationLines;

export const CONVERSATION_LINES: Record<IssueCategoryId, Entry> = {
  'duty-to-protect': (f) => ({
    starters: [
      `With your client: “What you said about ${f.person ?? 'hurting someone'} matters, and I need to understand it properly. Can you tell me more about what you meant and what you are planning?”`,
      'With your client: “I take what you said seriously because I take you seriously. Let’s talk about how to keep you and everyone else safe this week.”',
    ],
    responses: [
      'If they minimise it: “I hear that you were angry. I still need to ask: is there any part of you that intends to act on it?”',
      `If action is needed: “I’m required to take steps to protect ${f.person ?? 'the person you mentioned'}. I want to tell you what I’m going to do and why, and I’d like us to do as much of it together as we can.”`,
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
  'suicide-risk': () => ({
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
  'child-abuse-reporting': (f) => ({
    starters: [
      'With the child (at their level): “Thank you for telling me. You did the right thing. It’s my job to help keep kids safe, so I’m going to talk to some people whose job that is too.”',
      `With the parent or caregiver, only where it is safe for the child: “I want to be honest with you about something I’m required to do as a ${f.state} mandated reporter.”`,
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
  'elder-abuse-reporting': (f) => ({
    starters: [
      'With the older adult, privately: “I’m concerned about what you told me about your money and your care. Can we talk about what’s happening and what you would want?”',
      `With the older adult: “In ${f.state}, people in my role have to let adult protective services know when we think someone may be being harmed or taken advantage of. I’d like to tell you how that works.”`,
    ],
    responses: [
      'If they ask you not to report: “I hear that you don’t want to get your family in trouble. My duty here doesn’t depend on that, but what you want will shape how I describe things and what happens next.”',
      'If they minimise: “It’s common to feel protective of family. What matters to me is that you’re safe and have a say in your own life.”',
    ],
    messages: ['You have the right to make your own choices and to be safe while you make them.', 'Reporting opens a door to help; it doesn’t take decisions away from you.'],
    followUps: ['Follow up on what the protective services agency did, and on the client’s safety at the next contact.', 'Document capacity observations and the client’s expressed wishes.'],
  }),
  confidentiality: () => ({
    starters: [
      'With your client: “Someone has asked me for information about our work. Before I say anything to anyone, I want to know what you would want.”',
      'With your client, before a disclosure that might come: “I want to remind you what stays between us and the few situations where I would have to share something, so nothing catches you by surprise.”',
    ],
    responses: [
      'To the third party: “I can’t confirm or share anything about anyone I may or may not see without their written permission. If you give me your number, I can pass on that you called.”',
      'If your client agrees to a limited release: “Let’s decide together exactly what I can say and what stays private, and put that in writing.”',
    ],
    messages: ['What you tell me belongs to you.', 'I share only what you agree to, or the minimum the law requires, and I’ll tell you first whenever I can.'],
    followUps: ['Review the limits of confidentiality in your informed consent and update it if it no longer fits.', 'Document the request, your response and your client’s wishes.'],
  }),
  'records-legal-process': () => ({
    starters: [
      'With your client: “I received legal papers asking for your records. Nothing has been released. I want to talk with you, and I’d encourage you to talk with your attorney, before I respond.”',
      'With the requesting attorney: “I’ve received your subpoena. I can’t release records without my client’s written authorisation or a court order; please direct questions to my client’s counsel.”',
    ],
    responses: [
      'If pressed for an answer: “I’m not able to confirm or discuss anything until the authorisation question is resolved.”',
      'With your client, if they want records withheld: “Your attorney can ask the court to limit or quash the request; until that is decided, I’ll protect what I can.”',
    ],
    messages: ['The privilege is yours, and your attorney is the right person to decide how to assert it.', 'I will disclose only what is legally required, and the minimum necessary.'],
    followUps: ['Calendar the response date and confirm in writing what you sent, to whom and on what authority.', 'Consider a call to your own attorney or your liability insurer before responding.'],
  }),
  'minors-consent': (f) => ({
    starters: [
      `With the young person: “Before we start, I want you to know what stays between us and what I’d need to share with your parents. ${f.consentAge !== null ? `In ${f.state}, someone your age ${f.age !== null && f.age >= f.consentAge ? 'can' : 'may not be able to'} agree to counseling on their own` : 'The rules about parents’ involvement depend on state law'}, so let’s go through what that means for you.”`,
      'With the parents: “Your teenager will get the most from counseling if they can speak freely. I’d like to agree with you now on what I will always tell you, and what I’ll keep private unless there is a safety concern.”',
    ],
    responses: [
      'If the young person asks you not to tell their parents: “I hear how important that is. Let’s talk about what you’re worried would happen, and whether there’s a way to involve them that feels safer.”',
      'If a parent demands details: “I’ll always tell you if there’s a safety concern. The content of sessions is what makes them work, so I’ll share themes, not specifics.”',
    ],
    messages: ['Privacy helps young people open up; parents remain part of the team.', 'Agreements about what is shared are made at the start, with everyone.'],
    followUps: ['Put the information-sharing agreement in writing and revisit it as the young person matures.', 'Check custody documents before releasing information to either parent.'],
  }),
  'couples-family-group': () => ({
    starters: [
      'With the participants: “When we began, we agreed how I’d handle things one of you tells me privately. Something has come up that makes me want to revisit that agreement together.”',
      'With the individual who shared: “I can’t hold this as a secret in our joint work. I’d like to help you find a way to bring it into the room yourself.”',
    ],
    responses: [
      'If they refuse to share it: “Then I need to think about whether I can continue working with you both fairly. Let’s talk about the options, including a referral.”',
      'In a group: “What is said here stays here, but I can’t guarantee what other members do; let’s recommit to the agreement as a group.”',
    ],
    messages: ['My commitment is to the work we agreed to do together.', 'I won’t take sides, and I won’t carry secrets that undermine the joint work.'],
    followUps: ['Review and re-sign the secrets or confidentiality policy with all participants.', 'Document the conversation and any change in the treatment format.'],
  }),
  'multiple-relationships': () => ({
    starters: [
      'With your client: “We’re likely to run into each other outside of sessions. I’d like us to plan how we’ll handle that so it feels comfortable for you.”',
      'With the person asking you to take on a second role: “I appreciate the trust, but I need to keep my professional role separate to do right by everyone.”',
    ],
    responses: [
      'If your client is disappointed: “It’s not about you. Keeping our roles clear is how I protect what we do here.”',
      'If the overlap cannot be avoided: “Here’s how I’ll handle it: I won’t acknowledge you first in public, and we can talk here about anything that feels awkward.”',
    ],
    messages: ['Our professional relationship comes first.', 'You can always raise anything that feels uncomfortable about the overlap.'],
    followUps: ['Document the discussion, the safeguards agreed and any consultation.', 'Revisit the arrangement if the outside relationship changes.'],
  }),
  'sexual-boundaries': () => ({
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
  gifts: () => ({
    starters: [
      'With your client, accepting warmly: “Thank you, this is really thoughtful. Can you tell me what made you want to give it to me?”',
      'With your client, declining warmly: “I’m touched that you thought of me. My professional rules mean I can’t accept gifts like this, and I don’t want that to take anything away from what it means.”',
    ],
    responses: [
      'If they feel hurt by a refusal: “I can see that’s disappointing. What you wanted to say with it came through, and that’s what matters to me.”',
      'If accepting a small token: “I’ll keep it here at the office, where it’s part of our work together.”',
    ],
    messages: ['Your gratitude is received, whatever happens to the gift.', 'Keeping the relationship clear protects what we do together.'],
    followUps: ['Explore the meaning of the gift in the next session if it seems clinically relevant.', 'Document the gift, its approximate value, your decision and your reasoning.'],
  }),
  'bartering-fees': () => ({
    starters: [
      'With your client: “I want to make sure you can keep coming. Let’s look at the options, such as a reduced fee or a payment plan, before we consider an exchange of services.”',
      'If considering a barter: “If we did this, I’d want us to agree in writing on the value and what happens if either of us isn’t happy with it.”',
    ],
    responses: [
      'If declining a barter: “I’d rather not mix our work with an exchange of goods or services; it can complicate things for you. Here’s what I can offer instead.”',
      'If the arrangement sours: “Let’s pause the exchange and talk about it openly; our work matters more than the arrangement.”',
    ],
    messages: ['Access to care matters to me.', 'Clear, fair terms protect both of us.'],
    followUps: ['Document the agreement, its terms and your reasoning.', 'Review the arrangement regularly for fairness.'],
  }),
  'boundary-crossings': () => ({
    starters: [
      'With your client: “I was touched by the invitation. Can we talk about what it would mean to you if I came, or if I didn’t?”',
      'With your client, after a crossing: “I want to check in about what happened last time, and how it felt for you.”',
    ],
    responses: [
      'If declining: “I won’t be able to come, and I’d love to hear all about it in our next session.”',
      'If accepting a one-time extension: “I’d be glad to, briefly. Let’s talk first about how we’ll handle it so it stays part of our work.”',
    ],
    messages: ['The care is real; the frame is what keeps it safe.', 'We can talk openly about anything that feels different in our relationship.'],
    followUps: ['Note the rationale for any crossing and your client’s response.', 'Watch for a pattern of repeated crossings and bring it to consultation.'],
  }),
  'competence-scope': () => ({
    starters: [
      'With your client: “What you’re describing is outside my specific training. I want to make sure you get the right help, so let’s talk about options.”',
      'With a potential consultant: “I’m working with a client whose needs touch an area I’m developing competence in, and I’d value regular consultation.”',
    ],
    responses: [
      'If your client wants to stay with you: “I’d like to keep working with you on what I can help with, and bring in someone with specialised training for the rest.”',
      'If referring: “This isn’t about you being too much; it’s about getting you the best fit.”',
    ],
    messages: ['You deserve care from someone trained for what you need.', 'I’ll help you make the transition, not hand you off.'],
    followUps: ['Arrange supervision or training if you continue, and document both.', 'Follow up on the referral to make sure your client connected.'],
  }),
  'informed-consent': () => ({
    starters: [
      'With your client: “Before we go ahead, I want to explain what this involves, the possible benefits and risks, and your right to say no, and hear what questions you have.”',
      'With your client, revisiting consent: “Things have changed since we started, so I’d like to revisit what you agreed to and check it still fits.”',
    ],
    responses: [
      'If they feel pressured: “It sounds like someone else wants this for you. What do you want?”',
      'If they decline: “That’s your right, and it won’t affect our work together.”',
    ],
    messages: ['Consent is an ongoing conversation, not a one-time signature.', 'You can ask questions or change your mind at any point.'],
    followUps: ['Document the consent discussion, not just the signed form.', 'Revisit consent at natural transition points.'],
  }),
  'telehealth-jurisdiction': (f) => ({
    starters: [
      'With your client: “I need to check where you’ll be when we meet by video. Licensing rules depend on where you are at the time of the session.”',
      `With your client: “Because I’m licensed in ${f.state}, I want to make sure I can keep seeing you while you’re away, and plan what we’d do in a crisis where you are.”`,
    ],
    responses: [
      'If sessions cannot continue: “I’ll help you find someone licensed where you are, and we can plan a good handover.”',
      'If they can continue: “Let’s update our agreement with your current address and local contacts in case of a crisis.”',
    ],
    messages: ['Continuity matters, and so does doing this lawfully.', 'We need a crisis plan that works where you actually are.'],
    followUps: ['Confirm the rules of the client’s state (temporary practice, a compact, or a licence) in writing.', 'Update the telehealth consent with the client’s location and local resources.'],
  }),
  'social-media': () => ({
    starters: [
      'With your client: “I saw your request online. I keep my personal accounts separate from my work with everyone I see, and I wanted to explain why so it doesn’t feel personal.”',
      'With your client, if you looked them up: “I want to be transparent with you about something I did, and talk about how we’ll handle online information going forward.”',
    ],
    responses: [
      'If they feel rejected: “It isn’t about you. Keeping our connection here protects your privacy and our work.”',
      'If they ask why: “If we were connected online, others could see that I’m your therapist. I don’t want to risk that for you.”',
    ],
    messages: ['Our relationship lives in this room, where your privacy is protected.', 'My social media policy applies to everyone I work with.'],
    followUps: ['Add or update a social media section in your informed consent.', 'Document the request and the conversation.'],
  }),
  'colleague-conduct': () => ({
    starters: [
      'With your colleague, privately: “I need to talk with you about something I noticed, because I care about you and about the clients we serve.”',
      'With your supervisor or manager: “I have a concern about a colleague’s conduct that I’ve tried to raise directly, and I need guidance on next steps.”',
    ],
    responses: [
      'If your colleague is defensive: “I’m not accusing you of anything. I’m telling you what I saw, and I’d rather we sort this out together.”',
      'If nothing changes: “I’ve raised this with you directly, and I’ll now need to take it through the proper channels.”',
    ],
    messages: ['Client welfare comes first, for both of us.', 'Raising this is part of our shared professional responsibility.'],
    followUps: ['Keep a factual, dated record of what you observed and each step you took.', 'Check your code’s reporting provisions and your employer’s policy before any formal report.'],
  }),
  'practitioner-impairment': () => ({
    starters: [
      'With your supervisor: “I’ve been struggling personally, and I want to talk about whether it’s affecting my work and what adjustments make sense.”',
      'With your clients, if you need time away: “I’ll be taking some time away for personal reasons. Here’s who will be available and how we’ll stay in touch.”',
    ],
    responses: [
      'If a client asks what is wrong: “Thank you for asking. I’m taking care of it, and I want our time to stay focused on you.”',
      'If a colleague raises concern with you: “Thank you for telling me. I’ll take it seriously and get support.”',
    ],
    messages: ['Taking care of yourself is a professional responsibility.', 'Your clients’ continuity of care can be protected while you recover.'],
    followUps: ['Arrange coverage and a plan for continuity with your supervisor.', 'Schedule your own support (therapy, peer support) and review your caseload regularly.'],
  }),
  'values-conflict': () => ({
    starters: [
      'With your client: “I want to understand what this decision means to you and what you hope for, in your own words.”',
      'With your supervisor: “I’m noticing a strong personal reaction to my client’s goals, and I want help keeping it out of the work.”',
    ],
    responses: [
      'If your client asks your opinion: “What matters most here is what fits your values and your life. Let’s explore that together.”',
      'If you find you cannot continue: “I want to make sure you get the best support for this. Let’s talk about what would help most.” Referral should rest on competence, not on your values alone.',
    ],
    messages: ['Your values guide your choices, not mine.', 'I’m here to support your goals.'],
    followUps: ['Bring the conflict to supervision or consultation regularly.', 'Document how you kept the focus on your client’s goals.'],
  }),
  'cultural-diversity': () => ({
    starters: [
      'With your client: “Help me understand how your family and community see this; I don’t want to assume.”',
      'With a cultural consultant: “I’m working with a client from a community I know less about, and I want to make sure my approach fits.”',
    ],
    responses: [
      'If your client’s norms differ from yours: “Thank you for explaining. Let’s think together about what would feel respectful here.”',
      'If there is a safety or legal limit: “I respect how your family does things. There are a few things the law asks of me, and I want to be open with you about them.”',
    ],
    messages: ['Your culture and community are part of who you are and part of our work.', 'I’m willing to learn and adapt.'],
    followUps: ['Seek consultation or training on the cultural context.', 'Check with your client whether the approach feels respectful and adjust.'],
  }),
  'termination-abandonment': () => ({
    starters: [
      'With your client: “I want to talk with you about the future of our work together, and make sure you have what you need going forward.”',
      'With your client, when ending: “We’ve got a few sessions to wrap up. Let’s plan how you’ll continue getting support and what the handover looks like.”',
    ],
    responses: [
      'If they feel abandoned: “I understand this feels like a loss. I’m not leaving you without support; here are the next steps.”',
      'If ending is due to non-payment: “Let’s look at the options together, including a reduced fee or a referral to a lower-cost service.”',
    ],
    messages: ['Ending is planned, not abrupt.', 'You will have a clear path to continued care.'],
    followUps: ['Provide referrals in writing and offer a transfer of records with consent.', 'Document the reasons for ending, the notice given and the referrals provided.'],
  }),
  'end-of-life': () => ({
    starters: [
      'With your client: “I’d like to understand how you came to this decision and what matters most to you now.”',
      'With your client, about family: “Who would you want to know about your decision, and how can I help with those conversations?”',
    ],
    responses: [
      'If they ask for your view: “My role is to make sure you have space to think this through fully, not to decide for you.”',
      'If you notice a treatable condition: “I want to make sure what you’re feeling right now isn’t making this harder to think about. Can we look at that together?”',
    ],
    messages: ['Your choices are respected here.', 'You don’t have to face this alone.'],
    followUps: ['Coordinate with the medical team with your client’s consent.', 'Document capacity observations and the client’s expressed wishes.'],
  }),
  'billing-insurance': () => ({
    starters: [
      'With your employer or supervisor: “I’m not comfortable submitting the claim this way, because it doesn’t reflect the service as provided. Can we find a compliant alternative?”',
      'With your client: “I want to be clear about what your insurance will and won’t cover, so there are no surprises.”',
    ],
    responses: [
      'If pressed: “I understand the pressure. Inaccurate billing puts the practice and my licence at risk, so I need to document it accurately.”',
      'With your client, if coverage is limited: “Let’s look at options, such as a sliding fee or fewer sessions, that keep you in care.”',
    ],
    messages: ['Claims must match the care actually provided.', 'Accuracy protects you, the practice and the clients.'],
    followUps: ['Document your concern and the response in writing.', 'Consult your board’s or association’s guidance on billing, or your compliance officer.'],
  }),
  'supervision-training': () => ({
    starters: [
      'With your supervisee: “I want to talk about some concerns I’ve noticed, and make a plan together.”',
      'With your supervisor: “I need to talk about how our supervision is meeting the licensure requirements and what I need from it.”',
    ],
    responses: [
      'If the supervisee is defensive: “This is about supporting your growth and protecting your clients. Let’s focus on specific steps.”',
      'If a requirement is not being met: “I can’t sign off on hours that didn’t take place. Let’s work out how to make them up properly.”',
    ],
    messages: ['Supervision protects clients and supports your development.', 'Clear expectations, in writing, help us both.'],
    followUps: ['Document the concern, the plan and the timeline for review.', 'Schedule a follow-up meeting to review progress.'],
  }),
  'substance-use-records': () => ({
    starters: [
      'To the caller: “Federal rules do not allow me to confirm or deny whether any person is a patient here without written consent that meets 42 CFR Part 2.”',
      'With your client: “Someone contacted the program about you. Nothing was shared. Do you want me to be able to share anything, and with whom?”',
    ],
    responses: [
      'If the caller insists: “I understand. If you have a Part 2–compliant consent or a court order that meets the federal requirements, please send it and I’ll review it.”',
      'If your client agrees to a release: “Let’s fill out a consent form that names exactly who, what and for how long.”',
    ],
    messages: ['Your treatment information has extra federal protection.', 'Nothing is shared without your written consent, except in the narrow cases the rules allow.'],
    followUps: ['Document the request and your response without adding identifying details.', 'Review your program’s Part 2 procedures with staff.'],
  }),
  documentation: () => ({
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
  'forensic-role': () => ({
    starters: [
      'With the attorney: “I’m the treating clinician, so I can speak to the facts of treatment with my client’s authorisation, but I can’t offer an opinion on custody.”',
      'With your client: “I know you hoped I could support you in court. Let me explain what a treating therapist can and can’t do, and why.”',
    ],
    responses: [
      'If pressed for an opinion: “An independent evaluator is the right person for that question.”',
      'If subpoenaed to testify: “I’ll testify to what I observed in treatment and stay within my role.”',
    ],
    messages: ['Staying in my role protects our therapeutic relationship.', 'Independent evaluators exist for exactly this question.'],
    followUps: ['Document the request and your response.', 'Consult an attorney or your liability insurer before providing any testimony.'],
  }),
  'workplace-policy': () => ({
    starters: [
      'With your supervisor or manager: “I want to raise a concern about how this policy affects a client, and find a way forward that fits our obligations.”',
      'In writing: “I’m documenting my concern that the instruction conflicts with my professional code, and I’m asking for guidance.”',
    ],
    responses: [
      'If told to comply anyway: “I understand the policy. I need to follow my code here, and I’d like us to take this to the next level together.”',
      'With your client: “Our agency has some rules about this. I want to be open with you about them and what I can do within them.”',
    ],
    messages: ['Client welfare and professional standards come first.', 'Raising concerns through the proper channels protects everyone.'],
    followUps: ['Keep a written record of your concern and the organisation’s response.', 'Seek guidance from your professional association if the conflict persists.'],
  }),
};

export const GENERAL_LINES: ConversationLines = {
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
};
