import type { ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../shared/domain/limits';

export type ToastOptions = {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: number; open: boolean };

// One toast system for the whole app: at most one at a time (docs/product.md "Messages").
let toasts: ToastItem[] = [];
/** Once shown, the notification area stays mounted (its hotkey and live region keep working). */
let everShown = false;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismiss(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // A dismissed toast stays mounted for its exit animation, then is dropped.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  everShown = true;
  toasts = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function currentToasts(): ToastItem[] {
  return toasts;
}

export function notificationAreaShown(): boolean {
  return everShown;
}
