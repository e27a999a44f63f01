/**
 * Stakeholder analysis (spec-2 §2 "Stakeholder analysis", §3 stakeholder fields): who this
 * dilemma affects, how to talk with each, and the principles that weigh their interests.
 * PRODUCT.md fixes the spec's dead buttons: "Focus on specific stakeholder" regenerates centred on
 * that person or group, and "Add stakeholder" adds them with content inferred from the name.
 */
import type { StakeholderResponse } from '../../shared/api/sections';
import type { PrincipleId } from '../categories';
import type { AnalysisContext } from './context';
import { guidanceOf, stakeholderMessageOf } from './issues';
import { inferParty, initials, matchParty, partiesFor, type Party } from './parties';
import { capitalise, joinList, lowerFirst, pick, rotate, vary } from './prose';
import { cleanCitations, readingOf, type Reading } from './reading';
import type { UrgencyWord } from './urgency';

type Strategy = StakeholderResponse['communication_strategies'][number];
type Consideration = StakeholderResponse['ethical_considerations'][number];

const MAX_BASE = 8;
const MIN_BASE = 4;

/** When to have each conversation, from the analysis's one urgency. */
const TIMING: Record<UrgencyWord, string> = {
  Immediate: 'Today, before the client leaves if possible',
  Urgent: 'Within 24 hours',
  Moderate: 'Before the next session',
  Routine: 'At the next session',
};

function timingFor(r: Reading): string {
  return TIMING[r.urgency.word];
}

