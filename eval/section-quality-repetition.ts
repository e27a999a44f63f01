/**
 * How much of an analysis is boilerplate (issue 12, "Specific, not boilerplate"): the share of an
 * analysis's sentences that appear word for word in the analysis of an unrelated dilemma (one
 * with no issue in common). Disclaimers and definitions may repeat — what a cited rule, case or
 * decision model says, what each consultation resource can and cannot do, "this is not legal
 * advice" — and are left out of the count; everything else should draw on the dilemma's own facts.
 */
import { allKbEntries, DECISION_MODELS } from '../src/engine';
import { narrativeOf } from '../src/engine/compose/safety-screen-status';

/** Fields that hold labels, references or definitions rather than prose about the dilemma. */
const SKIPPED_FIELDS = new Set([
  // References and labels.
  'citations',
  'safety_screen',
  'possible_issues',
  'engine',
  'kbId',
  'source',
  'lastChecked',
  'id',
  'category',
  'avatar',
  'type',
  'urgency',
  'impact_level',
  'professional_alignment',
  'personal_alignment',
  'level',
  'regenerationCount',
  'focusStakeholder',
  'factors',
  'contact_info',
  'citation',
  'case_name',
  'name',
  'title',
  'method',
  'timing',
  'timeframe',
  'deadline',
  // Labels of a principle, a stakeholder row or a resource list entry.
  'principle',
  'stakeholder',
  'resources_needed',
  // Definitions: what a consultation resource can and cannot do.
  'can_help_with',
  'cannot_help_with',
  // The legal section's disclaimer.
  'disclaimer',
]);

/** Disclaimers: the sentences that say what the analysis is and is not, which every analysis must carry. */
const DISCLAIMERS = [
  /\bnot (?:legal advice|a decision|a verdict)\b/i,
  /\binput (?:to|for) your own judgment\b/i,
  /\bsupports your judgment\b/i,
  /\bnot a decision made for you\b/i,
  /\bA saved analysis can be subpoenaed\b/,
  /\bverify (?:it|current law)\b[^.]*\bbefore relying on it\b/i,
  /\bcould not be (?:fully )?confirmed\b/i,
  // How the score can be corrected: every risk screen says it.
  /\bdispute it\b/i,
  /\bThe decision stays with you\b/,
];

/** Definitions written into the composers: what a term means, the same wherever it appears. */
const DEFINITIONS = [/^Moral distress arises when\b/, /^Integration means\b/];

const MIN_WORDS = 5;

function split(text: string): string[] {
  return text
    .split(/(?<=[.!?]|[.!?]”)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= MIN_WORDS);
}

type KnowledgeBaseIndex = { sentences: Set<string>; byOpening: Map<string, string[]> };
let knowledgeBaseIndex: KnowledgeBaseIndex | undefined;
const OPENING = 32;

/**
 * Everything the knowledge base says (code, statute, case and model summaries, and the caveats it
 * attaches), sentence by sentence: definitions of the sources, which a section may quote
 * wherever the source is cited. Indexed by opening words so a clipped quotation is found too.
 */
function knowledgeBase(): KnowledgeBaseIndex {
  if (knowledgeBaseIndex) return knowledgeBaseIndex;
  const texts: string[] = [];
  for (const entry of allKbEntries()) texts.push(entry.text, entry.note ?? '');
  for (const model of DECISION_MODELS) texts.push(model.summary, `(${model.authors}, ${model.year}.)`, ...model.steps.map((s) => s.description));
  const sentences = new Set<string>();
  const byOpening = new Map<string, string[]>();
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?;])\s+/).map((s) => s.trim())) {
      if (!sentence) continue;
      sentences.add(sentence);
      const key = sentence.slice(0, OPENING);
      byOpening.set(key, [...(byOpening.get(key) ?? []), sentence]);
    }
  }
  knowledgeBaseIndex = { sentences, byOpening };
  return knowledgeBaseIndex;
}

