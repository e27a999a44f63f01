/**
 * Coping strategies (spec-2 §2 "Impact assessment" coping cards, §7
 * `generate-coping-strategies`): groups of strategies (immediate, professional support,
 * self-care, reflective practice) and a short immediate-coping list, fitted to the issues, the
 * risk level, the experience level and the theoretical orientation.
 */
import type { CopingResponse } from '../../shared/api/sections';
import type { TheoreticalOrientation } from '../../shared/domain/profile-options';
import { CATEGORIES } from '../categories';
import { codeSectionsFor, getCode } from '../knowledge-base';
import type { AnalysisContext } from './context';
import { isHygienic } from './hygiene';
import { pick, rotate } from './prose';
import { cleanCitations, codeCitation, has, readingOf } from './reading';

const REFLECTIVE_PRACTICE: Record<TheoreticalOrientation, string[]> = {
  cbt: [
    'Write a brief thought record on your own reaction: the situation, the automatic thought (“I should have seen this coming”), the evidence for and against, a balanced thought',
    'Notice catastrophic predictions about the outcome and test them with your supervisor',
  ],
  psychodynamic: [
    'Reflect on your countertransference: what this client and situation evoke in you, and what that may say about the relationship',
    'Bring the enactment, if there is one, to supervision or your own therapy',
  ],
  humanistic: [
    'Offer yourself the same unconditional positive regard you offer clients while you work this through',
    'Check that your response is congruent: what you say and what you feel should not be far apart',
  ],
  'family-systems': [
    'Map where you sit in the system around this client, and which pulls you are responding to',
    'Notice any parallel between this situation and patterns in your own family of origin',
  ],
  dbt: [
    'Use distress tolerance skills (paced breathing, a brief change of temperature) before a hard conversation',
    'Hold the dialectic: you can accept your uncertainty and still act on your best judgment',
  ],
  act: [
    'Name the value you want this decision to serve, and let that guide the next step',
    'Notice difficult thoughts as thoughts (“I’m having the thought that I’ll get this wrong”) and make room for them',
  ],
  'solution-focused': [
    'Ask yourself the scaling question: how confident are you in your plan, 0–10, and what would move it up one point?',
    'Recall a past dilemma you handled well, and what you did that worked',
  ],
  integrative: [
    'Combine a quick cognitive check on your assumptions with attention to what the relationship is asking of you',
    'Write a short reflective note: facts, feelings, options, and what you will take to consultation',
  ],
  other: [
    'Use the reflective tools of your own framework to examine your reactions before you act',
    'Write a short reflective note: facts, feelings, options, and what you will take to consultation',
  ],
};

const GENERIC_REFLECTION = [
  'Write a short reflective note: the facts, your feelings, the options, and what you will take to consultation',
  'Ask what you would tell a colleague in the same position, and whether you can take that advice yourself',
];

export function composeCoping(ctx: AnalysisContext): CopingResponse {
  const r = readingOf(ctx);
  const clean = (items: string[]) => items.filter((item) => isHygienic(r.signals, item)).slice(0, 10);
  const code = getCode(r.codeId);
  const desk = code.ethicsConsultation?.name;
  // A clock, a duty or a danger not yet assessed all mean acting soon, whatever the score.
  const urgent = r.urgency.word === 'Immediate' || r.urgency.word === 'Urgent' || r.duties.length > 0 || r.pending.length > 0;
  const when = r.timeline;
  const beginner = r.u.experienceLevel === 'beginning';
  const supervisor = r.input.supervisorContact?.name?.trim();

  const main = r.categories[0];
  const phrase = main ? r.quotes(main, 1)[0] : undefined;
  const about = phrase ? ` about “${phrase}”` : '';
  const immediate = [
    urgent
      ? `Before you act, take five minutes to write down the facts${about}, the options and what you have decided so far`
      : `Set aside twenty minutes to think through what happened${about} before your next session, rather than deciding in the moment`,
    'Slow your breathing for a minute before any difficult call or conversation',
    urgent ? 'Decide whom you will call first, and call them today' : 'Jot down the one question you most want answered',
    when && has(r, 'duty-to-protect', 'suicide-risk') ? `Plan your steps against the stated time frame (“${when}”), so the clock does not decide for you` : null,
  ].filter((i): i is string => i !== null);

  const professional = [
    supervisor ? `Talk it through with your supervisor (${supervisor}) and note what was advised` : 'Talk it through with your supervisor or a trusted senior colleague and note what was advised',
    desk ? `Use ${desk} for questions about the ${code.name}` : `Use your professional association’s ethics resources for questions about the ${code.name}`,
    beginner ? 'Ask for an extra supervision slot while this is active; it is a reasonable request early in a career' : 'Bring the case to your peer consultation group, de-identified',
    ...r.categories
      .slice(0, 3)
      .map((id) => CATEGORIES[id].coping)
      .filter((s): s is string => s !== null),
  ];

  const selfCare = rotate(r, [
    'Protect sleep and one restorative activity this week, even briefly',
    'Set a boundary around thinking about the case outside work; write it down and leave it at the office',
    'Spend time with people who restore you, without needing to talk about work',
    'Notice signs of strain (irritability, poor sleep, dread before sessions) and treat them as a signal to get support',
  ]);

  const orientation = r.u.theoreticalOrientation;
  const reflective = orientation ? REFLECTIVE_PRACTICE[orientation] : GENERIC_REFLECTION;
  const groupTitles = pick(r, 'coping-titles', [
    { immediate: 'Immediate steps', professional: 'Professional support', self: 'Self-care', reflective: 'Reflective practice' },
    { immediate: 'Right now', professional: 'Consultation and support', self: 'Looking after yourself', reflective: 'Reflecting on your reactions' },
  ]);

  const impairment = codeSectionsFor(r.u.role, ['practitioner-impairment'])[0];
  const citations = cleanCitations(r.signals, impairment ? codeCitation(impairment.code, impairment.section) : []);

  return {
    success: true,
    engine: 'built-in',
    strategies: {
      immediate: { title: groupTitles.immediate, strategies: clean(immediate) },
      professional_support: { title: groupTitles.professional, strategies: clean(professional) },
      self_care: { title: groupTitles.self, strategies: clean(selfCare) },
      reflective_practice: {
        title: `${groupTitles.reflective}${r.orientation ? `: ${r.orientation}` : ''}`,
        strategies: clean([...reflective, ...GENERIC_REFLECTION.slice(1)]),
      },
    },
    immediate_coping: clean([
      'Pause and name what you are feeling; it is information, not a verdict',
      ...immediate.slice(0, 2),
      urgent ? 'You do not have to decide alone: consultation is available today' : 'There is time to think and consult before you decide',
    ]),
    citations,
  };
}