function strategyFor(r: Reading, party: Party): Strategy | null {
  const timing = timingFor(r);
  switch (party.key) {
    case 'client':
      return {
        title: `With ${r.client.the}: an honest conversation about what happens next`,
        description: `In plain words, ${stakeholderMessageOf(r.main)}. ${pick(r, 'client-strategy', [
          `Leave room for their reaction to ${r.subject}; the way the decision is explained often matters as much as the decision.`,
          `Check what they heard about ${r.subject} by asking them to say it back in their own words.`,
          `Expect feelings about ${r.subject}, and treat them as part of the work rather than an obstacle.`,
        ])}`,
        timing,
        method: 'In session (in person or by video, as you usually meet)',
      };
    case 'victim': {
      const steps = r.law.dutyToProtect.discharge.slice(0, 2);
      const who = r.victim ?? 'the person threatened';
      // Where the statute limits disclosure to others (Texas), the person threatened is protected
      // through them, never warned directly.
      if (!r.notify.permitted.has('person-at-risk')) {
        return {
          title: `Protecting ${who}`,
          description: `${r.stateName} law permits disclosure only to ${r.notify.named}, not a warning to the person threatened; their protection runs through law enforcement and, where needed, an emergency evaluation of your client. Tell the police the specific threat, who is at risk and any weapon and time frame you know of.`,
          timing: 'As soon as the decision is made',
          method: 'Through law enforcement; record the officer’s name, the time and what was said',
        };
      }
      return {
        title: `Warning ${who}`,
        description: `If you decide to warn, give specific, factual information: that a threat was made against them, its nature and that police are being told. Share no more clinical information than their safety needs.${steps.length > 0 ? ` In ${r.stateName} the duty is discharged by: ${steps.join('; ').toLowerCase()}.` : ''}`,
        timing: 'As soon as the decision is made',
        method: 'Phone call, then a written note of what was said and when',
      };
    }
    case 'police':
      return {
        title: 'Notifying law enforcement',
        description: 'Give the specific threat, who is at risk, any weapon and time frame you know of, and how to reach you; keep clinical detail to what safety needs.',
        timing: 'As soon as the decision is made',
        method: 'Phone call to the local police or sheriff; record the officer’s name and the time',
      };
    case 'child':
    case 'protection-agency':
      return {
        title: r.signals.childAbuse ? 'Making the child abuse report' : 'Making the report to adult protective services',
        description: `Report facts, not conclusions: what was said (verbatim), what you saw and when. When, in ${r.stateName}: ${(r.signals.childAbuse ? r.law.childAbuseReporting.timeframe : r.law.elderAbuseReporting.timeframe).replace(/\.$/, '').toLowerCase()}. Ask for a reference number.`,
        timing: 'Within the statutory timeframe',
        method: `To: ${r.signals.childAbuse ? r.law.childAbuseReporting.reportTo : r.law.elderAbuseReporting.reportTo}`,
      };
    case 'elder':
      return {
        title: 'With the adult at risk',
        description: 'Talk with them about their safety and what support they want, respecting their decisions where they have capacity.',
        timing,
        method: 'In person, privately',
      };
    case 'caregiver':
      return {
        title: `With ${party.name.charAt(0).toLowerCase()}${party.name.slice(1)}`,
        description: 'Decide with protective services or a consultant whether and when they are told about the report; never in a way that lets them put pressure on the adult or hide what is happening. Where the care has simply become too much, point to respite and support.',
        timing: 'After the report, as protective services advise',
        method: 'As protective services advise; record what was said',
      };
    case 'parents':
      return {
        title: 'With the parents or guardians',
        description: r.signals.childAbuse
          ? 'Decide with a consultant whether and when to tell the caregivers about the report; never in a way that could put the child at risk.'
          : `Explain the confidentiality agreement: what you will share with them (safety concerns, attendance, broad progress) and what stays between you and ${r.client.the}, within ${r.stateName}'s consent rules.`,
        timing,
        method: 'A joint meeting with the young person present where possible',
      };
    case 'partner':
    case 'support':
      return {
        title: party.key === 'partner' ? 'With the partner or spouse' : 'With family and support people',
        description: r.signals.suicide
          ? 'With the client’s consent where possible, involve them in the safety plan: securing the means at home, warning signs and whom to call.'
          : 'Share only what the client agrees to, and only what helps.',
        timing,
        method: 'A joint session with the client, or a call the client agreed to',
      };
    case 'members':
      return {
        title: 'With the other family or group members',
        description: 'Restate the confidentiality and secrets policy to everyone, and apply it the same way to each member.',
        timing: 'Next joint session',
        method: 'In the joint session',
      };
    case 'colleague':
      return {
        title: 'With your colleague',
        description: 'Raise what you observed privately, factually and early, and give them the chance to respond and correct course; note the conversation.',
        timing: 'This week',
        method: 'A private conversation, followed by a short factual note for your own records',
      };
    case 'colleague-clients':
      return null;
    case 'agency':
      return {
        title: r.signals.school ? 'With school administration' : 'With your agency',
        description: `Check the relevant policy on ${r.subject} and tell the designated person what they need to know, no more.${r.signals.school ? ' Keep counseling notes separate from education records where the law allows.' : ''}`,
        timing,
        method: 'A meeting with the designated administrator, confirmed in writing',
      };
    case 'court':
      return {
        title: 'With the attorneys or the court',
        description: 'Respond in writing; do not discuss the client’s treatment by phone with either side. Assert the client’s privilege unless the client authorises release or a court orders it.',
        timing: 'Before the response deadline',
        method: 'Written response, ideally reviewed by your attorney',
      };
    case 'insurer':
      return {
        title: 'With the insurer or payer',
        description: 'Correct any inaccurate claim in writing and keep copies of what you sent.',
        timing: 'This month',
        method: 'Written correction through the payer’s normal channel',
      };
    case 'other-state':
      return {
        title: 'With the licensing board where the client is',
        description: 'Ask whether your licence allows temporary practice with a client located there, and record the answer.',
        timing: 'Before the next session',
        method: 'The board’s website or a phone call, noted in the record',
      };
    case 'community':
      return null;
    default:
      return party.added || party.key.startsWith('focus')
        ? {
            title: `With ${party.name.charAt(0).toLowerCase()}${party.name.slice(1)}`,
            description: `Share only what the client has agreed to share, or what the law requires; ${party.interests[0] ? `acknowledge their interest in ${party.interests[0].toLowerCase()}` : 'acknowledge their interest'} without discussing treatment details.`,
            timing,
            method: 'With the client’s written consent, or where the law requires it',
          }
        : null;
  }
}

function consultationStrategy(r: Reading): Strategy {
  return {
    title: 'With your supervisor or a trusted consultant',
    description: `Bring the facts, the people on this list and what each stands to lose, and the options you are weighing; ask specifically ${guidanceOf(r.main).question(r)}. Record the advice.`,
    // A duty does not wait for the consultation: it happens alongside the protective or reporting step.
    timing: r.urgency.word === 'Immediate' ? 'Now' : r.duties.length > 0 ? 'Today, as you act' : 'Before you act',
    method: 'Scheduled consultation, followed up in writing',
  };
}

