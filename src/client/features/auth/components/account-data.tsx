import { useState } from 'react';
import { ChangePasswordRequestSchema, DeleteAccountRequestSchema } from '../../../../shared/api/auth';
import { Form, TextField } from '../../../components/form/form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { EXPORT_URL, authApi } from '../api';

function failureText(error: unknown, fallback: string) {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

export function ChangePasswordSection() {
  return (
    <section aria-labelledby="password-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">Changing your password signs you out everywhere else.</p>
      <Form
        schema={ChangePasswordRequestSchema}
        defaultValues={{ currentPassword: '', newPassword: '' }}
        aria-label="Change password"
        className="mt-4"
        onSubmit={async (values, form) => {
          try {
            const result = await authApi.changePassword(values);
            form.reset();
            toast({ title: 'Password changed', description: result.message });
          } catch (error) {
            toast({ title: 'Update failed', description: failureText(error, 'Your password could not be changed.'), variant: 'destructive' });
          }
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
        </div>
        <div className="mt-4 flex justify-end">
          <Button type="submit" variant="secondary">
            Change password
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** Your data (docs/product.md "Accounts"): download everything, or delete the account and all analyses. */
export function YourDataSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="data-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Saved analyses are records that could be requested in legal proceedings. Download a copy of everything we store about you, or
        delete your account and every analysis permanently.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" asChild>
          <a href={EXPORT_URL} download>
            Download my data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title="Delete your account?"
        description="This permanently deletes your profile and every analysis. It cannot be undone. Enter your password to confirm."
      >
        <Form
          schema={DeleteAccountRequestSchema}
          defaultValues={{ password: '' }}
          aria-label="Confirm account deletion"
          onSubmit={async (values) => {
            try {
              await authApi.deleteAccount(values);
              try {
                sessionStorage.clear();
              } catch {
                // Nothing stored to clear.
              }
              window.location.assign(paths.home);
            } catch (error) {
              toast({ title: 'Account not deleted', description: failureText(error, 'Please try again.'), variant: 'destructive' });
            }
          }}
        >
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive">
              Delete permanently
            </Button>
          </div>
        </Form>
      </Dialog>
    </section>
  );
}
