import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AnalysisState } from '../../../shared/api/analyses';
import type { PublicUser } from '../../../shared/api/auth';
import { RequireUser } from '../../components/route-guard';
import { Spinner } from '../../components/ui/spinner';
import { Button } from '../../components/ui/button';
import { paths } from '../../paths';
import { useDraft } from './draft-provider';

type FlowGateProps = {
  /** Where to send a visitor who is not signed in (or fails `allowUser`). */
  signedOutTo: string;
  allowUser?: (user: PublicUser) => boolean;
  /** Create a draft when none is in progress (the dilemma screen); otherwise go to /welcome. */
  createDraft?: boolean;
  /** Where to go when earlier data this screen needs is missing (null: nothing is). */
  requires?: (state: AnalysisState) => string | null;
  children: ReactNode;
};

function DraftLoader({ createDraft, requires, children }: Omit<FlowGateProps, 'signedOutTo' | 'allowUser'>) {
  const { draft, status, ensureDraft, update } = useDraft();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!draft) void ensureDraft({ create: createDraft }).catch(() => undefined);
  }, [draft, ensureDraft, createDraft]);

  const redirectTo = draft && requires ? requires(draft.state) : null;
  const ready = Boolean(draft) && !redirectTo;
  // The screen's first render with the draft (a long section and its sources) is a background
  // render React does in slices, so the page keeps answering input meanwhile; the spinner stays
  // until it is done. That holds when the draft is already here as the screen mounts (asked for
  // before the first render): the initial `false` defers it too. Later changes render at once.
  const shown = useDeferredValue(ready, false);
  // Remember where the user is, so the draft resumes exactly here.
  useEffect(() => {
    if (ready && draft && draft.state.currentStep !== pathname) update((state) => ({ ...state, currentStep: pathname }), { quiet: true });
  }, [ready, draft, pathname, update]);

  if (!draft) {
    if (status === 'none') return <Navigate to={paths.welcome} replace />;
    if (status === 'error') {
      return (
        <div role="alert" className="mx-auto max-w-xl p-8 text-center">
          <p className="text-slate-800">Your analysis could not be loaded. Check your connection and try again.</p>
          <Button className="mt-4" onClick={() => void ensureDraft({ create: createDraft }).catch(() => undefined)}>
            Retry
          </Button>
        </div>
      );
    }
    return <Spinner label="Loading your analysis…" />;
  }
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  if (!shown) return <Spinner label="Loading your analysis…" />;
  return <>{children}</>;
}

/** The guard every flow screen uses: a signed-in user, a loaded draft and the earlier data it needs. */
export function FlowGate({ signedOutTo, allowUser, ...rest }: FlowGateProps) {
  return (
    <RequireUser redirectTo={signedOutTo} allow={allowUser}>
      <DraftLoader {...rest} />
    </RequireUser>
  );
}
