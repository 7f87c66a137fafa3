// The install logic with a fake check and a fake apt: what gets installed, in which order, and what is said.
import { describe, expect, it } from 'vitest';
import {
  GROUP_SETS,
  PACKAGES,
  entriesFor,
  ensureSystemPackages,
  groupNames,
  runCheck,
  type SystemPackage,
} from './ensure-system-packages.mjs';

/** A machine with these packages usable; installing adds to it. Soundfile also needs numpy, as on Debian. */
function machine(present: string[]) {
  const have = new Set(present);
  const installs: string[][] = [];
  const log: string[] = [];
  const usable = (name: string) =>
    have.has(name) && (name !== 'python3-soundfile' || have.has('python3-numpy'));
  return {
    installs,
    log,
    have,
    options: {
      check: (entry: SystemPackage) => ({
        ok: usable(entry.package),
        detail: usable(entry.package) ? '' : 'not found',
      }),
      install: (names: string[]) => {
        installs.push(names);
        names.forEach((name) => have.add(name));
        return true;
      },
      log: (message: string) => log.push(message),
    },
  };
}

const everything = PACKAGES.map((entry) => entry.package);

describe('ensure-system-packages', () => {
  it('installs nothing when every check passes', () => {
    const m = machine(everything);
    expect(ensureSystemPackages(['all'], m.options)).toBe(true);
    expect(m.installs).toEqual([]);
    expect(m.log).toEqual([]);
  });

  it('installs exactly the missing packages of the groups asked for, naming each and why', () => {
    const m = machine(everything.filter((name) => !['sox', 'chromium', 'postgresql'].includes(name)));
    expect(ensureSystemPackages(['fixtures', 'e2e'], m.options)).toBe(true);
    expect(m.installs).toEqual([['sox', 'chromium']]);
    expect(m.log.join('\n')).toMatch(/sox: resamples the spoken test clips/);
    expect(m.log.join('\n')).toMatch(/chromium: the browser end-to-end tests/);
    expect(m.have.has('postgresql')).toBe(false);
  });

  it('installs numpy explicitly when soundfile is there but cannot read a file (no Recommends)', () => {
    const m = machine(everything.filter((name) => name !== 'python3-numpy'));
    expect(ensureSystemPackages(['readers'], m.options)).toBe(true);
    expect(m.installs).toEqual([['python3-numpy']]);
  });

  it('installs soundfile after numpy when both are missing, and each only once', () => {
    const m = machine([]);
    expect(ensureSystemPackages(['readers'], m.options)).toBe(true);
    expect(m.installs).toEqual([['flac', 'python3-numpy', 'unzip'], ['python3-soundfile']]);
  });

  it('fails, saying which check still fails, when a package installs but stays unusable', () => {
    const m = machine([]);
    const broken = {
      ...m.options,
      check: (entry: SystemPackage) =>
        entry.package === 'sox' ? { ok: false, detail: 'exit 1: sox FAIL formats' } : m.options.check(entry),
    };
    expect(ensureSystemPackages(['fixtures'], broken)).toBe(false);
    expect(m.log.at(-1)).toBe(
      'sox is installed but still not usable: `sox --version` exit 1: sox FAIL formats',
    );
  });

  it('stops when apt fails', () => {
    const m = machine([]);
    expect(ensureSystemPackages(['e2e'], { ...m.options, install: () => false })).toBe(false);
  });

  it('knows each group, `test` as the union of what npm test runs, and refuses unknown ones', () => {
    const names = (groups: string[]) => entriesFor(groups).map((entry) => entry.package);
    expect(names(['test'])).toEqual(names(GROUP_SETS.test!));
    expect(names(['test'])).toContain('python3-numpy');
    // npm test's fault tests start private PostgreSQL servers; the cluster's engines are test:cluster's own.
    expect(names(['test'])).toContain('postgresql');
    expect(names(['test'])).not.toContain('redis-server');
    expect(names(['postgres'])).toEqual(['postgresql']);
    expect(names(['all'])).toEqual(everything);
    expect(groupNames()).toContain('runtime');
    // npm start installs what grading runs: espeak-ng for the read-check (decision 0044).
    expect(names(['runtime'])).toEqual(['espeak-ng']);
    expect(() => entriesFor(['tests'])).toThrow(/unknown group 'tests'/);
  });

  it('lists each package once, with a reason and a check that runs a program', () => {
    expect(new Set(everything).size).toBe(everything.length);
    for (const entry of PACKAGES) {
      expect(entry.why.length).toBeGreaterThan(10);
      expect(entry.check.length).toBeGreaterThan(1);
      expect(entry.groups.length).toBeGreaterThan(0);
    }
  });

  it('runs a check for real: a program that exits 0 passes, one that is missing or fails does not', () => {
    const entry = (check: string[]): SystemPackage => ({ package: 'x', groups: ['x'], why: 'x', check });
    expect(runCheck(entry([process.execPath, '-e', '0']))).toEqual({ ok: true, detail: '' });
    expect(runCheck(entry(['no-such-program-here', '--version']))).toEqual({
      ok: false,
      detail: 'not found',
    });
    expect(runCheck(entry([process.execPath, '-e', 'console.error("no numpy"); process.exit(3)']))).toEqual({
      ok: false,
      detail: 'exit 3: no numpy',
    });
  });
});
