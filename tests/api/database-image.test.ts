import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPgliteFolder } from '../../src/server/db/client';
import { TEST_DB_KIND } from '../setup/test-database-kind';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'grayline-image-'));
  dirs.push(dir);
  return dir;
}

async function tables(client: Awaited<ReturnType<typeof openPgliteFolder>>): Promise<string[]> {
  const result = await client.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
  return result.rows.map((row) => row.table_name);
}

describe.runIf(TEST_DB_KIND === 'pglite')('a new PGlite data folder', () => {
  it('starts from the migrated image, complete, and keeps its data on reopen', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const first = await openPgliteFolder(dir, inject('pgliteSnapshot'));
    expect(await tables(first)).toEqual(expect.arrayContaining(['users', 'sessions', 'analyses']));
    await first.query(`create table image_test (note text)`);
    await first.query(`insert into image_test values ('kept')`);
    await first.close();
    expect(existsSync(`${dir}.partial`)).toBe(false);

    const again = await openPgliteFolder(dir, inject('pgliteSnapshot'));
    expect((await again.query<{ note: string }>('select note from image_test')).rows).toEqual([{ note: 'kept' }]);
    await again.close();
  });

  it('never replaces a folder that already holds a database', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const bogusImage = path.join(tempDir(), 'not-an-image.tar');
    writeFileSync(bogusImage, 'not a tarball');
    const created = await openPgliteFolder(dir, inject('pgliteSnapshot'));
    await created.close();
    // An existing database opens as it is; the (here unusable) image is not read.
    const reopened = await openPgliteFolder(dir, bogusImage);
    expect(await tables(reopened)).toContain('users');
    await reopened.close();
  });

  it('clears what an interrupted first start left beside it', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    writeFileSync(path.join(path.dirname(dir), 'marker'), '');
    // A half-unpacked image from a start that was killed.
    mkdirSync(partial);
    writeFileSync(path.join(partial, 'PG_VERSION'), '17');
    const client = await openPgliteFolder(dir, inject('pgliteSnapshot'));
    expect(await tables(client)).toContain('users');
    await client.close();
    expect(readdirSync(path.dirname(dir)).sort()).toEqual(['marker', 'pglite']);
  });
});
