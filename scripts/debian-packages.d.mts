// Types for debian-packages.mjs, for the scripts' tests.
export declare function parseInstalled(text: string): Map<string, string>;
export declare function installedPackages(): Map<string, string>;
export declare function manualPackages(): Set<string>;
export declare function parseSimulatedRemovals(text: string): string[];
export declare function simulateRemoval(names: string[]): string[];
export declare function orphansNow(): string[];
export declare function ownerOf(file: string): string | null;
export declare function directDepends(name: string): string[];
