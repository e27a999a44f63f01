import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '../../shared/session-hint';
import { AppError } from '../lib/app-error';
import { forwardedHeader } from '../lib/client-address';
import { validateSession } from '../services/sessions';

const PLAIN_COOKIE = 'grayline_session';
/** The __Host- prefix pins the cookie to this exact origin over https (ASVS 3.3.1). */
const SECURE_COOKIE = '__Host-grayline_session';

function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedHeader(c, 'x-forwarded-proto') === 'https';
}

function useSecureCookie(c: Context<AppEnv>): boolean {
  const { env } = c.get('deps');
  if (env.COOKIE_SECURE === 'true') return true;
  if (env.COOKIE_SECURE === 'false') return false;
  return isHttps(c);
}

function readToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SECURE_COOKIE) ?? getCookie(c, PLAIN_COOKIE);
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  const { env } = c.get('deps');
  const secure = useSecureCookie(c);
  setCookie(c, secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: env.SESSION_ABSOLUTE_HOURS * 3600,
  });
  // Readable by the page, holding no secret: see shared/session-hint.ts.
  setCookie(c, SESSION_HINT_COOKIE, SESSION_HINT_VALUE, { sameSite: 'Lax', secure, path: '/', maxAge: env.SESSION_ABSOLUTE_HOURS * 3600 });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, PLAIN_COOKIE, { path: '/' });
  deleteCookie(c, SECURE_COOKIE, { path: '/', secure: true });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/' });
}

/** Loads the signed-in user from the session cookie, if any; an expired one is cleared. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = readToken(c);
  if (token) {
    const { database, env, now } = c.get('deps');
    const found = await validateSession({ db: database.db, env, token, now: now() });
    if (found) {
      c.set('user', found.user);
      c.set('session', found.session);
    } else {
      clearSessionCookie(c);
    }
  } else if (getCookie(c, SESSION_HINT_COOKIE)) {
    // A hint without a session (the session cookie expired first): the page need not ask.
    deleteCookie(c, SESSION_HINT_COOKIE, { path: '/' });
  }
  await next();
});

export const SIGNED_OUT_MESSAGE = 'Please sign in to continue.';

/** The signed-in user, or a 401 for everyone else. */
export function requireUser(c: Context<AppEnv>) {
  const user = c.get('user');
  const session = c.get('session');
  if (!user || !session) throw new AppError('unauthenticated', SIGNED_OUT_MESSAGE);
  return { user, session };
}
