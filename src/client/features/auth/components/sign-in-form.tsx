import { useState } from 'react';
import { LoginRequestSchema, type PublicUser } from '../../../../shared/api/auth';
import { Form, TextField } from '../../../components/form/form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { authApi } from '../api';
import { signInErrorToast } from '../error-messages';

export function SignInForm({ onSignedIn, onSwitchToRegister }: { onSignedIn: (user: PublicUser) => void; onSwitchToRegister: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  /** The e-mail of an account waiting for confirmation, so a new link can be asked for. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const resend = async (email: string) => {
    try {
      const { message } = await authApi.resendConfirmation({ email });
      toast({ title: 'Check your email', description: message });
    } catch (error) {
      toast({ title: 'Not sent', description: (isApiError(error) && error.serverMessage) || 'The link could not be sent. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Form
      schema={LoginRequestSchema}
      defaultValues={{ email: '', password: '' }}
      aria-label="Sign in"
      onSubmit={async (values) => {
        setSubmitting(true);
        try {
          const { user } = await authApi.login(values);
          onSignedIn(user);
        } catch (error) {
          const text = signInErrorToast(error);
          setUnconfirmed(text.title === 'Email Confirmation Required' ? values.email : null);
          toast(text);
        } finally {
          setSubmitting(false);
        }
      }}
    >
      <div className="grid gap-4">
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      </div>
      {unconfirmed ? (
        <p className="mt-4 text-sm text-slate-700">
          No e-mail, or the link expired?{' '}
          <Button variant="link" size="sm" className="h-auto" onClick={() => void resend(unconfirmed)}>
            Send a new confirmation link
          </Button>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          New to Grayline?{' '}
          <Button variant="link" size="sm" className="h-auto" onClick={onSwitchToRegister}>
            Create an account
          </Button>
        </p>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign In'}
        </Button>
      </div>
    </Form>
  );
}
