/**
 * Where a server's CPU time went: reads a V8 .cpuprofile (node --cpu-prof) and prints self time
 * grouped by where the code lives (PGlite, argon2, the engine, drizzle, JSON, garbage collection,
 * idle…), then the heaviest functions. Used for the load test's PGlite figures (README).
 *   npx tsx scripts/profile-summary.ts file.cpuprofile
 */
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/profile-summary.ts file.cpuprofile');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

function area(node: Node): string {
  const { url, functionName } = node.callFrame;
  if (functionName === '(idle)') return 'idle (waiting for I/O)';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8/runtime (program)';
  if (url.includes('@electric-sql/pglite') || url.startsWith('wasm://')) return 'PGlite (the database, in WebAssembly)';
  if (url.includes('argon2')) return 'argon2';
  if (url.includes('/src/engine/')) return 'engine (sections)';
  if (url.includes('drizzle-orm')) return 'drizzle';
  if (url.includes('/zod/')) return 'zod (validation)';
  if (url.includes('/hono/') || url.includes('@hono/')) return 'hono (HTTP)';
  if (url.includes('/src/')) return 'app code';
  if (url === '' && /^(writev?|open|close|fsync|fdatasync|read|fstat|lstat|stat|unlink|rename|ftruncate|readdir|mkdir)$/.test(functionName)) return 'native reads and writes (sockets and files)';
  if (url.startsWith('node:') || url === '') return functionName === 'stringify' || functionName === 'parse' ? 'JSON' : 'Node built-ins';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return pkg ? `package ${pkg}` : 'other';
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, micros] of self) {
  const node = byId.get(id)!;
  areas.set(area(node), (areas.get(area(node)) ?? 0) + micros);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/')}:${node.callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const pct = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(1)} s sampled on the main thread`);
for (const [name, micros] of [...areas].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(micros)}  ${name}`);
console.log('heaviest functions (self time):');
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(micros)}  ${name}`);
