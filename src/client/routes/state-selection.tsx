import { useNavigate } from 'react-router';
import { JURISDICTIONS } from '../../shared/domain/jurisdictions';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { Button } from '../components/ui/button';
import { Select } from '../components/ui/select';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { paths } from '../paths';

function StateSelectionScreen() {
  const navigate = useNavigate();
  const { draft, update, flush } = useDraft();
  const value = draft?.state.setup?.state ?? '';
  return (
    <FlowPage
      title="Where do you practise?"
      subtitle="State law shapes duties such as warning, reporting and minor consent."
      maxWidth={700}
      footer={
        <>
          {/* Back goes to the previous step, the start screen (docs/product.md "Guided flow"). */}
          <Button variant="secondary" onClick={() => navigate(paths.welcome)}>
            Back
          </Button>
          <Button
            disabled={!value}
            onClick={async () => {
              await flush();
              navigate(paths.roleSelection);
            }}
          >
            Continue
          </Button>
        </>
      }
    >
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Select
          label="State or territory"
          value={value}
          placeholder="Select your state or territory"
          options={JURISDICTIONS}
          onChange={(state) =>
            update((current) => ({
              ...current,
              setup: { role: '', experienceLevel: '', theoreticalOrientation: '', ...current.setup, state },
            }))
          }
        />
      </div>
    </FlowPage>
  );
}

export function StateSelectionRoute() {
  return (
    <FlowGate signedOutTo={paths.home}>
      <StateSelectionScreen />
    </FlowGate>
  );
}
