// The fresh-machine check against a fake machine: what it would remove, that it always puts everything back
// (after a pass, a failure, a Ctrl-C or a failed removal), and what its summary says. No apt, no clone.
import { describe, expect, it } from 'vitest';
import {
  checkFreshMachine,
  cleanEnv,
  describeInstalled,
  parseArgs,
  removalPlan,
  type FreshOptions,
  type FreshSystem,
} from './check-fresh-machine.mjs';
import { parseInstalled, parseSimulatedRemovals } from './debian-packages.mjs';
import { PACKAGES } from './ensure-system-packages.mjs';

// What each package pulled in when it was installed (its automatic dependencies).
const PULLS: Record<string, string[]> = {
  chromium: ['chromium-common', 'libxnvctrl0'],
  'python3-numpy': ['libblas3'],
  postgresql: ['postgresql-15'],
  'postgresql-15': ['postgresql-common'],
};
const listed = PACKAGES.map((entry) => entry.package);

type StepOutcome = 'pass' | 'fail' | 'interrupt';

function fakeMachine(outcomes: Record<string, StepOutcome> = {}, { removeFails = false } = {}) {
  const have = new Map<string, string>(
    [...listed, ...Object.values(PULLS).flat(), 'postgresql-contrib', 'bash', 'old-orphan'].map((n) => [
      n,
      '1',
    ]),
  );
  const manual = new Set([...listed, 'postgresql-contrib', 'bash']);
  const calls: string[] = [];
  let interrupted = false;
  let clock = 0;
  const add = (name: string): void => {
    have.set(name, '1');
    (PULLS[name] ?? []).forEach(add);
  };
  const marks: Record<string, string[]> = {};
  const sys: FreshSystem = {
    now: () => (clock += 1000),
    interrupted: () => interrupted,
    installed: () => new Map(have),
    manual: () => new Set(manual),
    orphans: () => ['old-orphan'],
    // apt would remove the targets, what depends on them, what they alone pulled in, and today's orphans.
    simulate: (names) => {
      const out = new Set<string>();
      const walk = (n: string): void => {
        if (out.has(n)) return;
        out.add(n);
        (PULLS[n] ?? []).forEach(walk);
      };
      names.forEach(walk);
      if (out.has('postgresql-15')) out.add('postgresql-contrib');
      return [...out, 'old-orphan'];
    },
    // The machine's own files, never this one's: the test must not depend on what the host has installed.
    programPath: (entry) => `/usr/lib/fake/bin/${entry.check[0]}`,
    ownerOf: (file) => (file.endsWith('/initdb') ? 'postgresql-15' : null),
    dependsOf: (name) => PULLS[name] ?? [],
    check: (entry) => ({ ok: have.has(entry.package), detail: '' }),
    aptRemove: async (names) => {
      calls.push(`remove ${names.length}`);
      if (removeFails) return false;
      names.forEach((n) => have.delete(n));
      return true;
    },
    aptInstall: async (names) => {
      calls.push(`install ${names.join(' ')}`);
      names.forEach(add);
      return true;
    },
    aptMark: async (mark, names) => {
      marks[mark] = names;
      return true;
    },
    ensureAll: async () => {
      calls.push('ensure all');
      listed.forEach(add);
      return true;
    },
    clone: async () => {
      calls.push('clone');
      return { ok: true, dir: '/tmp/x/repo', commit: 'abc1234 Something' };
    },
    runStep: async (name) => {
      calls.push(name);
      // npm test installs its groups, test:pg PostgreSQL, as ensure-system-packages does.
      if (name === 'npm test') ['espeak-ng', 'sox', 'chromium', 'python3-numpy'].forEach(add);
      if (name === 'npm run test:pg') add('postgresql');
      if (name === 'npm run test:cluster') ['redis-server', 'haproxy'].forEach(add);
      if (outcomes[name] === 'interrupt') interrupted = true;
      return (outcomes[name] ?? 'pass') === 'pass';
    },
    cleanUp: async () => {
      calls.push('clean up');
    },
  };
  return { sys, calls, have, marks };
}

