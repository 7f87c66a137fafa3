// Festival's readings of the read-check set's items (`--engine festival`), made before the clips are rendered:
// one Festival run per language, because its start-up takes seconds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FESTIVAL_VOICES } from './readers.mjs';
import { tool } from './tool.mjs';

const schemeString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Every reading Festival makes for the items (two of each, the second 8 % faster, for `twice`), in one
 * Festival run per language (its start-up takes seconds); answers where item's n-th reading is.
 */
export async function festivalReadings(items, dir) {
  mkdirSync(dir, { recursive: true });
  const file = (item, n) => join(dir, `${item.language}-${item.id}-${n}.wav`);
  for (const language of new Set(items.map((item) => item.language))) {
    const { voice, intonation } = FESTIVAL_VOICES[language];
    const lines = [`(voice_${voice})`];
    if (intonation) lines.push(`(Parameter.set 'Int_Method '${intonation})`);
    for (const item of items.filter((i) => i.language === language)) {
      for (const n of item.class === 'twice' ? [0, 1] : [0]) {
        // Festival's speed: durations stretched; from the reading's espeak-style speed around 160 wpm.
        const stretch = ((160 / item.recipe.speed) * (n ? 0.92 : 1)).toFixed(3);
        lines.push(`(Parameter.set 'Duration_Stretch ${stretch})`);
        lines.push(
          `(utt.save.wave (utt.synth (Utterance Text ${schemeString(item.spoken)})) "${file(item, n)}" 'riff)`,
        );
      }
    }
    const script = join(dir, `${language}.scm`);
    writeFileSync(script, `${lines.join('\n')}\n`);
    await tool('festival', ['-b', script], '');
  }
  return file;
}
