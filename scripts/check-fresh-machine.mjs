#!/usr/bin/env node
// Usage: npm run check:fresh-machine [-- [<repository path or URL>] [--ref <branch>] [--dry-run] [--keep]]
//
// Proves that `npm ci && npm start` and `npm ci && npm test` (and `npm run test:pg`, `npm run test:cluster`)
// pass on a machine that has none of the Debian
// packages the project installs (issue 37), instead of trusting what this machine already has:
//   1. removes every package in scripts/ensure-system-packages.mjs (all groups), the versioned package behind
//      a metapackage that provides the checked program (postgresql → postgresql-15), and the dependencies that
//      only they pulled in (numpy's BLAS, Chromium's libraries …); then runs every check, which must now fail;
//   2. `git clone`s the repository (default: the `main` branch of the repository this script is in) into an
//      empty temporary folder and runs `npm ci`, `npm start` (scripts/check-start.mjs: healthy, serves the app,
//      stops; before anything else installed a package), `npm test`, `npm run test:pg`, `npm run test:cluster`
//      there, noting what each installed;
//   3. puts the packages back the way the project installs them (ensure-system-packages.mjs all), then any
//      other package step 1 removed, with its manual/automatic mark as before — also after a failure or Ctrl-C;
//   4. prints what it removed, what each step installed, and pass/fail and time of each step.
// It needs root (or sudo) and stops other work that uses those packages while it runs: run it on a quiet
// machine. `--dry-run` prints the plan (the exact removal list, from apt's simulation) and changes nothing.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as debian from './debian-packages.mjs';
import { APT_OPTIONS, PACKAGES, asRoot, resolveProgram, runCheck } from './ensure-system-packages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENSURE = join(root, 'scripts', 'ensure-system-packages.mjs');

/** The clone's steps, in order; the first failure skips the rest. */
export const STEPS = [
  ['npm ci', ['npm', 'ci', '--no-audit', '--no-fund']],
  // Straight after npm ci: the README promises `npm start` on a bare machine, not after npm test installed.
  ['npm start', ['node', 'scripts/check-start.mjs']],
  ['npm test', ['npm', 'test']],
  ['npm run test:pg', ['npm', 'run', 'test:pg']],
  ['npm run test:cluster', ['npm', 'run', 'test:cluster']],
];

export function parseArgs(argv) {
  const options = { source: root, ref: null, dryRun: false, keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--ref') options.ref = argv[++i];
    else if (arg.startsWith('-') || options.source !== root) throw new Error(`unexpected argument '${arg}'`);
    else options.source = arg;
  }
  if (options.ref === undefined) throw new Error('--ref needs a branch name');
  return options;
}

/**
 * What to remove: each listed package that is installed, plus the package that owns its checked program when
 * that is one of its direct dependencies (a metapackage's versioned server), plus whatever apt would then
 * autoremove — minus what apt would autoremove already today, which is not ours.
 */
export function removalPlan(sys, packages = PACKAGES) {
  const installed = sys.installed();
  const targets = [];
  for (const entry of packages) {
    if (!installed.has(entry.package)) continue;
    targets.push(entry.package);
    const owner = sys.ownerOf(sys.programPath(entry));
    if (owner && owner !== entry.package && sys.dependsOf(entry.package).includes(owner)) targets.push(owner);
  }
  const orphans = new Set(sys.orphans());
  const remove = sys.simulate([...new Set(targets)]).filter((name) => !orphans.has(name));
  const manual = sys.manual();
  return {
    targets: [...new Set(targets)],
    remove,
    versions: new Map(remove.map((name) => [name, installed.get(name)])),
    manual: remove.filter((name) => manual.has(name)),
  };
}

/** The environment for the clone: no npm script variables or node_modules/.bin of the checkout we run from. */
export function cleanEnv(env = process.env) {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([key]) => !/^npm_/i.test(key) && !['INIT_CWD', 'DATABASE_URL'].includes(key)),
  );
  clean.PATH = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`node_modules${'/'}.bin`) && !dir.includes('node-gyp-bin'))
    .join(delimiter);
  return clean;
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const newPackages = (before, after) => [...after.keys()].filter((name) => !before.has(name));

