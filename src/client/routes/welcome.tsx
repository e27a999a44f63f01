import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { AnalysisResponse } from '../../shared/api/analyses';
import { START_SCREEN_MAX_WIDTH_PX } from '../../shared/domain/limits';
import { Page } from '../components/layout/page';
import { RequireUser } from '../components/route-guard';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Dialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { useDraftActions } from '../features/analysis/draft-provider';
import { firstStepFor, hasDilemma } from '../features/analysis/setup';
import { paths } from '../paths';

function hasProgress(draft: AnalysisResponse): boolean {
  return hasDilemma(draft.state) || Object.keys(draft.state.sections ?? {}).length > 0;
}

/** /welcome is the "Ready to Begin?" start screen (docs/product.md "Guided flow"). */
function WelcomeScreen() {
  const navigate = useNavigate();
  const { ensureDraft, startFresh } = useDraftActions();
  const [agreed, setAgreed] = useState(false);
  const [existing, setExisting] = useState<AnalysisResponse | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = () =>
    toast({ title: 'Could not start', description: 'Your analysis could not be started. Check your connection and try again.', variant: 'destructive' });

  const startNew = async () => {
    setBusy(true);
    try {
      const created = await startFresh();
      setExisting(null);
      navigate(firstStepFor(created.state));
    } catch {
      fail();
    } finally {
      setBusy(false);
    }
  };

  const onStart = async () => {
    setBusy(true);
    try {
      const current = await ensureDraft();
      if (current && hasProgress(current)) {
        setExisting(current);
      } else if (current) {
        navigate(firstStepFor(current.state));
      } else {
        await startNew();
      }
    } catch {
      fail();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Ready to Begin?" subtitle="Start your ethical analysis consultation" maxWidth={START_SCREEN_MAX_WIDTH_PX}>
      <section aria-labelledby="confidentiality-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
        <h2 id="confidentiality-heading" className="flex items-center gap-2 font-semibold text-amber-950">
          <ShieldAlert className="h-5 w-5" aria-hidden /> Confidentiality reminder
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-amber-950">
          <li>Describe only hypothetical or fully anonymised scenarios: no names, dates, places or record numbers.</li>
          <li>Grayline offers consultation support only. It does not replace your judgment, supervision, your licensing board or legal counsel.</li>
          <li>Saved analyses are records that could be requested in legal proceedings; describe what you are considering rather than past conduct.</li>
        </ul>
      </section>

      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Checkbox checked={agreed} onChange={setAgreed}>
          I understand and agree to the{' '}
          <Link to={paths.termsConditions} className="font-medium text-brand-700 underline">
            terms of use
          </Link>
        </Checkbox>
        <Button className="mt-5 w-full" size="lg" disabled={!agreed || busy} onClick={() => void onStart()}>
          Start Analysis
        </Button>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Button variant="secondary" asChild>
            <Link to={paths.myReports}>Saved Analyses</Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link to={paths.userSettings}>Settings</Link>
          </Button>
        </div>
      </div>

      <Dialog
        open={existing !== null}
        onOpenChange={(open) => {
          if (!open) setExisting(null);
        }}
        role="alertdialog"
        title="Analysis in Progress"
        description="You have an analysis in progress. Continue where you left off, or start a completely new one? Starting fresh keeps the current one in Saved Analyses."
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => void startNew()}>
              Start Fresh
            </Button>
            <Button
              onClick={() => {
                const target = existing?.state.currentStep ?? (existing ? firstStepFor(existing.state) : paths.step.dilemma);
                setExisting(null);
                navigate(target);
              }}
            >
              Continue Existing
            </Button>
          </>
        }
      />
    </Page>
  );
}

export function WelcomeRoute() {
  return (
    <RequireUser redirectTo={paths.home}>
      <WelcomeScreen />
    </RequireUser>
  );
}
