import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../../shared/api/auth';

/**
 * The browser's session copy of the signed-in user (spec-1 §3: `currentUser` in session
 * storage). It holds profile fields only; the session itself is an httpOnly cookie.
 */
export const CURRENT_USER_KEY = 'currentUser';

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: PublicUser | null } = { raw: null, user: null };

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
      user = parsed && typeof parsed === 'object' && typeof (parsed as PublicUser).email === 'string' ? (parsed as PublicUser) : null;
    } catch {
      // spec-1 §4: an unparseable stored user is ignored, so the user is treated as signed out.
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

export function setCurrentUser(user: PublicUser | null): void {
  try {
    if (user) sessionStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Storage can be unavailable (private mode); the server session still holds.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): PublicUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** spec-1 §2: the account menu is labelled with the first word of the full name, or "User". */
export function firstName(user: Pick<PublicUser, 'fullName'> | null | undefined): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || 'User';
}