const PRINCIPLE_TEXT: Record<PrincipleId, { principle: string; describe: (r: Reading, names: string) => string; balance: (r: Reading) => string }> = {
  autonomy: {
    principle: 'Autonomy',
    describe: (r) =>
      `${capitalise(r.client.your)} has the right to make informed choices about their own care as it bears on ${guidanceOf(r.main).topic}, including what is shared and with whom.`,
    balance: (r) =>
      r.signals.danger || r.signals.abuse
        ? `Involve ${r.client.the} in ${r.subject} as far as safety and the law allow; where you must act without consent, tell them what you did and why.`
        : `Let ${r.client.the}’s informed choice about ${r.subject} lead unless a clear harm or legal duty outweighs it.`,
  },
  nonmaleficence: {
    principle: 'Nonmaleficence',
    describe: (_b, names) => `Avoid harming anyone on this list — ${names} — through what you do or fail to do.`,
    balance: (r) => `Weigh the most serious, most likely harm of ${r.subject} first (${lowerFirst(guidanceOf(r.main).clientHarm.mechanism)}), and choose the option that prevents it at the least cost to trust.`,
  },
  beneficence: {
    principle: 'Beneficence',
    describe: (r) => `Act for ${r.client.the}’s good: the decision on ${r.subject} should leave them better supported, not just you better protected.`,
    balance: (r) => `Prefer the option on ${r.subject} that serves ${r.client.the}’s welfare while staying within the ${r.codeShort}; ask what they would need to hear to feel cared for.`,
  },
  justice: {
    principle: 'Justice',
    describe: (_b, names) => `Be fair to everyone affected — ${names} — and treat this client as you would any other in the same position.`,
    balance: (r) => `Check that your decision on ${r.subject} would be the same for a client of a different background, status or likeability.`,
  },
  fidelity: {
    principle: 'Fidelity',
    describe: (r) => `Keep faith with what you promised ${r.client.the} (the confidentiality and consent agreed at the start) and with the trust the relationship rests on, as you handle ${r.subject}.`,
    balance: (r) => `Where a promise cannot be kept because of ${r.subject}, say so early and explain why; a broken promise explained damages trust less than a hidden one.`,
  },
  veracity: {
    principle: 'Veracity',
    describe: (r) => `Be truthful with ${r.client.the} and with everyone else involved about what you know of ${r.subject} and what you will do.`,
    balance: (r) => `Be honest about ${r.subject} without over-sharing: tell each person what they need to know, accurately.`,
  },
};

function considerations(r: Reading, lead: Party, parties: readonly Party[]): Consideration[] {
  const guide = guidanceOf(r.main);
  const names = joinList(
    parties
      .filter((p) => p.key !== 'practitioner')
      .slice(0, 3)
      .map((p) => p.name.charAt(0).toLowerCase() + p.name.slice(1)),
  );
  const list: Consideration[] = rotate(r, guide.principles.slice(0, 4)).map((id) => {
    const text = PRINCIPLE_TEXT[id];
    return { principle: text.principle, description: text.describe(r, names), balancing_guidance: text.balance(r) };
  });
  const codeRefs = r.codeRefs.slice(0, 2);
  list.push({
    principle: `Competing interests (${r.codeShort})`,
    description: `The core tension is ${guide.tension}.${codeRefs.length > 0 ? ` ${joinList(codeRefs)} speak to it.` : ''}`,
    balancing_guidance:
      lead.key === 'client'
        ? `${capitalise(r.client.the)}’s welfare comes first under the ${r.codeShort}; the other interests in ${r.subject} shape how you act, not whether you protect your client.`
        : `Keep ${lead.name.charAt(0).toLowerCase()}${lead.name.slice(1)} in view without losing sight of your primary duty to the client.`,
  });
  return list;
}

