import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetectIdentifiersResponseSchema } from '../../src/shared/api/identifiers';
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

describe('POST /api/detect-identifiers', () => {
  it('flags identifiers with spans and returns the redacted text', async () => {
    const c = new HttpClient(server.url);
    await registerUser(c);
    const text = 'My client emailed me from jane.doe@example.com and called 555-867-5309 about her Adderall.';
    const res = await c.post('/api/detect-identifiers', { text });
    expect(res.status).toBe(200);
    const body = DetectIdentifiersResponseSchema.parse(res.json);
    const kinds = body.identifiers.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['email', 'phone']));
    for (const found of body.identifiers) expect(text.slice(found.start, found.end)).toBe(found.text);
    expect(body.redactedText).not.toContain('jane.doe@example.com');
    expect(body.redactedText).toContain('Adderall');
  });

  it('is for signed-in users, validates and caps the text', async () => {
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.post('/api/detect-identifiers', { text: 'x' })).status).toBe(401);
    const c = new HttpClient(server.url);
    await registerUser(c);
    expect((await c.post('/api/detect-identifiers', {})).status).toBe(400);
    expect((await c.post('/api/detect-identifiers', { text: 'a'.repeat(20_001) })).status).toBe(400);
  });
});
