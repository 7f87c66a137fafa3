// Words that must never be mistaken for each other (issue 33, docs/i18n/glossary-<lang>.md): a scripted tap
// on the Tamil Stop (நிறுத்து) hit Pause (இடைநிறுத்து), and Tamil used one word for leaving the recording
// flow and for logging out.
import { readFileSync } from 'node:fs';
import { LOCALES } from '@dhvani/contract/locales';
import { describe, expect, it } from 'vitest';

const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(`${import.meta.dirname}/../locales/${locale}/${namespace}.json`, 'utf8')) as Record<
    string,
    string
  >;

describe.each(LOCALES)('the %s words for controls people tap in a hurry', (locale) => {
  const recording = read(locale, 'recording');
  const words = {
    pause: recording['session.pause']!,
    resume: recording['session.resume']!,
    stop: recording['session.stop']!,
  };

  it('keep Pause, Resume and Stop apart: none is, or contains, another', () => {
    for (const [a, one] of Object.entries(words))
      for (const [b, other] of Object.entries(words))
        if (a !== b)
          expect(one.includes(other), `${locale} ${a} "${one}" contains ${b} "${other}"`).toBe(false);
  });

  it('name Pause alike on the recorder and the Listen page, and Stop alike on the recorder and the demo', () => {
    expect(read(locale, 'review')['player.pause']).toBe(words.pause);
    expect(read(locale, 'demo').stop).toBe(words.stop);
  });

  it('say "exit the recording flow" and "log out" differently', () => {
    expect(recording.exit).not.toBe(read(locale, 'common')['nav.logout']);
  });
});
