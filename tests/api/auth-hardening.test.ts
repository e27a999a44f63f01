import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_RESENT } from '../../src/shared/api/auth';
import { GUESSABLE_PASSWORD_MESSAGE } from '../../src/server/lib/passwords';
import { buildRegistration, registerUser, uniqueEmail } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let proxied: TestServer;
let confirming: TestServer;

beforeAll(async () => {
  [proxied, confirming] = await Promise.all([
    startTestServer({ TRUST_PROXY: 'true' }),
    startTestServer({ EMAIL_CONFIRMATION: 'required', PUBLIC_URL: 'https://grayline.example.org' }),
  ]);
});
afterAll(async () => {
  await Promise.all([proxied.close(), confirming.close()]);
});

describe('finding 5: behind a trusted proxy the client address is the right-most untrusted hop', () => {
  it('a forged first X-Forwarded-For entry does not give a fresh sign-in budget', async () => {
    const real = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      // The client writes its own first entry; the proxy appends the address it really saw.
      const c = new HttpClient(proxied.url, { forwardedFor: `10.66.0.${i}, ${real}` });
      statuses.push((await c.post('/api/login', { email: uniqueEmail('forged'), password: 'not-it-at-all' })).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it('counts a configured number of proxies from the right', async () => {
    const twoHops = await startTestServer({ TRUST_PROXY: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const c = new HttpClient(twoHops.url, { forwardedFor: `10.77.0.${i}, 192.0.2.201, 172.16.0.1` });
        statuses.push((await c.post('/api/login', { email: uniqueEmail('hops'), password: 'not-it-at-all' })).status);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await twoHops.close();
    }
  });
});

describe('finding 6: confirmation links, unconfirmed accounts and resending', () => {
  const mailFor = (email: string) => confirming.mail.filter((m) => m.to === email);

  it('builds links from PUBLIC_URL, never from the Host header', async () => {
    const registration = buildRegistration();
    const res = await new HttpClient(confirming.url).post('/api/register', registration, { Host: 'evil.example.com', 'X-Forwarded-Host': 'evil.example.com' });
    expect(res.status).toBe(201);
    const text = mailFor(registration.email).at(-1)!.text;
    expect(text).toContain('https://grayline.example.org/api/confirm-email?token=');
    expect(text).not.toContain('evil.example.com');
  });

  it('a new registration for an unconfirmed address replaces the squatter; a confirmed one stays taken', async () => {
    const victim = uniqueEmail('victim');
    const squat = await new HttpClient(confirming.url).post('/api/register', buildRegistration({ email: victim, fullName: 'Someone Else' }));
    expect(squat.status).toBe(201);
    const squatLink = new URL(mailFor(victim).at(-1)!.text.match(/https:\/\/\S+/)![0]);
    const mine = await new HttpClient(confirming.url).post('/api/register', buildRegistration({ email: victim, fullName: 'The Real Owner' }));
    expect(mine.status).toBe(201);
    expect(mine.json.user.id).not.toBe(squat.json.user.id);
    // The squatter's link no longer confirms anything.
    const stale = await new HttpClient(confirming.url).get(squatLink.pathname + squatLink.search);
    expect(stale.headers.get('location')).toBe('/login?confirmation=invalid');
    const ownLink = new URL(mailFor(victim).at(-1)!.text.match(/https:\/\/\S+/)![0]);
    expect((await new HttpClient(confirming.url).get(ownLink.pathname + ownLink.search)).headers.get('location')).toBe('/login?confirmation=confirmed');
    const again = await new HttpClient(confirming.url).post('/api/register', buildRegistration({ email: victim }));
    expect(again.status).toBe(409);
  });

  it('an unconfirmed account expires with its link and frees the address', async () => {
    const email = uniqueEmail('expiring');
    const first = await new HttpClient(confirming.url).post('/api/register', buildRegistration({ email }));
    expect(first.status).toBe(201);
    confirming.advanceTime(25 * 60 * 60_000);
    await new HttpClient(confirming.url).post('/api/register', buildRegistration());
    const { sql } = await import('drizzle-orm');
    const left = (await confirming.database.db.execute(sql`select count(*)::int as n from users where id = ${first.json.user.id}`)) as { rows: Array<{ n: number }> };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('resends a link to an account waiting for confirmation, and answers the same for any other address', async () => {
    const email = uniqueEmail('resend');
    await new HttpClient(confirming.url).post('/api/register', buildRegistration({ email }));
    const firstLink = mailFor(email).at(-1)!.text.match(/https:\/\/\S+/)![0];
    const resent = await new HttpClient(confirming.url).post('/api/resend-confirmation', { email });
    expect(resent.status).toBe(200);
    expect(resent.json.message).toBe(CONFIRMATION_RESENT);
    expect(mailFor(email)).toHaveLength(2);
    const secondLink = mailFor(email).at(-1)!.text.match(/https:\/\/\S+/)![0];
    expect(secondLink).not.toBe(firstLink);
    const old = new URL(firstLink);
    expect((await new HttpClient(confirming.url).get(old.pathname + old.search)).headers.get('location')).toBe('/login?confirmation=invalid');
    const unknown = await new HttpClient(confirming.url).post('/api/resend-confirmation', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    expect(unknown.json.message).toBe(CONFIRMATION_RESENT);
    for (let i = 0; i < 2; i += 1) await new HttpClient(confirming.url).post('/api/resend-confirmation', { email });
    expect((await new HttpClient(confirming.url).post('/api/resend-confirmation', { email })).status).toBe(429);
  });
});

describe('finding 9: signing in again ends the browser’s previous session', () => {
  it('the cookie the browser held before sign-in no longer works', async () => {
    const c = new HttpClient(proxied.url, { forwardedFor: '192.0.2.210' });
    const { registration } = await registerUser(c);
    const before = c.cookieHeader();
    expect((await c.post('/api/login', { email: registration.email, password: registration.password })).status).toBe(200);
    expect(c.cookieHeader()).not.toBe(before);
    const old = new HttpClient(proxied.url);
    const [name, value] = before.split('=');
    old.setCookie(name!, value!);
    expect((await old.get('/api/me')).status).toBe(401);
    expect((await c.get('/api/me')).status).toBe(200);
  });
});

describe('finding 9: guessable passwords are refused', () => {
  it.each(['123456', 'password', 'Password1', 'qwerty123', 'iloveyou'])('registration refuses %s', async (password) => {
    const res = await new HttpClient(proxied.url).post('/api/register', buildRegistration({ password }));
    expect(res.status).toBe(400);
    expect(res.json.error.details.password).toBe(GUESSABLE_PASSWORD_MESSAGE);
  });

  it('registration refuses the account’s own e-mail, and a password change refuses a common one', async () => {
    const email = uniqueEmail('self');
    const own = await new HttpClient(proxied.url).post('/api/register', buildRegistration({ email, password: email.toUpperCase() }));
    expect(own.status).toBe(400);
    expect(own.json.error.details.password).toBe(GUESSABLE_PASSWORD_MESSAGE);
    const c = new HttpClient(proxied.url, { forwardedFor: '192.0.2.211' });
    const { registration } = await registerUser(c);
    const change = await c.post('/api/account/password', { currentPassword: registration.password, newPassword: 'letmein1' });
    expect(change.status).toBe(400);
    expect(change.json.error.details.newPassword).toBe(GUESSABLE_PASSWORD_MESSAGE);
  });
});

describe('finding 9: a one-minute idle limit does not end a session in use', () => {
  it('requests every 20 s keep the session alive for five minutes; a minute of silence ends it', async () => {
    const short = await startTestServer({ SESSION_IDLE_MINUTES: '1' });
    try {
      const c = new HttpClient(short.url);
      await registerUser(c);
      for (let i = 0; i < 15; i += 1) {
        short.advanceTime(20_000);
        expect((await c.get('/api/me')).status, `request ${i + 1}`).toBe(200);
      }
      short.advanceTime(61_000);
      expect((await c.get('/api/me')).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
