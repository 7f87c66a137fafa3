// Recordings kept on this device (IndexedDB) from the moment audio is captured until the server has
// stored and graded them (issue 20): a closed tab, a reload or a crash after Stop loses nothing. The FLAC
// bytes go in as they are encoded, in numbered chunks (an append never rewrites what is there), beside
// the text, language, domain and idempotency key of the recording. Every change is announced to this tab
// and to the others (BroadcastChannel), so lists stay current everywhere.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { concat } from '@dhvani/flac/bytes';

/** What the review step shows of a clip besides its audio (its warnings), kept so a reload returns there. */
export interface ClipReview {
  /** RMS of the loudest 128 ms block. */
  loudestBlockRms: number;
  /** The clip ended at the maximum duration. */
  reachedLimit: boolean;
  /** Seconds the recording clock ran: more than the audio's means blocks were lost. */
  elapsedSeconds: number;
}

export interface UnsentRecording {
  /** The recording's idempotency key: one per recording, used for every attempt to send it. */
  id: string;
  /** Whose it is: only that user is offered it. */
  userId: string;
  language: RecordingLanguage;
  domain: Domain;
  /** The text read aloud (stored as `paragraph` by versions before issue 18: see readStored). */
  transcript: string;
  /** The id the server issued the text with (issue 32): sent with the recording; absent or null otherwise. */
  readingTextId?: string | null;
  /** The ID the Thank You step shows, sent with the recording (absent on ones kept by an older version). */
  contributionId?: string;
  createdAt: string;
  /** Seconds of audio stored so far; final once `finished`. */
  durationSeconds: number;
  bytes: number;
  /** Stop was pressed (or the limit reached): the audio is complete. False after a crash mid-recording. */
  finished: boolean;
  /** The resumable upload on the server, once there is one. */
  uploadUrl: string | null;
  /** The recording's id on the server, once committed (then only grading is left). */
  recordingId: string | null;
  /** Set at Stop: the recording waits on the review step, where a reload returns (issue 33). */
  review?: ClipReview;
}

const DB_NAME = 'dhvani-unsent';
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

/** Made on first use, in a browser only (a channel keeps a prerendering Node process alive). */
function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof window !== 'undefined' && 'BroadcastChannel' in window ? new BroadcastChannel(DB_NAME) : null;
    channel?.addEventListener('message', () => listeners.forEach((l) => l()));
  }
  return channel;
}

function announce(): void {
  tabs()?.postMessage('changed');
  listeners.forEach((l) => l());
}

/** Calls `listener` whenever any tab changes the unsent recordings; returns the unsubscribe. */
export function subscribeUnsent(listener: () => void): () => void {
  tabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const unsentStorageAvailable = () => typeof indexedDB !== 'undefined';

let opening: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(RECORDINGS, { keyPath: 'id' });
      request.result.createObjectStore(CHUNKS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transact<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const tx = (await open()).transaction(stores, mode);
  const finished = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  const result = await work(tx);
  await finished;
  return result;
}

const chunkRange = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

export async function saveUnsent(recording: UnsentRecording): Promise<void> {
  await transact([RECORDINGS], 'readwrite', (tx) => done(tx.objectStore(RECORDINGS).put(recording)));
  announce();
}

/** Updates fields of a stored recording (nothing happens when it is gone). */
export async function updateUnsent(id: string, change: Partial<UnsentRecording>): Promise<void> {
  await transact([RECORDINGS], 'readwrite', async (tx) => {
    const store = tx.objectStore(RECORDINGS);
    const current = (await done(store.get(id))) as UnsentRecording | undefined;
    if (current) await done(store.put({ ...current, ...change }));
  });
  announce();
}

/** Appends chunk `seq` of the audio and the new totals, in one transaction. */
export async function appendUnsentAudio(
  id: string,
  seq: number,
  bytes: Uint8Array,
  totals: Pick<UnsentRecording, 'bytes' | 'durationSeconds'>,
): Promise<void> {
  await transact([RECORDINGS, CHUNKS], 'readwrite', async (tx) => {
    const recordings = tx.objectStore(RECORDINGS);
    const current = (await done(recordings.get(id))) as UnsentRecording | undefined;
    if (!current) return;
    await done(tx.objectStore(CHUNKS).put(bytes, [id, seq]));
    await done(recordings.put({ ...current, ...totals }));
  });
}

type StoredRecording = Omit<UnsentRecording, 'transcript'> & { transcript?: string; paragraph?: string };

/** A record as this version reads it: one kept by an older version named its transcript `paragraph`. */
export function readStored(stored: StoredRecording): UnsentRecording {
  const { paragraph, transcript, ...recording } = stored;
  return { ...recording, transcript: transcript ?? paragraph ?? '' };
}

export async function listUnsent(userId: string): Promise<UnsentRecording[]> {
  if (!unsentStorageAvailable()) return [];
  const all = await transact([RECORDINGS], 'readonly', (tx) =>
    done(tx.objectStore(RECORDINGS).getAll() as IDBRequest<StoredRecording[]>),
  );
  return all
    .filter((r) => r.userId === userId)
    .map(readStored)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getUnsent(id: string): Promise<UnsentRecording | null> {
  const found = await transact([RECORDINGS], 'readonly', (tx) => done(tx.objectStore(RECORDINGS).get(id)));
  return found ? readStored(found as StoredRecording) : null;
}

/** The stored audio, chunks in order. */
export async function readUnsentAudio(id: string): Promise<Uint8Array> {
  const chunks = await transact([CHUNKS], 'readonly', (tx) =>
    done(tx.objectStore(CHUNKS).getAll(chunkRange(id)) as IDBRequest<Uint8Array[]>),
  );
  return chunks.length === 0 ? new Uint8Array(0) : concat(chunks);
}

export async function deleteUnsent(id: string): Promise<void> {
  await transact([RECORDINGS, CHUNKS], 'readwrite', async (tx) => {
    await done(tx.objectStore(RECORDINGS).delete(id));
    await done(tx.objectStore(CHUNKS).delete(chunkRange(id)));
  });
  announce();
}
