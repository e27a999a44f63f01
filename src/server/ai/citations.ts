import type * as Engine from '../../engine';
import type { SectionResponse } from '../../shared/api/section-registry';
import type { LegalResponse, SectionCitation } from '../../shared/api/sections';
import type { SectionKey } from '../../shared/domain/sections';

type Knowledge = Pick<typeof Engine, 'resolveCitation' | 'kbEntryById'>;

/** Said of a statute a model cited that the knowledge base does not hold. */
export const NOT_IN_KNOWLEDGE_BASE = 'Not in the knowledge base: cited by the language model, unverified';

/**
 * Every citation in a model's section checked against the knowledge base (decision 013): a known
 * one takes the knowledge base's title; an unknown one is kept and marked unverified, never
 * dropped and never passed off as known. Legal statutes and cases are checked the same way, and
 * a known statute carries the knowledge base's source, date and status, not the model's.
 */
export function verifyCitations<K extends SectionKey>(key: K, section: SectionResponse<K>, kb: Knowledge): SectionResponse<K> {
  const seen = new Set<string>();
  const citations: SectionCitation[] = [];
  for (const citation of section.citations) {
    const id = `${citation.source}|${citation.section}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const entry = kb.resolveCitation({ source: citation.source, section: citation.section, title: citation.title });
    citations.push(entry ? { source: citation.source, section: citation.section, title: entry.title } : { ...citation, unverified: true });
  }
  const checked = { ...section, citations };
  return (key === 'legal' ? verifyLegal(checked as LegalResponse, kb) : checked) as SectionResponse<K>;
}

function verifyLegal(section: LegalResponse, kb: Knowledge): LegalResponse {
  return {
    ...section,
    legal_sections: section.legal_sections.map((part) => ({
      ...part,
      statutes: part.statutes.map((statute) => {
        const entry = statute.kbId ? kb.kbEntryById(statute.kbId) : undefined;
        if (!entry) return { ...statute, kbId: undefined, source: NOT_IN_KNOWLEDGE_BASE, lastChecked: '', verified: false };
        return { ...statute, source: entry.source, lastChecked: entry.lastChecked, verified: entry.verified };
      }),
    })),
    legal_precedents: section.legal_precedents.map((precedent) => {
      const entry = precedent.kbId ? kb.kbEntryById(precedent.kbId) : undefined;
      return entry?.kind === 'case' ? { ...precedent, unverified: undefined } : { ...precedent, kbId: undefined, unverified: true };
    }),
  };
}
