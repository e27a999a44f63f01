/** Boundary crossings: stepping outside the usual professional frame. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const boundaryCrossings: CategoryDefinition = {
  id: 'boundary-crossings',
  subject: 'the boundary crossing',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'boundary', points: 2 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a step outside the usual professional frame',
    question: () => 'whether the boundary crossing helps the client or risks sliding into a violation, and how to keep the frame safe',
    tension: 'warmth and flexibility that can help the client versus the drift from crossing to violation',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'justice'],
    pathways: () => [
      path(
        'Keep or restore the usual frame and discuss the request with the client',
        'Protects the client while treating the request as meaningful clinical material.',
        70,
        10,
        true,
      ),
      path(
        'Allow a limited, clinically justified crossing with documentation and consultation',
        'Some crossings help (attending a graduation, a home visit with a rationale); the reasoning must be clear.',
        55,
        20,
      ),
      path('Go along with it informally', 'Small crossings can build into a pattern that harms the client.', 25, 45),
    ],
    mitigations: () => [
      mitigate('Consult before crossing', 'Tests whether the crossing serves the client', 'Describe the crossing and its purpose to a supervisor or colleague.', 'Before acting'),
      mitigate('Document the rationale', 'Shows the crossing was deliberate and client-centred', 'Record why it helps, the risks and how you will review it.', 'Same day'),
    ],
    actions: () => ['Pause before acting on the request', 'Talk with the client about it', 'Consult and document your decision'],
    monitoring: ['Watch for further crossings building into a pattern'],
    development: ['Reading on boundary crossings and violations'],
    documentation: ['The request or crossing', 'Your clinical rationale', 'Consultation and the decision'],
    clientHarm: {
      mechanism: 'Gradual boundary drift can confuse the relationship and open the door to exploitation',
      atStake: 'The safety and clarity of the therapeutic relationship',
    },
  },
  insight: {
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
  impact: {
    distress: 3,
    emotional: 'A request to step outside the usual frame brings warmth and unease together.',
    identity: 'You may question where your professional role ends.',
    relational: 'How you respond shapes your client’s sense of being cared for.',
    legal: null,
    impacts: ['Second-guessing after the decision', 'Worry about how it would look to a reviewer'],
    values: ['Care and responsiveness', 'Clear roles'],
    feelings: ['warmth', 'unease'],
  },
  conversation: () => ({
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
  options: [
    option('Decline warmly and process it in session', 'Strong', 'Partial', 'Keeps the frame; your client may be disappointed.'),
    option('Accept a one-time crossing with a clear rationale, discussed and documented', 'Partial', 'Strong', 'Can be therapeutic when it serves your client and is recorded.'),
    option('Go along without reflection', 'Weak', 'Partial', 'The frame may blur over time.'),
  ],
  timeline: () => ({
    now: ['Consider whose needs the crossing serves and its likely meaning for your client'],
    soon: ['Discuss it with your client if you decide to go ahead, or decline warmly', 'Consult if you are unsure'],
    week: ['Document the rationale and your client’s response'],
    ongoing: ['Watch for a pattern of crossings'],
    act: {
      title: 'Decide deliberately and document',
      description: 'You make a considered decision, explain it to your client and record it.',
      benefits: ['The crossing, if any, stays therapeutic', 'Your reasoning is on record'],
      harms: ['Your client may feel let down by a refusal'],
    },
    wait: {
      title: 'Go along without reflection',
      description: 'You agree in the moment without thinking it through.',
      benefits: ['Your client feels accommodated'],
      harms: ['The frame may blur', 'A pattern can develop unnoticed'],
    },
  }),
  situation: { about: 'client', clause: (r) => withQuote(r, 'boundary-crossings', 'has asked me, or drawn me, to step outside the usual professional frame') },
  stakeholders: {
    message: "name the overlap, explain how you will protect the therapy, and invite their view",
    parties: [],
  },
  coping: null,
  success: ['The frame was restored or the crossing documented with a clinical rationale'],
  pulls: "the benefits of the other relationship to you, and not wanting to seem rigid",
  standardOfCare: "A crossing made only when it serves the client, discussed with them, and recorded with its clinical rationale.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
