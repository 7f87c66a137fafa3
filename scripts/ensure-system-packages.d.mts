// Types for ensure-system-packages.mjs, for the TypeScript end-to-end setup and the scripts' tests.
import type { SpawnSyncReturns } from 'node:child_process';

export interface SystemPackage {
  package: string;
  groups: string[];
  why: string;
  check: string[];
  needs?: string[];
  searchDirs?: () => string[];
}
export interface CheckResult {
  ok: boolean;
  detail: string;
}
export interface EnsureOptions {
  check?: (entry: SystemPackage) => CheckResult;
  install?: (packages: string[]) => boolean;
  log?: (message: string) => void;
  packages?: SystemPackage[];
}
export declare const PACKAGES: SystemPackage[];
export declare const GROUP_SETS: Record<string, string[]>;
export declare const APT_OPTIONS: string[];
export declare function postgresBinDirs(): string[];
export declare function groupNames(packages?: SystemPackage[]): string[];
export declare function entriesFor(groups: string[], packages?: SystemPackage[]): SystemPackage[];
export declare function runCheck(entry: SystemPackage): CheckResult;
export declare function failingEntries(
  entries: SystemPackage[],
  check?: (entry: SystemPackage) => CheckResult,
): (CheckResult & { entry: SystemPackage })[];
export declare function asRoot(argv: string[], options?: object): SpawnSyncReturns<Buffer> | null;
export declare function aptInstall(packages: string[]): boolean;
export declare function ensureSystemPackages(groups: string[], options?: EnsureOptions): boolean;
