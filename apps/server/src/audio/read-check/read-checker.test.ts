// The read-check as grading runs it: prepare() starts espeak-ng on the text before the check needs it, and
// the check then uses that reading instead of synthesising again, with the same result.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAudioFixtures } from '../../../../../scripts/make-audio-fixtures.mjs';
import { measureClip, speechMaskOf } from '../analyse.js';
import { createReadChecker, type ReadChecker } from './read-checker.js';

let clip: Uint8Array;
let paragraph = '';
let mask: Uint8Array;
let espeakNg = '';
let runs = '';
const checkers: ReadChecker[] = [];

/** espeak-ng behind a script that notes each run's arguments, so a test can count the syntheses. */
function countingEspeakNg(): { command: string; runs: string } {
  const dir = mkdtempSync(join(tmpdir(), 'dhvani-read-checker-'));
  const log = join(dir, 'runs.log');
  writeFileSync(log, '');
  const command = join(dir, 'espeak-ng');
  writeFileSync(command, `#!/bin/sh\necho "$*" >> '${log}'\nexec espeak-ng "$@"\n`);
  chmodSync(command, 0o755);
  return { command, runs: log };
}

const syntheses = () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length;

function checker(enabled = true): ReadChecker {
  const made = createReadChecker({ threads: 1, enabled, synthesis: { command: espeakNg } });
  checkers.push(made);
  return made;
}

beforeAll(async () => {
  const fixtures = ensureAudioFixtures();
  clip = new Uint8Array(readFileSync(join(fixtures.dir, 'en-white-20db.wav')));
  paragraph = fixtures.manifest.texts.en;
  mask = speechMaskOf(await measureClip(clip), []);
}, 120_000);

afterAll(async () => {
  await Promise.all(checkers.map((c) => c.close()));
});

describe('read checker', () => {
  it('checks against the reading prepare() started, synthesising the text once', async () => {
    ({ command: espeakNg, runs } = countingEspeakNg());
    const unprepared = await checker().check({ bytes: clip.slice() }, mask, paragraph, 'English');
    const before = syntheses();
    const prepared = checker();
    prepared.prepare(paragraph, 'English');
    // The availability probe (one word), then the text: started before any check asked for it.
    await vi.waitFor(() => expect(syntheses() - before).toBe(2), { timeout: 20_000 });
    const result = await prepared.check({ bytes: clip.slice() }, mask, paragraph, 'English');
    expect(result.outcome).toBe('says-text');
    expect(result).toEqual(unprepared);
    // No second reading of the text for the check.
    expect(syntheses() - before).toBe(2);
  }, 60_000);

  it('prepares nothing when the check is off', async () => {
    ({ command: espeakNg, runs } = countingEspeakNg());
    const off = checker(false);
    off.prepare(paragraph, 'English');
    expect(await off.check({ bytes: clip.slice() }, mask, paragraph, 'English')).toMatchObject({
      outcome: 'unchecked',
      reason: 'off',
    });
    expect(syntheses()).toBe(0);
  });
});
