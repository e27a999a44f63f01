import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInAttempts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { hashToken } from '../lib/tokens';

/**
 * Rate limits on everything that costs an argon2 hash or sends mail. Each attempt is counted
 * *before* it is evaluated, in one atomic upsert, so a burst of concurrent requests cannot all
 * pass a check made before any of them was counted (decision 009). The window slides: attempts
 * are counted in fifteen slices of the window and the last fifteen are summed, so a burst across
 * the end of a fixed window gets no second budget.
 */
export type LimitRule = {
  /** Part of the stored key; also the family of the 429 message. */
  name: string;
  limit: number;
  windowMs: number;
  tooMany: string;
};

const MINUTE = 60_000;

function rule(name: string, limit: number, windowMs: number, tooMany: string): LimitRule {
  return { name, limit, windowMs, tooMany };
}

const SIGN_IN = 'Too many sign-in attempts.';
const PASSWORD = 'Too many password attempts.';

/** ASVS 6.3.1: failed sign-ins per account and per address; re-verification per account. */
export const LIMITS = {
  signInEmail: rule('sign-in-email', 5, 15 * MINUTE, SIGN_IN),
  signInAddress: rule('sign-in-address', 20, 15 * MINUTE, SIGN_IN),
  reverifyUser: rule('reverify-user', 5, 15 * MINUTE, PASSWORD),
  resendEmail: rule('resend-email', 3, 60 * MINUTE, 'Too many confirmation e-mails requested.'),
  resendAddress: rule('resend-address', 10, 60 * MINUTE, 'Too many confirmation e-mails requested.'),
  registerAddress: (perHour: number) => rule('register-address', perHour, 60 * MINUTE, 'Too many accounts were created from this network.'),
  /** Sections a language model writes for one user (decision 013): each call costs the operator money. */
  modelGenerations: (perHour: number) => rule('model-generations', perHour, 60 * MINUTE, 'You have asked the language model for many sections in the last hour.'),
} as const;

/** Counter rows older than this are deleted as attempts come in: longer than any window. */
const KEEP_ROWS_MS = 24 * 60 * MINUTE;

export type Attempt = { rule: LimitRule; subject: string };
export type CountedAttempt = { keys: Map<LimitRule, Pick<SliceKeys, 'key' | 'window'>> };

/** Slices per window: an attempt stops counting between 14/15 and one whole window after it was made. */
const SLICES = 15;

type SliceKeys = {
  /** This slice's row key. */
  key: string;
  /** The keys of the window's slices, this one first. */
  window: string[];
  sliceStart: Date;
  sliceMs: number;
};

/** The row keys: rule, a keyed hash of the subject (never an e-mail or address in the clear), slice. */
export function limitKey(secret: string, attempt: Attempt, now: Date): SliceKeys {
  const sliceMs = attempt.rule.windowMs / SLICES;
  const slice = Math.floor(now.getTime() / sliceMs);
  const stem = `${attempt.rule.name}:${hashToken(secret, `${attempt.rule.name}\n${attempt.subject.toLowerCase()}`)}`;
  const window = Array.from({ length: SLICES }, (_, back) => `${stem}:${slice - back}`);
  return { key: window[0]!, window, sliceStart: new Date(slice * sliceMs), sliceMs };
}

function tooManyError(rule: LimitRule, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('rate_limited', `${rule.tooMany} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, undefined, {
    'Retry-After': String(seconds),
  });
}

/**
 * Counts one attempt against every rule at once and throws 429 (with Retry-After) when any of
 * them is now over its limit. Only attempts that return normally may go on to be evaluated.
 */
export async function countAttempt(options: { db: Database; secret: string; now: Date; attempts: Attempt[] }): Promise<CountedAttempt> {
  const { db, secret, now } = options;
  const keyed = options.attempts.map((attempt) => ({ attempt, ...limitKey(secret, attempt, now) }));
  // One statement for every key, in a fixed order so concurrent upserts lock rows alike.
  const values = [...keyed].sort((a, b) => a.key.localeCompare(b.key)).map(({ key, sliceStart }) => ({ key, windowStart: sliceStart, failures: 1 }));
  // The upsert's own RETURNING gives this attempt's place in the current slice, whatever else a
  // burst is doing; the earlier slices are past and only read.
  const current = await db
    .insert(signInAttempts)
    .values(values)
    .onConflictDoUpdate({ target: signInAttempts.key, set: { failures: sql`${signInAttempts.failures} + 1` } })
    .returning({ key: signInAttempts.key, count: signInAttempts.failures });
  const earlier = await db
    .select({ key: signInAttempts.key, count: signInAttempts.failures })
    .from(signInAttempts)
    .where(inArray(signInAttempts.key, keyed.flatMap((k) => k.window.slice(1))));
  await db.delete(signInAttempts).where(lt(signInAttempts.windowStart, new Date(now.getTime() - KEEP_ROWS_MS)));
  const counts = new Map([...earlier, ...current].map((row) => [row.key, row.count]));
  let worst: { rule: LimitRule; retryAfterMs: number } | undefined;
  for (const { attempt, window, sliceStart, sliceMs } of keyed) {
    const perSlice = window.map((key) => counts.get(key) ?? 0);
    if (perSlice.reduce((sum, n) => sum + n, 0) <= attempt.rule.limit) continue;
    // Wait until the oldest slice with an attempt in it has left the window.
    const oldest = perSlice.findLastIndex((n) => n > 0);
    const retryAfterMs = sliceStart.getTime() + (SLICES - oldest) * sliceMs - now.getTime();
    if (!worst || retryAfterMs > worst.retryAfterMs) worst = { rule: attempt.rule, retryAfterMs };
  }
  if (worst) throw tooManyError(worst.rule, worst.retryAfterMs);
  return { keys: new Map(keyed.map(({ attempt, key, window }) => [attempt.rule, { key, window }])) };
}

/** A successful attempt starts the rule's count over (a correct password clears its account). */
export async function clearAttempts(db: Database, counted: CountedAttempt, rule: LimitRule): Promise<void> {
  const keys = counted.keys.get(rule);
  if (keys) await db.delete(signInAttempts).where(inArray(signInAttempts.key, keys.window));
}

/** Gives back the attempt a success used, so successes never use up a shared address's budget. */
export async function refundAttempt(db: Database, counted: CountedAttempt, rule: LimitRule): Promise<void> {
  const keys = counted.keys.get(rule);
  if (keys) await db.update(signInAttempts).set({ failures: sql`greatest(${signInAttempts.failures} - 1, 0)` }).where(eq(signInAttempts.key, keys.key));
}

/** Forgets every counter about these subjects (an account being deleted). */
export async function forgetSubjects(options: { db: Database; secret: string; now: Date; attempts: Attempt[] }): Promise<void> {
  const keys = options.attempts.flatMap((attempt) => limitKey(options.secret, attempt, options.now).window);
  if (keys.length > 0) await options.db.delete(signInAttempts).where(inArray(signInAttempts.key, keys));
}
