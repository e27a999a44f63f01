import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  NOTHING_TO_SAVE,
  NOT_SIGNED_IN_TO_SAVE,
  SAVE_FAILED,
  SAVED_LOCALLY,
  SAVED_TO_DATABASE,
  type SaveCompleteAnalysisRequest,
} from '../../../shared/api/analyses';
import { draftInputs } from '../../../shared/domain/analysis-document';
import { toast } from '../../components/ui/toast';
import { isApiError, isConnectivityFailure } from '../../lib/api-client';
import { paths } from '../../paths';
import { useCurrentUser } from '../../lib/current-user';
import { analysesApi } from './api';
import { useDraft } from './draft-provider';
import { keepLocally, saveCompleteAnalysis } from '../../lib/pending-saves';

/** Download, save and "New Analysis" for the report screens. */
export function useReportActions() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { draft, flush, clear } = useDraft();
  const [saving, setSaving] = useState(false);

  const download = async (format: 'html' | 'txt') => {
    if (!draft) return;
    const saved = await flush();
    if (!saved) {
      toast({ title: 'Download unavailable', description: 'The report cannot be prepared while the server is unreachable. Please try again.', variant: 'destructive' });
      return;
    }
    // The server names the file with the date and sends it as an attachment.
    window.location.assign(`/api/analyses/${draft.id}/report.${format}`);
  };

  const save = async () => {
    if (!user?.email) {
      toast({ title: 'Not saved', description: NOT_SIGNED_IN_TO_SAVE, variant: 'destructive' });
      return;
    }
    const state = draft?.state;
    const text = state?.dilemma?.text ?? '';
    if (!state || !text.trim()) {
      toast({ title: 'Not saved', description: NOTHING_TO_SAVE, variant: 'destructive' });
      return;
    }
    // The server made the sections and keeps them: it needs only the inputs and which analysis this is.
    const request: SaveCompleteAnalysisRequest = { completeSessionData: JSON.stringify(draftInputs(state)), analysisId: draft?.id };
    setSaving(true);
    try {
      await flush();
      await saveCompleteAnalysis(request);
      toast({ title: 'Analysis saved', description: SAVED_TO_DATABASE });
    } catch (error) {
      // Kept on this device, the whole analysis goes along: by the time it is uploaded the draft may be gone.
      if (isConnectivityFailure(error) && keepLocally(user.id, { ...request, completeSessionData: JSON.stringify(state) })) {
        toast({ title: 'Saved on this device', description: SAVED_LOCALLY });
      } else {
        toast({ title: 'Save failed', description: isApiError(error) && error.status === 401 ? NOT_SIGNED_IN_TO_SAVE : SAVE_FAILED, variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  /** Archives the draft (it stays in Saved Analyses) and starts over at the landing page. */
  const startNew = async () => {
    if (draft) {
      await flush();
      await analysesApi.archive(draft.id).catch(() => undefined);
    }
    clear();
    navigate(paths.home);
  };

  return { download, save, saving, startNew };
}
