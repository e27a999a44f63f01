import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { JURISDICTIONS } from '../../../../shared/domain/jurisdictions';
import { EXPERIENCE_LEVELS, THEORETICAL_ORIENTATIONS } from '../../../../shared/domain/profile-options';
import { LICENCE_ROLES } from '../../../../shared/domain/roles';
import { PhoneField, SelectField, TextField } from '../../../components/form/form';

/**
 * The profile part of registration and settings (docs/product.md "Accounts"): role with a custom role only
 * for Other, state, experience, orientation, and the optional supervisor and legal contacts.
 */
export function ProfileFields({ orientationRequired }: { orientationRequired: boolean }) {
  const { setValue } = useFormContext();
  const role = useWatch({ name: 'role' }) as string | undefined;

  // The custom role is shown and kept only while the role is Other.
  useEffect(() => {
    if (role !== 'other') setValue('customRole', '');
  }, [role, setValue]);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="role" label="Professional role" options={LICENCE_ROLES} placeholder="Select your role" required />
        {role === 'other' ? <TextField name="customRole" label="Describe your role" autoComplete="organization-title" /> : null}
        <SelectField name="state" label="State" options={JURISDICTIONS} placeholder="Select your state" required />
        <SelectField name="experienceLevel" label="Experience level" options={EXPERIENCE_LEVELS} placeholder="Select your experience" required />
        <SelectField
          name="theoreticalOrientation"
          label={orientationRequired ? 'Theoretical orientation' : 'Theoretical orientation (optional)'}
          options={THEORETICAL_ORIENTATIONS}
          placeholder="Select your orientation"
          required={orientationRequired}
        />
      </div>

      <fieldset className="mt-6 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Clinical supervisor (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="supervisorName" label="Supervisor name" autoComplete="off" />
          <PhoneField name="supervisorPhone" label="Supervisor phone" />
          <TextField name="supervisorEmail" label="Supervisor email" type="email" autoComplete="off" />
        </div>
      </fieldset>

      <fieldset className="mt-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Legal counsel (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="legalName" label="Attorney name" autoComplete="off" />
          <PhoneField name="legalPhone" label="Attorney phone" />
          <TextField name="legalEmail" label="Attorney email" type="email" autoComplete="off" />
        </div>
      </fieldset>
    </>
  );
}
