// The notice's version follows its text (issue 23): a consent records the version, and a new version makes
// every contributor agree again. This fails when the English notice or terms change and
// PRIVACY_NOTICE.version (packages/contract/src/privacy.ts) was not changed with them; set it to what the
// failure says, and the date to the day the new text takes effect.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { describe, expect, it } from 'vitest';

const english = JSON.parse(
  readFileSync(`${import.meta.dirname}/../../locales/en/legal.json`, 'utf8'),
) as Record<string, string>;

/** The notice and terms themselves: every message but the page's own labels (`ui.`). */
function noticeHash(): string {
  const text = Object.entries(english).filter(([key]) => !key.startsWith('ui.'));
  return createHash('sha256').update(JSON.stringify(text)).digest('hex').slice(0, 8);
}

describe('privacy notice version', () => {
  it('names the hash of the English notice and terms, after the date it took effect', () => {
    expect(PRIVACY_NOTICE.version).toBe(`${PRIVACY_NOTICE.date}.${noticeHash()}`);
  });
});
