/**
 * Dual track analysis (spec-2 §2 "Dual track analysis", §7 `generate-dual-track-analysis`): the
 * professional track (code duties with sections, the state's law, federal rules, the standard of
 * care) beside the personal track (the values and feelings this situation tends to engage, read
 * through the practitioner's orientation and experience), where they conflict, how to integrate
 * them, a decision matrix rating each option on both tracks, and a synthesis. PRODUCT.md
 * "Disagreement shown, not hidden": where codes pull apart, the readings are set side by side.
 */
import type { DualTrackResponse } from '../../shared/api/sections';
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { codesForRole, dutyCoversSelfHarm, getCode } from '../knowledge-base';
import type { CodeId, CodeSection } from '../knowledge-base/types';
import type { Citation } from '../types';
import { categoryIds, hasCategory, joinList, pick, rotate, type AnalysisContext } from './context';
import {
  categoryLabels,
  citationLabel,
  citationSummary,
  clip,
  codeCitation,
  evidenceFor,
  findSection,
  groundedCitations,
  isCodeCitation,
  isFederalCitation,
  isStateCitation,
  lawOf,
  practitionerQuestion,
  roleNoun,
  uniqueCitations,
} from './text/dilemma-facts';
import { DECISION_OPTIONS, GENERAL_OPTIONS, UNIVERSAL_OPTIONS } from './text/decision-options';
import { ORIENTATION_NOTES } from './text/focus-lenses';
import { GENERAL_INSIGHT, ISSUE_INSIGHTS } from './text/issue-insights';
import { GENERAL_IMPACT, IMPACT_PROFILES } from './text/practitioner-impact';
import { citationAllowed, hygieneScope, isHygienic } from './text/scope-hygiene';

/** spec-2 decision matrix: three to five options. */
const MIN_OPTIONS = 3;

/**
 * Where the codes themselves differ on an issue (domain-facts §0: waiting periods for former
 * clients, the wording of the harm threshold, bartering conditions). Each entry is a section the
 * knowledge base holds; the composer shows the role's own code first.
 */
const CODE_DIVERGENCE: Partial<Record<IssueCategoryId, { topic: string; sections: Array<[CodeId, string]> }>> = {
  'sexual-boundaries': {
    topic: 'romantic or sexual relationships with former clients',
    sections: [
      ['ACA', 'A.5.c'],
      ['APA', '10.08'],
      ['NASW', '1.09(c)'],
      ['AAMFT', '1.5'],
      ['APA-PSYCH', 'Section 2, Annotation 1'],
    ],
  },
  'duty-to-protect': {
    topic: 'the harm threshold for breaking confidentiality',
    sections: [
      ['ACA', 'B.2.a'],
      ['NASW', '1.07(c)'],
      ['APA', '4.05'],
    ],
  },
  'bartering-fees': {
    topic: 'bartering',
    sections: [
      ['ACA', 'A.10.e'],
      ['NASW', '1.13(b)'],
      ['APA', '6.05'],
      ['AAMFT', '8.5'],
    ],
  },
  gifts: {
    topic: 'gifts from clients',
    sections: [
      ['ACA', 'A.10.f'],
      ['AAMFT', '3.9'],
      ['NASW', '1.06(a)'],
    ],
  },
  'multiple-relationships': {
    topic: 'multiple relationships',
    sections: [
      ['ACA', 'A.6.e'],
      ['APA', '3.05'],
      ['NASW', '1.06(c)'],
      ['AAMFT', '1.3'],
    ],
  },
  'social-media': {
    topic: 'personal online contact with clients',
    sections: [
      ['ACA', 'A.5.e'],
      ['NASW', '1.06(e)'],
    ],
  },
};

/** The standard of care each issue is usually measured against, in plain terms. */
const STANDARD_OF_CARE: Partial<Record<IssueCategoryId, string>> = {
  'duty-to-protect': 'A documented violence risk assessment, consultation, and protective action proportionate to the threat.',
  'suicide-risk': 'A structured suicide risk assessment, a collaborative safety plan, lethal-means counselling and follow-up matched to the risk.',
  'child-abuse-reporting': 'A timely report on reasonable suspicion, a factual record of what was said or seen, and continued care for the child and family.',
  'elder-abuse-reporting': 'A timely report where the statute applies, attention to the adult’s capacity and wishes, and a factual record.',
  'records-legal-process': 'No release without valid authorisation or order, the minimum necessary, and advice before responding.',
  'minors-consent': 'Consent obtained from the person legally able to give it, and an information-sharing agreement made at the start.',
  'competence-scope': 'Practice within training, with supervision when developing a new area, and referral when needed.',
  'telehealth-jurisdiction': 'Authorisation to practise where the client is located, and an emergency plan for that location.',
  'termination-abandonment': 'Notice, a pre-termination discussion and referrals before ending services.',
  documentation: 'Contemporaneous, accurate records, with late entries marked as late.',
  'billing-insurance': 'Claims that match the service provided and the provider who provided it.',
};

