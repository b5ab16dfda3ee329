/**
 * How the parallel e2e stage (scripts/test/e2e.ts) splits the spec files and the clock matrix: the
 * files whose calls need the machine to themselves run in a phase of their own, one after another;
 * the rest and the clock-matrix instants go to N slots side by side, balanced by known durations
 * (scripts/test/e2e-weights.ts). Playwright's `--shard` cuts by file order, so one shard could get
 * every slow spec. Pure.
 */

export interface E2ePlan {
  /** Run alone, in one process with nothing beside it. */
  solo: string[];
  /** Run side by side, one slot each; no slot is empty. */
  slots: Slot[];
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

/** One clock-matrix instant (scripts/e2e-clock.ts) as the pool sees it: its name and expected seconds. */
export interface PlannedInstant {
  name: string;
  seconds: number;
}

/** What one side-by-side process slot runs, one after another: a Playwright process for its files, then one per instant. */
export interface Slot {
  files: string[];
  /** Names of the clock-matrix instants, in the order given. */
  instants: string[];
}

const INSTANT = "\u0000instant:";

/**
 * The plan for `files` and the clock matrix's `instants`: the solo files apart (when `solo` is given),
 * the rest and the instants over `slots` side-by-side slots, balanced together (an instant is one
 * item of its expected seconds), so no slot idles while another still has a queue.
 */
export function planE2e(
  files: readonly string[],
  seconds: Readonly<Record<string, number>>,
  slots: number,
  solo: RegExp | null = SOLO_SPECS,
  instants: readonly PlannedInstant[] = [],
): E2ePlan {
  const isSolo = (file: string) => solo?.test(baseName(file)) === true;
  const weights = { ...seconds, ...Object.fromEntries(instants.map((instant) => [INSTANT + instant.name, instant.seconds])) };
  const items = [...files.filter((file) => !isSolo(file)), ...instants.map((instant) => INSTANT + instant.name)];
  return {
    solo: files.filter(isSolo).sort(),
    slots: balance(items, weights, slots).map((list) => ({
      files: list.filter((item) => !item.startsWith(INSTANT)),
      instants: instants.map((instant) => instant.name).filter((name) => list.includes(INSTANT + name)),
    })),
  };
}
