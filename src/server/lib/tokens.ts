import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and e-mail links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token: a keyed hash, so a database leak yields no usable tokens. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
