// A one-line progress bar for the CLIs: redrawn in place on a terminal, silent when the output is a file or a
// pipe (a log would fill with redraws).
import type { WriteStream } from 'node:tty';

export interface Progress {
  clipsDone: number;
  clipsTotal: number;
  bytes: number;
}

const WIDTH = 30;

export function formatProgress(p: Progress, elapsedMs: number): string {
  const share = p.clipsTotal > 0 ? Math.min(1, p.clipsDone / p.clipsTotal) : 0;
  const filled = Math.round(share * WIDTH);
  const mb = (p.bytes / 1_000_000).toFixed(1);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${p.clipsDone}/${p.clipsTotal} clips, ${mb} MB, ${Math.round(elapsedMs / 1000)} s`;
}

export function progressLine(out: NodeJS.WriteStream | WriteStream) {
  const started = Date.now();
  const tty = Boolean(out.isTTY);
  let drawn = false;
  return {
    update: (p: Progress) => {
      if (!tty) return;
      out.write(`\r${formatProgress(p, Date.now() - started)}`);
      drawn = true;
    },
    done: () => {
      if (drawn) out.write('\n');
      drawn = false;
    },
  };
}
