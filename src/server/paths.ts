import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` that holds a package.json. */
export function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * Where package.json, migrations/ and dist/ live: found from this module, so the same code
 * works from src/server (tsx, tests) and compiled into dist/server (npm start).
 */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

export const MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, 'migrations');

/** A migrated, empty PGlite database written by the build; a new data folder starts from it. */
export const DATABASE_IMAGE_FILE = path.join(PACKAGE_ROOT, 'dist', 'database', 'image.tar.gz');
