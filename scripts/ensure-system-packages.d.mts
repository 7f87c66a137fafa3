// Types for ensure-system-packages.mjs, so the TypeScript end-to-end setup can call it.
export declare const GROUPS: Record<string, { pkg: string; path?: string; command?: string }[]>;
export declare function missingPackages(groups: string[]): string[];
export declare function ensureSystemPackages(groups: string[]): boolean;
