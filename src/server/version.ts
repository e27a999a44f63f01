import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');

export const APP_VERSION: string = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
