// Commits made ready as an upload's last byte arrives (issue 20): the upload is copied into staging and
// checked by content (a FLAC decoded whole, off the event loop) while the contributor is still on the
// Review step, so the commit after Submit is left with the fields and the transaction. Like the early
// measurement (decision 0024) it is only a head start: a commit that finds nothing here (another process
// received the upload, the entry was dropped, a restart) stages and checks the upload itself. A staged copy
// nobody took is deleted when its entry is dropped. Why: docs/decisions/0026.
import { createEarlyWork } from '../../lib/early-work.js';
import type { Staging } from '../../storage/staging.js';
import type { StagedAudio } from '../recordings/stage-audio.js';
import type { MeasuredAudio } from '../recordings/upload-service.js';

export interface PreparedCommit {
  staged: StagedAudio;
  /** The content check of `staged`; a failed one has already deleted the staged copy. */
  checked: Promise<MeasuredAudio>;
}

export function createPreparedCommits(staging: Pick<Staging, 'discard'>) {
  async function release({ staged, checked }: PreparedCommit): Promise<void> {
    // The check rewrites the staged file (a FLAC's completed header): delete it only once that is over.
    await checked.catch(() => undefined);
    await staging.discard(staged.stagedPath);
  }
  // A staged copy is the upload's size on disk (≤ MAX_UPLOAD_BYTES), so at most 64 are kept, for an hour.
  const early = createEarlyWork<PreparedCommit>({
    dropped: (work) => void work.then(release, () => undefined),
  });

  return {
    /** Stages (`stage`) and checks (`check`) the finished upload `id` in the background. */
    start(
      id: string,
      stage: () => Promise<StagedAudio>,
      check: (staged: StagedAudio) => Promise<MeasuredAudio>,
    ): void {
      early.start(id, async () => {
        const staged = await stage();
        const checked = check(staged).catch(async (err: unknown) => {
          await staging.discard(staged.stagedPath);
          throw err;
        });
        // Reported to the commit that takes it, not here.
        checked.catch(() => undefined);
        return { staged, checked };
      });
    },
    /** The prepared commit of upload `id`, now the caller's (its staged file included); null if none. */
    take: (id: string) => early.take(id),
    forget: (id: string) => early.forget(id),
  };
}

export type PreparedCommits = ReturnType<typeof createPreparedCommits>;
