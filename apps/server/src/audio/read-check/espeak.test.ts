// espeak-ng as the read-check runs it: a separate program fed on stdin, in each recording language's voice;
// its piped WAV (whose header states no real length) read whole; a missing program reported as such.
import { describe, expect, it } from 'vitest';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { SpeechSynthesisError, synthesisAvailable, synthesise } from './espeak.js';
import { readReferenceWav } from './reference-wav.js';

const SAMPLE: Record<(typeof RECORDING_LANGUAGES)[number], string> = {
  English: 'Good morning.',
  Hindi: 'नमस्ते, आप कैसे हैं?',
  Tamil: 'வணக்கம், எப்படி இருக்கிறீர்கள்?',
  Telugu: 'నమస్కారం, మీరు ఎలా ఉన్నారు?',
  Gujarati: 'નમસ્તે, તમે કેમ છો?',
  Punjabi: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ, ਤੁਸੀਂ ਕਿਵੇਂ ਹੋ?',
  Odia: 'ନମସ୍କାର, ଆପଣ କେମିତି ଅଛନ୍ତି?',
  Kannada: 'ನಮಸ್ಕಾರ, ನೀವು ಹೇಗಿದ್ದೀರಿ?',
  Bengali: 'নমস্কার, আপনি কেমন আছেন?',
  Malayalam: 'നമസ്കാരം, സുഖമാണോ?',
};

describe('espeak-ng', () => {
  it.each(RECORDING_LANGUAGES)('reads %s in its own voice', async (language) => {
    const { samples, sampleRate } = readReferenceWav(await synthesise(SAMPLE[language], language));
    expect(sampleRate).toBe(22_050);
    // A short greeting: more than half a second of audio.
    expect(samples.length / sampleRate).toBeGreaterThan(0.5);
  });

  it('takes a text that starts like an option or holds quotes as text', async () => {
    const { samples } = readReferenceWav(await synthesise('-v "quoted" --help', 'English'));
    expect(samples.length).toBeGreaterThan(10_000);
  });

  it('is reported missing when the program is not there', async () => {
    const command = '/nonexistent/espeak-ng';
    await expect(synthesise('a', 'English', { command })).rejects.toMatchObject(
      new SpeechSynthesisError('missing', `${command} is not installed`),
    );
    expect(await synthesisAvailable({ command })).toBe(false);
    expect(await synthesisAvailable()).toBe(true);
  });
});

describe("espeak-ng's WAV", () => {
  it('is read to its end whatever length its header states', async () => {
    const wav = await synthesise('Good morning.', 'English');
    const stated = new DataView(wav.buffer, wav.byteOffset).getUint32(40, true);
    expect(stated).toBeGreaterThan(wav.length);
    expect(readReferenceWav(wav).samples.length).toBe((wav.length - 44) / 2);
  });

  it('refuses what is not a 16-bit mono WAV', () => {
    expect(() => readReferenceWav(new Uint8Array(0))).toThrow('not a WAV');
    const stereo = new Uint8Array(48);
    const view = new DataView(stereo.buffer);
    stereo.set(new TextEncoder().encode('RIFF'), 0);
    stereo.set(new TextEncoder().encode('WAVEfmt '), 8);
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 2, true);
    view.setUint16(34, 16, true);
    expect(() => readReferenceWav(stereo)).toThrow('16-bit mono');
  });
});
