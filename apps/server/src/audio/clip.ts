// The samples of a stored clip, whichever format it was stored in: a WAV is viewed in place, a FLAC is
// decoded (into a buffer the caller may keep between clips: an analyser thread does, so grading a FLAC
// allocates nothing per clip either, docs/decisions/0010). FLAC problems are reported as WavFormatError,
// the analyser's one error type for unusable audio.
import { decodeFlac, FlacFormatError } from '@dhvani/flac/decoder';
import { isFlac, readAcceptedFlacHead } from './flac-format.js';
import { parseWav, WavFormatError, type WavErrorCode } from './wav.js';

export interface ClipSamples {
  samples: Int16Array;
  sampleRate: number;
}

const CODES: Record<FlacFormatError['code'], WavErrorCode> = {
  'not-flac': 'not-wav',
  truncated: 'truncated',
  malformed: 'malformed',
  unsupported: 'unsupported-format',
  'no-samples': 'no-samples',
  'too-long': 'malformed',
};

/** A buffer for decoded samples that one caller reuses from clip to clip (grown when too small). */
export interface SampleScratch {
  buffer: Int16Array;
}

/**
 * The clip's samples. A FLAC is decoded into `scratch` when given (then the samples are valid only until
 * its next use), else into a buffer of its own. Throws WavFormatError.
 */
export function clipSamples(bytes: Uint8Array, scratch?: SampleScratch): ClipSamples {
  if (!isFlac(bytes)) {
    const { samples, header } = parseWav(bytes);
    return { samples, sampleRate: header.sampleRate };
  }
  try {
    const { info } = readAcceptedFlacHead(bytes);
    if (scratch && info.totalSamples > scratch.buffer.length)
      scratch.buffer = new Int16Array(info.totalSamples);
    const { samples } = decodeFlac(bytes, scratch ? { into: scratch.buffer } : {});
    // A stream that did not state its length was decoded into a buffer grown on the way: keep that one.
    if (scratch && samples.buffer !== scratch.buffer.buffer) scratch.buffer = new Int16Array(samples.buffer);
    return { samples, sampleRate: info.sampleRate };
  } catch (err) {
    if (err instanceof FlacFormatError) throw new WavFormatError(CODES[err.code], err.message);
    throw err;
  }
}
