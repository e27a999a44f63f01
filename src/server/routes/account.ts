import { Hono, type Context } from 'hono';
import { ChangePasswordRequestSchema, DeleteAccountRequestSchema, SettingsRequestSchema, type SettingsResponse } from '../../shared/api/auth';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { guessablePassword } from '../lib/passwords';
import { readJson } from '../lib/validate';
import { clearSessionCookie, requireUser, setSessionCookie } from '../middleware/session';
import { clearAttempts, countAttempt, forgetSubjects, LIMITS } from '../services/limits';
import { createSession, revokeUserSessions } from '../services/sessions';
import { changePassword, checkPassword, deleteUser, streamUserExport, toPublicUser, updateProfile } from '../services/users';

/** Re-verifies the password of the signed-in user, counted against the same kind of limit as sign-in. */
async function reverify(c: Context<AppEnv>, userId: string, password: string): Promise<void> {
  const { database, env, now } = c.get('deps');
  const counted = await countAttempt({ db: database.db, secret: env.SESSION_SECRET, now: now(), attempts: [{ rule: LIMITS.reverifyUser, subject: userId }] });
  await checkPassword(database.db, userId, password);
  await clearAttempts(database.db, counted, LIMITS.reverifyUser);
}

export const accountRoutes = new Hono<AppEnv>()
  .put('/user-settings', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, SettingsRequestSchema);
    const { database, now } = c.get('deps');
    const updated = await updateProfile({ db: database.db, userId: user.id, input, now: now() });
    const body: SettingsResponse = { success: true, user: toPublicUser(updated), message: 'Settings updated successfully' };
    return c.json(body);
  })
  .get('/account/export', (c) => {
    const { user } = requireUser(c);
    const { database, now } = c.get('deps');
    const date = now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="grayline-data-${date}.json"`);
    // no-transform: compressing would gather the whole export in memory, which streaming avoids.
    c.header('Cache-Control', 'no-store, no-transform');
    return c.body(streamUserExport(database.db, user, now()), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })
  .post('/account/password', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, ChangePasswordRequestSchema);
    const guessable = guessablePassword(input.newPassword, user.email);
    if (guessable) throw new AppError('validation_error', guessable, { newPassword: guessable });
    await reverify(c, user.id, input.currentPassword);
    const { database, env, now } = c.get('deps');
    await changePassword({ db: database.db, userId: user.id, newPassword: input.newPassword, now: now() });
    // A changed password ends every session, this one included; the caller gets a fresh one.
    await revokeUserSessions(database.db, user.id);
    const { token } = await createSession({ db: database.db, env, userId: user.id, now: now() });
    setSessionCookie(c, token);
    return c.json({ success: true, message: 'Password changed. Other devices have been signed out.' });
  })
  .delete('/account', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, DeleteAccountRequestSchema);
    await reverify(c, user.id, input.password);
    const { database, env, now } = c.get('deps');
    await deleteUser(database.db, user.id);
    // Nothing about the account may outlive it, not even a hashed limiter key.
    await forgetSubjects({
      db: database.db,
      secret: env.SESSION_SECRET,
      now: now(),
      attempts: [
        { rule: LIMITS.signInEmail, subject: user.email },
        { rule: LIMITS.reverifyUser, subject: user.id },
        { rule: LIMITS.resendEmail, subject: user.email },
      ],
    });
    clearSessionCookie(c);
    return c.json({ success: true, message: 'Your account and all your analyses have been deleted.' });
  });