const EXPERIENCE_REFLECTION: Record<string, string> = {
  beginning:
    'Early in a career, the professional track can feel like a rulebook you are afraid to misread, and the personal track like feelings you should not have. Both belong in supervision: your reactions are data, and your supervisor shares responsibility for the case.',
  developing:
    'At your stage you likely know the rules; the harder work is noticing when your own values or fatigue tilt how you apply them. Consultation is where that tilt becomes visible.',
  experienced:
    'With experience, judgment becomes fast and often right; the risk is a decision made alone on habit. Explaining your reasoning to a peer keeps the professional and personal tracks honest.',
};

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function verifiedNote(section: CodeSection): string {
  return section.verified ? '' : ' (wording not yet confirmed: verify)';
}

function professionalTrack(ctx: AnalysisContext): { track: DualTrackResponse['professional_track']; citations: Citation[] } {
  const scope = hygieneScope(ctx);
  const grounded = groundedCitations(ctx);
  const codes = grounded.filter(isCodeCitation).slice(0, 4);
  const federal = grounded.filter(isFederalCitation).slice(0, 3);
  const state = grounded.filter(isStateCitation).slice(0, 3);
  const citations: Citation[] = [...codes, ...federal, ...state];
  const sections: DualTrackResponse['professional_track']['sections'] = [];

  const codeLines = codes.map((c) => {
    const summary = citationSummary(ctx, c);
    return `${citationLabel(c)}${summary ? `: ${summary}` : ''}`;
  });
  sections.push({
    title: `Code duties: ${ctx.labels.primaryCode}`,
    content: clip(
      codeLines.length > 0
        ? codeLines.join(' ')
        : `No specific standard of the ${ctx.labels.primaryCode} is triggered on these facts; the general duties to act in your client’s interest, keep consent current and document still apply.`,
      2000,
    ),
  });

  const law = lawOf(ctx);
  const lawLines: string[] = state.map((c) => {
    const summary = citationSummary(ctx, c);
    return `${c.section}${summary ? `: ${summary}` : ''}`;
  });
  if (hasCategory(ctx, 'duty-to-protect') || (hasCategory(ctx, 'suicide-risk') && dutyCoversSelfHarm(law))) {
    const { classifications } = law.dutyToProtect;
    const readings = [classifications.jaapl2014 ? `JAAPL 2014: ${classifications.jaapl2014}` : null, classifications.registry2026 ? `2026 registry: ${classifications.registry2026}` : null].filter(
      (r): r is string => r !== null,
    );
    if (readings.length > 1) lawLines.push(`Published classifications of ${ctx.labels.state}’s rule, side by side: ${readings.join('; ')}.`);
  }
  const board = law.licensingBoards[ctx.understanding.role];
  sections.push({
    title: `${ctx.labels.state} law`,
    content: clip(
      lawLines.length > 0
        ? `${lawLines.join(' ')} Verify current law with an attorney or your licensing board before relying on it.`
        : `On these facts no ${ctx.labels.state} statute imposes a specific duty; your practice is regulated by ${board ? `the ${board.name}${board.verified ? '' : ' (name not yet confirmed: verify)'}` : 'your state licensing board'}, and general confidentiality law still applies.`,
      2000,
    ),
  });

  if (federal.length > 0) {
    sections.push({
      title: 'Federal rules',
      content: clip(
        federal
          .map((c) => {
            const summary = citationSummary(ctx, c);
            return `${c.source} ${c.section} (${c.title})${summary ? `: ${summary}` : ''}`;
          })
          .join(' '),
        2000,
      ),
    });
  }

  const standards = categoryIds(ctx)
    .map((id) => STANDARD_OF_CARE[id])
    .filter((s): s is string => Boolean(s));
  sections.push({
    title: 'Standard of care',
    content: `${standards.length > 0 ? `${standards.join(' ')} ` : ''}In every case: consult, act within your competence, and write a contemporaneous note of the facts, your reasoning and what you did.`,
  });

  const divergence = divergenceSection(ctx);
  if (divergence) {
    sections.push(divergence.section);
    citations.push(...divergence.citations);
  }

  const duties = categoryLabels(ctx, 3);
  const analysis = duties.length
    ? `Professionally, this is a question of ${joinList(duties)} for ${articled(roleNoun(ctx))} in ${ctx.labels.state}. ${
        codes.length > 0 ? `Your code speaks to it directly (${joinList(codes.slice(0, 3).map((c) => `${c.source} ${c.section}`))})` : 'Your code speaks to it in general terms'
      }${state.length > 0 ? `, and ${ctx.labels.state} law adds ${joinList(state.map((c) => c.section))}` : ''}. The professional track asks what you must do, what you may do, and what a careful colleague would expect to see in your record.`
    : `Professionally, this is a routine question for ${articled(roleNoun(ctx))} in ${ctx.labels.state}: no specific duty is triggered, and the ordinary obligations of consent, clarity and documentation apply.`;

  return {
    track: { analysis: clip(analysis, 3000), sections: sections.filter((s) => isHygienic(s.content, scope)) },
    citations: citations.filter((c) => citationAllowed(c, scope)),
  };
}

