import { useState } from 'react';
import { RegisterRequestSchema, type PublicUser, type RegisterRequest } from '../../../../shared/api/auth';
import { Form, TextField } from '../../../components/form/form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { authApi } from '../api';
import { registrationErrorToast } from '../error-messages';
import { ProfileFields } from './profile-fields';

const EMPTY: RegisterRequest = {
  email: '',
  password: '',
  fullName: '',
  role: '' as RegisterRequest['role'],
  customRole: '',
  state: '' as RegisterRequest['state'],
  experienceLevel: '' as RegisterRequest['experienceLevel'],
  theoreticalOrientation: '',
  supervisorName: '',
  supervisorPhone: '',
  supervisorEmail: '',
  legalName: '',
  legalPhone: '',
  legalEmail: '',
};

type RegistrationFormProps = {
  /** Signed in straight away (no confirmation required). */
  onRegistered: (user: PublicUser) => void;
  /** The account waits for e-mail confirmation. */
  onConfirmationRequired: (email: string) => void;
  onSwitchToSignIn: () => void;
};

export function RegistrationForm({ onRegistered, onConfirmationRequired, onSwitchToSignIn }: RegistrationFormProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <Form
      schema={RegisterRequestSchema}
      defaultValues={EMPTY}
      aria-label="Create your account"
      onSubmit={async (values) => {
        setSubmitting(true);
        try {
          const result = await authApi.register(values);
          if (result.confirmationRequired) onConfirmationRequired(result.user.email);
          else onRegistered(result.user);
        } catch (error) {
          toast(registrationErrorToast(error));
        } finally {
          setSubmitting(false);
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="fullName" label="Full name" autoComplete="name" required className="sm:col-span-2" />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 6 characters. A long passphrase is best." />
      </div>
      <div className="mt-4">
        <ProfileFields orientationRequired={false} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Already have an account?{' '}
          <Button variant="link" size="sm" className="h-auto" onClick={onSwitchToSignIn}>
            Sign in
          </Button>
        </p>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Creating account…' : 'Create Account'}
        </Button>
      </div>
    </Form>
  );
}
