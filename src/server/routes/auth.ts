import { Hono } from 'hono';
import {
  CONFIRMATION_RESENT,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendConfirmationRequestSchema,
  type RegisterResponse,
  type UserResponse,
} from '../../shared/api/auth';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { clientAddress } from '../lib/client-address';
import { guessablePassword, verifyPassword } from '../lib/passwords';
import { readJson } from '../lib/validate';
import { clearSessionCookie, requireUser, setSessionCookie } from '../middleware/session';
import { confirmEmail, resendConfirmation, sendConfirmation, sweepExpiredUnconfirmed } from '../services/email-confirmation';
import { clearAttempts, countAttempt, LIMITS, refundAttempt } from '../services/limits';
import { createSession, revokeSession } from '../services/sessions';
import { createUser, findUserByEmail, toPublicUser } from '../services/users';

/** The client shows "Account not found" for this: the same text for an unknown e-mail and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_NOT_CONFIRMED =
  'Email confirmation required: Please check your email and click the confirmation link before signing in.';

export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await readJson(c, RegisterRequestSchema);
    const guessable = guessablePassword(input.password, input.email);
    if (guessable) throw new AppError('validation_error', guessable, { password: guessable });
    const { database, env, logger, mailer, now } = c.get('deps');
    // Every registration costs an argon2 hash: counted per address before any work is done.
    await countAttempt({
      db: database.db,
      secret: env.SESSION_SECRET,
      now: now(),
      attempts: [{ rule: LIMITS.registerAddress(env.REGISTRATIONS_PER_HOUR), subject: clientAddress(c) }],
    });
    const confirmationRequired = env.EMAIL_CONFIRMATION === 'required';
    if (confirmationRequired) await sweepExpiredUnconfirmed(database.db, now());
    const user = await createUser({ db: database.db, input, confirmed: !confirmationRequired, replaceUnconfirmed: confirmationRequired, now: now() });
    logger.info({ userId: user.id, requestId: c.get('requestId') }, 'account created');
    if (confirmationRequired) {
      await sendConfirmation({ db: database.db, env, mailer, userId: user.id, email: user.email, fullName: user.fullName, now: now() });
    } else {
      const { token } = await createSession({ db: database.db, env, userId: user.id, now: now() });
      setSessionCookie(c, token);
    }
    const body: RegisterResponse = { user: toPublicUser(user), confirmationRequired };
    return c.json(body, 201);
  })
  .post('/resend-confirmation', async (c) => {
    const { email } = await readJson(c, ResendConfirmationRequestSchema);
    const { database, env, mailer, now } = c.get('deps');
    if (env.EMAIL_CONFIRMATION !== 'required') throw new AppError('not_found', 'E-mail confirmation is not in use on this server.');
    await countAttempt({
      db: database.db,
      secret: env.SESSION_SECRET,
      now: now(),
      attempts: [
        { rule: LIMITS.resendEmail, subject: email },
        { rule: LIMITS.resendAddress, subject: clientAddress(c) },
      ],
    });
    await resendConfirmation({ db: database.db, env, mailer, email, now: now() });
    return c.json({ success: true, message: CONFIRMATION_RESENT });
  })
  .post('/login', async (c) => {
    const input = await readJson(c, LoginRequestSchema);
    const { database, env, logger, now } = c.get('deps');
    const counted = await countAttempt({
      db: database.db,
      secret: env.SESSION_SECRET,
      now: now(),
      attempts: [
        { rule: LIMITS.signInEmail, subject: input.email },
        { rule: LIMITS.signInAddress, subject: clientAddress(c) },
      ],
    });
    const user = await findUserByEmail(database.db, input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      logger.info({ requestId: c.get('requestId'), outcome: 'failure' }, 'sign-in');
      throw new AppError('unauthenticated', INVALID_CREDENTIALS);
    }
    await clearAttempts(database.db, counted, LIMITS.signInEmail);
    await refundAttempt(database.db, counted, LIMITS.signInAddress);
    if (env.EMAIL_CONFIRMATION === 'required' && !user.emailConfirmedAt) {
      return c.json({ error: { code: 'email_not_confirmed', message: EMAIL_NOT_CONFIRMED }, errorCode: 'email_not_confirmed' }, 403);
    }
    // The session this browser held before is over: one browser, one session.
    const previous = c.get('session');
    if (previous) await revokeSession(database.db, previous.id);
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