/** The listed packages among `names` by name, the others (their dependencies, mostly) as a count. */
export function describeInstalled(names, packages = PACKAGES) {
  const listed = names.filter((name) => packages.some((entry) => entry.package === name));
  const others = names.length - listed.length;
  return [...listed, ...(others ? [`(+${others} other${others === 1 ? '' : 's'})`] : [])].join(' ');
}

/** Puts back every removed package: the project's own way first, then the rest, then the marks. */
export async function restore(sys, plan, log) {
  log('\n== restoring packages: scripts/ensure-system-packages.mjs all');
  const ensured = await sys.ensureAll();
  const missing = plan.remove.filter((name) => !sys.installed().has(name));
  if (missing.length) {
    log(`== reinstalling what else step 1 removed: ${missing.join(' ')}`);
    await sys.aptInstall(missing);
  }
  const auto = plan.remove.filter((name) => !plan.manual.includes(name));
  await sys.aptMark('manual', plan.manual);
  await sys.aptMark('auto', auto);
  const after = sys.installed();
  const notBack = plan.remove.filter((name) => !after.has(name));
  const otherVersion = plan.remove.filter(
    (name) => after.has(name) && after.get(name) !== plan.versions.get(name),
  );
  return { ensured, reinstalled: missing, notBack, otherVersion };
}

/** The whole check. `sys` does the real work (see systemFor below); tests pass a fake. Returns the exit code. */
export async function checkFreshMachine(options, sys, log = console.log) {
  const plan = removalPlan(sys);
  log(`== fresh-machine check of ${options.source}${options.ref ? ` (${options.ref})` : ''}`);
  log('Packages the project installs (scripts/ensure-system-packages.mjs), each checked by using it:');
  for (const entry of PACKAGES) log(`  ${entry.package.padEnd(18)} [${entry.groups.join(',')}] ${entry.why}`);
  log(
    `Step 1 removes ${plan.remove.length} packages (apt-get remove, never purge: configuration and the system`,
  );
  log(`PostgreSQL cluster's data stay): ${plan.remove.join(' ')}`);
  log(
    `Steps 2–4 in a fresh clone: ${STEPS.map(([name]) => name).join(', ')}; then every package is put back.`,
  );
  const usable = PACKAGES.filter((entry) => sys.check(entry).ok).map((entry) => entry.package);
  log(`Usable now: ${usable.join(' ') || 'none'}`);
  if (options.dryRun) {
    log('\n--dry-run: nothing removed, nothing cloned.');
    return 0;
  }

  const results = [];
  const record = (name, ok, ms, installed = []) => results.push({ name, ok, ms, installed });
  let restored;
  try {
    let started = sys.now();
    const removed = await sys.aptRemove(plan.remove);
    record('remove packages', removed, sys.now() - started);
    if (!removed) throw new Error('apt-get remove failed');
    const stillUsable = PACKAGES.filter((entry) => sys.check(entry).ok).map((entry) => entry.package);
    log(
      stillUsable.length
        ? `!! still usable after removal: ${stillUsable.join(' ')}`
        : 'every check now fails',
    );

    started = sys.now();
    const clone = await sys.clone(options);
    record(`git clone (${clone.commit ?? '?'})`, clone.ok, sys.now() - started);
    for (const [name, argv] of STEPS) {
      if (!clone.ok || sys.interrupted() || results.at(-1)?.ok === false) break;
      const before = sys.installed();
      started = sys.now();
      const ok = await sys.runStep(name, argv, clone.dir);
      record(name, ok, sys.now() - started, newPackages(before, sys.installed()));
    }
    if (sys.interrupted()) record('interrupted', false, 0);
  } catch (error) {
    log(`!! ${error.message}`);
  } finally {
    const started = sys.now();
    restored = await restore(sys, plan, log);
    record('put packages back', restored.notBack.length === 0, sys.now() - started, restored.reinstalled);
    await sys.cleanUp(options);
  }

  log('\n== fresh-machine check: summary');
  log(`removed ${plan.remove.length} packages: ${plan.remove.join(' ')}`);
  for (const r of results.filter((r) => r.installed.length))
    log(`${r.name} installed: ${r.installed.join(' ')}`);
  for (const r of results) {
    const installed = r.installed.length ? `  installed: ${describeInstalled(r.installed)}` : '';
    log(`   ${r.name.padEnd(34)} ${r.ok ? 'pass' : 'FAIL'} ${seconds(r.ms).padStart(7)}${installed}`);
  }
  if (restored.notBack.length) log(`!! NOT put back: ${restored.notBack.join(' ')}`);
  if (restored.otherVersion.length) log(`note: back at another version: ${restored.otherVersion.join(' ')}`);
  const passed = results.every((r) => r.ok) && STEPS.every(([name]) => results.some((r) => r.name === name));
  log(passed ? 'RESULT: PASS' : 'RESULT: FAIL');
  if (sys.interrupted()) return 130;
  return passed ? 0 : 1;
}

