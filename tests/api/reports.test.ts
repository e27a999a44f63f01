import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisInputs } from '../../src/shared/api/analyses';
import type { SectionResponse } from '../../src/shared/api/section-registry';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { riskSectionScoring, storeRiskScore, storeSections } from '../helpers/stored-sections';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
const client = () => new HttpClient(server.url);
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const HOSTILE = `My client wrote "<script>alert('x')</script>" & <img src=x onerror=alert(1)> in a note to me.`;

function inputs(text = HOSTILE): AnalysisInputs {
  return { currentStep: '/final-report', setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' }, dilemma: { text } };
}

/** A risk and a final report section full of markup, stored as the server stores them. */
async function hostileSections(): Promise<{ risk: SectionResponse<'risk'>; final: SectionResponse<'final'> }> {
  const risk = await riskSectionScoring(server, 8);
  const final = await server.deps.analysis.generate('final', { text: HOSTILE, role: 'lpc', state: 'CA' });
  return {
    risk: {
      ...risk,
      factors: [{ id: 'threat', label: 'Threat <b>made</b>', weight: 3, evidence: [], disputable: true }],
      engine_reading: { risk_score: 9, level: 'CRITICAL', rationale: 'r' },
      disputed_factors: [{ id: 'firearm', label: 'Access to a <firearm>', weight: 2, evidence: [], reason: 'I think "threat" <overstates> it' }],
    },
    final: {
      ...final,
      executive_summary: 'Summary with <em>markup</em> and "quotes".',
      recommendations: { immediate_actions: ['Call <supervisor>'], ongoing_monitoring: ['m'], professional_development: ['p'] },
      documentation_note: 'Date: ____\nConsulted </div><script>alert(2)</script>',
      citations: [{ source: 'ACA', section: 'B.2.a', title: 'Serious and Foreseeable Harm' }],
      safety_screen: { status: 'incomplete', unresolved: ['others'], cued: [], message: 'The safety screen is not complete for risk of <harm> to another person.' },
    },
  };
}

describe('POST /api/save-complete-analysis', () => {
  it('marks the draft complete and returns the success message', async () => {
    const c = client();
    await registerUser(c);
    const draft = (await c.post('/api/analyses')).json;
    const state = inputs('Teen client disclosed abuse by a stepparent; planning my report.');
    await storeRiskScore(server, draft.id, 8);
    const res = await c.post('/api/save-complete-analysis', {
      title: 'ignored: the server builds it',
      dilemmaDescription: state.dilemma!.text.slice(0, 500),
      riskScore: 8,
      riskLevel: 'HIGH',
      completeSessionData: JSON.stringify(state),
      userEmail: 'someone-else@example.org',
      analysisId: draft.id,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      id: draft.id,
      message: 'Complete analysis saved successfully to database! You can now review all screens anytime from your Saved Analyses.',
    });
    const saved = (await c.get(`/api/analyses/${draft.id}`)).json;
    expect(saved.status).toBe('complete');
    const list = (await c.get('/api/analyses?risk=high')).json;
    expect(list.items[0]).toMatchObject({ id: draft.id, status: 'complete', riskLevel: 'HIGH' });
  });

  it('creates a completed analysis when there is no draft id (an offline save uploaded later)', async () => {
    const c = client();
    await registerUser(c);
    const res = await c.post('/api/save-complete-analysis', {
      completeSessionData: JSON.stringify({ ...inputs('Saved while offline: a colleague is drinking at work.'), sections: { risk: { data: await riskSectionScoring(server, 5), inputKey: 'k', regenerationCount: 0, generatedAt: '2026-11-20T10:00:00.000Z' } } }),
      savedLocallyAt: '2026-11-20T10:00:00.000Z',
    });
    expect(res.status).toBe(201);
    const saved = (await c.get(`/api/analyses/${res.json.id}`)).json;
    expect(saved).toMatchObject({ status: 'complete', createdAt: '2026-11-20T10:00:00.000Z' });
    expect(saved.state.sections.risk.data.risk_score).toBe(5);
  });

  it('refuses a save without a signed-in user, with its message', async () => {
    const res = await client().post('/api/save-complete-analysis', { completeSessionData: JSON.stringify(inputs()) });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe('Please log in to save analyses');
  });

  it('refuses an empty analysis with "No analysis data to save"', async () => {
    const c = client();
    await registerUser(c);
    const empty = await c.post('/api/save-complete-analysis', { completeSessionData: JSON.stringify({ dilemma: { text: '   ' } }) });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe('No analysis data to save');
    expect((await c.post('/api/save-complete-analysis', {})).json.error.message).toBe('No analysis data to save');
    expect((await c.post('/api/save-complete-analysis', { completeSessionData: '{not json' })).status).toBe(400);
    expect((await c.get('/api/analyses')).json.total).toBe(0);
  });

  it('cannot complete someone else’s draft: it stores a new analysis for the caller instead', async () => {
    const owner = client();
    await registerUser(owner);
    const draft = (await owner.post('/api/analyses')).json;
    const other = client();
    await registerUser(other);
    const res = await other.post('/api/save-complete-analysis', { completeSessionData: JSON.stringify(inputs('Mine')), analysisId: draft.id });
    expect(res.status).toBe(201);
    expect(res.json.id).not.toBe(draft.id);
    expect((await owner.get(`/api/analyses/${draft.id}`)).json.status).toBe('draft');
  });
});

describe('report downloads', () => {
  async function savedAnalysis(c: HttpClient) {
    await registerUser(c);
    const draft = (await c.post('/api/analyses', { state: inputs() })).json;
    await storeSections(server, draft.id, await hostileSections());
    return draft.id as string;
  }

  it('the HTML report is a date-named attachment in which user text stays inert', async () => {
    const c = client();
    const id = await savedAnalysis(c);
    const res = await c.get(`/api/analyses/${id}/report.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="grayline-report-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(res.headers.get('content-type')).toContain('text/html');
    // Finding 9: the download's own sandboxing policy, not the app's global one.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    const html = res.text;
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('<em>markup</em>');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain('&quot;quotes&quot;');
    expect(html).toContain('Call &lt;supervisor&gt;');
    expect(html).toContain('&lt;/div&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('I think &quot;threat&quot; &lt;overstates&gt; it');
    expect(html).toContain('HIGH · 8/10');
    expect(html).toContain('<strong>Access to a &lt;firearm&gt; (+2)</strong>');
    expect(html).toContain('<strong>Safety screen.</strong> The safety screen is not complete for risk of &lt;harm&gt; to another person.');
  });

  it('the comprehensive report downloads as date-named plain text', async () => {
    const c = client();
    const id = await savedAnalysis(c);
    const res = await c.get(`/api/analyses/${id}/report.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="grayline-comprehensive-report-\d{4}-\d{2}-\d{2}\.txt"/);
    expect(res.text).toContain('RISK INTERPRETATION');
    expect(res.text).toContain('ACA B.2.a');
    expect(res.text).toContain('Safety screen: The safety screen is not complete');
  });

  it('is 404 for another user and 409 before a final report exists', async () => {
    const owner = client();
    const id = await savedAnalysis(owner);
    const other = client();
    await registerUser(other);
    expect((await other.get(`/api/analyses/${id}/report.html`)).status).toBe(404);
    expect((await other.get(`/api/analyses/${id}/report.txt`)).status).toBe(404);
    const fresh = (await other.post('/api/analyses')).json;
    expect((await other.get(`/api/analyses/${fresh.id}/report.html`)).status).toBe(409);
    expect((await client().get(`/api/analyses/${id}/report.html`)).status).toBe(401);
  });
});
