import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTIONS, sectionDefinition, type SectionKey } from '../../src/shared/domain/sections';
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

const THREAT =
  'My adult client said he is going to shoot his ex-wife this weekend when she drops off their son. He owns a handgun and has hit her before. ' +
  'He asked me to keep it between us. I am not sure what I have to do in Ohio.';

const SCREEN = {
  self: { concern: 'no' },
  others: { concern: 'yes', threat: 'yes', target: 'his ex-wife', weaponAccess: 'yes', preparation: 'unsure', timeframe: 'this weekend', violenceHistory: 'yes' },
  abuse: { concern: 'no' },
};

const INPUTS = {
  setup: { role: 'lpc', state: 'OH', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
  dilemma: { text: THREAT },
  answers: {},
  safetyScreen: SCREEN,
};

async function signedIn() {
  const c = new HttpClient(server.url);
  const { registration } = await registerUser(c);
  return { c, registration };
}

async function createDraft(c: HttpClient, state: Record<string, unknown> = INPUTS) {
  const res = await c.post('/api/analyses', { state });
  expect(res.status).toBe(201);
  return res.json as { id: string; version: number };
}

/** Generates one section into the draft; returns the response. */
function generate(c: HttpClient, key: SectionKey, body: Record<string, unknown>) {
  return c.post(`/api/${sectionDefinition(key).endpoint}`, body);
}

/** Generates every section up to and including `upTo`, in flow order, as the screens do. */
async function generateUpTo(c: HttpClient, id: string, upTo: SectionKey) {
  let version = 0;
  for (const { key } of SECTIONS) {
    const res = await generate(c, key, { analysisId: id });
    expect(res.status, `${key}: ${res.text.slice(0, 200)}`).toBe(200);
    version = res.json.version;
    if (key === upTo) break;
  }
  return version;
}

describe('generation into a stored draft', () => {
  it('stores the section in the draft with a new version, and a second client of the same user sees it', async () => {
    const { c, registration } = await signedIn();
    const draft = await createDraft(c);
    const res = await generate(c, 'questions', { analysisId: draft.id, version: draft.version });
    expect(res.status).toBe(200);
    expect(res.json.version).toBe(draft.version + 1);
    expect(res.json.questions.length).toBeGreaterThanOrEqual(5);

    const other = new HttpClient(server.url);
    expect((await other.post('/api/login', { email: registration.email, password: registration.password })).status).toBe(200);
    const seen = (await other.get(`/api/analyses/${draft.id}`)).json;
    expect(seen.version).toBe(res.json.version);
    expect(seen.state.sections.questions.data.questions).toEqual(res.json.questions);
    // Asking again for a section that is current answers it from the draft, without a new version.
    const again = await generate(other, 'questions', { analysisId: draft.id });
    expect(again.json.version).toBe(res.json.version);
  });

  it('refuses a stale version with 409 and stores nothing', async () => {
    const { c } = await signedIn();
    const draft = await createDraft(c);
    await c.put(`/api/analyses/${draft.id}`, { version: draft.version, state: { ...INPUTS, currentStep: '/clarifying-questions' } });
    const stale = await generate(c, 'questions', { analysisId: draft.id, version: draft.version });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'conflict', details: { currentVersion: String(draft.version + 1) } });
    expect((await c.get(`/api/analyses/${draft.id}`)).json.state.sections).toEqual({});
  });

  it('cannot generate into another user’s draft (404), nor read it back', async () => {
    const owner = await signedIn();
    const draft = await createDraft(owner.c);
    const intruder = await signedIn();
    for (const key of ['questions', 'risk', 'final'] as const) {
      const res = await generate(intruder.c, key, { analysisId: draft.id });
      expect(res.status, key).toBe(404);
      expect(res.text).not.toContain('ex-wife');
    }
    expect((await owner.c.get(`/api/analyses/${draft.id}`)).json).toMatchObject({ version: draft.version, state: { sections: {} } });
  });

  it('will not skip a step: a section whose earlier sections are missing is a 409 naming the first one', async () => {
    const { c } = await signedIn();
    const draft = await createDraft(c);
    const res = await generate(c, 'final', { analysisId: draft.id });
    expect(res.status).toBe(409);
    expect(res.json.error.details).toEqual({ missingSection: 'questions' });
    await generateUpTo(c, draft.id, 'summary');
    const risky = await generate(c, 'legal', { analysisId: draft.id });
    expect(risky.json.error.details).toEqual({ missingSection: 'risk' });
  });

  it('autosave carries the inputs only: sections a client sends are ignored and the stored ones kept', async () => {
    const { c } = await signedIn();
    const draft = await createDraft(c);
    const version = await generateUpTo(c, draft.id, 'questions');
    const forged = { data: { questions: [] }, inputKey: 'x', regenerationCount: 0, generatedAt: '2026-01-01T00:00:00Z' };
    const saved = await c.put(`/api/analyses/${draft.id}`, { version, state: { ...INPUTS, answers: { 'q-1': 'An answer typed by the practitioner.' }, sections: { questions: forged } } });
    expect(saved.status).toBe(200);
    expect(saved.json.state.answers).toEqual({ 'q-1': 'An answer typed by the practitioner.' });
    expect(saved.json.state.sections.questions.data.questions.length).toBeGreaterThanOrEqual(5);
  });
});

