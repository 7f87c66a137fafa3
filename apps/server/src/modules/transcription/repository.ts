// The only SQL of the optional recogniser (decision 0049): the clip a transcription job needs, and its result.
import { eq } from 'drizzle-orm';
import type { Transcription } from '@dhvani/contract/transcription';
import type { Db } from '../../db/database.js';
import { recordings } from '../../db/schema/index.js';

export interface ClipForTranscription {
  storageKey: string;
  language: string;
  transcript: string;
  transcription: Transcription | null;
}

export async function clipForTranscription(db: Db, id: string): Promise<ClipForTranscription | null> {
  const [row] = await db
    .select({
      storageKey: recordings.storageKey,
      language: recordings.language,
      transcript: recordings.transcript,
      transcription: recordings.transcription,
    })
    .from(recordings)
    .where(eq(recordings.id, id));
  return row ?? null;
}

/** Stores the result; a recording deleted meanwhile is simply not there to update. */
export async function saveTranscription(db: Db, id: string, result: Transcription): Promise<void> {
  await db.update(recordings).set({ transcription: result }).where(eq(recordings.id, id));
}
