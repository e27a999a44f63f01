/**
 * Dilemma understanding (PRODUCT.md "The built-in engine" §1): issue categories with their
 * evidence, the facts that matter, and the code sections and state law that apply. Pure,
 * synchronous and deterministic; the CLI and the server do any I/O.
 */
import { findJurisdiction } from '../../shared/domain/jurisdictions';
import { DEFAULT_EXPERIENCE_LEVEL, findExperienceLevel, findOrientation } from '../../shared/domain/profile-options';
import { toPracticeRole, type PracticeRole } from '../../shared/domain/roles';
import type { JurisdictionCode } from '../../shared/domain/jurisdictions';
import type { Evidence, UnderstandInput, Understanding } from '../types';
import { normaliseAnswers, resolveShortAnswer, targetFact } from './answers';
import { scanCategories, scoreCategories, type CategoryHit } from './categories';
import { aidInDyingLaw } from '../knowledge-base';
import { citationsFor } from './citations';
import { applyConceptRules } from './concept-rules';
import { findConcepts, joinConceptHits, type ConceptHit } from './concepts';
import { CUE_FACTS, CUE_FLAG_SCORE, cueContext, cueFindings, domainCues, isChildFamily, scanCues, vocabularyCues, type CueHit } from './cues';
import { FACT_KEYS } from './fact-lexicon';
import { elsewhere } from './elsewhere';
import { isFigurativeThreat } from './figurative';
import { emptyFactHits, extractAge, factOf, factsFromHits, partnerViolenceOwns, scanFacts, setAsideViolenceAgainstClient, type FactHits } from './facts';
import { evidenceOf, scanText, type Hit, type ScanText } from './lexicon';
import { QUESTION_TOPICS } from './question-topics';
import { applyScreen, screenState } from './screen';
import { domainCategory, PRIOR_MIN, screenRulesOut, settleCategories } from './settle';
import { SCREEN_DOMAINS } from '../../shared/domain/safety-screen';
import { countWords, sentenceBounds } from './text';
import { scoreVocabulary } from './vocabulary';

const MAX_UNCERTAINTIES = 12;
const VICTIM_ANCHORS: ReadonlySet<CueHit['family']> = new Set(['veiled-threat', 'grievance', 'stalking', 'infection-exposure']);

export function resolveRole(input: string): PracticeRole {
  const role = toPracticeRole(input);
  if (!role) {
    throw new Error(`Unknown role "${input}": use a practice or licence role value or label, e.g. "lpc" or "Licensed Clinical Social Worker (LCSW)".`);
  }
  return role;
}

export function resolveState(input: string): JurisdictionCode {
  const jurisdiction = findJurisdiction(input);
  if (!jurisdiction) {
    throw new Error(`Unknown state "${input}": use a jurisdiction code or name, e.g. "CA" or "California".`);
  }
  return jurisdiction.value;
}

