import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const handle = openPglite(await PGlite.create(dir));
    return { ...handle, close: () => handle.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
