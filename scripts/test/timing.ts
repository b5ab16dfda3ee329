/**
 * The wall-time table `npm test` (scripts/test/run.ts) and the parallel e2e stages print at the end,
 * on success and on failure alike. Pure: takes what ran and returns text.
 */

export type Outcome = "passed" | "failed" | "not run";

export interface Timed {
  name: string;
  outcome: Outcome;
  /** Wall time in milliseconds; absent for what did not run. */
  ms?: number;
  /** Anything worth a word: the exit code, the instant, the number of spec files. */
  note?: string;
}

/** 5 s → "0:05", 754 s → "12:34", 3725 s → "1:02:05". */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** One row per entry, in order, then the total of the wall times (what ran one after another adds up). */
export function timingTable(title: string, rows: readonly Timed[], total?: number): string {
  const cells = rows.map((row) => [
    row.name,
    row.ms === undefined ? "-" : formatDuration(row.ms),
    row.outcome === "failed" ? "FAILED" : row.outcome,
    row.note ?? "",
  ]);
  const sum = total ?? rows.reduce((acc, row) => acc + (row.ms ?? 0), 0);
  cells.push(["total", formatDuration(sum), rows.some((row) => row.outcome === "failed") ? "FAILED" : "", ""]);
  const header = ["", "wall time", "result", ""];
  const widths = header.map((_, column) => Math.max(header[column]!.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((text, column) => (column === 1 ? text.padStart(widths[column]!) : text.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  const rule = widths
    .filter((width) => width > 0)
    .map((width) => "─".repeat(width))
    .join("  ");
  return [`${title}`, line(header), rule, ...cells.slice(0, -1).map(line), rule, line(cells.at(-1)!)].join("\n");
}
