import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PublicUser } from '../../shared/api/auth';
import { requestSessionCheck, useCurrentUser, useSessionChecked } from '../lib/current-user';
import { Spinner } from './ui/spinner';

type RequireUserProps = {
  /** Where a visitor who fails the guard goes (settings → /login, most screens → /). */
  redirectTo: string;
  /** Extra conditions on the user, e.g. a role and state for the summary. */
  allow?: (user: PublicUser) => boolean;
  children: ReactNode;
};

/** The one route guard every signed-in screen uses. */
export function RequireUser({ redirectTo, allow, children }: RequireUserProps) {
  const user = useCurrentUser();
  const checked = useSessionChecked();
  useEffect(() => {
    if (!user && !checked) requestSessionCheck();
  }, [user, checked]);
  if (!user) {
    // A new tab has no session copy yet: wait for the server before deciding.
    if (!checked) return <Spinner label="Checking your session…" />;
    return <Navigate to={redirectTo} replace />;
  }
  if (allow && !allow(user)) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
