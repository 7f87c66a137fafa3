// Runs another issue's benchmark script (bench/<name>/run.mjs, or another file of that folder when one issue
// has two cases there) as a child process and reads its result: by convention the last line of its stdout is
// one JSON object. A missing script is "not available", never a guessed number.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';

export function subBenchScript(root, name, file = 'run.mjs') {
  const script = path.join(root, 'bench', name, file);
  return existsSync(script) ? script : null;
}

/**
 * Runs `node <args>` and resolves to the parsed JSON of its last stdout line; rejects (naming the log file)
 * when it fails, times out or prints no JSON.
 */
export function runSubBench({ args, env, logFile, timeoutMs, cwd }) {
  const label = args.map((a) => (path.isAbsolute(a) ? path.relative(cwd, a) : a)).join(' ');
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      log.write(chunk);
    });
    child.stderr.pipe(log);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      log.end();
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) {
        reject(new Error(`${label} exited ${code ?? signal}; log: ${logFile}`));
        return;
      }
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`${label} did not print JSON on its last line; log: ${logFile}`));
      }
    });
  });
}
