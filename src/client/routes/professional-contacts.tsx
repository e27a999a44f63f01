import { useNavigate } from 'react-router';
import type { Contact } from '../../shared/api/sections';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { Button } from '../components/ui/button';
import { ContactBlock, contactEmailError } from '../features/analysis/components/contact-block';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { paths } from '../paths';

const EMPTY: Contact = { name: '', phone: '', email: '' };

function ProfessionalContactsScreen() {
  const navigate = useNavigate();
  const { draft, update, flush } = useDraft();
  const supervisor = { ...EMPTY, ...draft?.state.contacts?.supervisor };
  const attorney = { ...EMPTY, ...draft?.state.contacts?.attorney };
  const set = (key: 'supervisor' | 'attorney', contact: Contact) =>
    update((state) => ({ ...state, contacts: { supervisor, attorney, ...state.contacts, [key]: contact } }));
  const invalid = Boolean(contactEmailError(supervisor) || contactEmailError(attorney));

  return (
    <FlowPage
      title="Professional contacts"
      subtitle="Optional. Your consultation scripts will be addressed to these people."
      maxWidth={900}
      footer={
        <>
          {/* spec-1 gives Back → /login; PRODUCT.md: Back goes to the previous step. */}
          <Button variant="secondary" onClick={() => navigate(paths.roleSelection)}>
            Back
          </Button>
          <Button
            disabled={invalid}
            onClick={async () => {
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
        <ContactBlock title="Clinical supervisor" noun="Supervisor" contact={supervisor} onChange={(c) => set('supervisor', c)} />
        <ContactBlock title="Attorney" noun="Attorney" contact={attorney} onChange={(c) => set('attorney', c)} />
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
