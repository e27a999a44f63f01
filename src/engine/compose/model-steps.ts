/**
 * Each decision-making model's steps applied to this dilemma (spec-2 §2 "Model analysis": numbered
 * steps, application, recommendation). Every step of every model in the knowledge base is mapped
 * to a move (identify the facts, apply the code, weigh a principle, consult, …) and each move is
 * written from the dilemma's own facts, parties, code sections and state law, so a step reads as
 * the instruction carried out here rather than the textbook description.
 */
import type { Guidance, PrincipleId } from '../categories';
import { minorConsentRule, resolveCitation, stateLaw } from '../knowledge-base';
import type { DecisionModel } from '../knowledge-base/types';
import { cleanKbText } from './hygiene';
import { guidanceOf, pullsOf } from './issues';
import type { Party } from './parties';
import { capitalise, joinList, lowerFirst } from './prose';
import { factIsRaised, type Reading } from './reading';
import { situationSummary } from './situation';

type Move =
  | 'identify'
  | 'stakeholders'
  | 'code'
  | 'law'
  | 'code-law'
  | 'principles'
  | 'consult'
  | 'literature'
  | 'options'
  | 'consequences'
  | 'decide'
  | 'evaluate'
  | 'implement'
  | 'document'
  | 'reflect'
  | 'monitor'
  | 'sensitivity'
  | 'judgment'
  | 'motivation'
  | 'character'
  | 'values'
  | 'nonmoral'
  | 'themes'
  | 'hear-everyone'
  | 'relationships'
  | 'negotiate'
  | 'consensus'
  | 'arbitrate'
  | 'benefit'
  | 'duties-owed'
  | 'whether-ethical'
  | 'vulnerable'
  | 'review-with-affected'
  | 'emotion'
  | 'developmental'
  | 'parents-rights'
  | 'culture-interpret'
  | 'culture-formulate'
  | 'culture-weigh'
  | 'culture-act'
  | 'power'
  | 'involve-client'
  | 'review-bias'
  | `principle:${PrincipleId}`
  | 'balance'
  | 'screen:life'
  | 'screen:equality'
  | 'screen:least-harm'
  | 'screen:quality'
  | 'screen:privacy'
  | 'screen:truth';

/** Which move each model's steps make, in step order (checked against the KB by the tests). */
export const MODEL_MOVES: Record<string, Move[]> = {
  'forester-miller-davis': ['identify', 'code', 'principles', 'options', 'consequences', 'evaluate', 'implement'],
  'corey-corey-callanan': ['identify', 'stakeholders', 'code', 'law', 'consult', 'options', 'consequences', 'decide'],
  'kitchener-principles': ['principle:autonomy', 'principle:nonmaleficence', 'principle:beneficence', 'principle:justice', 'principle:fidelity', 'principle:veracity', 'balance'],
  'rest-four-component': ['sensitivity', 'judgment', 'motivation', 'character'],
  welfel: ['sensitivity', 'identify', 'options', 'code-law', 'literature', 'principles', 'consult', 'decide', 'document', 'reflect'],
  'tarvydas-integrative': ['identify', 'decide', 'nonmoral', 'implement', 'themes'],
  'cottone-social-constructivism': ['hear-everyone', 'relationships', 'consult', 'negotiate', 'consensus', 'arbitrate'],
  'sileo-kopala-abcde': ['identify', 'benefit', 'consequences', 'duties-owed', 'code-law'],
  'remley-herlihy': ['identify', 'code-law', 'consult', 'consequences', 'document'],
  reamer: ['sensitivity', 'stakeholders', 'options', 'judgment', 'consult', 'document', 'monitor'],
  'loewenberg-dolgoff-screen': ['screen:life', 'screen:equality', 'principle:autonomy', 'screen:least-harm', 'screen:quality', 'screen:privacy', 'screen:truth'],
  'koocher-keith-spiegel': ['whether-ethical', 'code', 'values', 'consult', 'vulnerable', 'options', 'consequences', 'review-with-affected', 'character'],
  'congress-ethic': ['values', 'code-law', 'consequences', 'vulnerable', 'consult'],
  'asca-steps': ['emotion', 'code-law', 'developmental', 'parents-rights', 'principles', 'consequences', 'evaluate', 'consult', 'implement'],
  'garcia-transcultural-integrative': ['culture-interpret', 'culture-formulate', 'culture-weigh', 'culture-act'],
  'hill-glaser-harden-feminist': ['emotion', 'power', 'involve-client', 'decide', 'review-bias', 'implement', 'reflect'],
};

