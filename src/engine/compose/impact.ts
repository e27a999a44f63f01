/**
 * Impact on the practitioner (spec-2 §2 "Impact assessment", §7 `generate-impact-assessment`):
 * an overall assessment and three to six dimensions (emotional, professional identity, moral
 * distress, relational, legal exposure, self-care), each with its intensity, specific impacts
 * and a 0–10 moral distress level. The framing follows the experience level: a beginning
 * professional is pointed to supervision, an experienced one to the consultation experience can
 * tempt them to skip. PRODUCT.md: every regenerate really regenerates.
 */
import type { ImpactResponse } from '../../shared/api/sections';
import type { RiskLevel } from '../../shared/domain/risk';
import type { ImpactProfile } from '../categories';
import { codeSectionsFor } from '../knowledge-base';
import type { AnalysisContext } from './context';
import { isHygienic } from './hygiene';
import { impactsOf } from './issues';
import { joinList, pick, rotate } from './prose';
import { cleanCitations, codeCitation, isCodeCitation, issueNouns, readingOf, type Reading } from './reading';

type Intensity = ImpactResponse['dimensions'][string]['intensity_level'];

const INTENSITY_ORDER: readonly Intensity[] = ['Low', 'Moderate', 'High', 'Severe'];
const LEVEL_INTENSITY: Record<RiskLevel, number> = { LOW: 0, MODERATE: 1, HIGH: 2, CRITICAL: 3 };

function intensity(base: number, shift = 0): Intensity {
  const index = Math.max(0, Math.min(INTENSITY_ORDER.length - 1, base + shift));
  return INTENSITY_ORDER[index] ?? 'Low';
}

function profilesOf(r: Reading): ImpactProfile[] {
  return impactsOf(r, 3);
}

/** Moral distress: the main issue's base, raised by the risk level and by several issues at once. */
export function moralDistress(r: Reading, profiles: readonly ImpactProfile[]): number {
  const base = Math.max(...profiles.map((p) => p.distress));
  const risk = LEVEL_INTENSITY[r.risk.level];
  const several = profiles.length >= 2 ? 1 : 0;
  const beginner = r.u.experienceLevel === 'beginning' ? 1 : 0;
  return Math.max(0, Math.min(10, Math.round(base + risk * 0.7 + several + beginner - 1)));
}

function experienceNote(r: Reading): string {
  switch (r.u.experienceLevel) {
    case 'beginning':
      return `As a beginning professional, you do not have to carry ${r.subject} alone or get it right first time: bringing it to supervision is exactly what supervision is for, and it is part of how judgment is built.`;
    case 'experienced':
      return `As an experienced practitioner, you may trust your judgment on ${r.subject}, rightly; the risk is carrying the decision alone. Consultation with a peer protects both you and your client, and models the practice you would expect of others.`;
    default:
      return `As a developing professional, you likely have the skills to work ${r.subject} through; consultation helps you test your reasoning and notice where your own reactions are shaping it.`;
  }
}

