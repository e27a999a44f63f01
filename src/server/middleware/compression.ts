import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than the headers and the CPU cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** Text-like types; images, archives and fonts are already compressed. */
export const COMPRESSIBLE_TYPE = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The best encoding the client accepts: brotli, then gzip, honouring q-values ("br;q=0" refuses
 * brotli, "*" accepts any). Null when neither is acceptable.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, name) => (weight(name) > weight(best) ? name : best));
}

/** Adds Accept-Encoding to Vary once, whatever it held. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

export async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  // Quality 5 / level 6: most of the saving at a fraction of the maximum's CPU, per response.
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : await gzipAsync(body, { level: 6 });
  return new Uint8Array(compressed);
}

/**
 * Compresses every compressible response made at request time (API JSON, reports, the app
 * shell) with brotli or gzip. Built assets come precompressed from the build (middleware/spa.ts)
 * and already carry their Content-Encoding, so they pass through untouched.
 */
export const compression = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
  if (res.status === 204 || res.status === 206 || res.status === 304) return;
  // Server-sent events (a section a model is writing, decision 013) go out as they are written:
  // compressing here would hold the whole stream until it ends.
  if (/^\s*text\/event-stream/i.test(res.headers.get('Content-Type') ?? '')) return;
  if (!COMPRESSIBLE_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
  if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
  varyOnEncoding(res.headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const declared = Number(res.headers.get('Content-Length') ?? NaN);
  if (declared < MIN_COMPRESS_BYTES) return;
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < MIN_COMPRESS_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed = await compress(body, encoding);
  res.headers.set('Content-Encoding', encoding);
  res.headers.set('Content-Length', String(compressed.byteLength));
  c.res = new Response(compressed, res);
});
