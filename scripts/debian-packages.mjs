// Questions to dpkg and apt about installed Debian packages, for scripts/check-fresh-machine.mjs.
// Everything here only reads (apt-get -s simulates); removing and installing is the caller's business.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';

function run(argv) {
  const result = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', maxBuffer: 32 << 20 });
  if (result.error) throw new Error(`${argv[0]}: ${result.error.message}`);
  return result;
}

function ok(argv) {
  const result = run(argv);
  if (result.status !== 0) throw new Error(`'${argv.join(' ')}' failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** Installed packages (name → version), from dpkg's status lines `name<TAB>version<TAB>ii `. */
export function parseInstalled(text) {
  const installed = new Map();
  for (const line of text.split('\n')) {
    const [name, version, status] = line.split('\t');
    if (name && status?.startsWith('ii')) installed.set(name, version);
  }
  return installed;
}

export function installedPackages() {
  return parseInstalled(ok(['dpkg-query', '-W', '-f', '${Package}\t${Version}\t${db:Status-Abbrev}\n']));
}

export function manualPackages() {
  return new Set(ok(['apt-mark', 'showmanual']).split('\n').filter(Boolean));
}

/** The packages a simulated apt run (`apt-get -s …`) would remove: its `Remv name [version]` lines. */
export function parseSimulatedRemovals(text) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Remv '))
    .map((line) => line.split(' ')[1]);
}

/** What `apt-get remove --autoremove <names>` would remove, without removing anything. */
export function simulateRemoval(names) {
  if (names.length === 0) return [];
  return parseSimulatedRemovals(ok(['apt-get', '-s', 'remove', '--autoremove', ...names]));
}

/** Packages apt would autoremove today, before we do anything: not ours to remove or count. */
export function orphansNow() {
  return parseSimulatedRemovals(ok(['apt-get', '-s', 'autoremove']));
}

/** The package that owns a file (`dpkg -S`, after symlinks such as /usr/local/bin/initdb), or null. */
export function ownerOf(file) {
  if (!existsSync(file)) return null;
  const result = run(['dpkg', '-S', realpathSync(file)]);
  if (result.status !== 0) return null;
  return result.stdout.split(':')[0].trim() || null;
}

/** A package's direct Depends (names only, virtual packages' providers left out). */
export function directDepends(name) {
  const out = run([
    'apt-cache',
    'depends',
    '--no-recommends',
    '--no-suggests',
    '--no-conflicts',
    '--no-breaks',
    '--no-replaces',
    '--no-enhances',
    name,
  ]).stdout;
  return out
    .split('\n')
    .map((line) => /^\s*\|?Depends: ([^<\s]+)$/.exec(line)?.[1])
    .filter(Boolean);
}
