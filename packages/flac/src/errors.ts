export type FlacErrorCode =
  'not-flac' | 'truncated' | 'malformed' | 'unsupported' | 'no-samples' | 'too-long';

/** A stream the decoder refuses, with a code for the caller and a message a person can act on. */
export class FlacFormatError extends Error {
  override readonly name = 'FlacFormatError';
  constructor(
    readonly code: FlacErrorCode,
    message: string,
  ) {
    super(message);
  }
}