function articled(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The role's own codes side by side with the other codes that read the main issue differently. */
function divergenceSection(ctx: AnalysisContext): { section: { title: string; content: string }; citations: Citation[] } | null {
  const scope = hygieneScope(ctx);
  const id = categoryIds(ctx).find((c) => CODE_DIVERGENCE[c]);
  if (!id) return null;
  const entry = CODE_DIVERGENCE[id];
  if (!entry) return null;
  const { primary, secondary } = codesForRole(ctx.understanding.role);
  const own = new Set<CodeId>([primary, ...secondary]);
  const ordered = [...entry.sections].sort(([a], [b]) => Number(!own.has(a)) - Number(!own.has(b)));
  const lines: string[] = [];
  const citations: Citation[] = [];
  for (const [code, number] of ordered) {
    const section = findSection(code, number);
    if (!section) continue;
    const line = `${code} ${section.section} (${section.title})${own.has(code) ? ', your code' : ''}: ${section.summary}${verifiedNote(section)}`;
    if (!isHygienic(line, scope)) continue;
    lines.push(line);
    citations.push(...codeCitation(code, number));
  }
  if (lines.length < 2) return null;
  const dual = secondary.length > 0 ? ` You answer to more than one code (${joinList([primary, ...secondary].map((c) => getCode(c).name))}); where they differ, the stricter reading is the safer one.` : '';
  return {
    section: {
      title: 'Where the codes differ',
      content: clip(`On ${entry.topic}, the codes do not say the same thing.${dual} ${lines.join(' ')}`, 2000),
    },
    citations,
  };
}

function personalTrack(ctx: AnalysisContext): DualTrackResponse['personal_track'] {
  const ids = categoryIds(ctx).slice(0, 3);
  const profiles = ids.length > 0 ? ids.map((id) => IMPACT_PROFILES[id]) : [GENERAL_IMPACT];
  const values = [...new Set(profiles.flatMap((p) => p.values))];
  const feelings = [...new Set(profiles.flatMap((p) => p.feelings))];
  const orientation = ctx.understanding.theoreticalOrientation;
  const label = ctx.labels.orientation;
  const sections: DualTrackResponse['personal_track']['sections'] = [
    {
      title: 'Values this situation engages',
      content: `Practitioners facing this usually find several of their own values in play at once: ${joinList(rotate(ctx, values).map(lower))}. Which of these weighs most for you is worth naming before you decide.`,
    },
    {
      title: 'Feelings you may notice',
      content: `Common reactions include ${joinList(feelings)}. ${profiles[0]?.emotional ?? ''} None of these disqualifies your judgment; unexamined, they can steer it.`,
    },
    {
      title: label ? `Through your orientation: ${label}` : 'Through your theoretical orientation',
      content: orientation
        ? `${ORIENTATION_NOTES[orientation].charAt(0).toUpperCase()}${ORIENTATION_NOTES[orientation].slice(1)}. Applied to yourself, the same lens can show what this dilemma touches in you.`
        : 'No orientation is set in your profile. Whatever model guides your work, use it on your own reactions here: what the situation means to you, and what it pulls you to do.',
    },
    {
      title: `At your stage: ${ctx.labels.experience}`,
      content: EXPERIENCE_REFLECTION[ctx.understanding.experienceLevel] ?? EXPERIENCE_REFLECTION.developing ?? '',
    },
  ];
  const phrase = ids[0] ? evidenceFor(ctx, ids[0], 1)[0] : undefined;
  const analysis = `Personally, ${phrase ? `what you described (“${phrase}”)` : 'this situation'} is likely to engage ${joinList(values.slice(0, 3).map(lower))}, and feelings such as ${joinList(feelings.slice(0, 2))}. The personal track is not a competitor to your professional duties; it is the part of you that will carry out whatever you decide, and it deserves the same careful attention.`;
  const scope = hygieneScope(ctx);
  return { analysis, sections: sections.filter((s) => isHygienic(s.content, scope)) };
}

export function composeDualTrack(ctx: AnalysisContext): DualTrackResponse {
  const scope = hygieneScope(ctx);
  const ids = categoryIds(ctx).slice(0, 3);
  const insights = ids.length > 0 ? ids.map((id) => ISSUE_INSIGHTS[id]) : [GENERAL_INSIGHT];
  const professional = professionalTrack(ctx);
  const personal = personalTrack(ctx);

  const areas = [...new Set(insights.flatMap((i) => rotate(ctx, i.values)))].slice(0, 6);
  const conflict = `The points where the tracks pull apart: ${areas
    .slice(0, 2)
    .map((a) => lower(a))
    .join('; ')}. ${
    ids.length > 0
      ? 'Where your code or the law is clear, the professional track sets the boundary and the personal track shapes how you carry it out; where the code leaves room, your values legitimately inform the choice.'
      : 'Here the tracks barely conflict: the professional requirements are light, and your values can guide the details.'
  }`;

  const options = (ids.length > 0 ? ids.flatMap((id, index) => DECISION_OPTIONS[id].slice(0, index === 0 ? 3 : 1)) : GENERAL_OPTIONS).slice(0, 5);
  const clean = (items: string[]) => items.filter((i) => isHygienic(i, scope));
  const usable = options.filter((option) => isHygienic(`${option.option} ${option.notes}`, scope));
  const padded = usable.length >= MIN_OPTIONS ? usable : [...usable, ...UNIVERSAL_OPTIONS].slice(0, MIN_OPTIONS);
  const matrix = padded.map((option) => ({
    option: option.option,
    professional_alignment: option.professional,
    personal_alignment: option.personal,
    notes: option.notes,
  }));
  const strongest = matrix.find((m) => m.professional_alignment === 'Strong' && m.personal_alignment === 'Strong') ?? matrix.find((m) => m.professional_alignment === 'Strong');

  const question = practitionerQuestion(ctx);
  const integration = [
    'Write down the professional requirement and your personal reaction side by side before deciding',
    'Take both tracks to supervision or consultation, not only the facts',
    'Where the code is clear, follow it and let your values shape how you explain it to your client',
    'Where the code leaves room, choose the option you could explain to your client and to a colleague',
    'Plan some support for yourself after the decision, whichever option you choose',
  ];
  const synthesis = [
    pick(ctx, 'synthesis-lead', [
      `Taken together, the two tracks point toward ${strongest ? `“${lower(strongest.option)}”` : 'a consulted, documented decision'} as the option that best satisfies both, though the ratings are a starting point for your own weighing.`,
      `Reading the matrix, ${strongest ? `“${lower(strongest.option)}”` : 'a consulted, documented decision'} aligns most closely with both your obligations and the values this situation engages; test that reading with your supervisor or a consultant.`,
    ]),
    question ? `Take your own question (“${question}”) to consultation with this matrix in hand, and note the answer you reach and why.` : null,
    'This is consultation support for your judgment, not a decision made for you.',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    success: true,
    engine: 'built-in',
    professional_track: professional.track,
    personal_track: personal,
    conflict_analysis: { analysis: conflict, areas: clean(areas) },
    integration_strategies: {
      content: 'Integration means letting the professional track set the limits and the personal track inform the manner: how, when and with what care you act.',
      strategies: rotate(ctx, integration),
    },
    decision_matrix: matrix,
    synthesis: isHygienic(synthesis, scope) ? synthesis : 'This is consultation support for your judgment, not a decision made for you.',
    citations: uniqueCitations(professional.citations),
  };
}
