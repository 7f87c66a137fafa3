#!/usr/bin/env node
// Usage: node scripts/ensure-system-packages.mjs <group> [<group> ...]     (`all` names every group)
//
// Installs the Debian packages a command of ours needs, only those that are missing, saying which and why.
// The README's commands run on a bare machine (Node, npm, root): `npm test`, `npm run test:pg` and
// `npm start` call this for their groups, so nothing has to be installed by hand or by CI (issues 17, 37).
//
// A package counts as present only when a command that USES it succeeds. Its file existing is not enough:
// apt here installs no Recommends, so python3-soundfile imported fine without python3-numpy and failed on the
// first file it read (issue 37). `npm run check:fresh-machine` removes every package listed here and proves
// that `npm ci && npm test` on a clone puts back what it needs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Writes a one-tenth-second 16 kHz WAV with Python's own `wave` module and reads it back with soundfile,
// which needs numpy for that (scripts/read-release.py reads every clip of a dataset release this way).
const SOUNDFILE_READS_A_WAV = [
  'import os, tempfile, wave, numpy, soundfile',
  'fd, path = tempfile.mkstemp(suffix=".wav"); os.close(fd)',
  'try:',
  '    with wave.open(path, "wb") as w:',
  '        w.setnchannels(1); w.setsampwidth(2); w.setframerate(16000); w.writeframes(b"\\x01\\x00" * 1600)',
  '    data, rate = soundfile.read(path)',
  '    assert rate == 16000 and len(data) == 1600, (rate, len(data))',
  'finally:',
  '    os.remove(path)',
].join('\n');

/** Debian keeps initdb and pg_ctl outside PATH, in /usr/lib/postgresql/<major>/bin. */
export function postgresBinDirs() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => join(base, major, 'bin'));
}

/**
 * One package: the groups that need it, why, and a command that uses it (argv; exit 0 = usable).
 * `needs`: packages whose absence also fails this check (install those first, then look again).
 * `searchDirs`: where to look for the check's program besides PATH.
 */
const need = (pkg, groups, why, check, extra = {}) => ({ package: pkg, groups, why, check, ...extra });

/** The single list of Debian packages the project installs. Add a package with one `need(...)` line. */
// prettier-ignore
export const PACKAGES = [
  need('espeak-ng', ['fixtures', 'runtime'], "speaks the test clips, and the read-check's reference readings when grading (docs/decisions/0044)", ['espeak-ng', '--version']),
  need('sox', ['fixtures'], 'resamples the spoken test clips to 16 kHz mono', ['sox', '--version']),
  need('flac', ['readers'], "the reference FLAC encoder and decoder our codec is checked against (packages/flac)", ['flac', '--version']),
  need('python3-numpy', ['readers'], 'soundfile needs numpy to read a file; apt here installs no Recommends', ['/usr/bin/python3', '-c', 'import numpy']),
  need('python3-soundfile', ['readers'], 'the independent reader of dataset releases (scripts/read-release.py)', ['/usr/bin/python3', '-c', SOUNDFILE_READS_A_WAV], { needs: ['python3-numpy'] }),
  need('unzip', ['readers'], "Info-ZIP's unzip tests every CRC of a data export (lib/zip-writer.test.ts)", ['unzip', '-v']),
  need('chromium', ['e2e'], "the browser end-to-end tests drive Debian's Chromium; nothing may download a browser", ['/usr/bin/chromium', '--version']),
  need('postgresql', ['postgres', 'cluster'], 'npm run test:pg starts a private PostgreSQL server (scripts/with-postgres.mjs); so do the fault tests of npm test with several processes on one database, and the cluster', ['initdb', '--version'], { searchDirs: postgresBinDirs }),
  need('redis-server', ['cluster'], "the cluster's shared per-IP counters (npm run cluster, npm run test:cluster)", ['redis-server', '--version']),
  need('haproxy', ['cluster'], "the cluster's balancer, round-robin over the API processes (deploy/haproxy.cfg)", ['haproxy', '-v'], { searchDirs: () => ['/usr/sbin'] }),
];

/** Groups made of other groups: `test` is everything `npm test` runs. (`all` is every package above.) */
// `postgres` too: npm test's fault tests start private PostgreSQL servers (several processes on one database,
// an outage), which a bare machine lacks (the fresh-machine check failed on them without it).
export const GROUP_SETS = { test: ['fixtures', 'readers', 'e2e', 'postgres'] };

/** Every group name a command may ask for. */
export function groupNames(packages = PACKAGES) {
  const own = packages.flatMap((entry) => entry.groups);
  // `runtime` is what `npm start` needs (scripts/start.mjs asks for it): espeak-ng for the read-check. It is
  // always a group a command can ask for, whatever packages it holds.
  return [...new Set([...own, 'runtime', ...Object.keys(GROUP_SETS), 'all'])];
}

/** The entries the groups need, in list order, each once. Throws on a group nobody defined. */
export function entriesFor(groups, packages = PACKAGES) {
  const known = groupNames(packages);
  const wanted = new Set();
  for (const group of groups) {
    if (!known.includes(group)) throw new Error(`unknown group '${group}'; known: ${known.join(', ')}`);
    if (group === 'all') packages.forEach((entry) => entry.groups.forEach((g) => wanted.add(g)));
    else for (const g of GROUP_SETS[group] ?? [group]) wanted.add(g);
  }
  return packages.filter((entry) => entry.groups.some((g) => wanted.has(g)));
}

