import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../src/shared/session-hint';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function hintCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}

describe('the readable session hint', () => {
  it('comes with a session, readable by the page, and holds no secret', async () => {
    const c = new HttpClient(server.url);
    const { registration } = await registerUser(c);
    await c.post('/api/logout');
    const res = await c.post('/api/login', { email: registration.email, password: registration.password });
    expect(res.status).toBe(200);
    const hint = hintCookie(res.headers);
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
  });

  it('goes with the session on logout', async () => {
    const c = new HttpClient(server.url);
    await registerUser(c);
    const res = await c.post('/api/logout');
    expect(hintCookie(res.headers)).toMatch(/Max-Age=0/i);
  });

  it('is cleared when the session it stood for is gone', async () => {
    const stale = await new HttpClient(server.url).get('/api/me', { Cookie: `${SESSION_HINT_COOKIE}=1` });
    expect(stale.status).toBe(401);
    expect(hintCookie(stale.headers)).toMatch(/Max-Age=0/i);

    const expired = await new HttpClient(server.url).get('/api/me', { Cookie: `grayline_session=not-a-session; ${SESSION_HINT_COOKIE}=1` });
    expect(expired.status).toBe(401);
    expect(hintCookie(expired.headers)).toMatch(/Max-Age=0/i);
  });
});
