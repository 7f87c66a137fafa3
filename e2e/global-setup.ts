// Runs once before all tests: fixtures, a Chromium check, and the real server on E2E_BASE_URL.
// Returning a function makes Playwright call it as the global teardown.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from '../scripts/ensure-system-packages.mjs';
import { CHROMIUM_PATH } from './support/chromium.js';
import { startServer } from './support/server.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (!ensureSystemPackages(['e2e']) || !existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `e2e: ${CHROMIUM_PATH} is missing and could not be installed (apt-get install -y chromium)`,
    );
  }
  // Cheap when the fixtures are already up to date.
  execFileSync(process.execPath, [join(root, 'scripts', 'make-fixtures.mjs')], { stdio: 'inherit' });

  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('e2e: E2E_BASE_URL is not set; run the tests through playwright.config.ts');
  // E2E_START_SERVER is set by the config when it picked the port itself; with an E2E_BASE_URL of
  // your own (say, `npm run dev`), the tests run against that server instead.
  if (process.env.E2E_START_SERVER !== '1') return undefined;

  const server = await startServer(baseURL);
  console.log(`e2e: server ready at ${server.baseURL}`);
  return server.stop;
}
