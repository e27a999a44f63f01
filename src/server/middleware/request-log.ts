import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';

/**
 * The route a request matched, with its parameters as written in the route ('/api/analyses/:id'):
 * the path itself is text the client chose, so it never goes to the log.
 */
function routeOf(c: Context): string {
  const handlers = matchedRoutes(c).filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'));
  return handlers.at(-1)?.path ?? (c.req.path.startsWith('/api/') ? '/api/(unknown)' : '(static)');
}

/**
 * One structured line per request: method, matched route (never the path or query string, which
 * can carry what a client typed or a token), status and duration. Bodies are never logged.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  const { logger } = c.get('deps');
  logger.info(
    {
      requestId,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
});
