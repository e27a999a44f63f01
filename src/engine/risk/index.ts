/**
 * Risk scoring (PRODUCT.md: a transparent, disputable 0–10 score). The main concern sets the
 * base; each further serious concern adds a little; danger facts add their points; protective
 * factors subtract; then PRODUCT.md's floors and ceiling apply. Every point is a factor with
 * the evidence that triggered it, so the factor weights add up to the score before rounding.
 * RUBRIC.md beside this file is the clinician-readable version.
 */
import { issueCategoryLabel, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { RISK_SCORE_MAX, RISK_SCORE_MIN, riskLevel } from '../../shared/domain/risk';
import { SAFETY_SCREEN_DEFINITIONS, SCREEN_DOMAINS, type ScreenDomain } from '../../shared/domain/safety-screen';
import { HARM_KEYS, type ExtractedFacts, type Fact, type HarmKey, type RiskFactor, type RiskResult, type Understanding } from '../types';
import { CUE_FIND_SCORE, signedScore } from '../understand/cues';
import { lowerFirst } from '../understand/text';
import { timeFrameReach, type TimeFrameReach } from '../understand/time-frame';
import {
  ADDITIONAL_CONCERN_MIN_POINTS,
  ADDITIONAL_CONCERN_POINTS,
  CATEGORY_RULES,
  DANGER_POINTS,
  FLOORS,
  HARM_COEFFICIENTS,
  HARM_MAX,
  HARM_MIN,
  LOW_STAKES_CATEGORIES,
  LOW_STAKES_CEILING,
  MAX_ADDITIONAL,
  MODERATE_CEILING,
  NON_IMMINENT_CEILING,
  MAX_PROTECTIVE,
  PARTNER_LETHALITY_MARKERS,
  PROTECTIVE_POINTS,
  type RiskDomain,
} from './rubric';

type DomainFactor = RiskFactor & { domain: RiskDomain };

const present = (fact: Fact | undefined) => fact?.status === 'present';
const raised = (fact: Fact | undefined) => fact?.status === 'present' || fact?.status === 'uncertain';
const phrases = (fact: Fact | undefined) => (fact?.evidence ?? []).map((e) => e.phrase);
/** Hedged facts count half (a stated fact counts in full). */
const scaled = (fact: Fact | undefined, points: number) => (present(fact) ? points : raised(fact) ? points / 2 : 0);

type Concern = { id: IssueCategoryId; points: number; factors: DomainFactor[]; severe?: boolean };

/**
 * Whether a danger domain is in play: its lead fact (ideation, a threat) is stated or hedged,
 * the cue families flagged it, or the practitioner opened its screen. Once it is, every danger
 * fact counts — a firearm, a plan, a date or a history needs no threat phrase beside it.
 */
function dangerInPlay(u: Understanding, kind: 'self' | 'others'): boolean {
  const lead = kind === 'self' ? u.facts.suicidalIdeation : u.facts.threat;
  if (raised(lead) || (kind === 'self' && raised(u.facts.selfHarm))) return true;
  // The practitioner's own "No", every item answered and none "Not sure", settles a danger the
  // text only hinted at: the hint opened the screen, the answers closed it.
  const state = u.screen[kind];
  if (state.concern === 'no' && state.complete && state.unsure.length === 0) return false;
  return state.cued || state.open;
}

/**
 * A plan read from signs of preparing one's own death (a date chosen, a rehearsal) is harm to
 * self's plan, not a plan against another person; a plan from anything else belongs to both.
 */
function planFor(u: Understanding, kind: 'self' | 'others'): Fact | undefined {
  const plan = u.facts.plan;
  if (kind === 'self' || !raised(plan)) return plan;
  // The plan item is the harm-to-self screen's: an answer there is no plan against another person.
  const answered = answeredFor(plan, kind);
  if (answered !== null) return answered ? plan : undefined;
  const selfSigns = new Set(u.cues.filter((c) => c.family === 'self-preparation').flatMap((c) => c.evidence.map((e) => e.phrase)));
  return plan.evidence.every((e) => selfSigns.has(e.phrase)) ? undefined : plan;
}

/** Whether a fact a screen answer set belongs to `kind`'s screen (its item names the domain); null when no answer set it. */
function answeredFor(fact: Fact, kind: 'self' | 'others'): boolean | null {
  const fromScreen = fact.evidence.filter((e) => e.source === 'screen');
  return fromScreen.length === 0 ? null : fromScreen.some((e) => e.screenItem?.startsWith(kind));
}

/** Preparation belongs to the domain its kind speaks to; the screen's answer names its domain. */
const OTHERS_PREPARATION = new Set(['approach', 'plan', 'firearm-acquired', 'firearm-readied', 'firearm-retrieved', 'firearm-pretext']);
function preparationFor(u: Understanding, kind: 'self' | 'others'): Fact | undefined {
  const prep = u.facts.preparation;
  if (!raised(prep)) return prep;
  const answered = answeredFor(prep, kind);
  if (answered !== null) return answered ? prep : undefined;
  const kinds = prep.kinds;
  const shared = kinds.some((k) => k.startsWith('firearm-') || k === 'acquired' || k === 'preparation');
  const matches = kind === 'others' ? kinds.some((k) => OTHERS_PREPARATION.has(k)) : kinds.some((k) => !OTHERS_PREPARATION.has(k)) || shared;
  return matches ? prep : undefined;
}

/** The factors of the danger concerns: suicide (self) and violence (others). */
function dangerConcern(u: Understanding, kind: 'self' | 'others'): Concern | null {
  if (!dangerInPlay(u, kind)) return null;
  const f = u.facts;
  const id: IssueCategoryId = kind === 'self' ? 'suicide-risk' : 'duty-to-protect';
  const factors: DomainFactor[] = [];
  const add = (factorId: string, label: string, fact: Fact | undefined, points: number) => {
    const weight = scaled(fact, points);
    if (weight > 0) factors.push({ id: factorId, label: fact?.status === 'uncertain' ? `${label} (uncertain)` : label, weight, evidence: phrases(fact), domain: kind });
  };
  if (kind === 'self') {
    add('suicidal-ideation', 'Suicidal ideation or a wish to be dead', f.suicidalIdeation, DANGER_POINTS.ideation);
    add('method', 'Thoughts of a method', f.method, DANGER_POINTS.method);
    if (!raised(f.suicidalIdeation)) add('self-harm', 'Self-harm', f.selfHarm, DANGER_POINTS.selfHarm);
  } else {
    add('threat', 'Communicated threat or violent ideation toward others (veiled threats included)', f.threat, DANGER_POINTS.threat);
    add('identifiable-victim', `Identifiable potential victim${f.identifiableVictim.description ? ` (${f.identifiableVictim.description})` : ''}`, f.identifiableVictim, DANGER_POINTS.victim);
  }
  add('firearm', 'Access to a firearm', f.firearm, DANGER_POINTS.firearm);
  const kinds = [...new Set(f.otherMeans.kinds.map((k) => MEANS_KIND_LABEL[k] ?? k))];
  if (!present(f.firearm)) add('other-means', `Access to other lethal means${kinds.length ? ` (${kinds.join(', ')})` : ''}`, f.otherMeans, DANGER_POINTS.otherMeans);
  add('intent', 'Stated intent to act', f.intent, DANGER_POINTS.intent);
  add('plan', 'A plan', planFor(u, kind), DANGER_POINTS.plan);
  add('preparation', 'Preparatory behaviour', preparationFor(u, kind), DANGER_POINTS.preparation);
  add('timeline', `A time frame${f.timeline.text ? ` ("${f.timeline.text}")` : ''}${REACH_NOTE[timeFrameReach(f.timeline.text)]}`, f.timeline, DANGER_POINTS.timeline);
  if (kind === 'self') add('prior-attempts', 'Previous suicide attempt(s)', f.priorAttempts, DANGER_POINTS.priorAttempts);
  else add('prior-violence', 'History of violence', f.priorViolence, DANGER_POINTS.priorViolence);
  if (kind === 'self' && f.suicidalIdeation.status === 'negated' && present(preparationFor(u, 'self'))) {
    factors.push({ id: 'denial-with-preparation', label: 'Denies suicidal thoughts, but has prepared (C-SSRS: behaviour outweighs a denial)', weight: DANGER_POINTS.denialWithPreparation, evidence: phrases(f.suicidalIdeation), domain: 'self' });
  }
  // A danger the analysis states is worth at least its issue's own points (RUBRIC.md §1): a means
  // named beside a stated suicide risk does not make the risk weigh less than the word alone would.
  const stated = u.categories.find((c) => c.id === id);
  const base = CATEGORY_RULES[id].points;
  const points = sum(factors);
  if (stated && points < base) {
    const issue = categoryConcern(u, id).factors[0] as DomainFactor;
    factors.unshift({ ...issue, weight: base - points, evidence: issue.evidence.slice(0, 3), domain: kind });
  }
  return { id, points: stated ? Math.max(points, base) : points, factors };
}

/** Why a time frame does not make the danger imminent (RUBRIC.md §3). */
const REACH_NOTE: Record<TimeFrameReach, string> = {
  near: '',
  conditional: ' — it waits on a condition, so the danger is not yet imminent',
  distant: ' — weeks or more away, so the danger is not yet imminent',
  unknown: ' — no date known',
};

/** Phrases the text negates ("nobody has subpoenaed"): evidence of a topic, never of a risk. */
function negatedPhrases(u: Understanding): Set<string> {
  const out = new Set<string>();
  for (const value of Object.values(u.facts)) {
    const fact = value as Fact | undefined;
    if (fact && typeof fact === 'object' && 'status' in fact && fact.status === 'negated') for (const e of fact.evidence) out.add(e.phrase.toLowerCase());
  }
  return out;
}

function categoryConcern(u: Understanding, id: IssueCategoryId): Concern {
  const rule = CATEGORY_RULES[id];
  const finding = u.categories.find((c) => c.id === id);
  const negated = negatedPhrases(u);
  const evidence = (finding?.evidence ?? []).map((e) => e.phrase).filter((phrase) => !negated.has(phrase.toLowerCase()));
  if (id === 'sexual-boundaries' && raised(u.facts.sexualContact)) {
    const factor: DomainFactor = { id: 'sexual-contact', label: 'A sexual or romantic relationship with a client or supervisee, or grooming', weight: 6, evidence: phrases(u.facts.sexualContact), domain: 'boundary' };
    return { id, points: factor.weight, factors: [factor], severe: true };
  }
  const involvedFacts = [...(rule.severe?.involved ?? []).map((key) => u.facts.involved[key]), ...(rule.severe?.setting ?? []).map((key) => u.facts.setting[key])].filter(present);
  const byEvidence = evidence.some((p) => rule.severe?.pattern.test(p));
  const severe = rule.severe && (involvedFacts.length > 0 || byEvidence) ? rule.severe : undefined;
  // The graver form is shown with what made it graver ("a deputy from the county sheriff's office").
  if (severe && !byEvidence) evidence.unshift(...involvedFacts.flatMap(phrases).slice(0, 1));
  const factor: DomainFactor = {
    id: `category:${id}`,
    label: severe ? severe.label : issueCategoryLabel(id),
    weight: severe ? severe.points : rule.points,
    evidence,
    domain: rule.domain,
  };
  return { id, points: factor.weight, factors: [factor], severe: severe !== undefined };
}

function sum(factors: readonly RiskFactor[]): number {
  return factors.reduce((total, f) => total + f.weight, 0);
}

/** `leads: false`: a minimum that raises the score without making its domain the main concern. */
type Floor = { min: number; label: string; domain: RiskDomain; id?: string; leads?: false };


/** The rubric's minimums that apply (RUBRIC.md §3), strongest first. */
function floors(u: Understanding, found: ReadonlySet<IssueCategoryId>): Floor[] {
  const f = u.facts;
  const out: Floor[] = [];
  const means = present(f.firearm) || present(f.otherMeans);
  // Means someone else now holds (a brother keeping the guns) are still access, but not at hand:
  // they do not make a danger imminent.
  const meansHeldElsewhere = f.protective?.status === 'present' && f.protective.kinds.includes('means-restricted');
  const meansAtHand = means && !meansHeldElsewhere;
  // A gun the text puts to everyday use (a rifle cleaned for elk season) is access, but not the
  // means of a danger no one has named: the weapon signs then weigh little (frames.ts asEverydayUse).
  const meansInEarnest = present(f.otherMeans) || (present(f.firearm) && hasCue(u, 'weapon', EARNEST_WEAPON_WEIGHT));
  const othersPrep = preparationFor(u, 'others');
  const selfPrep = preparationFor(u, 'self');
  const victim = present(f.identifiableVictim);
  // Imminence needs a near time: one that waits on a condition or lies weeks away is serious, not imminent.
  const reach = present(f.timeline) ? timeFrameReach(f.timeline.text) : 'unknown';
  const soon = reach === 'near';
  const later = reach === 'conditional' || reach === 'distant';
  // Imminent danger to another person needs a named person and a near time, with means and a
  // threat, preparation or a history of violence, or with preparation and a threat or possible
  // means (the HCR-20's clinical, risk-management and historical signs); or a threat already being
  // acted on — means and preparation — with no later time given. Otherwise it is serious, not
  // imminent.
  const othersImminent =
    (meansAtHand && soon && (present(f.threat) || present(othersPrep) || present(f.priorViolence))) ||
    (present(othersPrep) && soon && (raised(f.threat) || (!meansHeldElsewhere && (raised(f.firearm) || raised(f.otherMeans))))) ||
    (present(othersPrep) && meansAtHand && present(f.threat) && !later);
  // Strong cues to others (the analysis states the danger from them) with a person named are a
  // threat however it was worded: the practitioner wrote around it, not without it. Answered
  // screens replace this reading.
  const impliedThreat = u.screen.others.concern === null && signedScore(u.screen.others.cues) >= CUE_FIND_SCORE;
  // Danger the text's own signs state (not the net), with its screen unanswered: the analysis
  // found it however it was worded, so it weighs as a high-risk finding until the answers settle it.
  for (const domain of ['self', 'others'] as const) {
    const state = u.screen[domain];
    if (state.concern === null && found.has(domain === 'self' ? 'suicide-risk' : 'duty-to-protect') && signedScore(state.cues) >= SIGNED_HIGH) {
      out.push({ min: FLOORS.legalDuty, label: `Strong signs of ${domain === 'self' ? 'suicide risk' : 'danger to others'} in the text, however it was worded; the safety screen will settle it`, domain });
    }
  }
  if (dangerInPlay(u, 'others') && victim && othersImminent) {
    out.push({ min: FLOORS.imminent, label: 'Imminent danger to an identifiable person: means and a near time frame with a threat, preparation or a history of violence, or a threat with means and preparation', domain: 'others' });
  }
  // Imminent danger to self: intent with a plan, means or a method (C-SSRS items 4–5 with access),
  // a plan already being prepared (item 5 with item 6), preparation with means, or a plan, with a
  // near time — none of them when the only time given waits on a condition or is weeks away.
  const selfImminent =
    !later &&
    ((present(f.intent) && (present(f.plan) || meansAtHand || present(f.method))) ||
      (present(f.plan) && present(selfPrep)) ||
      (present(selfPrep) && meansAtHand && soon) ||
      (present(f.plan) && soon));
  if (selfImminent && dangerInPlay(u, 'self') && (f.suicidalIdeation.status !== 'unknown' || present(selfPrep))) {
    out.push({ min: FLOORS.imminent, label: 'Imminent danger to self: intent with a plan or means, a plan being prepared, or a plan or preparation with means and a near time frame', domain: 'self' });
  }
  // Means, a time and a person named, with danger to others in question and the screen not yet
  // answered: the configuration of imminent harm, however little the text says about intent.
  // Unknown is not safe, so it is HIGH until the answers settle it.
  if (u.screen.others.concern === null && u.screen.others.cued && raised(f.identifiableVictim) && meansInEarnest && present(f.timeline) && f.threat.status !== 'negated') {
    out.push({ min: FLOORS.legalDuty, label: 'Not yet assessed: means, a time frame and a named person with danger to others in question', domain: 'others' });
  }
  if (impliedThreat && dangerInPlay(u, 'others') && raised(f.identifiableVictim) && means && soon && !(victim && othersImminent)) {
    out.push({ min: FLOORS.imminent, label: 'Imminent danger to a named person: strong signs of danger, means and a time frame, however it was worded', domain: 'others' });
  }
  if (dangerInPlay(u, 'others') && raised(f.identifiableVictim) && impliedThreat && !raised(f.threat)) {
    out.push({ min: FLOORS.legalDuty, label: 'Duty to warn / protect may be triggered: strong signs of danger to a named person, however it was worded', domain: 'others' });
  }
  // A threat with means and a time, the people at risk not yet named ("whoever is in that room
  // Friday"): the danger is as high; only who must be warned is unknown.
  if (dangerInPlay(u, 'others') && !victim && present(f.threat) && meansInEarnest && present(f.timeline)) {
    out.push({ min: FLOORS.legalDuty, label: 'Danger to others: a threat with means and a time frame, the people at risk not yet named', domain: 'others' });
  }
  // A threat the practitioner reads as a figure of speech, not yet answered on the screen, is a question, not this finding.
  const figurative = f.threat.figurative === true && f.threat.status === 'uncertain';
  if (dangerInPlay(u, 'others') && victim && raised(f.threat) && !figurative) {
    out.push({ min: FLOORS.legalDuty, label: 'Duty to warn / protect may be triggered: a threat, however worded, against an identifiable person', domain: 'others' });
  }
  if (dangerInPlay(u, 'others') && victim && present(othersPrep) && (raised(f.firearm) || raised(f.otherMeans) || present(f.priorViolence))) {
    out.push({ min: FLOORS.legalDuty, label: 'Danger to an identifiable person: preparation, with means or a history of violence', domain: 'others' });
  }
  if (victim && hasCue(u, 'infection-exposure', INFECTION_EXPOSURE_WEIGHT)) {
    out.push({ min: FLOORS.legalDuty, label: 'An identifiable partner exposed to a serious infection without knowing it (a duty-to-protect question)', domain: 'others' });
  }
  const reported = (kind: string, id: IssueCategoryId) => (f.abuse?.kinds.includes(kind) ?? false) && found.has(id);
  // A reporting question the analysis states firmly is itself the reasonable-suspicion question.
  const firmReport =
    u.screen.abuse.concern !== 'no' &&
    u.categories.some((c) => (c.id === 'child-abuse-reporting' || c.id === 'elder-abuse-reporting') && c.confidence >= FIRM_REPORT_CONFIDENCE);
  if ((raised(f.abuse) && (reported('child', 'child-abuse-reporting') || reported('elder', 'elder-abuse-reporting'))) || firmReport) {
    out.push({ min: FLOORS.legalDuty, label: 'A mandated abuse or neglect report may be triggered', domain: 'duty' });
  }
  if (raised(f.sexualContact)) out.push({ min: FLOORS.legalDuty, label: 'A sexual boundary violation or grooming', domain: 'boundary' });
  if (present(f.suicidalIdeation) && (present(f.plan) || present(f.intent) || raised(f.priorAttempts) || present(selfPrep))) {
    out.push({ min: FLOORS.legalDuty, label: 'Suicidal ideation with a plan, intent, preparation or a previous attempt (C-SSRS items 4–6)', domain: 'self' });
  }
  if (dangerInPlay(u, 'self') && present(f.priorAttempts) && (raised(f.suicidalIdeation) || means || present(f.method))) {
    out.push({ min: FLOORS.legalDuty, label: 'A previous attempt, with suicidal thoughts, a method or access to means (SAFE-T: the strongest risk factor)', domain: 'self' });
  }
  // A previous attempt with hopelessness now (SAFE-T weighs the attempt most, a current warning
  // sign makes it acute), the screen not yet answered.
  if (u.screen.self.concern === null && dangerInPlay(u, 'self') && present(f.priorAttempts) && hasCue(u, 'hopelessness', HOPELESS_WEIGHT)) {
    out.push({ min: FLOORS.legalDuty, label: 'A previous suicide attempt, with hopelessness now (SAFE-T); the safety screen will settle it', domain: 'self' });
  }
  if (dangerInPlay(u, 'self') && present(f.method) && means) {
    out.push({ min: FLOORS.legalDuty, label: 'A method in mind and the means at hand (C-SSRS item 3 with access)', domain: 'self' });
  }
  // Preparation is behaviour (C-SSRS item 6): with any word on ideation — a denial included — or
  // with means, or when it is unmistakable (a note, researching methods, a rehearsal).
  const decisivePreparation = (selfPrep as (Fact & { kinds?: string[] }) | undefined)?.kinds?.some((k) => DECISIVE_PREPARATION.has(k)) ?? false;
  if (present(selfPrep) && dangerInPlay(u, 'self') && (f.suicidalIdeation.status !== 'unknown' || means || decisivePreparation)) {
    out.push({ min: FLOORS.legalDuty, label: 'Preparatory behaviour toward suicide (C-SSRS item 6), whatever the client says about thoughts', domain: 'self' });
  }
  if (present(f.selfHarm) && raised(f.suicidalIdeation) && u.facts.client.isMinor === true) {
    out.push({ min: FLOORS.legalDuty, label: 'A minor who self-harms and speaks of not wanting to live', domain: 'self' });
  }
  const partner = f.partnerViolence;
  const markers = present(partner) ? (partner?.kinds ?? []).filter((k) => k in PARTNER_LETHALITY_MARKERS) : [];
  if (markers.length > 0) {
    // The danger is to the client from someone else: it raises the score, but it is not suicide risk.
    out.push({ min: FLOORS.legalDuty, label: `Danger to the client from a partner: ${markers.map((k) => PARTNER_LETHALITY_MARKERS[k]).join(', ')} (a lethality marker)`, domain: 'self', leads: false });
  } else if (raised(partner)) {
    out.push({ min: FLOORS.notAssessed, label: 'Violence against the client by a partner: the client’s own safety needs assessing', domain: 'self' });
  }
  for (const domain of u.screen.unresolved) {
    out.push({ id: `not-assessed:${domain}`, min: FLOORS.notAssessed, label: `Not yet assessed: ${SAFETY_SCREEN_DEFINITIONS[domain].title.toLowerCase()} — the safety screen is incomplete, and unknown is not safe`, domain: DOMAIN_OF_SCREEN[domain] });
  }
  const unsure = SCREEN_DOMAINS.filter((d) => !u.screen.unresolved.includes(d) && u.screen[d].open && u.screen[d].unsure.length > 0);
  for (const domain of unsure) {
    out.push({ id: `unsure:${domain}`, min: FLOORS.notAssessed, label: `Not sure: the safety screen for ${SAFETY_SCREEN_DEFINITIONS[domain].title.toLowerCase()} has items answered "Not sure"`, domain: DOMAIN_OF_SCREEN[domain] });
  }
  // Your own Yes is a concern whatever the detailed items say: "No" to each of them does not make
  // a danger you named routine.
  const concerned = SCREEN_DOMAINS.filter((d) => u.screen[d].concern === 'yes' && !u.screen.unresolved.includes(d) && !unsure.includes(d));
  for (const domain of concerned) {
    out.push({ id: `concern:${domain}`, min: FLOORS.notAssessed, label: `You answered Yes: a concern about ${SAFETY_SCREEN_DEFINITIONS[domain].title.toLowerCase()}, which the detailed items do not settle`, domain: DOMAIN_OF_SCREEN[domain] });
  }
  return out.sort((a, b) => b.min - a.min);
}

/** A hopelessness cue this strong: a stated burden or hopelessness, not a sudden calm alone. */
const HOPELESS_WEIGHT = 0.4;
/** A stated reporting category this confident is a report question in its own right. */
const FIRM_REPORT_CONFIDENCE = 0.7;
const DECISIVE_PREPARATION = new Set(['note', 'research', 'rehearsal', 'screen']);
/** An infection-exposure cue this strong (two signs: the diagnosis and unprotected contact, say). */
const INFECTION_EXPOSURE_WEIGHT = 0.75;

/** How a means' kind (its signal's tag) reads in a factor's label. */
const MEANS_KIND_LABEL: Record<string, string> = { 'weapon-acquired': 'weapon', acquired: 'bought', lethality: 'medication' };

/** Text signs this strong (families other than the net, a relation or a date) make a stated danger a high-risk finding. */
const SIGNED_HIGH = 1.2;

/** Above what a weapon in everyday use weighs (frames.ts: a pattern's weight × 0.4). */
const EARNEST_WEAPON_WEIGHT = 0.45;

function hasCue(u: Understanding, family: string, min: number): boolean {
  return u.cues.some((c) => c.family === family && c.weight >= min);
}

const DOMAIN_OF_SCREEN: Record<ScreenDomain, RiskDomain> = { self: 'self', others: 'others', abuse: 'duty' };


function protectiveFactors(u: Understanding, hasDanger: boolean): DomainFactor[] {
  const protective = u.facts.protective;
  if (!hasDanger || !protective || protective.status !== 'present') return [];
  const out: DomainFactor[] = [];
  let total = 0;
  for (const kind of protective.kinds) {
    const rule = PROTECTIVE_POINTS[kind];
    if (!rule) continue;
    if (kind === 'means-restricted' && !raised(u.facts.firearm) && !raised(u.facts.otherMeans)) continue;
    const weight = Math.max(rule.points, -(MAX_PROTECTIVE + total));
    if (weight >= 0) break;
    total += weight;
    out.push({ id: `protective:${kind}`, label: rule.label, weight, evidence: protective.evidence.map((e) => e.phrase), domain: 'protective' });
  }
  return out;
}

export function assessRisk(u: Understanding): RiskResult {
  const found = new Set(u.categories.map((c) => c.id));
  const concerns: Concern[] = [];
  const self = dangerConcern(u, 'self');
  const others = dangerConcern(u, 'others');
  if (self) concerns.push(self);
  if (others) concerns.push(others);
  for (const id of found) {
    if ((id === 'suicide-risk' && self) || (id === 'duty-to-protect' && others)) continue;
    concerns.push(categoryConcern(u, id));
  }
  // Stable order: most points first; ties keep the category order of the understanding. A danger
  // a minimum lifts above the others leads, so the score and its main concern tell one story.
  // (Only a high-risk minimum: "not yet assessed" asks a question, it does not make the danger the subject.)
  const applicable = floors(u, found);
  const leading = applicable.find((floor) => floor.min >= FLOORS.legalDuty && floor.leads !== false);
  const lifted = (c: Concern) => (leading && c === (leading.domain === 'self' ? self : leading.domain === 'others' ? others : null) ? Math.max(c.points, leading.min) : c.points);
  concerns.sort((a, b) => lifted(b) - lifted(a));

  const factors: DomainFactor[] = [];
  const main = concerns[0];
  if (main) factors.push(...main.factors);
  let additional = 0;
  for (const concern of concerns.slice(1)) {
    if (concern.points < ADDITIONAL_CONCERN_MIN_POINTS || additional >= MAX_ADDITIONAL) continue;
    additional += ADDITIONAL_CONCERN_POINTS;
    const lead = concern.factors[0];
    factors.push({
      id: `additional:${concern.id}`,
      label: `Additional concern: ${lead?.label ?? issueCategoryLabel(concern.id)}`,
      weight: ADDITIONAL_CONCERN_POINTS,
      evidence: concern.factors.flatMap((f) => f.evidence).slice(0, 3),
      domain: lead?.domain ?? 'professional',
    });
  }
  factors.push(...protectiveFactors(u, Boolean(self || others)));
  const partner = u.facts.partnerViolence;
  const partnerWeight = scaled(partner, DANGER_POINTS.partnerViolence);
  if (partnerWeight > 0) {
    const label = partner?.status === 'uncertain' ? 'Violence against the client by a partner or ex-partner (uncertain)' : 'Violence against the client by a partner or ex-partner';
    factors.push({ id: 'partner-violence', label, weight: partnerWeight, evidence: phrases(partner), domain: 'self' });
  }

  let raw = Math.max(sum(factors), concerns.length === 0 ? 1 : 0);
  if (concerns.length === 0) {
    factors.push({ id: 'baseline', label: 'An ethical question with no specific risk factor identified', weight: 1, evidence: [], domain: 'professional' });
  }

  const floor = applicable[0] ?? null;
  if (floor && raw < floor.min) {
    factors.push({ id: floor.id ?? 'floor', label: floor.label, weight: round1(floor.min - raw), evidence: [], domain: floor.domain });
    raw = floor.min;
  }
  if ((!floor || floor.min < FLOORS.imminent) && raw > NON_IMMINENT_CEILING) {
    factors.push({ id: 'ceiling', label: 'No imminent danger identified: CRITICAL needs a plan, means or intent with a near time frame', weight: round1(NON_IMMINENT_CEILING - raw), evidence: [], domain: 'adjustment' });
    raw = NON_IMMINENT_CEILING;
  }
  if ((!floor || floor.min < FLOORS.legalDuty) && raw > MODERATE_CEILING) {
    factors.push({ id: 'ceiling', label: 'No high-risk finding: HIGH needs intent, a plan, preparation, an attempt, a threat against someone, a mandated report, a sexual boundary violation or a lethality marker of partner violence', weight: round1(MODERATE_CEILING - raw), evidence: [], domain: 'adjustment' });
    raw = MODERATE_CEILING;
  }
  const lowStakesOnly = concerns.length > 0 && concerns.every((c) => LOW_STAKES_CATEGORIES.has(c.id) && !c.severe);
  if (!floor && lowStakesOnly && raw > LOW_STAKES_CEILING) {
    factors.push({ id: 'ceiling', label: 'Only routine boundary or practice questions (PRODUCT.md: LOW)', weight: round1(LOW_STAKES_CEILING - raw), evidence: [], domain: 'adjustment' });
    raw = LOW_STAKES_CEILING;
  }

  if (raw > RISK_SCORE_MAX) {
    factors.push({ id: 'maximum', label: `The scale stops at ${RISK_SCORE_MAX}`, weight: round1(RISK_SCORE_MAX - raw), evidence: [], domain: 'adjustment' });
    raw = RISK_SCORE_MAX;
  }
  const score = clampScore(Math.round(raw));
  const level = riskLevel(score);
  return {
    score,
    level,
    factors: factors.map(({ domain: _domain, ...factor }) => ({ ...factor, weight: round1(factor.weight) })),
    harmProbabilities: harmProbabilities(score, factors),
    rationale: rationale(score, level, main, floor, factors),
  };
}

function clampScore(score: number): number {
  return Math.min(RISK_SCORE_MAX, Math.max(RISK_SCORE_MIN, score));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function harmProbabilities(score: number, factors: ReadonlyArray<RiskFactor & { domain: RiskDomain }>): Record<HarmKey, number> {
  const domainPoints: Record<RiskDomain, number> = { self: 0, others: 0, duty: 0, boundary: 0, professional: 0, protective: 0, adjustment: 0 };
  for (const factor of factors) {
    if (factor.domain === 'adjustment') continue;
    if (factor.domain === 'protective') domainPoints.protective += factor.weight;
    else if (factor.weight > 0) domainPoints[factor.domain] += factor.weight;
  }
  const out = {} as Record<HarmKey, number>;
  for (const key of HARM_KEYS) {
    const c = HARM_COEFFICIENTS[key];
    let value = c.base + c.perScore * score;
    for (const domain of Object.keys(domainPoints) as RiskDomain[]) value += (c[domain] ?? 0) * domainPoints[domain];
    out[key] = Math.round(Math.min(HARM_MAX, Math.max(HARM_MIN, value)));
  }
  return out;
}

function rationale(
  score: number,
  level: string,
  main: Concern | undefined,
  floor: Floor | null,
  factors: readonly RiskFactor[],
): string {
  if (!main) return `Score ${score} (${level}): no specific risk factor was identified; reflect, consult as needed and document your reasoning.`;
  // Only the opening capital is lowered: the labels carry names and acronyms (C-SSRS, Thanksgiving).
  const top = main.factors.slice(0, 3).map((f) => lowerFirst(f.label));
  const parts = [`Score ${score} (${level}): the main concern is ${issueCategoryLabel(main.id).toLowerCase()} — ${top.join('; ')}.`];
  if (floor) parts.push(`Minimum applied: ${floor.label}.`);
  const protective = factors.filter((f) => f.weight < 0 && f.id.startsWith('protective:'));
  if (protective.length) parts.push(`Protective: ${protective.map((f) => lowerFirst(f.label)).join('; ')}.`);
  return parts.join(' ');
}

// ---------------------------------------------------------------- disputed factors

/** The fact behind each danger factor: disputing the factor sets the fact aside. */
const FACT_OF_FACTOR: Record<string, keyof ExtractedFacts> = {
  'suicidal-ideation': 'suicidalIdeation',
  method: 'method',
  'self-harm': 'selfHarm',
  threat: 'threat',
  'identifiable-victim': 'identifiableVictim',
  firearm: 'firearm',
  'other-means': 'otherMeans',
  intent: 'intent',
  plan: 'plan',
  preparation: 'preparation',
  'denial-with-preparation': 'preparation',
  timeline: 'timeline',
  'prior-attempts': 'priorAttempts',
  'prior-violence': 'priorViolence',
  'sexual-contact': 'sexualContact',
  'partner-violence': 'partnerViolence',
};
const DANGER_CATEGORIES = new Set<IssueCategoryId>(['suicide-risk', 'duty-to-protect']);

/**
 * Whether the practitioner can dispute a factor: a finding (a fact, an issue, a protective
 * factor). The rubric's own limits — floors, ceilings, the baseline, an unanswered safety screen
 * — are not findings; an unanswered screen is settled by answering it.
 */
export function isDisputableFactor(id: string): boolean {
  if (id in FACT_OF_FACTOR || id.startsWith('protective:') || id.startsWith('category:')) return true;
  return id.startsWith('additional:') && !DANGER_CATEGORIES.has(id.slice('additional:'.length) as IssueCategoryId);
}

/**
 * The understanding without the findings behind the disputed factors: each disputed fact reads
 * as unknown, each disputed issue and protective factor is left out. Scoring it gives the score
 * "without the disputed factors"; the safety screen is untouched, so a danger it has not settled
 * stays "not yet assessed".
 */
export function withoutDisputed(u: Understanding, factorIds: readonly string[]): Understanding {
  if (factorIds.length === 0) return u;
  // Only factors the rubric gives for this understanding: a dispute left over from other inputs does nothing.
  const found = new Set(assessRisk(u).factors.map((factor) => factor.id));
  const disputed = factorIds.filter((id) => isDisputableFactor(id) && found.has(id));
  if (disputed.length === 0) return u;
  const facts: ExtractedFacts = { ...u.facts };
  const dropCategories = new Set<string>();
  const dropProtective = new Set<string>();
  for (const id of disputed) {
    const factKey = FACT_OF_FACTOR[id];
    if (factKey) {
      const fact = facts[factKey] as Fact | undefined;
      if (fact) (facts as Record<string, unknown>)[factKey] = { ...fact, status: 'unknown', evidence: [] };
    } else if (id.startsWith('protective:')) dropProtective.add(id.slice('protective:'.length));
    else dropCategories.add(id.slice(id.indexOf(':') + 1));
  }
  if (facts.protective && dropProtective.size > 0) {
    const kinds = facts.protective.kinds.filter((kind) => !dropProtective.has(kind));
    facts.protective = { ...facts.protective, kinds, status: kinds.length > 0 ? facts.protective.status : 'unknown' };
  }
  return {
    ...u,
    facts,
    categories: u.categories.filter((c) => !dropCategories.has(c.id)),
    dismissedCategories: [...u.dismissedCategories, ...u.categories.filter((c) => dropCategories.has(c.id)).map((c) => c.id)],
  };
}
