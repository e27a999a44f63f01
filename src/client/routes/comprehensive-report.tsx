import { useNavigate } from 'react-router';
import { Download, Printer } from 'lucide-react';
import { riskScoreOf } from '../../shared/domain/analysis-document';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { Page } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { RiskBadge } from '../features/analysis/components/risk-badge';
import { useDraft } from '../features/analysis/draft-provider';
import { FlowGate } from '../features/analysis/flow-gate';
import { missingStepFor } from '../features/analysis/setup';
import { useReportActions } from '../features/analysis/use-report-actions';
import { ComprehensiveReportView } from '../features/analysis/views/comprehensive-report-view';
import { paths } from '../paths';
import { NewAnalysisButton } from './final-report';

function ComprehensiveReportScreen() {
  const navigate = useNavigate();
  const { draft } = useDraft();
  const { download, startNew } = useReportActions();
  if (!draft) return null;
  const state = draft.state;
  return (
    <Page
      title="Comprehensive Report"
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          {practiceRoleLabel(state.setup?.role)} · {jurisdictionLabel(state.setup?.state)} · <RiskBadge score={riskScoreOf(state)} /> ·{' '}
          {new Date(state.sections?.final?.generatedAt ?? Date.now()).toLocaleDateString()}
        </span>
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => void download('txt')}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden /> Print
          </Button>
          <NewAnalysisButton onConfirm={startNew} />
        </>
      }
    >
      <ComprehensiveReportView state={state} />
      <div className="no-print mt-8 border-t border-slate-200 pt-6">
        <Button variant="secondary" onClick={() => navigate(paths.step.final)}>
          Back to Final Report
        </Button>
      </div>
    </Page>
  );
}

export function ComprehensiveReportRoute() {
  return (
    <FlowGate signedOutTo={paths.home} requires={missingStepFor('final', { orSelf: true })}>
      <ComprehensiveReportScreen />
    </FlowGate>
  );
}
