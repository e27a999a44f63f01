import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, FilePlus2, Save } from 'lucide-react';
import { riskReadings } from '../../shared/domain/analysis-document';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { FlowPage } from '../features/analysis/components/flow/flow-page';
import { SectionError, SectionPending } from '../components/flow/section-states';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { CitationsList } from '../features/analysis/components/citation-link';
import { EngineNote } from '../features/analysis/components/engine-note';
import { RiskBadge } from '../features/analysis/components/risk-badge';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { missingStepFor } from '../features/analysis/setup';
import { useReportActions } from '../features/analysis/use-report-actions';
import { SafetyScreenNotice } from '../features/analysis/components/safety-screen-notice';
import { useSection } from '../features/analysis/use-section';
import { FinalReportView } from '../features/analysis/views/final-report-view';
import { paths } from '../paths';

/** New Analysis asks first: the current analysis is archived, not deleted. */
export function NewAnalysisButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FilePlus2 className="h-4 w-4" aria-hidden /> New Analysis
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Start a new analysis?"
        description="This analysis stays in Saved Analyses, where you can reopen it. Save it as complete first if you have finished."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                void onConfirm();
              }}
            >
              Start new analysis
            </Button>
          </>
        }
      />
    </>
  );
}

function FinalReportScreen() {
  const navigate = useNavigate();
  const { draft } = useDraft();
  const { download, save, saving, startNew } = useReportActions();
  const section = useSection({ key: 'final' });
  const readings = draft ? riskReadings(draft.state) : { score: null, disputed: [] };
  const score = readings.score ?? section.data?.risk_score ?? 0;
  const setup = draft?.state.setup;

  return (
    <FlowPage
      title="Final Report"
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          {practiceRoleLabel(setup?.role)} · {jurisdictionLabel(setup?.state)} · <RiskBadge score={score} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate(paths.step.model)}>
            Back
          </Button>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!section.data} onClick={() => void download('html')}>
              <Download className="h-4 w-4" aria-hidden /> Download Report
            </Button>
            <Button variant="secondary" disabled={!section.data} asChild={Boolean(section.data)}>
              {section.data ? <Link to={paths.comprehensiveReport}>Comprehensive Report</Link> : <span>Comprehensive Report</span>}
            </Button>
            <Button disabled={!section.data || saving} onClick={() => void save()}>
              <Save className="h-4 w-4" aria-hidden /> Save Complete Analysis
            </Button>
            <NewAnalysisButton onConfirm={startNew} />
          </div>
        </>
      }
    >
      {section.status === 'loading' ? (
        <SectionPending label="AI is generating your final report..." partial={section.partial} />
      ) : section.status === 'error' || !section.data ? (
        <SectionError
          title="Report not generated"
          message={section.limitMessage ?? 'AI service failed to generate report. Please try again.'}
          onRetry={() => void section.retry()}
        />
      ) : (
        <>
          <EngineNote meta={section.data} />
          <SafetyScreenNotice status={section.data.safety_screen} />
          <FinalReportView data={section.data} score={score} readings={readings} />
          <CitationsList citations={section.data.citations} />
        </>
      )}
    </FlowPage>
  );
}

export function FinalReportRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('final')}>
      <FinalReportScreen />
    </FlowGate>
  );
}
