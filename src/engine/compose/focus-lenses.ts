/**
 * "Adjust Focus" on the reflective summary (spec-1 §2, §3 focus options): each of the eleven
 * lenses changes what the summary leads with and adds insights of its own. PRODUCT.md: every
 * regenerate really regenerates, honouring the focus the user gave.
 */
import type { FocusAdjustment } from '../../shared/api/sections';
import type { FocusOption, TheoreticalOrientation } from '../../shared/domain/profile-options';
import { codesForRole, dutyCoversSelfHarm, getCode, minorConsentRule } from '../knowledge-base';
import type { Citation } from '../types';
import { isHygienic } from './hygiene';
import { joinList, pick } from './prose';
import { factIsPresent, factIsRaised as isRaised, federalCitation, has, isFederalCitation, issueNouns, stateCitations, type Reading } from './reading';

export type InsightList = 'ethical_principles' | 'professional_obligations' | 'competing_values' | 'decision_points';

export type Lens = {
  /** The opening paragraph the summary leads with. */
  lead: string;
  /** Insights added at the front of one list. */
  adds: Partial<Record<InsightList, string[]>>;
  citations: Citation[];
};

const unconfirmed = (verified: boolean) => (verified ? '' : ' (not yet confirmed in the knowledge base: verify)');
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The state statutes in play, each with its clock, for the legal lens. */
function legalLens(r: Reading): Lens {
  const law = r.law;
  const state = r.stateName;
  const lines: string[] = [];
  const citations: Citation[] = [];
  const selfHarmDuty = has(r, 'suicide-risk') && dutyCoversSelfHarm(law);
  if ((has(r, 'duty-to-protect') || selfHarmDuty) && law.dutyToProtect.citations.length > 0) {
    const d = law.dutyToProtect;
    const discharge = d.discharge.length > 0 ? ` The statute is satisfied by: ${d.discharge.map(lower).join('; ')}.` : '';
    const status = d.status === 'none-or-unclear' ? 'unsettled or absent' : d.status;
    lines.push(
      has(r, 'duty-to-protect')
        ? `${state} (${d.citations.join('; ')}): the duty to protect is ${status}${unconfirmed(d.verified)}.${discharge}`
        : `${state} (${d.citations.join('; ')}): the rule on disclosure to protect also reaches danger to the client themself, and it is ${status}${unconfirmed(d.verified)}.`,
    );
    citations.push(...stateCitations(r, 'duty-to-protect', 'suicide-risk'));
  }
  if (has(r, 'child-abuse-reporting') && law.childAbuseReporting.citation) {
    const entry = law.childAbuseReporting;
    lines.push(`${entry.citation}: ${lower(entry.timeframe)}; report to ${lower(entry.reportTo)}${unconfirmed(entry.verified)}.`);
    citations.push(...stateCitations(r, 'child-abuse-reporting'));
  }
  if (has(r, 'elder-abuse-reporting') && law.elderAbuseReporting.citation) {
    const entry = law.elderAbuseReporting;
    lines.push(`${entry.citation}: ${lower(entry.timeframe)}; report to ${lower(entry.reportTo)}${unconfirmed(entry.verified)}.`);
    citations.push(...stateCitations(r, 'elder-abuse-reporting'));
  }
  if (has(r, 'minors-consent')) {
    const m = law.minorConsent;
    const age = minorConsentRule(r.u.state).phrase;
    lines.push(`${m.citation ? `${m.citation}: ` : `${state}: `}${age}${unconfirmed(m.verified)}.`);
    citations.push(...stateCitations(r, 'minors-consent'));
  }
  // Federal rules are listed with the other obligations already; the lens names them only when
  // no state statute is in play, so the legal reading still has its anchors.
  if (lines.length === 0) {
    const federal = r.citations.filter(isFederalCitation).slice(0, 2);
    for (const c of federal) lines.push(`${c.section} (${c.title}) applies wherever you practise.`);
    citations.push(...federal);
  }
  if (isRaised(r.u.facts.subpoena) || isRaised(r.u.facts.courtOrder)) {
    lines.push('The response date on the legal papers is a deadline of its own: calendar it and take advice well before it.');
    citations.push(...federalCitation('HIPAA', '45 CFR 164.512(e)'));
  }
  const board = law.licensingBoards[r.u.role];
  const boardName = board ? `the ${board.name}${unconfirmed(board.verified)}` : `${state}’s licensing board for your profession`;
  if (lines.length === 0) {
    lines.push(`On the facts as described, no ${state} statute imposes a specific duty here; your licence, regulated by ${boardName}, and your code are the frame.`);
  }
  const lead = `Read through a legal lens, the first question is what ${state} law and federal rules actually require of you, and by when. ${lines.slice(0, 2).join(' ')} None of this replaces advice from an attorney or your licensing board: statutes change, and applying them to your facts is a legal judgment.`;
  return { lead, adds: { professional_obligations: lines }, citations };
}

