// Dynamic time warping of a clip's speech frames against the reference reading of its text (issue 35), in the
// three ways the read-check's outcomes need, from one matrix of frame distances:
//   whole:  all of the clip against all of the text (does it say the text?),
//   prefix: all of the clip against the text's beginning only (did the reader stop early?),
//   within: all of the text against a stretch of the clip (was there more speech than the text?).
//
// Distances are "excess" distances: a frame pair's distance less the mean of how close each frame comes to
// anything on the other side. A clip frame that matches nothing well (another voice, a noisy room) then
// costs nothing extra where it matches as well as it can, and what is left measures the ORDER of the
// sounds, which is what tells the text apart from another sentence made of the same language's sounds.
//
// Steps are symmetric (a diagonal step weighs the frame pair twice, a horizontal or vertical one once,
// plus a fixed penalty), so a path's weight is the number of frames it covers on both sides and costs of
// paths of different lengths compare as means. Speech frames only: pauses were taken out before.
import { squaredDistance } from './frame-distance.js';

export interface Alignment {
  /** Mean excess cost of the best path through all of the clip and all of the text. */
  whole: number;
  /** The best path through all of the clip and the text's beginning: its cost and how much of the text. */
  prefix: { cost: number; textShare: number };
  /** The best path through all of the text and a stretch of the clip: its cost and share of the clip. */
  within: { cost: number; clipShare: number };
}

export interface AlignOptions {
  /** Added to each horizontal or vertical step: makes a path prefer to advance on both sides. */
  stepPenalty: number;
  /**
   * The band: a path never strays further from the diagonal than this share of each side
   * (|i/rows − j/cols| ≤ band). Wide enough for a reading that stopped halfway or said the text twice.
   */
  band: number;
  /**
   * Stops early and answers null when, after the first third of the clip, even the best path so far costs
   * more than this on average: a clip this far from the text cannot end up saying it.
   */
  giveUpAbove?: number;
}

/** Buffers one thread reuses between clips (grown as needed), so a clip allocates nothing large. */
export interface AlignScratch {
  cells: Float32Array;
}

export const newAlignScratch = (): AlignScratch => ({ cells: new Float32Array(0) });

/** Excess distances between every clip frame (rows) and every text frame (columns). */
function excessDistances(
  clip: Float32Array,
  text: Float32Array,
  dims: number,
  band: number,
  scratch: AlignScratch,
) {
  const rows = clip.length / dims;
  const cols = text.length / dims;
  if (scratch.cells.length < rows * cols) scratch.cells = new Float32Array(rows * cols);
  // Only the band's cells are written, and only they are ever read (here, anchored and within).
  const cells = scratch.cells;
  const rowBest = new Float32Array(rows).fill(Infinity);
  const colBest = new Float32Array(cols).fill(Infinity);
  for (let i = 0; i < rows; i++) {
    const a = i * dims;
    const first = bandFirst(i, rows, cols, band);
    const last = bandLast(i, rows, cols, band);
    for (let j = first; j <= last; j++) {
      const distance = Math.sqrt(squaredDistance(clip, a, text, j * dims, dims));
      cells[i * cols + j] = distance;
      if (distance < (rowBest[i] as number)) rowBest[i] = distance;
      if (distance < (colBest[j] as number)) colBest[j] = distance;
    }
  }
  for (let i = 0; i < rows; i++) {
    const first = bandFirst(i, rows, cols, band);
    const last = bandLast(i, rows, cols, band);
    for (let j = first; j <= last; j++)
      cells[i * cols + j] =
        (cells[i * cols + j] as number) - ((rowBest[i] as number) + (colBest[j] as number)) / 2;
  }
  return { cells, rows, cols };
}

/**
 * The first and last columns of row `i` inside the band (the first and last rows always reach their
 * corner). Two numbers, not a pair in an array: no allocation per row, and nothing for V8 to deoptimise on.
 */
function bandFirst(i: number, rows: number, cols: number, band: number): number {
  return Math.max(0, Math.ceil(bandCentre(i, rows, cols) - band * cols));
}

function bandLast(i: number, rows: number, cols: number, band: number): number {
  return Math.min(cols - 1, Math.floor(bandCentre(i, rows, cols) + band * cols));
}

const bandCentre = (i: number, rows: number, cols: number) => (rows > 1 ? (i / (rows - 1)) * (cols - 1) : 0);

