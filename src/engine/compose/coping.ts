/**
 * Coping strategies (spec-2 §2 "Impact assessment" coping cards, §7
 * `generate-coping-strategies`): groups of strategies (immediate, professional support,
 * self-care, reflective practice) and a short immediate-coping list, fitted to the issues, the
 * risk level, the experience level and the theoretical orientation.
 */
import type { CopingResponse } from '../../shared/api/sections';
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { TheoreticalOrientation } from '../../shared/domain/profile-options';
import { codeSectionsFor, codesForRole, getCode } from '../knowledge-base';
import { categoryIds, hasCategory, pick, rotate, type AnalysisContext } from './context';
import { codeCitation, evidenceFor, timelinePhrase } from './text/dilemma-facts';
import { citationAllowed, hygieneScope, isHygienic } from './text/scope-hygiene';

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

/** Issue-specific additions to the professional support group. */
const ISSUE_SUPPORT: Partial<Record<IssueCategoryId, string>> = {
  'duty-to-protect': 'Call your liability insurer’s risk-management line before or as you act; most offer same-day advice',
  'suicide-risk': 'Debrief with a colleague after any crisis contact, even if it went well',
  'child-abuse-reporting': 'Ask the intake worker what to expect next, so you can prepare the family and yourself',
  'elder-abuse-reporting': 'Ask the protective services worker what to expect next, so you can prepare your client',
  'records-legal-process': 'Speak with an attorney (yours, or through your liability insurer) before responding',
  'forensic-role': 'Speak with an attorney or your liability insurer before giving any testimony',
  'colleague-conduct': 'Talk the situation through confidentially with a trusted peer outside your workplace',
  'practitioner-impairment': 'Contact your own therapist, an employee assistance programme or a colleague-assistance programme',
  'sexual-boundaries': 'Take the feelings to a supervisor or your own therapist promptly; shame is what keeps people from seeking help',
  'values-conflict': 'Arrange consultation with someone who does not share your values, to test your reasoning',
  'cultural-diversity': 'Seek a cultural consultant or a colleague from your client’s community',
  'billing-insurance': 'Ask your compliance officer, or your association’s practice resources, for guidance in writing',
};

export function composeCoping(ctx: AnalysisContext): CopingResponse {
  const scope = hygieneScope(ctx);
  const clean = (items: string[]) => items.filter((item) => isHygienic(item, scope)).slice(0, 10);
  const code = getCode(codesForRole(ctx.understanding.role).primary);
  const desk = code.ethicsConsultation?.name;
  const urgent = ctx.risk.level === 'HIGH' || ctx.risk.level === 'CRITICAL';
  const when = timelinePhrase(ctx);
  const beginner = ctx.understanding.experienceLevel === 'beginning';
  const supervisor = ctx.input.supervisorContact?.name?.trim();

  const main = categoryIds(ctx)[0];
  const phrase = main ? evidenceFor(ctx, main, 1)[0] : undefined;
  const about = phrase ? ` about “${phrase}”` : '';
  const immediate = [
    urgent
      ? `Before you act, take five minutes to write down the facts${about}, the options and what you have decided so far`
      : `Set aside twenty minutes to think through what happened${about} before your next session, rather than deciding in the moment`,
    'Slow your breathing for a minute before any difficult call or conversation',
    urgent ? 'Decide whom you will call first, and call them today' : 'Jot down the one question you most want answered',
    when && hasCategory(ctx, 'duty-to-protect', 'suicide-risk') ? `Plan your steps against the stated time frame (“${when}”), so the clock does not decide for you` : null,
  ].filter((i): i is string => i !== null);

  const professional = [
    supervisor ? `Talk it through with your supervisor (${supervisor}) and note what was advised` : 'Talk it through with your supervisor or a trusted senior colleague and note what was advised',
    desk ? `Use ${desk} for questions about the ${code.name}` : `Use your professional association’s ethics resources for questions about the ${code.name}`,
    beginner ? 'Ask for an extra supervision slot while this is active; it is a reasonable request early in a career' : 'Bring the case to your peer consultation group, de-identified',
    ...categoryIds(ctx)
      .slice(0, 3)
      .map((id) => ISSUE_SUPPORT[id])
      .filter((s): s is string => Boolean(s)),
  ];

  const selfCare = rotate(ctx, [
    'Protect sleep and one restorative activity this week, even briefly',
    'Set a boundary around thinking about the case outside work; write it down and leave it at the office',
    'Spend time with people who restore you, without needing to talk about work',
    'Notice signs of strain (irritability, poor sleep, dread before sessions) and treat them as a signal to get support',
  ]);

  const orientation = ctx.understanding.theoreticalOrientation;
  const reflective = orientation ? REFLECTIVE_PRACTICE[orientation] : GENERIC_REFLECTION;
  const groupTitles = pick(ctx, 'coping-titles', [
    { immediate: 'Immediate steps', professional: 'Professional support', self: 'Self-care', reflective: 'Reflective practice' },
    { immediate: 'Right now', professional: 'Consultation and support', self: 'Looking after yourself', reflective: 'Reflecting on your reactions' },
  ]);

  const impairment = codeSectionsFor(ctx.understanding.role, ['practitioner-impairment'])[0];
  const citations = impairment ? codeCitation(impairment.code, impairment.section).filter((c) => citationAllowed(c, scope)) : [];

  return {
    success: true,
    engine: 'built-in',
    strategies: {
      immediate: { title: groupTitles.immediate, strategies: clean(immediate) },
      professional_support: { title: groupTitles.professional, strategies: clean(professional) },
      self_care: { title: groupTitles.self, strategies: clean(selfCare) },
      reflective_practice: {
        title: `${groupTitles.reflective}${ctx.labels.orientation ? `: ${ctx.labels.orientation}` : ''}`,
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