export function understandDilemma(input: UnderstandInput): Understanding {
  const role = resolveRole(input.role);
  const state = resolveState(input.state);
  const experienceLevel = findExperienceLevel(input.experienceLevel)?.value ?? DEFAULT_EXPERIENCE_LEVEL;
  const theoreticalOrientation = findOrientation(input.theoreticalOrientation)?.value ?? null;
  const text = typeof input.text === 'string' ? input.text : '';

  const dilemma = scanText(text, 'dilemma');
  const factHits = emptyFactHits();
  const categoryHits: CategoryHit[] = [];
  const cueHits: CueHit[] = [];
  scanFacts(dilemma, factHits);
  const dilemmaConcepts = findConcepts(dilemma.text);
  const conceptsOf: ConceptHit[][] = [dilemmaConcepts];
  scanCategories(dilemma, categoryHits);
  applyConceptRules(dilemma, dilemmaConcepts, categoryHits);
  scanCues(dilemma, cueHits, dilemmaConcepts);

  let client = extractAge(dilemma);
  const docs = [dilemma];
  const timingAnswers = new Set<ScanText>();
  for (const answer of normaliseAnswers(input.clarifyingAnswers)) {
    const doc = scanText(answer.answer, 'answer', answer.id, `${answer.question ?? ''} ${text}`);
    docs.push(doc);
    const topic = QUESTION_TOPICS[answer.id] ?? {};
    // The question's own topic is not news: answering it adds no issue and no person.
    const echoes = new Set(topic.echoes ?? []);
    const answerCategories: CategoryHit[] = [];
    const answerConcepts = findConcepts(doc.text);
    conceptsOf.push(answerConcepts);
    scanCategories(doc, answerCategories);
    applyConceptRules(doc, answerConcepts, answerCategories);
    categoryHits.push(...answerCategories.filter((h) => !echoes.has(h.id)));
    if (!topic.reflective && !topic.aboutOthers) {
      const answerFacts = emptyFactHits();
      scanFacts(doc, answerFacts);
      for (const key of FACT_KEYS) if (!topic.echoedPeople?.includes(key)) factHits[key].push(...answerFacts[key]);
      scanCues(doc, cueHits, answerConcepts);
    }
    resolveShortAnswer(answer, doc, factHits);
    const target = targetFact(answer);
    if (target === 'timeline' || target === 'intent') timingAnswers.add(doc);
    const answered = extractAge(doc);
    if (answered.age !== null || (client.isMinor === null && answered.isMinor !== null)) client = answered;
  }

  setAsideViolenceAgainstClient(factHits);
  dropCuesOfViolenceAgainstClient(cueHits, factHits);
  // The dilemma and the answers as one text, for the vocabulary net and for settling the categories.
  const allText = docs.map((d) => d.raw).join('\n');
  const vocabulary = scoreVocabulary(
    allText,
    joinConceptHits(docs.map((d, i) => ({ text: d.raw, hits: conceptsOf[i] as ConceptHit[] }))),
  );
  const cues = [...cueFindings(cueHits, cueContext(docs, client.isMinor)), ...vocabularyCues(vocabulary)].sort((a, b) => b.weight - a.weight);
  const countedCues = cueHits.filter((h) => cues.some((c) => c.family === h.family));
  addCueFacts(countedCues, factHits);
  const screenAnswers = input.safetyScreen;
  const othersScreen = screenAnswers?.others;
  const othersRaised =
    domainCues(cues, 'others').score >= CUE_FLAG_SCORE ||
    factHits.threat.some((e) => e.hit.polarity === 'present' || e.hit.polarity === 'uncertain') ||
    othersScreen?.concern === 'yes' ||
    othersScreen?.threat === 'yes' ||
    othersScreen?.threat === 'unsure';
  const dangerAnchors = countedCues.filter((h) => h.family !== 'target' && h.family !== 'time-trigger' && h.family !== 'hopelessness');
  // The person at risk is looked for beside what is aimed at someone — a threat, a grievance,
  // approach — not beside a weapon or a history, which often name a helper ("his brother is
  // holding the gun").
  const othersAnchors = dangerAnchors.filter((h) => VICTIM_ANCHORS.has(h.family));
  const dilemmaText = docs.filter((d) => d.source === 'dilemma').map((d) => d.raw).join('\n');
  const textFacts = factsFromHits({ hits: factHits, client, dangerAnchors, othersAnchors, othersRaised, timingAnswers });
  const lawfulAidInDying = isLawfulAidInDyingRequest(state, conceptsOf, countedCues);
  if (lawfulAidInDying) {
    // A request the state's aid-in-dying law allows is an end-of-life question: its words
    // ("suicide", "wants to die") describe the request, not suicidal ideation.
    textFacts.suicidalIdeation = { status: 'unknown', evidence: [] };
    for (let i = categoryHits.length - 1; i >= 0; i--) if ((categoryHits[i] as CategoryHit).id === 'suicide-risk') categoryHits.splice(i, 1);
  }
  if (textFacts.setting.acrossStateLines.status === 'unknown') {
    const place = elsewhere(dilemmaText, state);
    if (place) textFacts.setting.acrossStateLines = { status: 'present', evidence: [place] };
  }
  if (isFigurativeThreat(textFacts, dilemmaText)) {
    textFacts.threat = { ...textFacts.threat, status: 'uncertain', figurative: true };
  }
  textFacts.sexualContact = factOf(
    categoryHits
      .filter((h) => h.id === 'sexual-boundaries' && (h.hit.trigger.tag === 'violation' || h.hit.trigger.tag === 'grooming'))
      .map(({ hit, doc }) => ({ hit, doc })),
  );
  textFacts.abuse = abuseFact(categoryHits, countedCues);
  const facts = applyScreen(textFacts, screenAnswers);
  const screen = screenState(screenAnswers, cues, textFacts);

  const { categories, possibleCategories, dismissedCategories } = settleCategories({
    scored: scoreCategories(categoryHits, facts, PRIOR_MIN),
    vocabulary,
    facts,
    cues,
    screen,
    answers: screenAnswers,
    role,
    decisions: input.issueDecisions,
    text: allText,
  });

  // Every danger whose screen is open and not ruled out by the answers, listed as an issue or not.
  const screenDangers = SCREEN_DOMAINS.filter((d) => (screen[d].cued || screen[d].open) && !screenRulesOut(d, screen, facts)).map((d) => domainCategory(d, facts, cues, screenAnswers));
  return {
    role,
    state,
    experienceLevel,
    theoreticalOrientation,
    categories,
    possibleCategories,
    dismissedCategories,
    cues,
    screen,
    facts,
    // The law on a danger the screen is still asking about is cited too: the practitioner needs it
    // in hand before the answers settle whether it applies.
    citations: citationsFor(role, state, [...categories.map((c) => c.id), ...screenDangers], new Set(cues.map((c) => c.family))),
    uncertainties: collectUncertainties([...categoryHits, ...Object.values(factHits).flat()]),
    wordCount: countWords(text),
  };
}

