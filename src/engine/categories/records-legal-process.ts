/** Records, subpoenas, court orders and privilege. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const recordsLegalProcess: CategoryDefinition = {
  id: 'records-legal-process',
  subject: 'the request for records',
  screen: null,
  duty: null,
  confidentiality: 'guards',
  rubric: {
    domain: 'duty',
    points: 3.5,
    severe: { pattern: /subpoena|court|depos|attorney|lawyer|warrant|hearing/i, points: 4, label: 'Legal process under way (subpoena, court or attorney)' },
  },
  stateLaw: [],
  legal: ['records'],
  guidance: {
    topic: 'a demand for records or testimony',
    question: (r) =>
      r.signals.subpoena && !r.signals.courtOrder
        ? 'how to respond to a subpoena signed by an attorney rather than a judge, and how to assert privilege while meeting the deadline'
        : r.signals.courtOrder
          ? 'what the court order actually requires you to produce, and how to raise concerns about privilege or scope with the court'
          : 'how to respond to the records request lawfully while protecting privileged material',
    tension: 'the client’s privilege and privacy versus the legal process and your own exposure',
    principles: ['fidelity', 'autonomy', 'nonmaleficence', 'justice'],
    pathways: (r) => [
      path(
        r.signals.courtOrder ? 'Comply with the order as written, after asking counsel whether to seek a narrower scope or protective order' : 'Do not release anything yet: tell the client, get legal advice and assert privilege in writing',
        r.signals.courtOrder
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
  insight: {
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
  impact: {
    distress: 5,
    emotional: 'Legal process brings anxiety about doing something wrong in an unfamiliar arena.',
    identity: 'Being drawn into litigation can feel far from the clinical work you trained for.',
    relational: 'Your client may worry about what will be revealed; the treatment relationship can feel exposed.',
    legal: 'Releasing privileged material improperly, or ignoring valid process, both carry legal risk.',
    impacts: ['Anxiety about deadlines and legal language', 'Worry about what your notes will reveal'],
    values: ['Protecting your client’s privacy', 'Respect for the legal process'],
    feelings: ['anxiety', 'defensiveness'],
  },
  conversation: () => ({
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
  options: [
    option('Notify your client, take advice, and respond only on valid authorisation or order', 'Strong', 'Strong', 'Protects privilege while respecting the legal process.'),
    option('Object or ask the court to limit the request, on your client’s instructions', 'Strong', 'Strong', 'Appropriate when your client asserts privilege; usually through their attorney.'),
    option('Release the full record to end the pressure', 'Weak', 'Weak', 'Risks releasing privileged material your client has not waived.'),
  ],
  timeline: () => ({
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
  situation: { about: 'client', clause: (r) => (r.signals.courtOrder ? 'is the subject of a court order for records' : r.signals.subpoena ? 'has had their records subpoenaed' : 'is the subject of a request for records') },
  stakeholders: {
    message: "tell them about the request, explain that the privilege is theirs, and ask whether they or their attorney will object",
    parties: ['court'],
  },
  coping: 'Speak with an attorney (yours, or through your liability insurer) before responding',
  success: ['The response went out by the deadline, reviewed by counsel', 'Nothing privileged was released without authorization or an order'],
  pulls: "the wish to be helpful to the person asking, and anxiety about getting the law wrong",
  standardOfCare: 'No release without valid authorisation or order, the minimum necessary, and advice before responding.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
