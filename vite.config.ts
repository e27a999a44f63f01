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
      const bySource = (suffix: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)));
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

/**
 * What the screens share goes into a few chunks rather than a few dozen small ones: on HTTP/1.1
 * a browser fetches six files at a time, and the risk screen was twenty-seven files, five rounds
 * of requests. The entry takes everything the first page needs; the query cache, the icons (with
 * clsx), the domain tables and the screens' common components (the flow's guard, section
 * loading, cards, badges) are a chunk each. Kept out of the screens' kit: what loads on first use
 * (dialogs, the menu, toasts, the correction dialog) and what brings zod (forms, validation, API
 * schemas, the safety screen's questions), which no analysis screen needs to draw; and the domain
 * tables are apart from the kit, so the sign-up form's validation does not bring the screens' code.
 */
const SHARED_DOMAIN = /[\\/]src[\\/]shared[\\/]domain[\\/](?!safety-screen\.ts$)/;
const SCREEN_KIT = /[\\/]src[\\/]client[\\/](?:features[\\/]analysis|components)[\\/]/;
const NOT_IN_KIT = /[\\/](?:dialog-view|toast-viewport|header-menu|correction-dialog|safety-screen-form|use-report-actions)\.tsx?$|[\\/](?:form|views)[\\/]/;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: 'query-scope', test: /[\\/]@tanstack[\\/]|[\\/]src[\\/]client[\\/]lib[\\/]query-(?:scope|client)\.tsx?$/, priority: 2 },
            { name: 'ui', test: /[\\/]node_modules[\\/](?:lucide-react|clsx)[\\/]/, minShareCount: 2, priority: 1 },
            { name: 'domain', test: SHARED_DOMAIN, minShareCount: 2, priority: 1 },
            { name: 'screen-kit', test: (id) => SCREEN_KIT.test(id) && !NOT_IN_KIT.test(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
