// Where log lines go: standard output, gathered per turn of the event loop and written together.
//
// Under load a turn answers many requests; one write(2) for all their lines instead of one each keeps the
// logs' cost per request small (docs/decisions/0008). pino's asynchronous destination (sonic-boom) was
// measured slower here: it re-measures its growing buffer on every line and writes from libuv's thread
// pool, whose thread competes for the CPU the requests need. process.stdout is synchronous for files and
// pipes on Linux, so lines keep their order and nothing written is lost; what is still gathered is written
// at exit, and only a SIGKILL can lose a line (at most one turn of the event loop's worth).
export interface LogSink {
  write(line: string): void;
  /** Writes what is gathered now (also done at process exit). */
  flush(): void;
}

export function createLogSink(out: { write(data: string): unknown } = process.stdout): LogSink {
  let lines: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const data = lines.join('');
    lines = [];
    out.write(data);
  };
  process.once('exit', flush);
  return {
    write(line) {
      lines.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
