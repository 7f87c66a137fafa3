// What is done for a finished upload before it is committed (issue 20), one entry per upload: as its last
// byte arrives, the upload is copied into staging and checked by content (a FLAC decoded whole) for the
// commit, and measured by the analyser for the grading (and read-checked against the text its contributor was
// last given), both off the event loop while the contributor is still on the Review step. The commit after Submit is then left with the fields and the transaction, and
// the grading with the frame-level part. Only a head start: a commit that finds nothing prepared (another
// process received the upload, a concurrent commit took it, the entry was dropped, a restart) stages and
// checks the upload itself, and a grading that finds no measurement measures the stored clip. A staged copy
// nobody took is deleted when its entry is dropped. Why: docs/decisions/0024 and 0026.
import { createEarlyWork } from '../../lib/early-work.js';
import type { EarlyAnalysis } from '../../plugins/analyser.js';
import type { Staging } from '../../storage/staging.js';
import type { StagedAudio } from '../recordings/stage-audio.js';
import type { MeasuredAudio } from '../recordings/upload-service.js';

export interface PreparedCommit {
  staged: StagedAudio;
  /** The content check of `staged`; a failed one has already deleted the staged copy. */
  checked: Promise<MeasuredAudio>;
}

interface HeadStart {
  /** For the commit; null once a commit took it (the staged copy is then the commit's). */
  prepared: Promise<PreparedCommit> | null;
  /** For the grading of the recording the upload becomes. */
  measured: Promise<EarlyAnalysis>;
}

export interface HeadStartWork {
  /** Copies the upload into staging. */
  stage: () => Promise<StagedAudio>;
  /** Checks a staged copy by content (it may rewrite the file). */
  check: (staged: StagedAudio) => Promise<MeasuredAudio>;
  /** Measures (and read-checks) the upload for grading. */
  measure: () => Promise<EarlyAnalysis>;
}

export function createHeadStarts(staging: Pick<Staging, 'discard'>) {
  async function release({ staged, checked }: PreparedCommit): Promise<void> {
    // The check rewrites the staged file (a FLAC's completed header): delete it only once that is over.
    await checked.catch(() => undefined);
    await staging.discard(staged.stagedPath);
  }

  async function prepare({ stage, check }: HeadStartWork): Promise<PreparedCommit> {
    const staged = await stage();
    const checked = check(staged).catch(async (err: unknown) => {
      await staging.discard(staged.stagedPath);
      throw err;
    });
    // Reported to the commit that takes it, not here.
    checked.catch(() => undefined);
    return { staged, checked };
  }

  // A staged copy is the upload's size on disk (≤ MAX_UPLOAD_BYTES), so at most 64 are kept, for an hour.
  const early = createEarlyWork<HeadStart>({
    dropped: ({ prepared }) => void prepared?.then(release, () => undefined),
  });

  return {
    /** Starts both halves of upload `id`'s head start in the background. */
    start(id: string, work: HeadStartWork): void {
      const head: HeadStart = { prepared: prepare(work), measured: work.measure() };
      // A failure is reported to whoever takes it (or does the work again), not here.
      head.prepared?.catch(() => undefined);
      head.measured.catch(() => undefined);
      early.put(id, head);
    },

    /** The prepared commit of upload `id`, now the caller's (its staged file included); null if none. */
    takePrepared(id: string): Promise<PreparedCommit> | null {
      const head = early.get(id);
      const prepared = head?.prepared ?? null;
      if (head) head.prepared = null;
      return prepared;
    },

    /** Upload `id` is committed: its measurement, for the recording's grading; the entry is done. */
    takeMeasured(id: string): Promise<EarlyAnalysis> | null {
      const head = early.take(id);
      // Prepared after all and not taken (a commit that began before the last byte): nobody will.
      void head?.prepared?.then(release, () => undefined);
      return head?.measured ?? null;
    },

    forget: (id: string) => early.forget(id),
  };
}

export type HeadStarts = ReturnType<typeof createHeadStarts>;
