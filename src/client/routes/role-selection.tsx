import { useNavigate } from 'react-router';
import type { Setup } from '../../shared/api/analyses';
import { JURISDICTIONS } from '../../shared/domain/jurisdictions';
import { DEFAULT_EXPERIENCE_LEVEL, EXPERIENCE_LEVELS } from '../../shared/domain/profile-options';
import { PRACTICE_ROLES } from '../../shared/domain/roles';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { Button } from '../components/ui/button';
import { Select } from '../components/ui/select';
import { useCurrentUser } from '../lib/current-user';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { setupIsComplete } from '../features/analysis/setup';
import { paths } from '../paths';

const ROLE_SELECTION_LEVELS = EXPERIENCE_LEVELS.map((level) => ({ value: level.value, label: level.roleSelectionLabel }));

function RoleSelectionScreen() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { draft, update, flush } = useDraft();
  const setup: Setup = {
    role: '',
    state: '',
    theoreticalOrientation: user?.theoreticalOrientation ?? '',
    ...draft?.state.setup,
    // Developing Professional by default.
    experienceLevel: draft?.state.setup?.experienceLevel || DEFAULT_EXPERIENCE_LEVEL,
  };
  // Every change is saved with the draft.
  const change = (patch: Partial<Setup>) => update((state) => ({ ...state, setup: { ...setup, ...patch } }));
  const complete = draft ? setupIsComplete({ ...draft.state, setup }) : false;

  return (
    <FlowPage
      title={`Welcome, ${user?.fullName ?? ''}`}
      subtitle="Confirm the role, state and experience this analysis should use."
      maxWidth={700}
      footer={
        <>
          {/* Back goes to the previous step (docs/product.md "Guided flow"). */}
          <Button variant="secondary" onClick={() => navigate(paths.stateSelection)}>
            Back
          </Button>
          <Button
            disabled={!complete}
            onClick={async () => {
              if (!draft?.state.setup?.experienceLevel) change({});
              await flush();
              navigate(paths.professionalContacts);
            }}
          >
            Continue
          </Button>
        </>
      }
    >
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Select label="Professional role" value={setup.role} options={PRACTICE_ROLES} placeholder="Select your role" onChange={(role) => change({ role })} />
        <Select label="State of practice" value={setup.state} options={JURISDICTIONS} placeholder="Select your state" onChange={(state) => change({ state })} />
        <Select
          label="Experience level"
          value={setup.experienceLevel}
          options={ROLE_SELECTION_LEVELS}
          placeholder="Select your experience level"
          onChange={(experienceLevel) => change({ experienceLevel })}
        />
      </div>
    </FlowPage>
  );
}

export function RoleSelectionRoute() {
  return (
    <FlowGate signedOutTo={paths.home}>
      <RoleSelectionScreen />
    </FlowGate>
  );
}
