import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../src/server/middleware/compression';
import { startTestServer, type TestServer } from '../helpers/start-server';

let server: TestServer;
let staticDir: string;
const SCRIPT = `console.log(${JSON.stringify('grayline '.repeat(400))});`;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'grayline-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>Grayline shell</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(staticDir, 'route-preloads.json'),
    JSON.stringify({ '/risk-assessment': ['/assets/analysis-screens-1.js', '/assets/query-2.js'], '/dashboard': ['/assets/dashboard-3.js', '/not/an/asset.js'] }),
  );
  const asset = path.join(staticDir, 'assets', 'app-123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  server = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** Raw fetch: the body exactly as sent, never decoded. */
async function raw(url: string, acceptEncoding?: string, method = 'GET') {
  const headers: Record<string, string> = { 'X-Requested-With': 'grayline' };
  if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding;
  // node's fetch decodes bodies it asked for; a plain http request keeps them as sent.
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(server.url + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('built assets', () => {
  it('are sent as the precompressed copy the browser accepts, and vary on it', async () => {
    const br = await raw('/assets/app-123.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');

    const gz = await raw('/assets/app-123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await raw('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });
});

describe('responses made at request time', () => {
  it('compress a large JSON body with brotli or gzip', async () => {
    const plain = await raw('/api/options');
    expect(plain.status).toBe(200);
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

    const br = await raw('/api/options', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);

    const gz = await raw('/api/options', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it('leave small bodies and HEAD requests alone', async () => {
    const health = await raw('/api/health', 'br, gzip');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString()).status).toBe('ok');

    const head = await raw('/api/options', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.byteLength).toBe(0);
  });
});

describe('the page for a screen', () => {
  it('names the code the screen needs, so it downloads alongside the entry', async () => {
    const risk = await (await fetch(`${server.url}/risk-assessment/`)).text();
    expect(risk).toContain('<link rel="modulepreload" crossorigin href="/assets/analysis-screens-1.js">');
    expect(risk).toContain('<link rel="modulepreload" crossorigin href="/assets/query-2.js">');
    expect(risk.indexOf('modulepreload')).toBeLessThan(risk.indexOf('</head>'));

    const dashboard = await (await fetch(`${server.url}/dashboard`)).text();
    expect(dashboard).toContain('/assets/dashboard-3.js');
    // The build's file is trusted only for asset names.
    expect(dashboard).not.toContain('/not/an/asset.js');

    for (const plain of ['/', '/nowhere']) expect(await (await fetch(server.url + plain)).text()).not.toContain('modulepreload');
  });
});
