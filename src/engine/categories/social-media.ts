/** Social media, online contact and technology. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const socialMedia: CategoryDefinition = {
  id: 'social-media',
  subject: 'the online contact',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'boundary',
    points: 1.5,
    severe: { pattern: /review|yelp|posted|posting|dating|tinder|bumble|hinge/i, points: 3, label: 'Client information online, a public review or a dating app' },
  },
  stateLaw: [],
  legal: [],
  guidance: {
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
  insight: {
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
  impact: {
    distress: 2,
    emotional: 'An online contact can bring awkwardness and a sense of exposure.',
    identity: 'It raises how visible you want your personal life to be.',
    relational: 'Your client may feel rejected if you decline.',
    legal: null,
    impacts: ['Self-consciousness about your online presence'],
    values: ['Privacy', 'Warmth'],
    feelings: ['awkwardness', 'exposure'],
  },
  conversation: () => ({
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
  options: [
    option('Decline the online contact and explain your policy in session', 'Strong', 'Strong', 'Protects privacy and the frame.'),
    option('Ignore the request without discussing it', 'Partial', 'Partial', 'Avoids a conversation but may confuse your client.'),
    option('Accept the connection', 'Weak', 'Partial', 'Blurs the relationship and can reveal it to others.'),
  ],
  timeline: () => ({
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
  situation: { about: 'client', clause: (r) => withQuote(r, 'social-media', 'is affected by something sent or posted online') },
  stakeholders: {
    message: "explain kindly that you do not connect with clients online and why it protects their privacy",
    parties: ['community'],
  },
  coping: null,
  success: ['No online connection was made', 'The client understood your policy without feeling rejected'],
  pulls: "wanting to be liked, and the awkwardness of saying no",
  standardOfCare: "A written social media policy in the informed consent, applied the same way to every client, and no personal online connection with clients.",
  codeDivergence: {
    topic: 'personal online contact with clients',
    sections: [
      ['ACA', 'A.5.e'],
      ['NASW', '1.06(e)'],
    ],
  },
  framework: null,
  licensingBoard: null,
};
