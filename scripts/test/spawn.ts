/**
 * Runs one child of a parallel e2e stage (Deno): its stdout and stderr go to ours line by line, each
 * line prefixed with the run's name, and are kept for the summary at the end.
 */
import { linePrefixer } from "./lines.ts";

export interface Finished {
  code: number;
  ms: number;
  /** Everything it printed, both streams, in the order the lines came. */
  output: string;
}

const encoder = new TextEncoder();

/** Writes a whole line to stdout at once, so lines of runs side by side never cut into each other. */
export function writeLine(line: string): void {
  const bytes = encoder.encode(`${line}\n`);
  let written = 0;
  while (written < bytes.length) written += Deno.stdout.writeSync(bytes.subarray(written));
}

export async function runPrefixed(prefix: string, command: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const started = performance.now();
  const kept: string[] = [];
  const child = new Deno.Command(command, { args, env, stdin: "null", stdout: "piped", stderr: "piped" }).spawn();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const lines = linePrefixer(prefix, (line) => {
      kept.push(line.slice(prefix.length));
      writeLine(line);
    });
    const decoder = new TextDecoder();
    for await (const bytes of stream) lines.push(decoder.decode(bytes, { stream: true }));
    lines.push(decoder.decode());
    lines.flush();
  };
  const [status] = await Promise.all([child.status, pump(child.stdout), pump(child.stderr)]);
  return { code: status.code, ms: performance.now() - started, output: kept.join("\n") };
}
