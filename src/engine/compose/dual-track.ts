/**
 * Dual track analysis (spec-2 §2 "Dual track analysis", §7 `generate-dual-track-analysis`): the
 * professional track (code duties with sections, the state's law, federal rules, the standard of
 * care) beside the personal track (the values and feelings this situation tends to engage, read
 * through the practitioner's orientation and experience), where they conflict, how to integrate
 * them, a decision matrix rating each option on both tracks, and a synthesis. PRODUCT.md
 * "Disagreement shown, not hidden": where codes pull apart, the readings are set side by side.
 */
import type { DualTrackResponse } from '../../shared/api/sections';
import { CATEGORIES, type DecisionOption } from '../categories';
import { option } from '../categories/define';
import { codesForRole, dutyCoversSelfHarm, getCode } from '../knowledge-base';
import type { CodeId, CodeSection } from '../knowledge-base/types';
import type { Citation } from '../types';
import type { AnalysisContext } from './context';
import { isHygienic } from './hygiene';
import { impactsOf, insightsOf, optionsOf } from './issues';
import { ORIENTATION_NOTES } from './focus-lenses';
import { articled, clip, joinList, lowerFirst, pick, rotate } from './prose';
import {
  citationLabel,
  citationSummary,
  cleanCitations,
  codeCitation,
  findSection,
  has,
  isCodeCitation,
  isFederalCitation,
  isStateCitation,
  issueNouns,
  readingOf,
  type Reading,
} from './reading';

/** spec-2 decision matrix: three to five options. */
const MIN_OPTIONS = 3;

/** Options that fit any dilemma, used when the issue options leave the matrix short. */
const UNIVERSAL_OPTIONS: DecisionOption[] = [
  option('Consult before deciding, and document the consultation and your reasoning', 'Strong', 'Strong', 'Protective in every dilemma; it tests your reasoning without taking the decision from you.'),
  option('Decide alone and move on', 'Partial', 'Partial', 'Quicker, but leaves your reasoning untested and undocumented.'),
];

/** What the practitioner's stage of career asks of them, about this dilemma. */
const EXPERIENCE_REFLECTION: Record<'beginning' | 'developing' | 'experienced', (subject: string) => string> = {
  beginning: (subject) =>
    `Early in a career, the professional track on ${subject} can feel like a rulebook you are afraid to misread, and the personal track like feelings you should not have. Both belong in supervision: your reactions are data, and your supervisor shares responsibility for the case.`,
  developing: (subject) =>
    `At your stage you likely know the rules on ${subject}; the harder work is noticing when your own values or fatigue tilt how you apply them, and consultation on ${subject} is where that tilt becomes visible.`,
  experienced: (subject) =>
    `With experience, judgment on ${subject} becomes fast and often right; the risk is a decision made alone on habit. Explaining your reasoning to a peer keeps the professional and personal tracks honest.`,
};

const lower = lowerFirst;

function verifiedNote(section: CodeSection): string {
  return section.verified ? '' : ' (wording not yet confirmed: verify)';
}

