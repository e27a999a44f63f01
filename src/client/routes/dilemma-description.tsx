import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Lightbulb, Pencil } from 'lucide-react';
import type { DetectedIdentifierView } from '../../shared/api/identifiers';
import { DILEMMA_MAX_LENGTH, DILEMMA_MIN_LENGTH } from '../../shared/domain/limits';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { analysesApi } from '../features/analysis/api';
import { IdentifierPanel } from '../features/analysis/components/identifier-panel';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { loadRoleExample, ROLE_EXAMPLE_FALLBACK } from '../features/analysis/role-example';
import { setupIsComplete } from '../features/analysis/setup';
import { paths } from '../paths';

const TIPS = [
  'Describe the situation, not the person: roles and relationships ("a 15-year-old client", "her former partner"), never names.',
  'Say what has happened and what you are considering doing. Describe planned action rather than admitting past conduct.',
  'Include what makes it hard: the duties, values or people pulling in different directions.',
  'Mention the setting (school, agency, private practice, telehealth) and anything time-sensitive.',
];

/**
 * The identifiers in the description, scanned 350 ms after typing stops. `current()` answers for
 * the text as it is now: a result for an earlier text (just after typing, or after "Replace with
 * placeholders") is never used to decide whether to warn.
 */
function useIdentifierScan(text: string) {
  const [scan, setScan] = useState<{ text: string; identifiers: DetectedIdentifierView[]; redacted: string | null }>({ text: '', identifiers: [], redacted: null });
  useEffect(() => {
    if (!text.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      analysesApi
        .detectIdentifiers(text, controller.signal)
        .then((result) => setScan({ text, identifiers: result.identifiers, redacted: result.redactedText }))
        .catch(() => undefined);
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const fresh = scan.text === text;
  const scanNow = async () => {
    if (fresh) return scan;
    const result = await analysesApi.detectIdentifiers(text);
    const next = { text, identifiers: result.identifiers, redacted: result.redactedText };
    setScan(next);
    return next;
  };
  return {
    /** The last scan, shown while a newer one is on its way (no flicker as the practitioner types). */
    identifiers: text.trim() ? scan.identifiers : [],
    /** Identifiers in the text as it is now. */
    current: async () => (text.trim() ? (await scanNow()).identifiers : []),
    /** The text as it is now with its identifiers replaced by placeholders. */
    redact: async () => (await scanNow()).redacted,
  };
}

function DilemmaScreen() {
  const navigate = useNavigate();
  const textareaId = useId();
  const { draft, update, flush } = useDraft();
  const state = draft?.state;
  const text = state?.dilemma?.text ?? '';
  // An existing description opens read-only; a new one for typing (docs/product.md "Dilemma description").
  const [editing, setEditing] = useState(() => text.trim().length === 0);
  const [confirmIdentifiers, setConfirmIdentifiers] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { identifiers, current, redact } = useIdentifierScan(text);
  const role = state?.setup?.role ?? '';
  const jurisdiction = state?.setup?.state ?? '';

  const example = useQuery({
    queryKey: ['role-example', role, jurisdiction],
    queryFn: () => loadRoleExample(role, jurisdiction),
    enabled: Boolean(role && jurisdiction),
  });

  const setText = (next: string) =>
    update((current) => ({ ...current, dilemma: { ...current.dilemma, text: next.slice(0, DILEMMA_MAX_LENGTH), identifiersAcknowledged: false } }));

  const proceed = async (acknowledged: boolean) => {
    if (acknowledged) update((current) => ({ ...current, dilemma: { text, identifiersAcknowledged: true } }));
    const saved = await flush();
    if (!saved) {
      toast({ title: 'Not saved yet', description: 'Error saving your dilemma. Please try again.', variant: 'destructive' });
      return;
    }
    navigate(paths.step.questions);
  };

  const length = text.trim().length;
  const canContinue = length >= DILEMMA_MIN_LENGTH;

  return (
    <FlowPage
      title="Describe Your Ethical Dilemma"
      subtitle={
        <>
          As a {practiceRoleLabel(role)} in {jurisdictionLabel(jurisdiction)}.{' '}
          <Link to={paths.roleSelection} className="font-medium text-brand-700 underline">
            Change role, state or contacts
          </Link>
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate(paths.welcome)}>
            Back to Welcome
          </Button>
          <Button
            disabled={!canContinue}
            onClick={async () => {
              const found = state?.dilemma?.identifiersAcknowledged ? [] : await current().catch(() => identifiers);
              if (found.length > 0) setConfirmIdentifiers(true);
              else void proceed(false);
            }}
          >
            Continue to Clarifying Questions
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div>
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <label htmlFor={textareaId} className="font-semibold text-slate-900">
                Your dilemma
              </label>
              <span className={canContinue ? 'text-sm text-emerald-700' : 'text-sm text-slate-600'} aria-live="polite" data-testid="dilemma-counter">
                {length}/{DILEMMA_MIN_LENGTH}
              </span>
            </div>
            {editing ? (
              <textarea
                id={textareaId}
                ref={textareaRef}
                value={text}
                rows={12}
                maxLength={DILEMMA_MAX_LENGTH}
                placeholder="Describe the situation in your own words (at least 50 characters)…"
                aria-describedby={`${textareaId}-help`}
                onChange={(event) => setText(event.target.value)}
                onBlur={(event) => {
                  // Clicking elsewhere (not a button, not a tab switch) with text shows it read-only.
                  const next = event.relatedTarget as HTMLElement | null;
                  if (next?.closest('button, [role="button"], a')) return;
                  if (document.visibilityState === 'hidden' || !document.hasFocus()) return;
                  if (text.trim()) setEditing(false);
                }}
                className="mt-3 block w-full rounded-md border border-slate-300 p-3 text-sm leading-relaxed shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
            ) : (
              <div className="mt-3">
                <div data-testid="dilemma-saved" className="whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-800">
                  {text}
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  onClick={() => {
                    setEditing(true);
                    setTimeout(() => textareaRef.current?.focus(), 0);
                  }}
                >
                  <Pencil className="h-4 w-4" aria-hidden /> Edit
                </Button>
              </div>
            )}
            <p id={`${textareaId}-help`} className="mt-2 text-xs text-slate-600">
              At least {DILEMMA_MIN_LENGTH} characters. Saved automatically as you type.
            </p>
          </div>
          <IdentifierPanel
            text={text}
            identifiers={identifiers}
            onRedact={async () => {
              const redacted = await redact().catch(() => null);
              if (redacted !== null) setText(redacted);
              toast({ title: 'Identifiers replaced', description: 'Each identifier was replaced with a placeholder such as [NAME] or [DATE].' });
            }}
          />
        </div>

        <aside className="space-y-4">
          <section aria-labelledby="example-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="example-heading" className="font-semibold text-slate-900">
              An example for your role
            </h2>
            <p className="mt-2 whitespace-pre-wrap text-sm leading-relaxed text-slate-700" data-testid="role-example">
              {example.isPending && role ? 'Loading an example…' : example.isError ? ROLE_EXAMPLE_FALLBACK : (example.data ?? ROLE_EXAMPLE_FALLBACK)}
            </p>
          </section>
          <section aria-labelledby="tips-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="tips-heading" className="flex items-center gap-2 font-semibold text-slate-900">
              <Lightbulb className="h-4 w-4 text-brand-700" aria-hidden /> Writing tips
            </h2>
            <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <Dialog
        open={confirmIdentifiers}
        onOpenChange={setConfirmIdentifiers}
        role="alertdialog"
        title="Continue with possible identifiers?"
        description={`Your description still contains ${identifiers.length === 1 ? 'something that looks' : `${identifiers.length} things that look`} identifying. You can replace them with placeholders, or continue if you are sure they do not identify anyone.`}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={async () => {
                const redacted = await redact().catch(() => null);
                if (redacted !== null) setText(redacted);
                setConfirmIdentifiers(false);
              }}
            >
              Replace with placeholders
            </Button>
            <Button
              onClick={() => {
                setConfirmIdentifiers(false);
                void proceed(true);
              }}
            >
              Continue anyway
            </Button>
          </>
        }
      />
    </FlowPage>
  );
}

export function DilemmaDescriptionRoute() {
  return (
    <FlowGate signedOutTo={paths.home} createDraft requires={(state) => (setupIsComplete(state) ? null : paths.stateSelection)}>
      <DilemmaScreen />
    </FlowGate>
  );
}
