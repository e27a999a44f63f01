/** A conflict between workplace policy and the practitioner's code. */
import { path, mitigate, option, withQuote } from './define';
import type { CategoryDefinition } from './types';

export const workplacePolicy: CategoryDefinition = {
  id: 'workplace-policy',
  subject: 'the policy conflict',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 3 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'a conflict between workplace policy and your professional ethics',
    question: () => 'how to meet your ethical obligations when an employer policy or instruction pulls the other way, and how to raise it inside the organisation',
    tension: 'loyalty to the employer versus your code and client welfare',
    principles: ['fidelity', 'justice', 'nonmaleficence', 'veracity'],
    pathways: () => [
      path(
        'Raise the conflict in writing through the proper channel and propose a solution that meets the code',
        'Codes ask you to work to change policies that conflict with ethics.',
        65,
        15,
        true,
      ),
      path('Follow the policy while documenting your concern', 'Keeps you employed but may not protect clients.', 40, 35),
      path('Ignore the policy on your own', 'Risks discipline and leaves the problem in place.', 25, 45),
    ],
    mitigations: () => [mitigate('Written concern', 'Creates a record and invites a solution', 'Send a factual memo to your supervisor or compliance officer.', 'This week')],
    actions: () => ['Identify exactly where the policy and your code conflict', 'Raise it in writing through the proper channel', 'Consult outside the agency if needed'],
    monitoring: ['Follow the organisation’s response'],
    development: ['Review of your code on obligations to employers'],
    documentation: ['The conflict and your communications'],
    clientHarm: { mechanism: 'Policies that conflict with ethics can compromise care', atStake: 'Client welfare within the organisation' },
  },
  insight: {
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
  impact: {
    distress: 5,
    emotional: 'A conflict with your employer brings frustration and worry about your job.',
    identity: 'Your professional code may pull against your role as an employee.',
    relational: 'Relationships with managers and colleagues may be strained.',
    legal: null,
    impacts: ['Worry about job security', 'Frustration with the organisation'],
    values: ['Loyalty to your employer', 'Professional standards'],
    feelings: ['frustration', 'worry'],
  },
  conversation: () => ({
    starters: [
      'With your supervisor or manager: “I want to raise a concern about how this policy affects a client, and find a way forward that fits our obligations.”',
      'In writing: “I’m documenting my concern that the instruction conflicts with my professional code, and I’m asking for guidance.”',
    ],
    responses: [
      'If told to comply anyway: “I understand the policy. I need to follow my code here, and I’d like us to take this to the next level together.”',
      'With your client: “Our agency has some rules about this. I want to be open with you about them and what I can do within them.”',
    ],
    messages: ['Client welfare and professional standards come first.', 'Raising concerns through the proper channels protects everyone.'],
    followUps: ['Keep a written record of your concern and the organisation’s response.', 'Seek guidance from your professional association if the conflict persists.'],
  }),
  options: [
    option('Raise the conflict in writing and seek resolution', 'Strong', 'Strong', 'Professional responsibility through proper channels.'),
    option('Comply while advocating for change', 'Partial', 'Partial', 'Acceptable only if compliance does not harm your client.'),
    option('Comply silently', 'Weak', 'Weak', 'Following a policy is not a defence under most codes.'),
  ],
  timeline: () => ({
    now: ['Clarify what the policy or instruction requires'],
    soon: ['Raise the conflict in writing with your supervisor or manager'],
    week: ['Escalate through the organisation if unresolved'],
    ongoing: ['Advocate for policy change if it harms clients'],
    act: {
      title: 'Raise the conflict through the organisation',
      description: 'You document the conflict and seek a resolution consistent with your code.',
      benefits: ['Client welfare is protected', 'Your professional standing is protected'],
      harms: ['Tension with your employer'],
    },
    wait: {
      title: 'Comply silently',
      description: 'You follow the policy without raising the conflict.',
      benefits: ['No conflict'],
      harms: ['Your client may be harmed', 'Following a policy is not a defence under your code'],
    },
  }),
  situation: { about: 'practice', clause: (r) => withQuote(r, 'workplace-policy', 'an instruction or policy at work conflicts with what I believe my code requires') },
  stakeholders: {
    message: "be open about the agency’s rules and what you can do for them within them",
    parties: ['agency'],
  },
  coping: null,
  success: ['The conflict was raised in writing through the proper channel', 'The client’s care did not suffer while it was resolved'],
  pulls: "job security and loyalty to the agency",
  standardOfCare: "Raising the conflict through the organisation in writing, proposing a solution consistent with the code, and never letting a policy override client welfare.",
  codeDivergence: null,
  framework: null,
  licensingBoard: null,
};
