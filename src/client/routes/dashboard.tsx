import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { analysesApi } from '../features/analysis/api';
import { RiskBadge } from '../features/analysis/components/risk-badge';
import { useOpenAnalysis } from '../features/analysis/use-open-analysis';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { findExperienceLevel } from '../../shared/domain/profile-options';
import { licenceRoleLabel } from '../../shared/domain/roles';
import { Page } from '../components/layout/page';
import { RequireUser } from '../components/route-guard';
import { Button } from '../components/ui/button';
import { currentArrival, firstName, useCurrentUser } from '../lib/current-user';
import { paths } from '../paths';

function DashboardScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  const role = user.role === 'other' && user.customRole ? user.customRole : licenceRoleLabel(user.role);
  const facts = [
    { label: 'Role', value: role },
    { label: 'Experience level', value: findExperienceLevel(user.experienceLevel)?.roleSelectionLabel ?? user.experienceLevel },
    { label: 'Practice location', value: jurisdictionLabel(user.state) },
  ];
  return (
    <Page
      // Someone who has just registered is not coming back.
      title={`${currentArrival() === 'registered' ? 'Welcome' : 'Welcome back'}, ${firstName(user)}`}
      subtitle="Your consultation workspace."
      actions={
        <>
          <Button variant="secondary" asChild>
            <Link to={paths.myReports}>View All Reports</Link>
          </Button>
          <Button asChild>
            <Link to={paths.welcome}>Start New Analysis</Link>
          </Button>
        </>
      }
    >
      <section aria-label="Your profile" className="grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{fact.label}</p>
            <p className="mt-1 font-medium text-slate-900">{fact.value}</p>
          </div>
        ))}
      </section>
      <RecentAnalyses />
    </Page>
  );
}

/** The signed-in section (docs/product.md "Reports") with the five most recent analyses and their risk badges. */
function RecentAnalyses() {
  const openAnalysis = useOpenAnalysis();
  const recent = useQuery({ queryKey: ['analyses', 'recent'], queryFn: () => analysesApi.list({ pageSize: 5 }), staleTime: 0 });
  return (
    <section aria-labelledby="recent-heading" className="mt-8">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
          Recent analyses
        </h2>
        <Link to={paths.myReports} className="text-sm font-medium text-brand-700 underline">
          View All Reports
        </Link>
      </div>
      {recent.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading…</p>
      ) : !recent.data || recent.data.items.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No analyses yet. Start one when you are ready.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
          {recent.data.items.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => void openAnalysis(item)} className="flex w-full items-center gap-3 p-4 text-left hover:bg-slate-50">
                <RiskBadge score={item.riskScore} />
                <span className="flex-1 truncate text-sm font-medium text-slate-900">{item.title}</span>
                <span className="text-xs text-slate-500">{new Date(item.createdAt).toLocaleDateString()}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardRoute() {
  return (
    <RequireUser redirectTo={paths.home}>
      <DashboardScreen />
    </RequireUser>
  );
}
