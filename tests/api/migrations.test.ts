import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { TEST_DB_KIND, testDatabaseUrl, withDatabase } from '../setup/test-database-kind';

/** An empty database of the kind under test, never migrated. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') return openPglite(await PGlite.create());
  const adminUrl = testDatabaseUrl();
  const name = `grayline_m_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = openPostgres(withDatabase(adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return ((result as { rows: Array<{ table_name: string }> }).rows).map((row) => row.table_name);
}

describe(`migrations on ${TEST_DB_KIND}`, () => {
  it('create the schema on an empty database and are idempotent', async () => {
    const handle = await emptyDatabase();
    try {
      expect(await tableNames(handle)).toEqual([]);
      await runMigrations(handle);
      const tables = await tableNames(handle);
      expect(tables).toEqual(expect.arrayContaining(['analyses', 'sessions', 'users']));
      await runMigrations(handle);
      expect(await tableNames(handle)).toEqual(tables);
    } finally {
      await handle.close();
    }
  });

  it('enforce keys: unique e-mail and cascading deletes', async () => {
    const handle = await emptyDatabase();
    try {
      await runMigrations(handle);
      const insertUser = sql`insert into users (email, password_hash, full_name, role, state, experience_level)
        values ('a@example.org', 'h', 'A B', 'lpc', 'CA', 'developing') returning id`;
      const { rows } = (await handle.db.execute(insertUser)) as { rows: unknown[] };
      const userId = (rows[0] as { id: string }).id;
      await expect(handle.db.execute(insertUser)).rejects.toThrow();
      await handle.db.execute(sql`insert into analyses (user_id) values (${userId})`);
      await handle.db.execute(sql`delete from users where id = ${userId}`);
      const left = await handle.db.execute(sql`select count(*)::int as n from analyses`);
      expect(((left as { rows: Array<{ n: number }> }).rows[0])!.n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