/** Everything the moves draw on, computed once per dilemma. */
export type PathOption = {
  approach: string;
  rationale: string;
  recommended: boolean;
  positive_outcome_probability: number;
  negative_outcome_probability: number;
};

export type StepInputs = {
  r: Reading;
  guide: Guidance;
  parties: Party[];
  paths: PathOption[];
};

const PRINCIPLE_NAMES: Record<PrincipleId, string> = {
  autonomy: 'autonomy',
  beneficence: 'beneficence',
  nonmaleficence: 'nonmaleficence',
  justice: 'justice',
  fidelity: 'fidelity',
  veracity: 'veracity',
};

function recommended(x: StepInputs) {
  return x.paths.find((p) => p.recommended) ?? x.paths[0];
}

function openQuestions(r: Reading): string[] {
  const f = r.u.facts;
  const s = r.signals;
  const out: string[] = [];
  if (s.duty && !factIsRaised(f.firearm) && !factIsRaised(f.otherMeans)) out.push('whether the client has access to weapons');
  if (s.duty && !r.timeline) out.push('how soon the client might act');
  if (s.suicide && !factIsRaised(f.otherMeans) && !factIsRaised(f.firearm)) out.push('what means the client could use');
  if (s.minor && r.age === null) out.push('the client’s exact age');
  if (s.records && !s.subpoena && !s.courtOrder) out.push('who signed the request and under what authority');
  if (r.categories.includes('gifts')) out.push('what the gift is worth and what giving it means to the client');
  if (r.categories.includes('colleague-conduct')) out.push('what you saw first-hand as opposed to what you heard');
  if (s.telehealth && r.otherStates.length === 0) out.push('which state the client will be in');
  const hedge = r.u.uncertainties.find((e) => e.source === 'dilemma' && e.phrase.trim().split(/\s+/).length >= 3);
  if (hedge && out.length < 2) out.push(`what lies behind your own uncertainty (“${hedge.phrase.trim()}”)`);
  return out.slice(0, 3);
}

function nature(r: Reading): string {
  const kinds = ['ethical'];
  if (r.signals.legal) kinds.push('legal');
  if (r.signals.danger || r.categories.some((c) => ['competence-scope', 'termination-abandonment', 'end-of-life', 'practitioner-impairment'].includes(c))) kinds.push('clinical');
  return joinList(kinds);
}

function codeLine(r: Reading): string {
  const primary = r.citations.filter((c) => c.source === r.codeId);
  const first = primary[0];
  if (!first) return `No single standard of the ${r.codeShort} settles this; its general standards on client welfare and professional responsibility frame it.`;
  const entry = resolveCitation(first);
  const summary = entry ? cleanKbText(r.signals, entry.text) : '';
  const others = r.codeRefs.slice(1, 3);
  return `${r.codeRefs[0]}${summary ? `: ${lowerFirst(summary).replace(/\.$/, '')}` : ''}.${others.length > 0 ? ` Also relevant: ${joinList(others)}.` : ''}`;
}

function lawLine(r: Reading): string {
  const s = r.signals;
  const law = stateLaw(r.stateCode);
  const parts: string[] = [];
  if (s.duty) parts.push(`${r.stateName}'s duty-to-protect rule is ${law.dutyToProtect.status}${law.dutyToProtect.citations[0] ? ` (${law.dutyToProtect.citations[0]})` : ''}`);
  else if (s.dutyToSelf) parts.push(`${r.stateName}'s duty-to-protect rule also reaches danger to the client themself`);
  if (s.childAbuse) parts.push(`${law.childAbuseReporting.citation || `${r.stateName} law`} requires a report: ${lowerFirst(cleanKbText(s, law.childAbuseReporting.timeframe)).replace(/\.$/, '')}`);
  if (s.elderAbuse) parts.push(`${law.elderAbuseReporting.citation || `${r.stateName} law`} governs reports about older or dependent adults`);
  if (s.minor) parts.push(`in ${r.stateName} ${minorConsentRule(law.code).phrase}`);
  if (s.subpoena || s.courtOrder) parts.push(s.courtOrder ? 'a court order must be obeyed within its scope (HIPAA 45 CFR 164.512(e))' : 'a subpoena is not a court order, and the privilege is the client’s (HIPAA 45 CFR 164.512(e))');
  else if (s.records) parts.push('who may see the record depends on who asks and on what authority (HIPAA 45 CFR 164.502(g) and 164.508)');
  if (s.substanceRecords) parts.push('42 CFR Part 2 bars disclosure without a compliant consent or court order');
  if (s.telehealth) parts.push('licensure generally follows where the client is located');
  return parts.length > 0 ? `${lowerFirst(joinList(parts))}.`.replace(/^./, (c) => c.toUpperCase()) : `No statute is triggered by what you describe; the ordinary confidentiality rules and your licence in ${r.stateName} apply.`;
}

