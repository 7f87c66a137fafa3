import { reasonText } from '@dhvani/contract/quality-reasons';
// Grades that matter (issue 4), on deterministic espeak-ng clips from scripts/make-audio-fixtures.mjs,
// with the real Silero VAD.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { audioAnalysisSchema } from '@dhvani/contract/audio-quality';
import { QUALITIES, type Quality, type RecordingLanguage } from '@dhvani/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SNRS_DB,
  ensureAudioFixtures,
  type AudioFixtureManifest,
  type FixtureLanguage,
} from '../../../../scripts/make-audio-fixtures.mjs';
import { analyse } from './analyse.js';

const LANGUAGES: Record<FixtureLanguage, RecordingLanguage> = {
  en: 'English',
  hi: 'Hindi',
  ta: 'Tamil',
  bn: 'Bengali',
};
const rank = (q: Quality) => QUALITIES.indexOf(q);

let dir = '';
let manifest: AudioFixtureManifest;

beforeAll(() => {
  ({ dir, manifest } = ensureAudioFixtures());
}, 120_000);

async function grade(file: string, lang: FixtureLanguage = 'en', paragraph?: string) {
  const result = await analyse(
    readFileSync(join(dir, file)),
    paragraph ?? manifest.texts[lang],
    LANGUAGES[lang],
  );
  expect(audioAnalysisSchema.parse(result)).toEqual(result);
  expect(result.metrics.vad).toBe('silero-v5');
  return { ...result, reasons: result.reasons.map(reasonText) };
}

describe('analyse: clean speech', () => {
  it.each(Object.keys(LANGUAGES) as FixtureLanguage[])(
    'grades clean %s speech good or excellent',
    async (lang) => {
      const { quality, metrics } = await grade(`${lang}-clean.wav`, lang);
      expect(['excellent', 'good']).toContain(quality);
      expect(metrics.speakingRate).toBe('ok');
      expect(metrics.speechRatio).toBeGreaterThan(0.6);
    },
  );

  it('gives an excellent clip a positive reason', async () => {
    const { quality, reasons } = await grade('en-clean.wav');
    expect(quality).toBe('excellent');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^Clear speech/);
  });
});

describe('analyse: failing cases carry their reason', () => {
  it.each([
    ['silence-10s.wav', 'No speech detected'],
    ['noise-only-10s.wav', 'No speech detected'],
    ['tone-440hz-10s.wav', 'No speech detected'],
    ['en-0.4s.wav', 'Recording is too short (0.4 s)'],
    ['en-5s-in-100s-silence.wav', 'Only 5% of the clip contains speech'],
    ['en-quiet-50dbfs.wav', 'Too quiet: speech level \u221250 dBFS'],
  ])('grades %s poor: "%s"', async (file, reason) => {
    const { quality, reasons } = await grade(file);
    expect(quality).toBe('poor');
    expect(reasons).toContain(reason);
  });

  it('does not grade clipped speech excellent, and says it is clipped', async () => {
    const { quality, reasons, metrics } = await grade('en-clipped-x8.wav');
    expect(quality).not.toBe('excellent');
    expect(metrics.clippingRatio).toBeGreaterThan(0.01);
    expect(reasons.some((r) => /^Audio is clipped \(\d+(\.\d+)?% of samples\)$/.test(r))).toBe(true);
  });

  it('notices when a long paragraph was read for only 3 seconds', async () => {
    const longParagraph = Array.from({ length: 4 }, () => manifest.texts.en).join(' ');
    const { quality, reasons, metrics } = await grade('en-first-3s.wav', 'en', longParagraph);
    expect(metrics.speakingRate).toBe('too-fast');
    expect(quality).toBe('poor');
    expect(reasons).toContain('Only part of the paragraph seems to have been read');
  });
});

describe('analyse: quality never rises as the SNR falls', () => {
  const cases = (Object.keys(LANGUAGES) as FixtureLanguage[]).flatMap((lang) =>
    (['white', 'pink'] as const).map((kind) => [lang, kind] as const),
  );
  it.each(cases)(
    '%s speech with %s noise',
    async (lang, kind) => {
      const files = [`${lang}-clean.wav`, ...SNRS_DB.map((snr) => `${lang}-${kind}-${snr}db.wav`)];
      const results: Awaited<ReturnType<typeof grade>>[] = [];
      for (const file of files) results.push(await grade(file, lang));
      const ranks = results.map((r) => rank(r.quality));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const worst = results.at(-1)!;
      expect(worst.quality).toBe('poor');
      expect(worst.reasons.some((r) => r.startsWith('Background noise is very high (SNR'))).toBe(true);
      // The estimate tracks the mixed-in SNR (30/20/10/0 dB) within 5 dB.
      SNRS_DB.forEach((snr, i) =>
        expect(Math.abs((results[i + 1]!.metrics.snrDb ?? NaN) - snr)).toBeLessThan(5),
      );
    },
    30_000,
  );
});
