import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getMimeType } from 'hono/utils/mime';
import { isDeclaredPath, ROUTE_PRELOADS_FILE } from '../../shared/domain/paths';
import type { AppEnv } from '../context';
import { COMPRESSIBLE_TYPE, varyOnEncoding } from './compression';

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

function readPreloads(file: string): Record<string, string[]> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  // Only asset names go into the page, whatever the file holds.
  return Object.fromEntries(
    Object.entries(parsed).map(([route, files]) => [
      route,
      Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file)) : [],
    ]),
  );
}

/**
 * The page for a screen names the screen's code as module preloads, so the browser fetches it
 * alongside the entry instead of after the entry has run and asked for it.
 */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}

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
  let preloads: Record<string, string[]> = {};
  /** index.html with each declared path's preloads, made once per path. */
  const pages = new Map<string, string>();

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
      preloads = readPreloads(path.join(staticDir, ROUTE_PRELOADS_FILE));
    }
    c.header('Cache-Control', 'no-cache');
    if (!isDeclaredPath(c.req.path)) return c.html(indexHtml, 404);
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    let page = pages.get(pathname);
    if (!page) {
      page = withPreloads(indexHtml, preloads[pathname] ?? []);
      pages.set(pathname, page);
    }
    return c.html(page);
  });
  return app;
}
