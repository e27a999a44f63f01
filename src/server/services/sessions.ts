import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import type { Env } from '../env';
import { hashToken, newToken } from '../lib/tokens';

/**
 * Activity is recorded at most once a minute, so every request does not write, and always well
 * inside the idle limit, so a short SESSION_IDLE_MINUTES never ends a session in active use.
 */
function touchIntervalMs(idleMs: number): number {
  return Math.min(60_000, idleMs / 4);
}

export function sessionLimits(env: Env) {
  return { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 };
}

export async function createSession(options: { db: Database; env: Env; userId: string; now: Date }): Promise<{ token: string; session: SessionRow }> {
  const { db, env, userId, now } = options;
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      id: hashToken(env.SESSION_SECRET, token),
      userId,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + sessionLimits(env).absoluteMs),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  // Expired rows are swept opportunistically; no background job is needed.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, session };
}

// Every signed-in request runs this query, so it is built once per database and reused.
const lookups = new WeakMap<Database, ReturnType<typeof buildSessionLookup>>();

function buildSessionLookup(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');
}

function sessionLookup(db: Database) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

/** The session and its user, or null when the token is unknown, idle too long or past its absolute limit. */
export async function validateSession(options: {
  db: Database;
  env: Env;
  token: string;
  now: Date;
}): Promise<{ session: SessionRow; user: UserRow } | null> {
  const { db, env, token, now } = options;
  const id = hashToken(env.SESSION_SECRET, token);
  const [row] = await sessionLookup(db).execute({ id });
  if (!row) return null;
  const { idleMs } = sessionLimits(env);
  const idleFor = now.getTime() - row.session.lastActiveAt.getTime();
  if (now >= row.session.expiresAt || idleFor > idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleFor > touchIntervalMs(idleMs)) {
    await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, id));
    row.session.lastActiveAt = now;
  }
  return row;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user except, optionally, the one in use. */
export async function revokeUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}
