import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
const client = () => new HttpClient(server.url);

beforeAll(async () => {
  server = await startTestServer({ EMAIL_CONFIRMATION: 'required', PUBLIC_URL: 'https://grayline.example.org' });
});
afterAll(async () => {
  await server.close();
});

function linkFromLastMail(): string {
  const text = server.mail.at(-1)?.text ?? '';
  const match = text.match(/https?:\/\/\S+\/api\/confirm-email\?token=\S+/);
  if (!match) throw new Error('no confirmation link in the last e-mail');
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

describe('e-mail confirmation required', () => {
  it('registers without a session, mails a link, and refuses sign-in until confirmed', async () => {
    const c = client();
    const { registration } = await registerUser(c);
    expect(c.cookieHeader()).toBe('');
    expect(server.mail.at(-1)?.to).toBe(registration.email);
    const login = await client().post('/api/login', { email: registration.email, password: registration.password });
    expect(login.status).toBe(403);
    expect(login.json.errorCode).toBe('email_not_confirmed');
    expect(login.json.error.code).toBe('email_not_confirmed');

    const link = linkFromLastMail();
    const confirm = await client().get(link);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('/login?confirmation=confirmed');
    expect((await client().post('/api/login', { email: registration.email, password: registration.password })).status).toBe(200);

    const reused = await client().get(link);
    expect(reused.headers.get('location')).toBe('/login?confirmation=used');
  });

  it('refuses an expired link and a made-up one', async () => {
    await registerUser(client());
    const link = linkFromLastMail();
    server.advanceTime(24 * 60 * 60 * 1000 + 1000);
    expect((await client().get(link)).headers.get('location')).toBe('/login?confirmation=expired');
    expect((await client().get('/api/confirm-email?token=made-up')).headers.get('location')).toBe('/login?confirmation=invalid');
  });

  it('never logs the token', async () => {
    await registerUser(client());
    const token = new URLSearchParams(linkFromLastMail().split('?')[1]).get('token')!;
    expect(server.logs.join('')).not.toContain(token);
  });
});
