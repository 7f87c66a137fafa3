// A clip that says the text it is uploaded with (issue 34's review and release test): the issued text spoken by
// espeak-ng and made 16 kHz mono PCM by sox, as the audio fixtures are. A clip of another text could be
// rejected before review once grading checks what a clip says (issue 35).
import { execFileSync } from 'node:child_process';
import { wavFile } from '../src/audio/wav.js';

export function spokenText(text: string, voice: string): { wav: Buffer; seconds: number } {
  const speech = execFileSync('espeak-ng', ['-v', voice, '-s', '150', '--stdout', text], {
    maxBuffer: 64 << 20,
  });
  const pcm = execFileSync(
    'sox',
    [
      '-R',
      '-D',
      '-t',
      'wav',
      '-',
      '-t',
      'raw',
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      '-e',
      'signed-integer',
      '-',
    ],
    { input: speech, maxBuffer: 64 << 20 },
  );
  // Half a second of silence each side, as a person starts and stops.
  const pad = Buffer.alloc(16_000);
  const wav = Buffer.from(wavFile(Buffer.concat([pad, pcm, pad])));
  return { wav, seconds: (wav.length - 44) / 32_000 };
}
