import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DATABASE_IMAGE_FILE } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the server.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is touched at start-up and stays resident; the
 * embedded database serves one practice, whose working set fits in a small fraction of that.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/**
 * Opens the PGlite data folder `dir`. A new one starts as a copy of the build's migrated image,
 * unpacked beside it and moved into place only once complete, so an interrupted first start
 * leaves no half-made database; without an image PGlite creates one (initdb, much slower).
 */
export async function openPgliteFolder(dir: string, image = DATABASE_IMAGE_FILE): Promise<PGlite> {
  if (!existsSync(path.join(dir, 'PG_VERSION')) && existsSync(image)) {
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const unpacked = await PGlite.create(partial, { loadDataDir: new Blob([readFileSync(image)]), startParams: PGLITE_START_PARAMS });
    await unpacked.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  }
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
}

/**
 * PGlite in DATA_DIR unless DATABASE_URL points at PostgreSQL. PGlite's folder is locked for this
 * process first (db/data-dir-lock.ts); `onLockLost` runs if the lock is ever taken over.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onLockLost?: () => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const lock = acquireDataDirLock(options.dataDir, options.onLockLost ?? (() => process.exit(1)));
  try {
    const handle = openPglite(await openPgliteFolder(path.join(options.dataDir, 'pglite')));
    return { ...handle, close: () => handle.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
