import { Hono } from 'hono';
import { ChangePasswordRequestSchema, DeleteAccountRequestSchema, SettingsRequestSchema, type SettingsResponse } from '../../shared/api/auth';
import type { AppEnv } from '../context';
import { readJson } from '../lib/validate';
import { clearSessionCookie, requireUser, setSessionCookie } from '../middleware/session';
import { createSession, revokeUserSessions } from '../services/sessions';
import { changePassword, checkPassword, deleteUser, exportUser, toPublicUser, updateProfile } from '../services/users';

export const accountRoutes = new Hono<AppEnv>()
  .put('/user-settings', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, SettingsRequestSchema);
    const { database, now } = c.get('deps');
    const updated = await updateProfile({ db: database.db, userId: user.id, input, now: now() });
    const body: SettingsResponse = { success: true, user: toPublicUser(updated), message: 'Settings updated successfully' };
    return c.json(body);
  })
  .get('/account/export', async (c) => {
    const { user } = requireUser(c);
    const { database, now } = c.get('deps');
    const data = await exportUser(database.db, user, now());
    const date = now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="grayline-data-${date}.json"`);
    return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })
  .post('/account/password', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, ChangePasswordRequestSchema);
    const { database, env, now } = c.get('deps');
    await checkPassword(database.db, user.id, input.currentPassword);
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
    const { database } = c.get('deps');
    await checkPassword(database.db, user.id, input.password);
    await deleteUser(database.db, user.id);
    clearSessionCookie(c);
    return c.json({ success: true, message: 'Your account and all your analyses have been deleted.' });
  });
