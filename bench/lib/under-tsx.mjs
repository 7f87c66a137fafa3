// Benches that import the server's TypeScript sources run themselves again under tsx (with the workspaces'
// `source` condition), so no build is needed. Call first thing: in the parent it runs the child (with the
// same arguments) and exits with its status; in the child it returns.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function runUnderTsx(scriptUrl) {
  if (process.env.DHVANI_BENCH_CHILD) return;
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(scriptUrl), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, DHVANI_BENCH_CHILD: '1' } },
  );
  process.exit(child.status ?? 1);
}
