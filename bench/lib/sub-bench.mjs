// Runs another issue's benchmark script (bench/<name>/run.mjs) as a child process and reads its result: by
// convention the last line of its stdout is one JSON object. A missing script is "not available", never a
// guessed number.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';

export function subBenchScript(root, name) {
  const script = path.join(root, 'bench', name, 'run.mjs');
  return existsSync(script) ? script : null;
}

/** Resolves to the parsed JSON of the last stdout line; rejects with the log's tail on failure. */
export function runSubBench({ script, env, logFile, timeoutMs, cwd }) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
        reject(new Error(`${path.relative(cwd, script)} exited ${code ?? signal}; log: ${logFile}`));
        return;
      }
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(
          new Error(`${path.relative(cwd, script)} did not print JSON on its last line; log: ${logFile}`),
        );
      }
    });
  });
}
