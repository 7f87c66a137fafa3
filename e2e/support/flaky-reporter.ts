// CI retries a failed browser test once (playwright.config.ts). A test that then passes is flaky, not
// fine: this reporter prints every such test in a FLAKY block after the run, with how its first try
// failed, and writes the same block to e2e/.artifacts/flaky.txt (empty when there were none) so that
// scripts/test-all.mjs can repeat it in the run's summary, where nobody scrolls past it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FLAKY_FILE = join(root, 'e2e', '.artifacts', 'flaky.txt');

function firstFailure(test: TestCase): string {
  const failed = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
  const message = failed?.error?.message ?? failed?.status ?? 'unknown';
  // Error messages carry terminal colours and the whole expectation; the first line says enough.
  return stripVTControlCharacters(message).split('\n')[0]!.slice(0, 200);
}

export default class FlakyReporter implements Reporter {
  private suite: Suite | null = null;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    const flaky = (this.suite?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    const block = flaky.length
      ? [
          `FLAKY: ${flaky.length} browser test${flaky.length === 1 ? '' : 's'} passed only on retry. ` +
            'Fix them (wait on state, not on time); a retry hides a defect, it does not fix it:',
          ...flaky.map(
            (test) =>
              `  - ${relative(root, test.location.file)}:${test.location.line} › ${test.title}\n` +
              `      first try: ${firstFailure(test)}`,
          ),
        ].join('\n')
      : '';
    mkdirSync(dirname(FLAKY_FILE), { recursive: true });
    writeFileSync(FLAKY_FILE, block ? `${block}\n` : '');
    if (block) console.log(`\n${'!'.repeat(70)}\n${block}\n${'!'.repeat(70)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