function clientWelfareLens(r: Reading): Lens {
  const client = r.client.your;
  const issues = joinList(issueNouns(r, 2));
  return {
    lead: `Centred on client welfare, the question becomes which course best protects ${client}’s safety, dignity and progress in treatment${issues ? ` while you work through ${issues}` : ''}. The relationship itself is an asset to protect: whatever you decide, how you explain it to your client will shape whether they stay engaged.`,
    adds: {
      ethical_principles: [
        `Beneficence first: which option leaves ${client} better off a month from now, not only today?`,
        'Nonmaleficence: what is the least intrusive step that still meets your obligations?',
      ],
      decision_points: [`How and when you will involve ${client} in the decision, so it is done with them rather than to them`],
    },
    citations: [],
  };
}

function personalImpactLens(r: Reading): Lens {
  const beginning = r.u.experienceLevel === 'beginning';
  return {
    lead: `Looking at what this asks of you personally: dilemmas like this one carry a cost for the practitioner too, in worry, second-guessing and sometimes moral distress when every option feels imperfect. ${beginning ? 'Early in a career that weight is easy to carry alone; supervision is where it belongs.' : 'Experience does not make these decisions lighter; it can make it easier to skip the consultation that protects you.'} Noticing your own reactions is part of making a sound decision, not a distraction from it.`,
    adds: {
      competing_values: [
        'Your wish to be helpful and liked vs. what the professional role asks of you',
        'Your need for certainty vs. acting on reasonable judgment under uncertainty',
      ],
      decision_points: ['What support you need (supervision, peer consultation, your own therapy) to act steadily'],
    },
    citations: [],
  };
}

function culturalLens(r: Reading): Lens {
  const cultural = has(r, 'cultural-diversity');
  return {
    lead: `Through a cultural lens, ask whose norms define the “right” answer here. ${cultural ? 'You already noted cultural factors in your description; ' : ''}Your client’s family, community, faith and history may give the same facts a different meaning than your training assumes, and culturally responsive practice asks you to find that out rather than presume it.`,
    adds: {
      ethical_principles: [
        'Justice and respect: culturally responsive care adapts the standard to the person rather than the person to the standard.',
      ],
      decision_points: ['What you need to learn from your client (or a cultural consultant) before you act, and what cannot wait'],
    },
    citations: [],
  };
}

function traumaInformedLens(r: Reading): Lens {
  const client = r.client.your;
  return {
    lead: `From a trauma-informed perspective, the way you act matters as much as what you decide. Safety, transparency, collaboration, choice and empowerment are the principles to hold: ${client} may experience any unilateral step as a repetition of past powerlessness, so explaining what you are doing and why, and offering whatever choice you genuinely can, reduces that risk.`,
    adds: {
      decision_points: [
        `Which parts of the process ${client} can choose (timing, who is present, what is said first), even if the decision itself is not theirs`,
        'How you will name the limits of your role honestly, so trust survives the decision',
      ],
    },
    citations: [],
  };
}

