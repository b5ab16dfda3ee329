/**
 * Cuts a child process's output into whole lines and writes each with a prefix, so the lines of runs
 * going on side by side interleave but never mix within a line. Pure but for the `write` it is given.
 */
export interface LinePrefixer {
  /** Takes any chunk of text; writes every line it completes. */
  push(chunk: string): void;
  /** Writes what is left after the last newline, if anything. */
  flush(): void;
}

export function linePrefixer(prefix: string, write: (line: string) => void): LinePrefixer {
  let pending = "";
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop()!;
      for (const line of lines) write(`${prefix}${line}`);
    },
    flush() {
      if (pending !== "") write(`${prefix}${pending}`);
      pending = "";
    },
  };
}
