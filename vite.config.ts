import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { SCREENS } from './src/client/screens';
import { ROUTE_PRELOADS_FILE } from './src/shared/domain/paths';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at
 * the highest quality: compressed once here instead of on every request (middleware/spa.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'grayline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Writes route-preloads.json: for each screen (src/client/screens.ts), the chunks its module and
 * the query cache load that the entry has not already loaded. The server names them in the page
 * it sends for that path (middleware/spa.ts), so they download alongside the entry instead of
 * after it.
 */
function routePreloads(): Plugin {
  return {
    name: 'grayline:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const bySource = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const queryScope = bySource('/src/client/lib/query-scope.tsx');
      if (!entry || !queryScope) this.error('route preloads: no entry or query-scope chunk');
      const initial = closure(entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const screen of SCREENS) {
        const chunk = bySource(`/src/client/routes/${screen.module}.tsx`);
        if (!chunk) this.error(`route preloads: no chunk for routes/${screen.module}.tsx`);
        const needed = new Set([...closure(chunk.fileName), ...closure(queryScope.fileName)]);
        preloads[screen.path] = [...needed].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