/** Paths from the first frame pair: `whole` and `prefix`; null when given up. */
function anchored(
  cells: Float32Array,
  rows: number,
  cols: number,
  { stepPenalty, giveUpAbove, band }: AlignOptions,
) {
  let previous = new Float64Array(cols);
  let current = new Float64Array(cols);
  // Rows are swapped through a variable, not a destructuring (which V8 kept deoptimising here).
  let swap: typeof previous;
  const checkFrom = Math.ceil(rows / 3);
  for (let i = 0; i < rows; i++) {
    // The best mean of the row matters only where the early-out looks at it.
    const watched = giveUpAbove !== undefined && i >= checkFrom;
    let rowBest = Infinity;
    // Outside the band every cell is out of reach.
    current.fill(Infinity);
    const first = bandFirst(i, rows, cols, band);
    const last = bandLast(i, rows, cols, band);
    for (let j = first; j <= last; j++) {
      const c = cells[i * cols + j] as number;
      let best: number;
      if (i === 0 && j === 0) best = 2 * c;
      else {
        best = Infinity;
        if (i > 0 && j > 0) best = (previous[j - 1] as number) + 2 * c;
        if (i > 0) best = Math.min(best, (previous[j] as number) + c + stepPenalty);
        if (j > 0) best = Math.min(best, (current[j - 1] as number) + c + stepPenalty);
      }
      current[j] = best;
      if (watched) {
        const mean = best / (i + j + 2);
        if (mean < rowBest) rowBest = mean;
      }
    }
    if (watched && rowBest > giveUpAbove) return null;
    swap = previous;
    previous = current;
    current = swap;
  }
  // `previous` now holds the last row: the whole clip against each beginning of the text.
  let prefix = { cost: Infinity, textShare: 0 };
  for (let j = 0; j < cols; j++) {
    const mean = (previous[j] as number) / (rows + j + 1);
    if (mean < prefix.cost) prefix = { cost: mean, textShare: (j + 1) / cols };
  }
  return { whole: (previous[cols - 1] as number) / (rows + cols), prefix };
}

/** Paths through all of the text that may start and end anywhere in the clip. */
function within(cells: Float32Array, rows: number, cols: number, { stepPenalty, band }: AlignOptions) {
  let previous = new Float64Array(cols);
  let current = new Float64Array(cols);
  let previousStart = new Int32Array(cols);
  let currentStart = new Int32Array(cols);
  let swap: typeof previous;
  let swapStart: typeof previousStart;
  let found = { cost: Infinity, clipShare: 0 };
  for (let i = 0; i < rows; i++) {
    current.fill(Infinity);
    const first = bandFirst(i, rows, cols, band);
    const last = bandLast(i, rows, cols, band);
    for (let j = first; j <= last; j++) {
      const c = cells[i * cols + j] as number;
      // The text's first frame may meet any clip frame: a path starts there afresh.
      let best = j === 0 ? 2 * c : Infinity;
      let start = i;
      if (i > 0 && j > 0 && (previous[j - 1] as number) + 2 * c < best) {
        best = (previous[j - 1] as number) + 2 * c;
        start = previousStart[j - 1] as number;
      }
      if (i > 0 && (previous[j] as number) + c + stepPenalty < best) {
        best = (previous[j] as number) + c + stepPenalty;
        start = previousStart[j] as number;
      }
      if (j > 0 && (current[j - 1] as number) + c + stepPenalty < best) {
        best = (current[j - 1] as number) + c + stepPenalty;
        start = currentStart[j - 1] as number;
      }
      current[j] = best;
      currentStart[j] = start;
    }
    const span = i - (currentStart[cols - 1] as number) + 1;
    const mean = (current[cols - 1] as number) / (span + cols);
    if (mean < found.cost) found = { cost: mean, clipShare: span / rows };
    swap = previous;
    previous = current;
    current = swap;
    swapStart = previousStart;
    previousStart = currentStart;
    currentStart = swapStart;
  }
  return found;
}

/**
 * Aligns `clip` (speech frames × `dims`) with `text` (the reference's, the same way). Null when it gave up
 * (options.giveUpAbove). Both need at least one frame.
 */
export function align(
  clip: Float32Array,
  text: Float32Array,
  dims: number,
  options: AlignOptions,
  scratch: AlignScratch = newAlignScratch(),
): Alignment | null {
  const { cells, rows, cols } = excessDistances(clip, text, dims, options.band, scratch);
  const start = anchored(cells, rows, cols, options);
  if (!start) return null;
  return { ...start, within: within(cells, rows, cols, options) };
}
