import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, registerUser, uniqueEmail } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

// Finding 1: every limiter under a burst of 200 concurrent requests. A request the limiter let
// through is one that was evaluated (an argon2 hash); everything else must be 429. The counts are
// printed for the closing note.
const BURST = 200;
const REGISTRATIONS_PER_HOUR = 10;
let server: TestServer;
const client = (forwardedFor?: string) => new HttpClient(server.url, forwardedFor ? { forwardedFor } : {});

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_HOUR) });
});
afterAll(async () => {
  await server.close();
});

const evaluated = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

function report(label: string, statuses: number[], limit: number) {
  console.info(`limiter burst: ${label}: ${evaluated(statuses)} of ${statuses.length} evaluated (limit ${limit})`);
}

describe(`limiters under a burst of ${BURST} concurrent requests`, () => {
  it('sign-in per e-mail: at most 5 evaluated, and the correct password at #151 does not get in', async () => {
    const { registration } = await registerUser(client('198.51.100.1'));
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        // A different address each time, so only the per-e-mail rule can stop them.
        client(`10.1.${Math.floor(i / 250)}.${i % 250}`).post('/api/login', {
          email: registration.email,
          password: i === 150 ? registration.password : `wrong-${i}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    report('sign-in per e-mail', statuses, 5);
    expect(evaluated(statuses)).toBeLessThanOrEqual(5);
    expect(statuses[150]).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
  });

  it('sign-in per address: at most 20 of 200 distinct e-mails evaluated', async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => client('203.0.113.9').post('/api/login', { email: uniqueEmail('spray'), password: 'not-the-password' })),
    );
    const statuses = responses.map((r) => r.status);
    report('sign-in per address', statuses, 20);
    expect(evaluated(statuses)).toBeLessThanOrEqual(20);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
  });

  it.each([
    ['change password', (c: HttpClient, password: string) => c.post('/api/account/password', { currentPassword: password, newPassword: 'a brand new passphrase' }), 403],
    ['delete account', (c: HttpClient, password: string) => c.delete('/api/account', { password }), 403],
  ])('password re-verification (%s): at most 5 evaluated, the correct password at #151 refused', async (label, send, wrongStatus) => {
    const c = client('198.51.100.2');
    const { registration } = await registerUser(c);
    const responses = await Promise.all(Array.from({ length: BURST }, (_, i) => send(c, i === 150 ? registration.password : `wrong-${i}`)));
    const statuses = responses.map((r) => r.status);
    report(`re-verification (${label})`, statuses, 5);
    expect(evaluated(statuses)).toBeLessThanOrEqual(5);
    expect(statuses[150]).toBe(429);
    expect(new Set(statuses)).toEqual(new Set([wrongStatus, 429]));
    expect((await c.get('/api/me')).status).toBe(200);
  });

  it(`registration per address: at most ${REGISTRATIONS_PER_HOUR} accounts an hour`, async () => {
    const responses = await Promise.all(Array.from({ length: BURST }, () => client('203.0.113.10').post('/api/register', buildRegistration())));
    const statuses = responses.map((r) => r.status);
    report('registration per address', statuses, REGISTRATIONS_PER_HOUR);
    expect(evaluated(statuses)).toBeLessThanOrEqual(REGISTRATIONS_PER_HOUR);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(responses.find((r) => r.status === 429)?.json.error.message).toMatch(/Too many accounts/);
    expect((await client('203.0.113.11').post('/api/register', buildRegistration())).status).toBe(201);
  });
});

describe('resending confirmation links under a burst', () => {
  it('at most 3 links per e-mail and 10 requests per address an hour', async () => {
    const confirming = await startTestServer({ TRUST_PROXY: '1', EMAIL_CONFIRMATION: 'required', PUBLIC_URL: 'https://grayline.example.org' });
    try {
      const email = uniqueEmail('resend');
      expect((await new HttpClient(confirming.url, { forwardedFor: '198.51.100.20' }).post('/api/register', buildRegistration({ email }))).status).toBe(201);
      const perEmail = await Promise.all(
        Array.from({ length: BURST }, (_, i) => new HttpClient(confirming.url, { forwardedFor: `10.9.${Math.floor(i / 250)}.${i % 250}` }).post('/api/resend-confirmation', { email })),
      );
      const emailStatuses = perEmail.map((r) => r.status);
      report('resend per e-mail', emailStatuses, 3);
      expect(evaluated(emailStatuses)).toBeLessThanOrEqual(3);
      expect(confirming.mail.filter((m) => m.to === email).length).toBeLessThanOrEqual(4);
      const perAddress = await Promise.all(
        Array.from({ length: BURST }, () => new HttpClient(confirming.url, { forwardedFor: '203.0.113.30' }).post('/api/resend-confirmation', { email: uniqueEmail('other') })),
      );
      const addressStatuses = perAddress.map((r) => r.status);
      report('resend per address', addressStatuses, 10);
      expect(evaluated(addressStatuses)).toBeLessThanOrEqual(10);
    } finally {
      await confirming.close();
    }
  });
});

describe('limiter keys', () => {
  it('never hold an e-mail in the clear, and account deletion leaves no row about the account', async () => {
    const c = client('198.51.100.3');
    const { registration } = await registerUser(c);
    await client('198.51.100.4').post('/api/login', { email: registration.email, password: 'wrong-password' });
    await c.post('/api/account/password', { currentPassword: 'wrong-password', newPassword: 'another passphrase' });
    const rowsBefore = await rows();
    expect(rowsBefore.some((row) => row.key.includes(registration.email) || row.key.includes('198.51.100'))).toBe(false);
    expect((await c.delete('/api/account', { password: registration.password })).status).toBe(200);
    const after = await rows();
    expect(after.length).toBe(rowsBefore.length - 2);
  });

  it('expire: rows from more than a day ago are deleted as new attempts come in', async () => {
    await client('198.51.100.5').post('/api/login', { email: uniqueEmail(), password: 'wrong-password' });
    const before = (await rows()).length;
    expect(before).toBeGreaterThan(0);
    server.advanceTime(25 * 60 * 60_000);
    await client('198.51.100.6').post('/api/login', { email: uniqueEmail(), password: 'wrong-password' });
    expect((await rows()).length).toBe(2);
  });
});

async function rows(): Promise<Array<{ key: string }>> {
  const { sql } = await import('drizzle-orm');
  const result = (await server.database.db.execute(sql`select key from sign_in_attempts`)) as { rows: Array<{ key: string }> };
  return result.rows;
}
