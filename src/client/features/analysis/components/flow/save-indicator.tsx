import { AlertTriangle, CloudOff, Check, Loader2 } from 'lucide-react';
import { useSaveStatus } from '../../draft-provider';

/** The quiet autosave status of the analysis in progress. */
export function SaveIndicator() {
  const saveStatus = useSaveStatus();
  if (saveStatus === 'idle') return null;
  const content = {
    saving: { icon: <Loader2 className="h-4 w-4 animate-spin" aria-hidden />, text: 'Saving…', tone: 'text-slate-600' },
    saved: { icon: <Check className="h-4 w-4" aria-hidden />, text: 'Saved', tone: 'text-emerald-700' },
    offline: { icon: <CloudOff className="h-4 w-4" aria-hidden />, text: 'Offline — will retry', tone: 'text-amber-700' },
    failed: { icon: <AlertTriangle className="h-4 w-4" aria-hidden />, text: 'Not saved: the server had a problem — will retry', tone: 'text-red-700' },
  }[saveStatus];
  return (
    <span role="status" aria-live="polite" data-testid="save-indicator" className={`inline-flex items-center gap-1 text-sm ${content.tone}`}>
      {content.icon}
      {content.text}
    </span>
  );
}
