import type { SectionCitation } from '../../../../shared/api/sections';
import { toStringList } from './bullet-list';
import { CitationLink } from './citation-link';

/** The citation a line is about: the one whose section the line names. */
function citationOf(line: string, citations: readonly SectionCitation[]): SectionCitation | undefined {
  return citations.find((citation) => citation.section && line.includes(citation.section));
}

/**
 * A statute or code summary the analysis shortened ends in "…". It is shown up to its last
 * complete sentence, never cut mid-sentence, with the whole text one click away. The summary
 * starts after the citation's label ("California: duty to warn (Cal. Civ. Code § 43.92): …"),
 * whose abbreviations are not sentence ends.
 */
export function completeSentences(line: string, section?: string): { text: string; shortened: boolean } {
  if (!line.endsWith('…')) return { text: line, shortened: false };
  const afterSection = section ? line.indexOf(section) + section.length : -1;
  const colon = line.indexOf(': ', Math.max(afterSection, 0));
  const summaryStart = colon === -1 ? 0 : colon + 2;
  const body = line.slice(0, -1);
  const lastStop = Math.max(...['. ', '? ', '! '].map((stop) => body.lastIndexOf(stop)));
  if (lastStop < summaryStart) return { text: `${body.trimEnd()} …`, shortened: true };
  return { text: body.slice(0, lastStop + 1), shortened: true };
}

/** Professional obligations: each line with its source, and the full text of any shortened one. */
export function ObligationList({ items, citations }: { items: unknown; citations: readonly SectionCitation[] | undefined }) {
  const list = toStringList(items);
  if (list.length === 0) return <p className="text-sm text-slate-500">None identified.</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-800">
      {list.map((line, index) => {
        const citation = citationOf(line, citations ?? []);
        const { text, shortened } = completeSentences(line, citation?.section);
        return (
          <li key={index}>
            {text}
            {shortened && citation ? (
              <>
                {' '}
                <CitationLink citation={citation} label="Read the full text" />
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
