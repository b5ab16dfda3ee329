import { describe, expect, it } from "vitest";
import { linePrefixer } from "./lines.ts";
import { countFrom, e2ePorts, runPool } from "./pool.ts";

describe("running e2e jobs side by side", () => {
  it("runs at most one job per slot at a time, and returns results in the jobs' order", async () => {
    const busy = new Set<number>();
    let most = 0;
    const started: string[] = [];
    // The first job holds its slot until the four others have run one after another in the other slot.
    let othersDone = 0;
    let releaseFirst = () => {};
    const firstReleased = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const results = await runPool(["a", "b", "c", "d", "e"], [8801, 8803], async (job, port, index) => {
      expect(busy.has(port)).toBe(false);
      busy.add(port);
      most = Math.max(most, busy.size);
      started.push(job);
      if (job === "a") await firstReleased;
      else await Promise.resolve();
      busy.delete(port);
      if (job !== "a" && ++othersDone === 4) releaseFirst();
      return `${job}${index}@${port}`;
    });
    expect(most).toBe(2);
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    expect(results).toEqual(["a0@8801", "b1@8803", "c2@8803", "d3@8803", "e4@8803"]);
  });

  it("needs a slot only when there is a job", async () => {
    await expect(runPool([], [], async () => 1)).resolves.toEqual([]);
    await expect(runPool([1], [], async () => 1)).rejects.toThrow(/no slot/);
  });

  it("gives side-by-side runs ports two apart, and reads counts from the environment", () => {
    expect(e2ePorts(8801, 4)).toEqual([8801, 8803, 8805, 8807]);
    expect(countFrom("3", 2)).toBe(3);
    expect(countFrom(undefined, 2)).toBe(2);
    expect(countFrom("0", 2)).toBe(2);
    expect(countFrom("two", 2)).toBe(2);
  });
});

describe("prefixing a child's output", () => {
  it("writes whole lines only, each with the prefix, and the rest on flush", () => {
    const out: string[] = [];
    const prefixer = linePrefixer("[shard 1] ", (line) => out.push(line));
    prefixer.push("  ✓ 1 web/e2e/a");
    expect(out).toEqual([]);
    prefixer.push(".e2e.ts (1s)\r\n  ✓ 2 b\n\n  3 pass");
    expect(out).toEqual(["[shard 1]   ✓ 1 web/e2e/a.e2e.ts (1s)", "[shard 1]   ✓ 2 b", "[shard 1] "]);
    prefixer.flush();
    prefixer.flush();
    expect(out.at(-1)).toBe("[shard 1]   3 pass");
    expect(out).toHaveLength(4);
  });
});
