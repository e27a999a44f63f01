/** Cultural context and diversity in the work. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const culturalDiversity: CategoryDefinition = {
  id: 'cultural-diversity',
  subject: 'the cultural question',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 3 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'cultural meaning and difference in the work',
    question: () => 'how the client’s cultural context changes what the ethical choice means, and what you need to learn to respond well',
    tension: 'the standard professional frame versus the client’s cultural norms and meanings',
    principles: ['justice', 'autonomy', 'beneficence', 'fidelity'],
    pathways: () => [
      path(
        'Ask the client about the cultural meaning and adapt your response within your code',
        'Culturally responsive practice treats the client as the expert on their own culture.',
        70,
        10,
        true,
      ),
      path('Consult someone familiar with the culture', 'Fills gaps in your knowledge.', 60, 15),
      path('Apply your usual rule without adaptation', 'Can be experienced as dismissive or harmful.', 30, 40),
    ],
    mitigations: () => [mitigate('Cultural consultation', 'Improves understanding', 'Seek consultation or reading on the culture involved.', 'This month')],
    actions: () => ['Ask the client what this means in their culture', 'Consult where you lack knowledge', 'Adapt your response and record why'],
    monitoring: ['Check in with the client about how the response landed'],
    development: ['Multicultural counselling training'],
    documentation: ['The cultural considerations and how they shaped your decision'],
    clientHarm: {
      mechanism: 'A culturally uninformed response can feel disrespectful and rupture trust',
      atStake: 'The client’s sense of being understood',
    },
  },
  insight: {
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
  impact: {
    distress: 3,
    emotional: 'Uncertainty about another culture’s norms brings humility and some anxiety about getting it wrong.',
    identity: 'It invites you to examine the assumptions in your training.',
    relational: 'Cultural missteps can affect trust; cultural humility builds it.',
    legal: null,
    impacts: ['Worry about causing offence', 'Curiosity and learning'],
    values: ['Respect for difference', 'Fairness'],
    feelings: ['humility', 'uncertainty'],
  },
  conversation: () => ({
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
  options: [
    option('Learn from your client and a cultural consultant, then adapt', 'Strong', 'Strong', 'Culturally responsive practice.'),
    option('Apply your standard approach with a brief acknowledgment', 'Partial', 'Partial', 'May miss what matters to your client.'),
    option('Apply your standard approach unchanged', 'Weak', 'Partial', 'Risks misunderstanding and harm.'),
  ],
  timeline: () => ({
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
  situation: { about: 'client', clause: () => 'comes from a cultural context that shapes what the right response is' },
  stakeholders: {
    message: "ask how their family and community see the situation, and adapt what you propose with them",
    parties: [],
  },
  coping: 'Seek a cultural consultant or a colleague from your client’s community',
  success: ['The client says the approach fits them and their community', 'You sought cultural consultation where you needed it'],
  pulls: "the habits of your own training and culture, and worry about causing offence",
  standardOfCare: "Culturally responsive practice: learning the client’s own understanding, consultation where your knowledge is thin, and an approach adapted with the client.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
