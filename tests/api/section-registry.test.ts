import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSERS } from '../../src/engine';
import { createApp } from '../../src/server/app';
import { GENERATION_ENDPOINTS, SECTION_CONTRACTS } from '../../src/shared/api/section-registry';
import { PATHS } from '../../src/shared/domain/paths';
import { SECTION_KEYS, SECTIONS } from '../../src/shared/domain/sections';
import { STEP_ORDER } from '../../src/shared/domain/steps';
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

describe('the section registry', () => {
  it('is what the app serves: its endpoints, steps, routes, contracts and composers, and nothing else', async () => {
    const served = createApp(server.deps)
      .routes.filter((route) => route.method === 'POST' && route.path.startsWith('/api/generate-'))
      .map((route) => route.path.replace('/api/', ''));
    expect([...new Set(served)].sort()).toEqual(SECTIONS.map((s) => s.endpoint).sort());
    expect(Object.keys(GENERATION_ENDPOINTS).sort()).toEqual(SECTIONS.map((s) => s.endpoint).sort());
    expect(Object.keys(SECTION_CONTRACTS)).toEqual([...SECTION_KEYS]);
    expect(Object.keys(COMPOSERS)).toEqual([...SECTION_KEYS]);
    // The step order is the dilemma, then every section with a screen of its own, in registry order.
    expect(STEP_ORDER.map((s) => s.path)).toEqual(['/dilemma-description', ...SECTIONS.filter((s) => s.step).map((s) => s.route)]);
    expect(Object.values(PATHS.step)).toEqual(STEP_ORDER.map((s) => s.path));
    for (const section of SECTIONS) expect(STEP_ORDER.map((s) => s.path), section.key).toContain(section.route);

    // Every registry endpoint answers a signed-in request; a name outside it does not exist.
    const c = new HttpClient(server.url);
    await registerUser(c);
    const body = { dilemma: 'A client offered me a gift card after our last session and I am unsure whether to accept it.', role: 'lpc', state: 'CA' };
    for (const { endpoint } of SECTIONS) expect((await c.post(`/api/${endpoint}`, body)).status, endpoint).toBe(200);
    expect((await c.post('/api/generate-horoscope', body)).status).toBe(404);
  });
});
