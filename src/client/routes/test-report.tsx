import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { riskScoreOf } from '../../shared/domain/analysis-document';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { Page } from '../components/layout/page';
import { RequireUser } from '../components/route-guard';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { analysesApi } from '../features/analysis/api';
import { RiskBadge } from '../features/analysis/components/risk-badge';
import { ComprehensiveReportView } from '../features/analysis/views/comprehensive-report-view';
import { isApiError } from '../lib/api-client';
import { paths } from '../paths';
import { NotFoundRoute } from './not-found';

/**
 * The developer's sample report: a built-in analysis shown read-only. It is made for this page and
 * never stored, so it never appears in Saved Analyses and never replaces the analysis in progress.
 */
function TestReportScreen() {
  const sample = useQuery({ queryKey: ['test-report'], queryFn: analysesApi.sample, staleTime: Infinity, retry: false });
  if (sample.isPending) return <Spinner label="Loading the sample analysis…" />;
  if (sample.error) {
    if (isApiError(sample.error) && sample.error.status === 404) return <NotFoundRoute />;
    return <p className="p-8 text-center text-red-800">The sample analysis could not be loaded.</p>;
  }
  const state = sample.data.state;
  return (
    <Page
      title="Sample Report"
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          {practiceRoleLabel(state.setup?.role)} · {jurisdictionLabel(state.setup?.state)} · <RiskBadge score={riskScoreOf(state)} />
        </span>
      }
      actions={
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden /> Print
        </Button>
      }
    >
      <p role="note" className="mb-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900" data-testid="sample-notice">
        A built-in sample analysis, shown read-only. It is not saved and does not appear in your Saved Analyses.
      </p>
      <ComprehensiveReportView state={state} />
    </Page>
  );
}

export function TestReportRoute() {
  return (
    <RequireUser redirectTo={paths.login}>
      <TestReportScreen />
    </RequireUser>
  );
}
