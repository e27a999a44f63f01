import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../shared/api/auth';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '../../shared/session-hint';

/**
 * The browser's session copy of the signed-in user (`currentUser` in session
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
      // An unparseable stored user is logged and ignored; the user is signed out.
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

/** How the user in this tab arrived: `registered` here, or signed in (here or earlier). */
export type Arrival = 'registered' | 'signed-in';
let arrival: Arrival = 'signed-in';

/** Stores the user (and whether they just registered, which the dashboard greets differently). */
export function setCurrentUser(user: PublicUser | null, options: { arrival?: Arrival } = {}): void {
  try {
    if (user) sessionStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Storage can be unavailable (private mode); the server session still holds.
  }
  arrival = options.arrival ?? 'signed-in';
  notify();
}

export function currentArrival(): Arrival {
  return arrival;
}

/**
 * The user a signed-out page (landing, sign-in) should send on to the start screen. A form on
 * the page that signs someone in navigates by itself; the address has then already changed
 * while the page is still shown, and a second redirect would race it.
 */
export function useSignedInVisitor(renderedPath: string): PublicUser | null {
  const user = useCurrentUser();
  return user && window.location.pathname === renderedPath ? user : null;
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

/** Whether the server's readable hint cookie says this browser holds a session. */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}

let sessionCheck: (() => void) | undefined;
/** A guard asked before AuthProvider registered: a screen's effects run before its parents'. */
let checkRequested = false;

/** AuthProvider registers how this tab asks the server who is signed in. */
export function setSessionCheck(check: () => void): void {
  sessionCheck = check;
  if (checkRequested) {
    checkRequested = false;
    check();
  }
}

/** Asks the server who is signed in (once per tab); a guard with no user calls this. */
export function requestSessionCheck(): void {
  if (sessionCheck) sessionCheck();
  else checkRequested = true;
}

/**
 * Whether a signed-out page must wait for the server before showing itself: this browser holds
 * a session the tab has not heard about yet (a new tab), so the page will redirect shortly.
 */
export function useSessionPending(): boolean {
  const user = useCurrentUser();
  const isChecked = useSessionChecked();
  return !user && !isChecked && hasSessionHint();
}

/** The account menu is labelled with the first word of the full name, or "User". */
export function firstName(user: Pick<PublicUser, 'fullName'> | null | undefined): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || 'User';
}
