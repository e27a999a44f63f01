/** Billing and insurance claims. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const billingInsurance: CategoryDefinition = {
  id: 'billing-insurance',
  subject: 'the insurance claim',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: {
    domain: 'professional',
    points: 4,
    severe: { pattern: /upcod|fraud|overbill|double[- ]bill|never|didn['’]t|did not|waiv|bill(?:ed|ing)? (?:it )?as|under (?:my |her |his |the |a )?supervisor|put (?:MDD|PTSD|GAD|a diagnosis)/i, points: 5, label: 'Billing that may misrepresent services' },
  },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'billing and insurance claims',
    question: () => 'whether the billing accurately reflects the service given, and how to correct anything that does not',
    tension: 'helping the client afford care versus honest billing',
    principles: ['veracity', 'justice', 'fidelity', 'nonmaleficence'],
    pathways: () => [
      path(
        'Bill only for what was provided, with an accurate diagnosis and code; correct past errors',
        'Honest billing protects the client, you and the payer.',
        75,
        10,
        true,
      ),
      path('Offer a reduced self-pay rate instead', 'Helps the client afford care without misrepresenting anything to the insurer.', 60, 15),
      path('Bill as requested', 'May be insurance fraud and expose you to legal and licensing action.', 10, 75),
    ],
    mitigations: () => [mitigate('Billing review', 'Finds and corrects errors', 'Review recent claims against your notes.', 'This month')],
    actions: () => ['Check the claims against your records', 'Correct any inaccurate claim', 'Talk with the client about affordable options'],
    monitoring: ['Periodic billing audits'],
    development: ['Training in coding and insurance ethics'],
    documentation: ['Services provided and billed', 'Any corrections made'],
    clientHarm: {
      mechanism: 'A false diagnosis on a claim follows the client; fraud exposure harms everyone',
      atStake: 'The client’s record and your integrity',
    },
  },
  insight: {
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
  impact: {
    distress: 5,
    emotional: 'Pressure to bill inaccurately brings anxiety and resentment.',
    identity: 'Your integrity is at stake.',
    relational: 'Tension with your employer, and possibly your client, about coverage.',
    legal: 'Inaccurate claims can bring fraud findings and licence action.',
    impacts: ['Anxiety about audits', 'Resentment of workplace pressure'],
    values: ['Honesty', 'Access to care for your client'],
    feelings: ['pressure', 'resentment'],
  },
  conversation: () => ({
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
  options: [
    option('Bill accurately and correct past errors with advice', 'Strong', 'Strong', 'Integrity and compliance.'),
    option('Look for a legitimate alternative that keeps your client covered', 'Strong', 'Strong', 'Access without misrepresentation.'),
    option('Submit the claim as requested', 'Weak', 'Weak', 'Risks fraud findings.'),
  ],
  timeline: () => ({
    now: ['Do not submit a claim you believe is inaccurate'],
    soon: ['Raise the issue in writing with your supervisor, employer or compliance officer', 'Review the claim against what was actually provided'],
    week: ['Correct any inaccurate claims already submitted, with advice'],
    ongoing: ['Keep documentation that matches billing'],
    act: {
      title: 'Bill accurately and correct errors',
      description: 'You bill what was provided and correct past errors with advice.',
      benefits: ['Compliance and integrity', 'Your licence is protected'],
      harms: ['Your client may face coverage limits', 'Tension with your employer'],
    },
    wait: {
      title: 'Go along with it',
      description: 'You submit the claim as asked.',
      benefits: ['No conflict now'],
      harms: ['A fraud finding and licence action become possible'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'billing-insurance', 'is affected by a question about billing or insurance claims') },
  stakeholders: {
    message: "be clear about what their insurance will and will not cover, and what you can offer instead",
    parties: ['insurer'],
  },
  coping: 'Ask your compliance officer, or your association’s practice resources, for guidance in writing',
  success: ['Claims match the services provided', 'Any errors were corrected in writing'],
  pulls: "wanting the client to afford care, and income pressure",
  standardOfCare: 'Claims that match the service provided and the provider who provided it.',
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
