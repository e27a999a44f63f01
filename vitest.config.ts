import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'eval/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: one fork per core keeps PGlite instances from starving each other.
    pool: 'forks',
    maxWorkers: 2,
  },
});
