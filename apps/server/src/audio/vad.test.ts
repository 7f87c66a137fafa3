// The energy fallback: used when the Silero model cannot load, logged once, reported in metrics.vad.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAudioFixtures } from '../../../../scripts/make-audio-fixtures.mjs';
import { analyse } from './analyse.js';

let dir = '';
let paragraph = '';
beforeAll(() => {
  const fixtures = ensureAudioFixtures();
  dir = fixtures.dir;
  paragraph = fixtures.manifest.texts.en;
}, 120_000);

const clip = (file: string) => readFileSync(join(dir, file));

describe('speech detection fallback', () => {
  it('falls back to the energy detector when the model cannot load, and warns once', async () => {
    const warn = vi.fn();
    const opts = { modelPath: join(dir, 'no-such-model.onnx'), warn };
    const first = await analyse(clip('en-clean.wav'), paragraph, 'English', opts);
    const second = await analyse(clip('en-clean.wav'), paragraph, 'English', opts);
    expect(first.metrics.vad).toBe('energy');
    expect(second.metrics.vad).toBe('energy');
    expect(['excellent', 'good']).toContain(first.quality);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Silero VAD unavailable .*energy-based speech detector/);
  });

  it.each(['silence-10s.wav', 'noise-only-10s.wav', 'tone-440hz-10s.wav'])(
    'still finds no speech in %s with the energy detector',
    async (file) => {
      const { quality, reasons, metrics } = await analyse(clip(file), paragraph, 'English', {
        vad: 'energy',
      });
      expect(metrics.vad).toBe('energy');
      expect(quality).toBe('poor');
      expect(reasons).toContainEqual({ code: 'no_speech', params: {} });
    },
  );

  it('agrees with Silero on how much of a clean clip is speech', async () => {
    const silero = await analyse(clip('hi-clean.wav'), paragraph, 'Hindi');
    const energy = await analyse(clip('hi-clean.wav'), paragraph, 'Hindi', { vad: 'energy' });
    expect(silero.metrics.vad).toBe('silero-v5');
    expect(Math.abs(silero.metrics.speechSeconds - energy.metrics.speechSeconds)).toBeLessThan(1);
  });
});
