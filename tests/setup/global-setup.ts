import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/server/db/client';
import { createDatabaseImage } from '../../src/server/db/image';
import { runMigrations } from '../../src/server/db/migrate';
import { TEST_DB_KIND, testDatabaseUrl, withDatabase } from './test-database-kind';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one database before any test runs; every test file then gets a fresh copy of it
 * (a PGlite snapshot, or a PostgreSQL database cloned from a template), so files never share
 * rows and the migrations run once.
 */
export default async function setup(project: TestProject) {
  if (TEST_DB_KIND === 'postgres') {
    const adminUrl = testDatabaseUrl();
    const template = `grayline_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = openPostgres(withDatabase(adminUrl, template));
    await runMigrations(handle);
    await handle.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  // The same image the build ships for new data folders, uncompressed.
  const dir = mkdtempSync(path.join(tmpdir(), 'grayline-test-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, await createDatabaseImage('none'));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
