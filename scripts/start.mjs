// `npm start`: build whatever is missing or stale, then serve web + API on one port (migrations run at start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { serverProcess } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Debian packages the server runs at run time (group `runtime` of ensure-system-packages.mjs), installed only
// when missing and said so, the way `npm test` installs its own: espeak-ng, which grading's read-check runs
// (docs/decisions/0044).
if (!ensureSystemPackages(['runtime'])) process.exit(1);
// Rebuild whatever is missing or older than its sources (a `git pull` must not serve a stale build).
const status = build({ ifStale: true });
if (status !== 0) process.exit(status);
const { args, env } = serverProcess(root);
const server = spawn(process.execPath, args, {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