export function composeImpact(ctx: AnalysisContext): ImpactResponse {
  const r = readingOf(ctx);
  const profiles = profilesOf(r);
  const [main] = profiles;
  const level = LEVEL_INTENSITY[r.risk.level];
  const distress = moralDistress(r, profiles);
  const victim = r.categories.includes('duty-to-protect') ? r.victim : null;
  const when = r.timeline;
  const phrase = r.categories[0] ? r.quotes(r.categories[0]!, 1)[0] : undefined;
  const beginner = r.u.experienceLevel === 'beginning';
  const clean = (items: string[]) => items.filter((i) => isHygienic(r.signals, i)).slice(0, 10);
  const values = profiles.flatMap((p) => p.values);
  const feelings = [...new Set(profiles.flatMap((p) => p.feelings))];

  const specificEmotional = [
    victim ? `Worry about ${victim} between sessions` : null,
    when && r.categories.some((id) => id === 'duty-to-protect' || id === 'suicide-risk') ? `A sense of the clock running toward “${when}”` : null,
    phrase ? `Replaying the moment behind “${phrase}”` : null,
  ].filter((i): i is string => i !== null);

  const dimensions: ImpactResponse['dimensions'] = {};
  dimensions.Emotional = {
    description: profiles.map((p) => p.emotional).join(' '),
    intensity_level: intensity(level, main && main.distress >= 6 ? 1 : 0),
    specific_impacts: clean([...specificEmotional, ...rotate(r, profiles.flatMap((p) => p.impacts))]),
    moral_distress_level: Math.max(0, distress - 1),
  };
  dimensions['Moral distress'] = {
    description: `Moral distress arises when you know what you believe is right but constraints, or competing duties, make acting on it hard. Here the pull is between ${joinList(
      profiles.flatMap((p) => p.values.slice(0, 2)).map((v) => v.toLowerCase()),
    )}.`,
    intensity_level: intensity(distress >= 8 ? 3 : distress >= 6 ? 2 : distress >= 3 ? 1 : 0),
    specific_impacts: clean([
      `Feeling that every way of handling ${r.subject} costs something you value${values[0] ? `, ${values[0].toLowerCase()} among them` : ''}`,
      `Lingering doubt about ${r.subject} after the decision is made`,
      ...(distress >= 6 ? [`Difficulty switching off from ${r.subject} after work`] : []),
    ]),
    moral_distress_level: distress,
  };
  dimensions['Professional identity'] = {
    description: `${profiles.map((p) => p.identity).join(' ')} ${experienceNote(r)}`,
    intensity_level: intensity(level, beginner ? 1 : 0),
    specific_impacts: clean([
      beginner ? `Wondering whether a more experienced clinician would already know what to do about ${r.subject}` : `Questioning your judgment on ${r.subject}, which you would usually trust`,
      `Reconsidering how you describe your role and its limits to clients after ${r.subject}`,
    ]),
    moral_distress_level: Math.max(0, distress - 2),
  };
  if (r.categories.length > 0) {
    dimensions.Relational = {
      description: profiles.map((p) => p.relational).join(' '),
      intensity_level: intensity(level),
      specific_impacts: clean([`Anticipating how ${r.client.the} will react to what you decide about ${r.subject}`, `Changes in how open you feel in sessions while ${r.subject} is unresolved`]),
      moral_distress_level: Math.max(0, distress - 2),
    };
  }
  const legal = profiles.map((p) => p.legal).filter((l): l is string => Boolean(l));
  if (legal.length > 0) {
    dimensions['Legal exposure'] = {
      description: `${legal.join(' ')} In ${r.stateName}, legal questions are best taken to an attorney or your liability insurer’s risk-management line; consultation and a contemporaneous note are your best protection.`,
      intensity_level: intensity(level, 0),
      specific_impacts: clean([`Worry about a complaint or claim over ${r.subject}`, `Attention to the record and any ${r.stateName} deadline for ${r.subject}`]),
      moral_distress_level: Math.max(0, distress - 3),
    };
  }
  if (r.risk.level !== 'LOW' || r.categories.includes('practitioner-impairment') || Object.keys(dimensions).length < 3) {
    dimensions['Self-care'] = {
      description: pick(r, 'self-care', [
        `A decision about ${r.subject} draws on the same reserves you bring to every session; protecting them is part of protecting your clients.`,
        `Your capacity to think clearly about ${r.subject} depends on rest, support and time away from it; plan for those as deliberately as for the clinical steps.`,
      ]),
      intensity_level: intensity(level, -1),
      specific_impacts: clean([`Less time and energy for rest while ${r.subject} is active`, `A need to debrief about ${r.subject} with someone you trust`]),
      moral_distress_level: Math.max(0, distress - 3),
    };
  }

  const issues = issueNouns(r, 3);
  const lead = pick(r, 'impact-lead', [
    `This dilemma${issues.length > 0 ? `, centred on ${joinList(issues)},` : ''} asks something of you as well as of your client.`,
    `Beyond the clinical and legal questions${issues.length > 0 ? ` of ${joinList(issues)}` : ''}, this situation has a cost for you as the practitioner.`,
  ]);
  const assessment = [
    lead,
    main?.emotional ?? '',
    `The estimated moral distress is ${distress}/10 (risk ${r.risk.level.toLowerCase()}, ${r.risk.score}/10).`,
    beginner
      ? `Early in a career, supervision is the right place for the weight of ${r.subject}.`
      : `Consultation is the right place for the weight of ${r.subject}, however experienced you are.`,
    `Reactions such as ${joinList(feelings.slice(0, 2))} are information, not weakness; noticing them is part of deciding well about ${r.subject}.`,
  ].join(' ');

  // The code's standard on monitoring one's own capacity grounds this section.
  const impairment = codeSectionsFor(r.u.role, ['practitioner-impairment'])[0];
  const selfMonitoring = impairment ? codeCitation(impairment.code, impairment.section) : [];
  // A regeneration leads with a different dimension (spec-2 §4: regenerate changes emphasis).
  const ordered = rotate(r, Object.entries(dimensions));
  return {
    engine: 'built-in',
    assessment: isHygienic(r.signals, assessment) ? assessment : `${lead} ${experienceNote(r)}`,
    dimensions: Object.fromEntries(ordered),
    regenerationCount: r.variant,
    citations: cleanCitations(r.signals, [...selfMonitoring, ...r.citations.filter(isCodeCitation).slice(0, 1)]),
  };
}
