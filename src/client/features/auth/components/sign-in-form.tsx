import { useState } from 'react';
import { LoginRequestSchema, type PublicUser } from '../../../../shared/api/auth';
import { Form, TextField } from '../../../components/form/form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { authApi } from '../api';
import { signInErrorToast } from '../error-messages';

export function SignInForm({ onSignedIn, onSwitchToRegister }: { onSignedIn: (user: PublicUser) => void; onSwitchToRegister: () => void }) {
  const [submitting, setSubmitting] = useState(false);
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
          toast(signInErrorToast(error));
        } finally {
          setSubmitting(false);
        }
      }}
    >
      <div className="grid gap-4">
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      </div>
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
