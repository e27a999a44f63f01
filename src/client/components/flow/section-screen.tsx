import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SectionKey } from '../../../shared/api/analyses';
import type { SectionCitation } from '../../../shared/api/sections';
import { IMPACT_SLOW_MESSAGE_MS } from '../../../shared/domain/limits';
import type { SafetyScreenStatus } from '../../../shared/api/sections';
import { CitationsList } from '../../features/analysis/components/citation-link';
import { SafetyScreenNotice } from '../../features/analysis/components/safety-screen-notice';
import { useDraft } from '../../features/analysis/draft-provider';
import { useSection } from '../../features/analysis/use-section';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';
import { FlowPage } from './flow-page';
import { SectionError, SectionLoading } from './section-states';

export type SectionScreenProps<T extends object> = {
  sectionKey: SectionKey;
  endpoint: string;
  title: string;
  subtitle?: string;
  loadingText: string | ((slow: boolean) => string);
  errorTitle: string;
  errorMessage: string;
  back: { label: string; to: string };
  next: { label: string; to: string };
  /** The confirm-or-regenerate question under the content (spec-2 per screen). */
  confirm?: { question: string; yes: string; no: string };
  regenerateLabel?: string;
  extra?: Parameters<typeof useSection<T>>[0]['extra'];
  isUsable?: (data: T) => boolean;
  /** A check before Continue; return a message to block with (spec-2 §5 impact alerts). */
  validateContinue?: (data: T | undefined) => string | null;
  saveErrorMessage?: string;
  /** A way out from the error view besides Retry (model analysis: back to the scripts). */
  errorExtra?: ReactNode;
  /** Extra controls beside the regenerate button (stakeholder focus and add). */
  toolbar?: (section: ReturnType<typeof useSection<T>>) => ReactNode;
  /** Something shown above the content, with the data (e.g. an emergency banner). */
  banner?: (data: T) => ReactNode;
  children: (data: T, section: ReturnType<typeof useSection<T>>) => ReactNode;
};

/**
 * One component for every analysis screen's loading, error, content, confirm and regenerate
 * (issue 7: rather than eight copies). Retry re-requests; it never reloads the page.
 */
export function SectionScreen<T extends object>(props: SectionScreenProps<T>) {
  const navigate = useNavigate();
  const { flush } = useDraft();
  const section = useSection<T>({ key: props.sectionKey, endpoint: props.endpoint, extra: props.extra, isUsable: props.isUsable });
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

  const regenerate = async () => {
    const ok = await section.regenerate();
    if (!ok) toast({ title: 'Regeneration failed', description: props.errorMessage, variant: 'destructive' });
  };

  return (
    <FlowPage
      title={props.title}
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
        <SectionLoadingWithSlowHint loadingText={props.loadingText} fallback={loadingText} />
      ) : section.status === 'error' || !data ? (
        <SectionError title={props.errorTitle} message={props.errorMessage} onRetry={() => void section.retry()} extra={props.errorExtra} />
      ) : (
        <>
          <SafetyScreenNotice status={(data as { safety_screen?: SafetyScreenStatus }).safety_screen} />
          {props.banner?.(data)}
          {props.children(data, section)}
          <CitationsList citations={(data as { citations?: SectionCitation[] }).citations} />
          <div className="no-print mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            {props.confirm ? (
              <>
                <h2 className="font-semibold text-slate-900">{props.confirm.question}</h2>
                {section.confirmed ? <p className="mt-1 text-sm text-emerald-800">You confirmed this section.</p> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => void regenerate()}>
                    {props.confirm.no}
                  </Button>
                  {props.toolbar?.(section)}
                  <Button onClick={() => void goNext()}>{props.confirm.yes}</Button>
                </div>
              </>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void regenerate()}>
                  {props.regenerateLabel ?? 'Regenerate'}
                </Button>
                {props.toolbar?.(section)}
              </div>
            )}
            <p className="mt-3 text-xs text-slate-600">
              Consultation support, not a decision: weigh this against your own judgment and discuss it with your supervisor or counsel.
            </p>
          </div>
        </>
      )}
    </FlowPage>
  );
}

/** Loading text; a screen can give a second text for long waits (spec-2: impact after 15 s). */
function SectionLoadingWithSlowHint({ loadingText, fallback }: { loadingText: string | ((slow: boolean) => string); fallback: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (typeof loadingText !== 'function') return;
    const timer = setTimeout(() => setSlow(true), IMPACT_SLOW_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [loadingText]);
  return <SectionLoading label={typeof loadingText === 'function' ? loadingText(slow) : fallback} />;
}
