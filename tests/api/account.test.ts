import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptionsResponseSchema } from '../../src/shared/api/options';
import { type buildRegistration, registerUser, uniqueEmail } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
const client = (options?: ConstructorParameters<typeof HttpClient>[1]) => new HttpClient(server.url, options);

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server.close();
});

const settingsFrom = (registration: ReturnType<typeof buildRegistration>) => {
  const { email: _email, password: _password, ...rest } = registration;
  return rest;
};

describe('GET /api/options', () => {
  it('lists every enumeration as { value, label }', async () => {
    const res = await client().get('/api/options');
    expect(res.status).toBe(200);
    const options = OptionsResponseSchema.parse(res.json);
    expect(options.licenceRoles).toHaveLength(21);
    expect(options.practiceRoles).toHaveLength(18);
    expect(options.jurisdictions).toHaveLength(56);
    expect(options.theoreticalOrientations).toHaveLength(9);
    expect(options.focusOptions).toHaveLength(11);
    expect(options.experienceLevels.map((o) => o.label)).toEqual([
      'Beginning (new to the field)',
      'Developing (growing expertise)',
      'Experienced (seasoned practitioner)',
    ]);
    expect(options.roleSelectionExperienceLevels.map((o) => o.label)).toEqual([
      'Beginning Professional',
      'Developing Professional',
      'Experienced Professional',
    ]);
    expect(options.licenceToPracticeRole.cadc).toBe('substance-abuse-counselor');
  });
});

describe('PUT /api/user-settings', () => {
  it('saves the profile and leaves e-mail and password untouched', async () => {
    const c = client();
    const { registration } = await registerUser(c, { supervisorName: 'Dr. Keep' });
    const res = await c.put('/api/user-settings', {
      ...settingsFrom(registration),
      fullName: 'Jordan Updated',
      state: 'NY',
      theoreticalOrientation: 'dbt',
      legalPhone: '212-555-0100',
      email: 'attacker@example.org',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Settings updated successfully' });
    expect(res.json.user).toMatchObject({
      fullName: 'Jordan Updated',
      state: 'NY',
      theoreticalOrientation: 'dbt',
      legalPhone: '(212) 555-0100',
      supervisorName: 'Dr. Keep',
      email: registration.email,
    });
    const login = await client().post('/api/login', { email: registration.email, password: registration.password });
    expect(login.status).toBe(200);
  });

  it('requires a theoretical orientation, with its message', async () => {
    const c = client();
    const { registration } = await registerUser(c);
    const res = await c.put('/api/user-settings', { ...settingsFrom(registration), theoreticalOrientation: '' });
    expect(res.status).toBe(400);
    expect(res.json.error.details.theoreticalOrientation).toBe('Theoretical orientation is required');
    expect((await c.get('/api/me')).json.user.theoreticalOrientation).toBe('cbt');
  });

  it('is 401 when signed out', async () => {
    expect((await client().put('/api/user-settings', {})).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('blocks the sixth failure for one e-mail with 429 and Retry-After, then resets after the window', async () => {
    const { registration } = await registerUser(client());
    const attempt = (password: string, address: string) =>
      client({ forwardedFor: address }).post('/api/login', { email: registration.email, password });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password', `10.0.0.${i}`)).status).toBe(401);
    const blocked = await attempt(registration.password, '10.0.0.99');
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    server.advanceTime(16 * 60_000);
    expect((await attempt(registration.password, '10.0.0.99')).status).toBe(200);
  });

  it('limits one address across many e-mails', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 20; i += 1) {
      expect((await client({ forwardedFor: address }).post('/api/login', { email: uniqueEmail('spray'), password: 'x1x1x1' })).status).toBe(401);
    }
    expect((await client({ forwardedFor: address }).post('/api/login', { email: uniqueEmail('spray'), password: 'x1x1x1' })).status).toBe(429);
    expect((await client({ forwardedFor: '192.0.2.78' }).post('/api/login', { email: uniqueEmail('spray'), password: 'x1x1x1' })).status).toBe(401);
  });

  it('slides: a burst across the end of a fixed fifteen-minute window gets no second budget', async () => {
    const windowMs = 15 * 60_000;
    const now = server.deps.now().getTime();
    server.advanceTime(windowMs - (now % windowMs) - 3_000);
    const address = '192.0.2.79';
    const attempt = async () => (await client({ forwardedFor: address }).post('/api/login', { email: uniqueEmail('edge'), password: 'x1x1x1' })).status;
    for (let i = 0; i < 20; i += 1) expect(await attempt()).toBe(401);
    server.advanceTime(6_000);
    expect(server.deps.now().getTime() % windowMs).toBeLessThan(windowMs / 2);
    expect(await attempt()).toBe(429);
    server.advanceTime(windowMs + 60_000);
    expect(await attempt()).toBe(401);
  });

  it('keeps counters in the database', async () => {
    const result = (await server.database.db.execute(sql`select count(*)::int as n from sign_in_attempts`)) as { rows: Array<{ n: number }> };
    expect(result.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('account export and deletion', () => {
  async function insertAnalysis(userId: string, title: string) {
    await server.database.db.execute(
      sql`insert into analyses (user_id, title, description, state) values (${userId}, ${title}, 'desc', ${JSON.stringify({ dilemmaText: title })}::jsonb)`,
    );
  }

  it('exports only the caller’s profile and analyses, as a download', async () => {
    const mine = client();
    const me = await registerUser(mine);
    const other = await registerUser(client());
    await insertAnalysis(me.user.id, 'My analysis');
    await insertAnalysis(other.user.id, 'Someone else’s analysis');
    const res = await mine.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="grayline-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(res.json.profile.email).toBe(me.registration.email);
    expect(res.json.analyses.map((a: { title: string }) => a.title)).toEqual(['My analysis']);
    expect(res.text).not.toContain('Someone else');
    expect(res.text).not.toMatch(/password_?hash|argon2/i);
  });

  it('deletes the user, sessions and analyses after the password is re-entered', async () => {
    const c = client();
    const { registration, user } = await registerUser(c);
    await insertAnalysis(user.id, 'To be deleted');
    expect((await c.delete('/api/account', { password: 'wrong password' })).status).toBe(403);
    const res = await c.delete('/api/account', { password: registration.password });
    expect(res.status).toBe(200);
    const count = async (table: string) =>
      ((await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where user_id = '${user.id}'`))) as { rows: Array<{ n: number }> })
        .rows[0]!.n;
    expect(await count('analyses')).toBe(0);
    expect(await count('sessions')).toBe(0);
    expect((await c.get('/api/me')).status).toBe(401);
    expect((await client().post('/api/login', { email: registration.email, password: registration.password })).status).toBe(401);
  });
});

describe('password change', () => {
  it('revokes other sessions and keeps the caller signed in', async () => {
    const here = client();
    const { registration } = await registerUser(here);
    const elsewhere = client();
    await elsewhere.post('/api/login', { email: registration.email, password: registration.password });
    const res = await here.post('/api/account/password', { currentPassword: registration.password, newPassword: 'a brand new passphrase' });
    expect(res.status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    expect((await here.get('/api/me')).status).toBe(200);
    expect((await client().post('/api/login', { email: registration.email, password: 'a brand new passphrase' })).status).toBe(200);
  });
});
