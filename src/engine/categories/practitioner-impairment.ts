/** The practitioner's own capacity to practise safely. */
import { path, mitigate, option } from './define';
import type { CategoryDefinition } from './types';

export const practitionerImpairment: CategoryDefinition = {
  id: 'practitioner-impairment',
  subject: 'your own fitness to practice',
  screen: null,
  duty: null,
  confidentiality: null,
  rubric: { domain: 'professional', points: 4 },
  stateLaw: [],
  legal: [],
  guidance: {
    topic: 'your own capacity to practise safely',
    question: () => 'whether your current state is affecting your work with clients, and what adjustments, leave or coverage would protect them and you',
    tension: 'your commitment to clients versus your own wellbeing and fitness to practise',
    principles: ['nonmaleficence', 'beneficence', 'fidelity', 'justice'],
    pathways: () => [
      path(
        'Get consultation on your fitness to practise and reduce or pause your caseload with coverage arranged',
        'Protects clients from impaired care and gives you room to recover.',
        70,
        10,
        true,
      ),
      path('Continue with more support (supervision, personal therapy) and a lighter load', 'Can work if the impairment is mild and monitored.', 55, 25),
      path('Carry on as usual', 'Risks harm to clients and to you.', 15, 55),
    ],
    mitigations: () => [
      mitigate('Coverage plan', 'Keeps clients in care if you step back', 'Arrange a colleague to cover and tell clients in a planned way.', 'This week'),
      mitigate('Personal support', 'Addresses the cause', 'Seek your own therapy or medical care.', 'Now'),
    ],
    actions: () => ['Talk honestly with a supervisor or trusted colleague', 'Decide what adjustment to your caseload is needed', 'Arrange coverage for clients'],
    monitoring: ['Regular check-ins with a supervisor on your capacity'],
    development: ['Self-care and burnout prevention as ongoing practice'],
    documentation: ['Consultation sought', 'Adjustments made and client coverage'],
    clientHarm: {
      mechanism: 'Impaired attention or judgment can lead to missed risk or poor care',
      atStake: 'The quality and safety of care',
    },
  },
  insight: {
    principles: [
      'Nonmaleficence: impairment can harm clients before anyone notices.',
      'Beneficence toward self: seeking help is a professional responsibility, not a failure.',
      'Fidelity: your clients trust that you are able to attend to them fully.',
    ],
    values: [
      'Continuing to serve clients vs. taking time to recover',
      'Privacy about your own life vs. transparency with a supervisor',
      'Self-reliance vs. seeking help',
    ],
    decisions: [
      'Is your work currently affected, and how would you know?',
      'Who can you consult (supervisor, peer, your own therapist), and what adjustments to caseload or schedule are needed?',
      'Whether any clients need to be told or transferred, and how',
    ],
    stakes: 'client care, your own health, and your fitness to practise',
  },
  impact: {
    distress: 6,
    emotional: 'Recognising that you (or a colleague) may not be fully able to practise brings shame and fear.',
    identity: 'It challenges the image of the helper who is always well.',
    relational: 'Clients and colleagues may be affected; you may fear judgment.',
    legal: null,
    impacts: ['Exhaustion', 'Difficulty concentrating in sessions', 'Reluctance to tell anyone'],
    values: ['Self-care', 'Responsibility to clients'],
    feelings: ['shame', 'exhaustion', 'fear'],
  },
  conversation: () => ({
    starters: [
      'With your supervisor: “I’ve been struggling personally, and I want to talk about whether it’s affecting my work and what adjustments make sense.”',
      'With your clients, if you need time away: “I’ll be taking some time away for personal reasons. Here’s who will be available and how we’ll stay in touch.”',
    ],
    responses: [
      'If a client asks what is wrong: “Thank you for asking. I’m taking care of it, and I want our time to stay focused on you.”',
      'If a colleague raises concern with you: “Thank you for telling me. I’ll take it seriously and get support.”',
    ],
    messages: ['Taking care of yourself is a professional responsibility.', 'Your clients’ continuity of care can be protected while you recover.'],
    followUps: ['Arrange coverage and a plan for continuity with your supervisor.', 'Schedule your own support (therapy, peer support) and review your caseload regularly.'],
  }),
  options: [
    option('Seek support and adjust caseload now', 'Strong', 'Strong', 'Protects clients and you.'),
    option('Take a planned break with coverage arranged', 'Strong', 'Partial', 'Sometimes necessary; needs careful client transitions.'),
    option('Push through alone', 'Weak', 'Partial', 'Risks client care and your health.'),
  ],
  timeline: () => ({
    now: ['Honestly assess whether your work (or a colleague’s) is affected'],
    soon: ['Talk with your supervisor or a trusted peer', 'Arrange support for yourself'],
    week: ['Adjust caseload or schedule and arrange coverage if needed'],
    ongoing: ['Review fitness to practise regularly while recovering'],
    act: {
      title: 'Seek support and adjust now',
      description: 'You get help and adjust your work before clients are affected.',
      benefits: ['Clients are protected', 'You recover more quickly'],
      harms: ['Short-term disruption to your schedule'],
    },
    wait: {
      title: 'Push through alone',
      description: 'You continue as usual without support.',
      benefits: ['No one needs to know'],
      harms: ['Client care may suffer', 'Burnout may deepen'],
    },
  }),
  situation: { about: 'practice', clause: () => 'I am concerned about my own capacity to practise safely right now' },
  stakeholders: {
    message: "tell them, in plain terms, about any change to sessions and who will be available, without burdening them with your own situation",
    parties: [],
  },
  coping: 'Contact your own therapist, an employee assistance programme or a colleague-assistance programme',
  success: ['Your caseload matches your current capacity', 'Clients have coverage while you recover'],
  pulls: "your sense of duty to clients, which can hide how depleted you are",
  standardOfCare: "Monitoring your own fitness to practise, seeking help early, and adjusting or pausing work with coverage arranged when your capacity is affected.",
  codeDivergence: null,
  framework: null,
  licensingBoard: "what the rules expect of a licensee whose capacity to practise may be affected, and whether anything must be reported",
};
