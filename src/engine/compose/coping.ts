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
import { impactsOf } from './issues';
import { pick, rotate } from './prose';
import { cleanCitations, codeCitation, has, readingOf } from './reading';

/** Reflective practice in the language of each orientation, turned on what this dilemma is about. */
const REFLECTIVE_PRACTICE: Record<TheoreticalOrientation, (subject: string) => string[]> = {
  cbt: (subject) => [
    `Write a brief thought record on your own reaction to ${subject}: the situation, the automatic thought (“I should have seen this coming”), the evidence for and against, a balanced thought`,
    `Notice catastrophic predictions about how ${subject} will turn out and test them with your supervisor`,
  ],
  psychodynamic: (subject) => [
    `Reflect on your countertransference: what this client and ${subject} evoke in you, and what that may say about the relationship`,
    'Bring the enactment, if there is one, to supervision or your own therapy',
  ],
  humanistic: (subject) => [
    `Offer yourself the same unconditional positive regard you offer clients while you work through ${subject}`,
    `Check that your response to ${subject} is congruent: what you say and what you feel should not be far apart`,
  ],
  'family-systems': (subject) => [
    `Map where you sit in the system around this client and ${subject}, and which pulls you are responding to`,
    `Notice any parallel between ${subject} and patterns in your own family of origin`,
  ],
  dbt: (subject) => [
    `Use distress tolerance skills (paced breathing, a brief change of temperature) before a hard conversation about ${subject}`,
    `Hold the dialectic: you can accept your uncertainty about ${subject} and still act on your best judgment`,
  ],
  act: (subject) => [
    `Name the value you want your decision about ${subject} to serve, and let that guide the next step`,
    'Notice difficult thoughts as thoughts (“I’m having the thought that I’ll get this wrong”) and make room for them',
  ],
  'solution-focused': (subject) => [
    `Ask yourself the scaling question: how confident are you in your plan for ${subject}, 0–10, and what would move it up one point?`,
    'Recall a past dilemma you handled well, and what you did that worked',
  ],
  integrative: (subject) => [
    `Combine a quick cognitive check on your assumptions about ${subject} with attention to what the relationship is asking of you`,
    `Write a short reflective note on ${subject}: facts, feelings, options, and what you will take to consultation`,
  ],
  other: (subject) => [
    `Use the reflective tools of your own framework to examine your reactions to ${subject} before you act`,
    `Write a short reflective note on ${subject}: facts, feelings, options, and what you will take to consultation`,
  ],
};

function genericReflection(subject: string): string[] {
  return [
    `Write a short reflective note on ${subject}: the facts, your feelings, the options, and what you will take to consultation`,
    `Ask what you would tell a colleague facing ${subject}, and whether you can take that advice yourself`,
  ];
}

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
  const about = phrase ? ` (“${phrase}”)` : '';
  const subject = r.subject;
  const feelings = impactsOf(r, 1)[0]?.feelings ?? [];
  const immediate = [
    urgent
      ? `Before you act on ${subject}, take five minutes to write down the facts${about}, the options and what you have decided so far`
      : `Set aside twenty minutes to think through ${subject}${about} before your next session, rather than deciding in the moment`,
    `Slow your breathing for a minute before the ${urgent ? 'first call' : 'conversation'} about ${subject}`,
    urgent ? `Decide whom you will call first about ${subject}, and call them today` : `Jot down the one question about ${subject} you most want answered`,
    when && has(r, 'duty-to-protect', 'suicide-risk') ? `Plan your steps against the stated time frame (“${when}”), so the clock does not decide for you` : null,
  ].filter((i): i is string => i !== null);

  const professional = [
    supervisor ? `Talk ${subject} through with your supervisor (${supervisor}) and note what was advised` : `Talk ${subject} through with your supervisor or a trusted senior colleague and note what was advised`,
    desk ? `Use ${desk} for questions about how the ${code.name} applies to ${subject}` : `Use your professional association’s ethics resources for questions about how the ${code.name} applies to ${subject}`,
    beginner ? `Ask for an extra supervision slot while ${subject} is active; it is a reasonable request early in a career` : `Bring ${subject} to your peer consultation group, de-identified`,
    ...r.categories
      .slice(0, 3)
      .map((id) => CATEGORIES[id].coping)
      .filter((s): s is string => s !== null),
  ];

  const selfCare = rotate(r, [
    `Protect sleep and one restorative activity this week${feelings[0] ? `; ${feelings[0]} about ${subject} is harder to carry when you are depleted` : ''}`,
    `Set a boundary around thinking about ${subject} outside work; write it down and leave it at the office`,
    `Spend time with people who restore you, without needing to talk about ${subject}`,
    `Notice signs of strain (irritability, poor sleep, dread before sessions) while ${subject} is unresolved, and treat them as a signal to get support`,
  ]);

  const orientation = r.u.theoreticalOrientation;
  const reflective = orientation ? REFLECTIVE_PRACTICE[orientation](subject) : genericReflection(subject);
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
        // With no orientation the generic lines are already there: the colleague question is added once.
        strategies: clean([...new Set([...reflective, ...genericReflection(subject).slice(1)])]),
      },
    },
    immediate_coping: clean([
      `Pause and name what you are feeling about ${subject}${feelings.length > 0 ? ` (${feelings.slice(0, 2).join(' and ')} are common)` : ''}; it is information, not a verdict`,
      ...immediate.slice(0, 2),
      urgent ? `You do not have to decide about ${subject} alone: consultation is available today` : `There is time to think about ${subject} and consult before you decide`,
    ]),
    citations,
  };
}
