// Types for build-freshness.mjs, for its tests.
export declare const WORKSPACES: { dir: string; uses: string[]; output: string }[];
export declare function inputsHash(root: string, workspace: string): string;
export declare function isFresh(root: string, workspace: string): boolean;
export declare function recordBuild(root: string, workspace: string, hash: string): void;
