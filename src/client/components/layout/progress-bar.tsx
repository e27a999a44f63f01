import { useLocation } from 'react-router';
import { PROGRESS_TRANSITION_MS } from '../../../shared/domain/limits';
import { STEP_COUNT, progressForPath, stepIndexOfPath } from '../../../shared/domain/steps';

/** The thin bar under the header on the 12 analysis routes only (docs/product.md "Guided flow"). */
export function ProgressBar() {
  const { pathname } = useLocation();
  const progress = progressForPath(pathname);
  if (progress === null) return null;
  const step = stepIndexOfPath(pathname) + 1;
  return (
    <div
      role="progressbar"
      aria-label="Analysis progress"
      aria-valuemin={0}
      aria-valuemax={STEP_COUNT}
      aria-valuenow={step}
      aria-valuetext={`Step ${step} of ${STEP_COUNT}`}
      className="no-print h-1 w-full bg-slate-200"
    >
      <div
        data-testid="progress-fill"
        className="h-full bg-brand-600 ease-out"
        style={{ width: `${progress * 100}%`, transitionProperty: 'width', transitionDuration: `${PROGRESS_TRANSITION_MS}ms` }}
      />
    </div>
  );
}
