// The server the end-to-end tests drive: the built client, a throw-away embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV ??= 'test';
// Every end-to-end test registers its own account from 127.0.0.1.
process.env.REGISTRATIONS_PER_HOUR ??= '10000';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
