import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisResponseSchema, ListAnalysesResponseSchema, type AnalysisInputs } from '../../src/shared/api/analyses';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { storeRiskScore } from '../helpers/stored-sections';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
const client = () => new HttpClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function signedIn(overrides: Parameters<typeof registerUser>[1] = {}) {
  const c = client();
  const { user } = await registerUser(c, overrides);
  return { c, user };
}

function stateWith(text: string): AnalysisInputs {
  return { currentStep: '/dilemma-description', dilemma: { text } };
}

describe('drafts', () => {
  it('creates a draft from the profile, reads it back and reports it as current', async () => {
    const { c } = await signedIn({ role: 'cadc', state: 'TX', supervisorName: 'Dr. Supervisor' });
    const created = await c.post('/api/analyses');
    expect(created.status).toBe(201);
    const draft = AnalysisResponseSchema.parse(created.json);
    expect(draft).toMatchObject({ version: 1, status: 'draft' });
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.state.setup).toMatchObject({ role: 'substance-abuse-counselor', state: 'TX', experienceLevel: 'developing' });
    expect(draft.state.contacts?.supervisor?.name).toBe('Dr. Supervisor');
    expect((await c.get(`/api/analyses/${draft.id}`)).json).toEqual(created.json);
    expect((await c.get('/api/analyses/current')).json.id).toBe(draft.id);
  });

  it('saves the whole state with a new version and refuses a stale version with 409', async () => {
    const { c } = await signedIn();
    const draft = (await c.post('/api/analyses')).json;
    const saved = await c.put(`/api/analyses/${draft.id}`, { version: 1, state: stateWith('A client told me something worrying today.') });
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBe(2);
    await storeRiskScore(server, draft.id, 7);
    expect(saved.json.state.dilemma.text).toBe('A client told me something worrying today.');

    const stale = await c.put(`/api/analyses/${draft.id}`, { version: 1, state: stateWith('Overwrite from an old tab') });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
    expect((await c.get(`/api/analyses/${draft.id}`)).json.state.dilemma.text).toBe('A client told me something worrying today.');

    const list = ListAnalysesResponseSchema.parse((await c.get('/api/analyses')).json);
    expect(list.items[0]).toMatchObject({ riskScore: 7, riskLevel: 'HIGH', description: 'A client told me something worrying today.' });
    expect(list.items[0]!.title).toMatch(/^HIGH: A client told me something worrying today - \d+\/\d+\/\d{2}$/);
  });

  it('validates the state and reports the field', async () => {
    const { c } = await signedIn();
    const draft = (await c.post('/api/analyses')).json;
    const res = await c.put(`/api/analyses/${draft.id}`, { version: 1, state: { dilemma: { text: 42 } } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.details)).toContain('state.dilemma.text');
    expect((await c.put(`/api/analyses/${draft.id}`, { state: {} })).status).toBe(400);
  });

  it('keeps the safety screen and issue decisions with the draft, and refuses malformed ones', async () => {
    const { c } = await signedIn();
    const draft = (await c.post('/api/analyses')).json;
    const safetyScreen = { self: { concern: 'no' }, others: { concern: 'unsure', threat: 'unsure', target: 'his brother', weaponAccess: 'no', preparation: 'no', violenceHistory: 'yes' }, abuse: { concern: 'no' } };
    const issueDecisions = { confirmed: ['cultural-diversity'], dismissed: ['gifts'] };
    const saved = await c.put(`/api/analyses/${draft.id}`, { version: 1, state: { safetyScreen, issueDecisions } });
    expect(saved.status).toBe(200);
    expect((await c.get(`/api/analyses/${draft.id}`)).json.state).toMatchObject({ safetyScreen, issueDecisions });
    const bad = await c.put(`/api/analyses/${draft.id}`, { version: 2, state: { safetyScreen: { self: { ideation: 'perhaps' } } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.details)).toContain('state.safetyScreen.self.ideation');
    expect((await c.put(`/api/analyses/${draft.id}`, { version: 2, state: { issueDecisions: { confirmed: ['not-a-category'] } } })).status).toBe(400);
  });

  it('starting a new draft archives the old one instead of destroying it', async () => {
    const { c } = await signedIn();
    const first = (await c.post('/api/analyses', { state: stateWith('A first dilemma, already begun.') })).json;
    const second = (await c.post('/api/analyses')).json;
    expect((await c.get('/api/analyses/current')).json.id).toBe(second.id);
    expect((await c.get(`/api/analyses/${first.id}`)).json.status).toBe('archived');
    const resumed = await c.post(`/api/analyses/${first.id}/resume`);
    expect(resumed.json.status).toBe('draft');
    expect((await c.get(`/api/analyses/${second.id}`)).json.status).toBe('archived');
    expect((await c.post(`/api/analyses/${first.id}/archive`)).json.status).toBe('archived');
    expect((await c.get('/api/analyses/current')).status).toBe(404);
  });

  it('refuses a body over the 2 MB draft limit with 413', async () => {
    const { c } = await signedIn();
    const draft = (await c.post('/api/analyses')).json;
    const huge = { version: 1, state: { dilemma: { text: 'x' }, answers: { big: 'y'.repeat(2 * 1024 * 1024) } } };
    const res = await c.put(`/api/analyses/${draft.id}`, huge, { Connection: 'close' });
    expect(res.status).toBe(413);
  });

  it('gives 404 to anyone but the owner, for every verb', async () => {
    const owner = await signedIn();
    const draft = (await owner.c.post('/api/analyses')).json;
    await owner.c.put(`/api/analyses/${draft.id}`, { version: 1, state: stateWith('private text of the owner') });
    const other = await signedIn();
    const attempts = [
      other.c.get(`/api/analyses/${draft.id}`),
      other.c.put(`/api/analyses/${draft.id}`, { version: 2, state: stateWith('hijack') }),
      other.c.delete(`/api/analyses/${draft.id}`),
      other.c.post(`/api/analyses/${draft.id}/resume`),
      other.c.post(`/api/analyses/${draft.id}/archive`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('private text');
    }
    expect((await other.c.get('/api/analyses/not-a-uuid')).status).toBe(404);
    expect((await owner.c.get(`/api/analyses/${draft.id}`)).json.state.dilemma.text).toBe('private text of the owner');
    expect((await other.c.get('/api/analyses/current')).status).toBe(404);
  });

  it('is 401 when signed out', async () => {
    expect((await client().post('/api/analyses')).status).toBe(401);
    expect((await client().get('/api/analyses')).status).toBe(401);
  });
});

describe('GET /api/analyses', () => {
  it('lists only the caller’s analyses, newest first, with search, risk filter and pages', async () => {
    const { c } = await signedIn();
    const make = async (text: string, score?: number) => {
      const draft = (await c.post('/api/analyses', { state: stateWith(text) })).json;
      if (score !== undefined) await storeRiskScore(server, draft.id, score);
      server.advanceTime(1000);
      return draft.id as string;
    };
    await make('Client offered me a GIFT card after termination', 2);
    await make('Teen client disclosed abuse by stepfather', 8);
    await make('Former client threatened his neighbour with a rifle', 9);
    await make('Colleague keeps sharing client stories at lunch', 5);
    await make('Draft without a risk score yet');
    const other = await signedIn();
    await other.c.post('/api/analyses');

    const all = ListAnalysesResponseSchema.parse((await c.get('/api/analyses')).json);
    expect(all.total).toBe(5);
    expect(all.items.map((i) => i.description)).toEqual([
      'Draft without a risk score yet',
      'Colleague keeps sharing client stories at lunch',
      'Former client threatened his neighbour with a rifle',
      'Teen client disclosed abuse by stepfather',
      'Client offered me a GIFT card after termination',
    ]);
    const search = (await c.get('/api/analyses?search=gift')).json;
    expect(search.items.map((i: { description: string }) => i.description)).toEqual(['Client offered me a GIFT card after termination']);
    expect(search).toMatchObject({ matching: 1, total: 5 });
    expect((await c.get('/api/analyses?search=%25')).json.matching).toBe(0);
    const bands = async (risk: string) => (await c.get(`/api/analyses?risk=${risk}`)).json.items.map((i: { riskScore: number }) => i.riskScore);
    expect(await bands('critical')).toEqual([9]);
    expect(await bands('high')).toEqual([8]);
    expect(await bands('moderate')).toEqual([5]);
    expect(await bands('low')).toEqual([2]);
    const page2 = (await c.get('/api/analyses?pageSize=2&page=2')).json;
    expect(page2.items).toHaveLength(2);
    expect(page2.items[0].description).toBe('Former client threatened his neighbour with a rifle');
    expect((await c.get('/api/analyses?risk=extreme')).status).toBe(400);
  });

  it('deletes one analysis', async () => {
    const { c } = await signedIn();
    const draft = (await c.post('/api/analyses')).json;
    expect((await c.delete(`/api/analyses/${draft.id}`)).status).toBe(200);
    expect((await c.get(`/api/analyses/${draft.id}`)).status).toBe(404);
  });
});
