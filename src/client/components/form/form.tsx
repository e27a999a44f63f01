import { useId, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatPhone } from '../../../shared/validation';
import { cn } from '../../lib/cn';

type FormProps<Schema extends z.ZodType<FieldValues, FieldValues>> = {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>, form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => void | Promise<void>;
  children: ReactNode | ((form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode);
  className?: string;
  'aria-label'?: string;
};

/** One form wrapper: react-hook-form validated by the same zod schema the server uses. */
export function Form<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, children, className, ...rest }: FormProps<Schema>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
  });
  return (
    <FormProvider {...form}>
      <form noValidate className={className} aria-label={rest['aria-label']} onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
    | { message?: string }
    | undefined;
  return error?.message;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-100 read-only:text-slate-600 aria-[invalid=true]:border-red-600';

type FieldShellProps = { id: string; label: string; error?: string; hint?: ReactNode; required?: boolean; children: ReactNode; className?: string };

function FieldShell({ id, label, error, hint, required, children, className }: FieldShellProps) {
  return (
    <div className={cn('text-sm', className)}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden className="text-red-700"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
};

export function TextField({ name, label, type = 'text', autoComplete, readOnly, required, hint, placeholder, className }: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** Phone input formatted as (XXX) XXX-XXXX while typing, at most 10 digits (docs/product.md "Accounts"). */
export function PhoneField({ name, label, className }: { name: string; label: string; className?: string }) {
  const id = useId();
  const { register, setValue } = useFormContext();
  const error = useFieldError(name);
  const field = register(name);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(555) 555-5555"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
        {...field}
        onChange={(event) => {
          setValue(name, formatPhone(event.target.value), { shouldDirty: true, shouldValidate: Boolean(error) });
        }}
      />
    </FieldShell>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  required?: boolean;
  className?: string;
};

export function SelectField({ name, label, options, placeholder = 'Select…', required, className }: SelectFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} error={error} required={required} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
