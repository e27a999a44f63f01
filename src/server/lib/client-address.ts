import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context';

/** The client's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
export function clientAddress(c: Context<AppEnv>): string {
  const { env } = c.get('deps');
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The origin links in e-mails should point at. */
export function publicBaseUrl(c: Context<AppEnv>): string {
  const { env } = c.get('deps');
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  const url = new URL(c.req.url);
  if (env.TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (proto) url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}
