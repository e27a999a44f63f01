import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkConsistency, understandDilemma, type AllSections } from '../../src/engine';
import { SAMPLE_INPUTS } from '../../src/server/routes/test-report';
import { SECTIONS } from '../../src/shared/domain/sections';
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

// Issue 12: the /test-report sample (a child-abuse disclosure) led with "share nothing without
// consent" and listed "consult before acting" ahead of "make the report immediately".
it('serves a /test-report sample that leads every section with the mandated report and passes the consistency gate', async () => {
  const c = new HttpClient(server.url);
  await registerUser(c);
  const res = await c.get('/api/test-report');
  expect(res.status).toBe(200);
  const stored = res.json.state.sections as Record<string, { data: unknown }>;
  const sections = Object.fromEntries(SECTIONS.map((s) => [s.specName, stored[s.key]?.data])) as AllSections;
  const input = {
    text: SAMPLE_INPUTS.dilemma?.text ?? '',
    ...SAMPLE_INPUTS.setup,
    role: SAMPLE_INPUTS.setup?.role ?? '',
    state: SAMPLE_INPUTS.setup?.state ?? '',
    clarifyingAnswers: {},
    supervisorContact: SAMPLE_INPUTS.contacts?.supervisor,
  };
  expect(checkConsistency(input, understandDilemma(input), sections)).toEqual([]);
  const immediate = sections.finalReport.recommendations.immediate_actions;
  expect(immediate[0]).toMatch(/^Make the report/);
  const consult = immediate.findIndex((a) => /^Consult/.test(a));
  expect(consult === -1 || consult > 0).toBe(true);
  expect(sections.riskAssessment.decision_pathways.find((p) => p.recommended)?.approach).toMatch(/^Make the report/);
  expect(JSON.stringify(sections)).not.toMatch(/share nothing without consent/i);
});
