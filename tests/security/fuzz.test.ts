import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/shared/domain/limits';
import { TEST_DB_KIND } from '../setup/test-database-kind';
import { registerUser } from '../factories';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';
import { apiRoutes, sampleFor, type RouteKey, type SampleContext } from './route-samples';

// A bounded JSON fuzz run over every API route (issue 14): FUZZ_REQUESTS generated requests
// (default 3,000) from a fixed seed (FUZZ_SEED), each a well-formed sample with one to three
// mutations. No response may be 500 or more, the server must still answer afterwards, and the
// process's memory is reported. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 14);
const CONCURRENCY = 4;

/** mulberry32: small, fast and the same everywhere for one seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Raw JSON text for values JSON.stringify cannot write (lone surrogates stay escaped; depth). */
const RAW = Symbol('raw');
type Raw = { [RAW]: string };
const raw = (text: string): Raw => ({ [RAW]: text });
const deep = (depth: number) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

const STRANGE_VALUES: unknown[] = [
  '',
  ' ',
  '\u0000',
  'text\u0000with NUL',
  raw('"\\ud800"'),
  raw('"lone low \\udc00 surrogate"'),
  '\u202eright-to-left',
  '😀'.repeat(500),
  'x'.repeat(70_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff',
  '-100000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  0,
  -1,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  0.5,
  true,
  false,
  null,
  [],
  {},
  Array.from({ length: 5000 }, (_, i) => i),
  Array.from({ length: 50 }, () => 'y'.repeat(1000)),
  { __proto__: { polluted: true } },
  raw('{"constructor":{"prototype":{"polluted":true}}}'),
  deep(40),
  deep(5000),
];

type Path = Array<string | number>;

function leaves(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (value && typeof value === 'object' && !(RAW in value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  if (!root || typeof root !== 'object') return root;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

function removeAt(root: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  if (!root || typeof root !== 'object') return root;
  if (path.length === 1) {
    if (Array.isArray(root)) return root.filter((_, i) => i !== path[0]);
    const { [path[0]!]: _removed, ...rest } = root as Record<string, unknown>;
    return rest;
  }
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = removeAt(copy[path[0]!], path.slice(1));
  return copy;
}

/** JSON text, with raw fragments spliced in where JSON.stringify would refuse or escape. */
function serialise(value: unknown): string {
  const fragments: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && RAW in v) {
      fragments.push((v as Raw)[RAW]);
      return `__RAW_${fragments.length - 1}__`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"__RAW_(\d+)__"/g, (_m, i: string) => fragments[Number(i)]!);
}

type Fuzzed = { method: string; path: string; body?: string; headers?: Record<string, string> };

function mutate(random: Random, sample: { method: string; path: string; body?: unknown }): Fuzzed {
  const roll = sample.method === 'GET' ? 0 : random();
  let path = sample.path;
  if (sample.method === 'GET' && random() < 0.5) {
    const value = encodeURIComponent(String(pick(random, STRANGE_VALUES.filter((s) => typeof s === 'string' || typeof s === 'number'))));
    path += `${path.includes('?') ? '&' : '?'}${pick(random, ['search', 'risk', 'page', 'pageSize', 'token', 'source', 'section', 'x'])}=${value}`;
  }
  if (roll < 0.08) {
    // The id or the query string instead of the body.
    path = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, () => encodeURIComponent(String(pick(random, ['nope', '%00', 'x'.repeat(5000), '1 OR 1=1', '../..', '00000000-0000-0000-0000-000000000000']))));
    path = path.replace(/=([^&]*)/g, (m, v: string) => (random() < 0.5 ? `=${encodeURIComponent(String(pick(random, STRANGE_VALUES.filter((s) => typeof s === 'string'))))}` : `=${v}`));
    return { method: sample.method, path, body: sample.body === undefined ? undefined : serialise(sample.body) };
  }
  if (roll < 0.13) {
    return { method: sample.method, path, body: pick(random, ['{', '[1,2', '"just a string"', '12', 'null', '{"a":1}{"b":2}', '\u0000', 'not json at all']) };
  }
  if (roll < 0.16) return { method: sample.method, path, body: serialise(sample.body ?? {}), headers: { 'Content-Type': pick(random, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) } };
  let body: unknown = sample.body ?? {};
  const mutations = 1 + Math.floor(random() * 3);
  for (let i = 0; i < mutations; i += 1) {
    const targets = leaves(body);
    const target = pick(random, targets);
    const choice = random();
    if (choice < 0.7) body = setAt(body, target, pick(random, STRANGE_VALUES));
    else if (choice < 0.85 && target.length > 0) body = removeAt(body, target) ?? {};
    else body = setAt(body, [...target.slice(0, -1), `extra${Math.floor(random() * 100)}`], pick(random, STRANGE_VALUES));
  }
  return { method: sample.method, path, body: serialise(body) };
}

/**
 * After a 413 the server closes a connection the client was still writing to; the client's pool
 * can hand that dead socket to the next request. One retry tells a dead socket from a real failure.
 */
async function retried<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch {
    return send();
  }
}

const OWN_BROWSER = new Set<RouteKey>(['POST /api/register', 'POST /api/login', 'POST /api/logout']);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe(`JSON fuzz on ${TEST_DB_KIND} (seed ${SEED})`, () => {
  it(`${TOTAL} generated requests over every route: none answered with 500 or more`, async () => {
    const routes = apiRoutes(server);
    const random = prng(SEED);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    let signedIn = new HttpClient(server.url);
    await registerUser(signedIn);
    let draft = (await signedIn.post('/api/analyses')).json as { id: string; version: number };
    // Signed in and given a draft before it replaces the shared client, so no other worker
    // picks up a client without a session meanwhile.
    const refresh = async () => {
      const fresh = new HttpClient(server.url);
      await retried(() => registerUser(fresh));
      draft = (await retried(() => fresh.post('/api/analyses'))).json;
      signedIn = fresh;
    };

    const plan = Array.from({ length: TOTAL }, (_, i) => ({ key: routes[i % routes.length]! as RouteKey, anonymous: random() < 0.1 }));
    let next = 0;
    const worker = async () => {
      while (next < plan.length) {
        const { key, anonymous } = plan[next++]!;
        const ctx: SampleContext = { canary: 'fuzz', analysisId: draft.id, version: draft.version };
        const request = mutate(random, sampleFor(key, ctx)!);
        // Routes that change who the client is run in a browser of their own.
        const client = anonymous || OWN_BROWSER.has(key) ? new HttpClient(server.url) : signedIn;
        let res: Awaited<ReturnType<HttpClient['request']>>;
        try {
          res = await retried(() => client.request(request.method, request.path, request.body, request.headers));
        } catch (error) {
          // Past the body limit the server answers 413 and closes the connection before the client
          // has finished sending, which fetch reports as a network error. Anything else is a failure.
          if (Buffer.byteLength(request.body ?? '') > MAX_BODY_BYTES) {
            statuses.set(413, (statuses.get(413) ?? 0) + 1);
            continue;
          }
          failures.push(`network error ${request.method} ${request.path.slice(0, 120)} (${Buffer.byteLength(request.body ?? "")} bytes, ${JSON.stringify(request.headers ?? {})}): ${(error as Error).message} ${String((error as { cause?: unknown }).cause)}`);
          continue;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${res.status} ${request.method} ${request.path.slice(0, 120)} ${String(request.body).slice(0, 200)} → ${res.text.slice(0, 200)}`);
        // A fuzzed request may end the session or delete the draft: carry on with fresh ones.
        if (!anonymous && res.status === 401 && key !== 'POST /api/login') await refresh();
        if (res.status === 404 && key.includes(':id') && request.path.includes(draft.id)) await refresh();
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const health = await new HttpClient(server.url).get('/api/health');
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    const summary = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}×${n}`).join(' ');
    console.info(
      `fuzz (${TEST_DB_KIND}, seed ${SEED}): ${TOTAL} requests over ${routes.length} routes; responses ≥ 500: ${failures.length}; statuses ${summary}; RSS ${mb(rssBefore)} → peak ${mb(rssPeak)} → ${mb(process.memoryUsage().rss)}`,
    );
    expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
    expect(health.status).toBe(200);
  }, 600_000);
});
