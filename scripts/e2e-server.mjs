// The server the end-to-end tests drive: the compiled server and client (`npm run build` first),
// a throw-away embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV ??= 'test';
// Every end-to-end test registers its own account from 127.0.0.1.
process.env.REGISTRATIONS_PER_HOUR ??= '10000';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
