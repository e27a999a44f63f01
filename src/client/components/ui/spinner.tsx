import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A loading indicator that screen readers announce. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3 py-10 text-slate-700', className)}>
      <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
