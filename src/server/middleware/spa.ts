import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../context';

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Serves the built client: hashed assets with a long cache, other files as they are, and
 * index.html for every other GET so client-side routes (and the client's own "Page Not Found")
 * survive a reload. A missing file with an extension is a plain 404, never the app shell.
 */
export function spaRoutes(staticDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(staticDir, 'index.html');
  const root = path.relative(process.cwd(), staticDir) || '.';
  let indexHtml: string | undefined;

  // Created on first use: serveStatic complains at creation when the build does not exist yet.
  let files: ReturnType<typeof serveStatic<AppEnv>> | undefined;
  const createFiles = () => serveStatic<AppEnv>({
    root,
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
    return response ?? c.text('Not found', 404);
  });

  app.on(['GET', 'HEAD'], '*', (c) => {
    if (!indexHtml) {
      if (!existsSync(indexFile)) {
        return c.text('The client has not been built yet. Run `npm run build` (npm start does this for you).', 503);
      }
      indexHtml = readFileSync(indexFile, 'utf8');
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