function overview(r: Reading, lead: Party, parties: readonly Party[], focus: string | undefined, merged: readonly string[]): string {
  const guide = guidanceOf(r.main);
  const quote = r.main ? r.quotes(r.main, 1)[0] : undefined;
  const anchor = quote ? `“${quote}”` : '';
  const others = parties.filter((p) => p !== lead).slice(0, 3).map((p) => p.name.charAt(0).toLowerCase() + p.name.slice(1));
  const opening = focus
    ? `Centred on ${lead.name.charAt(0).toLowerCase()}${lead.name.slice(1)}, as you asked: ${lead.role.charAt(0).toLowerCase()}${lead.role.slice(1)}`
    : vary(r, 'stakeholder-open', [
        `How you handle ${guide.topic}${anchor ? ` (${anchor})` : ''} reaches ${parties.length} people and groups.`,
        `This dilemma about ${guide.topic}${anchor ? ` — ${anchor} —` : ''} affects more people than the two of you in the room: ${parties.length} in all.`,
        `${parties.length} people and groups have a stake in what you decide about ${guide.topic}${anchor ? ` (${anchor})` : ''}.`,
      ]);
  const leadLine = `${lead.impact === 'critical' || lead.impact === 'high' ? 'Most at stake' : 'Most directly affected'}: ${lead.name.charAt(0).toLowerCase()}${lead.name.slice(1)} — ${lead.atStake.charAt(0).toLowerCase()}${lead.atStake.slice(1)}.`;
  const rest = others.length > 0 ? `Also affected: ${joinList(others)}.` : '';
  const already = merged.length > 0 ? `${joinList(merged.map((m) => `“${m}”`))} ${merged.length === 1 ? 'is' : 'are'} already on the map, so ${merged.length === 1 ? 'that card stands' : 'those cards stand'} for the people you named.` : '';
  const frame = `As a ${r.roleNoun} in ${r.stateName}, your primary obligation under the ${r.codeShort} is to the client’s welfare; the others shape how you act on it. This map is input to your own judgment and consultation.`;
  return [opening, leadLine, rest, already, frame].filter((s) => s.length > 0).join(' ');
}

function toStakeholder(party: Party): StakeholderResponse['stakeholders'][number] {
  const stakeholder: StakeholderResponse['stakeholders'][number] = {
    name: party.name,
    category: party.category,
    role: party.role,
    interests: party.interests.slice(0, 8),
    impact_level: party.impact,
    potential_harm: party.harms.slice(0, 8),
    potential_benefit: party.benefits.slice(0, 8),
    avatar: initials(party.name),
  };
  if (party.added) stakeholder.added = true;
  return stakeholder;
}

/** The client's card carries the second issue's harm too, so a multi-issue dilemma shows both. */
function enrichClient(r: Reading, party: Party): Party {
  if (party.key !== 'client') return party;
  const second = r.categories[1];
  const extra = second ? guidanceOf(second).clientHarm.mechanism : null;
  return extra && !party.harms.includes(extra) ? { ...party, harms: [...party.harms, extra] } : party;
}

export function composeStakeholders(ctx: AnalysisContext): StakeholderResponse {
  const r = readingOf(ctx);
  const base = partiesFor(r).map((p) => enrichClient(r, p));
  // Someone the practitioner adds who is already on the map is that card, not a second one.
  const names = r.input.addedStakeholders ?? [];
  const merged = names.filter((name) => matchParty(base, name) !== undefined);
  const added = names.filter((name) => !merged.includes(name)).map((name, index) => inferParty(name, index));
  const room = Math.max(MIN_BASE, MAX_BASE - added.length);
  // The practitioner always stays on the list; the least affected others make room for additions.
  const trimmed = base.length > room ? [...base.filter((p) => p.key !== 'practitioner').slice(0, room - 1), ...base.filter((p) => p.key === 'practitioner')] : base;
  let parties: Party[] = [...trimmed, ...added];

  const focus = r.input.focusStakeholder?.trim() || undefined;
  let lead = parties[0] as Party;
  if (focus) {
    const matched = matchParty(parties, focus) ?? { ...inferParty(focus, added.length), key: 'focus', added: false };
    lead = matched;
    parties = [matched, ...parties.filter((p) => p !== matched)];
  } else if (r.variant > 0) {
    // A plain regeneration keeps the client first but leads the rest with someone else.
    const [first, ...rest] = parties;
    parties = first ? [first, ...rotate(r, rest)] : parties;
  }

  const strategies: Strategy[] = [];
  for (const party of parties) {
    const strategy = strategyFor(r, party);
    if (strategy && !strategies.some((s) => s.title === strategy.title)) strategies.push(strategy);
    if (strategies.length >= 5) break;
  }
  strategies.push(consultationStrategy(r));

  const response: StakeholderResponse = {
    engine: 'built-in',
    citations: cleanCitations(r.signals, [...r.citations.filter((c) => c.source === r.codeId).slice(0, 4), ...r.citations.filter((c) => c.source === `STATE:${r.stateCode}`)]),
    overview: overview(r, lead, parties, focus, merged),
    stakeholders: parties.map(toStakeholder),
    communication_strategies: focus ? strategies : rotate(r, strategies),
    ethical_considerations: considerations(r, lead, parties),
    regenerationCount: r.variant,
  };
  if (focus) response.focusStakeholder = focus;
  return response;
}