/** A sentence taken from the knowledge base, whole or clipped, with or without its citation label in front. */
function fromKnowledgeBase(sentence: string): boolean {
  const kb = knowledgeBase();
  const bare = sentence.replace(/…$/, '').trim();
  const quoted = bare.replace(/^[^:]{0,160}: /, '');
  return [bare, quoted].some((s) => {
    if (kb.sentences.has(s)) return true;
    if (s.length < OPENING) return false;
    return (kb.byOpening.get(s.slice(0, OPENING)) ?? []).some((k) => k.startsWith(s) || s.startsWith(k));
  });
}

/** A decision model's description is the knowledge base's own account of it. */
const SKIPPED_PATHS = new Set(['ethical_models.description']);

function strings(value: unknown, path: string, out: string[]): string[] {
  const key = path.split('.').at(-1) ?? '';
  if (SKIPPED_FIELDS.has(key) || SKIPPED_PATHS.has(path)) return out;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, path, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** The sentences of one analysis that count: prose about the dilemma, not disclaimers or definitions. */
export function countedSentences(sections: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const section of Object.values(sections)) {
    for (const text of strings(narrativeOf(section), '', [])) {
      for (const sentence of split(text)) {
        if (fromKnowledgeBase(sentence)) continue;
        if (DISCLAIMERS.some((p) => p.test(sentence)) || DEFINITIONS.some((p) => p.test(sentence))) continue;
        out.add(sentence);
      }
    }
  }
  return out;
}

export type RepetitionSample = { id: string; categories: readonly string[]; sections: Record<string, unknown> };

export type Repetition = {
  analyses: number;
  sentences: number;
  /** Sentences that appear word for word in the analysis of an unrelated dilemma. */
  shared: number;
  /** shared / sentences. */
  share: number;
  sharedPerAnalysis: number;
  /**
   * Sentences word for word in all three analyses of three mutually unrelated dilemmas, averaged
   * over triples taken in corpus order (issue 12 counted 104 on one such triple).
   */
  sharedByThree: number;
  /** The most repeated shared sentences, with the number of analyses they appear in. */
  top: Array<{ sentence: string; analyses: number }>;
};

/** Two dilemmas are related when they share an issue, or when neither has one (two routine questions). */
function related(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 && b.size === 0) return true;
  for (const id of a) if (b.has(id)) return true;
  return false;
}

export function measureRepetition(samples: readonly RepetitionSample[], topCount = 20): Repetition {
  const docs = samples.map((s) => ({ categories: new Set(s.categories), sentences: countedSentences(s.sections) }));
  const where = new Map<string, number[]>();
  docs.forEach((doc, index) => {
    for (const sentence of doc.sentences) where.set(sentence, [...(where.get(sentence) ?? []), index]);
  });
  let sentences = 0;
  let shared = 0;
  const counts = new Map<string, number>();
  docs.forEach((doc, index) => {
    for (const sentence of doc.sentences) {
      sentences += 1;
      const elsewhere = where.get(sentence) ?? [];
      if (elsewhere.some((other) => other !== index && !related(doc.categories, docs[other]?.categories ?? new Set()))) {
        shared += 1;
        counts.set(sentence, elsewhere.length);
      }
    }
  });
  // Triples of mutually unrelated dilemmas, each analysis starting one, in corpus order.
  const triples: number[] = [];
  docs.forEach((first, i) => {
    const second = docs.findIndex((doc, j) => j > i && !related(first.categories, doc.categories));
    if (second === -1) return;
    const third = docs.findIndex((doc, j) => j > second && !related(first.categories, doc.categories) && !related(docs[second]?.categories ?? new Set(), doc.categories));
    if (third === -1) return;
    let common = 0;
    for (const sentence of first.sentences) if (docs[second]?.sentences.has(sentence) && docs[third]?.sentences.has(sentence)) common += 1;
    triples.push(common);
  });
  return {
    analyses: docs.length,
    sharedByThree: triples.length === 0 ? 0 : triples.reduce((a, b) => a + b, 0) / triples.length,
    sentences,
    shared,
    share: sentences === 0 ? 0 : shared / sentences,
    sharedPerAnalysis: docs.length === 0 ? 0 : shared / docs.length,
    top: [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topCount)
      .map(([sentence, analyses]) => ({ sentence, analyses })),
  };
}
