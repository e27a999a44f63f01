/**
 * From confidences to the issue list the practitioner sees: which issues the analysis states,
 * which it only offers ("possible issues" to confirm or dismiss), and how the safety domains,
 * the practitioner's role and setting, and their own decisions move them. The danger and
 * reporting categories are never left to words alone: the cue families and the screen decide
 * whether they are in play.
 */
import { jurisdictionsNamed } from '../../shared/domain/jurisdictions';
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import type { PracticeRole } from '../../shared/domain/roles';
import type { SafetyScreen, ScreenDomain } from '../../shared/domain/safety-screen';
import type { CategoryFinding, CueFinding, Evidence, ExtractedFacts, Fact, IssueDecisions, ScreenState } from '../types';
import { POSSIBLE_THRESHOLD, REPORT_THRESHOLD } from './categories';
import { abuseSubject, CUE_FIND_SCORE, isOwnSign, MODIFIERS, signedScore } from './cues';
import { AIMED_FAMILIES } from './screen';
import { VOCABULARY, type VocabularyScore } from './vocabulary';

const raised = (fact: Fact | undefined) => fact?.status === 'present' || fact?.status === 'uncertain';
const present = (fact: Fact | undefined) => fact?.status === 'present';

const DOMAIN_CATEGORIES: ReadonlySet<IssueCategoryId> = new Set(['suicide-risk', 'duty-to-protect', 'child-abuse-reporting', 'elder-abuse-reporting']);

/** Confidence a flagged domain gives its category: possible at the flag score, stated at CUE_FIND_SCORE. */
const FLAGGED_CONFIDENCE = 0.42;
const FOUND_BY_CUES_CONFIDENCE = 0.6;
const SCREEN_CONFIDENCE = 0.95;
/** The least a domain's own text signs must weigh (one real family) for its cues to state the danger. */
const SIGNED_TO_STATE = 0.6;
/** Evidence kept for an issue the signs raise: the words that named it, then the signs. */
const MAX_MERGED_EVIDENCE = 5;
/** The description's own signs shown beside a screen answer that states a danger. */
const MAX_SIGNS_WITH_ANSWER = 3;

/**
 * Role and setting priors: a weak signal counts for more where the issue is common in that work
 * (a substance-use counsellor's disclosures are Part 2 questions; a school counsellor's are about
 * minors, parents and reports). Only a category with some signal of its own is lifted.
 */
type Prior = { category: IssueCategoryId; lift: number; when?: (facts: ExtractedFacts) => boolean };
const ROLE_PRIORS: Partial<Record<PracticeRole, readonly Prior[]>> = {
  'substance-abuse-counselor': [{ category: 'substance-use-records', lift: 0.35 }, { category: 'confidentiality', lift: 0.15 }],
  'school-counselor': [
    { category: 'minors-consent', lift: 0.3, when: (f) => f.client.isMinor !== false },
    { category: 'child-abuse-reporting', lift: 0.2 },
    { category: 'confidentiality', lift: 0.15 },
  ],
  'peer-support-specialist': [{ category: 'boundary-crossings', lift: 0.15 }, { category: 'multiple-relationships', lift: 0.15 }],
  'pastoral-counselor': [{ category: 'multiple-relationships', lift: 0.15 }, { category: 'values-conflict', lift: 0.15 }],
  'rehabilitation-counselor': [{ category: 'workplace-policy', lift: 0.1 }],
  'case-manager': [{ category: 'confidentiality', lift: 0.1 }],
};
const SETTING_PRIORS: ReadonlyArray<{ setting: keyof ExtractedFacts['setting']; priors: readonly Prior[] }> = [
  { setting: 'school', priors: [{ category: 'minors-consent', lift: 0.2, when: (f) => f.client.isMinor !== false }, { category: 'child-abuse-reporting', lift: 0.15 }] },
  { setting: 'telehealth', priors: [{ category: 'telehealth-jurisdiction', lift: 0.2 }] },
  { setting: 'ruralSmallCommunity', priors: [{ category: 'multiple-relationships', lift: 0.2 }] },
];
/** Below this a category has no signal of its own to lift. */
export const PRIOR_MIN = 0.15;

function lift(confidence: number, by: number): number {
  return 1 - (1 - confidence) * (1 - by);
}

