// A clip of the read-check set from its item and recipe: the reading (espeak-ng's, or Festival's made
// beforehand) through sox's reverb and telephone band, then, in JS, silences around it, noise at the
// recipe's SNR (white, pink, or another speaker's babble) and its level. Deterministic: sox runs with -R and
// no dither, and the noise is seeded.
import { readFileSync } from 'node:fs';
import { activePower, encodeWav, pinkNoise, power, rng, whiteNoise } from '../make-audio-fixtures.mjs';
import { pick, VARIANTS } from './readers.mjs';
import { tool } from './tool.mjs';

const RATE = 16000;
const SOX_PCM = ['-t', 'raw', '-r', String(RATE), '-c', '1', '-b', '16', '-e', 'signed-integer'];

/** A reading by espeak-ng (or Festival's, made beforehand) through sox's effects, in [-1, 1] at 16 kHz. */
async function speak(text, r, made = null) {
  const voice = `${r.voice}+${r.variant}`;
  const args = ['-v', voice, '-s', String(r.speed), '-p', String(r.pitch), '-g', String(r.gap), '--stdout'];
  const wav = made ?? (await tool('espeak-ng', [...args, '--stdin'], text));
  const effects = [];
  if (r.reverb) effects.push('reverb', String(r.reverb), '50', String(r.room));
  if (r.telephone) effects.push('sinc', '300-3400');
  const raw = await tool('sox', ['-R', '-D', '-t', 'wav', '-', ...SOX_PCM, '-', ...effects], wav);
  const pcm = new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
  return Float64Array.from(pcm, (v) => v / 32768);
}

function concat(parts) {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const silence = (seconds) => new Float64Array(Math.round(seconds * RATE));

/** Another speaker's sentence, looped under the reading: a television or a conversation in the room. */
async function babble(sentence, r, n) {
  const other = { ...r, variant: VARIANTS[(VARIANTS.indexOf(r.variant) + 7) % VARIANTS.length] };
  const voice = await speak(sentence, { ...other, reverb: 0, telephone: false, gap: 0 });
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = voice[i % voice.length];
  return out;
}

/**
 * The item's clip as a WAV file. `sentencesOf(item)`: the language's other sentences (for babble);
 * `festival(item, n)`: where Festival's n-th reading of the item is, when Festival reads.
 */
export async function render(item, sentencesOf, festival) {
  const r = item.recipe;
  const made = (n) => (festival ? readFileSync(festival(item, n)) : null);
  const spoken = await speak(item.spoken, r, made(0));
  const body =
    item.class === 'twice'
      ? concat([spoken, silence(r.pause), await speak(item.spoken, { ...r, speed: r.speed + 12 }, made(1))])
      : spoken;
  const speechPower = activePower(body);
  let x = concat([silence(r.lead), body, silence(r.trail)]);
  if (r.noise) {
    const noise =
      r.noise === 'babble'
        ? await babble(pick(rng(r.seed), sentencesOf(item)), r, x.length)
        : r.noise === 'pink'
          ? pinkNoise(x.length, r.seed)
          : whiteNoise(x.length, r.seed);
    // Babble is speech: kept at least 25 dB under the reading, so the clip still holds one reader.
    const snr = r.noise === 'babble' ? Math.max(25, r.snrDb) : r.snrDb;
    const gain = Math.sqrt(speechPower / 10 ** (snr / 10) / Math.max(1e-12, power(noise)));
    x = x.map((v, i) => v + gain * noise[i]);
  }
  let gain = Math.sqrt(10 ** (r.levelDbfs / 10) / Math.max(1e-12, speechPower));
  const peak = x.reduce((m, v) => Math.max(m, Math.abs(v)), 0) * gain;
  if (peak > 0.98) gain *= 0.98 / peak;
  return encodeWav(x.map((v) => v * gain));
}
