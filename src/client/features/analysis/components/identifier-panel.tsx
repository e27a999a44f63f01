import { Fragment } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { DetectedIdentifierView } from '../../../../shared/api/identifiers';
import { Button } from '../../../components/ui/button';

const KIND_LABELS: Record<string, string> = {
  name: 'name',
  date: 'date',
  'age-over-89': 'age over 89',
  phone: 'phone number',
  fax: 'fax number',
  email: 'e-mail address',
  address: 'address or place',
  zip: 'ZIP code',
  ssn: 'Social Security number',
  'medical-record': 'medical record number',
  'health-plan': 'health plan number',
  account: 'account number',
  licence: 'licence number',
  vehicle: 'vehicle identifier',
  device: 'device identifier',
  url: 'web address',
  ip: 'IP address',
  'other-id': 'identifying number',
};

export function identifierKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/**
 * The identifier guard (docs/product.md "Dilemma description"): what looks identifying is highlighted with its kind, with why it
 * matters and a one-click replacement with placeholders.
 */
export function IdentifierPanel({ text, identifiers, onRedact }: { text: string; identifiers: DetectedIdentifierView[]; onRedact: () => void }) {
  if (identifiers.length === 0) return null;
  const pieces: Array<{ text: string; identifier?: DetectedIdentifierView }> = [];
  let cursor = 0;
  for (const identifier of identifiers) {
    if (identifier.start < cursor || identifier.end > text.length) continue;
    if (identifier.start > cursor) pieces.push({ text: text.slice(cursor, identifier.start) });
    pieces.push({ text: text.slice(identifier.start, identifier.end), identifier });
    cursor = identifier.end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor) });

  return (
    <section aria-labelledby="identifiers-heading" className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4">
      <h2 id="identifiers-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <ShieldAlert className="h-5 w-5" aria-hidden />
        {identifiers.length === 1 ? '1 possible identifier found' : `${identifiers.length} possible identifiers found`}
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Names, dates, contact details, places and record numbers can identify a client even in a hypothetical. HIPAA&apos;s Safe Harbor
        standard treats them as identifiers. Replace them before you continue; the analysis does not need them.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Identifiers found">
        {identifiers.map((identifier) => (
          <li key={`${identifier.start}-${identifier.end}`} className="rounded bg-amber-200 px-2 py-0.5 text-xs text-amber-950">
            <span className="font-semibold">{identifier.text}</span> — {identifierKindLabel(identifier.kind)}
          </li>
        ))}
      </ul>
      <div tabIndex={0} aria-label="Your text with possible identifiers highlighted" className="mt-3 max-h-48 overflow-y-auto whitespace-pre-wrap rounded border border-amber-200 bg-white p-3 text-sm leading-relaxed text-slate-800" data-testid="identifier-preview">
        {pieces.map((piece, index) =>
          piece.identifier ? (
            <mark key={index} className="rounded bg-amber-300 px-0.5 text-slate-950" title={identifierKindLabel(piece.identifier.kind)}>
              {piece.text}
              <span className="sr-only"> ({identifierKindLabel(piece.identifier.kind)})</span>
            </mark>
          ) : (
            <Fragment key={index}>{piece.text}</Fragment>
          ),
        )}
      </div>
      <Button className="mt-3" onClick={onRedact}>
        Replace with placeholders
      </Button>
    </section>
  );
}