const options: FreshOptions = { source: '/repo', ref: null, dryRun: false, keep: false };
async function runCheck(machine: ReturnType<typeof fakeMachine>, opts = options) {
  const lines: string[] = [];
  const code = await checkFreshMachine(opts, machine.sys, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

describe('check-fresh-machine', () => {
  it('plans to remove every listed package, the server behind a metapackage and their dependencies, not older orphans', () => {
    const plan = removalPlan(fakeMachine().sys);
    expect(plan.targets).toEqual(expect.arrayContaining([...listed, 'postgresql-15']));
    expect(plan.remove).toEqual(
      expect.arrayContaining(['libblas3', 'chromium-common', 'postgresql-common', 'postgresql-contrib']),
    );
    expect(plan.remove).not.toContain('old-orphan');
    expect(plan.remove).not.toContain('bash');
    expect(plan.manual).toEqual(expect.arrayContaining(['python3-numpy', 'postgresql-contrib']));
  });

  it('with --dry-run prints the plan and touches nothing', async () => {
    const machine = fakeMachine();
    const { code, out } = await runCheck(machine, { ...options, dryRun: true });
    expect(code).toBe(0);
    expect(machine.calls).toEqual([]);
    expect(out).toMatch(/Step 1 removes \d+ packages/);
    expect(out).toMatch(/python3-numpy/);
  });

  it('removes, clones, runs the five steps, puts every package back with its mark, and says PASS', async () => {
    const machine = fakeMachine();
    const before = machine.sys.installed();
    const { code, out } = await runCheck(machine);
    expect(code).toBe(0);
    expect(machine.calls).toEqual([
      'remove 16',
      'clone',
      'npm ci',
      'npm start',
      'npm test',
      'npm run test:pg',
      'npm run test:cluster',
      'ensure all',
      'install postgresql-contrib',
      'clean up',
    ]);
    expect(machine.sys.installed()).toEqual(before);
    expect(machine.marks.manual).toContain('postgresql-contrib');
    expect(machine.marks.auto).toEqual(expect.arrayContaining(['libblas3', 'postgresql-15']));
    expect(out).toMatch(
      /npm test +pass +\d+ s {2}installed: espeak-ng sox chromium python3-numpy \(\+3 others\)/,
    );
    expect(out).toMatch(/npm run test:pg +pass +\d+ s {2}installed: postgresql \(\+2 others\)/);
    expect(out).toMatch(/npm run test:cluster +pass +\d+ s {2}installed: redis-server haproxy/);
    expect(out).toMatch(/every check now fails/);
    expect(out).toMatch(/RESULT: PASS/);
  });

  it('after a failing npm test skips test:pg, still puts the packages back, and says FAIL', async () => {
    const machine = fakeMachine({ 'npm test': 'fail' });
    const { code, out } = await runCheck(machine);
    expect(code).toBe(1);
    expect(machine.calls).not.toContain('npm run test:pg');
    expect(machine.calls).toContain('ensure all');
    expect(out).toMatch(/npm test +FAIL/);
    expect(out).toMatch(/RESULT: FAIL/);
  });

  it('after Ctrl-C stops the steps, puts the packages back and exits 130', async () => {
    const machine = fakeMachine({ 'npm ci': 'interrupt' });
    const { code } = await runCheck(machine);
    expect(code).toBe(130);
    expect(machine.calls).not.toContain('npm test');
    expect(machine.calls.slice(-3)).toEqual(['ensure all', expect.stringMatching(/^install /), 'clean up']);
    expect([...machine.have.keys()]).toEqual(expect.arrayContaining([...listed, 'libblas3']));
  });

  it('puts back what a failed removal took away', async () => {
    const machine = fakeMachine({}, { removeFails: true });
    const { code, out } = await runCheck(machine);
    expect(code).toBe(1);
    expect(machine.calls).toEqual(['remove 16', 'ensure all', 'clean up']);
    expect(out).toMatch(/remove packages +FAIL/);
  });
});

describe('check-fresh-machine helpers', () => {
  it('reads its arguments', () => {
    expect(parseArgs(['--dry-run'])).toMatchObject({ dryRun: true, ref: null });
    expect(parseArgs(['/work/main', '--ref', 'i37', '--keep'])).toMatchObject({
      source: '/work/main',
      ref: 'i37',
      keep: true,
    });
    expect(() => parseArgs(['--force'])).toThrow(/unexpected argument '--force'/);
    expect(() => parseArgs(['--ref'])).toThrow(/--ref needs/);
  });

  it('gives the clone no npm script variables and no node_modules/.bin of this checkout', () => {
    const env = cleanEnv({
      PATH: '/work/main/node_modules/.bin:/usr/local/bin:/usr/bin',
      npm_lifecycle_event: 'check:fresh-machine',
      DATABASE_URL: 'postgres://x',
      HOME: '/root',
    });
    expect(env).toEqual({ PATH: '/usr/local/bin:/usr/bin', HOME: '/root' });
  });

  it("reads apt's simulation and dpkg's status", () => {
    const simulated = 'NOTE: This is only a simulation!\nRemv chromium [156.0]\nRemv libblas3 [3.11.0-2]\n';
    expect(parseSimulatedRemovals(simulated)).toEqual(['chromium', 'libblas3']);
    expect(parseInstalled('sox\t14.4\tii \nflac\t1.4\trc \n')).toEqual(new Map([['sox', '14.4']]));
    expect(describeInstalled(['sox', 'libsox3', 'libgsm1'])).toBe('sox (+2 others)');
  });
});
