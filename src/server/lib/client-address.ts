import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context';

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address. Behind TRUST_PROXY=n proxies, each proxy appended the address it saw to
 * X-Forwarded-For, so the client is the n-th entry from the right; entries further left came from
 * the client itself and prove nothing. With fewer entries than proxies, the left-most is the best
 * there is.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.get('deps').env.TRUST_PROXY;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry) return entry;
  }
  return socketAddress(c);
}

/** A single-valued X-Forwarded-* header as the nearest trusted proxy set it (its right-most entry). */
export function forwardedHeader(c: Context<AppEnv>, name: 'x-forwarded-proto' | 'x-forwarded-host'): string | undefined {
  if (c.get('deps').env.TRUST_PROXY === 0) return undefined;
  const value = c.req.header(name)?.split(',').pop()?.trim();
  return value || undefined;
}
