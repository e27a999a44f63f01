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
import { normaliseAnswers, resolveShortAnswer } from './answers';
import { scanCategories, scoreCategories, type CategoryHit } from './categories';
import { citationsFor } from './citations';
import { emptyFactHits, extractAge, factOf, factsFromHits, scanFacts } from './facts';
import { evidenceOf, scanText, type ScanText } from './lexicon';
import { countWords } from './text';

const MAX_UNCERTAINTIES = 12;

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
  scanFacts(dilemma, factHits);
  scanCategories(dilemma, categoryHits);

  let client = extractAge(dilemma);
  for (const answer of normaliseAnswers(input.clarifyingAnswers)) {
    const doc = scanText(answer.answer, 'answer', answer.id, `${answer.question ?? ''} ${text}`);
    scanFacts(doc, factHits);
    scanCategories(doc, categoryHits);
    resolveShortAnswer(answer, doc, factHits);
    const answered = extractAge(doc);
    if (answered.age !== null || (client.isMinor === null && answered.isMinor !== null)) client = answered;
  }

  const facts = factsFromHits(factHits, client);
  facts.sexualContact = factOf(
    categoryHits
      .filter((h) => h.id === 'sexual-boundaries' && (h.hit.trigger.tag === 'violation' || h.hit.trigger.tag === 'grooming'))
      .map(({ hit, doc }) => ({ hit, doc })),
  );
  const abuseHits = categoryHits.filter((h) => h.hit.trigger.tag === 'indicator');
  facts.abuse = {
    ...factOf(abuseHits.map(({ hit, doc }) => ({ hit, doc }))),
    kinds: [...new Set(abuseHits.filter((h) => h.hit.polarity !== 'negated').map((h) => (h.id === 'elder-abuse-reporting' ? 'elder' : 'child')))],
  };
  const categories = scoreCategories(categoryHits, facts);

  return {
    role,
    state,
    experienceLevel,
    theoreticalOrientation,
    categories,
    facts,
    citations: citationsFor(role, state, categories.map((c) => c.id)),
    uncertainties: collectUncertainties([...categoryHits, ...Object.values(factHits).flat()]),
    wordCount: countWords(text),
  };
}

function collectUncertainties(hits: ReadonlyArray<{ hit: CategoryHit['hit']; doc: ScanText }>): Evidence[] {
  const seen = new Set<string>();
  const out: Evidence[] = [];
  const hedged = hits.filter((h) => h.hit.polarity === 'uncertain').sort((a, b) => sourceOrder(a.doc) - sourceOrder(b.doc) || a.hit.start - b.hit.start);
  for (const { hit, doc } of hedged) {
    const key = `${doc.source}:${doc.answerId ?? ''}:${hit.start}:${hit.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(evidenceOf(doc, hit));
    if (out.length >= MAX_UNCERTAINTIES) break;
  }
  return out;
}

function sourceOrder(doc: ScanText): number {
  return doc.source === 'dilemma' ? 0 : 1;
}
