// "Builds if needed": a workspace is rebuilt when its build output is missing or older than any of its
// sources, so the bench never measures yesterday's code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const WORKSPACES = [
  { dir: 'packages/contract', output: 'dist', sources: ['src', 'package.json'] },
  { dir: 'packages/flac', output: 'dist', sources: ['src', 'package.json'] },
  { dir: 'apps/server', output: 'dist/main.js', sources: ['src', 'package.json', 'tsconfig.build.json'] },
  { dir: 'apps/web', output: 'dist/index.html', sources: ['src', 'index.html', 'public', 'vite.config.ts'] },
];

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const st = statSync(file);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry.name)));
  }
  return newest;
}

export function ensureBuilt(root, log) {
  let upstreamRebuilt = false;
  for (const ws of WORKSPACES) {
    const output = path.join(root, ws.dir, ws.output);
    const builtAt = newestMtime(output);
    const changedAt = Math.max(...ws.sources.map((s) => newestMtime(path.join(root, ws.dir, s))));
    // The packages are compiled into both apps, so a rebuilt package rebuilds them too.
    if (builtAt && changedAt <= builtAt && !upstreamRebuilt) continue;
    log(`building ${ws.dir} ...`);
    const r = spawnSync('npm', ['run', 'build', '-w', ws.dir], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`npm run build -w ${ws.dir} failed (exit ${r.status})`);
    if (ws.dir.startsWith('packages/')) upstreamRebuilt = true;
  }
}
