import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../../../components/layout/page';
import { analysesApi } from '../../api';
import { EngineBadge } from '../engine-note';
import { SaveIndicator } from './save-indicator';

type FlowPageProps = {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
  /** Back / Continue buttons. */
  footer?: ReactNode;
};

/**
 * The engine (and model) that writes the sections, asked once per visit. Until the answer comes
 * its line is held at the badge's height (22 px), so the screen below does not move when it does.
 */
function ActiveEngine() {
  const health = useQuery({ queryKey: ['health'], queryFn: analysesApi.health, staleTime: Infinity, retry: false }).data;
  return health ? <EngineBadge engine={health.engine} model={health.model} /> : <span aria-hidden className="inline-block h-[1.375rem]" />;
}

/** A guided-flow screen: title, the engine, autosave status, content and the Back / Continue footer. */
export function FlowPage({ title, subtitle, maxWidth, children, footer }: FlowPageProps) {
  return (
    <Page
      title={title}
      subtitle={subtitle}
      maxWidth={maxWidth}
      actions={
        <>
          <ActiveEngine />
          <SaveIndicator />
        </>
      }
    >
      {children}
      {footer ? <div className="no-print mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">{footer}</div> : null}
    </Page>
  );
}
