// Debian's Chromium with a DevTools port for Lighthouse: headless, a throwaway profile, and every switch
// that stops it from calling home (updates, sync, safe browsing, metrics), so a run makes no request
// beyond the site under test (DESIGN §5: only the npm registry is reachable here anyway).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const NO_NETWORK_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-extensions',
  '--disable-sync',
  '--disable-client-side-phishing-detection',
  '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
];

export async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'dhvani-lh-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...NO_NETWORK_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`${CHROMIUM_PATH} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${CHROMIUM_PATH} did not open its DevTools port`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      // Chromium's helper processes can still be writing into the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