/** The practice setting in a few words, when the text names one. */
function settingPhrase(r: Reading): string | null {
  const s = r.facts.setting;
  if (r.signals.school) return 'a school';
  if (factIsPresent(s.hospital)) return 'a hospital';
  if (factIsPresent(s.agency)) return 'an agency';
  if (factIsPresent(s.ruralSmallCommunity)) return 'a small community';
  if (factIsPresent(s.privatePractice)) return 'private practice';
  if (factIsPresent(s.telehealth)) return 'telehealth';
  return null;
}

function systemsLens(r: Reading): Lens {
  const setting = settingPhrase(r);
  const u = r.u.facts.involved;
  const parties = [
    isRaised(u.employer) ? 'your employer' : null,
    isRaised(u.supervisor) ? 'your supervisor' : null,
    isRaised(u.insurer) ? 'the payer' : null,
    isRaised(u.court) ? 'the court' : null,
    isRaised(u.lawEnforcement) ? 'law enforcement' : null,
  ].filter((p): p is string => p !== null);
  return {
    lead: `Looking at systems and organisational factors: this dilemma sits inside ${setting ?? 'your practice setting'}${parties.length > 0 ? `, with ${joinList(parties)} involved` : ''}. Policies, reporting lines, payer rules and workload shape what is possible; your code still comes first, but knowing the system tells you whom to involve and in what order.`,
    adds: {
      professional_obligations: ['Follow the written policy and the chain of responsibility where they are consistent with your code; where they are not, raise the conflict in writing'],
      decision_points: ['Who in the organisation needs to know, who decides, and what you can do while that is settled'],
    },
    citations: [],
  };
}

function supervisionLens(r: Reading): Lens {
  const code = getCode(codesForRole(r.u.role).primary);
  const desk = code.ethicsConsultation?.name;
  return {
    lead: `Framed for supervision and consultation: the most useful thing you can bring to a supervisor is a clear statement of the facts, the options you see and the one you lean toward, and what you are unsure of. ${desk ? `Beyond supervision, ${desk} is available to members for questions about the code.` : 'A trusted peer or your professional association can offer a second view.'} Consultation does not transfer the decision, but it tests it and, documented, shows the care you took.`,
    adds: {
      decision_points: [
        'The one question you most need your supervisor to help you answer',
        'Whether this needs more than supervision: an attorney, your liability insurer’s risk line, or the licensing board',
      ],
    },
    citations: [],
  };
}

function riskManagementLens(r: Reading): Lens {
  return {
    lead: `From a risk-management standpoint (rated ${r.risk.level.toLowerCase()}, ${r.risk.score}/10): the protective habits are the familiar ones. Consult and document it, act within your competence and your code, keep informed consent current, and write a contemporaneous note of the facts, your reasoning and what you did. Your liability insurer’s risk-management line can advise before you act.`,
    adds: {
      decision_points: [
        'What a reviewer (a board, a court, your insurer) would expect to see in the record, and whether it is there',
        'Whether to call your liability insurer’s risk-management line before acting',
      ],
    },
    citations: [],
  };
}

function familyDynamicsLens(r: Reading): Lens {
  const f = r.u.facts.involved;
  const who = [isRaised(f.parents) ? 'parents' : null, isRaised(f.partner) ? 'a partner or spouse' : null].filter((p): p is string => p !== null);
  return {
    lead: `Through the lens of family dynamics: ${who.length > 0 ? `with ${joinList(who)} in the picture, ` : ''}the dilemma is also about alliances, loyalties and the roles people play in your client’s family. What you do will be read by each member through those roles, and it can shift the balance between them.`,
    adds: {
      competing_values: ['Loyalty to your client vs. the family’s wish to be included', 'Keeping your neutrality vs. the pull to take a side'],
      decision_points: ['Who in the family holds legal or practical authority here, and who is most affected by your decision'],
    },
    citations: [],
  };
}

