import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicUserSchema } from '../../src/shared/api/auth';
import { buildRegistration, registerUser, uniqueEmail } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const client = () => new HttpClient(server.url);

describe('POST /api/register', () => {
  it('creates the account, returns the profile and starts a session', async () => {
    const c = client();
    const registration = buildRegistration({ email: uniqueEmail('Mixed.Case').toUpperCase(), supervisorPhone: '5551234567' });
    const res = await c.post('/api/register', registration);
    expect(res.status).toBe(201);
    const user = PublicUserSchema.parse(res.json.user);
    expect(user).toMatchObject({ email: registration.email.toLowerCase(), fullName: 'Jordan Avery Example', role: 'lpc', state: 'CA' });
    expect(user.supervisorPhone).toBe('(555) 123-4567');
    expect(res.json.confirmationRequired).toBe(false);
    expect(JSON.stringify(res.json)).not.toMatch(/password|token/i);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/grayline_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/me')).json.user.email).toBe(registration.email.toLowerCase());
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Valid email address is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['fullName', { fullName: ' J ' }, 'Full name is required'],
    ['role', { role: '' as never }, 'Professional role is required'],
    ['state', { state: 'ZZ' as never }, 'State is required'],
    ['experienceLevel', { experienceLevel: '' as never }, 'Experience level is required'],
    ['supervisorEmail', { supervisorEmail: 'nope' }, 'Valid email required'],
    ['legalEmail', { legalEmail: 'nope@' }, 'Valid email required'],
  ])('rejects an invalid %s with its field message', async (field, override, message) => {
    const res = await client().post('/api/register', buildRegistration(override));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_error');
    expect(res.json.error.details[field]).toBe(message);
  });

  it('keeps the custom role only for Other', async () => {
    const other = await registerUser(client(), { role: 'other', customRole: 'Art therapist' });
    expect((other.user as any).customRole).toBe('Art therapist');
    const lpc = await registerUser(client(), { role: 'lpc', customRole: 'ignored' });
    expect((lpc.user as any).customRole).toBeNull();
  });

  it('refuses a duplicate e-mail with email_exists and its message', async () => {
    const { registration } = await registerUser(client());
    const res = await client().post('/api/register', { ...registration, email: registration.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'email_exists',
      message: 'This email address is already registered. Please sign in instead.',
    });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await client().post('/api/register', '{"email": ', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('bad_request');
  });

  it('stores the password as argon2id, never in the clear', async () => {
    const { registration, user } = await registerUser(client());
    const result = (await server.database.db.execute(sql`select password_hash from users where id = ${user.id}`)) as {
      rows: Array<{ password_hash: string }>;
    };
    const hash = result.rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(registration.password);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and rotates the session', async () => {
    const first = client();
    const { registration } = await registerUser(first);
    const c = client();
    const res = await c.post('/api/login', { email: registration.email, password: registration.password });
    expect(res.status).toBe(200);
    expect(PublicUserSchema.parse(res.json.user).email).toBe(registration.email);
    expect(c.cookieHeader()).not.toBe(first.cookieHeader());
    expect((await c.get('/api/me')).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { registration } = await registerUser(client());
    const wrong = await client().post('/api/login', { email: registration.email, password: 'wrong password' });
    const unknown = await client().post('/api/login', { email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.message).toBe('Invalid credentials');
  });

  it('validates with the sign-in messages', async () => {
    const res = await client().post('/api/login', { email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.json.error.details).toEqual({ email: 'Valid email address is required', password: 'Password is required' });
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('is 401 when signed out', async () => {
    const res = await client().get('/api/me');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthenticated');
  });

  it('logout revokes the session on the server', async () => {
    const c = client();
    await registerUser(c);
    const cookie = c.cookieHeader();
    const res = await c.post('/api/logout');
    expect(res.status).toBe(200);
    const replay = await client().get('/api/me', { Cookie: cookie });
    expect(replay.status).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than 30 minutes', async () => {
    const c = client();
    await registerUser(c);
    server.advanceTime(29 * 60_000);
    expect((await c.get('/api/me')).status).toBe(200);
    server.advanceTime(29 * 60_000);
    expect((await c.get('/api/me')).status).toBe(200);
    server.advanceTime(31 * 60_000);
    expect((await c.get('/api/me')).status).toBe(401);
  });

  it('ends any session after 12 hours, however active', async () => {
    const c = client();
    await registerUser(c);
    // Active every 25 minutes (never idle for 30): still signed in at 11 h 40 min …
    for (let step = 1; step <= 28; step += 1) {
      server.advanceTime(25 * 60_000);
      expect((await c.get('/api/me')).status, `after ${step * 25} minutes`).toBe(200);
    }
    // … and out at 12 h 5 min.
    server.advanceTime(25 * 60_000);
    expect((await c.get('/api/me')).status).toBe(401);
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing request without the app header', async () => {
    const res = await new HttpClient(server.url, { csrf: false }).post('/api/register', buildRegistration());
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('forbidden');
  });

  it('refuses a request from another origin', async () => {
    const res = await new HttpClient(server.url, { origin: 'https://evil.example' }).post('/api/login', {
      email: uniqueEmail(),
      password: 'whatever',
    });
    expect(res.status).toBe(403);
  });

  it('lets reads through without the header', async () => {
    expect((await new HttpClient(server.url, { csrf: false }).get('/api/options')).status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain passwords, session tokens or cookies', async () => {
    const c = client();
    const { registration } = await registerUser(c, { password: 'canary-password-7731' });
    await c.post('/api/login', { email: registration.email, password: 'canary-password-7731' });
    await c.post('/api/login', { email: registration.email, password: 'canary-wrong-7731' });
    const token = c.cookieHeader().split('=')[1]!;
    const logs = server.logs.join('');
    expect(logs).toContain('sign-in');
    expect(logs).not.toContain('canary-password-7731');
    expect(logs).not.toContain('canary-wrong-7731');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(registration.email);
  });
});
