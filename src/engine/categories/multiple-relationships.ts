/** Multiple relationships with a client. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const multipleRelationships: CategoryDefinition = {
  id: 'multiple-relationships',
  subject: 'the dual relationship',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'boundary',
    points: 3,
    severe: { pattern: /business|hire|hiring|hired|employ|power|authority|contract|salary|director|boss|supervisor|signs? off|invest|profits|stake|co-?owner|(?:business|silent) partner/i, points: 4, label: 'A business, employment or power relationship alongside the professional one' },
  },
  stateLaw: [],
  legal: [],
  guidance: {
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
  insight: {
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
  impact: {
    distress: 4,
    emotional: 'Overlapping roles can bring awkwardness and a sense of being watched outside work.',
    identity: 'You may feel your professional and personal lives blur.',
    relational: 'Your client may feel closer to you, or exposed; your own friendships may be strained.',
    legal: null,
    impacts: ['Self-consciousness in community settings', 'Uncertainty about how to act when you meet'],
    values: ['Community belonging', 'Professional clarity'],
    feelings: ['awkwardness', 'ambivalence'],
  },
  conversation: () => ({
    starters: [
      'With your client: “We’re likely to run into each other outside of sessions. I’d like us to plan how we’ll handle that so it feels comfortable for you.”',
      'If someone asks you to take on a second role: “I appreciate the trust, but I need to keep my professional role separate to do right by everyone.”',
    ],
    responses: [
      'If your client is disappointed: “It’s not about you. Keeping our roles clear is how I protect what we do here.”',
      'If the overlap cannot be avoided: “Here’s how I’ll handle it: I won’t acknowledge you first in public, and we can talk here about anything that feels awkward.”',
    ],
    messages: ['Our professional relationship comes first.', 'You can always raise anything that feels uncomfortable about the overlap.'],
    followUps: ['Document the discussion, the safeguards agreed and any consultation.', 'Revisit the arrangement if the outside relationship changes.'],
  }),
  options: [
    option('Refer to another qualified practitioner', 'Strong', 'Partial', 'Avoids the overlap; weigh access to care in a small community.'),
    option('Continue with explicit safeguards, consent and documentation', 'Partial', 'Strong', 'Acceptable where the overlap is unavoidable and low-risk.'),
    option('Continue without addressing the overlap', 'Weak', 'Partial', 'Role confusion and a complaint become more likely.'),
  ],
  timeline: () => ({
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
  situation: { about: 'client', clause: (r) => withQuote(r, 'multiple-relationships', 'is someone I also have, or could have, a relationship with outside therapy') },
  stakeholders: {
    message: "name the overlap, explain how you will protect the therapy, and invite their view",
    parties: [],
  },
  coping: null,
  success: ['The overlap was ended or managed with written safeguards', 'The client’s care was not compromised'],
  pulls: "the benefits of the other relationship to you, and not wanting to seem rigid",
  standardOfCare: "Avoiding a second relationship that risks exploitation or impaired judgment; where it cannot be avoided, informed consent, safeguards, consultation and a record of the reasoning.",
  codeDivergence: {
    topic: 'multiple relationships',
    sections: [
      ['ACA', 'A.6.e'],
      ['APA', '3.05'],
      ['NASW', '1.06(c)'],
      ['AAMFT', '1.3'],
    ],
  },
  framework: null,
  licensingBoard: null,
};
