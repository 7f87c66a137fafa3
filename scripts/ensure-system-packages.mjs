#!/usr/bin/env node
// Usage: node scripts/ensure-system-packages.mjs <group> [<group> ...]
//
// Installs the Debian packages a command of ours needs, only when they are missing, and says what it is
// doing. The README's commands run on a bare machine (Node, npm, root): `npm test` calls this for the
// groups it needs, so nothing has to be installed by hand or by CI beforehand (issue 17).
//
// A package is "present" when the file or command it provides exists, not when dpkg says so: what the
// tests need is the program.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What each group needs: the package and how to tell it is there. */
export const GROUPS = {
  // Browser end-to-end tests drive Debian's Chromium; nothing may download a browser.
  e2e: [{ pkg: 'chromium', path: '/usr/bin/chromium' }],
  // Spoken test clips are synthesised by espeak-ng and resampled by sox (scripts/make-*-fixtures.mjs);
  // the reference `flac` encoder and decoder check our FLAC codec (packages/flac).
  fixtures: [
    { pkg: 'espeak-ng', command: 'espeak-ng' },
    { pkg: 'sox', command: 'sox' },
    { pkg: 'flac', command: 'flac' },
    // The independent reader of dataset releases (scripts/read-release.py) runs on Debian's python3 with its
    // soundfile module (issue 22).
    { pkg: 'python3-soundfile', path: '/usr/lib/python3/dist-packages/soundfile.py' },
  ],
  // The API tests' PostgreSQL leg starts a private server (scripts/with-postgres.mjs).
  postgres: [{ pkg: 'postgresql', command: 'initdb', extraPaths: postgresBinDirs }],
};
// Everything `npm test` runs: fixtures for the unit and API tiers, Chromium for end-to-end.
GROUPS.test = [...GROUPS.fixtures, ...GROUPS.e2e];

function postgresBinDirs() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) ? readdirSync(base).map((major) => `${base}/${major}/bin`) : [];
}

function hasCommand(name, extraPaths = () => []) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
  return found || extraPaths().some((dir) => existsSync(`${dir}/${name}`));
}

function isPresent(need) {
  return need.path ? existsSync(need.path) : hasCommand(need.command, need.extraPaths);
}

export function missingPackages(groups) {
  const needs = groups.flatMap((group) => {
    const list = GROUPS[group];
    if (!list) throw new Error(`unknown group '${group}'; known: ${Object.keys(GROUPS).join(', ')}`);
    return list;
  });
  return [...new Set(needs.filter((need) => !isPresent(need)).map((need) => need.pkg))];
}

function say(message) {
  console.error(`ensure-system-packages: ${message}`);
}

function asRoot(args) {
  if (process.getuid?.() === 0) return spawnSync(args[0], args.slice(1), { stdio: 'inherit' });
  if (hasCommand('sudo')) return spawnSync('sudo', ['-n', ...args], { stdio: 'inherit' });
  return null;
}

function install(packages) {
  say(`missing Debian packages: ${packages.join(' ')}; installing them with apt-get (one-time set-up)`);
  // apt-get must never stop to ask a question: `npm test` runs unattended in CI.
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  const update = asRoot(['apt-get', 'update']);
  if (update === null) {
    say(`not root and no sudo: install them yourself with: apt-get install -y ${packages.join(' ')}`);
    return false;
  }
  if (update.status !== 0) {
    say("'apt-get update' failed; is the Debian mirror reachable?");
    return false;
  }
  const result = asRoot(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]);
  if (result?.status !== 0) {
    say(`'apt-get install ${packages.join(' ')}' failed`);
    return false;
  }
  return true;
}

export function ensureSystemPackages(groups) {
  const missing = missingPackages(groups);
  if (missing.length === 0) return true;
  if (!install(missing)) return false;
  const still = missingPackages(groups);
  if (still.length) {
    say(`installed, but still missing what these provide: ${still.join(' ')}`);
    return false;
  }
  say(`installed ${missing.join(' ')}`);
  return true;
}

const scriptPath = fileURLToPath(import.meta.url);
if (process.argv[1] && resolve(process.argv[1]) === scriptPath) {
  const groups = process.argv.slice(2);
  if (groups.length === 0) {
    say('usage: node scripts/ensure-system-packages.mjs <group>...');
    say(`groups: ${Object.keys(GROUPS).join(', ')}`);
    process.exit(2);
  }
  try {
    process.exit(ensureSystemPackages(groups) ? 0 : 1);
  } catch (error) {
    say(error.message);
    process.exit(2);
  }
}
