// The read-check's reference: the text as espeak-ng reads it, in the language's own voice. espeak-ng is GPL-3,
// so it runs as a separate program (never linked, DESIGN §5), with the text on its standard input (never in
// an argument or a shell), and a deadline. Its WAV goes to the audio threads as bytes; nothing here is DSP.
import { spawn } from 'node:child_process';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { ESPEAK_VOICES } from '@dhvani/contract/read-check';

export { ESPEAK_VOICES };

/** A steady, middling pace: the alignment absorbs readers from about half to twice as fast. */
export const REFERENCE_WORDS_PER_MINUTE = 160;

export class SpeechSynthesisError extends Error {
  override readonly name = 'SpeechSynthesisError';
  constructor(
    /** 'missing': no espeak-ng on this machine; 'failed': it ran and gave no usable audio. */
    readonly code: 'missing' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

export interface SynthesisOptions {
  /** The program to run (tests point it at a missing one). */
  command?: string;
  timeoutMs?: number;
}

/** espeak-ng's WAV output (22,050 Hz mono 16-bit) of `text` in `language`'s voice. */
export function synthesise(
  text: string,
  language: RecordingLanguage,
  { command = 'espeak-ng', timeoutMs = 10_000 }: SynthesisOptions = {},
): Promise<Uint8Array> {
  const args = [
    '-v',
    ESPEAK_VOICES[language],
    '-s',
    String(REFERENCE_WORDS_PER_MINUTE),
    '--stdout',
    '--stdin',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new SpeechSynthesisError('missing', `${command} is not installed`)
          : new SpeechSynthesisError('failed', error.message),
      ),
    );
    // A text that closes stdin early (it never does) must not crash the process with EPIPE.
    child.stdin.on('error', () => undefined);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(joined(out));
      const why = signal ? `stopped by ${signal}` : `exit code ${code}`;
      reject(new SpeechSynthesisError('failed', `${command} failed (${why}) ${err.trim()}`.trim()));
    });
    child.stdin.end(text);
  });
}

/**
 * The chunks in one array of its own (its whole buffer can move to an audio thread), copied once: a
 * sentence is ~300 KB, and Buffer.concat and a copy of that were two.
 */
function joined(chunks: Buffer[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
  return bytes;
}

/** Runs espeak-ng once on a word: whether this machine can make references at all. */
export async function synthesisAvailable(options: SynthesisOptions = {}): Promise<boolean> {
  try {
    return (await synthesise('a', 'English', options)).length > 44;
  } catch {
    return false;
  }
}
