// Browser end-to-end tests: Debian's Chromium (never a downloaded browser) with fake microphone and
// camera fed from fixtures/generated, against the real built server (see e2e/global-setup.ts).
import { defineConfig } from '@playwright/test';
import { freePort } from './scripts/free-port.mjs';
import { chromiumLaunchOptions } from './e2e/support/chromium.js';

// Pick the port once, in the runner process. Workers inherit the environment and re-read this file,
// so they see the same address instead of picking a new one.
if (!process.env.E2E_BASE_URL) {
  process.env.E2E_BASE_URL = `http://127.0.0.1:${await freePort()}`;
  process.env.E2E_START_SERVER = '1';
}
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // The machine has two shared cores; the server, Chromium and the runner all need some.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: isCI,
  // One retry in CI keeps one unlucky moment on a loaded machine from failing the run, but a test that
  // needed it is reported as FLAKY (e2e/support/flaky-reporter.ts), to be fixed, not ignored.
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['./e2e/support/flaky-reporter.ts']],
  // Generous: the machine is slow and shared. Speed is measured in bench/, not here.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions(),
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off',
  },
});
