/**
 * Runs jobs side by side, one per slot (a slot is what a running job owns alone, like its port): at
 * most as many at once as there are slots, each slot by one job at a time, the next job starting as
 * soon as a slot frees up. Results come back in the jobs' order. Pure (no I/O of its own).
 */
export async function runPool<Job, Slot, Result>(
  jobs: readonly Job[],
  slots: readonly Slot[],
  run: (job: Job, slot: Slot, index: number) => Promise<Result>,
): Promise<Result[]> {
  if (slots.length === 0 && jobs.length > 0) throw new Error("runPool: no slot to run a job in");
  const results = new Array<Result>(jobs.length);
  let next = 0;
  const worker = async (slot: Slot) => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await run(jobs[index]!, slot, index);
    }
  };
  await Promise.all(slots.slice(0, jobs.length).map(worker));
  return results;
}

/**
 * The ports of `count` side-by-side e2e runs from the base port: base, base + 2, … Each run derives
 * its TURN, Janus and relay ports from its own (playwright.config.ts), so these never collide for up
 * to 50 runs.
 */
export const e2ePorts = (base: number, count: number): number[] => Array.from({ length: count }, (_, index) => base + 2 * index);

/** A positive whole number from the environment, or `fallback` when unset or not one. */
export function countFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
