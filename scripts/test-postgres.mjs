// `npm run test:pg`: the integration and security suites again, on PostgreSQL, when TEST_DATABASE_URL
// is set (CI sets it). Without it there is nothing to run against, so say so and succeed.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is not possible here (PGlite run already done).');
  process.exit(0);
}
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'tests/api', 'tests/security'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
