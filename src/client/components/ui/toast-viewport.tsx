import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { HEADER_HEIGHT_PX, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../shared/domain/limits';
import { dismiss, type ToastItem } from './toast-store';

/** The Radix notification area; toast.tsx loads it with the first toast. */
export function ToastViewport({ items }: { items: ToastItem[] }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="text-sm opacity-90">{item.description}</RadixToast.Description>
            ) : null}
          </div>
          {item.action ? (
            <RadixToast.Action altText={item.action.label} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className="ml-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
              >
                {item.action.label}
              </button>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close aria-label="Close notification" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* Top right, under the header: never over a form's submit button at the bottom of the screen. */}
      <RadixToast.Viewport
        className="fixed right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        style={{ top: HEADER_HEIGHT_PX }}
      />
    </RadixToast.Provider>
  );
}