function consultLine(r: Reading, guide: Guidance): string {
  const who = ['your supervisor or a trusted colleague'];
  if (r.signals.legal) who.push('an attorney on the legal questions');
  who.push(`your association’s ethics consultation on the ${r.codeShort}`);
  return `Consult ${joinList(who)}, asking ${guide.question(r)}.`;
}

function optionsLine(x: StepInputs): string {
  return `${x.paths.map((p, i) => `(${i + 1}) ${lowerFirst(p.approach)}`).join('; ')}.`;
}

function consequencesLine(x: StepInputs): string {
  const top = x.parties.slice(0, 3).map((p) => lowerFirst(p.name));
  return `${x.paths
    .slice(0, 3)
    .map((p) => `${lowerFirst(p.approach.split(':')[0] ?? p.approach)}: about ${p.positive_outcome_probability}% chance of a good outcome, ${p.negative_outcome_probability}% of harm`)
    .join('; ')}. The people who bear the consequences are ${joinList(top)}.`;
}

function decideLine(x: StepInputs): string {
  const rec = recommended(x);
  return rec ? `The option that best survives this analysis is to ${lowerFirst(rec.approach)}. ${rec.rationale}` : 'Choose the option that protects the client best at the least cost to trust.';
}

function vulnerableParty(x: StepInputs): Party {
  return x.parties.find((p) => p.key === 'victim' || p.key === 'child' || p.key === 'elder') ?? x.parties[0] ?? (x.parties.at(-1) as Party);
}

/** What is likely to pull the practitioner (Koocher & Keith-Spiegel's "influences", Congress's values). */
function pulls(r: Reading): string {
  return pullsOf(r.main);
}

function obstacles(r: Reading): string {
  if (r.signals.duty) return 'the client’s anger if you act, and second thoughts once the session ends';
  if (r.signals.suicide) return 'the client’s protest and the pull to accept reassurance at face value';
  if (r.signals.abuse) return 'the family’s reaction and the discomfort of making the call';
  if (r.categories.includes('colleague-conduct')) return 'workplace friction and the colleague’s reaction';
  return 'the awkwardness of the conversation and the temptation to let it slide';
}

function principleLine(r: Reading, id: PrincipleId, x: StepInputs): string {
  const s = r.signals;
  const topic = x.guide.topic;
  switch (id) {
    case 'autonomy':
      if (s.duty) return `The client’s choices about their own treatment deserve respect, but autonomy does not extend to harming ${r.victim ?? 'someone else'}; involve them in the protective steps where it is safe.`;
      if (s.suicide) return 'The client’s wish for privacy deserves respect, but when life is at risk autonomy yields to protection; keep them involved in every step you can.';
      if (s.abuse) return `The ${s.minor ? 'young person’s' : 'client’s'} wishes matter, but they cannot stop a report the law requires; give them as much say as possible in what happens around it.`;
      if (s.minor) return `A ${r.age !== null ? `${r.age}-year-old’s` : 'minor’s'} developing autonomy deserves weight alongside the parents’ rights; ${r.stateName}'s consent rule marks the legal line.`;
      return `The client has the right to make informed choices about ${topic}; decide with them, not for them, wherever you can.`;
    case 'nonmaleficence':
      return `${x.guide.clientHarm.mechanism}. Choose the way through ${r.subject} that avoids the most serious of these harms.`;
    case 'beneficence': {
      const rec = recommended(x);
      return `Acting for the client’s good points toward ${rec ? `this option: ${lowerFirst(rec.approach)}` : 'the option that leaves them better supported'}.`;
    }
    case 'justice':
      return `Would you handle ${topic} the same way for any client in this position, whatever their background? Fairness also means weighing ${joinList(x.parties.filter((p) => p.key !== 'practitioner').slice(1, 3).map((p) => lowerFirst(p.name))) || 'everyone affected'}.`;
    case 'fidelity':
      if (s.duty || s.suicide || s.abuse) return 'Keep faith with what you promised at intake, including the limits of confidentiality you explained; if you must act, tell the client what you are doing and why.';
      return `Keep faith with the agreements and the trust the relationship rests on; the way you handle ${topic} should keep your word to the client.`;
    case 'veracity':
      return `Be truthful with the client about what you will do about ${topic} and why, and accurate in your record.`;
  }
}

