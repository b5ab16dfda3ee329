/**
 * What the parallel e2e stages read back from Playwright's list reporter (`list`, not a TTY): the
 * closing counts and failed tests for the stage's summary, and each spec's seconds for refreshing
 * scripts/test/e2e-weights.ts. Pure.
 */

export interface PlaywrightSummary {
  /** The closing counts, e.g. "2 failed, 57 passed (6.1m)"; empty when the run never got there. */
  counts: string;
  /** The tests listed under "N failed" and "N flaky" at the end (file:line:column › title). */
  failed: string[];
  /** Why each of them failed: the first lines of its error and where it was thrown, by test. */
  reasons: Record<string, string[]>;
}

const COUNT = /^\s{2}(\d+ (?:passed|failed|flaky|skipped|interrupted|did not run)\b.*)$/;
const LISTED = /^\s{4}(\S.*\.e2e\.ts:\d+:\d+ › .*)$/;
/** A failure's heading in the list reporter: `  1) web/e2e/x.e2e.ts:5:1 › title ───`. */
const HEADING = /^\s{2}\d+\) (\S.*\.e2e\.ts:\d+:\d+ › .*)$/;
/** A code frame's line (`  38 |`, `> 39 |`, `     |    ^`), which the reasons leave out. */
const FRAME = /^\s*>?\s*\d*\s+\|/;
/** Where it was thrown: the first stack line in a spec or its fixtures. */
const THROWN = /^\s*at .*\/e2e\/.*\.ts:\d+:\d+\)?$/;
const REASON_LINES = 4;
const untitled = (title: string) => title.replace(/\s*─+$/, "").trimEnd();

export function playwrightSummary(output: string): PlaywrightSummary {
  const counts: string[] = [];
  const failed: string[] = [];
  const reasons: Record<string, string[]> = {};
  let listing = false;
  let reason: string[] | undefined;
  let thrown = false;
  for (const raw of output.split("\n")) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    if (heading) {
      const title = untitled(heading[1]!);
      // A retried test has one heading per attempt: the first attempt's reason is kept.
      reason = reasons[title] ? undefined : [];
      if (reason) reasons[title] = reason;
      thrown = false;
      continue;
    }
    const count = COUNT.exec(line);
    if (count) {
      reason = undefined;
      counts.push(count[1]!);
      listing = /^\d+ (failed|flaky)/.test(count[1]!);
      continue;
    }
    if (reason && !thrown) {
      if (THROWN.test(line)) {
        reason.push(line.trim());
        thrown = true;
      } else if (line.trim() !== "" && !FRAME.test(line) && reason.length < REASON_LINES && !/^\s*at /.test(line)) {
        reason.push(line.trim());
      }
    }
    const listed = LISTED.exec(line);
    // Playwright pads a short title out with a rule (`› public screens ──────`).
    if (listing && listed) failed.push(untitled(listed[1]!));
    else listing = false;
  }
  return { counts: counts.join(", "), failed, reasons };
}

/** The seconds per spec file in list output (`✓  12 web/e2e/x.e2e.ts:5:1 › name (3.2s)`), summed over its tests. */
export function secondsPerSpec(output: string): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const line of output.split("\n")) {
    const match = /\s([\w./-]+\.e2e\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(line);
    if (!match) continue;
    const value = Number(match[2]) * (match[3] === "m" ? 60 : match[3] === "ms" ? 0.001 : 1);
    const file = match[1]!.slice(match[1]!.lastIndexOf("/") + 1);
    seconds[file] = (seconds[file] ?? 0) + value;
  }
  return seconds;
}
