import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnalysisState } from '../../shared/api/analyses';
import type { Contact } from '../../shared/api/sections';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { Button } from '../components/ui/button';
import { ContactBlock, contactEmailError } from '../features/analysis/components/contact-block';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { paths } from '../paths';

const EMPTY: Contact = { name: '', phone: '', email: '' };
const LABELS = { supervisor: 'clinical supervisor', attorney: 'attorney' } as const;
type ContactKey = keyof typeof LABELS;

function savedContacts(state: AnalysisState | undefined): Record<ContactKey, Contact> {
  return { supervisor: { ...EMPTY, ...state?.contacts?.supervisor }, attorney: { ...EMPTY, ...state?.contacts?.attorney } };
}

function ProfessionalContactsScreen() {
  const navigate = useNavigate();
  const { draft, update, flush } = useDraft();
  // What is on screen; the analysis keeps only contacts whose e-mail is usable (or empty), so a
  // mistyped address is never saved and never comes back hidden in a collapsed card.
  const [contacts, setContacts] = useState(() => savedContacts(draft?.state));
  const [blocked, setBlocked] = useState<ContactKey | null>(null);

  const set = (key: ContactKey, contact: Contact) => {
    setContacts((previous) => ({ ...previous, [key]: contact }));
    if (blocked === key && !contactEmailError(contact)) setBlocked(null);
    if (!contactEmailError(contact)) update((state) => ({ ...state, contacts: { ...savedContacts(state), ...state.contacts, [key]: contact } }));
  };

  const invalid = (Object.keys(LABELS) as ContactKey[]).find((key) => contactEmailError(contacts[key]));

  return (
    <FlowPage
      title="Professional contacts"
      subtitle="Optional. Your consultation scripts will be addressed to these people."
      maxWidth={900}
      footer={
        <>
          {/* Back goes to the previous step (docs/product.md "Guided flow"). */}
          <Button variant="secondary" onClick={() => navigate(paths.roleSelection)}>
            Back
          </Button>
          {blocked ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              Correct or clear your {LABELS[blocked]}&apos;s e-mail address to continue.
            </p>
          ) : null}
          <Button
            onClick={async () => {
              if (invalid) {
                setBlocked(invalid);
                document.querySelector<HTMLInputElement>('input[type="email"][aria-invalid="true"]')?.focus();
                return;
              }
              await flush();
              navigate(paths.step.dilemma);
            }}
          >
            Continue
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <ContactBlock title="Clinical supervisor" noun="Supervisor" contact={contacts.supervisor} onChange={(c) => set('supervisor', c)} />
        <ContactBlock title="Attorney" noun="Attorney" contact={contacts.attorney} onChange={(c) => set('attorney', c)} />
      </div>
    </FlowPage>
  );
}

export function ProfessionalContactsRoute() {
  return (
    <FlowGate signedOutTo={paths.home}>
      <ProfessionalContactsScreen />
    </FlowGate>
  );
}
