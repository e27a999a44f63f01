import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../../shared/api/auth';

/**
 * The browser's session copy of the signed-in user (spec-1 §3: `currentUser` in session
 * storage). It holds profile fields only; the session itself is an httpOnly cookie, and the
 * server's /api/me is the truth this copy is checked against on every load.
 */
export const CURRENT_USER_KEY = 'currentUser';

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: PublicUser | null } = { raw: null, user: null };
/** False until this tab has asked the server who is signed in. */
let checked = false;

function notify() {
  for (const listener of listeners) listener();
}

function read(): PublicUser | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(CURRENT_USER_KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.user;
  let user: PublicUser | null = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      const candidate = parsed as Partial<PublicUser> | null;
      user = candidate && typeof candidate === 'object' && typeof candidate.email === 'string' ? (candidate as PublicUser) : null;
    } catch {
      // spec-1 §4: an unparseable stored user is logged and ignored; the user is signed out.
      console.warn('Ignoring an unreadable stored user');
      user = null;
    }
  }
  cached = { raw, user };
  return user;
}

export function getCurrentUser(): PublicUser | null {
  return read();
}

/**
 * Stores the user. `notifyNow: false` lets a caller navigate first, so a screen that redirects
 * signed-in visitors (the landing page) does not race the caller's own navigation.
 */
export function setCurrentUser(user: PublicUser | null, options: { notifyNow?: boolean } = {}): void {
  try {
    if (user) sessionStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Storage can be unavailable (private mode); the server session still holds.
  }
  if (options.notifyNow !== false) notify();
}

export function notifyCurrentUserChanged(): void {
  notify();
}

export function markSessionChecked(): void {
  checked = true;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): PublicUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Whether this tab has heard from the server yet; guards wait for it before redirecting. */
export function useSessionChecked(): boolean {
  return useSyncExternalStore(subscribe, () => checked, () => false);
}

/** spec-1 §2: the account menu is labelled with the first word of the full name, or "User". */
export function firstName(user: Pick<PublicUser, 'fullName'> | null | undefined): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || 'User';
}
