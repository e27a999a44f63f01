import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_ENDPOINTS } from '../../src/shared/api/section-registry';
import { RoleExampleResponseSchema } from '../../src/shared/api/sections';
import type { GenerationEndpoint } from '../../src/shared/domain/sections';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
let signedIn: HttpClient;

const DILEMMA =
  'My 16-year-old client told me in session that her boyfriend pushed her into a wall last weekend and took her phone. ' +
  'She asked me not to tell her parents. She denies any thoughts of suicide. I am unsure what I must report in Texas.';

const BODY = {
  dilemma: DILEMMA,
  role: 'lpc',
  state: 'TX',
  experienceLevel: 'developing',
  theoreticalOrientation: 'cbt',
  clarifyingAnswers: { 'q-1': 'She says the relationship ended two days ago and she is staying with her aunt.' },
};

beforeAll(async () => {
  server = await startTestServer();
  signedIn = new HttpClient(server.url);
  await registerUser(signedIn);
});
afterAll(async () => {
  await server.close();
});

const endpoints = Object.keys(GENERATION_ENDPOINTS) as GenerationEndpoint[];

describe.each(endpoints)('POST /api/%s', (endpoint) => {
  it('returns a schema-valid, dilemma-specific section from the built-in engine', async () => {
    const res = await signedIn.post(`/api/${endpoint}`, BODY);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const body = GENERATION_ENDPOINTS[endpoint].response.parse(res.json);
    expect(body.engine).toBe('built-in');
    for (const citation of body.citations) {
      const resolved = await signedIn.get(`/api/kb/resolve?source=${encodeURIComponent(citation.source)}&section=${encodeURIComponent(citation.section)}`);
      expect(resolved.status, `${citation.source} ${citation.section}`).toBe(200);
    }
  });

  it('accepts the alternative field names (dilemmaText, professionalRole)', async () => {
    const { dilemma, role, ...rest } = BODY;
    const res = await signedIn.post(`/api/${endpoint}`, { ...rest, dilemmaText: dilemma, professionalRole: role });
    expect(res.status).toBe(200);
  });

  it('rejects an invalid payload with the field at fault', async () => {
    const missing = await signedIn.post(`/api/${endpoint}`, { ...BODY, dilemma: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.details).toHaveProperty('dilemma');
    const badState = await signedIn.post(`/api/${endpoint}`, { ...BODY, state: 'Atlantis' });
    expect(badState.status).toBe(400);
    expect(badState.json.error.details.state).toBe('Unknown state or territory');
  });

  it('refuses an oversize dilemma with 413 and a clear message', async () => {
    const res = await signedIn.post(`/api/${endpoint}`, { ...BODY, dilemma: 'x'.repeat(20_001) });
    expect(res.status).toBe(413);
    expect(res.json.error.message).toContain('too long');
  });

  it('is for signed-in users only', async () => {
    expect((await new HttpClient(server.url).post(`/api/${endpoint}`, BODY)).status).toBe(401);
  });
});

describe('POST /api/load-role-example', () => {
  it('returns a first-person example for the role and state', async () => {
    const res = await signedIn.post('/api/load-role-example', { role: 'school-counselor', state: 'CA' });
    expect(res.status).toBe(200);
    const body = RoleExampleResponseSchema.parse(res.json);
    expect(body.version).toBe('firstPerson');
    expect(body.example).toMatch(/\b(I|my|me)\b/);
  });

  it('validates and requires sign-in', async () => {
    expect((await signedIn.post('/api/load-role-example', { role: '', state: 'CA' })).status).toBe(400);
    expect((await new HttpClient(server.url).post('/api/load-role-example', { role: 'lpc', state: 'CA' })).status).toBe(401);
  });
});

describe('regeneration and options', () => {
  it('a regeneration changes the summary and honours a focus', async () => {
    const first = await signedIn.post('/api/generate-reflective-summary', BODY);
    const second = await signedIn.post('/api/generate-reflective-summary', { ...BODY, regenerate: true, regenerationCount: 1 });
    expect(second.json.summary).not.toBe(first.json.summary);
    const focused = await signedIn.post('/api/generate-reflective-summary', { ...BODY, focusAdjustment: { focus: 'legal' } });
    expect(focused.status).toBe(200);
    expect(focused.json.summary).not.toBe(first.json.summary);
    const other = await signedIn.post('/api/generate-reflective-summary', { ...BODY, focusAdjustment: 'the school district policy' });
    expect(other.status).toBe(200);
  });

  it('stakeholder focus and added stakeholders change the analysis', async () => {
    const added = await signedIn.post('/api/generate-stakeholder-analysis', { ...BODY, addedStakeholders: ['school principal'] });
    expect(added.json.stakeholders.some((s: { name: string; added?: boolean }) => s.added && /principal/i.test(s.name))).toBe(true);
    const focused = await signedIn.post('/api/generate-stakeholder-analysis', { ...BODY, focusStakeholder: 'the client’s parents' });
    expect(focused.json.focusStakeholder).toBe('the client’s parents');
  });
});

describe('the safety screen and issue decisions', () => {
  const VEILED = {
    ...BODY,
    dilemma:
      'My client has a hunting rifle and a pending assault charge. His roommate moved his girlfriend in without asking, and he told me the roommate will be dealt with once and for all on Saturday. I do not know how seriously to take it.',
  };

  it('every section carries the screen status; cues flag the domain and a missing screen leaves it incomplete', async () => {
    for (const endpoint of endpoints) {
      const res = await signedIn.post(`/api/${endpoint}`, VEILED);
      expect(res.status, endpoint).toBe(200);
      expect(res.json.safety_screen, endpoint).toMatchObject({ status: 'incomplete', unresolved: ['others'] });
      expect(res.json.safety_screen.message, endpoint).toMatch(/not yet assessed/);
    }
    const questions = await signedIn.post('/api/generate-clarifying-questions', VEILED);
    expect(questions.json.safety_screen.cued).toContainEqual(expect.objectContaining({ domain: 'others', signals: expect.arrayContaining(['hunting rifle']) }));
  });

  it('answers set the score: the same text is CRITICAL with a threat, and LOW-to-MODERATE when the practitioner rules danger out', async () => {
    const dangerous = {
      self: { concern: 'no' },
      others: { concern: 'yes', threat: 'yes', target: 'his roommate', weaponAccess: 'yes', preparation: 'unsure', timeframe: 'Saturday', violenceHistory: 'yes' },
      abuse: { concern: 'no' },
    };
    const critical = await signedIn.post('/api/generate-risk-assessment', { ...VEILED, safetyScreen: dangerous });
    expect(critical.json.safety_screen).toMatchObject({ status: 'complete', unresolved: [] });
    expect(critical.json.level).toBe('CRITICAL');
    const ruledOut = {
      self: { concern: 'no' },
      others: { concern: 'no', threat: 'no', weaponAccess: 'no', preparation: 'no', violenceHistory: 'no' },
      abuse: { concern: 'no' },
    };
    const calm = await signedIn.post('/api/generate-risk-assessment', { ...VEILED, safetyScreen: ruledOut });
    expect(calm.json.safety_screen.status).toBe('complete');
    expect(['LOW', 'MODERATE']).toContain(calm.json.level);
    expect(calm.json.risk_score).toBeLessThan(critical.json.risk_score);
  });

  it('a dismissed issue leaves the analysis and a confirmed one joins it', async () => {
    const base = await signedIn.post('/api/generate-reflective-summary', BODY);
    const [kept] = base.json.issues as string[];
    const dismissed = await signedIn.post('/api/generate-reflective-summary', { ...BODY, issueDecisions: { dismissed: [kept] } });
    expect(dismissed.json.issues).not.toContain(kept);
    const confirmed = await signedIn.post('/api/generate-reflective-summary', { ...BODY, issueDecisions: { confirmed: ['cultural-diversity'] } });
    expect(confirmed.json.issues).toContain('cultural-diversity');
  });

  it('rejects a malformed screen or decision with the field at fault', async () => {
    const badAnswer = await signedIn.post('/api/generate-risk-assessment', { ...BODY, safetyScreen: { others: { concern: 'maybe' } } });
    expect(badAnswer.status).toBe(400);
    expect(JSON.stringify(badAnswer.json.error.details)).toContain('Choose Yes, No or Not sure');
    const badWho = await signedIn.post('/api/generate-risk-assessment', { ...BODY, safetyScreen: { abuse: { concern: 'yes', who: 'pet' } } });
    expect(badWho.status).toBe(400);
    const longTarget = await signedIn.post('/api/generate-risk-assessment', { ...BODY, safetyScreen: { others: { concern: 'yes', target: 'x'.repeat(201) } } });
    expect(longTarget.status).toBe(400);
    const badIssue = await signedIn.post('/api/generate-reflective-summary', { ...BODY, issueDecisions: { confirmed: ['astrology'] } });
    expect(badIssue.status).toBe(400);
  });
});

describe('when the analysis service fails', () => {
  it('answers 503 with a "Failed to generate" message naming the section and logs no dilemma text', async () => {
    const failing = await startTestServer({}, {
      name: 'built-in',
      roleExample: async () => {
        throw new Error('down');
      },
      generate: async () => {
        throw new Error('down');
      },
    });
    const c = new HttpClient(failing.url);
    await registerUser(c);
    const res = await c.post('/api/generate-risk-assessment', BODY);
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: 'ai_unavailable', message: 'Failed to generate risk assessment. Please try again.' });
    expect(failing.logs.join('')).not.toContain('boyfriend');
    await failing.close();
  });
});
