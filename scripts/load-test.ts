/**
 * `npm run test:load`: simulated practitioners against the real server, as `npm start` runs it,
 * on PostgreSQL (LOAD_USERS_PG, default 100; needs TEST_DATABASE_URL) and on the embedded PGlite
 * (LOAD_USERS_PGLITE, default 20). Each user signs up, then works through whole analyses as the
 * app's screens do — a draft, the dilemma saved, the questions, the answers saved, every other
 * section in order (the server stores each in the draft), the complete analysis saved, the list
 * read — until LOAD_SECONDS (default 20) have passed. Prints throughput, p50/p95/p99 per kind of
 * request and errors; exits 1 on any error. Traffic goes to 127.0.0.1 only.
 * LOAD_PROFILE_DIR=dir writes a V8 CPU profile of each server run there (open it in Chrome's
 * DevTools, or summarise it with scripts/profile-summary.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const USERS = { postgres: Number(process.env.LOAD_USERS_PG ?? 100), pglite: Number(process.env.LOAD_USERS_PGLITE ?? 20) };
/** A request slower than this counts as an error: nobody waits longer at a screen. */
const REQUEST_TIMEOUT_MS = 30_000;

const DILEMMA =
  'A 15-year-old client I see weekly told me today that her stepfather hits her when he drinks and showed me bruises on her arm. ' +
  'She begged me not to tell anyone because she is afraid he will take it out on her younger brother. She denies any plan to hurt herself, ' +
  'but some nights she wishes she could disappear. I am unsure what I must report, and her mother has asked me for my notes.';

const SECTIONS: Array<[key: string, endpoint: string]> = [
  ['questions', 'generate-clarifying-questions'],
  ['summary', 'generate-reflective-summary'],
  ['conversation', 'generate-conversation-starters'],
  ['risk', 'generate-risk-assessment'],
  ['timeline', 'generate-timeline-analysis'],
  ['impact', 'generate-impact-assessment'],
  ['coping', 'generate-coping-strategies'],
  ['dualTrack', 'generate-dual-track-analysis'],
  ['stakeholders', 'generate-stakeholder-analysis'],
  ['legal', 'generate-legal-analysis'],
  ['scripts', 'generate-consultation-scripts'],
  ['model', 'generate-model-analysis'],
  ['final', 'generate-final-report'],
];

type Kind = 'sign-up' | 'create draft' | 'generate section' | 'save draft' | 'save complete' | 'list';
type Sample = { kind: Kind; ms: number };
type Failure = { kind: Kind; what: string };

class Recorder {
  samples: Sample[] = [];
  failures: Failure[] = [];
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** One simulated browser: its own address (behind one trusted proxy) and its own cookie. */
class User {
  private cookie = '';
  constructor(
    private readonly base: string,
    private readonly address: string,
    private readonly recorder: Recorder,
  ) {}

