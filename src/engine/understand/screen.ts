/**
 * The structured safety screen (src/shared/domain/safety-screen.ts) read into the engine: typed
 * answers set rubric facts directly — no reading of free text — and override what the text said
 * (the practitioner knows the client; the words are only what they chose to write). Also the
 * screen's state: which domains the text's cues flag, and which are still not assessed.
 */
import {
  concernOpens,
  missingItems,
  SCREEN_ANSWER_LABELS,
  SCREEN_ITEM_NAMES,
  SCREEN_DOMAINS,
  type SafetyScreen,
  type ScreenAnswer,
  type ScreenDomain,
} from '../../shared/domain/safety-screen';
import type { CueFinding, Evidence, ExtractedFacts, Fact, FactStatus, ScreenDomainState, ScreenState } from '../types';
import { CUE_FLAG_SCORE, domainCues } from './cues';

const STATUS_OF: Record<ScreenAnswer, FactStatus> = { yes: 'present', no: 'negated', unsure: 'uncertain' };
const RANK: Record<FactStatus, number> = { present: 3, uncertain: 2, negated: 1, unknown: 0 };

function screenEvidence(domain: ScreenDomain, key: string, value: string): Evidence {
  const shown = value in SCREEN_ANSWER_LABELS ? SCREEN_ANSWER_LABELS[value as ScreenAnswer] : `“${value}”`;
  return { phrase: `Safety screen, ${SCREEN_ITEM_NAMES[key] ?? key}: ${shown}`, source: 'screen', start: 0, end: 0, screenItem: `${domain}.${key}` };
}

function fromAnswer(domain: ScreenDomain, key: string, answer: ScreenAnswer): Fact {
  return { status: STATUS_OF[answer], evidence: [screenEvidence(domain, key, answer)] };
}

const isRaised = (fact: Fact | undefined) => fact?.status === 'present' || fact?.status === 'uncertain';

/** Several items can speak to one fact (a weapon for self and for others): the strongest answer wins. */
function strongest(...facts: Array<Fact | null>): Fact | null {
  let best: Fact | null = null;
  for (const fact of facts) if (fact && (!best || RANK[fact.status] > RANK[best.status])) best = fact;
  return best;
}

function answered<T extends object>(domain: ScreenDomain, answers: T | undefined, key: keyof T & string): Fact | null {
  const value: unknown = answers?.[key];
  return value === 'yes' || value === 'no' || value === 'unsure' ? fromAnswer(domain, key, value) : null;
}

/**
 * "Not sure" never lowers what the description itself states: the practitioner is unsure, the text
 * is not, and unknown is not safe. "Yes" and "No" replace the text's reading; a "Yes" to what the
 * text already showed keeps the text's words first, so the practitioner sees what they wrote.
 */
function keepStated(text: Fact | undefined, answer: Fact): Fact {
  const keeps = text !== undefined && ((answer.status === 'present' && isRaised(text)) || (answer.status === 'uncertain' && text.status === 'present'));
  return keeps ? { status: 'present', evidence: [...text.evidence, ...answer.evidence] } : answer;
}

/**
 * Facts with the screen's answers applied. An item left unanswered keeps what the text said; an
 * answered one replaces it.
 */