/** Harm-to-others families that would read a partner's violence as the client's. */
const OTHERS_FAMILIES: ReadonlySet<CueHit['family']> = new Set(['veiled-threat', 'grievance', 'weapon', 'target', 'stalking', 'violence-history']);

function dropCuesOfViolenceAgainstClient(cueHits: CueHit[], factHits: FactHits): void {
  for (let i = cueHits.length - 1; i >= 0; i--) {
    const cue = cueHits[i] as CueHit;
    if (OTHERS_FAMILIES.has(cue.family) && partnerViolenceOwns(factHits, cue, cue.family !== 'veiled-threat' && cue.family !== 'grievance')) cueHits.splice(i, 1);
  }
}

/** Self-directed signs beyond words about death: means, preparation, self-harm, attempts. */
const SELF_ACTS: ReadonlySet<CueHit['family']> = new Set(['self-means', 'self-preparation', 'self-harm', 'attempt-history']);

/**
 * A request for medical aid in dying in a jurisdiction whose law provides it, with no self-directed
 * act beside it (means gathered outside the law, self-harm, an attempt): analysed under end of
 * life, never as suicide risk (docs/engine.md).
 */
function isLawfulAidInDyingRequest(state: JurisdictionCode, concepts: readonly (readonly ConceptHit[])[], cueHits: readonly CueHit[]): boolean {
  if (!aidInDyingLaw(state)) return false;
  const asked = concepts.some((hits) => hits.some((h) => h.concept === 'aid-in-dying' && h.polarity !== 'negated'));
  return asked && !cueHits.some((h) => SELF_ACTS.has(h.family) && h.hit.polarity === 'present');
}

/**
 * A past case told as an example of a report already made ("a client who disclosed her boyfriend
 * was hitting her kid, which I reported"): its signs are not a report question now.
 */
const REPORT_MADE = /\b(?:which|that|and) I (?:already |had |have )?(?:reported|called in)\b|\bI (?:already |had |have )?(?:reported it|made (?:a|the) report|filed (?:a|the) report|called (?:CPS|DCFS|DCS|APS|it in))\b|\b(?:was|were|had been|has been) (?:already )?reported (?:to|at the time|back then|years ago)/i;
function alreadyReported(doc: ScanText, hit: Hit): boolean {
  const { start, end } = sentenceBounds(doc.seg, doc.text, hit.start);
  return REPORT_MADE.test(doc.text.slice(start, end));
}

