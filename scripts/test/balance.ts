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
 * Longest first, each to the lightest bin so far (ties to the first): within 4/3 of the best split,
 * and the same input always gives the same bins (equal weights go in `key` order). Empty bins dropped.
 */
function longestFirst<T>(items: readonly T[], weight: (item: T) => number, key: (item: T) => string, count: number): T[][] {
  const bins = Array.from({ length: Math.max(1, count) }, () => ({ items: [] as T[], load: 0 }));
  const heaviestFirst = [...items].sort((a, b) => weight(b) - weight(a) || key(a).localeCompare(key(b)));
  for (const item of heaviestFirst) {
    const lightest = bins.reduce((best, bin) => (bin.load < best.load ? bin : best));
    lightest.items.push(item);
    lightest.load += weight(item);
  }
  return bins.map((bin) => bin.items).filter((list) => list.length > 0);
}

/** `files` over `count` lists by their seconds (longestFirst); each list keeps the files in name order. */
export function balance(files: readonly string[], seconds: Readonly<Record<string, number>>, count: number): string[][] {
  return longestFirst(
    files,
    (file) => weightOf(file, seconds),
    (file) => file,
    count,
  ).map((list) => list.sort());
}

/** What one side-by-side process slot runs, one Playwright process after another. */
export interface Lane {
  /** Spec files for one Playwright run (may be empty). */
  files: string[];
  /** Indexes of the clock-matrix instants, each a Playwright run of the @clock tests of its own. */
  instants: number[];
}

/**
 * The e2e specs and the clock matrix's instants over `count` slots at once, so neither stage waits on
 * the other's last process: every instant weighs `instantSeconds`, every file its own seconds.
 */
export function planLanes(
  files: readonly string[],
  seconds: Readonly<Record<string, number>>,
  count: number,
  instants: number,
  instantSeconds: number,
): Lane[] {
  type Item = { file: string } | { instant: number };
  const items: Item[] = [...files.map((file) => ({ file })), ...Array.from({ length: instants }, (_, instant) => ({ instant }))];
  const weight = (item: Item) => ("file" in item ? weightOf(item.file, seconds) : instantSeconds);
  const key = (item: Item) => ("file" in item ? item.file : `~clock ${String(item.instant).padStart(3, "0")}`);
  return longestFirst(items, weight, key, count).map((bin) => ({
    files: bin.flatMap((item) => ("file" in item ? [item.file] : [])).sort(),
    instants: bin.flatMap((item) => ("instant" in item ? [item.instant] : [])).sort((a, b) => a - b),
  }));
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
