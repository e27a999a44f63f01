// `npm start`: run the compiled server (dist/server/main.js). It is built first when missing, or
// rebuilt when its sources changed, provided the build tools (dev dependencies) are installed; a
// production install (`npm ci --omit=dev`) runs the build it was shipped with (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const stamp = at('dist/build.json');
const server = at('dist/server/main.js');
/** What the build reads; tests are not part of it. */
const SOURCES = ['src', 'migrations', 'vite.config.ts', 'package.json', 'scripts/build.mjs'];

function newestSource(file) {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stats.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestSource(path.join(file, name))));
}

const built = existsSync(stamp) && existsSync(server) && existsSync(at('dist/client/index.html'));
const canBuild = existsSync(at('node_modules/vite/package.json'));
const stale = built && Math.max(...SOURCES.map((source) => newestSource(at(source)))) > statSync(stamp).mtimeMs;

if (!built || stale) {
  if (!canBuild) {
    if (!built) {
      console.error(
        'Grayline has not been built, and this install has no build tools (it was installed with --omit=dev).\n' +
          'Build it where the dev dependencies are installed (npm ci && npm run build) and ship dist/ with it, or use the Docker image (docs/deploy.md).',
      );
      process.exit(1);
    }
    console.warn('The sources are newer than the build in dist/, and this install cannot rebuild; starting the existing build.');
  } else {
    console.log(built ? 'Sources changed since the last build: rebuilding…' : 'Building Grayline (first start only)…');
    const result = spawnSync(process.execPath, [at('scripts/build.mjs'), '--quiet'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(server).href);
