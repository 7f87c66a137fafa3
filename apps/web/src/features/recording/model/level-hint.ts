// The level meter in words (issue 20): while recording, a hint when the voice is too quiet or too loud
// or the room is noisy; before recording, the same verdict from a short microphone check. Input is the
// recorder's live level: the RMS of each 128 ms block (audio/pcm-worklet.js).
import { AUDIO_QUALITY_THRESHOLDS } from '@dhvani/contract/audio-quality';
import { toDbfs } from '../audio/levels';

export type LevelVerdict = 'quiet' | 'loud' | 'noisy';

/**
 * If even the loudest block of the window stays below the level the server grades Average at best,
 * the voice is too faint. A block's RMS sits a few dB above speech's active level, so this only fires
 * when the clip would really be graded down.
 */
export const QUIET_LOUDEST_DBFS = AUDIO_QUALITY_THRESHOLDS.speechLevelDbfs.average;
/**
 * Speech peaks sit 10-15 dB above its RMS, so a block louder than -10 dBFS has peaks at full scale:
 * the clipping the server grades down. Ordinary speech at a hand's width peaks around -15 dBFS.
 */
export const LOUD_BLOCK_DBFS = -10;
/**
 * The quietest block of a few seconds is the room between words. A quiet room with the browser's noise
 * suppression sits below -60 dBFS; above -50 the noise is audible in the recording.
 */
export const NOISY_FLOOR_DBFS = -50;
/** Speech less than this far above the room grades Average at best (the server's SNR for Good). */
export const NOISY_MARGIN_DB = AUDIO_QUALITY_THRESHOLDS.snrDb.good;
/**
 * About 5 s of blocks: long enough to hold a pause between sentences (the noise floor) and a spoken
 * word (the level), short enough that the hint follows a change of place or distance.
 */
export const HINT_WINDOW_BLOCKS = 40;

/** What a run of block levels (RMS, 0..1) says about the voice and the room; null when all is well. */
export function levelVerdict(levels: readonly number[]): LevelVerdict | null {
  if (levels.length === 0) return null;
  const dbfs = levels.map(toDbfs);
  const loudest = Math.max(...dbfs);
  const floor = Math.min(...dbfs);
  if (loudest > LOUD_BLOCK_DBFS) return 'loud';
  if (floor > NOISY_FLOOR_DBFS && loudest - floor < NOISY_MARGIN_DB) return 'noisy';
  if (loudest < QUIET_LOUDEST_DBFS) return 'quiet';
  return null;
}

/** The last HINT_WINDOW_BLOCKS levels while recording; no verdict until the window is full. */
export class LevelWindow {
  private levels: number[] = [];

  push(level: number): void {
    this.levels.push(level);
    if (this.levels.length > HINT_WINDOW_BLOCKS) this.levels.shift();
  }

  clear(): void {
    this.levels = [];
  }

  verdict(): LevelVerdict | null {
    return this.levels.length < HINT_WINDOW_BLOCKS ? null : levelVerdict(this.levels);
  }
}
