import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Page } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { useAuthUi } from '../lib/auth-ui';
import { RegistrationForm } from '../features/auth/components/registration-form';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { useCurrentUser, useSessionPending, useSignedInVisitor } from '../lib/current-user';
import { paths } from '../paths';

const CONFIRMATION_MESSAGES: Record<string, { tone: 'ok' | 'warn'; text: string }> = {
  confirmed: { tone: 'ok', text: 'Your email address is confirmed. You can sign in now.' },
  used: { tone: 'ok', text: 'This confirmation link was already used. If your address is confirmed, just sign in.' },
  expired: { tone: 'warn', text: 'This confirmation link has expired. Register again or contact support to get a new one.' },
  invalid: { tone: 'warn', text: 'This confirmation link is not valid. Check that you copied the whole link from the email.' },
};

/** The sign-in and registration forms as a page (the dialogs' fallback and e-mail links' landing). */
export function LoginRoute() {
  const visitor = useSignedInVisitor(useLocation().pathname);
  const signedIn = useCurrentUser() !== null;
  const pending = useSessionPending();
  const [params, setParams] = useSearchParams();
  const { completeSignIn, completeRegistration, confirmationRequired } = useAuthUi();
  if (visitor) return <Navigate to={paths.welcome} replace />;
  // Signed in and on the way elsewhere, or a new tab of a signed-in browser waiting for the
  // server: never flash this signed-out page meanwhile.
  if (signedIn || pending) return <div aria-busy="true" />;

  const isRegister = params.get('mode') === 'register';
  const confirmation = CONFIRMATION_MESSAGES[params.get('confirmation') ?? ''];
  const switchTo = (mode: 'register' | 'signin') => setParams(mode === 'register' ? { mode: 'register' } : {});

  return (
    <Page
      title={isRegister ? 'Create your account' : 'Sign in'}
      subtitle={isRegister ? 'Your profile personalises every analysis.' : 'Welcome back to Grayline.'}
      maxWidth={isRegister ? 760 : 480}
    >
      {confirmation ? (
        <p
          role="status"
          className={
            confirmation.tone === 'ok'
              ? 'mb-6 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900'
              : 'mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
          }
        >
          {confirmation.text}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {isRegister ? (
          <RegistrationForm
            onRegistered={completeRegistration}
            onConfirmationRequired={(email) => {
              confirmationRequired(email);
              switchTo('signin');
            }}
            onSwitchToSignIn={() => switchTo('signin')}
          />
        ) : (
          <SignInForm onSignedIn={completeSignIn} onSwitchToRegister={() => switchTo('register')} />
        )}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        By using Grayline you agree to the{' '}
        <Button variant="link" size="sm" className="h-auto" asChild>
          <a href={paths.termsConditions}>terms of use</a>
        </Button>
        .
      </p>
    </Page>
  );
}
