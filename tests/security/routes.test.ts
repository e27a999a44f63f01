import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { SECTIONS } from '../../src/shared/domain/sections';
import { startLlmStub, type StubBehaviour } from '../helpers/llm-stub';
import { startTestServer, type TestServer } from '../helpers/start-server';
import { apiRoutes, PUBLIC_ROUTES, sampleFor, type RouteKey, type SampleContext } from './route-samples';

// The security suite over every API route (issue 14): another user's ids, no session, another
// site, and a canary in every text field that must never reach a log line.
let server: TestServer;
let routes: RouteKey[];
const OWNER_CANARY = 'ownercanary5d1e';

beforeAll(async () => {
  server = await startTestServer();
  routes = apiRoutes(server);
});
afterAll(async () => {
  await server.close();
});

/** A user with a draft holding the canary and a generated section. */
async function owner(canary = OWNER_CANARY) {
  const c = new HttpClient(server.url);
  await registerUser(c, { fullName: `${canary} Owner` });
  const draft = (await c.post('/api/analyses', sampleFor('POST /api/analyses', { canary, analysisId: '', version: 1 })!.body)).json;
  expect(draft.id).toBeTruthy();
  const generated = await c.post('/api/generate-clarifying-questions', { ...(sampleFor('POST /api/generate-clarifying-questions', { canary, analysisId: draft.id, version: draft.version })!.body as object) });
  expect(generated.status).toBe(200);
  const current = (await c.get(`/api/analyses/${draft.id}`)).json;
  return { c, id: draft.id as string, version: current.version as number, snapshot: JSON.stringify(current) };
}

const send = (c: HttpClient, request: { method: string; path: string; body?: unknown }) => c.request(request.method, request.path, request.body);

describe('route inventory', () => {
  it('has a sample request for every API route', () => {
    const ctx: SampleContext = { canary: 'x', analysisId: '00000000-0000-4000-8000-000000000000', version: 1 };
    expect(routes.filter((key) => !sampleFor(key, ctx))).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
    console.info(`security suite: ${routes.length} API routes, ${PUBLIC_ROUTES.size} public`);
  });
});

