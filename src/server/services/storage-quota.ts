import { count, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MAX_ANALYSES, ACCOUNT_MAX_STORED_BYTES } from '../../shared/domain/limits';
import type { Database } from '../db/client';
import { analyses, users } from '../db/schema';
import { AppError } from '../lib/app-error';

/** The size an analysis state takes as stored (its JSON text). */
export function stateBytes(state: unknown): number {
  return Buffer.byteLength(JSON.stringify(state));
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

export const TOO_MANY_ANALYSES = `Your account holds ${ACCOUNT_MAX_ANALYSES} analyses, the most it can keep. Delete analyses you no longer need in My Reports, then try again.`;
export const STORAGE_FULL = `Your saved analyses use the ${megabytes(ACCOUNT_MAX_STORED_BYTES)} an account can keep. Delete analyses you no longer need in My Reports, then try again.`;

/**
 * Refuses a write that would take the account past its caps (finding 8). Run inside the write's
 * transaction: the user row is locked first, so concurrent saves of one account are checked one
 * after the other and cannot all pass together. Shrinking writes are always allowed.
 */
export async function assertWithinQuota(tx: Database, options: { userId: string; addRows: number; addBytes: number }): Promise<void> {
  const { userId, addRows, addBytes } = options;
  if (addRows <= 0 && addBytes <= 0) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [usage] = await tx
    .select({ rows: count(), bytes: sql<string>`coalesce(sum(${analyses.stateBytes}), 0)` })
    .from(analyses)
    .where(eq(analyses.userId, userId));
  const rows = usage?.rows ?? 0;
  const bytes = Number(usage?.bytes ?? 0);
  if (addRows > 0 && rows + addRows > ACCOUNT_MAX_ANALYSES) throw new AppError('payload_too_large', TOO_MANY_ANALYSES);
  if (addBytes > 0 && bytes + addBytes > ACCOUNT_MAX_STORED_BYTES) throw new AppError('payload_too_large', STORAGE_FULL);
}
