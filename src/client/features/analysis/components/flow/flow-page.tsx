import type { ReactNode } from 'react';
import { Page } from '../../../../components/layout/page';
import { SaveIndicator } from './save-indicator';

type FlowPageProps = {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
  /** Back / Continue buttons. */
  footer?: ReactNode;
};

/** A guided-flow screen: title, autosave status, content and the Back / Continue footer. */
export function FlowPage({ title, subtitle, maxWidth, children, footer }: FlowPageProps) {
  return (
    <Page title={title} subtitle={subtitle} maxWidth={maxWidth} actions={<SaveIndicator />}>
      {children}
      {footer ? <div className="no-print mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">{footer}</div> : null}
    </Page>
  );
}