// In a session of its own (setsid), so a Ctrl-C at the terminal never stops dpkg halfway.
function runRoot(argv, log) {
  log(`$ ${argv.join(' ')}`);
  const result = asRoot(['setsid', '--wait', ...argv], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result === null) throw new Error('needs root or sudo');
  return result.status === 0;
}

/** The real machine: dpkg/apt, git and the clone's npm steps, every line also written to the log file. */
function systemFor(options, logFile) {
  let interrupted = false;
  let child = null;
  let restoring = false;
  let work = null;
  const write = (text) => {
    process.stdout.write(text);
    logFile.write(text);
  };
  const log = (line) => write(`${line}\n`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      interrupted = true;
      if (restoring) log(`(${signal}: putting the packages back first)`);
      else child?.kill(signal);
    });
  }
  const stream = (argv, cwd) =>
    new Promise((done) => {
      child = spawn(argv[0], argv.slice(1), { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', write);
      child.stderr.on('data', write);
      child.once('error', (error) => (log(error.message), done(false)));
      child.once('close', (code) => done(code === 0));
    });
  return {
    log,
    now: () => Date.now(),
    interrupted: () => interrupted,
    installed: debian.installedPackages,
    manual: debian.manualPackages,
    orphans: debian.orphansNow,
    simulate: debian.simulateRemoval,
    // Where the checked program is on this machine (PATH and the package's own folders, e.g. PostgreSQL's).
    programPath: resolveProgram,
    ownerOf: debian.ownerOf,
    dependsOf: debian.directDepends,
    check: runCheck,
    aptRemove: async (names) => runRoot(['apt-get', ...APT_OPTIONS, 'remove', '-y', ...names], log),
    aptInstall: async (names) =>
      runRoot(['apt-get', ...APT_OPTIONS, 'install', '-y', '--no-install-recommends', ...names], log),
    aptMark: async (mark, names) => names.length === 0 || runRoot(['apt-mark', mark, ...names], log),
    ensureAll: async () => {
      restoring = true;
      return (
        spawnSync('setsid', ['--wait', process.execPath, ENSURE, 'all'], { stdio: 'inherit' }).status === 0
      );
    },
    clone: async ({ source, ref }) => {
      work = mkdtempSync(join(tmpdir(), 'dhvani-fresh-'));
      const dir = join(work, 'repo');
      const branch =
        ref ??
        (spawnSync('git', ['-C', source, 'rev-parse', '--verify', '-q', 'main']).status === 0
          ? 'main'
          : null);
      const ok = await stream(
        ['git', 'clone', '--no-hardlinks', ...(branch ? ['--branch', branch] : []), source, dir],
        work,
      );
      const commit = ok
        ? spawnSync('git', ['-C', dir, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).stdout.trim()
        : null;
      return { ok, dir, commit: commit?.slice(0, 60) };
    },
    runStep: (name, argv, cwd) => (log(`\n== ${name} (in ${cwd})`), stream(argv, cwd)),
    cleanUp: async ({ keep }) => {
      if (!work) return;
      if (keep) log(`clone kept in ${work}`);
      else rmSync(work, { recursive: true, force: true });
    },
  };
}

const scriptPath = fileURLToPath(import.meta.url);
if (process.argv[1] && resolve(process.argv[1]) === scriptPath) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`check-fresh-machine: ${error.message}`);
    process.exit(2);
  }
  const logPath = join(
    tmpdir(),
    `dhvani-fresh-machine-${new Date().toISOString().replace(/[:.]/g, '-')}.log`,
  );
  const logFile = createWriteStream(logPath);
  const sys = systemFor(options, logFile);
  const code = await checkFreshMachine(options, sys, sys.log);
  sys.log(`full output: ${logPath}`);
  logFile.end(() => process.exit(code));
}
