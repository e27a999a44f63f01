import { useNavigate } from 'react-router';
import type { AnalysisListItem } from '../../../shared/api/analyses';
import { toast } from '../../components/ui/toast';
import { paths } from '../../paths';
import { useDraftActions } from './draft-provider';
import { firstStepFor } from './setup';

/** Opening a card restores that analysis: a complete one at its report, a draft where it stopped. */
export function useOpenAnalysis() {
  const navigate = useNavigate();
  const { open } = useDraftActions();
  return async (item: AnalysisListItem) => {
    try {
      const analysis = await open(item.id);
      const target =
        analysis.status === 'complete' || analysis.state.sections?.final ? paths.step.final : (analysis.state.currentStep ?? firstStepFor(analysis.state));
      navigate(target);
    } catch {
      toast({ title: 'Could not open', description: 'Failed to load analysis. Please try again.', variant: 'destructive' });
    }
  };
}

