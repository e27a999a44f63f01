import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/api/auth';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { isApiError, setUnauthenticatedHandler } from '../../lib/api-client';
import { paths } from '../../paths';
import { authApi } from './api';
import { AuthUiContext, type AuthUi } from '../../lib/auth-ui';
import { firstName, getCurrentUser, hasSessionHint, markSessionChecked, setCurrentUser, setSessionCheck } from '../../lib/current-user';
import { clearPendingSettings, takePendingSettings } from './pending-settings';
import { countPendingSaves, discardPendingSaves, uploadPendingSaves } from '../../lib/pending-saves';
import { Button } from '../../components/ui/button';

const AUTH_CHANNEL = 'grayline-auth';

// The forms (and their validation) load when a dialog first opens, not with the landing page.
const RegistrationForm = lazy(async () => ({ default: (await import('./components/registration-form')).RegistrationForm }));
const SignInForm = lazy(async () => ({ default: (await import('./components/sign-in-form')).SignInForm }));

let earlySession: ReturnType<typeof authApi.me> | undefined;

/**
 * Asks who is signed in before React's first render when this browser holds a session (or a
 * copy of its user), so the answer is on its way while the first screen is drawn (main.tsx).
 */
export function prefetchSession(): void {
  if (!hasSessionHint() && !getCurrentUser()) return;
  earlySession = authApi.me();
  // Whoever takes it handles a failure; until then it is not an unhandled rejection.
  earlySession.catch(() => undefined);
}

/** Forgets every cached query; the cache is loaded with the first signed-in screen, if ever. */
function clearQueries() {
  void import('../../lib/query-client').then(({ queryClient }) => queryClient.clear());
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
}

/** Sends a settings change that could not be saved earlier; the server copy wins afterwards. */
async function syncPendingSettings(user: PublicUser) {
  const pending = takePendingSettings(user.id);
  if (!pending) return user;
  try {
    const result = await authApi.saveSettings(pending);
    clearPendingSettings();
    toast({ title: 'Settings synced', description: 'Your settings change made while offline has been saved.' });
    return result.user;
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      clearPendingSettings();
      toast({ title: 'Update failed', description: error.serverMessage ?? 'Your offline settings change could not be saved.', variant: 'destructive' });
    }
    return { ...user, ...pending, savedLocally: true } as PublicUser;
  }
}

/** Analyses saved in this browser while the server was unreachable go up now (docs/product.md "Reports"). */
async function uploadSavedLocally(userId: string) {
  const uploaded = await uploadPendingSaves(userId);
  if (uploaded > 0) {
    toast({
      title: 'Saved analyses uploaded',
      description: `${uploaded === 1 ? 'An analysis' : `${uploaded} analyses`} saved on this device while offline ${uploaded === 1 ? 'is' : 'are'} now in your Saved Analyses.`,
    });
  }
}

/**
 * Accounts in the browser: checks the server session on load, keeps the session copy of the
 * user, hosts the sign-in and registration dialogs, and signs every tab out together.
 */
