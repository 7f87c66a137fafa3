import { describe, expect, it } from 'vitest';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { fallbackTranscript } from './fallback-texts';
import { chooseTranscript, transcriptFromBody } from './transcript';

// SPEC §5's fallback, in the language the clip is labelled with and its own script (issue 19).
const fallback =
  'சில்லறை வணிகம் தொடர்பான இந்த உரையைத் தமிழில் படியுங்கள்: இன்று காலை மெல்லிய மழை பெய்தது, குழந்தைகள் மகிழ்ச்சியுடன் பள்ளிக்குச் சென்றனர்.';

describe('transcriptFromBody', () => {
  it('reads data, else message, else text, else the whole body', () => {
    expect(transcriptFromBody({ data: 'From data', message: 'm' })).toBe('From data');
    expect(transcriptFromBody({ data: { x: 1 }, message: 'From message' })).toBe('From message');
    expect(transcriptFromBody({ text: 'From text' })).toBe('From text');
    expect(transcriptFromBody('A bare string')).toBe('A bare string');
    expect(transcriptFromBody({ other: 1 })).toBe('{"other":1}');
    expect(transcriptFromBody(null)).toBe('');
  });
});

describe('chooseTranscript', () => {
  it('keeps a usable transcript', () => {
    expect(chooseTranscript('  A long enough transcript.  ', 'retail', 'Tamil')).toEqual({
      text: 'A long enough transcript.',
      usedFallback: false,
    });
  });

  it.each([
    ['too short', 'Too short'],
    ['an error', 'Internal error while generating'],
    ['an Error', 'Error: model unavailable'],
    ['a failed call', null],
  ])('falls back for %s', (_, generated) => {
    expect(chooseTranscript(generated, 'retail', 'Tamil')).toEqual({ text: fallback, usedFallback: true });
  });
});

describe('fallbackTranscript', () => {
  it("keeps SPEC's English sentence for English", () => {
    expect(fallbackTranscript('healthcare', 'English')).toBe(
      'Please read the following healthcare related text in English: The quick brown fox jumps over the lazy dog.',
    );
  });

  it('is written in the script of every other recording language', () => {
    const scripts: Record<string, RegExp> = {
      Hindi: /\p{Script=Devanagari}/u,
      Tamil: /\p{Script=Tamil}/u,
      Telugu: /\p{Script=Telugu}/u,
      Gujarati: /\p{Script=Gujarati}/u,
      Punjabi: /\p{Script=Gurmukhi}/u,
      Odia: /\p{Script=Oriya}/u,
      Kannada: /\p{Script=Kannada}/u,
      Bengali: /\p{Script=Bengali}/u,
      Malayalam: /\p{Script=Malayalam}/u,
    };
    for (const language of RECORDING_LANGUAGES.filter((l) => l !== 'English')) {
      for (const domain of DOMAINS) {
        const text = fallbackTranscript(domain, language);
        expect(text, `${language} ${domain}`).toMatch(scripts[language]!);
        expect(text, `${language} ${domain}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});