export function applyScreen(facts: ExtractedFacts, screen: SafetyScreen | undefined): ExtractedFacts {
  if (!screen) return facts;
  const self = screen.self;
  const others = screen.others;
  const abuse = screen.abuse;
  const next: ExtractedFacts = { ...facts };
  const set = <K extends keyof ExtractedFacts>(key: K, fact: Fact | null) => {
    if (fact) next[key] = { ...(facts[key] as object), ...keepStated(facts[key] as Fact | undefined, fact) } as ExtractedFacts[K];
  };

  set('suicidalIdeation', answered('self', self, 'ideation'));
  set('priorAttempts', answered('self', self, 'priorAttempt'));
  set('threat', answered('others', others, 'threat'));
  set('priorViolence', answered('others', others, 'violenceHistory'));

  // Intent, plan, preparation and a weapon are facts both dangers share. A "No" on one domain's
  // screen speaks only for that danger: "no plan to harm himself" must not clear the plan and the
  // handgun of a threat against someone else, nor the reverse.
  const otherDangerRaised: Record<'self' | 'others', boolean> = {
    self: isRaised(next.threat),
    others: isRaised(next.suicidalIdeation) || isRaised(next.selfHarm) || isRaised(next.priorAttempts),
  };
  const own = (domain: 'self' | 'others', fact: Fact | null): Fact | null => (fact?.status === 'negated' && otherDangerRaised[domain] ? null : fact);

  const method = own('self', answered('self', self, 'method'));
  if (method) next.method = method;
  set('intent', own('self', answered('self', self, 'intent')));
  set('plan', own('self', answered('self', self, 'plan')));

  // Each domain's preparation answer keeps its own evidence, so the rubric can tell whose
  // preparation it is.
  const selfPrep = own('self', answered('self', self, 'preparation'));
  const othersPrep = own('others', answered('others', others, 'preparation'));
  const preparation = strongest(selfPrep, othersPrep);
  const kept = preparation ? keepStated(facts.preparation, preparation) : null;
  if (preparation && preparation.status === 'uncertain' && kept !== preparation) {
    // "Not sure" beside preparation the text states: the text's kinds stay.
    next.preparation = { ...facts.preparation, evidence: kept?.evidence ?? [] };
  } else if (preparation) {
    const answers = [selfPrep, othersPrep].filter((p): p is Fact => p !== null && p.status === preparation.status).flatMap((p) => p.evidence);
    const shown = preparation.status === 'present' && isRaised(facts.preparation) ? facts.preparation.evidence : [];
    next.preparation = { status: preparation.status, evidence: [...shown, ...answers], kinds: preparation.status === 'present' ? [...facts.preparation.kinds, 'screen'] : [] };
  }

  // A weapon: a firearm when the text names one, other means otherwise.
  const means = strongest(own('self', answered('self', self, 'meansAccess')), own('others', answered('others', others, 'weaponAccess')));
  if (means) {
    const firearmInText = facts.firearm.status === 'present' || facts.firearm.status === 'uncertain';
    if (firearmInText || means.status === 'negated') next.firearm = keepStated(facts.firearm, means);
    if (!firearmInText || means.status === 'negated') {
      next.otherMeans = { ...keepStated(facts.otherMeans, means), kinds: means.status === 'negated' ? [] : facts.otherMeans.kinds.length > 0 ? facts.otherMeans.kinds : ['reported on the screen'] };
    }
  }

  const timeframe = others?.timeframe || self?.timeframe;
  if (timeframe) {
    next.timeline = { status: 'present', evidence: [screenEvidence(others?.timeframe ? 'others' : 'self', 'timeframe', timeframe)], text: timeframe };
  }
  if (others?.target) {
    next.identifiableVictim = { status: 'present', evidence: [screenEvidence('others', 'target', others.target)], description: others.target };
  }

  if (abuse) {
    // The practitioner's own "Yes" is reasonable suspicion, the report's threshold; a sign answered
    // Yes says the same. "No" to everything clears it.
    const concern = abuse.concern ? fromAnswer('abuse', 'concern', abuse.concern) : null;
    const fact = strongest(answered('abuse', abuse, 'disclosed'), answered('abuse', abuse, 'observed'), concern);
    if (fact) {
      const kind = abuse.who === 'child' ? 'child' : abuse.who ? 'elder' : (facts.abuse?.kinds[0] ?? 'child');
      next.abuse = { ...fact, kinds: fact.status === 'negated' ? [] : [kind] };
    }
    if (abuse.perpetratorAccess) next.abuserAccess = fromAnswer('abuse', 'perpetratorAccess', abuse.perpetratorAccess);
  }
  return next;
}

