/**
 * Category scoring: lexicon hits and facts combine into a confidence per issue category.
 *
 * Each distinct trigger contributes its weight (× 0.6 when hedged); contributions combine as
 * independent evidence, 1 − Π(1 − wᵢ), so two hints together can pass the threshold one alone
 * cannot. Negated hits never count. Facts add their own contributions (a threat against a
 * named person is a duty-to-protect question whatever words were used).
 */
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import type { CategoryFinding, Evidence, ExtractedFacts, Fact } from '../types';
import { CATEGORY_LEXICON } from './category-lexicon';
import { isAffirmed, isRaised } from './facts';
import { compile, evidenceOf, scan, type Hit, type ScanText, type Trigger } from './lexicon';

const CATEGORY_TRIGGERS: Array<{ id: IssueCategoryId; triggers: Trigger[] }> = ISSUE_CATEGORY_IDS.map((id) => ({
  id,
  triggers: compile(`category:${id}`, CATEGORY_LEXICON[id]),
}));

/** Findings below this confidence are not reported (types.ts: CategoryFinding). */
export const REPORT_THRESHOLD = 0.5;
/** Findings between this and REPORT_THRESHOLD are offered as possible issues to confirm or dismiss. */
export const POSSIBLE_THRESHOLD = 0.3;
const HEDGE_FACTOR = 0.6;
const HYPOTHETICAL_FACTOR = 0.5;
const MAX_CATEGORY_EVIDENCE = 5;
const REPEAT_FACTOR = 0.5;
const MAX_REPEATS = 2;

export type CategoryHit = { id: IssueCategoryId; hit: Hit; doc: ScanText };

export function scanCategories(doc: ScanText, into: CategoryHit[]): void {
  for (const { id, triggers } of CATEGORY_TRIGGERS) {
    for (const hit of scan(doc, triggers)) into.push({ id, hit, doc });
  }
}

type Contribution = { key: string; weight: number; evidence: Evidence[]; start: number };

function factContribution(key: string, fact: Fact | undefined, weight: number): Contribution | null {
  if (!fact || !isRaised(fact)) return null;
  const effective = fact.status === 'present' ? weight : weight * HEDGE_FACTOR;
  return { key, weight: effective, evidence: fact.evidence, start: fact.evidence[0]?.start ?? Number.MAX_SAFE_INTEGER };
}

/** What the facts say about categories, beyond the words that name them. */
function factContributions(facts: ExtractedFacts, hasCategorySignal: (id: IssueCategoryId) => boolean) {
  const out: Partial<Record<IssueCategoryId, Array<Contribution | null>>> = {};
  const add = (id: IssueCategoryId, c: Contribution | null) => {
    if (c) (out[id] ??= []).push(c);
  };
  const threatWithVictim = isRaised(facts.threat) && isRaised(facts.identifiableVictim);
  add('duty-to-protect', factContribution('fact:threat', facts.threat, 0.55));
  if (threatWithVictim) add('duty-to-protect', factContribution('fact:victim', facts.identifiableVictim, 0.8));
  add('suicide-risk', factContribution('fact:si', facts.suicidalIdeation, 0.8));
  if (isRaised(facts.suicidalIdeation) || isRaised(facts.threat)) {
    add('suicide-risk', isRaised(facts.suicidalIdeation) ? factContribution('fact:attempts', facts.priorAttempts, 0.5) : null);
  } else {
    add('suicide-risk', factContribution('fact:attempts', facts.priorAttempts, 0.35));
  }
  add('records-legal-process', factContribution('fact:subpoena', facts.subpoena, 0.85));
  add('records-legal-process', factContribution('fact:records', facts.recordsRequest, 0.6));
  if (facts.client.isMinor === true) {
    const minorEvidence: Fact = { status: 'present', evidence: facts.client.ageEvidence };
    if (isAffirmed(facts.involved.parents) && (hasCategorySignal('confidentiality') || hasCategorySignal('records-legal-process') || isRaised(facts.recordsRequest))) {
      add('minors-consent', factContribution('fact:minor+parents', minorEvidence, 0.6));
    } else if (isAffirmed(facts.involved.parents)) {
      add('minors-consent', factContribution('fact:minor+parents', minorEvidence, 0.3));
    }
  }
  if (isRaised(facts.setting.telehealth) && isRaised(facts.setting.acrossStateLines)) {
    add('telehealth-jurisdiction', factContribution('fact:telehealth+state', facts.setting.acrossStateLines, 0.7));
  }
  // A duty to warn, a mandated report or a suicide crisis is always also a question of what
  // may be disclosed, to whom (the vignettes practitioners bring pair them nearly every time).
  // A threat or suicidal ideation makes confidentiality's limits the question itself (warning,
  // hospitalising, telling family); a possible abuse report raises it less certainly.
  if (isRaised(facts.threat) || isRaised(facts.suicidalIdeation)) {
    add('confidentiality', { key: 'fact:disclosure-duty', weight: 0.35, evidence: [...facts.threat.evidence, ...facts.suicidalIdeation.evidence].filter((e) => e.source !== 'screen').slice(0, 2), start: Number.MAX_SAFE_INTEGER });
  } else if (hasCategorySignal('child-abuse-reporting') || hasCategorySignal('elder-abuse-reporting') || hasCategorySignal('duty-to-protect')) {
    add('confidentiality', { key: 'fact:disclosure-duty', weight: 0.4, evidence: [], start: Number.MAX_SAFE_INTEGER });
  }
  if (isAffirmed(facts.sexualContact)) add('sexual-boundaries', factContribution('fact:sexual-contact', facts.sexualContact, 0.9));
  return out;
}

