/**
 * What each issue category puts in tension: the principles (the six ACA/Kitchener principles:
 * autonomy, nonmaleficence, beneficence, justice, fidelity, veracity), the values that compete,
 * the decisions the practitioner has to make and what is at stake. Each entry uses only the
 * language of its own category (Engine II bar 3), so a composer can combine the entries of the
 * categories found without leaking another issue's vocabulary.
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';

export type IssueInsight = {
  /** Completes "you are weighing …". */
  weighing: string;
  /** "Principle vs. principle: why" lines. */
  principles: readonly string[];
  values: readonly string[];
  decisions: readonly string[];
  /** Completes "what is at stake is …". */
  stakes: string;
};

export const ISSUE_INSIGHTS: Record<IssueCategoryId, IssueInsight> = {
  'duty-to-protect': {
    weighing: 'whether what your client said about harming someone reaches the threshold at which you must act to protect that person',
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
      'Does what was said meet your state’s threshold (a serious threat against a reasonably identifiable person), or the code’s “serious and foreseeable harm” standard?',
      'Which protective steps fit: intensified treatment, voluntary hospitalisation, notifying the person threatened, notifying law enforcement — and in what order?',
      'How much to disclose, to whom, and how to tell your client what you are doing and why',
      'What to document today, before the next contact',
    ],
    stakes: 'the physical safety of the person threatened, your client’s liberty and trust in treatment, and your own legal exposure if the duty is triggered and not discharged',
  },
  'suicide-risk': {
    weighing: 'how serious the current suicide risk is and what protective steps it calls for',
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
      'What is the current level of risk, given ideation, plan, intent, access to lethal means, prior attempts and protective factors?',
      'Whether a collaborative safety plan is enough, or whether family, a crisis team or an emergency evaluation must be involved',
      'Who can reduce access to lethal means, and how you will confirm it was done',
      'How soon the next contact must be, and what you will document now',
    ],
    stakes: 'your client’s life, their trust in you if protective steps are taken, and the standard of care you will be measured against',
  },
  'child-abuse-reporting': {
    weighing: 'whether what you learned gives you reasonable suspicion of child abuse or neglect, which makes a report mandatory',
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
      'Does what you saw or heard amount to reasonable suspicion (not proof) under your state’s statute?',
      'Who makes the report, to which agency, and by when (most states require an immediate oral report)',
      'Whether, when and how to tell the family or the client about the report, without making the child less safe',
      'What to document: exactly what was said or observed, and when you reported',
    ],
    stakes: 'a child’s safety, the family’s engagement with services, and your licence and legal standing as a mandated reporter',
  },
  'elder-abuse-reporting': {
    weighing: 'whether what you learned about an older or dependent adult is reportable abuse, neglect or exploitation under your state’s law',
    principles: [
      'Autonomy vs. beneficence: an adult with capacity has the right to make choices others disagree with, yet a vulnerable adult may be unable to protect themself.',
      'Nonmaleficence: leaving exploitation or neglect unaddressed allows harm to continue.',
      'Fidelity: keeping faith with the person who confided in you while meeting a legal duty.',
    ],
    values: [
      'The adult’s safety vs. their self-determination and dignity',
      'Family relationships and caregiving vs. protection from harm',
      'Confidentiality vs. a statutory reporting duty',
    ],
    decisions: [
      'Is the person covered by your state’s statute (an elder, or a dependent or vulnerable adult)?',
      'Does what you know reach the statute’s threshold (reasonable cause to suspect or believe)?',
      'Whether to involve the adult in the decision and tell them before you report',
      'Which agency receives the report and the deadline for it',
    ],
    stakes: 'the safety and resources of a vulnerable adult, their autonomy, and your standing as a mandated reporter',
  },
  confidentiality: {
    weighing: 'what you may share, with whom, and on what authority',
    principles: [
      'Fidelity vs. beneficence: keeping what your client told you private vs. sharing it because it might help them or others.',
      'Autonomy: your client decides who learns about their treatment unless a clear legal exception applies.',
      'Veracity: being honest with your client about the limits of confidentiality before, not after, they matter.',
    ],
    values: [
      'Privacy and trust vs. the wishes of people who care about your client',
      'Openness with others involved in care vs. your client’s control over their information',
      'Minimal disclosure vs. being helpful to a third party',
    ],
    decisions: [
      'Is there a valid authorisation, or a specific legal exception, for this disclosure?',
      'If you disclose, what is the minimum necessary?',
      'How to raise the question with your client first',
      'What your informed-consent document already told your client about the limits of confidentiality',
    ],
    stakes: 'your client’s trust and willingness to stay in treatment, their privacy, and your compliance with your code and privacy law',
  },
  'records-legal-process': {
    weighing: 'how to respond to a request for records or testimony without waiving privilege your client has not waived',
    principles: [
      'Fidelity vs. respect for the law: you owe your client confidentiality, and you also owe the court a lawful response.',
      'Nonmaleficence: records released into litigation can harm your client in ways they did not foresee.',
      'Autonomy: privilege belongs to your client; their informed decision (with their attorney) shapes your response.',
    ],
    values: [
      'Protecting privileged material vs. complying with legal process',
      'Your client’s interests in litigation vs. your duty of candour',
      'Releasing the minimum vs. the requester’s demand for the full record',
    ],
    decisions: [
      'Is this a subpoena signed only by an attorney, or a court order signed by a judge? They require different responses.',
      'Has your client (or their attorney) authorised release, or will they move to quash or limit it?',
      'Which parts of the record are psychotherapy notes with added protection, and what is the minimum responsive disclosure?',
      'Whether you need your own attorney or your liability insurer’s risk line before you respond, and by when',
    ],
    stakes: 'your client’s privilege and privacy, their position in the legal matter, and your exposure if you release too much or ignore a valid order',
  },
  'minors-consent': {
    weighing: 'who can consent to the minor’s treatment and what the parents or guardians are entitled to know',
    principles: [
      'Autonomy (developing) vs. parental rights: a young person’s growing capacity to decide, and the parents’ legal authority and responsibility.',
      'Fidelity: the young person may only keep talking to you if what they say stays private.',
      'Beneficence: parents are often the people best placed to help, so their involvement can itself be therapeutic.',
    ],
    values: [
      'The young person’s privacy vs. the parents’ right to information',
      'Engaging the minor in treatment vs. keeping parents informed and involved',
      'Following the law on minor consent vs. doing what feels clinically right',
    ],
    decisions: [
      'Can this minor consent to their own outpatient treatment under your state’s law, and at what age?',
      'Which parent or guardian has legal authority (custody orders matter), and what have you agreed with them about information sharing?',
      'What will you tell the parents, what stays between you and the young person, and how do you explain that to both?',
    ],
    stakes: 'the young person’s trust and willingness to continue, the parents’ role and rights, and your compliance with the state’s consent law',
  },
  'couples-family-group': {
    weighing: 'whose interests come first when more than one person is in the room, and what each of them was promised about privacy',
    principles: [
      'Fidelity to each participant: you made commitments about secrets and privacy to more than one person.',
      'Justice: treating each member of the couple, family or group fairly, without taking sides.',
      'Nonmaleficence: a secret held or disclosed can harm one participant to protect another.',
    ],
    values: [
      'Loyalty to the unit vs. loyalty to one member',
      'Transparency among participants vs. privacy for the individual',
      'The therapeutic frame you set at the start vs. what the situation now asks of you',
    ],
    decisions: [
      'Who is the client: the couple, the family, the group, or one person?',
      'What did your informed consent say about secrets and individual contacts, and does it cover this?',
      'Whether to hold the information, encourage the person to share it, or change the format of treatment',
    ],
    stakes: 'each participant’s trust, the viability of the joint work, and your neutrality',
  },
  'multiple-relationships': {
    weighing: 'whether a second relationship with your client (social, business or community) can coexist with the professional one',
    principles: [
      'Nonmaleficence: multiple relationships are not all prohibited, but those that risk exploitation or impaired judgment are.',
      'Fidelity: your client needs to trust that the professional role comes first.',
      'Justice: in small communities, refusing every overlapping contact can leave people without services.',
    ],
    values: [
      'Professional objectivity vs. community membership and ordinary friendliness',
      'Access to care vs. role clarity',
      'Your own social life vs. your client’s welfare',
    ],
    decisions: [
      'Is the second relationship avoidable, and is it likely to harm or exploit the client?',
      'If it cannot be avoided, what safeguards (informed consent, documentation, consultation) will you put in place?',
      'Whether a referral would serve your client better',
    ],
    stakes: 'your objectivity, your client’s welfare and trust, and a possible complaint of exploitation',
  },
  'sexual-boundaries': {
    weighing: 'a sexual or romantic boundary, where every code draws a firm line',
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
  gifts: {
    weighing: 'whether and how to accept a gift from your client',
    principles: [
      'Beneficence vs. nonmaleficence: accepting can honour your client’s gesture; accepting something of value can blur the relationship.',
      'Respect for culture: in many communities, giving is how gratitude is shown, and refusing can shame.',
      'Fidelity: the meaning of the gift for your client is part of the clinical work.',
    ],
    values: [
      'Honouring your client’s gratitude vs. keeping a clear professional frame',
      'Cultural respect vs. a uniform rule',
      'Warmth in the relationship vs. avoiding an expectation of reciprocity',
    ],
    decisions: [
      'What is the gift’s monetary value and its meaning to your client?',
      'What is the timing (mid-treatment, holiday, ending) and what are your client’s and your own motives?',
      'Does your agency have a gift policy, and how will you document what you decided?',
    ],
    stakes: 'the warmth and clarity of the therapeutic relationship, your client’s feelings about being accepted or refused, and your consistency with your code',
  },
  'bartering-fees': {
    weighing: 'a fee or bartering arrangement and whether it can stay fair and non-exploitative',
    principles: [
      'Justice: access to care for someone who cannot pay the usual fee.',
      'Nonmaleficence: bartered goods or services can create conflict, resentment or exploitation.',
      'Fidelity: clear, agreed financial terms protect the relationship.',
    ],
    values: [
      'Access to care vs. a clean financial relationship',
      'Community custom vs. professional norms',
      'Flexibility vs. predictability and fairness',
    ],
    decisions: [
      'Is the arrangement requested by your client, customary in your community and not exploitative?',
      'How will value be set and what happens if either side is dissatisfied?',
      'Would a sliding scale or a referral serve your client better?',
    ],
    stakes: 'fairness to your client, the clarity of the relationship, and your code’s conditions on bartering',
  },
  'boundary-crossings': {
    weighing: 'a boundary crossing and whether it helps or harms the therapeutic relationship',
    principles: [
      'Beneficence: some crossings (attending an important event, a brief supportive touch) can strengthen the work.',
      'Nonmaleficence: crossings can slide into violations when they serve the practitioner or repeat without reflection.',
      'Fidelity: predictability of the frame is part of what helps.',
    ],
    values: [
      'Human warmth vs. a predictable professional frame',
      'Responsiveness to your client’s request vs. precedent for the future',
      'Flexibility vs. protecting both of you from misunderstanding',
    ],
    decisions: [
      'Whose needs does the crossing serve, and what is its likely meaning for your client?',
      'Is it a one-time extension with a clear rationale, or the start of a pattern?',
      'How will you document the rationale and your client’s response?',
    ],
    stakes: 'the clarity and safety of the frame, your client’s experience of care, and how the crossing would look to a reviewer',
  },
  'competence-scope': {
    weighing: 'whether the work you are being asked to do is within your training and experience',
    principles: [
      'Nonmaleficence: practising beyond competence risks harm even with good intentions.',
      'Beneficence and justice: a referral may not be available, and your client may need help now.',
      'Fidelity: your client is entitled to know your training and its limits.',
    ],
    values: [
      'Helping now vs. helping well',
      'Professional growth vs. client protection',
      'Continuity with you vs. a specialist elsewhere',
    ],
    decisions: [
      'Is this within your competence, or can it become so with training and supervision in time to help this client?',
      'Is an appropriate referral available, and what happens to your client meanwhile?',
      'What supervision or consultation will you arrange, and how will you document it?',
    ],
    stakes: 'the quality of care your client receives and your exposure to a competence complaint',
  },
  'informed-consent': {
    weighing: 'whether your client has the information and freedom needed to consent to what is being proposed',
    principles: [
      'Autonomy: consent is a process, not a signature, and it must be informed and voluntary.',
      'Veracity: your client is entitled to clear information about what will happen and what it means for them.',
      'Beneficence: good consent conversations strengthen the alliance.',
    ],
    values: [
      'Your client’s right to decide vs. pressure from third parties or schedules',
      'Thorough disclosure vs. not overwhelming your client',
      'Written forms vs. real understanding',
    ],
    decisions: [
      'What does your client need to know to decide, and have they understood it?',
      'Is the consent voluntary, or is there pressure (a court, an employer, a family member)?',
      'How will you document the conversation, and when will you revisit it?',
    ],
    stakes: 'your client’s autonomy and the legitimacy of the treatment',
  },
  'telehealth-jurisdiction': {
    weighing: 'whether you may lawfully serve your client where they are, and under which state’s rules',
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
  'social-media': {
    weighing: 'how to handle a contact or a search in your client’s or your own online life',
    principles: [
      'Fidelity: the relationship should stay within the professional frame, online as well as offline.',
      'Autonomy and privacy: your client’s online life is theirs; searching it needs a clinical reason and, ideally, consent.',
      'Nonmaleficence: a public online connection can reveal the treatment relationship to others.',
    ],
    values: [
      'Friendliness vs. professional distance',
      'Curiosity or concern vs. your client’s privacy',
      'Your personal online presence vs. your professional role',
    ],
    decisions: [
      'How to respond to this request or contact without shaming your client',
      'Whether your informed consent covers social media, and whether it needs updating',
      'What, if anything, to document, and whether to discuss it in session',
    ],
    stakes: 'your client’s privacy, the professional frame, and your consistency with your code’s technology standards',
  },
  'colleague-conduct': {
    weighing: 'what you owe your clients, your colleague and the profession when a colleague’s conduct concerns you',
    principles: [
      'Nonmaleficence: clients may be at risk from the conduct you observed.',
      'Fidelity and collegiality: codes generally ask you to raise concerns with the colleague first, when that is safe and feasible.',
      'Justice: the profession’s self-regulation depends on concerns being raised through proper channels.',
    ],
    values: [
      'Loyalty to a colleague vs. protection of clients',
      'Informal resolution vs. a formal report',
      'Your working relationships vs. your professional responsibility',
    ],
    decisions: [
      'Do you have firsthand knowledge, or second-hand concern?',
      'Is informal resolution (talking to the colleague) appropriate and safe, or does this require a report to a supervisor, employer or board?',
      'What confidentiality limits apply to what you know, and what will you document?',
    ],
    stakes: 'client safety, your colleague’s career, your working relationships and your own professional duty',
  },
  'practitioner-impairment': {
    weighing: 'whether something in your own (or a colleague’s) life is affecting the capacity to practise well',
    principles: [
      'Nonmaleficence: impairment can harm clients before anyone notices.',
      'Beneficence toward self: seeking help is a professional responsibility, not a failure.',
      'Fidelity: your clients trust that you are able to attend to them fully.',
    ],
    values: [
      'Continuing to serve clients vs. taking time to recover',
      'Privacy about your own life vs. transparency with a supervisor',
      'Self-reliance vs. seeking help',
    ],
    decisions: [
      'Is your work currently affected, and how would you know?',
      'Who can you consult (supervisor, peer, your own therapist), and what adjustments to caseload or schedule are needed?',
      'Whether any clients need to be told or transferred, and how',
    ],
    stakes: 'client care, your own health, and your fitness to practise',
  },
  'values-conflict': {
    weighing: 'a conflict between your personal values or beliefs and what your client wants or needs',
    principles: [
      'Autonomy: your client’s goals and values guide the work, not yours.',
      'Nonmaleficence: imposing your values, or referring your client solely because of them, can harm.',
      'Fidelity to self: your integrity matters, and managing it is your responsibility, not your client’s.',
    ],
    values: [
      'Your personal convictions vs. your client’s self-determination',
      'Authenticity vs. professional neutrality',
      'Referral vs. continuity of care',
    ],
    decisions: [
      'Can you work with your client’s goals without imposing your values, with support?',
      'What supervision, consultation or personal work do you need to manage the conflict?',
      'If a referral is considered, is it based on competence rather than on your values alone?',
    ],
    stakes: 'your client’s right to values-neutral care, your integrity, and your code’s bar on value-based referral',
  },
  'cultural-diversity': {
    weighing: 'how your client’s culture, identity and community shape what good practice looks like here',
    principles: [
      'Justice: culturally responsive care, not a single default standard.',
      'Autonomy: your client’s cultural framework informs their choices.',
      'Nonmaleficence: applying norms that do not fit your client’s culture can harm or alienate.',
    ],
    values: [
      'Cultural humility vs. professional conventions',
      'Your client’s community norms vs. individualistic assumptions',
      'Respect for tradition vs. safety or legal requirements',
    ],
    decisions: [
      'What do you need to learn from your client (and from consultation) about their cultural context?',
      'Where do your standard practices fit, and where do they need adapting?',
      'What would your client’s community consider respectful in this situation?',
    ],
    stakes: 'your client’s trust, the fit of the care you offer, and your cultural competence obligations',
  },
  'termination-abandonment': {
    weighing: 'how to end, pause or transfer care without abandoning your client',
    principles: [
      'Nonmaleficence: an abrupt ending, especially for a vulnerable client, can cause harm.',
      'Autonomy and justice: you may end services for legitimate reasons (no benefit, non-payment, safety), with notice and referral.',
      'Fidelity: your client should not be left without a path to continued care.',
    ],
    values: [
      'Your own limits or circumstances vs. your client’s need for continuity',
      'A clean ending vs. a gradual transition',
      'Agency or financial pressure vs. clinical need',
    ],
    decisions: [
      'Is ending appropriate now, and what notice and pre-termination discussion are needed?',
      'What referrals will you provide, and how will you support the transfer?',
      'How will you document the reasons and the steps taken?',
    ],
    stakes: 'your client’s continuity of care and your exposure to an abandonment complaint',
  },
  'end-of-life': {
    weighing: 'your role in your client’s end-of-life decisions',
    principles: [
      'Autonomy: a capable adult’s choices about care at the end of life deserve respect.',
      'Beneficence: ensuring the decision is informed, free of coercion, and not driven by a treatable condition.',
      'Nonmaleficence: neither abandoning your client nor imposing your own values on their decision.',
    ],
    values: [
      'Respect for your client’s choice vs. your own beliefs about dying',
      'Confidentiality vs. involving family',
      'Your professional role vs. advocacy',
    ],
    decisions: [
      'Is your client’s decision-making capacity intact, and has a treatable condition been assessed?',
      'What does your state’s law permit, and what is your role in it?',
      'Whom may you involve (family, the medical team) and with what consent?',
    ],
    stakes: 'your client’s autonomy and dignity, the family’s relationships, and your legal and ethical position',
  },
  'billing-insurance': {
    weighing: 'whether the billing, coding or documentation asked of you is accurate and honest',
    principles: [
      'Veracity: claims must reflect the service actually provided and who provided it.',
      'Justice: misrepresentation shifts costs to others and undermines the system your clients rely on.',
      'Beneficence: wanting your client covered is a good motive that does not justify an inaccurate claim.',
    ],
    values: [
      'Your client’s access to care vs. accurate reporting',
      'Employer expectations vs. personal integrity',
      'Convenience vs. compliance',
    ],
    decisions: [
      'Does the claim (code, diagnosis, provider, date) accurately reflect what happened?',
      'If it does not, how will you correct it, and do you need to disclose anything to the payer?',
      'What will you say to your employer, supervisor or client about what you can and cannot do?',
    ],
    stakes: 'your client’s coverage, exposure to fraud findings, and your licence',
  },
  'supervision-training': {
    weighing: 'your responsibilities within a supervisory or training relationship',
    principles: [
      'Nonmaleficence: supervisors are responsible for the care supervisees deliver.',
      'Fidelity: the supervisory relationship depends on honest evaluation and clear roles.',
      'Justice: fair, documented evaluation of the supervisee.',
    ],
    values: [
      'Supporting the supervisee vs. protecting clients',
      'Your relationship with the supervisee vs. gatekeeping for the profession',
      'Flexibility vs. meeting licensure rules',
    ],
    decisions: [
      'What do the licensure rules and your agreement require of supervision here?',
      'Is remediation, closer oversight or a formal report needed?',
      'How will you document your supervision decisions?',
    ],
    stakes: 'client welfare, the supervisee’s development and career, and your own liability as a supervisor',
  },
  'substance-use-records': {
    weighing: 'whether substance use treatment information is protected by 42 CFR Part 2 and what that allows you to disclose',
    principles: [
      'Fidelity: stronger federal confidentiality for substance use treatment exists so people will seek help.',
      'Respect for law: Part 2 consent and court-order rules differ from ordinary health privacy rules.',
      'Beneficence: coordinated care may help your client, but only with proper consent.',
    ],
    values: [
      'Your client’s privacy vs. the requester’s interest',
      'Care coordination vs. strict confidentiality',
      'Cooperation with an employer, court or officer vs. federal limits on disclosure',
    ],
    decisions: [
      'Is your program (or your records) covered by 42 CFR Part 2?',
      'Is there a Part 2–compliant written consent, or a court order meeting Part 2’s requirements?',
      'What can you say to the requester without acknowledging that your client is in treatment?',
    ],
    stakes: 'your client’s privacy and engagement in treatment, and your program’s federal compliance',
  },
  documentation: {
    weighing: 'what your records should say and how to keep them accurate',
    principles: [
      'Veracity: records must be accurate and made at the time or clearly marked as late entries.',
      'Beneficence: good records support continuity of care.',
      'Fidelity: your client may read their record, and others may too.',
    ],
    values: [
      'Completeness vs. your client’s privacy',
      'Protecting yourself vs. protecting your client',
      'Meeting deadlines vs. accuracy',
    ],
    decisions: [
      'What must be documented, and what should be kept out of the record?',
      'Are any entries late, and how will you mark them honestly?',
      'Who may access the record, and does that change what you write?',
    ],
    stakes: 'the accuracy of the record, your client’s privacy, and your defensibility if the record is reviewed',
  },
  'forensic-role': {
    weighing: 'whether you are being drawn into a forensic role that conflicts with your treating role',
    principles: [
      'Fidelity: a treating clinician’s loyalty is to the client; a forensic evaluator’s is to the court.',
      'Nonmaleficence: opinions outside your role or data can harm your client and others in the case.',
      'Veracity: testimony must stay within what you know and how you know it.',
    ],
    values: [
      'Helping your client in court vs. staying within your role',
      'Cooperation with the legal process vs. protecting the treatment relationship',
      'Being heard vs. being accurate',
    ],
    decisions: [
      'Are you being asked for facts of treatment (a fact witness) or for an opinion you did not form through an evaluation?',
      'What consent and authorisation apply to anything you provide?',
      'Whether to decline the forensic role and recommend an independent evaluator',
    ],
    stakes: 'the treatment relationship, the fairness of the legal process, and complaints that commonly arise in custody and court matters',
  },
  'workplace-policy': {
    weighing: 'a conflict between an employer’s policy or instruction and your professional obligations',
    principles: [
      'Fidelity to clients vs. commitments to the employer.',
      'Justice: policies should serve clients, and advocating to change a harmful one is part of professional responsibility.',
      'Nonmaleficence: following a policy that harms a client is not a defence under most codes.',
    ],
    values: [
      'Job security and team relationships vs. professional standards',
      'Following the chain of command vs. acting on your own judgment',
      'Institutional efficiency vs. individual client need',
    ],
    decisions: [
      'What exactly does the policy or instruction require, and where does it conflict with your code?',
      'Whom do you raise it with, in what order, and in writing?',
      'What will you do for this client while the conflict is being resolved?',
    ],
    stakes: 'your client’s care, your employment, and your professional standing',
  },
};

/** For a dilemma in which the engine found no specific ethical issue (a routine practice question). */
export const GENERAL_INSIGHT: IssueInsight = {
  weighing: 'a practice question that does not, on the facts given, raise a specific ethical or legal duty',
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
};

export function insightFor(id: IssueCategoryId): IssueInsight {
  return ISSUE_INSIGHTS[id];
}
