/** Gifts from clients. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const gifts: CategoryDefinition = {
  id: 'gifts',
  subject: 'the gift',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'boundary',
    points: 1.5,
    severe: { pattern: /\$\s?(?:[1-9]\d{2,}|\d{1,3}(?:,\d{3})+)|expensive|costly|lavish|jewel|necklace|bracelet|watch|tickets?|inherit|bequest|\bwill\b|cash|check|money/i, points: 4, label: 'A gift of significant value' },
  },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a gift from a client',
    question: () => 'whether accepting, declining or deferring the gift best serves the client, given its value, the client’s motive and the timing',
    tension: 'honouring the client’s gratitude and the relationship versus keeping clear boundaries and avoiding obligation',
    principles: ['beneficence', 'fidelity', 'nonmaleficence', 'justice'],
    pathways: (r) => [
      path(
        'Explore the meaning of the gift with the client, then decide on acceptance from its value and what it means clinically',
        `The ${r.codeName} asks you to weigh the relationship, the value, the client’s motivation and your own motivation; a token gift accepted thoughtfully can strengthen trust.`,
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
  insight: {
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
  impact: {
    distress: 2,
    emotional: 'A gift can bring warmth and gratitude, along with unease about what accepting or refusing means.',
    identity: 'You may wonder whether accepting makes you less professional, or refusing makes you cold.',
    relational: 'Your client may feel accepted or rejected depending on how you respond.',
    legal: null,
    impacts: ['Mild awkwardness at the moment of giving', 'Uncertainty about what your code allows'],
    values: ['Warmth and gratitude', 'Professional clarity'],
    feelings: ['touched', 'uncertain'],
  },
  conversation: () => ({
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
  options: [
    option('Accept a small gift graciously, explore its meaning and document', 'Strong', 'Strong', 'Often appropriate for a modest gift with a clear, benign meaning.'),
    option('Decline warmly with a brief explanation', 'Partial', 'Partial', 'Appropriate for valuable gifts or where policy forbids; can disappoint.'),
    option('Accept without reflection or a note', 'Partial', 'Strong', 'Comfortable in the moment; weak if a pattern develops.'),
  ],
  timeline: () => ({
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
  situation: { about: 'client', clause: (r) => withQuote(r, 'gifts', 'offered me a gift') },
  stakeholders: {
    message: "thank them sincerely and explore what the gift means to them before you decide",
    parties: [],
  },
  coping: null,
  success: ['The gift was discussed with the client and the decision recorded', 'The relationship stayed warm and the frame clear'],
  pulls: "not wanting to hurt the client’s feelings, and the pleasure of being appreciated",
  standardOfCare: "A considered decision about the gift’s value, timing and meaning, a conversation with the client where it helps the work, and a note of the gift and the reasoning.",
  codeDivergence: {
    topic: 'gifts from clients',
    sections: [
      ['ACA', 'A.10.f'],
      ['AAMFT', '3.9'],
      ['NASW', '1.06(a)'],
    ],
  },
  framework: null,
  licensingBoard: null,
};