describe('corrections', () => {
  /** A draft of the threat dilemma generated up to the final report. */
  async function completeDraft() {
    const { c } = await signedIn();
    const draft = await createDraft(c);
    const version = await generateUpTo(c, draft.id, 'final');
    const state = (await c.get(`/api/analyses/${draft.id}`)).json.state;
    return { c, id: draft.id, version, state };
  }

  it('a disputed risk factor: the score is recomputed without it, both readings are kept, later sections go stale and the report shows both', async () => {
    const { c, id, version, state } = await completeDraft();
    const before = state.sections.risk.data;
    const firearm = before.factors.find((f: { id: string }) => f.id === 'firearm');
    expect(firearm?.disputable).toBe(true);
    const res = await generate(c, 'risk', { analysisId: id, version, correction: { disputedFactors: { firearm: 'The handgun was handed to police yesterday.' } } });
    expect(res.status).toBe(200);
    expect(res.json.risk_score).toBeLessThan(before.risk_score);
    expect(res.json.engine_reading).toMatchObject({ risk_score: before.risk_score, level: before.level });
    expect(res.json.disputed_factors).toEqual([expect.objectContaining({ id: 'firearm', reason: 'The handgun was handed to police yesterday.' })]);
    expect(res.json.factors.map((f: { id: string }) => f.id)).not.toContain('firearm');

    const after = (await c.get(`/api/analyses/${id}`)).json;
    expect(after.state.disputedFactors).toEqual({ firearm: 'The handgun was handed to police yesterday.' });
    // The list reads the one stored score.
    const listed = (await c.get('/api/analyses')).json.items.find((i: { id: string }) => i.id === id);
    expect(listed.riskScore).toBe(res.json.risk_score);
    // The final report is out of date: no download until it is made again.
    expect((await c.get(`/api/analyses/${id}/report.txt`)).status).toBe(409);
    for (const key of ['timeline', 'impact', 'dualTrack', 'stakeholders', 'legal', 'scripts', 'model', 'final'] as const) {
      const again = await generate(c, key, { analysisId: id });
      expect(again.status, key).toBe(200);
    }
    const final = (await c.get(`/api/analyses/${id}`)).json.state.sections.final.data;
    expect(final.risk_score).toBe(res.json.risk_score);
    const text = (await c.get(`/api/analyses/${id}/report.txt`)).text;
    expect(text).toContain(`The rubric's reading: ${before.risk_score}/10 (${before.level})`);
    expect(text).toContain('The handgun was handed to police yesterday.');
    const html = (await c.get(`/api/analyses/${id}/report.html`)).text;
    expect(html).toContain('Risk factors you disputed');
    expect(html).toContain(`the rubric's reading before the factors you disputed: ${before.level} · ${before.risk_score}/10`);
  });

  it('revised safety-screen answers change the section and the score', async () => {
    const { c, id, version, state } = await completeDraft();
    const calm = { self: { concern: 'no' }, others: { concern: 'no', threat: 'no', weaponAccess: 'no', preparation: 'no', violenceHistory: 'no' }, abuse: { concern: 'no' } };
    const res = await generate(c, 'risk', { analysisId: id, version, correction: { safetyScreen: calm } });
    expect(res.status).toBe(200);
    expect(res.json.risk_score).toBeLessThan(state.sections.risk.data.risk_score);
    // The summary, earlier than the risk and read from the same answers, was brought up to date with it.
    const after = (await c.get(`/api/analyses/${id}`)).json.state;
    expect(after.safetyScreen).toEqual(calm);
    expect(after.sections.summary.generatedAt).not.toBe(state.sections.summary.generatedAt);
  });

  it('confirmed, dismissed and added issues change the section', async () => {
    const { c, id, version, state } = await completeDraft();
    const [main] = state.sections.summary.data.issues as string[];
    const res = await generate(c, 'legal', { analysisId: id, version, correction: { issueDecisions: { confirmed: ['cultural-diversity'], dismissed: [main] } } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toBe(JSON.stringify(state.sections.legal.data));
    const after = (await c.get(`/api/analyses/${id}`)).json.state;
    expect(after.sections.summary.data.issues).toEqual(state.sections.summary.data.issues);
    expect(after.sections.conversation.generatedAt).not.toBe(state.sections.conversation.generatedAt);
  });

  it('a new focus rewrites the summary', async () => {
    const { c, id, version, state } = await completeDraft();
    const res = await generate(c, 'summary', { analysisId: id, version, correction: { focusAdjustment: { focus: 'legal', description: '' } } });
    expect(res.status).toBe(200);
    expect(res.json.summary).not.toBe(state.sections.summary.data.summary);
  });

  it('an added or focused stakeholder changes the stakeholder analysis', async () => {
    const { c, id, version } = await completeDraft();
    const added = await generate(c, 'stakeholders', { analysisId: id, version, correction: { addedStakeholders: ['school principal'] } });
    expect(added.json.stakeholders.some((s: { added?: boolean; name: string }) => s.added && /principal/i.test(s.name))).toBe(true);
    const focused = await generate(c, 'stakeholders', { analysisId: id, version: added.json.version, correction: { stakeholderFocus: 'the client’s son' } });
    expect(focused.json.focusStakeholder).toBe('the client’s son');
  });

  it('a correction that changes nothing is refused: rewording alone is not a regeneration', async () => {
    const { c, id, version, state } = await completeDraft();
    const res = await generate(c, 'risk', { analysisId: id, version, correction: { safetyScreen: state.safetyScreen } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/not a correction/);
    expect((await c.get(`/api/analyses/${id}`)).json.version).toBe(version);
  });
});

describe('drafts', () => {
  it('Start New Analysis reuses an empty draft instead of piling up new ones', async () => {
    const { c } = await signedIn();
    const first = (await c.post('/api/analyses')).json;
    const second = (await c.post('/api/analyses')).json;
    expect(second.id).toBe(first.id);
    expect((await c.get('/api/analyses')).json.total).toBe(1);
  });

  it('the sample behind /test-report is read-only: it never enters the user’s analyses', async () => {
    const { c } = await signedIn();
    const draft = await createDraft(c);
    const before = (await c.get('/api/analyses')).json;
    const sample = await c.get('/api/test-report');
    expect(sample.status).toBe(200);
    expect(sample.json.sample).toBe(true);
    expect(Object.keys(sample.json.state.sections)).toEqual(SECTIONS.map((s) => s.key));
    expect((await c.get('/api/analyses')).json).toEqual(before);
    expect((await c.get('/api/analyses/current')).json.id).toBe(draft.id);
  });
});