/** Signs of abuse or neglect: the reporting lexicons' indicators and the child and elder cue families. */
function abuseFact(categoryHits: readonly CategoryHit[], cueHits: readonly CueHit[]): NonNullable<Understanding['facts']['abuse']> {
  const indicators = categoryHits.filter((h) => h.hit.trigger.tag === 'indicator');
  const fromCues = cueHits.filter((h) => CUE_FACTS[h.family]?.some((c) => c.fact === 'abuse'));
  const entries = [...indicators.map(({ hit, doc }) => ({ hit, doc })), ...fromCues.map(({ family, hit, doc }) => ({ hit: cueFactHit(hit, family), doc }))].filter(
    (e) => !alreadyReported(e.doc, e.hit),
  );
  const fact = factOf(entries);
  const kinds = new Set<string>();
  for (const h of indicators) if (h.hit.polarity === fact.status) kinds.add(h.id === 'elder-abuse-reporting' ? 'elder' : 'child');
  for (const c of fromCues) if (c.hit.polarity === fact.status) kinds.add(isChildFamily(c.family) ? 'child' : 'elder');
  return { ...fact, kinds: fact.status === 'unknown' || fact.status === 'negated' ? [] : [...kinds] };
}

/**
 * A cue's hit as a fact's hit: weaker signals of a fact (a euphemism that may be innocent) make
 * it uncertain rather than stated.
 */
function cueFactHit(hit: Hit, family: CueHit['family']): Hit {
  const rule = CUE_FACTS[family]?.find((c) => c.uncertainBelow !== undefined);
  if (rule?.uncertainBelow !== undefined && hit.trigger.w < rule.uncertainBelow && hit.polarity === 'present') return { ...hit, polarity: 'uncertain' };
  return hit;
}

/** The facts the counted cues state (cues.ts CUE_FACTS), added beside the fact lexicons' own hits. */
function addCueFacts(cueHits: readonly CueHit[], into: FactHits): void {
  for (const { family, hit, doc } of cueHits) {
    for (const rule of CUE_FACTS[family] ?? []) {
      if (rule.fact === 'abuse') continue;
      if (rule.tags && (hit.trigger.tag === undefined || !rule.tags.includes(hit.trigger.tag))) continue;
      into[rule.fact].push({ hit: cueFactHit(hit, family), doc });
    }
  }
}

function collectUncertainties(hits: ReadonlyArray<{ hit: CategoryHit['hit']; doc: ScanText }>): Evidence[] {
  const seen = new Set<string>();
  const out: Evidence[] = [];
  // Hedged hits crowd into a few sentences: each sentence is read for the practitioner's doubt once.
  const read = new Map<ScanText, Map<number, boolean>>();
  const hedged = hits.filter((h) => h.hit.polarity === 'uncertain' && practitionerHedges(h.doc, h.hit.start, read)).sort((a, b) => sourceOrder(a.doc) - sourceOrder(b.doc) || a.hit.start - b.hit.start);
  for (const { hit, doc } of hedged) {
    const key = `${doc.source}:${doc.answerId ?? ''}:${hit.start}:${hit.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(evidenceOf(doc, hit));
    if (out.length >= MAX_UNCERTAINTIES) break;
  }
  return out;
}

/**
 * The practitioner's own doubt ("I think", "maybe", "I'm not sure whether"), not a hedge in what
 * the client said or asked ("he asked, half joking, whether…"): only the first is the
 * practitioner's uncertainty to ask about.
 */
const PRACTITIONER_HEDGE =
  /\b(?:I (?:think|guess|suspect|wonder|believe|doubt|feel like|could be wrong|might be|may be|am not sure|['’]m not sure|don['’]t know|do not know|can['’]t tell|cannot tell)|I['’]m (?:not sure|unsure|uncertain|not certain|wondering|probably)|not sure (?:if|whether)|maybe|perhaps|possibly|probably|might have|may have|could have|seems?|seemed|apparently|I['’]ve heard|(?:it['’]s|it is) (?:possible|unclear))\b/i;

/** `read`: the answer per doc and sentence start, for the sentences already read. */
function practitionerHedges(doc: ScanText, offset: number, read: Map<ScanText, Map<number, boolean>>): boolean {
  const { start, end } = sentenceBounds(doc.seg, doc.text, offset);
  let sentences = read.get(doc);
  if (!sentences) read.set(doc, (sentences = new Map()));
  let hedges = sentences.get(start);
  if (hedges === undefined) sentences.set(start, (hedges = PRACTITIONER_HEDGE.test(doc.text.slice(start, end))));
  return hedges;
}

function sourceOrder(doc: ScanText): number {
  return doc.source === 'dilemma' ? 0 : 1;
}
