// Child processes of the bench: the production server and the bare Fastify server, each on a free loopback
// port, with their output kept in a log file (printed when something goes wrong), and their memory read from
// /proc/<pid>/status.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200 or the child exits; throws with the log's tail on failure. */
async function waitUntilUp(child, url, logFile, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  const tail = readFileSync(logFile, 'utf8').slice(-3000);
  throw new Error(`${url} did not come up (exit ${child.exitCode ?? child.signalCode}):\n${tail}`);
}

/**
 * Starts `node <args>` (the script last) with `env` on a free port (passed as PORT) and waits for `readyPath`.
 * Returns { url, port, pid, logFile, stop() }.
 */
export async function startNodeServer({ args, env, readyPath, logFile, cwd }) {
  const port = await freePort();
  // The child writes its output straight into the log file: relayed through a pipe, every log line would
  // cost this process (which runs the load generator) CPU, and the measurement with it.
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once('close', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}${readyPath}`, logFile).catch(async (err) => {
    child.kill('SIGKILL');
    throw err;
  });
  return {
    url,
    port,
    pid: child.pid,
    logFile,
    /** SIGTERM (graceful close), then SIGKILL after `graceMs`; resolves once its output is flushed. */
    async stop(graceMs = 30_000) {
      let timer;
      if (child.exitCode === null && !child.signalCode) {
        child.kill('SIGTERM');
        timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      }
      await exited;
      clearTimeout(timer);
    },
  };
}

function statusField(pid, field) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : null;
}

/** Current resident memory in bytes. */
export const rssOf = (pid) => statusField(pid, 'VmRSS');

/**
 * Tracks a process's peak resident memory from now on. Linux resets the high-water mark (VmHWM) when "5" is
 * written to /proc/<pid>/clear_refs; where that is not allowed the tracker polls VmRSS instead (which can
 * miss a short spike, so the method is reported with the value).
 */
export async function trackPeakRss(pid) {
  let method = 'VmHWM';
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
  } catch {
    method = 'VmRSS polled every 50 ms';
  }
  let polled = rssOf(pid) ?? 0;
  const timer = setInterval(() => {
    try {
      polled = Math.max(polled, rssOf(pid) ?? 0);
    } catch {
      // the process has exited
    }
  }, 50);
  return {
    method,
    stop() {
      clearInterval(timer);
      const hwm = method === 'VmHWM' ? statusField(pid, 'VmHWM') : null;
      return Math.max(polled, hwm ?? 0);
    },
  };
}

export const logPath = (dir, name) => path.join(dir, `${name}.log`);
