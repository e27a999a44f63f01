import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInAttempts } from '../db/schema';
import { AppError } from '../lib/app-error';

/** Failed sign-ins allowed per key within the window (ASVS 6.3.1). */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perEmail: 5,
  perAddress: 20,
} as const;

export function signInKeys(email: string, address: string) {
  return { email: `email:${email}`, address: `ip:${address}` };
}

function limitFor(key: string): number {
  return key.startsWith('email:') ? SIGN_IN_LIMITS.perEmail : SIGN_IN_LIMITS.perAddress;
}

/** Throws 429 with Retry-After when any key has used up its failures in the current window. */
export async function assertSignInAllowed(db: Database, keys: string[], now: Date): Promise<void> {
  const rows = await db.select().from(signInAttempts).where(inArray(signInAttempts.key, keys));
  let retryAfterMs = 0;
  for (const row of rows) {
    const windowEnds = row.windowStart.getTime() + SIGN_IN_LIMITS.windowMs;
    if (windowEnds > now.getTime() && row.failures >= limitFor(row.key)) {
      retryAfterMs = Math.max(retryAfterMs, windowEnds - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'rate_limited',
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
}

/** Counts one failure against each key; a window that has passed starts over. */
export async function recordSignInFailure(db: Database, keys: string[], now: Date): Promise<void> {
  const windowStartsAfter = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  for (const key of keys) {
    await db
      .insert(signInAttempts)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: signInAttempts.key,
        set: {
          failures: sql`case when ${signInAttempts.windowStart} <= ${windowStartsAfter.toISOString()}::timestamptz then 1 else ${signInAttempts.failures} + 1 end`,
          windowStart: sql`case when ${signInAttempts.windowStart} <= ${windowStartsAfter.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${signInAttempts.windowStart} end`,
        },
      });
  }
}

/** A successful sign-in clears the e-mail's counter (the address keeps its count). */
export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
}
