import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (the machine has no internet).
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install Chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to its executable, then run the end-to-end tests again.`,
  );
}

const PORT = Number(process.env.E2E_PORT || 4319);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // CI machines are shared and slow; one retry absorbs timing noise, and a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT) },
  },
});
