import { Link } from 'react-router';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { findExperienceLevel } from '../../shared/domain/profile-options';
import { licenceRoleLabel } from '../../shared/domain/roles';
import { Page } from '../components/layout/page';
import { RequireUser } from '../components/route-guard';
import { Button } from '../components/ui/button';
import { firstName, useCurrentUser } from '../features/auth/current-user-store';
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
      title={`Welcome back, ${firstName(user)}`}
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
    </Page>
  );
}

export function DashboardRoute() {
  return (
    <RequireUser redirectTo={paths.home}>
      <DashboardScreen />
    </RequireUser>
  );
}
