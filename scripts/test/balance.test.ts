import { describe, expect, it } from "vitest";
import { balance, planE2e, planLanes, SOLO_SPECS, weightOf } from "./balance.ts";
import { CLOCK_INSTANT_SECONDS, E2E_SECONDS } from "./e2e-weights.ts";

const load = (files: string[], seconds: Record<string, number>) => files.reduce((sum, file) => sum + weightOf(file, seconds), 0);

describe("splitting the e2e specs", () => {
  it("gives every file to exactly one list", () => {
    const files = Object.keys(E2E_SECONDS).map((name) => `web/e2e/${name}`);
    const plan = planE2e(files, E2E_SECONDS, 2);
    expect([...plan.solo, ...plan.shards.flat()].sort()).toEqual([...files].sort());
    expect(plan.shards).toHaveLength(2);
  });

  it("balances by weight, not by name order", () => {
    const seconds = { "a.e2e.ts": 90, "b.e2e.ts": 80, "c.e2e.ts": 10, "d.e2e.ts": 10, "e.e2e.ts": 5 };
    const lists = balance(Object.keys(seconds), seconds, 2);
    expect(lists).toEqual([
      ["a.e2e.ts", "d.e2e.ts"],
      ["b.e2e.ts", "c.e2e.ts", "e.e2e.ts"],
    ]);
    expect(lists.map((list) => load(list, seconds))).toEqual([100, 95]);
  });

  it("keeps the measured suite's lists within a few percent of each other", () => {
    const files = Object.keys(E2E_SECONDS);
    for (const count of [2, 3]) {
      const loads = planE2e(files, E2E_SECONDS, count).shards.map((list) => load(list, E2E_SECONDS));
      expect(Math.max(...loads) / Math.min(...loads)).toBeLessThan(1.05);
    }
  });

  it("weighs a new spec as the mean of the known ones", () => {
    expect(weightOf("web/e2e/new.e2e.ts", { "a.e2e.ts": 10, "b.e2e.ts": 30 })).toBe(20);
    expect(weightOf("web/e2e/a.e2e.ts", { "a.e2e.ts": 10 })).toBe(10);
    expect(weightOf("x.e2e.ts", {})).toBe(1);
  });

  it("makes no empty list when there are fewer files than processes", () => {
    expect(balance(["a.e2e.ts"], {}, 3)).toEqual([["a.e2e.ts"]]);
    expect(balance([], {}, 2)).toEqual([]);
  });

  it("runs the machine-measuring meeting specs alone, the other calls side by side", () => {
    const plan = planE2e(
      ["web/e2e/meeting-cpu.e2e.ts", "web/e2e/meeting-sfu-scale.e2e.ts", "web/e2e/meeting-call.e2e.ts", "web/e2e/auth.e2e.ts"],
      {},
      2,
    );
    expect(plan.solo).toEqual(["web/e2e/meeting-cpu.e2e.ts", "web/e2e/meeting-sfu-scale.e2e.ts"]);
    expect(plan.shards.flat().sort()).toEqual(["web/e2e/auth.e2e.ts", "web/e2e/meeting-call.e2e.ts"]);
    expect(SOLO_SPECS.test("meeting-sfu.e2e.ts")).toBe(true);
    expect(planE2e(["web/e2e/meeting-cpu.e2e.ts"], {}, 2, null)).toEqual({ solo: [], shards: [["web/e2e/meeting-cpu.e2e.ts"]] });
  });

  it("shares the clock matrix's instants out among the slots with the specs, every item once", () => {
    const files = Object.keys(E2E_SECONDS)
      .map((name) => `web/e2e/${name}`)
      .filter((file) => !SOLO_SPECS.test(file.slice(8)));
    for (const count of [2, 3]) {
      const lanes = planLanes(files, E2E_SECONDS, count, 5, CLOCK_INSTANT_SECONDS);
      expect(lanes).toHaveLength(count);
      expect(lanes.flatMap((lane) => lane.files).sort()).toEqual([...files].sort());
      expect(lanes.flatMap((lane) => lane.instants).sort()).toEqual([0, 1, 2, 3, 4]);
      const loads = lanes.map((lane) => load(lane.files, E2E_SECONDS) + lane.instants.length * CLOCK_INSTANT_SECONDS);
      expect(Math.max(...loads) / Math.min(...loads)).toBeLessThan(1.05);
    }
  });

  it("weighs an instant like a file: a heavy one goes to the lightest slot", () => {
    const seconds = { "a.e2e.ts": 100, "b.e2e.ts": 60, "c.e2e.ts": 50 };
    expect(planLanes(Object.keys(seconds), seconds, 2, 1, 90)).toEqual([
      { files: ["a.e2e.ts", "c.e2e.ts"], instants: [] },
      { files: ["b.e2e.ts"], instants: [0] },
    ]);
    expect(planLanes(["a.e2e.ts"], seconds, 2, 0, 90)).toEqual([{ files: ["a.e2e.ts"], instants: [] }]);
  });
});
