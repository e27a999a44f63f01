import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-view';

// The modal's code (focus trap, scroll lock, portal) loads when a dialog first opens.
const DialogView = lazy(async () => ({ default: (await import('./dialog-view')).DialogView }));

/** An accessible modal: focus trapped, Escape and outside click close it, title announced. */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