function professionalTrack(r: Reading): { track: DualTrackResponse['professional_track']; citations: Citation[] } {
  const grounded = r.citations;
  const codes = grounded.filter(isCodeCitation).slice(0, 4);
  const federal = grounded.filter(isFederalCitation).slice(0, 3);
  const state = grounded.filter(isStateCitation).slice(0, 3);
  const citations: Citation[] = [...codes, ...federal, ...state];
  const sections: DualTrackResponse['professional_track']['sections'] = [];

  const codeLines = codes.map((c) => {
    const summary = citationSummary(r, c);
    return `${citationLabel(c)}${summary ? `: ${summary}` : ''}`;
  });
  sections.push({
    title: `Code duties: ${r.codeName}`,
    content: clip(
      codeLines.length > 0
        ? codeLines.join(' ')
        : `No specific standard of the ${r.codeName} is triggered on these facts; the general duties to act in your client’s interest, keep consent current and document still apply.`,
      2000,
    ),
  });

  const law = r.law;
  const lawLines: string[] = state.map((c) => {
    const summary = citationSummary(r, c);
    return `${c.section}${summary ? `: ${summary}` : ''}`;
  });
  if (has(r, 'duty-to-protect') || (has(r, 'suicide-risk') && dutyCoversSelfHarm(law))) {
    const { classifications } = law.dutyToProtect;
    const readings = [classifications.jaapl2014 ? `JAAPL 2014: ${classifications.jaapl2014}` : null, classifications.registry2026 ? `2026 registry: ${classifications.registry2026}` : null].filter(
      (reading): reading is string => reading !== null,
    );
    if (readings.length > 1) lawLines.push(`Published classifications of ${r.stateName}’s rule, side by side: ${readings.join('; ')}.`);
  }
  const board = law.licensingBoards[r.u.role];
  sections.push({
    title: `${r.stateName} law`,
    content: clip(
      lawLines.length > 0
        ? `${lawLines.join(' ')} Verify current law with an attorney or your licensing board before relying on it.`
        : `On these facts no ${r.stateName} statute imposes a specific duty; your practice is regulated by ${board ? `the ${board.name}${board.verified ? '' : ' (name not yet confirmed: verify)'}` : 'your state licensing board'}, and general confidentiality law still applies.`,
      2000,
    ),
  });

  if (federal.length > 0) {
    sections.push({
      title: 'Federal rules',
      content: clip(
        federal
          .map((c) => {
            const summary = citationSummary(r, c);
            return `${c.source} ${c.section} (${c.title})${summary ? `: ${summary}` : ''}`;
          })
          .join(' '),
        2000,
      ),
    });
  }

  const standards = r.categories.map((id) => CATEGORIES[id].standardOfCare);
  sections.push({
    title: 'Standard of care',
    content: `${standards.length > 0 ? `${standards.join(' ')} ` : ''}For ${r.subject}, as in every case: consult, act within your competence, and write a contemporaneous note of the facts, your reasoning and what you did.`,
  });

  const divergence = divergenceSection(r);
  if (divergence) {
    sections.push(divergence.section);
    citations.push(...divergence.citations);
  }

  const duties = issueNouns(r, 3);
  const analysis = duties.length
    ? `Professionally, this is a question of ${joinList(duties)} for ${articled(r.roleNoun)} in ${r.stateName}. ${
        codes.length > 0 ? `Your code speaks to it directly (${joinList(codes.slice(0, 3).map((c) => `${c.source} ${c.section}`))})` : 'Your code speaks to it in general terms'
      }${state.length > 0 ? `, and ${r.stateName} law adds ${joinList(state.map((c) => c.section))}` : ''}. The professional track asks what you must do about ${r.subject}, what you may do, and what a careful colleague would expect to see in your record.`
    : `Professionally, this is a routine question for ${articled(r.roleNoun)} in ${r.stateName}: no specific duty is triggered, and the ordinary obligations of consent, clarity and documentation apply.`;

  return {
    track: { analysis: clip(analysis, 3000), sections: sections.filter((s) => isHygienic(r.signals, s.content)) },
    citations: citations.filter((c) => isHygienic(r.signals, `${c.source} ${c.section} ${c.title}`)),
  };
}

