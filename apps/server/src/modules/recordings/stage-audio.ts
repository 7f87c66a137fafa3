// Streams an uploaded audio file through the AudioInspector into the staging folder (never held in
// memory): the one way audio enters the server, whether it comes as a multipart part or from a finished
// resumable upload.
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { badRequest } from '../../lib/http-error.js';
import type { Staging } from '../../storage/staging.js';
import { AudioInspector, type InspectedAudio } from './audio-inspector.js';

/** An audio file in the staging folder, with what its first bytes said it is. */
export interface StagedAudio {
  stagedPath: string;
  size: number;
  sha256: string;
  audio: InspectedAudio;
}

/** On failure nothing is left in staging; on success the caller owns `stagedPath`. */
export async function stageAudio(source: Readable, staging: Staging): Promise<StagedAudio> {
  const stagedPath = await staging.newPath();
  const inspector = new AudioInspector();
  const out = createWriteStream(stagedPath, { flags: 'wx' });
  try {
    await pipeline(source, inspector, out);
    if (!inspector.audio) throw badRequest(RECORDING_MESSAGES.missingAudio);
    return { stagedPath, size: inspector.bytes, sha256: inspector.sha256, audio: inspector.audio };
  } catch (err) {
    // A stream destroyed mid-open still creates its file once the open completes; wait for it to close, or
    // the discard below can run first and leave an orphan in staging.
    // (Not events.once: it rejects on the 'error' the pipeline itself emits.)
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await staging.discard(stagedPath);
    throw err;
  }
}