/** The program a check runs: as written when it has a slash, else found in PATH or the entry's searchDirs. */
export function resolveProgram(entry) {
  const [program] = entry.check;
  if (program.includes('/')) return program;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), ...(entry.searchDirs?.() ?? [])];
  return (
    dirs
      .filter(Boolean)
      .map((dir) => join(dir, program))
      .find((file) => existsSync(file)) ?? program
  );
}

/** Runs an entry's check; `{ ok, detail }` where detail says why it failed. */
export function runCheck(entry) {
  const [, ...args] = entry.check;
  const result = spawnSync(resolveProgram(entry), args, { encoding: 'utf8', timeout: 60_000, stdio: 'pipe' });
  if (result.error)
    return { ok: false, detail: result.error.code === 'ENOENT' ? 'not found' : result.error.message };
  if (result.status === 0) return { ok: true, detail: '' };
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').slice(-2).join(' / ');
  return { ok: false, detail: `exit ${result.status ?? result.signal}${output ? `: ${output}` : ''}` };
}

/** The entries whose check fails, with the reason. */
export function failingEntries(entries, check = runCheck) {
  return entries.map((entry) => ({ entry, ...check(entry) })).filter((r) => !r.ok);
}

function say(message) {
  console.error(`ensure-system-packages: ${message}`);
}

function hasSudo() {
  return spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
}

/** argv run as root: directly when we are root, through `sudo -n` otherwise; null when neither works. */
export function asRoot(argv, options = {}) {
  if (process.getuid?.() === 0) return spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', ...options });
  if (hasSudo()) return spawnSync('sudo', ['-n', ...argv], { stdio: 'inherit', ...options });
  return null;
}

// Several agents or terminals may run apt at once: wait for dpkg's lock instead of failing on it.
export const APT_OPTIONS = ['-o', 'DPkg::Lock::Timeout=300'];

let updated = false;
/** apt-get install --no-install-recommends; true when apt succeeded. */
export function aptInstall(packages) {
  // apt-get must never stop to ask a question: `npm test` runs unattended in CI.
  const options = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (!updated) {
    const update = asRoot(['apt-get', ...APT_OPTIONS, 'update'], options);
    if (update === null) {
      say(
        `not root and no sudo: install them yourself with: apt-get install -y --no-install-recommends ${packages.join(' ')}`,
      );
      return false;
    }
    if (update.status !== 0) {
      say("'apt-get update' failed; is the Debian mirror reachable?");
      return false;
    }
    updated = true;
  }
  const argv = ['apt-get', ...APT_OPTIONS, 'install', '-y', '--no-install-recommends', ...packages];
  const result = asRoot(argv, options);
  if (result?.status !== 0) {
    say(`'${argv.join(' ')}' failed`);
    return false;
  }
  return true;
}

/**
 * Makes every package the groups need usable, installing exactly the missing ones. `check` and `install`
 * are replaceable so the logic can be tested without apt. Returns true when every check passes at the end.
 */
export function ensureSystemPackages(
  groups,
  { check = runCheck, install = aptInstall, log = say, packages = PACKAGES } = {},
) {
  const entries = entriesFor(groups, packages);
  let failing = failingEntries(entries, check);
  const installed = [];
  // Usually one round. A check that also fails because a package it needs is missing (soundfile without
  // numpy) waits for a second look after that package is in, so only what is really missing gets installed.
  while (failing.length > 0) {
    const missingNames = new Set(failing.map((f) => f.entry.package));
    const now = failing.filter((f) => !(f.entry.needs ?? []).some((name) => missingNames.has(name)));
    if (now.length === 0) break; // packages that need each other: reported below
    log(`missing Debian packages (one-time set-up with apt-get install --no-install-recommends):`);
    for (const { entry, detail } of now)
      log(`  ${entry.package}: ${entry.why} [\`${entry.check[0]}\` ${detail}]`);
    const names = now.map((f) => f.entry.package);
    if (!install(names)) return false;
    installed.push(...names);
    failing = failingEntries(
      failing.map((f) => f.entry),
      check,
    );
    // A package just installed whose check still fails: another round would not change that.
    if (failing.some((f) => names.includes(f.entry.package))) break;
  }
  if (failing.length > 0) {
    for (const { entry, detail } of failing)
      log(
        `${entry.package} is installed but still not usable: \`${entry.check.slice(0, 2).join(' ')}\` ${detail}`,
      );
    return false;
  }
  if (installed.length) log(`installed ${installed.join(' ')}`);
  return true;
}

const scriptPath = fileURLToPath(import.meta.url);
if (process.argv[1] && resolve(process.argv[1]) === scriptPath) {
  const groups = process.argv.slice(2);
  if (groups.length === 0) {
    say('usage: node scripts/ensure-system-packages.mjs <group>...');
    say(`groups: ${groupNames().join(', ')}`);
    process.exit(2);
  }
  try {
    process.exit(ensureSystemPackages(groups) ? 0 : 1);
  } catch (error) {
    say(error.message);
    process.exit(2);
  }
}
