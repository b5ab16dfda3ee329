/**
 * How the parallel e2e stage (scripts/test/e2e.ts) splits the spec files: the ones whose calls need
 * the machine to themselves run in a phase of their own, one file after another as before; the rest
 * go to N Playwright processes at once, balanced by known durations (scripts/test/e2e-weights.ts).
 * Playwright's `--shard` cuts by file order, so one shard could get every slow spec. Pure.
 */

export interface E2ePlan {
  /** Run alone, in one process with nothing beside it. */
  solo: string[];
  /** Run side by side, one process per list; every list non-empty. */
  shards: string[][];
}

/**
 * Specs whose media measure the machine (12 people through Janus, emulated CPU pressure, an SFU's
 * layers): under another process's load they see the CPU they share, not the app. Matched on the
 * file name (without folders).
 */
export const SOLO_SPECS = /^meeting-(cpu|sfu|sfu-scale)\.e2e\.ts$/;

const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1);

/** A spec file's weight: its measured seconds, or the mean of the known ones when it is new. */
export function weightOf(file: string, seconds: Readonly<Record<string, number>>): number {
  const known = seconds[baseName(file)];
  if (known !== undefined) return known;
  const all = Object.values(seconds);
  return all.length === 0 ? 1 : all.reduce((sum, value) => sum + value, 0) / all.length;
}

/**
 * Longest first, each to the lightest list so far (ties to the first): within 4/3 of the best split,
 * and the same input always gives the same lists. Each list keeps the files in name order.
 */
export function balance(files: readonly string[], seconds: Readonly<Record<string, number>>, count: number): string[][] {
  const bins = Array.from({ length: Math.max(1, count) }, () => ({ files: [] as string[], load: 0 }));
  const heaviestFirst = [...files].sort((a, b) => weightOf(b, seconds) - weightOf(a, seconds) || a.localeCompare(b));
  for (const file of heaviestFirst) {
    const lightest = bins.reduce((best, bin) => (bin.load < best.load ? bin : best));
    lightest.files.push(file);
    lightest.load += weightOf(file, seconds);
  }
  return bins.map((bin) => bin.files.sort()).filter((list) => list.length > 0);
}

/** The plan for `files`: the solo ones apart (when `solo` is given), the rest over `shards` processes. */
export function planE2e(
  files: readonly string[],
  seconds: Readonly<Record<string, number>>,
  shards: number,
  solo: RegExp | null = SOLO_SPECS,
): E2ePlan {
  const isSolo = (file: string) => solo?.test(baseName(file)) === true;
  return {
    solo: files.filter(isSolo).sort(),
    shards: balance(
      files.filter((file) => !isSolo(file)),
      seconds,
      shards,
    ),
  };
}