/** Words too general to show as the reason an issue is offered. */
const GENERAL_WORDS = new Set(['anything', 'something', 'everything', 'nothing', 'know', 'knows', 'tell', 'told', 'says', 'said', 'asked', 'think', 'thing', 'things', 'really', 'about', 'could', 'would', 'should', 'there', 'their', 'other', 'client', 'session', 'sessions', 'want', 'wants', 'going', 'since', 'still', 'never', 'always', 'maybe', 'sure', 'time', 'week', 'today']);
const MAX_NET_REASONS = 4;
/** Concepts too common to be a reason on their own. */
const QUIET_CONCEPTS = new Set(['time', 'client', 'clinician', 'agency', 'records', 'third-party', 'hedge', 'negation', 'self-ref']);

/**
 * What is shown as the reason the vocabulary net offers an issue: the concepts it weighed (words
 * of a kind, pairs met in one sentence) first, then distinctive single words — never words like
 * "know" or "tell", which say nothing to a practitioner.
 */
function netReasons(score: VocabularyScore | undefined, text: string): string[] {
  if (!score) return [];
  // A single concept's words read as a reason; a pair ("This week … house") rarely does.
  const concepts = score.reasons.filter((r) => r.feature.startsWith('c:') && !QUIET_CONCEPTS.has(r.feature.slice(2)) && !introducesSelf(text, r.phrase)).map((r) => r.phrase);
  const words = score.reasons.filter((r) => !/^[a-z]:/.test(r.feature) && !r.feature.includes(' ') && r.phrase.length >= 5 && !GENERAL_WORDS.has(r.phrase.toLowerCase())).map((r) => r.phrase);
  return [...new Set([...concepts, ...words])].slice(0, MAX_NET_REASONS);
}