/** Whether the text itself states the danger the domain is about (not only cues). */
function statedInText(domain: ScreenDomain, facts: ExtractedFacts): boolean {
  if (domain === 'self') return isRaised(facts.suicidalIdeation) || isRaised(facts.selfHarm) || isRaised(facts.priorAttempts);
  if (domain === 'others') return isRaised(facts.threat);
  return isRaised(facts.abuse);
}

/** Signs aimed at another person: without any, readied means say nothing about whom they are for. */
export const AIMED_FAMILIES: ReadonlySet<string> = new Set(['veiled-threat', 'grievance', 'stalking', 'violence-history', 'infection-exposure']);
/** A weapon acquired or readied (the frames and patterns weigh these 0.8 or more), not merely owned. */
const READIED_WEAPON_WEIGHT = 0.8;

/**
 * Means acquired or readied with no sign of whom they are for may be for the client: harm to self
 * is opened beside harm to others ("brought her grandfather's revolver … for bears").
 */
function undirectedMeans(findings: readonly CueFinding[], aimed: boolean): boolean {
  const weapon = findings.find((f) => f.family === 'weapon');
  return weapon !== undefined && weapon.weight >= READIED_WEAPON_WEIGHT && !aimed;
}

/** Self-directed families whose single strong sign (a method laid out, a ligature knotted, pills saved) is enough to ask. */
const SELF_SIGN_FAMILIES: ReadonlySet<string> = new Set(['self-means', 'self-preparation', 'self-harm', 'attempt-history', 'death-wish']);
const STRONG_SELF_SIGN = 0.8;

/** One strong self-directed sign opens harm to self on its own: over-asking costs one screen, a silent miss far more. */
function strongSelfSign(findings: readonly CueFinding[]): boolean {
  return findings.some((f) => SELF_SIGN_FAMILIES.has(f.family) && f.weight >= STRONG_SELF_SIGN);
}

function aimedAtOthers(findings: readonly CueFinding[], textFacts: ExtractedFacts): boolean {
  return findings.some((f) => AIMED_FAMILIES.has(f.family)) || textFacts.threat.status === 'present' || textFacts.threat.status === 'uncertain';
}

export function screenState(screen: SafetyScreen | undefined, findings: readonly CueFinding[], textFacts: ExtractedFacts): ScreenState {
  const state = {} as Record<ScreenDomain, ScreenDomainState>;
  // A weapon aimed at someone is the means of that danger; it says nothing of harm to self.
  const aimed = aimedAtOthers(findings, textFacts);
  const selfFindings = aimed ? findings.filter((f) => f.family !== 'weapon') : findings;
  for (const domain of SCREEN_DOMAINS) {
    const { score, cues } = domainCues(domain === 'self' ? selfFindings : findings, domain);
    const cued = score >= CUE_FLAG_SCORE || statedInText(domain, textFacts) || (domain === 'self' && (undirectedMeans(findings, aimed) || strongSelfSign(findings)));
    const concern = screen?.[domain]?.concern ?? null;
    const open = cued || concernOpens(concern ?? undefined);
    const missing = open ? missingItems(screen, domain) : [];
    const answers = (screen?.[domain] ?? {}) as Record<string, unknown>;
    const unsure = Object.keys(answers).filter((key) => answers[key] === 'unsure');
    state[domain] = { domain, concern, cues, cueScore: score, cued, open, complete: concern !== null && missing.length === 0, missing, unsure };
  }
  const unresolved = SCREEN_DOMAINS.filter((d) => state[d].open && !state[d].complete);
  const unanswered = SCREEN_DOMAINS.filter((d) => state[d].concern === null && !unresolved.includes(d));
  const pending = [...unresolved, ...unanswered];
  return { ...state, unresolved, summary: pending.length === 0 ? 'complete' : `incomplete: ${pending.join(', ')}` };
}
