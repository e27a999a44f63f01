/** What may be shared about a client, and with whom. */
import { capitalise } from '../compose/prose';
import { dutyDisclosure, path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const confidentiality: CategoryDefinition = {
  id: 'confidentiality',
  subject: 'the disclosure question',
  screen: null,
  duty: null,
  confidentiality: 'guards',
  rubric: { domain: 'duty', points: 3 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a question of what you may share about a client, and with whom',
    question: (r) => {
      const duty = dutyDisclosure(r);
      return duty
        ? `how to ${duty} while sharing nothing beyond it, and how to tell ${r.client.the} what was shared and why so the trust in treatment survives`
        : r.signals.request
          ? `what, if anything, you may share without ${r.client.the}'s consent, and how to handle the request so the trust in treatment survives`
          : `what, if anything, you may share without ${r.client.the}'s consent, with whom, and how to raise it with ${r.client.the} so the trust in treatment survives`;
    },
    tension: 'the client’s privacy and trust versus the wishes or needs of other people',
    principles: ['fidelity', 'autonomy', 'nonmaleficence', 'veracity'],
    pathways: (r) => {
      const duty = dutyDisclosure(r);
      return [
        duty
          ? path(
              `${capitalise(duty)}, and share nothing beyond it without consent; tell the client what was shared and why`,
              `The duty is the legal exception to confidentiality under the ${r.codeName}; everything it does not require stays private.`,
              70,
              10,
              true,
            )
          : path(
              `Keep the information private unless your client authorises sharing or a law requires it; ${r.signals.request ? 'explore the request with the client' : 'ask the client first what they want shared, and with whom,'} and seek a signed authorization if sharing would help`,
              `Confidentiality is the default under the ${r.codeName}; the client decides about disclosures unless a legal exception applies.`,
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
      ];
    },
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
    actions: (r) => {
      const duty = dutyDisclosure(r);
      return duty
        ? [`Share nothing beyond what it takes to ${duty}`, 'Tell the client what was shared, with whom and why, as far as safety allows', 'Get a written authorization before sharing anything beyond it']
        : [
            'Check whether consent or a legal exception covers the disclosure before sharing anything',
            r.signals.request ? 'Talk with the client about the request and what they want shared' : 'Ask the client what they want shared, and with whom',
            'Get a written authorization before sharing anything the client agrees to',
          ];
    },
    monitoring: ['Check how the client feels about the handling of their information at the next sessions'],
    development: ['Review of HIPAA and your code’s confidentiality standards'],
    documentation: ['Any request received: who asked for what, and when', 'The client’s wishes and any authorization signed', 'What was shared, with whom and why'],
    clientHarm: {
      mechanism: 'An unexpected disclosure can damage trust, relationships and reputation',
      atStake: 'The client’s privacy and their willingness to speak openly in treatment',
    },
  },
  insight: {
    principles: [
      'Fidelity vs. beneficence: keeping what your client told you private vs. sharing it because it might help them or others.',
      'Autonomy: your client decides who learns about their treatment unless a clear legal exception applies.',
      'Veracity: being honest with your client about the limits of confidentiality before, not after, they matter.',
    ],
    values: [
      'Privacy and trust vs. the wishes of people who care about your client',
      'Openness with others involved in care vs. your client’s control over their information',
      'Minimal disclosure vs. being helpful to others involved in your client’s life',
    ],
    decisions: [
      'Is there a valid authorisation, or a specific legal exception, for this disclosure?',
      'If you disclose, what is the minimum necessary?',
      'How to raise the question with your client first',
      'What your informed-consent document already told your client about the limits of confidentiality',
    ],
    stakes: 'your client’s trust and willingness to stay in treatment, their privacy, and your compliance with your code and privacy law',
  },
  impact: {
    distress: 4,
    emotional: 'Deciding whether to share something your client told you in confidence creates tension between being helpful and being trustworthy.',
    identity: 'Confidentiality is central to your professional identity; a question about breaching it can feel like a test of it.',
    relational: 'The client relationship depends on your handling of their information; others in your client’s life may not understand what you cannot share.',
    legal: null,
    impacts: ['Discomfort at holding back from people who care about your client', 'Uncertainty about where the limits are'],
    values: ['Trustworthiness', 'Helpfulness to people who care about your client'],
    feelings: ['tension', 'uncertainty'],
  },
  // Only a request the understanding records is spoken of as one (docs/engine.md): a parent, a
  // partner or the practitioner's own wish to tell someone is not "someone has asked".
  conversation: (r) => ({
    starters: [
      dutyDisclosure(r) && !r.signals.request
        ? 'With your client: “If I ever need to tell someone something to keep people safe, I will tell you first what I am sharing, with whom and why.”'
        : r.signals.request
        ? 'With your client: “Someone has asked me for information about our work. Before I say anything to anyone, I want to know what you would want.”'
        : 'With your client: “Before I share anything about our work with anyone, I want to hear what you would want shared, and with whom.”',
      'With your client, before a disclosure that might come: “I want to remind you what stays between us and the few situations where I would have to share something, so nothing catches you by surprise.”',
    ],
    responses: [
      r.signals.request
        ? 'To the third party: “I can’t confirm or share anything about anyone I may or may not see without their written permission. If you give me your number, I can pass on that you called.”'
        : 'If someone else asks you about your client: “I can’t confirm or share anything about anyone I may or may not see without their written permission.”',
      'If your client agrees to a limited release: “Let’s decide together exactly what I can say and what stays private, and put that in writing.”',
    ],
    messages: ['What you tell me belongs to you.', 'I share only what you agree to, or the minimum the law requires, and I’ll tell you first whenever I can.'],
    followUps: [
      'Review the limits of confidentiality in your informed consent and update it if it no longer fits.',
      r.signals.request ? 'Document the request, your response and your client’s wishes.' : 'Document what you shared, if anything, with whom and why, and your client’s wishes.',
    ],
  }),
  options: [
    option('Share only what your client authorises or the law requires, and talk with them first', 'Strong', 'Strong', 'The default under every code and privacy law.'),
    option('Share a minimal, authorised summary', 'Strong', 'Partial', 'Helpful to others involved if your client agrees; keep it to the minimum.'),
    option('Share informally because it seems well meant', 'Weak', 'Partial', 'Feels helpful but breaches your client’s trust and the law.'),
  ],
  timeline: (r) => ({
    now: [
      dutyDisclosure(r) ? `Share nothing beyond what it takes to ${dutyDisclosure(r) ?? ''}` : 'Share only on a valid authorisation or a clear legal exception',
      'Check what your informed consent told your client about the limits of confidentiality',
    ],
    soon: [
      r.signals.request ? 'Discuss the request with your client and document their wishes' : 'Ask your client what they want shared, and with whom, and document their wishes',
      'If disclosure is authorised, limit it to the minimum necessary',
    ],
    week: ['Update your consent documents if they did not cover this situation'],
    ongoing: ['Revisit the limits of confidentiality with your client when circumstances change'],
    act: {
      title: 'Clarify and protect before sharing',
      description: 'You talk with your client first and share only what they authorise or the law requires.',
      benefits: ['Your client’s trust and control over their information are protected', 'You comply with your code and privacy law'],
      harms: [r.signals.request ? 'The person asking may be frustrated by the delay' : 'People close to your client may be frustrated by what you cannot share'],
    },
    wait: {
      title: 'Share informally to be helpful',
      description: r.signals.request ? 'You share information without authorisation because the request seems well meant.' : 'You share information without authorisation because it seems well meant.',
      benefits: [r.signals.request ? 'The third party gets what they asked for' : 'The people you tell feel included'],
      harms: ['Your client’s trust is damaged', 'You risk a privacy complaint or breach finding'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'confidentiality', 'is affected by a question of what I may share, and with whom') },
  stakeholders: {
    message: "ask what they want shared, explain what you may and may not disclose, and get any agreement in writing",
    parties: [],
  },
  coping: null,
  success: ['Nothing was disclosed without consent or a clear legal basis', 'The client knows what was shared, if anything, and why'],
  pulls: "the wish to be helpful to people who want to know, and anxiety about getting the law wrong",
  standardOfCare: "Disclosure only with the client’s informed, written authorization or where a law clearly requires or permits it, the minimum necessary, and a record of what was shared and why.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