/** "I'm a psychiatrist": the practitioner's own title is no reason for an issue about a colleague. */
function introducesSelf(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:I['’]m|I am|as) ${escaped}\\b`, 'i').test(text);
}

/**
 * What the text must show before the net alone may state a category: a couples, family or group
 * question is about joint work, and a spouse or "the family" named in an individual client's
 * story ("so his wife won't have to deal with it") is not one. Without it the issue is offered.
 */
const NET_NEEDS: Partial<Record<IssueCategoryId, RegExp>> = {
  // The role's title ("marriage and family therapist") and the setting ("group practice") are not the work.
  'couples-family-group': /\b(?:couples?|marriage(?! and family therap)|marital|groups?(?! practice)|conjoint|joint|family (?:therapy|sessions?|work|meetings?|counsel+ing)|both (?:partners|spouses|parents)|(?:each|either|one) (?:partner|spouse|parent)|together in (?:session|therapy|counsel+ing))\b/i,
};

/** An age or a school grade, and nothing else: "3-year-old", "11M", "7th grade", "a 6th grader". */
const AGE_ONLY = /^[,\s]*(?:a |an |the |his |her |their |my )?(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(?:years?[- ]old|yo|y\/o|month[- ]old|[MF])|(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade(?:r)?|\d{1,2})[,\s]*$/i;

/**
 * 42 CFR Part 2 protects the records of a substance use treatment program: being sober or "clean"
 * is not such a program. Without a program (or the practitioner's own role in one) the issue is offered.
 */
const PART2_PROGRAM = /\b(?:42 C\.?F\.?R|Part 2|SUD|substance (?:use|abuse) (?:program|treatment|clinic|counsel\w*|records|services)|addiction (?:program|treatment|clinic|counsel\w*|services)|methadone|suboxone|buprenorphine|vivitrol|MAT|MOUD|OTP|opioid treatment|detox|rehab|IOP|intensive outpatient|(?:treatment|recovery) program|drug court|urine (?:drug )?screens?|UDS|tox(?:icology)? (?:screens?|results))\b/i;
const PART2_ROLES: ReadonlySet<PracticeRole> = new Set<PracticeRole>(['substance-abuse-counselor']);
/** Words that name the way sessions happen (video, telehealth), and nothing about where anyone is. */
const MODALITY_ONLY = /^(?:(?:by|via|over|through|on) )?(?:tele(?:health|therapy|mental health|medicine|psychology|counseling|behavioral health|psychiatry)|video|virtual|online|zoom|remote|phone|facetime|skype|doxy(?:\.me)?|teams)(?: (?:sessions?|therapy|counseling|visits?|appointments?|care|treatment|counselor|clinician|therapist|session))?$/i;
/** A place or a move in the text: a state or territory named, a licence's state, a trip, a move. */
function placeNamed(text: string): boolean {
  return jurisdictionsNamed(text).length > 0 || PLACE_WORDS.test(text);
}
const PLACE_WORDS = /\b(?:licen[cs]ed|licen[cs]e)\b[^.]{0,30}\b[A-Z]{2}\b|\b[A-Z]{2}[- ](?:licensed|only)\b|\b(?:moved|moving|relocat\w+|visiting|traveling|travelling|abroad|overseas|vacation|trip|another state|out of state|compact|cabin|deployed|college)\b/;
/** Roles whose ordinary work happens in the client's home. */
const HOME_VISIT = /^home visits?$/i;
const HOME_VISITING_ROLES: ReadonlySet<PracticeRole> = new Set<PracticeRole>(['case-manager', 'peer-support-specialist']);

/**
 * What a practitioner writes after checking an injury and finding nothing behind it: the child
 * is not afraid, is happy at home, nothing else concerns them, someone confirmed the explanation.
 * Two of these, and no adult's act named, make marks alone a question rather than a report.
 */
const CHECKED_AND_CLEAR: readonly RegExp[] = [
  /\bno fear\b|\bnot (?:afraid|scared|fearful) (?:of|to go)\b/i,
  /\b(?:likes|loves|happy|safe|relaxed) (?:being )?(?:at )?home\b|\b(?:relaxed|happy|comfortable) (?:and \w+ )?with (?:her |his |their )?(?:mom|mother|dad|father|parents)\b/i,
  // A folk remedy known to leave marks that mimic abuse, named as the explanation.
  /\b(?:coining|c[ạa]o gi[óo]|cupping|gua sha|moxibustion|spooning)\b/i,
  /\b(?:nothing|no) (?:else |other )?(?:concerning|worrying|of concern|concerns)\b|\bno other (?:marks|bruises|injuries|signs)\b/i,
  // An older adult's affairs looked into and found in order: bills paid, money of her own, safe, the practitioner's own conclusion.
  // Each its own sign, as the others are.
  /\b(?:bills|rent) (?:are|is|get|gets|have been) paid\b|\b(?:has|have|gets|keeps) (?:her|his|their) own (?:spending )?money\b/i,
  /\b(?:feels?|felt) safe\b/i,
  /\bno (?:signs?|evidence) of (?:neglect|abuse|exploitation|harm|mistreatment)\b/i,
  /\b(?:don['’]t|do not) think (?:this|it|that) is (?:exploitation|abuse|neglect)\b/i,
  /\b(?:coach|doctor|pediatrician|nurse|teacher|school|parents?|mom|dad) (?:confirmed|corroborated|verified)\b|\b(?:explanation|story|account) (?:fits|matches|checks out|is consistent)\b|\bconsistent with (?:the|her|his|their) (?:explanation|story|account)\b|\blook(?:s|ed)? exactly like what\b/i,
];
const ADULT_ACT =
  /\b(?:dad|father|mom|mother|step-?(?:dad|father|mom|mother)|boyfriend|girlfriend|uncle|aunt|grandpa|grandfather|grandma|grandmother|parents?|babysitter|caregiver|coach|teacher|pastor|neighbou?r)(?:['’]s \w+)? (?:\w+ )?(?:hit|hits|hitting|beat|beats|slapped|slaps|kicked|kicks|choked|chokes|punched|punches|whipped|whips|burned|burns|touched|touches|shook|shakes|threw|throws|grabbed|grabs|pushed|pushes|shoved|shoves|hurt|hurts)\b/i;
const MIN_CLEAR_SIGNS = 2;

function checkedAndClear(text: string): boolean {
  // The signs are counted first, and only as far as needed: most texts show none.
  let signs = 0;
  for (const re of CHECKED_AND_CLEAR) if (re.test(text) && ++signs === MIN_CLEAR_SIGNS) break;
  return signs >= MIN_CLEAR_SIGNS && !ADULT_ACT.test(text);
}

/**
 * Danger to others in its configuration rather than its words: the vocabulary net flags the domain,
 * a weapon is in earnest (not a rifle in everyday use, which weighs less) and a person is named.
 * Practitioners often write the facts and leave the threat unsaid.
 */
const CONFIGURED = { net: 1, weapon: 0.6, target: 0.45 } as const;
function dangerConfigured(cues: readonly CueFinding[]): boolean {
  const weight = (family: string) => cues.find((c) => c.family === family)?.weight ?? 0;
  return weight('words-others') >= CONFIGURED.net && weight('weapon') >= CONFIGURED.weapon && weight('target') >= CONFIGURED.target;
}

export type SettleInput = {
  /** Every category with some signal (scoreCategories with PRIOR_MIN), strongest first. */
  scored: readonly CategoryFinding[];
  /** The vocabulary net's probabilities (understand/vocabulary.ts), by category id. */
  vocabulary: Record<string, VocabularyScore>;
  facts: ExtractedFacts;
  cues: readonly CueFinding[];
  screen: ScreenState;
  answers: SafetyScreen | undefined;
  role: PracticeRole;
  decisions: IssueDecisions | undefined;
  /** The dilemma and the answers, for what a category must show before the net alone states it. */
  text: string;
};

export type Settled = { categories: CategoryFinding[]; possibleCategories: CategoryFinding[]; dismissedCategories: IssueCategoryId[] };

/** The category a safety domain speaks for; abuse goes to the child or the adult report. */
export function domainCategory(domain: ScreenDomain, facts: ExtractedFacts, cues: readonly CueFinding[], answers: SafetyScreen | undefined): IssueCategoryId {
  if (domain === 'self') return 'suicide-risk';
  if (domain === 'others') return 'duty-to-protect';
  const who = answers?.abuse?.who;
  if (who) return who === 'child' ? 'child-abuse-reporting' : 'elder-abuse-reporting';
  if (facts.abuse?.kinds.includes('elder') && !facts.abuse.kinds.includes('child')) return 'elder-abuse-reporting';
  const subject = abuseSubject(cues);
  if (subject) return subject === 'elder' ? 'elder-abuse-reporting' : 'child-abuse-reporting';
  return 'child-abuse-reporting';
}

/** Whether the screen's answers put danger in this domain (a Yes or Not sure on an item that states it). */
function screenRaises(domain: ScreenDomain, facts: ExtractedFacts): Evidence[] | null {
  const fromScreen = (fact: Fact | undefined) => (raised(fact) && fact?.evidence.some((e) => e.source === 'screen') ? (fact?.evidence ?? []) : []);
  const evidence =
    domain === 'self'
      ? [facts.suicidalIdeation, facts.plan, facts.priorAttempts, facts.method].flatMap(fromScreen)
      : domain === 'others'
        ? [facts.threat, facts.identifiableVictim].flatMap(fromScreen)
        : fromScreen(facts.abuse);
  const prep = fromScreen(facts.preparation).filter((e) => e.screenItem?.startsWith(domain));
  const all = [...evidence, ...prep];
  return all.length > 0 ? all : null;
}

/** The practitioner ruled the domain out: "No" to it, its screen complete, nothing on it raised or left "Not sure". */
export function screenRulesOut(domain: ScreenDomain, screen: ScreenState, facts: ExtractedFacts): boolean {
  const state = screen[domain];
  return state.concern === 'no' && state.complete && state.unsure.length === 0 && screenRaises(domain, facts) === null;
}

export function settleCategories({ scored, vocabulary, facts, cues, screen, answers, role, decisions, text }: SettleInput): Settled {
  const byId = new Map<IssueCategoryId, CategoryFinding>(scored.map((f) => [f.id, { ...f }]));
  // The vocabulary net adds its weight to each category's confidence (independent evidence). A
  // category it alone supports is stated only when the net is near certain; otherwise it is
  // offered as possible, for the practitioner to confirm or dismiss.
  // The danger and reporting categories are left to the safety domains (below), whose words
  // flags only ever open the screen.
  for (const id of ISSUE_CATEGORY_IDS) {
    if (DOMAIN_CATEGORIES.has(id)) continue;
    const probability = vocabulary[id]?.probability ?? 0;
    const p = probability * VOCABULARY.categoryWeight;
    const existing = byId.get(id);
    if (existing) {
      byId.set(id, { ...existing, confidence: Math.round((1 - (1 - existing.confidence) * (1 - p)) * 100) / 100 });
    } else if (p >= POSSIBLE_THRESHOLD) {
      const evidence = netReasons(vocabulary[id], text).map((phrase): Evidence => ({ phrase, source: 'dilemma', start: 0, end: 0 }));
      const states = probability >= (VOCABULARY.stateThresholds[id] ?? 1) && (NET_NEEDS[id]?.test(text) ?? true);
      const confidence = states ? Math.max(p, REPORT_THRESHOLD) : Math.min(p, REPORT_THRESHOLD - 0.01);
      byId.set(id, { id, confidence: Math.round(confidence * 100) / 100, evidence, basis: 'vocabulary' });
    }
  }
  const get = (id: IssueCategoryId) => byId.get(id);
  const put = (id: IssueCategoryId, confidence: number, evidence: Evidence[], basis: CategoryFinding['basis']) => {
    const existing = get(id);
    if (existing && existing.confidence >= confidence) return;
    // What the words already showed stays first; the signs that raised it follow (one bare word such
    // as "bruises" should not stand for "bruises on both upper arms … in a grip pattern").
    const merged = [...(existing?.evidence ?? []), ...evidence.filter((e) => !existing?.evidence.some((x) => x.phrase.toLowerCase() === e.phrase.toLowerCase()))].slice(0, MAX_MERGED_EVIDENCE);
    byId.set(id, { id, confidence: Math.round(confidence * 100) / 100, evidence: merged, basis });
  };

  // Marks on a child checked and found explained (read once, used for the screen and the issue list).
  const explained = checkedAndClear(text);
  for (const domain of ['others', 'self', 'abuse'] as const) {
    const id = domainCategory(domain, facts, cues, answers);
    const state = screen[domain];
    const fromScreen = screenRaises(domain, facts);
    if (fromScreen) {
      // What the description itself showed comes first, then the answer that settled it.
      const signs = state.cues.filter(isOwnSign).flatMap((c) => c.evidence);
      put(id, SCREEN_CONFIDENCE, [...signs.slice(0, MAX_SIGNS_WITH_ANSWER), ...fromScreen], 'screen');
      continue;
    }
    if (screenRulesOut(domain, screen, facts)) {
      // The practitioner's answers decide, not the wording: cues alone no longer put it in play,
      // and words that name the issue only offer it as possible, for the practitioner to confirm.
      const lexical = byId.get(id);
      if (lexical && lexical.basis === 'cues') byId.delete(id);
      else if (lexical) byId.set(id, { ...lexical, confidence: Math.min(lexical.confidence, REPORT_THRESHOLD - 0.01) });
      continue;
    }
    if (domain === 'abuse' && explained) {
      if (state.cued) put(id, FLAGGED_CONFIDENCE, state.cues.flatMap((c) => c.evidence).slice(0, 5), 'cues');
      continue;
    }
    const evidence = state.cues.flatMap((c) => c.evidence).slice(0, 5);
    // Stating a danger takes a sign in the text itself beside the vocabulary net, which alone only opens the screen.
    // Danger to others is stated only with a sign aimed at someone (a threat, a grievance, approach,
    // a history), or in its configuration (dangerConfigured); a weapon and a relative named alone
    // are a question for the screen.
    // Suicide risk likewise needs a sign of its own kind: a weapon and a date beside the net are
    // a question for the screen (the weapon is usually the means of the danger to others).
    const aimed =
      domain === 'others'
        ? raised(facts.threat) || state.cues.some((c) => AIMED_FAMILIES.has(c.family)) || dangerConfigured(state.cues)
        : domain === 'self'
          ? raised(facts.suicidalIdeation) || state.cues.some((c) => !c.family.startsWith('words-') && !MODIFIERS.self.has(c.family))
          : true;
    // Self-harm the text states outright is suicide risk's own subject, whatever the net makes of the words around it.
    const selfHarmStated = domain === 'self' && present(facts.selfHarm);
    if (aimed && (state.cueScore >= CUE_FIND_SCORE || selfHarmStated) && signedScore(state.cues) >= SIGNED_TO_STATE) put(id, FOUND_BY_CUES_CONFIDENCE + Math.min(0.3, (state.cueScore - CUE_FIND_SCORE) * 0.2), evidence, 'cues');
    // The net alone opens the screen, which asks; the issue itself is offered only beside a sign in
    // the text or the practitioner's own opening of the screen.
    else if ((state.cued && signedScore(state.cues) > 0) || state.open && state.concern !== null) put(id, FLAGGED_CONFIDENCE, evidence, 'cues');
  }

  const priors = [...(ROLE_PRIORS[role] ?? []), ...SETTING_PRIORS.filter((s) => present(facts.setting[s.setting])).flatMap((s) => s.priors)];
  for (const prior of priors) {
    const finding = get(prior.category);
    if (!finding || finding.confidence < PRIOR_MIN || (prior.when && !prior.when(facts))) continue;
    byId.set(prior.category, { ...finding, confidence: Math.round(lift(finding.confidence, prior.lift) * 100) / 100 });
  }

  // Issues stated only where their subject is in the text; otherwise offered, for the practitioner
  // to confirm. The practitioner's own answers and confirmations are never overridden.
  const offerOnly = (id: IssueCategoryId) => {
    const found = byId.get(id);
    if (found && found.basis !== 'screen' && found.basis !== 'confirmed') byId.set(id, { ...found, confidence: Math.min(found.confidence, REPORT_THRESHOLD - 0.01) });
  };
  // Marks the practitioner has looked into and found an explanation for, with no act by an adult
  // in the text: a question for the abuse screen (still open, so never LOW), unless they answered it.
  const abuseAnswered = screen.abuse.concern === 'yes' || screen.abuse.concern === 'unsure';
  if (!abuseAnswered && explained) {
    offerOnly('child-abuse-reporting');
    offerOnly('elder-abuse-reporting');
  }
  // A child's age in an abuse report is who the report is about, not a question of the minor's
  // consent or the parents' rights; when an age is all that points to that issue, it is offered.
  // Whether everything that points to an issue is of one kind (an age, a home visit, the word telehealth).
  const onlyEvidence = (id: IssueCategoryId, kind: RegExp) => {
    const evidence = byId.get(id)?.evidence ?? [];
    return evidence.length > 0 && evidence.every((e) => kind.test(e.phrase.trim()));
  };
  const reportStated = (byId.get('child-abuse-reporting')?.confidence ?? 0) >= REPORT_THRESHOLD;
  if (reportStated && onlyEvidence('minors-consent', AGE_ONLY)) offerOnly('minors-consent');
  // The program is looked for only when the issue is in play: the pattern is slow over a long text.
  if (byId.has('substance-use-records') && !PART2_ROLES.has(role) && !PART2_PROGRAM.test(text)) offerOnly('substance-use-records');
  // A home visit is the work itself for a case manager or an in-home team: alone it is a question, not the issue.
  if (HOME_VISITING_ROLES.has(role) && onlyEvidence('boundary-crossings', HOME_VISIT)) offerOnly('boundary-crossings');
  // Seeing clients by video is how the practitioner works, not the jurisdiction question: without
  // another place named (a state, a move, a trip, a licence), the issue is offered.
  if (onlyEvidence('telehealth-jurisdiction', MODALITY_ONLY) && !present(facts.setting.acrossStateLines) && !placeNamed(text)) offerOnly('telehealth-jurisdiction');
  // Threat words the practitioner reads as a figure of speech, with nothing else pointing to danger
  // (figurative.ts): the screen asks, and the duty question is offered until it answers.
  if (facts.threat.figurative && facts.threat.status === 'uncertain') offerOnly('duty-to-protect');

  const dismissed = new Set(decisions?.dismissed ?? []);
  const confirmed = new Set(decisions?.confirmed ?? []);
  const categories: CategoryFinding[] = [];
  const possibleCategories: CategoryFinding[] = [];
  for (const finding of byId.values()) {
    // Safety wins: a danger the screen's answers state cannot be dismissed.
    if (dismissed.has(finding.id) && finding.basis !== 'screen') continue;
    if (finding.confidence >= REPORT_THRESHOLD) categories.push(finding);
    else if (confirmed.has(finding.id)) categories.push({ ...finding, confidence: REPORT_THRESHOLD, basis: 'confirmed' });
    else if (finding.confidence >= POSSIBLE_THRESHOLD) possibleCategories.push(finding);
  }
  for (const id of confirmed) {
    if (!byId.has(id) && !dismissed.has(id)) categories.push({ id, confidence: REPORT_THRESHOLD, evidence: [], basis: 'confirmed' });
  }
  const order = (a: CategoryFinding, b: CategoryFinding) => b.confidence - a.confidence;
  return {
    categories: categories.sort(order),
    possibleCategories: possibleCategories.sort(order),
    dismissedCategories: [...dismissed].filter((id) => !categories.some((c) => c.id === id)),
  };
}