/** The role's own codes side by side with the other codes that read the main issue differently. */
function divergenceSection(r: Reading): { section: { title: string; content: string }; citations: Citation[] } | null {
  const entry = r.categories.map((c) => CATEGORIES[c].codeDivergence).find((d) => d !== null);
  if (!entry) return null;
  const { primary, secondary } = codesForRole(r.u.role);
  const own = new Set<CodeId>([primary, ...secondary]);
  const ordered = [...entry.sections].sort(([a], [b]) => Number(!own.has(a)) - Number(!own.has(b)));
  const lines: string[] = [];
  const citations: Citation[] = [];
  for (const [code, number] of ordered) {
    const section = findSection(code, number);
    if (!section) continue;
    const line = `${code} ${section.section} (${section.title})${own.has(code) ? ', your code' : ''}: ${section.summary}${verifiedNote(section)}`;
    if (!isHygienic(r.signals, line)) continue;
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

function personalTrack(r: Reading): DualTrackResponse['personal_track'] {
  const ids = r.categories.slice(0, 3);
  const profiles = impactsOf(r, 3);
  const values = [...new Set(profiles.flatMap((p) => p.values))];
  const feelings = [...new Set(profiles.flatMap((p) => p.feelings))];
  const orientation = r.u.theoreticalOrientation;
  const label = r.orientation;
  const sections: DualTrackResponse['personal_track']['sections'] = [
    {
      title: 'Values this situation engages',
      content: `Practitioners facing ${r.subject} usually find several of their own values in play at once: ${joinList(rotate(r, values).map(lower))}. Which of these weighs most for you is worth naming before you decide about ${r.subject}.`,
    },
    {
      title: 'Feelings you may notice',
      content: `Common reactions include ${joinList(feelings)}. ${profiles[0]?.emotional ?? ''} None of these disqualifies your judgment on ${r.subject}; unexamined, they can steer it.`,
    },
    {
      title: label ? `Through your orientation: ${label}` : 'Through your theoretical orientation',
      content: orientation
        ? `${ORIENTATION_NOTES[orientation].charAt(0).toUpperCase()}${ORIENTATION_NOTES[orientation].slice(1)}. Applied to yourself, the same lens can show what ${r.subject} touches in you.`
        : `With no orientation set in your profile, use whatever model guides your work on your own reactions to ${r.subject}: what it means to you, and what it pulls you to do.`,
    },
    {
      title: `At your stage: ${r.experience}`,
      content: EXPERIENCE_REFLECTION[r.u.experienceLevel === 'beginning' || r.u.experienceLevel === 'experienced' ? r.u.experienceLevel : 'developing'](r.subject),
    },
  ];
  const phrase = ids[0] ? r.quotes(ids[0], 1)[0] : undefined;
  const analysis = `Personally, ${phrase ? `what you described (“${phrase}”)` : 'this situation'} is likely to engage ${joinList(values.slice(0, 3).map(lower))}, and feelings such as ${joinList(feelings.slice(0, 2))}. The personal track is not a competitor to your professional duties; it is the part of you that will carry out whatever you decide about ${r.subject}, and it deserves the same careful attention.`;
  return { analysis, sections: sections.filter((s) => isHygienic(r.signals, s.content)) };
}

export function composeDualTrack(ctx: AnalysisContext): DualTrackResponse {
  const r = readingOf(ctx);
  const ids = r.categories.slice(0, 3);
  const insights = insightsOf(r, 3);
  const professional = professionalTrack(r);
  const personal = personalTrack(r);

  const areas = [...new Set(insights.flatMap((i) => rotate(r, i.values)))].slice(0, 6);
  const conflict = `The points where the tracks pull apart: ${areas
    .slice(0, 2)
    .map((a) => lower(a))
    .join('; ')}. ${
    ids.length > 0
      ? `Where your code or the law is clear about ${r.subject}, the professional track sets the boundary and the personal track shapes how you carry it out; where the code leaves room, your values legitimately inform the choice.`
      : `Here the tracks barely conflict: the professional requirements for ${r.subject} are light, and your values can guide the details.`
  }`;

  const options = optionsOf(r, 3).slice(0, 5);
  const clean = (items: string[]) => items.filter((i) => isHygienic(r.signals, i));
  const usable = options.filter((option) => isHygienic(r.signals, `${option.option} ${option.notes}`));
  const padded = usable.length >= MIN_OPTIONS ? usable : [...usable, ...UNIVERSAL_OPTIONS].slice(0, MIN_OPTIONS);
  const matrix = padded.map((option) => ({
    option: option.option,
    professional_alignment: option.professional,
    personal_alignment: option.personal,
    notes: option.notes,
  }));
  // A duty in play (a threat, a suicide risk, a mandated report) sets the course: the synthesis
  // points to the main issue's own first option, not to a gentler row another issue rates higher.
  const strongest =
    (r.duties.length > 0 ? matrix.find((m) => m.option === options[0]?.option) : undefined) ??
    matrix.find((m) => m.professional_alignment === 'Strong' && m.personal_alignment === 'Strong') ??
    matrix.find((m) => m.professional_alignment === 'Strong');

  const question = r.question;
  const integration = [
    `Write down what your code requires about ${r.subject} and your personal reaction to it side by side before deciding`,
    `Take both tracks on ${r.subject} to supervision or consultation, not only the facts`,
    `Where the ${r.codeShort} is clear about ${r.subject}, follow it and let your values shape how you explain it to ${r.client.the}`,
    `Where the ${r.codeShort} leaves room, choose the option on ${r.subject} you could explain to ${r.client.the} and to a colleague`,
    `Plan some support for yourself after the decision on ${r.subject}, whichever option you choose`,
  ];
  const synthesis = [
    pick(r, 'synthesis-lead', [
      `Taken together, the two tracks point toward ${strongest ? `“${lower(strongest.option)}”` : 'a consulted, documented decision'} as the way through ${r.subject} that best satisfies both, though the ratings are a starting point for your own weighing.`,
      `Reading the matrix, ${strongest ? `“${lower(strongest.option)}”` : 'a consulted, documented decision'} aligns most closely with both your obligations and the values ${r.subject} engages; test that reading with your supervisor or a consultant.`,
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
      strategies: rotate(r, integration),
    },
    decision_matrix: matrix,
    synthesis: isHygienic(r.signals, synthesis) ? synthesis : 'This is consultation support for your judgment, not a decision made for you.',
    citations: cleanCitations(r.signals, professional.citations),
  };
}
