import { RISK_BADGE_CLASSES, riskLevel } from '../../../../shared/domain/risk';
import { cn } from '../../../lib/cn';

/** One colour scale for risk everywhere; a score of 0 reads N/A (docs/product.md "Risk"). */
export function RiskBadge({ score, className, withScore = true }: { score: number | null | undefined; className?: string; withScore?: boolean }) {
  if (score === null || score === undefined || score <= 0) {
    return <span className={cn('inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700', className)}>N/A</span>;
  }
  const level = riskLevel(score);
  return (
    <span className={cn(`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${RISK_BADGE_CLASSES[level]}`, className)}>
      {level}
      {withScore ? <span aria-hidden>·</span> : null}
      {withScore ? `${Math.round(score * 10) / 10}/10` : null}
    </span>
  );
}