/** Ends the session everywhere in this browser and leaves nothing of the user's behind. */
async function signOut() {
  const user = getCurrentUser();
  try {
    await authApi.logout();
  } catch {
    // The cookie expires on its own; signing out locally must not wait for the network.
  }
  const channel = openChannel();
  channel?.postMessage('logout');
  channel?.close();
  if (user) discardPendingSaves(user.id);
  clearPendingSettings();
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
  clearQueries();
  window.location.assign(paths.home);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'signin' | 'register' | 'unsent' | null>(null);

  const checkStarted = useRef(false);
  const checkSession = useCallback(() => {
    if (checkStarted.current) return;
    checkStarted.current = true;
    const request = earlySession ?? authApi.me();
    earlySession = undefined;
    request
      .then(async ({ user }) => {
        setCurrentUser(await syncPendingSettings(user));
        await uploadSavedLocally(user.id);
      })
      .catch((error: unknown) => {
        // Signed out on the server: forget the copy. Unreachable server: keep it for now.
        if (isApiError(error) && error.status === 401) setCurrentUser(null);
      })
      .finally(markSessionChecked);
  }, []);

  useEffect(() => {
    setSessionCheck(checkSession);
    // Only a browser holding a session (or a copy of its user) asks now; a signed-out visitor's
    // page asks nothing that must fail, and a guarded screen asks when it is shown.
    if (hasSessionHint() || getCurrentUser()) checkSession();
  }, [checkSession]);

  useEffect(() => {
    const channel = openChannel();
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (event.data === 'logout') {
          // Other open tabs forget the user at once (docs/product.md "Accounts").
          setCurrentUser(null);
          clearQueries();
        }
      };
    }
    setUnauthenticatedHandler((url) => {
      if (url === '/api/me' || url === '/api/login' || !getCurrentUser()) return;
      setCurrentUser(null);
      clearQueries();
      toast({ title: 'Session ended', description: 'For your security you were signed out. Please sign in again.' });
    });
    return () => channel?.close();
  }, []);

  const value = useMemo<AuthUi>(
    () => ({
      openSignIn: () => setDialog('signin'),
      openRegister: () => setDialog('register'),
      logout: async () => {
        const user = getCurrentUser();
        // Analyses saved only on this device go up now if they can; otherwise the user decides.
        if (user && countPendingSaves(user.id) > 0) {
          await uploadPendingSaves(user.id).catch(() => 0);
          if (countPendingSaves(user.id) > 0) {
            setDialog('unsent');
            return;
          }
        }
        await signOut();
      },
      completeSignIn: (user) => {
        setCurrentUser(user);
        setDialog(null);
        navigate(paths.welcome);
      },
      completeRegistration: (user) => {
        // Registration lands on the dashboard, not on the landing page's /welcome redirect.
        setCurrentUser(user, { arrival: 'registered' });
        void navigate(paths.dashboard);
        setDialog(null);
        toast({ title: `Welcome to Grayline, ${firstName(user)}!`, description: 'Your account is ready. Start an analysis whenever you are.' });
      },
      confirmationRequired: (email) => {
        toast({
          title: 'Check your email',
          description: `We sent a confirmation link to ${email}. Please confirm your email address, then sign in.`,
        });
        setDialog('signin');
      },
    }),
    [navigate],
  );

  return (
    <AuthUiContext.Provider value={value}>
      {children}
      <Dialog
        open={dialog === 'register'}
        onOpenChange={(open) => setDialog(open ? 'register' : null)}
        title="Create your account"
        description="Your profile personalises every analysis. Contacts are optional."
        className="max-w-2xl"
      >
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <RegistrationForm
            onRegistered={value.completeRegistration}
            onConfirmationRequired={value.confirmationRequired}
            onSwitchToSignIn={() => setDialog('signin')}
          />
        </Suspense>
      </Dialog>
      <Dialog
        open={dialog === 'signin'}
        onOpenChange={(open) => setDialog(open ? 'signin' : null)}
        title="Sign in"
        description="Welcome back. Sign in to continue your analyses."
      >
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <SignInForm onSignedIn={value.completeSignIn} onSwitchToRegister={() => setDialog('register')} />
        </Suspense>
      </Dialog>
      <Dialog
        open={dialog === 'unsent'}
        onOpenChange={(open) => setDialog(open ? 'unsent' : null)}
        role="alertdialog"
        title="Analyses not yet saved to your account"
        description="Some analyses you completed are stored only in this browser because the server could not be reached. Signing out removes them from this browser, so the next person using it cannot read them."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Stay signed in
            </Button>
            <Button variant="destructive" onClick={() => void signOut()}>
              Sign out and remove them
            </Button>
          </>
        }
      />
    </AuthUiContext.Provider>
  );
}
