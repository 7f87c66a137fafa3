// Types for third-party.mjs, for its tests.
export declare const LICENCES_STATED_ELSEWHERE: Record<string, string>;
export declare function copyrightLines(text: string): string[];
export declare function declaredLicence(pkg: Record<string, unknown>): string | null;
export declare function thirdPartyPackages(
  root: string,
): { name: string; version: string; licence: string; dev: boolean; copyright: string[]; dir: string }[];
export declare function thirdPartyText(root: string): string;
