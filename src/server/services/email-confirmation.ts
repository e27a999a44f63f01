import { and, eq, gt, isNull, lt, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailConfirmations, users } from '../db/schema';
import type { Env } from '../env';
import { hashToken, newToken } from '../lib/tokens';
import type { Mailer } from './mail';

export const CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function sendConfirmation(options: {
  db: Database;
  env: Env;
  mailer: Mailer;
  userId: string;
  email: string;
  fullName: string;
  now: Date;
}): Promise<void> {
  const { db, env, now } = options;
  // Links never follow the request's Host header: env.ts requires PUBLIC_URL with confirmation on.
  if (!env.PUBLIC_URL) throw new Error('PUBLIC_URL is required when EMAIL_CONFIRMATION is required');
  const token = newToken();
  await db.insert(emailConfirmations).values({
    tokenHash: hashToken(env.SESSION_SECRET, token),
    userId: options.userId,
    expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS),
    createdAt: now,
  });
  const link = `${env.PUBLIC_URL.replace(/\/$/, '')}/api/confirm-email?token=${encodeURIComponent(token)}`;
  await options.mailer.send({
    to: options.email,
    subject: 'Confirm your Grayline account',
    text: [
      `Hello ${options.fullName},`,
      '',
      'Please confirm your e-mail address to finish creating your Grayline account:',
      link,
      '',
      'The link expires in 24 hours. If you did not create an account, ignore this message.',
    ].join('\n'),
  });
}

export type ConfirmationResult = 'confirmed' | 'expired' | 'used' | 'invalid';

export async function confirmEmail(options: { db: Database; env: Env; token: string; now: Date }): Promise<ConfirmationResult> {
  const { db, env, now } = options;
  const tokenHash = hashToken(env.SESSION_SECRET, options.token);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash)).limit(1);
    if (!row) return 'invalid';
    if (row.usedAt) return 'used';
    if (row.expiresAt <= now) return 'expired';
    const claimed = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt)))
      .returning({ userId: emailConfirmations.userId });
    if (claimed.length === 0) return 'used';
    await tx.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, row.userId));
    return 'confirmed';
  });
}

/**
 * An unconfirmed account lasts as long as its newest link: after that it is deleted, so an
 * address someone else typed is free again.
 */
export async function sweepExpiredUnconfirmed(db: Database, now: Date): Promise<void> {
  const liveLink = db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, users.id), gt(emailConfirmations.expiresAt, now)));
  await db
    .delete(users)
    .where(and(isNull(users.emailConfirmedAt), lt(users.createdAt, new Date(now.getTime() - CONFIRMATION_LIFETIME_MS)), notExists(liveLink)));
}

/** A fresh link for an account still waiting for confirmation; earlier unused links stop working. */
export async function resendConfirmation(options: { db: Database; env: Env; mailer: Mailer; email: string; now: Date }): Promise<void> {
  const { db, now } = options;
  await sweepExpiredUnconfirmed(db, now);
  const [user] = await db.select().from(users).where(and(eq(users.email, options.email), isNull(users.emailConfirmedAt))).limit(1);
  if (!user) return;
  await db.delete(emailConfirmations).where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
  await sendConfirmation({ db, env: options.env, mailer: options.mailer, userId: user.id, email: user.email, fullName: user.fullName, now });
}
