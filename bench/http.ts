/**
 * HTTP budget (issue 5): the generation endpoints sustain ≥ 200 requests/s with p99 under 100 ms
 * on this machine. Starts the real server in a child process on a free port with a throw-away
 * embedded database, signs in, then drives the generation endpoints with autocannon from this
 * process and prints the figures. Exits 1 when a budget is missed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const MIN_RPS = 200;
const MAX_P99_MS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 10;

const DILEMMA =
  'My 16-year-old client told me her boyfriend pushed her into a wall last weekend and took her phone. She asked me not to tell her parents. ' +
  'She denies thoughts of suicide. I am unsure what I must report, and her mother has asked me for my notes.';

const ENDPOINTS = [
  'generate-clarifying-questions',
  'generate-reflective-summary',
  'generate-risk-assessment',
  'generate-timeline-analysis',
  'generate-impact-assessment',
  'generate-dual-track-analysis',
  'generate-stakeholder-analysis',
  'generate-legal-analysis',
  'generate-consultation-scripts',
  'generate-model-analysis',
  'generate-final-report',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url);
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'grayline' };
    const register = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'bench@example.org', password: 'bench passphrase', fullName: 'Bench Mark', role: 'lpc', state: 'TX', experienceLevel: 'developing' }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!register.ok || !cookie) throw new Error(`sign-up failed: ${register.status}`);

    const body = JSON.stringify({ dilemma: DILEMMA, role: 'lpc', state: 'TX', experienceLevel: 'developing', theoreticalOrientation: 'cbt', clarifyingAnswers: {} });
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: ENDPOINTS.map((endpoint) => ({ method: 'POST', path: `/api/${endpoint}`, headers: { ...headers, cookie }, body })),
    });
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const errors = result.errors + result.non2xx;
    console.log(`Generation endpoints over HTTP (${CONNECTIONS} connections, ${DURATION_S} s, ${ENDPOINTS.length} endpoints in rotation)`);
    console.log(`  throughput: ${rps.toFixed(0)} requests/s (budget ≥ ${MIN_RPS})`);
    console.log(`  latency: median ${result.latency.p50} ms, p99 ${p99} ms (budget < ${MAX_P99_MS})`);
    console.log(`  errors and non-2xx: ${errors}`);
    const ok = rps >= MIN_RPS && p99 < MAX_P99_MS && errors === 0;
    console.log(ok ? 'RESULT: within budget' : 'RESULT: over budget');
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
