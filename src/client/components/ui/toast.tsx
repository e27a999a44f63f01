import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, notificationAreaShown, subscribe } from './toast-store';

export { toast, type ToastOptions } from './toast-store';

// The notification area's code loads with the first toast, not with every page.
const ToastViewport = lazy(async () => ({ default: (await import('./toast-viewport')).ToastViewport }));

export function Toaster() {
  const items = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  if (!notificationAreaShown()) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport items={items} />
    </Suspense>
  );
}
