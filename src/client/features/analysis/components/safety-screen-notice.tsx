import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { SafetyScreenStatus } from '../../../../shared/api/sections';
import { paths } from '../../../paths';

/**
 * Every analysis screen says when the safety screen has not settled a danger the description
 * flags (docs/product.md "Safety screen"): the score is then a floor, not an assessment.
 */
export function SafetyScreenNotice({ status }: { status: SafetyScreenStatus | undefined }) {
  if (!status?.message) return null;
  const flagged = status.unresolved.length > 0;
  return (
    <div
      role={flagged ? 'alert' : 'note'}
      data-testid="safety-screen-notice"
      className={flagged ? 'mb-4 flex gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950' : 'mb-4 flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800'}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        {status.message}{' '}
        <Link to={paths.step.questions} className="font-medium underline underline-offset-2">
          Go to the safety screen
        </Link>
      </p>
    </div>
  );
}
