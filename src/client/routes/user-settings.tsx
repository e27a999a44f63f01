import { Page } from '../components/layout/page';
import { RequireUser } from '../components/route-guard';
import { ChangePasswordSection, YourDataSection } from '../features/auth/components/account-data';
import { SettingsForm } from '../features/auth/components/settings-form';
import { useCurrentUser } from '../lib/current-user';
import { paths } from '../paths';

function SettingsScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Page title="Settings & Profile" subtitle="Your profile personalises every analysis." maxWidth={900}>
      {user.savedLocally ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Your last change is saved on this device only and will sync when database connectivity is restored.
        </p>
      ) : null}
      <div className="space-y-6">
        <section aria-label="Profile" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {/* Keyed by update time so a synced server copy refreshes the form. */}
          <SettingsForm key={user.updatedAt} user={user} />
        </section>
        <ChangePasswordSection />
        <YourDataSection />
      </div>
    </Page>
  );
}

export function UserSettingsRoute() {
  // Settings without a stored user go to /login.
  return (
    <RequireUser redirectTo={paths.login}>
      <SettingsScreen />
    </RequireUser>
  );
}
