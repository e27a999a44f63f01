import { and, eq, isNull } from 'drizzle-orm';
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
  baseUrl: string;
  now: Date;
}): Promise<void> {
  const { db, env, now } = options;
  const token = newToken();
  await db.insert(emailConfirmations).values({
    tokenHash: hashToken(env.SESSION_SECRET, token),
    userId: options.userId,
    expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS),
    createdAt: now,
  });
  const link = `${options.baseUrl}/api/confirm-email?token=${encodeURIComponent(token)}`;
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
