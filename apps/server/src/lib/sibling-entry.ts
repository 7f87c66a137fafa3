// Where a worker or child-process entry file beside the calling module is, and how Node must load it. In
// production the caller is compiled JS and so is its sibling; under Vitest/tsx the caller is TypeScript, so
// the sibling is the .ts source, loaded through tsx with the contract's `source` export condition.

export interface SiblingEntry {
  url: URL;
  execArgv: string[];
}

/** `name` without extension, e.g. `siblingEntry(import.meta.url, 'analyser-worker')`. */
export function siblingEntry(callerUrl: string, name: string): SiblingEntry {
  const fromSource = callerUrl.endsWith('.ts');
  return {
    url: new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, callerUrl),
    execArgv: fromSource ? ['--conditions=source', '--import', 'tsx'] : [],
  };
}
