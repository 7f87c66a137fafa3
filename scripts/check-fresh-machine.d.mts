// Types for check-fresh-machine.mjs, for its tests.
import type { CheckResult, SystemPackage } from './ensure-system-packages.mjs';

export interface FreshOptions {
  source: string;
  ref: string | null;
  dryRun: boolean;
  keep: boolean;
}
export interface FreshSystem {
  now(): number;
  interrupted(): boolean;
  installed(): Map<string, string>;
  manual(): Set<string>;
  orphans(): string[];
  simulate(names: string[]): string[];
  /** Where the entry's checked program is (PATH and the package's own folders). */
  programPath(entry: SystemPackage): string;
  ownerOf(file: string): string | null;
  dependsOf(name: string): string[];
  check(entry: SystemPackage): CheckResult;
  aptRemove(names: string[]): Promise<boolean>;
  aptInstall(names: string[]): Promise<boolean>;
  aptMark(mark: 'manual' | 'auto', names: string[]): Promise<boolean>;
  ensureAll(): Promise<boolean>;
  clone(options: FreshOptions): Promise<{ ok: boolean; dir: string; commit?: string | null }>;
  runStep(name: string, argv: string[], cwd: string): Promise<boolean>;
  cleanUp(options: FreshOptions): Promise<void>;
}
export interface RemovalPlan {
  targets: string[];
  remove: string[];
  versions: Map<string, string | undefined>;
  manual: string[];
}
export declare const STEPS: [string, string[]][];
export declare function parseArgs(argv: string[]): FreshOptions;
export declare function removalPlan(sys: FreshSystem, packages?: SystemPackage[]): RemovalPlan;
export declare function cleanEnv(env?: NodeJS.ProcessEnv): Record<string, string | undefined>;
export declare function describeInstalled(names: string[], packages?: SystemPackage[]): string;
export declare function checkFreshMachine(
  options: FreshOptions,
  sys: FreshSystem,
  log?: (line: string) => void,
): Promise<number>;
