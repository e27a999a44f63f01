import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { forwardedHeader } from '../lib/client-address';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API requests must carry the SPA's custom header (a cross-site form or fetch
 * cannot add it without a CORS preflight we never grant) and, when the browser sends an Origin,
 * it must be this server's own.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    if (c.req.header('x-requested-with') !== 'grayline') {
      throw new AppError('forbidden', 'This request was refused because it did not come from the Grayline app.');
    }
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      const host = forwardedHeader(c, 'x-forwarded-host') ?? c.req.header('host');
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (!host || originHost !== host) {
        throw new AppError('forbidden', 'Cross-site requests are not allowed.');
      }
    } else if (origin === 'null') {
      throw new AppError('forbidden', 'Cross-site requests are not allowed.');
    }
  }
  await next();
});
