// `npm run build`: the client into dist/client (with brotli and gzip copies of every asset), the
// server compiled into dist/server (what `npm start` runs), and the migrated database image a
// new data folder starts from (dist/database). Needs the dev dependencies; a production install
// runs a build made here (see docs/deploy.md).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';
const started = performance.now();
// vite.config.ts names its root (src/client) relative to the package.
process.chdir(root);
// vite.config.ts imports the screens table (src/client/screens.ts), TypeScript with extensionless
// imports, which Vite's bundling config loader handles; the notice is about a future loader.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel });

// Every package stays an import (installed by npm); only our own TypeScript is compiled.
await build({
  root,
  configFile: false,
  logLevel,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: { main: 'src/server/main.ts', 'database-image': 'src/server/db/image.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  ssr: { target: 'node' },
});

const { writeDatabaseImage } = await import(pathToFileURL(path.join(root, 'dist/server/database-image.js')).href);
const wrote = await writeDatabaseImage();
if (logLevel === 'info') console.log(wrote ? 'dist/database/image.tar.gz written' : 'dist/database/image.tar.gz is up to date');

// `npm start` compares this stamp with the sources to decide whether to build again.
writeFileSync(path.join(root, 'dist/build.json'), `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
if (logLevel === 'info') console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