function screenLine(r: Reading, move: Move, x: StepInputs): string {
  const s = r.signals;
  switch (move) {
    case 'screen:life':
      if (s.duty) return `Life is at stake: ${r.victim ?? 'an identifiable person'} may be in danger. This principle outranks every other on the screen, so protective action comes first.`;
      if (s.suicide) return 'Life is at stake: the client is at risk of suicide. This principle outranks every other on the screen, so securing safety comes first.';
      return `No one’s life is at risk in ${r.subject} as you describe it, so this first principle does not decide the case; move down the screen.`;
    case 'screen:equality':
      return `Treat this client as you would any other facing ${r.subject}${s.minor ? `, while allowing for the relevant difference of age${r.age !== null ? ` (${r.age})` : ''}` : ''}.`;
    case 'screen:least-harm': {
      const rec = recommended(x);
      return rec ? `Of the options, ${lowerFirst(rec.approach)} causes the least lasting harm and is the most easily put right.` : 'Choose the option whose harm is smallest and most reversible.';
    }
    case 'screen:quality':
      return `Prefer the option that leaves the client’s life — and the lives of ${lowerFirst(x.parties[1]?.name ?? 'those around them')} — better in the long run, not just calmer this week.`;
    case 'screen:privacy':
      return s.danger || s.abuse
        ? `Protect privacy as far as the higher principles allow: share only what safety or the law requires about ${r.subject}, with only the people who need it.`
        : `Privacy weighs heavily here because nothing higher on the screen overrides it: keep what the client shared about ${x.guide.topic} between you unless they agree otherwise.`;
    case 'screen:truth':
      return `Be open with the client about what you are doing about ${r.subject} and why; full disclosure is the last principle on the screen, but it shapes how every earlier decision is carried out.`;
    default:
      return '';
  }
}

