// `npm start`: build whatever is missing, then serve web + API on one port (migrations run at start).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, serverProcess } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const need = [
  ['packages/contract/dist', 'packages/contract'],
  [SERVER_ENTRY, 'apps/server'],
  ['apps/web/dist/index.html', 'apps/web'],
];
for (const [output, workspace] of need) {
  if (fs.existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace} ...`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { args, env } = serverProcess(root);
const server = spawn(process.execPath, args, {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
