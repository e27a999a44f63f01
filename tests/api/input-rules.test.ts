import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../../src/shared/validation';
import { buildRegistration, registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

// Finding 4: values PostgreSQL cannot store are refused at the boundary with a 400 naming the
// field; finding 2: nothing the request carried reaches the log, whatever path it takes.
let server: TestServer;
const client = () => new HttpClient(server.url);
const CANARY = 'CANARY-7f3a9c';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function expectNoCanaryLogged(...secrets: string[]) {
  const log = server.logs.join('');
  for (const secret of [CANARY, ...secrets]) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/Failed query|params:|\$argon2id/);
}

const NUL = '\u0000';
const LONE_HIGH = '\ud83d';
const LONE_LOW = '\ude00';

describe('the shared string rule', () => {
  it.each([
    ['a NUL in the dilemma', { dilemma: { text: `${CANARY} my client said ${NUL} something` } }, 'state.dilemma.text'],
    ['a lone surrogate in an answer', { answers: { q1: `${CANARY} answer ${LONE_HIGH}` } }, 'state.answers.q1'],
    ['a lone low surrogate in section data', { sections: { risk: { data: { note: `${CANARY}${LONE_LOW}` }, inputKey: 'k', generatedAt: '2026-01-01T00:00:00Z' } } }, 'state.sections.risk.data.note'],
  ])('refuses %s in a draft with 400 naming the field', async (_label, state, field) => {
    const c = client();
    await registerUser(c);
    const created = await c.post('/api/analyses', { state });
    expect(created.status).toBe(400);
    expect(created.json.error.code).toBe('validation_error');
    expect(created.json.error.details[field]).toBe(UNSTORABLE_TEXT_MESSAGE);
    expectNoCanaryLogged();
  });

  it('refuses NUL in registration fields without logging the e-mail, name or hash', async () => {
    const registration = buildRegistration({ fullName: `Jordan ${CANARY}${NUL}` });
    const res = await client().post('/api/register', registration);
    expect(res.status).toBe(400);
    expect(res.json.error.details.fullName).toBe(UNSTORABLE_TEXT_MESSAGE);
    expectNoCanaryLogged(registration.email);
  });

  it('refuses a lone surrogate in settings and NUL in a sign-in e-mail or a search', async () => {
    const c = client();
    const { registration } = await registerUser(c);
    const settings = await c.put('/api/user-settings', { ...registration, supervisorName: `Dr ${CANARY}${LONE_HIGH}` });
    expect(settings.status).toBe(400);
    expect(settings.json.error.details.supervisorName).toBe(UNSTORABLE_TEXT_MESSAGE);
    const login = await client().post('/api/login', { email: `a${NUL}@example.org`, password: 'whatever' });
    expect(login.status).toBe(400);
    const search = await c.get(`/api/analyses?search=${encodeURIComponent(`${CANARY}${NUL}`)}`);
    expect(search.status).toBe(400);
    expect(search.json.error.details.search).toBe(UNSTORABLE_TEXT_MESSAGE);
    expectNoCanaryLogged();
  });

  it('checks the analysis inside a complete-analysis save too', async () => {
    const c = client();
    await registerUser(c);
    const state = { dilemma: { text: `${CANARY} a dilemma long enough ${NUL}` } };
    const res = await c.post('/api/save-complete-analysis', { completeSessionData: JSON.stringify(state) });
    expect(res.status).toBe(400);
    expect(res.json.error.details['dilemma.text']).toBe(UNSTORABLE_TEXT_MESSAGE);
    expectNoCanaryLogged();
  });
});

describe('depth, dates and numbers', () => {
  /** Written out by hand: JSON.stringify itself overflows the stack at this depth. */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;

  it('refuses section data nested 5,000 deep and still serves the next request', async () => {
    const c = client();
    await registerUser(c);
    const body = `{"state":{"sections":{"risk":{"inputKey":"k","generatedAt":"2026-01-01T00:00:00Z","data":${nested(5000)}}}}}`;
    const res = await c.post('/api/analyses', body);
    expect(res.status).toBe(400);
    expect(Object.values(res.json.error.details)).toEqual([TOO_DEEP_MESSAGE]);
    expect((await c.get('/api/me')).status).toBe(200);
  });

  it('refuses a savedLocallyAt outside what the database can store', async () => {
    const c = client();
    await registerUser(c);
    const completeSessionData = JSON.stringify({ dilemma: { text: 'A dilemma that was saved while the server was away.' } });
    for (const savedLocallyAt of ['-100000-01-01T00:00:00.000Z', '+275000-01-01T00:00:00.000Z', 'yesterday']) {
      const res = await c.post('/api/save-complete-analysis', { completeSessionData, savedLocallyAt });
      expect(res.status, savedLocallyAt).toBe(400);
      expect(res.json.error.details.savedLocallyAt).toBeTruthy();
    }
    const ok = await c.post('/api/save-complete-analysis', { completeSessionData, savedLocallyAt: '2026-01-31T12:00:00.000Z' });
    expect(ok.status).toBe(201);
  });

  it('refuses a draft version beyond the database integer range', async () => {
    const c = client();
    await registerUser(c);
    const draft = (await c.post('/api/analyses')).json;
    const res = await c.put(`/api/analyses/${draft.id}`, { version: 1e12, state: {} });
    expect(res.status).toBe(400);
    expect(res.json.error.details.version).toBeTruthy();
  });
});

describe('a database outage', () => {
  it('answers 503 and logs neither the e-mail nor the address nor any value', async () => {
    const outage = await startTestServer();
    try {
      const registration = buildRegistration({ fullName: `Outage ${CANARY}` });
      await outage.database.close();
      const c = new HttpClient(outage.url, { forwardedFor: '203.0.113.77' });
      const register = await c.post('/api/register', registration);
      expect(register.status).toBe(503);
      expect(register.json.error.code).toBe('service_unavailable');
      const login = await c.post('/api/login', { email: registration.email, password: registration.password });
      expect(login.status).toBe(503);
      const log = outage.logs.join('');
      expect(log).toContain('database unavailable');
      for (const secret of [CANARY, registration.email, registration.password, '203.0.113.77']) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/Failed query|params:/);
    } finally {
      await outage.close().catch(() => undefined);
    }
  });
});
