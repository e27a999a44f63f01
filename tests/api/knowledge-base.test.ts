import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KbEntrySchema } from '../../src/shared/api/knowledge-base';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('knowledge-base lookups', () => {
  it('resolve a citation to its entry with source and last-checked date, and by id', async () => {
    const c = new HttpClient(server.url);
    const res = await c.get('/api/kb/resolve?source=ACA&section=B.2.a');
    expect(res.status).toBe(200);
    const entry = KbEntrySchema.parse(res.json);
    expect(entry.kind).toBe('code-section');
    expect(entry.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byId = await c.get(`/api/kb/entries/${encodeURIComponent(entry.id)}`);
    expect(byId.json).toEqual(res.json);
    const state = await c.get(`/api/kb/resolve?source=STATE:CA&section=${encodeURIComponent('Cal. Civ. Code § 43.92')}`);
    expect(state.status).toBe(200);
    expect(state.json.kind).toBe('state-law');
  });

  it('404s an unknown citation and 400s a missing field', async () => {
    const c = new HttpClient(server.url);
    expect((await c.get('/api/kb/resolve?source=ACA&section=Z.9.z')).status).toBe(404);
    expect((await c.get('/api/kb/resolve?source=ACA')).status).toBe(400);
    expect((await c.get('/api/kb/entries/nope')).status).toBe(404);
  });
});
