import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '../../src/shared/api/health';
import { ErrorBodySchema } from '../../src/shared/errors';
import { TEST_DB_KIND } from '../setup/test-database-kind';
import type { AnalysisService } from '../../src/server/ai/analysis-service';
import { HttpClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
let client: HttpClient;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'grayline-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Grayline shell</title><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'app-123.js'), 'console.log("app")');
  server = await startTestServer({ STATIC_DIR: staticDir });
  client = new HttpClient(server.url);
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports version, database kind and engine', async () => {
    const res = await client.get('/api/health');
    expect(res.status).toBe(200);
    expect(HealthResponseSchema.parse(res.json)).toEqual({ status: 'ok', version: 'test', database: TEST_DB_KIND, engine: 'built-in' });
  });
});

describe('error shapes', () => {
  it('answers an unknown /api path with a 404 in the error shape', async () => {
    const res = await client.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(res.json).error.code).toBe('not_found');
  });

  it('refuses a body over 256 KB with 413', async () => {
    // The server answers before reading the body and drops the connection; do not reuse it.
    const res = await client.post('/api/health', { blob: 'x'.repeat(300 * 1024) }, { Connection: 'close' });
    expect(res.status).toBe(413);
    expect(ErrorBodySchema.parse(res.json).error).toMatchObject({ code: 'payload_too_large' });
  });

  it('turns an unexpected failure into a 500 without a stack trace or the error’s message', async () => {
    const failing = { get name(): string { throw new Error('secret-detail-4411 in an error message'); } } as unknown as AnalysisService;
    const broken = await startTestServer({}, failing);
    try {
      const res = await new HttpClient(broken.url).get('/api/health');
      expect(res.status).toBe(500);
      const body = ErrorBodySchema.parse(res.json);
      expect(body.error.code).toBe('internal_error');
      expect(res.text).not.toMatch(/at .*\.ts:\d+|stack|secret-detail/i);
      const log = broken.logs.join('');
      expect(log).toContain('unhandled error');
      expect(log).not.toContain('secret-detail-4411');
    } finally {
      await broken.close();
    }
  });

  it('answers 503 while the database is unreachable, without a stack trace', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const res = await new HttpClient(broken.url).get('/api/health');
    expect(res.status).toBe(503);
    expect(ErrorBodySchema.parse(res.json).error.code).toBe('service_unavailable');
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.text).not.toMatch(/at .*\.ts:\d+|stack/i);
    expect(broken.logs.join('')).toContain('database unavailable');
    // The database is already closed; closing the server must still succeed.
    broken.database.close = async () => {};
    await broken.close();
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/', '/risk-assessment', '/assets/app-123.js'])('are on %s', async (url) => {
    const res = await client.get(url);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('marks API responses as not cacheable', async () => {
    expect((await client.get('/api/health')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('single-page app', () => {
  it('serves index.html for client routes (history fallback)', async () => {
    for (const route of ['/', '/hero', '/final-report', '/dashboard/']) {
      const res = await client.get(route, { Accept: 'text/html' });
      expect(res.status, route).toBe(200);
      expect(res.text).toContain('Grayline shell');
    }
  });

  it('answers an undeclared path with 404, still with the shell that renders Page Not Found', async () => {
    for (const route of ['/some/unknown/page', '/dashboard/extra', '/Dashboard']) {
      const res = await client.get(route, { Accept: 'text/html' });
      expect(res.status, route).toBe(404);
      expect(res.text).toContain('Grayline shell');
    }
  });

  it('serves built assets with a long cache and 404s a missing one', async () => {
    const asset = await client.get('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/assets/missing.js')).status).toBe(404);
  });
});
