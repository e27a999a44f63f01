import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SectionResponse } from '../../../../../shared/api/section-registry';
import { IMPACT_SLOW_MESSAGE_MS } from '../../../../../shared/domain/limits';
import { sectionDefinition, type SectionKey } from '../../../../../shared/domain/sections';
import { SectionError, SectionPending } from '../../../../components/flow/section-states';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { useDraft } from '../../draft-provider';
import { useSection, type SectionHandle } from '../../use-section';
import { CitationsList } from '../citation-link';
import { EngineNote } from '../engine-note';
import { SafetyScreenNotice } from '../safety-screen-notice';
import { FlowPage } from './flow-page';

// The correction dialog (with the safety screen and its validation) loads when first opened.
const CorrectionDialog = lazy(async () => ({ default: (await import('../correction-dialog')).CorrectionDialog }));

export type SectionScreenProps<K extends SectionKey> = {
  sectionKey: K;
  subtitle?: string;
  loadingText: string | ((slow: boolean) => string);
  errorTitle: string;
  errorMessage: string;
  back: { label: string; to: string };
  next: { label: string; to: string };
  /** The confirm-or-correct question under the content. */
  confirm?: { question: string; yes: string; no: string };
  regenerateLabel?: string;
  isUsable?: (data: SectionResponse<K>) => boolean;
  /** A check before Continue; return a message to block with (the impact screen's alerts). */
  validateContinue?: (data: SectionResponse<K> | undefined) => string | null;
  saveErrorMessage?: string;
  /** A way out from the error view besides Retry (model analysis: back to the scripts). */
  errorExtra?: ReactNode;
  /** Extra controls beside the regenerate button (stakeholder focus and add). */
  toolbar?: (section: SectionHandle<K>) => ReactNode;
  /** Something shown above the content, with the data (e.g. an emergency banner). */
  banner?: (data: SectionResponse<K>) => ReactNode;
  children: (data: SectionResponse<K>, section: SectionHandle<K>) => ReactNode;
};

/**
 * One component for every analysis screen's loading, error, content, confirm and correct. The
 * title comes from the section registry. "Regenerate" asks what should change; Retry re-requests
 * after a failure and never reloads the page. The screen renders again on every change of the
 * draft (autosave, the step the user is on); the views are memoised, so they render again only
 * when their section does.
 */
export function SectionScreen<K extends SectionKey>(props: SectionScreenProps<K>) {
  const navigate = useNavigate();
  const { draft, flush } = useDraft();
  const [correcting, setCorrecting] = useState(false);
  const section = useSection<K>({ key: props.sectionKey, isUsable: props.isUsable });
  const data = section.data;
  const loadingText = typeof props.loadingText === 'function' ? props.loadingText(false) : props.loadingText;

  const goNext = async () => {
    const problem = props.validateContinue?.(data);
    if (problem) {
      toast({ title: 'Cannot continue yet', description: problem, variant: 'destructive' });
      return;
    }
    section.confirm();
    if (await flush()) navigate(props.next.to);
    else toast({ title: 'Not saved yet', description: props.saveErrorMessage ?? 'Error saving your analysis. Please try again.', variant: 'destructive' });
  };

  const correct = async (correction: Parameters<typeof section.correct>[0]) => {
    const ok = await section.correct(correction);
    if (!ok) toast({ title: 'Regeneration failed', description: props.errorMessage, variant: 'destructive' });
    return ok;
  };

  return (
    <FlowPage
      title={sectionDefinition(props.sectionKey).title}
      subtitle={props.subtitle}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate(props.back.to)}>
            {props.back.label}
          </Button>
          <Button disabled={!data || section.status === 'loading'} onClick={() => void goNext()}>
            {props.next.label}
          </Button>
        </>
      }
    >
      {section.status === 'loading' ? (
        <SectionLoadingWithSlowHint
          loadingText={props.loadingText}
          fallback={section.stale ? 'Bringing this section up to date with your corrections…' : loadingText}
          partial={section.partial}
        />
      ) : section.status === 'error' || !data ? (
        <SectionError title={props.errorTitle} message={section.limitMessage ?? props.errorMessage} onRetry={() => void section.retry()} extra={props.errorExtra} />
      ) : (
        <>
          <EngineNote meta={data} />
          <SafetyScreenNotice status={data.safety_screen} />
          {props.banner?.(data)}
          {props.children(data, section)}
          <CitationsList citations={data.citations} />
          <div className="no-print mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            {props.confirm ? (
              <>
                <h2 className="font-semibold text-slate-900">{props.confirm.question}</h2>
                {section.confirmed ? <p className="mt-1 text-sm text-emerald-800">You confirmed this section.</p> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setCorrecting(true)}>
                    {props.confirm.no}
                  </Button>
                  {props.toolbar?.(section)}
                  <Button onClick={() => void goNext()}>{props.confirm.yes}</Button>
                </div>
              </>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setCorrecting(true)}>
                  {props.regenerateLabel ?? 'Regenerate'}
                </Button>
                {props.toolbar?.(section)}
              </div>
            )}
            <p className="mt-3 text-xs text-slate-600">
              Consultation support, not a decision: weigh this against your own judgment and discuss it with your supervisor or counsel.
            </p>
          </div>
          {draft && correcting ? (
            <Suspense fallback={null}>
              <CorrectionDialog open={correcting} onOpenChange={setCorrecting} sectionKey={props.sectionKey} state={draft.state} onApply={correct} />
            </Suspense>
          ) : null}
        </>
      )}
    </FlowPage>
  );
}

/** Loading text; a screen can give a second text for long waits (the impact screen after 15 s). */
function SectionLoadingWithSlowHint({ loadingText, fallback, partial }: { loadingText: string | ((slow: boolean) => string); fallback: string; partial: unknown }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (typeof loadingText !== 'function') return;
    const timer = setTimeout(() => setSlow(true), IMPACT_SLOW_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [loadingText]);
  return <SectionPending label={typeof loadingText === 'function' ? loadingText(slow) : fallback} partial={partial} />;
}