export function applyMove(move: Move, x: StepInputs): string {
  const { r, guide } = x;
  const s = r.signals;
  const rec = recommended(x);
  if (move.startsWith('principle:')) return principleLine(r, move.slice('principle:'.length) as PrincipleId, x);
  if (move.startsWith('screen:')) return screenLine(r, move, x);
  switch (move) {
    case 'identify': {
      const unknown = openQuestions(r);
      return `The facts: ${lowerFirst(situationSummary(r, 'you'))} The problem of ${r.subject} is ${nature(r)}, and it is yours to resolve.${unknown.length > 0 ? ` Still to establish: ${joinList(unknown)}.` : ''}`;
    }
    case 'stakeholders':
      return `Affected by ${r.subject}: ${joinList(x.parties.slice(0, 5).map((p) => lowerFirst(p.name)))}. Most at stake: ${lowerFirst(x.parties[0]?.atStake ?? guide.clientHarm.atStake)}.`;
    case 'code':
      return codeLine(r);
    case 'law':
      return lawLine(r);
    case 'code-law':
      return `${codeLine(r)} ${lawLine(r)}`;
    case 'principles':
      return `The tension sets ${guide.tension.replace(' versus ', ' against ')}. ${capitalise(guide.principles.slice(0, 2).map((p) => PRINCIPLE_NAMES[p]).join(' and '))} lead; say which should prevail in ${r.subject} and why.`;
    case 'consult':
      return `${consultLine(r, guide)} ${s.critical ? 'Do it today.' : 'Record what they advise.'}`;
    case 'literature':
      return `Look for how practitioners have reasoned about ${guide.topic}: your association’s guidance on the ${r.codeShort} and the case commentary on similar situations.`;
    case 'options':
      return optionsLine(x);
    case 'consequences':
      return consequencesLine(x);
    case 'decide':
    case 'judgment':
      return decideLine(x);
    case 'evaluate':
      return `Justice: would you handle ${r.subject} the same way for any client in this position? Publicity: would you be comfortable if your handling of ${guide.topic} were reported? Universality: would you advise a colleague to ${rec ? lowerFirst(rec.approach.split(':')[0] ?? rec.approach) : 'do the same'}?`;
    case 'implement':
      return `${capitalise(guide.actions(r).slice(0, 3).map((a) => lowerFirst(a)).join('; '))}. Then follow up: ${lowerFirst(guide.monitoring[0] ?? 'check the effect at the next session')}.`;
    case 'document':
      return `Tell your supervisor, act, and record ${joinList(guide.documentation.slice(0, 3).map((d) => lowerFirst(d)))}.`;
    case 'reflect':
      return `Afterwards, review how it went and what you would do differently; a useful next step for your practice is ${lowerFirst(guide.development[0] ?? 'a review of the relevant standards')}.`;
    case 'monitor':
      return `${guide.monitoring.join('; ')}; record what happens.`;
    case 'sensitivity': {
      const quote = r.main ? r.quotes(r.main, 1)[0] : undefined;
      return `What you describe${quote ? ` (“${quote}”)` : ''} is more than a practical question: it raises ${guide.topic} and sets ${guide.tension.replace(' versus ', ' against ')}.`;
    }
    case 'motivation':
      return `Competing goals could crowd out the ethical choice here: ${pulls(r)}. Give the ethical course on ${r.subject} priority over them.`;
    case 'character':
      return `Expect ${obstacles(r)}. Decide now how you will hold to the plan on ${r.subject}, and who will back you.`;
    case 'values':
      return `Notice what may be steering you: ${pulls(r)}. Separate these from what the ${r.codeShort} and the client’s welfare require.`;
    case 'nonmoral':
      return `Before acting, name the non-moral pressures — ${pulls(r)}${s.legal ? ', and fear of legal exposure' : ''} — and decide what you will actually do despite them.`;
    case 'themes':
      return `Stay reflective about your reactions, balance the interests of ${joinList(x.parties.slice(0, 2).map((p) => lowerFirst(p.name)))}, attend to the setting${r.signals.school ? ' (a school)' : ''}, and collaborate with the client wherever safety allows.`;
    case 'hear-everyone':
      return `Find out how each person sees it: ${joinList(x.parties.filter((p) => p.key !== 'practitioner').slice(0, 3).map((p) => lowerFirst(p.name)))}.${s.critical ? ' In a crisis this must be quick and must not delay protective steps.' : ''}`;
    case 'relationships':
      return `Look at how the people involved relate: where ${lowerFirst(x.parties[0]?.name ?? 'the client')} and ${lowerFirst(x.parties[1]?.name ?? 'the others')} agree, where they differ, and where you stand between them.`;
    case 'negotiate':
      return s.critical
        ? 'Negotiation is limited when someone is in danger: agree with the client what you can (how they are told, what they help with), but not whether protective steps happen.'
        : `Work toward a shared view with the client${x.parties.some((p) => p.key === 'parents') ? ' and the parents' : ''} about how ${guide.topic} will be handled.`;
    case 'consensus':
      return `Confirm the agreement explicitly and write it down${rec ? `; the likely shape is to ${lowerFirst(rec.approach)}` : ''}.`;
    case 'arbitrate':
      return `If agreement fails, take the question to a third party: your supervisor or agency, the association’s ethics consultation${s.legal ? ', or an attorney for the legal part' : ''}.`;
    case 'benefit':
      return rec ? `Benefits of the leading option (${lowerFirst(rec.approach.split(':')[0] ?? rec.approach)}): ${lowerFirst(rec.rationale)}` : 'Ask which action benefits the client, you and society most.';
    case 'duties-owed': {
      const owed = ['the client'];
      if (s.duty && r.victim) owed.push(r.victim);
      if (s.abuse) owed.push(s.childAbuse ? 'the child at risk' : 'the adult at risk');
      if (s.minor && !s.childAbuse) owed.push('the parents, within the law');
      owed.push('the profession', 'the public');
      return `You owe obligations to ${joinList(owed)}; in ${r.subject} the duty to ${owed[1] && owed[1] !== 'the profession' ? owed[1] : 'the client'} weighs most.`;
    }
    case 'whether-ethical':
      return `Yes: ${guide.tension} is an ethical conflict, not only a practical one${s.legal ? ', and it has legal edges too' : ''}.`;
    case 'vulnerable': {
      const v = vulnerableParty(x);
      return `The most vulnerable person here is ${lowerFirst(v.name)}: ${lowerFirst(v.atStake)}. Weigh their rights first.`;
    }
    case 'review-with-affected':
      return `${decideLine(x)} Where appropriate, go over the decision on ${r.subject} with the client ${r.duties.length > 0 ? 'as you act' : 'before you act'}.`;
    case 'emotion':
      return `Notice your own reaction first (${pulls(r)}), then state the problem plainly: ${guide.question(r)}.`;
    case 'developmental':
      return r.age !== null
        ? `At ${r.age}, the student ${r.age < 13 ? 'needs adults to make most decisions, with their views heard' : 'can take part in decisions and will notice whether their trust is kept'}; explain in terms they understand.`
        : 'Consider the student’s age and developmental stage: what they can understand, and how they will experience what you do.';
    case 'parents-rights': {
      const law = stateLaw(r.stateCode);
      return s.minor
        ? `Parents hold most legal rights for a minor; ${`in ${r.stateName} ${minorConsentRule(law.code).phrase}`}. The school setting adds district policy${s.school ? ' and FERPA' : ''}.`
        : 'Weigh the setting’s rules and the rights of the people involved, including any parents or guardians.';
    }
    case 'culture-interpret':
      return `Learn how the client understands ${guide.topic} in their own cultural terms, and notice how your own background shapes your reading.${r.categories.includes('cultural-diversity') ? ' You have already flagged culture as part of this.' : ''}`;
    case 'culture-formulate':
      return `Check each option against the ${r.codeShort} and ask how the client’s values would receive it: ${rec ? lowerFirst(rec.approach) : 'the leading option'}.`;
    case 'culture-weigh':
      return `Examine your own cultural assumptions and blind spots about ${guide.topic}, and the pressures of your setting, before choosing.`;
    case 'culture-act':
      return `Carry the decision out in a way that respects the client’s culture: ${lowerFirst(guide.actions(r)[0] ?? 'talk it through with them')}, in words and a manner that fit them.`;
    case 'power':
      return `Define the problem including the power between you: you hold knowledge, the record and ${s.legal ? 'legal duties' : 'the frame of the relationship'}, and the client may not feel free to disagree.`;
    case 'involve-client':
      return `Generate options with the client where possible: ${joinList(x.paths.slice(0, 2).map((p) => lowerFirst(p.approach.split(':')[0] ?? p.approach)))}.`;
    case 'review-bias':
      return `Check the decision for bias and for how it uses or shares power: would it look different if the client were of another background, or more assertive?`;
    case 'balance': {
      const [first, second] = guide.principles;
      return `${capitalise(first ? PRINCIPLE_NAMES[first] : 'nonmaleficence')} and ${second ? PRINCIPLE_NAMES[second] : 'autonomy'} pull hardest in ${r.subject}. The course the models converge on${rec ? ` (${lowerFirst(rec.approach.split(':')[0] ?? rec.approach)})` : ''} gives priority to ${first ? PRINCIPLE_NAMES[first] : 'nonmaleficence'}; if you weigh them differently, say why in your note.`;
    }
    default:
      return guide.question(r);
  }
}

/** A model's steps applied: "Identify the problem — The facts: …". */
export function appliedSteps(model: DecisionModel, x: StepInputs): string[] {
  const moves = MODEL_MOVES[model.id] ?? [];
  return model.steps.map((step, index) => {
    const move = moves[index];
    const text = move ? applyMove(move, x) : guidanceOf(x.r.main).question(x.r);
    return `${step.title} — ${capitalise(text)}`;
  });
}

/**
 * Moves a model makes inside a step that the step's main move does not show: Forester-Miller &
 * Davis consult in step 3, Sileo & Kopala in "consequences and consultation", Tarvydas documents
 * and collaborates throughout. Used when counting which models support a theme.
 */
const IMPLICIT_MOVES: Record<string, Move[]> = {
  'forester-miller-davis': ['consult'],
  'sileo-kopala-abcde': ['consult'],
  'tarvydas-integrative': ['document', 'involve-client'],
  'corey-corey-callanan': ['involve-client', 'document'],
  'asca-steps': ['principle:autonomy'],
};

export function modelMoves(id: string): readonly Move[] {
  return [...(MODEL_MOVES[id] ?? []), ...(IMPLICIT_MOVES[id] ?? [])];
}
