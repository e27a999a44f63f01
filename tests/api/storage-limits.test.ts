import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_SCREEN } from '../../src/shared/api/analyses';
import { ACCOUNT_MAX_ANALYSES, ACCOUNT_MAX_STORED_BYTES } from '../../src/shared/domain/limits';
import { STORAGE_FULL, TOO_MANY_ANALYSES } from '../../src/server/services/storage-quota';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

// Finding 8: per-account caps on analyses and bytes, and an export that streams. Finding 9: a
// draft's saved step is always a screen of the app.
let server: TestServer;
const client = () => new HttpClient(server.url);
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const completeSave = (text: string) => ({ completeSessionData: JSON.stringify({ dilemma: { text } }) });

/** Rows written straight to the database: the caps are about what an account already holds. */
async function seedAnalyses(userId: string, rows: number, bytesEach = 100) {
  await server.database.db.execute(
    sql`insert into analyses (user_id, status, title, description, state, state_bytes)
        select ${userId}, 'complete', 'Seeded', 'seeded', '{}'::jsonb, ${bytesEach} from generate_series(1, ${rows})`,
  );
}

describe('per-account caps', () => {
  it(`keeps at most ${ACCOUNT_MAX_ANALYSES} analyses, with a message that says what to do`, async () => {
    const c = client();
    const { user } = await registerUser(c);
    await seedAnalyses(user.id, ACCOUNT_MAX_ANALYSES - 1);
    expect((await c.post('/api/save-complete-analysis', completeSave('The last analysis this account has room for.'))).status).toBe(201);
    const refused = await c.post('/api/save-complete-analysis', completeSave('One analysis too many for this account.'));
    expect(refused.status).toBe(413);
    expect(refused.json.error.message).toBe(TOO_MANY_ANALYSES);
    expect((await c.post('/api/analyses')).status).toBe(413);
    const list = (await c.get('/api/analyses?pageSize=1')).json;
    expect(list.total).toBe(ACCOUNT_MAX_ANALYSES);
    expect((await c.delete(`/api/analyses/${list.items[0].id}`)).status).toBe(200);
    expect((await c.post('/api/analyses')).status).toBe(201);
  });

  it('keeps at most the byte cap, and a save that shrinks is always allowed', async () => {
    const c = client();
    const { user } = await registerUser(c);
    const draft = (await c.post('/api/analyses')).json;
    await seedAnalyses(user.id, 1, ACCOUNT_MAX_STORED_BYTES - 20_000);
    const big = { version: draft.version, state: { ...draft.state, dilemma: { text: 'x'.repeat(19_000) }, answers: { q1: 'y'.repeat(4_000) } } };
    const refused = await c.put(`/api/analyses/${draft.id}`, big);
    expect(refused.status).toBe(413);
    expect(refused.json.error.message).toBe(STORAGE_FULL);
    const small = await c.put(`/api/analyses/${draft.id}`, { version: draft.version, state: { ...draft.state, dilemma: { text: 'A short dilemma.' } } });
    expect(small.status).toBe(200);
  });

  it('a burst of concurrent saves cannot pass the analysis cap together', async () => {
    const c = client();
    const { user } = await registerUser(c);
    await seedAnalyses(user.id, ACCOUNT_MAX_ANALYSES - 5);
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => c.post('/api/save-complete-analysis', completeSave(`Concurrent save number ${i}.`))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 413)).toHaveLength(25);
    expect((await c.get('/api/analyses?pageSize=1')).json.total).toBe(ACCOUNT_MAX_ANALYSES);
  });
});

describe('the data export', () => {
  it('is valid JSON with every analysis, once each', async () => {
    const c = client();
    const { user } = await registerUser(c);
    await seedAnalyses(user.id, 23);
    const res = await c.get('/api/account/export');
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text);
    expect(data.format).toBe('grayline-export-v1');
    expect(data.profile.id).toBe(user.id);
    expect(data.analyses).toHaveLength(23);
    expect(new Set(data.analyses.map((a: { id: string }) => a.id)).size).toBe(23);
    const empty = client();
    await registerUser(empty);
    expect(JSON.parse((await empty.get('/api/account/export')).text).analyses).toEqual([]);
  });

  it('streams the account a page at a time instead of loading it whole', async () => {
    const c = client();
    const { user } = await registerUser(c);
    // 60 × 200 KB: more than socket buffers hold, so the server has to wait for the reader.
    await server.database.db.execute(
      sql`insert into analyses (user_id, status, title, description, state, state_bytes)
          select ${user.id}, 'complete', 'Large', 'large', jsonb_build_object('dilemma', jsonb_build_object('text', repeat(md5(g::text), 6250))), 200000
          from generate_series(1, 60) g`,
    );
    const response = await fetch(`${server.url}/api/account/export`, { headers: { Cookie: c.cookieHeader() } });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // Once the download has begun, the rest of the account goes away: a streamed export can only
    // contain what it had read by then, an export built in memory would still hold all 60.
    await server.database.db.execute(sql`delete from analyses where user_id = ${user.id}`);
    let text = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    const exported = JSON.parse(text).analyses.length;
    console.info(`export: ${exported} of 60 analyses had been read when the first bytes arrived`);
    expect(exported).toBeLessThan(60);
  });
});


describe('the saved step of a draft', () => {
  it('must be a screen of the app; one stored before the check is not passed on', async () => {
    const c = client();
    const { user } = await registerUser(c);
    const draft = (await c.post('/api/analyses')).json;
    const refused = await c.put(`/api/analyses/${draft.id}`, { version: draft.version, state: { ...draft.state, currentStep: '/no-such-screen' } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details['state.currentStep']).toBe(NOT_A_SCREEN);
    expect((await c.put(`/api/analyses/${draft.id}`, { version: draft.version, state: { ...draft.state, currentStep: '/risk-assessment' } })).status).toBe(200);
    await server.database.db.execute(
      sql`update analyses set state = jsonb_set(state, '{currentStep}', '"https://elsewhere.example/"') where user_id = ${user.id}`,
    );
    const read = await c.get(`/api/analyses/${draft.id}`);
    expect(read.status).toBe(200);
    expect(read.json.state.currentStep).toBeUndefined();
  });
});
