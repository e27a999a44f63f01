/**
 * Concept rules (docs/engine.md "Concepts"): issues that are a relation between kinds of thing
 * rather than a phrase. A sexual or romantic act and a professional relationship met within a
 * few sentences is a sexual-boundary question, and a violation when the act has happened; a
 * clinician colleague and misconduct met together is a colleague-conduct question. The rules
 * read concepts, so "held hands and kissed … she's his client" and "we've been seeing each other
 * … former participants" are found however they are told.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { CategoryHit } from './categories';
import type { ConceptId } from './concept-lexicon';
import type { ConceptHit } from './concepts';
import type { ScanText, Trigger } from './lexicon';
import { polarityAt } from './text';

type Rule = {
  id: string;
  category: IssueCategoryId;
  /** The concept the finding is anchored on (its evidence) and the ones that must be near it. */
  anchor: ConceptId;
  near: readonly ConceptId[];
  /** Sentences either side the other concepts may sit in. */
  window: number;
  w: number;
  /** 'violation' makes the finding a fact of sexual contact (facts.sexualContact). */
  tag?: string;
  /** A concept whose presence in the anchor's own sentence means the act is someone else's (a client's own partner). */
  notInSentence?: readonly ConceptId[];
};

const RULES: readonly Rule[] = [
  { id: 'sexual-contact', category: 'sexual-boundaries', anchor: 'romance-act', near: ['client-role', 'clinician'], window: 2, w: 0.75, tag: 'violation', notInSentence: ['partner', 'client-pair'] },
  { id: 'colleague-misconduct', category: 'colleague-conduct', anchor: 'colleague-wrong', near: ['colleague'], window: 1, w: 0.6 },
];

const TRIGGERS = new Map<string, Trigger>(RULES.map((r) => [r.id, { p: `concept-rule:${r.id}`, w: r.w, re: /$^/, key: `concept-rule:${r.id}`, literalSets: null, ...(r.tag ? { tag: r.tag } : {}) }]));

/** "I'm a school social worker", "as a psychologist": the practitioner describing themselves, not a colleague. */
const SELF_DESCRIPTION_RE = /\b(?:i['’]?m|i am|as|work as|worked as|i was)\s+(?:an?\s+)?(?:[a-z-]+\s+){0,2}$/i;

/** "School social worker. A 6-year-old…", "Peer specialist here,": a role that opens the text is the writer's own. */
const OPENING_ROLE_RE = /^\s*(?:(?:hi|hello|hey)\b\W*)?(?:(?:a|an|the)\s+)?(?:[a-z-]+\s+){0,3}$/i;

function describesPractitioner(doc: ScanText, hit: ConceptHit): boolean {
  if (hit.concept !== 'colleague') return false;
  if (SELF_DESCRIPTION_RE.test(doc.text.slice(Math.max(0, hit.start - 40), hit.start))) return true;
  return doc.source === 'dilemma' && OPENING_ROLE_RE.test(doc.text.slice(0, hit.start)) && /^(?:\s+here\b|\s*[.,:;\n])/.test(doc.text.slice(hit.end, hit.end + 6));
}

export function applyConceptRules(doc: ScanText, concepts: readonly ConceptHit[], into: CategoryHit[]): void {
  for (const rule of RULES) {
    for (const anchor of concepts) {
      if (anchor.concept !== rule.anchor || anchor.polarity !== 'affirmed') continue;
      const near = (concept: ConceptId) =>
        concepts.some(
          (h) => h.concept === concept && h.polarity === 'affirmed' && Math.abs(h.sentence - anchor.sentence) <= rule.window && h !== anchor && !describesPractitioner(doc, h),
        );
      if (!rule.near.every(near)) continue;
      if (rule.notInSentence?.some((c) => concepts.some((h) => h.concept === c && h.sentence === anchor.sentence))) continue;
      const polarity = polarityAt(doc.text, doc.seg, anchor.start, anchor.end);
      into.push({ id: rule.category, hit: { trigger: TRIGGERS.get(rule.id) as Trigger, start: anchor.start, end: anchor.end, phrase: doc.raw.slice(anchor.start, anchor.end), polarity }, doc });
      break;
    }
  }
}
