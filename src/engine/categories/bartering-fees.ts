/** Fees, payment and bartering. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const barteringFees: CategoryDefinition = {
  id: 'bartering-fees',
  subject: 'the fee arrangement',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'boundary',
    points: 3,
    severe: { pattern: /collection|small claims|\bsue\b|sued|suing|lawsuit|credit (?:bureau|report)|owes? (?:me |us |the practice )?(?:over |more than )?\$\s?\d{4,}|business|invest/i, points: 4, label: 'A fee dispute heading to collections or court, or a business arrangement' },
  },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'fees, payment or bartering',
    question: () => 'whether the fee arrangement is fair to the client, clearly agreed and free of exploitation, and what the code allows',
    tension: 'access to care for a client with limited means versus fairness, clarity and the risk of exploitation',
    principles: ['justice', 'beneficence', 'nonmaleficence', 'fidelity'],
    pathways: () => [
      path(
        'Offer an agreed reduced fee or sliding scale in writing',
        'Keeps access to care without the complications of bartering.',
        70,
        10,
        true,
      ),
      path(
        'Barter only if the client asks, it is not exploitative and it is common in your community, with a written agreement',
        'Codes allow bartering under those conditions; it still needs careful documentation.',
        50,
        25,
      ),
      path('Refer to a lower-cost service', 'Protects access when you cannot adjust your fee; plan the transfer carefully.', 55, 20),
    ],
    mitigations: () => [
      mitigate('Written financial agreement', 'Prevents misunderstandings and disputes', 'Put the fee, what it covers and how it will be reviewed in writing.', 'Before the next session'),
    ],
    actions: () => ['Discuss the client’s financial situation openly', 'Agree an arrangement and put it in writing', 'Check the arrangement against your code'],
    monitoring: ['Review the arrangement regularly so it stays fair'],
    development: ['Review of your code’s standards on fees and bartering'],
    documentation: ['The agreed arrangement and how it was reached'],
    clientHarm: {
      mechanism: 'An unclear or exploitative arrangement can create obligation and resentment',
      atStake: 'The client’s access to care and the fairness of the relationship',
    },
  },
  insight: {
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
  impact: {
    distress: 3,
    emotional: 'Money questions bring discomfort, especially with a client who is struggling.',
    identity: 'Wanting to help may pull against keeping a clear business frame.',
    relational: 'A dispute over value could strain the relationship.',
    legal: null,
    impacts: ['Discomfort discussing money', 'Worry about appearing exploitative'],
    values: ['Access to care', 'Fairness'],
    feelings: ['compassion', 'discomfort'],
  },
  conversation: () => ({
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
  options: [
    option('Offer a sliding fee or payment plan instead', 'Strong', 'Strong', 'Keeps access to care without the risks of barter.'),
    option('Agree a written, fair barter that meets your code’s conditions', 'Partial', 'Strong', 'Allowed by some codes only in limited circumstances.'),
    option('Agree an informal exchange', 'Weak', 'Partial', 'Disputes over value can damage the relationship.'),
  ],
  timeline: () => ({
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
  situation: { about: 'client', clause: (r) => withQuote(r, 'bartering-fees', 'has raised a question about fees, payment or bartering') },
  stakeholders: {
    message: "talk openly about what they can afford and the options, including a sliding fee or a referral, before any informal arrangement",
    parties: [],
  },
  coping: null,
  success: ['The client kept access to care through a fair, written arrangement or an alternative', 'Fees and any exchange are documented and reviewed'],
  pulls: "wanting the client to keep access to care, and discomfort talking about money",
  standardOfCare: "Fees agreed in advance and in writing; bartering only where the code’s conditions are met, on fair terms, and documented.",
  codeDivergence: {
    topic: 'bartering',
    sections: [
      ['ACA', 'A.10.e'],
      ['NASW', '1.13(b)'],
      ['APA', '6.05'],
      ['AAMFT', '8.5'],
    ],
  },
  framework: null,
  licensingBoard: null,
};
