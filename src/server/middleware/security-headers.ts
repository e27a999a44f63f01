import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * No inline script anywhere; inline styles are allowed because the dialog primitives set them.
 * Framing is refused outright.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const globalHeaders = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  // HSTS only makes sense behind https; set Strict-Transport-Security at the proxy.
  strictTransportSecurity: false,
});

/**
 * The global headers, except that a route which set its own Content-Security-Policy (the report
 * download, sandboxed) keeps it: secureHeaders writes after the handler and would replace it.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  let own: string | null = null;
  await globalHeaders(c, async () => {
    await next();
    own = c.res.headers.get('Content-Security-Policy');
  });
  if (own) c.res.headers.set('Content-Security-Policy', own);
});
