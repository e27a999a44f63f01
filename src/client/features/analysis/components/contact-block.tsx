import { useId, useState } from 'react';
import { Mail, Pencil, Phone, UserRound } from 'lucide-react';
import type { Contact } from '../../../../shared/api/sections';
import { formatPhone, MESSAGES, OptionalEmailSchema } from '../../../../shared/validation';
import { Button } from '../../../components/ui/button';

export function contactEmailError(contact: Contact): string | undefined {
  return OptionalEmailSchema.safeParse(contact.email).success ? undefined : MESSAGES.contactEmail;
}

const hasAnyField = (contact: Contact) => Boolean(contact.name.trim() || contact.phone.trim() || contact.email.trim());

type ContactBlockProps = {
  title: string;
  /** Labels for the three fields, e.g. "Supervisor name". */
  noun: string;
  contact: Contact;
  onChange: (contact: Contact) => void;
};

/**
 * An optional contact (docs/product.md "Guided flow"); when focus leaves the block and any field is filled it
 * collapses into a read-only card with an Edit button.
 */
export function ContactBlock({ title, noun, contact, onChange }: ContactBlockProps) {
  const id = useId();
  // An address that is not usable is shown for correcting, never folded away into the card.
  const [editing, setEditing] = useState(() => !hasAnyField(contact) || Boolean(contactEmailError(contact)));
  const emailError = contactEmailError(contact);

  if (!editing) {
    return (
      <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="font-semibold text-slate-900">{title}</h2>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              <div className="flex items-center gap-2">
                <UserRound className="h-4 w-4" aria-hidden />
                <dt className="sr-only">Name</dt>
                <dd>{contact.name || '—'}</dd>
              </div>
              <div className="flex items-center gap-2">
                <Phone className="h-4 w-4" aria-hidden />
                <dt className="sr-only">Phone</dt>
                <dd>{contact.phone || '—'}</dd>
              </div>
              <div className="flex items-center gap-2">
                <Mail className="h-4 w-4" aria-hidden />
                <dt className="sr-only">Email</dt>
                <dd>{contact.email || '—'}</dd>
              </div>
            </dl>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${title}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
        </div>
      </section>
    );
  }

  const field = (key: keyof Contact, label: string, type: string, autoComplete: string) => (
    <div className="text-sm">
      <label htmlFor={`${id}-${key}`} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={contact[key]}
        aria-invalid={key === 'email' && emailError ? true : undefined}
        aria-describedby={key === 'email' && emailError ? `${id}-email-error` : undefined}
        onChange={(event) => onChange({ ...contact, [key]: key === 'phone' ? formatPhone(event.target.value) : event.target.value })}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
      />
      {key === 'email' && emailError ? (
        <p id={`${id}-email-error`} className="mt-1 text-xs font-medium text-red-700">
          {emailError}
        </p>
      ) : null}
    </div>
  );

  return (
    <fieldset
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && event.currentTarget.contains(next)) return;
        if (hasAnyField(contact) && !emailError) setEditing(false);
      }}
    >
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('name', `${noun} name`, 'text', 'off')}
        {field('phone', `${noun} phone`, 'tel', 'off')}
        {field('email', `${noun} email`, 'email', 'off')}
      </div>
    </fieldset>
  );
}