  async call<T>(kind: Kind, method: string, url: string, body?: unknown): Promise<T | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(this.base + url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'grayline',
          'X-Forwarded-For': this.address,
          ...(this.cookie ? { Cookie: this.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      this.recorder.samples.push({ kind, ms: performance.now() - started });
      const setCookie = response.headers.getSetCookie().find((value) => value.includes('grayline_session='));
      if (setCookie) this.cookie = setCookie.split(';')[0]!;
      if (!response.ok) {
        this.recorder.failures.push({ kind, what: `${method} ${url.replace(/[0-9a-f-]{36}/, ':id')} → ${response.status} ${text.slice(0, 160)}` });
        return undefined;
      }
      return (text ? JSON.parse(text) : {}) as T;
    } catch (error) {
      this.recorder.failures.push({ kind, what: `${method} ${url} → ${(error as Error).name}: ${(error as Error).message}` });
      return undefined;
    }
  }

  async signUp(index: number): Promise<boolean> {
    const result = await this.call<{ user?: unknown }>('sign-up', 'POST', '/api/register', {
      email: `load-${index}-${randomBytes(4).toString('hex')}@example.org`,
      password: `load test passphrase ${randomBytes(4).toString('hex')}`,
      fullName: `Load Tester ${index}`,
      role: 'lpc',
      state: 'CA',
      experienceLevel: 'developing',
      theoreticalOrientation: 'cbt',
    });
    return Boolean(result?.user);
  }

  /** One whole analysis, the way the app's screens drive it. */
  async analysis(): Promise<boolean> {
    type Draft = { id: string; version: number; state: { setup?: { role?: string; state?: string } } };
    const draft = await this.call<Draft>('create draft', 'POST', '/api/analyses', {});
    if (!draft?.id) return false;
    let version: number = draft.version;
    const answers: Record<string, string> = {};
    const state = { ...draft.state, currentStep: '/dilemma-description', dilemma: { text: DILEMMA }, answers };
    const save = async () => {
      const saved = await this.call<Draft>('save draft', 'PUT', `/api/analyses/${draft.id}`, { version, state });
      if (!saved) return false;
      version = saved.version;
      return true;
    };
    if (!(await save())) return false;
    for (const [key, endpoint] of SECTIONS) {
      const data = await this.call<{ version?: number; questions?: Array<{ id: string }> }>('generate section', 'POST', `/api/${endpoint}`, {
        analysisId: draft.id,
        version,
        dilemma: DILEMMA,
        role: state.setup?.role || 'school-counselor',
        state: state.setup?.state || 'CA',
        experienceLevel: 'developing',
        theoreticalOrientation: 'cbt',
        clarifyingAnswers: answers,
      });
      if (!data) return false;
      // The server stored the section in the draft: its version moved on.
      version = data.version ?? version;
      if (key === 'questions') {
        for (const question of data.questions ?? []) answers[question.id] = 'She told me this in session today and I have not yet spoken to anyone about it.';
        state.currentStep = '/reflective-summary';
        if (!(await save())) return false;
      }
    }
    const saved = await this.call('save complete', 'POST', '/api/save-complete-analysis', {
      analysisId: draft.id,
      completeSessionData: JSON.stringify(state),
    });
    if (!saved) return false;
    return Boolean(await this.call('list', 'GET', '/api/analyses?page=1&pageSize=20'));
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function rssMb(child: ChildProcess): number | undefined {
  try {
    const match = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function run(kind: 'postgres' | 'pglite', users: number, databaseUrl?: string): Promise<boolean> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-load-'));
  const profile = process.env.LOAD_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.LOAD_PROFILE_DIR)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const recorder = new Recorder();
  let flows = 0;
  let peakRss = 0;
  try {
    await waitForHealth(url, child);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(child) ?? 0)), 500);
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: users }, async (_, index) => {
        const user = new User(url, `10.${200 + Math.floor(index / 65536)}.${Math.floor(index / 256) % 256}.${index % 256}`, recorder);
        if (!(await user.signUp(index))) return;
        while (performance.now() < deadline) {
          if (!(await user.analysis())) return;
          flows += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    report(kind, users, elapsed, flows, recorder, peakRss);
    return recorder.failures.length === 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(kind: string, users: number, elapsed: number, flows: number, recorder: Recorder, peakRss: number) {
  const all = recorder.samples.map((s) => s.ms).sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(`\n== ${kind}: ${users} users for ${elapsed.toFixed(1)} s`);
  console.log(`  analyses completed: ${flows}; requests: ${all.length}; throughput: ${(all.length / elapsed).toFixed(1)} requests/s`);
  console.log(`  latency: p50 ${fmt(percentile(all, 50))}, p95 ${fmt(percentile(all, 95))}, p99 ${fmt(percentile(all, 99))}, max ${fmt(all.at(-1) ?? 0)}`);
  console.log(`  server peak RSS: ${peakRss} MB`);
  const kinds = [...new Set(recorder.samples.map((s) => s.kind))];
  for (const k of kinds) {
    const times = recorder.samples.filter((s) => s.kind === k).map((s) => s.ms).sort((a, b) => a - b);
    console.log(`    ${k.padEnd(17)} n=${String(times.length).padStart(5)}  p50 ${fmt(percentile(times, 50)).padStart(7)}  p95 ${fmt(percentile(times, 95)).padStart(7)}  p99 ${fmt(percentile(times, 99)).padStart(7)}`);
  }
  console.log(`  errors: ${recorder.failures.length}`);
  for (const failure of recorder.failures.slice(0, 10)) console.log(`    ${failure.kind}: ${failure.what}`);
}

/** A fresh database on the test server for this run, dropped afterwards. */
async function withPostgresDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `grayline_load_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  console.log(`Load test: ${SECONDS} s per database; every request on 127.0.0.1.`);
  let ok = true;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    ok = (await withPostgresDatabase(adminUrl, (url) => run('postgres', USERS.postgres, url))) && ok;
  } else {
    console.log('\n== postgres: skipped (set TEST_DATABASE_URL to a PostgreSQL database this run may create databases with)');
  }
  ok = (await run('pglite', USERS.pglite)) && ok;
  console.log(ok ? '\nRESULT: no errors' : '\nRESULT: errors (see above)');
  process.exitCode = ok ? 0 : 1;
}

await main();
