import { memo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, BookOpen, TriangleAlert } from 'lucide-react';
import type { KbEntryView } from '../../../../shared/api/knowledge-base';
import type { SectionCitation } from '../../../../shared/api/sections';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api-client';

type CitationLinkProps = { citation?: SectionCitation; kbId?: string; label: string };

function fetchEntry(citation: SectionCitation | undefined, kbId: string | undefined): Promise<KbEntryView> {
  if (kbId) return api.get<KbEntryView>(`/api/kb/entries/${encodeURIComponent(kbId)}`);
  const params = new URLSearchParams({ source: citation?.source ?? '', section: citation?.section ?? '' });
  return api.get<KbEntryView>(`/api/kb/resolve?${params.toString()}`);
}

/**
 * Verified citations (docs/product.md "Citations"): every citation opens its knowledge-base entry with its source,
 * the date it was last checked and whether it could be confirmed.
 */
export function CitationLink({ citation, kbId, label }: CitationLinkProps) {
  const [open, setOpen] = useState(false);
  // A section cites up to dozens of sources: the entry's query and dialog exist from the first opening on.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1 rounded text-left text-sm font-medium text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-800"
      >
        <BookOpen className="h-3.5 w-3.5 shrink-0" aria-hidden />
        {label}
      </button>
      {opened ? <CitationDialog citation={citation} kbId={kbId} label={label} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** The knowledge-base entry behind a citation, asked for while the dialog is open. */
function CitationDialog({ citation, kbId, label, open, onOpenChange }: CitationLinkProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const entry = useQuery({
    queryKey: ['kb', kbId ?? `${citation?.source}|${citation?.section}`],
    queryFn: () => fetchEntry(citation, kbId),
    enabled: open,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={entry.data?.title ?? label} footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}>
      {entry.isPending ? (
        <p className="text-sm text-slate-600">Loading the source…</p>
      ) : entry.isError || !entry.data ? (
        <p className="text-sm text-red-800">This citation could not be found in the knowledge base. Treat it as unverified.</p>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="leading-relaxed text-slate-800">{entry.data.text}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
            <dt className="font-medium">Source</dt>
            <dd className="break-words">{entry.data.source}</dd>
            <dt className="font-medium">Last checked</dt>
            <dd>{entry.data.lastChecked}</dd>
            <dt className="font-medium">Status</dt>
            <dd>
              {entry.data.verified ? (
                <span className="inline-flex items-center gap-1 text-emerald-800">
                  <BadgeCheck className="h-4 w-4" aria-hidden /> Confirmed against the source
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-amber-800">
                  <TriangleAlert className="h-4 w-4" aria-hidden /> Unverified — check before relying on it
                </span>
              )}
            </dd>
          </dl>
          {entry.data.note ? <p className="rounded bg-amber-50 p-2 text-amber-900">{entry.data.note}</p> : null}
          <p className="text-xs text-slate-600">Laws and codes change. Verify with your licensing board or legal counsel before you act.</p>
        </div>
      )}
    </Dialog>
  );
}

/** A citation a language model made that the knowledge base does not hold (decision 013). */
export function UnverifiedMark() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
      title="Cited by the language model and not found in Grayline's knowledge base: check it before relying on it."
    >
      <TriangleAlert className="h-3 w-3" aria-hidden /> unverified
    </span>
  );
}

/** The citations a section relied on, each linking to its knowledge-base entry. */
export const CitationsList = memo(function CitationsList({ citations }: { citations: SectionCitation[] | undefined }) {
  if (!citations || citations.length === 0) return null;
  return (
    <section aria-labelledby="citations-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="citations-heading" className="font-semibold text-slate-900">
        Sources this section relied on
      </h2>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {citations.map((citation) => (
          <li key={`${citation.source}|${citation.section}`} className="flex flex-wrap items-center gap-x-2">
            <CitationLink citation={citation} label={`${citation.source.replace(/^STATE:/, '')} ${citation.section} — ${citation.title}`} />
            {citation.unverified ? <UnverifiedMark /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
});
