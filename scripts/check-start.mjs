#!/usr/bin/env node
// Usage: node scripts/check-start.mjs
//
// The README's other promise, `npm ci && npm start`, checked the way a newcomer would: runs `npm start` on a
// free loopback port with an empty temporary DATA_DIR, waits until the API says it is healthy and the home
// page is served, then stops it with SIGTERM and expects a clean exit. check-fresh-machine.mjs runs it right
// after `npm ci`, before `npm test` installs anything, so it proves `npm start` on a bare machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const root = resolve(import.meta.dirname, '..');
// The first start builds the web app and the server (about a minute here) and may install run-time packages.
const READY_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 500;

async function answer(url) {
  try {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  } catch {
    return null;
  }
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', done));
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dhvani-start-'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`check-start: npm start on ${base}, DATA_DIR ${dataDir}`);
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'inherit',
    // Its own process group: SIGTERM reaches npm, start.mjs and the server alike.
    detached: true,
  });
  const started = Date.now();
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    let health = null;
    while (Date.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited (${child.exitCode}) before it was healthy`);
      health = await answer(`${base}/api/v1/health`);
      if (health?.status === 200) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    if (health?.status !== 200) throw new Error(`no healthy answer within ${READY_TIMEOUT_MS / 60_000} min`);
    console.log(`check-start: healthy after ${Math.round((Date.now() - started) / 1000)} s: ${health.body}`);
    const home = await answer(`${base}/`);
    if (home?.status !== 200 || !home.type.startsWith('text/html') || !home.body.includes('<div id="root"')) {
      throw new Error(
        `GET / answered ${home?.status ?? 'nothing'} (${home?.type ?? ''}), not the app's page`,
      );
    }
    console.log('check-start: GET / serves the app');
    await stop();
    console.log('check-start: PASS (stopped on SIGTERM)');
    return 0;
  } catch (error) {
    console.error(`check-start: FAIL: ${error.message}`);
    await stop();
    return 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
