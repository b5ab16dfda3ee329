import { describe, expect, it } from "vitest";
import { clearRescheduleTimes, readRescheduleTimes, saveRescheduleTimes } from "./reschedule-cache.ts";

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};
const NOW = Date.parse("2026-05-01T00:00:00Z");

describe("cached reschedule times (core §9)", () => {
  it("keeps each booking's choice until cleared", () => {
    const storage = memory();
    saveRescheduleTimes(storage, "b1", ["2026-05-03T09:00:00.000Z", "2026-05-04T09:00:00.000Z"], NOW);
    saveRescheduleTimes(storage, "b2", ["2026-05-05T09:00:00.000Z"], NOW);
    expect(readRescheduleTimes(storage, "b1", NOW)).toEqual(["2026-05-03T09:00:00.000Z", "2026-05-04T09:00:00.000Z"]);
    clearRescheduleTimes(storage, "b1", NOW);
    expect(readRescheduleTimes(storage, "b1", NOW)).toEqual([]);
    expect(readRescheduleTimes(storage, "b2", NOW)).toHaveLength(1);
  });
  it("drops times that have passed and survives a broken store", () => {
    const storage = memory();
    saveRescheduleTimes(storage, "b1", ["2026-04-30T09:00:00.000Z", "2026-05-03T09:00:00.000Z"], NOW);
    expect(readRescheduleTimes(storage, "b1", NOW)).toEqual(["2026-05-03T09:00:00.000Z"]);
    expect(readRescheduleTimes({ getItem: () => "[1,2]", setItem: () => {} }, "b1", NOW)).toEqual([]);
    expect(readRescheduleTimes(null, "b1", NOW)).toEqual([]);
  });
});