describe('cross-user: every id route and verb answers 404 with none of the owner’s data', () => {
  it('for ids in the path and analysis ids in the body', async () => {
    const victim = await owner();
    const intruder = new HttpClient(server.url);
    await registerUser(intruder);
    const ctx: SampleContext = { canary: 'intruder', analysisId: victim.id, version: victim.version };
    let checked = 0;
    for (const key of routes) {
      const request = sampleFor(key, ctx)!;
      const targetsAnalysis = key.includes('/api/analyses/:id') || JSON.stringify(request.body ?? {}).includes(victim.id);
      if (!targetsAnalysis) continue;
      const res = await send(intruder, request);
      checked += 1;
      expect(res.text, key).not.toContain(OWNER_CANARY);
      if (key === 'POST /api/save-complete-analysis') {
        // Someone else's draft id is ignored: the intruder's copy is stored as a new analysis of theirs.
        expect(res.status, key).toBe(201);
        expect(res.json.id, key).not.toBe(victim.id);
      } else {
        expect(res.status, `${key}: ${res.text.slice(0, 200)}`).toBe(404);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    // Nothing the intruder sent changed the owner's analysis.
    expect(JSON.stringify((await victim.c.get(`/api/analyses/${victim.id}`)).json)).toBe(victim.snapshot);
  });
});

describe('unauthenticated: every route that needs a session answers 401', () => {
  it('with no data in the body', async () => {
    const victim = await owner();
    const anonymous = new HttpClient(server.url);
    const ctx: SampleContext = { canary: 'anonymous', analysisId: victim.id, version: victim.version };
    const private_ = routes.filter((key) => !PUBLIC_ROUTES.has(key));
    for (const key of private_) {
      const res = await send(anonymous, sampleFor(key, ctx)!);
      expect(res.status, `${key}: ${res.text.slice(0, 200)}`).toBe(401);
      expect(Object.keys(res.json ?? {}), key).toEqual(['error']);
      expect(res.text, key).not.toContain(OWNER_CANARY);
    }
    expect(private_.length).toBeGreaterThan(25);
  });
});

describe('cross-site: every state-changing route answers 403', () => {
  it('from another origin, and without the app’s request header', async () => {
    const victim = await owner();
    const ctx: SampleContext = { canary: 'crosssite', analysisId: victim.id, version: victim.version };
    const changing = routes.filter((key) => !key.startsWith('GET '));
    for (const key of changing) {
      for (const forged of [new HttpClient(server.url, { origin: 'https://evil.example' }), new HttpClient(server.url, { csrf: false })]) {
        for (const [name, value] of victim.c.cookieHeader().split('; ').map((pair) => pair.split('=') as [string, string])) forged.setCookie(name, value);
        const res = await send(forged, sampleFor(key, ctx)!);
        expect(res.status, key).toBe(403);
      }
    }
    expect(JSON.stringify((await victim.c.get(`/api/analyses/${victim.id}`)).json)).toBe(victim.snapshot);
    expect((await victim.c.get('/api/me')).status).toBe(200);
  });
});

describe('log canary: no text a client sends ever reaches a log line', () => {
  const CANARY = 'logcanary9b2c';
  const NUL = '\u0000';

  /** Every string in the body, with a NUL appended: the error path of each route. */
  function broken(body: unknown): unknown {
    if (typeof body === 'string') return `${body}${NUL}`;
    if (Array.isArray(body)) return body.map(broken);
    if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, broken(v)]));
    return body;
  }

  async function exercise(target: TestServer, keys: RouteKey[]) {
    const statuses: number[] = [];
    for (const key of keys) {
      // A fresh account per route: some samples sign out, delete or change what later ones use.
      const c = new HttpClient(target.url);
      const { registration } = await registerUser(c, { fullName: `${CANARY} Person`, password: `${CANARY} passphrase` });
      const draft = (await c.post('/api/analyses')).json as { id?: string; version?: number } | undefined;
      const ctx: SampleContext = { canary: CANARY, analysisId: draft?.id ?? '00000000-0000-4000-8000-000000000000', version: draft?.version ?? 1 };
      const request = sampleFor(key, ctx)!;
      statuses.push((await send(c, request)).status);
      if (request.body !== undefined) statuses.push((await send(c, { ...request, body: broken(request.body) })).status);
      // A wrong version, an unknown id: the other common error paths.
      statuses.push((await send(c, { ...request, path: request.path.replace(ctx.analysisId, '11111111-1111-4111-8111-111111111111') })).status);
      await c.post('/api/login', { email: registration.email, password: `${CANARY} wrong` });
    }
    return statuses;
  }

  function expectClean(logs: string[]) {
    const leaked = logs.filter((line) => line.toLowerCase().includes(CANARY) || /Failed query|params:|\$argon2/.test(line));
    expect(leaked, leaked.slice(0, 3).join('\n')).toEqual([]);
  }

  it('on success and error paths of every route', async () => {
    const statuses = await exercise(server, routes);
    expect(statuses.some((s) => s >= 200 && s < 300)).toBe(true);
    expect(statuses.some((s) => s >= 400)).toBe(true);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expectClean(server.logs);
  }, 120_000);

  it('on the language-model path: prompts and answers never reach a log line, whatever the provider does', async () => {
    const ANSWER_CANARY = 'answercanary4f7a';
    const stub = await startLlmStub();
    // Redact, so text with the canary is sent to the model rather than kept back.
    const llm = await startTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: stub.openaiBaseUrl, AI_MODEL: 'stub-model', AI_SEND_IDENTIFIERS: 'redact', AI_TIMEOUT_MS: '800' });
    try {
      const faults: StubBehaviour[] = [
        { kind: 'fixture', change: (answer) => JSON.parse(JSON.stringify(answer).replace(/"([^"]{40,})"/, `"${ANSWER_CANARY} $1"`)) },
        { kind: 'text', text: `{"${ANSWER_CANARY}": "not the schema` },
        { kind: 'status', status: 500 },
        { kind: 'refusal' },
        { kind: 'hang' },
      ];
      let turn = 0;
      stub.respond(() => faults[turn++ % faults.length]!);
      const c = new HttpClient(llm.url);
      await registerUser(c, { fullName: `${CANARY} Person` });
      const draft = (await c.post('/api/analyses', sampleFor('POST /api/analyses', { canary: CANARY, analysisId: '', version: 1 })!.body)).json as { id: string };
      const statuses: number[] = [];
      for (const { endpoint } of SECTIONS) {
        statuses.push((await c.post(`/api/${endpoint}`, { analysisId: draft.id })).status);
        statuses.push((await c.post(`/api/${endpoint}`, { analysisId: draft.id }, { Accept: 'text/event-stream' })).status);
      }
      statuses.push((await c.post('/api/generate-clarifying-questions', sampleFor('POST /api/generate-clarifying-questions', { canary: CANARY, analysisId: '', version: 1 })!.body)).status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(stub.requests.length).toBeGreaterThan(SECTIONS.length);
      expect(stub.requests.some((request) => request.text.includes(CANARY))).toBe(true);
      expect(llm.logs.some((line) => line.includes('"model generation"'))).toBe(true);
      expectClean(llm.logs);
      expect(llm.logs.filter((line) => line.includes(ANSWER_CANARY))).toEqual([]);
    } finally {
      await llm.close();
      await stub.close();
    }
  }, 120_000);

  it('while the database is down', async () => {
    const down = await startTestServer();
    try {
      const c = new HttpClient(down.url);
      await registerUser(c);
      await down.database.close();
      const ctx: SampleContext = { canary: CANARY, analysisId: '00000000-0000-4000-8000-000000000000', version: 1 };
      const statuses: number[] = [];
      for (const key of routes) statuses.push((await send(c, sampleFor(key, ctx)!)).status);
      expect(statuses).toContain(503);
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      expectClean(down.logs);
    } finally {
      await down.close().catch(() => undefined);
    }
  }, 60_000);
});
