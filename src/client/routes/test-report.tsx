import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnalysisResponse } from '../../shared/api/analyses';
import { RequireUser } from '../components/route-guard';
import { Spinner } from '../components/ui/spinner';
import { useDraft } from '../features/analysis/draft-provider';
import { api, isApiError } from '../lib/api-client';
import { paths } from '../paths';
import { NotFoundRoute } from './not-found';

/** spec-2 /test-report: loads the built-in sample analysis and opens the comprehensive report. */
function TestReportLoader() {
  const navigate = useNavigate();
  const { open } = useDraft();
  const [state, setState] = useState<'loading' | 'unavailable' | 'failed'>('loading');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .post<AnalysisResponse>('/api/test-report')
      .then((sample) => open(sample.id))
      .then(() => navigate(paths.comprehensiveReport, { replace: true }))
      .catch((error: unknown) => setState(isApiError(error) && error.status === 404 ? 'unavailable' : 'failed'));
  }, [navigate, open]);
  if (state === 'unavailable') return <NotFoundRoute />;
  if (state === 'failed') return <p className="p-8 text-center text-red-800">The sample analysis could not be loaded.</p>;
  return <Spinner label="Loading the sample analysis…" />;
}

export function TestReportRoute() {
  return (
    <RequireUser redirectTo={paths.login}>
      <TestReportLoader />
    </RequireUser>
  );
}
