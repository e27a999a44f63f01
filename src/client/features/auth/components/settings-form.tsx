import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SettingsRequestSchema, type PublicUser, type SettingsRequest } from '../../../../shared/api/auth';
import { SETTINGS_REDIRECT_MS } from '../../../../shared/domain/limits';
import { Form, TextField } from '../../../components/form/form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { authApi } from '../api';
import { setCurrentUser } from '../../../lib/current-user';
import { isConnectivityFailure } from '../../../lib/api-client';
import { savePendingSettings } from '../pending-settings';
import { ProfileFields } from './profile-fields';

function defaultsFrom(user: PublicUser): SettingsRequest {
  return {
    fullName: user.fullName,
    role: user.role as SettingsRequest['role'],
    customRole: user.customRole ?? '',
    state: user.state as SettingsRequest['state'],
    experienceLevel: user.experienceLevel as SettingsRequest['experienceLevel'],
    theoreticalOrientation: (user.theoreticalOrientation ?? '') as SettingsRequest['theoreticalOrientation'],
    supervisorName: user.supervisorName ?? '',
    supervisorPhone: user.supervisorPhone ?? '',
    supervisorEmail: user.supervisorEmail ?? '',
    legalName: user.legalName ?? '',
    legalPhone: user.legalPhone ?? '',
    legalEmail: user.legalEmail ?? '',
  };
}

/** Settings: the registration form without a password, e-mail read-only, orientation required (docs/product.md "Accounts"). */
export function SettingsForm({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const emailId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Form
      schema={SettingsRequestSchema}
      defaultValues={defaultsFrom(user)}
      aria-label="Settings and profile"
      onSubmit={async (values) => {
        setSaving(true);
        try {
          const result = await authApi.saveSettings(values);
          setCurrentUser(result.user);
          toast({ title: 'Settings saved', description: result.message });
          setTimeout(() => navigate(paths.welcome), SETTINGS_REDIRECT_MS);
        } catch (error) {
          if (isConnectivityFailure(error)) {
            // Keep the change on this device and send it on the next load.
            savePendingSettings(user.id, values);
            setCurrentUser({ ...user, ...values, customRole: values.customRole || null, savedLocally: true, updatedAt: new Date().toISOString() });
            toast({ title: 'Settings updated locally', description: 'Your changes are kept on this device and will sync when database connectivity is restored.' });
            setTimeout(() => navigate(paths.welcome), SETTINGS_REDIRECT_MS);
          } else {
            toast({
              title: 'Update failed',
              description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Update failed',
              variant: 'destructive',
            });
          }
        } finally {
          setSaving(false);
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="fullName" label="Full name" autoComplete="name" required />
        <div className="text-sm">
          <label htmlFor={emailId} className="font-medium text-slate-800">
            Email
          </label>
          <input
            id={emailId}
            type="email"
            value={user.email}
            readOnly
            aria-describedby={`${emailId}-hint`}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-sm text-slate-600"
          />
          <p id={`${emailId}-hint`} className="mt-1 text-xs text-slate-600">
            Your sign-in email cannot be changed here.
          </p>
        </div>
      </div>
      <div className="mt-4">
        <ProfileFields orientationRequired />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => navigate(paths.welcome)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </Form>
  );
}
