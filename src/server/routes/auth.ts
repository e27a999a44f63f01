import { Hono } from 'hono';
import { LoginRequestSchema, RegisterRequestSchema, type RegisterResponse, type UserResponse } from '../../shared/api/auth';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { clientAddress, publicBaseUrl } from '../lib/client-address';
import { verifyPassword } from '../lib/passwords';
import { readJson } from '../lib/validate';
import { clearSessionCookie, requireUser, setSessionCookie } from '../middleware/session';
import { confirmEmail, sendConfirmation } from '../services/email-confirmation';
import { createSession, revokeSession } from '../services/sessions';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure, signInKeys } from '../services/sign-in-limits';
import { createUser, findUserByEmail, toPublicUser } from '../services/users';

/** spec-1 §8 maps "Invalid credentials" to its Account Not Found message; the same text for unknown e-mail and wrong password. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_NOT_CONFIRMED =
  'Email confirmation required: Please check your email and click the confirmation link before signing in.';

export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await readJson(c, RegisterRequestSchema);
    const { database, env, logger, mailer, now } = c.get('deps');
    const confirmationRequired = env.EMAIL_CONFIRMATION === 'required';
    const user = await createUser({ db: database.db, input, confirmed: !confirmationRequired, now: now() });
    logger.info({ userId: user.id, requestId: c.get('requestId') }, 'account created');
    if (confirmationRequired) {
      await sendConfirmation({
        db: database.db,
        env,
        mailer,
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        baseUrl: publicBaseUrl(c),
        now: now(),
      });
    } else {
      const { token } = await createSession({ db: database.db, env, userId: user.id, now: now() });
      setSessionCookie(c, token);
    }
    const body: RegisterResponse = { user: toPublicUser(user), confirmationRequired };
    return c.json(body, 201);
  })
  .post('/login', async (c) => {
    const input = await readJson(c, LoginRequestSchema);
    const { database, env, logger, now } = c.get('deps');
    const keys = signInKeys(input.email, clientAddress(c));
    await assertSignInAllowed(database.db, [keys.email, keys.address], now());
    const user = await findUserByEmail(database.db, input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await recordSignInFailure(database.db, [keys.email, keys.address], now());
      logger.info({ requestId: c.get('requestId'), outcome: 'failure' }, 'sign-in');
      throw new AppError('unauthenticated', INVALID_CREDENTIALS);
    }
    await clearSignInFailures(database.db, keys.email);
    if (env.EMAIL_CONFIRMATION === 'required' && !user.emailConfirmedAt) {
      return c.json({ error: { code: 'email_not_confirmed', message: EMAIL_NOT_CONFIRMED }, errorCode: 'email_not_confirmed' }, 403);
    }
    // A new token on every sign-in: a session id can never be fixed in advance (ASVS 7.2.4).
    const { token } = await createSession({ db: database.db, env, userId: user.id, now: now() });
    setSessionCookie(c, token);
    logger.info({ requestId: c.get('requestId'), userId: user.id, outcome: 'success' }, 'sign-in');
    const body: UserResponse = { user: toPublicUser(user) };
    return c.json(body);
  })
  .post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await revokeSession(c.get('deps').database.db, session.id);
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .get('/me', (c) => {
    const { user } = requireUser(c);
    const body: UserResponse = { user: toPublicUser(user) };
    return c.json(body);
  })
  .get('/confirm-email', async (c) => {
    const token = c.req.query('token') ?? '';
    const { database, env, now } = c.get('deps');
    const result = token ? await confirmEmail({ db: database.db, env, token, now: now() }) : 'invalid';
    // A link clicked in an e-mail lands on the sign-in page, which explains the outcome.
    return c.redirect(`/login?confirmation=${result}`, 303);
  });
