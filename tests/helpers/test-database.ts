import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client';
import { TEST_DB_KIND, testDatabaseUrl, withDatabase } from '../setup/test-database-kind';

/**
 * FORCE cannot end an autovacuum worker that happens to be busy in the database (it belongs to
 * no role the test user may signal: SQLSTATE 42501); such a worker finishes within moments.
 */
async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A fresh, migrated database for one test file; `close` drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'postgres') {
    const adminUrl = testDatabaseUrl();
    const name = `grayline_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const handle = openPostgres(withDatabase(adminUrl, name));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        try {
          await dropWhenFree(dropper, name);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return openPglite(client);
}