/** How each orientation reads a dilemma clinically (also the dual track's personal lens). */
export const ORIENTATION_NOTES: Record<TheoreticalOrientation, string> = {
  cbt: 'a cognitive-behavioural lens invites you to examine the automatic thoughts driving your own reaction (“I must fix this”, “I will be blamed”) and to test them against the evidence before acting',
  psychodynamic: 'a psychodynamic lens asks what the situation may be enacting in the relationship, and what your own countertransference is telling you',
  humanistic: 'a person-centred lens keeps your client’s self-direction and your genuineness in the foreground, including honesty about the limits you work within',
  'family-systems': 'a systemic lens asks how the dilemma functions in your client’s relational system, and how your response will change the pattern',
  dbt: 'a DBT lens holds the dialectic openly: acceptance of your client as they are alongside the limits that keep the work safe and effective',
  act: 'an ACT lens asks which of your values you want this decision to serve, and how to act on them while tolerating the discomfort of uncertainty',
  'solution-focused': 'a solution-focused lens looks for what is already working and the smallest next step that moves toward the outcome your client wants',
  integrative: 'an integrative stance lets you borrow from several models: the relational meaning of the situation, the thoughts it evokes in you, and the concrete next step',
  other: 'your own theoretical framework can help you name what the situation means clinically, beyond the ethical and legal questions',
};

function theoreticalLens(r: Reading): Lens {
  const orientation = r.u.theoreticalOrientation;
  const label = r.orientation;
  const note = orientation ? ORIENTATION_NOTES[orientation] : 'the theoretical orientation in your profile would shape this reading; with none set, consider which model guides your work with this client';
  return {
    lead: `Through your theoretical framework${label ? ` (${label})` : ''}: ${note}. The ethical and legal questions do not change with orientation, but how you understand them clinically, and how you talk with your client about them, does.`,
    adds: {
      ethical_principles: [`${label ?? 'Your orientation'}: ${note.charAt(0).toUpperCase()}${note.slice(1)}.`],
    },
    citations: [],
  };
}

function otherLens(r: Reading, description: string): Lens {
  const quoted = description && isHygienic(r.signals, description) ? `“${description}”` : 'the perspective you described';
  return {
    lead: `You asked to look at this through ${quoted}. Held against that lens, the ethical questions below stay the same, but which of them matters most, and how you weigh the options, may shift; the decision points below start from it.`,
    adds: {
      decision_points: [`How ${quoted} changes which option you would choose, and whether your supervisor or a consultant sees it the same way`],
    },
    citations: [],
  };
}

const LENSES: Record<Exclude<FocusOption, 'other'>, (r: Reading) => Lens> = {
  legal: legalLens,
  'client-welfare': clientWelfareLens,
  'personal-impact': personalImpactLens,
  cultural: culturalLens,
  'trauma-informed': traumaInformedLens,
  systems: systemsLens,
  supervision: supervisionLens,
  'risk-management': riskManagementLens,
  'family-dynamics': familyDynamicsLens,
  'theoretical-framework': theoreticalLens,
};


/** The lens for a focus adjustment, or null when none was given. */
export function lensFor(r: Reading, adjustment: FocusAdjustment | undefined): Lens | null {
  if (!adjustment) return null;
  const description = adjustment.description?.trim() ?? '';
  if (adjustment.focus === 'other') return otherLens(r, description);
  const lens = LENSES[adjustment.focus](r);
  if (!description || !isHygienic(r.signals, description)) return lens;
  // A note the user added to a named focus sharpens the lens; it is quoted, never rewritten.
  const note = pick(r, 'focus-note', ['You added', 'In your words', 'Your note on this focus']);
  return { ...lens, lead: `${lens.lead} ${note}: “${description}”.` };
}
