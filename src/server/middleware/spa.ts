import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getMimeType } from 'hono/utils/mime';
import { isDeclaredPath } from '../../shared/domain/paths';
import type { AppEnv } from '../context';
import { COMPRESSIBLE_TYPE, varyOnEncoding } from './compression';

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Serves the built client: hashed assets with a long cache, other files as they are, each in
 * the brotli or gzip copy the build wrote beside it when the browser accepts one, and index.html
 * for every other GET so client-side routes survive a reload. A path the client does not
 * declare gets index.html with status 404 (the client renders its own "Page Not Found"); a
 * missing file with an extension is a plain 404, never the app shell.
 */
export function spaRoutes(staticDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(staticDir, 'index.html');
  const root = path.relative(process.cwd(), staticDir) || '.';
  let indexHtml: string | undefined;

  // Created on first use: serveStatic complains at creation when the build does not exist yet.
  let files: ReturnType<typeof serveStatic<AppEnv>> | undefined;
  const createFiles = () =>
    serveStatic<AppEnv>({
      root,
      precompressed: true,
      onFound: (filePath, c) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/')) {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!HAS_EXTENSION.test(c.req.path)) return next();
    if (!existsSync(staticDir)) return c.text('Not found', 404);
    files ??= createFiles();
    const response = await files(c, async () => {});
    if (!response) return c.text('Not found', 404);
    // Caches must keep the compressed and plain copies apart, whichever this one was.
    if (COMPRESSIBLE_TYPE.test(getMimeType(c.req.path) ?? '')) varyOnEncoding(response.headers);
    return response;
  });

  app.on(['GET', 'HEAD'], '*', (c) => {
    if (!indexHtml) {
      if (!existsSync(indexFile)) {
        return c.text('The client has not been built yet. Run `npm run build` (npm start does this for you).', 503);
      }
      indexHtml = readFileSync(indexFile, 'utf8');
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isDeclaredPath(c.req.path) ? 200 : 404);
  });
  return app;
}
