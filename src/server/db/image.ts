import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATABASE_IMAGE_FILE, MIGRATIONS_FOLDER, PACKAGE_ROOT } from '../paths';
import { openPglite } from './client';

// The build entry dist/server/database-image.js also opens a folder the way the server does (bench:start).
export { openPgliteFolder } from './client';
import { runMigrations } from './migrate';

/**
 * A new PGlite database pays initdb (seconds of CPU and most of a gigabyte at its peak). The
 * build does that once: it migrates an in-memory database and writes its data folder as a
 * tarball; a new data folder then starts from a copy (db/client.ts), and start-up only applies
 * migrations newer than the image.
 */
export async function createDatabaseImage(compression: 'none' | 'gzip'): Promise<Uint8Array> {
  const client = await PGlite.create();
  const handle = openPglite(client);
  try {
    await runMigrations(handle);
    return new Uint8Array(await (await client.dumpDataDir(compression)).arrayBuffer());
  } finally {
    await handle.close();
  }
}

/** What the image depends on: every migration file and the PGlite version that wrote it. */
function imageKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(MIGRATIONS_FOLDER, full)}\n`).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex');
}

/** Writes the image unless the one on disk was made from the same migrations; true when written. */
export async function writeDatabaseImage(file = DATABASE_IMAGE_FILE): Promise<boolean> {
  const keyFile = `${file}.key`;
  const key = imageKey();
  if (existsSync(file) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await createDatabaseImage('gzip'));
  writeFileSync(keyFile, key);
  return true;
}
