/**
 * The code sections, federal provisions and state-law entries that apply to the categories
 * found, from the knowledge base. Per category and per code only the most specific few are
 * kept, so a multi-issue dilemma does not drown in citations; the order is stable (category
 * confidence, then the KB's own relevance order).
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { JurisdictionCode } from '../../shared/domain/jurisdictions';
import type { PracticeRole } from '../../shared/domain/roles';
import { citationOf, codeSectionsFor, codesForRole, federalProvisionsFor, stateLawCitationsFor } from '../knowledge-base';
import type { Citation } from '../types';

const MAX_PRIMARY_PER_CATEGORY = 5;
const MAX_SECONDARY_PER_CATEGORY = 2;
const MAX_FEDERAL_PER_CATEGORY = 3;
const NO_TOPICS: ReadonlySet<string> = new Set();

/**
 * The capped, ordered citations for one role and category. The knowledge base is static, so
 * each answer is computed once and reused (the engine budget: see prefilter.ts).
 */
const perCategory = new Map<string, readonly Citation[]>();

function categoryCitations(role: PracticeRole, category: IssueCategoryId, topics: ReadonlySet<string>): readonly Citation[] {
  const key = `${role}|${category}|${[...topics].sort().join(',')}`;
  const known = perCategory.get(key);
  if (known) return known;
  const { primary } = codesForRole(role);
  const out: Citation[] = [];
  const perCode = new Map<string, number>();
  for (const section of codeSectionsFor(role, [category])) {
    if (section.onlyWhen && !topics.has(section.onlyWhen)) continue;
    const limit = section.code === primary ? MAX_PRIMARY_PER_CATEGORY : MAX_SECONDARY_PER_CATEGORY;
    const used = perCode.get(section.code) ?? 0;
    if (used >= limit) continue;
    perCode.set(section.code, used + 1);
    out.push(citationOf(section));
  }
  for (const provision of federalProvisionsFor(role, [category]).slice(0, MAX_FEDERAL_PER_CATEGORY)) out.push(citationOf(provision));
  perCategory.set(key, out);
  return out;
}

/** `topics`: what the dilemma is about beyond its categories (cue families found), for sections cited only then. */
export function citationsFor(role: PracticeRole, state: JurisdictionCode, categories: readonly IssueCategoryId[], topics: ReadonlySet<string> = NO_TOPICS): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  const push = (c: Citation) => {
    const key = `${c.source}|${c.section}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ...c });
  };
  for (const category of categories) for (const citation of categoryCitations(role, category, topics)) push(citation);
  for (const citation of stateLawCitationsFor(state, [...categories])) push(citation);
  return out;
}