/** Every category with at least `min` confidence from the words and the facts. */
export function scoreCategories(hits: readonly CategoryHit[], facts: ExtractedFacts, min = POSSIBLE_THRESHOLD): CategoryFinding[] {
  const byCategory = new Map<IssueCategoryId, Map<string, Contribution>>();
  for (const { id, hit, doc } of hits) {
    if (hit.polarity === 'negated') continue;
    // A conditional or a planned step names the topic without asserting it: half weight.
    const weight = hit.trigger.w * (hit.polarity === 'uncertain' ? HEDGE_FACTOR : hit.polarity === 'hypothetical' ? HYPOTHETICAL_FACTOR : 1);
    let contributions = byCategory.get(id);
    if (!contributions) byCategory.set(id, (contributions = new Map()));
    const existing = contributions.get(hit.trigger.key);
    const evidence = evidenceOf(doc, hit);
    if (!existing) contributions.set(hit.trigger.key, { key: hit.trigger.key, weight, evidence: [evidence], start: hit.start });
    else if (existing.evidence.some((e) => e.source === evidence.source && e.answerId === evidence.answerId && e.start < evidence.end && evidence.start < e.end)) continue;
    else if (existing.evidence.length < 1 + MAX_REPEATS) {
      // A second and third distinct sign of the same kind ("wet diaper", "nothing in the
      // fridge") each count half: more evidence, but not independent evidence.
      existing.weight = 1 - (1 - existing.weight) * (1 - weight * REPEAT_FACTOR);
      existing.evidence.push(evidence);
    }
  }
  const signal = (id: IssueCategoryId) => combine([...(byCategory.get(id)?.values() ?? [])]) >= 0.35;
  for (const [id, list] of Object.entries(factContributions(facts, signal)) as Array<[IssueCategoryId, Array<Contribution | null>]>) {
    let contributions = byCategory.get(id);
    if (!contributions) byCategory.set(id, (contributions = new Map()));
    for (const c of list) if (c) contributions.set(c.key, c);
  }

  const findings: CategoryFinding[] = [];
  for (const id of ISSUE_CATEGORY_IDS) {
    const contributions = [...(byCategory.get(id)?.values() ?? [])];
    const confidence = combine(contributions);
    if (confidence < min) continue;
    findings.push({ id, confidence: Math.round(confidence * 100) / 100, evidence: collectEvidence(contributions), basis: 'text' });
  }
  // Stable: confidence first, then the shared category order (ISSUE_CATEGORY_IDS).
  return findings.sort((a, b) => b.confidence - a.confidence);
}

function combine(contributions: readonly Contribution[]): number {
  let remaining = 1;
  for (const c of contributions) remaining *= 1 - Math.min(0.99, c.weight);
  return 1 - remaining;
}

function collectEvidence(contributions: readonly Contribution[]): Evidence[] {
  const seen = new Set<string>();
  const out: Evidence[] = [];
  const ordered = [...contributions].sort((a, b) => b.weight - a.weight || a.start - b.start);
  for (const c of ordered) {
    for (const e of c.evidence) {
      const key = `${e.source}:${e.answerId ?? ''}:${e.start}:${e.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(e);
      if (out.length >= MAX_CATEGORY_EVIDENCE) return out;
    }
  }
  return out;
}
