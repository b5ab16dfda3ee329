import { describe, expect, it } from "vitest";
import { formatDuration, timingTable } from "./timing.ts";

describe("the stage timing table", () => {
  it("writes wall times as m:ss, with hours past the hour", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(5_400)).toBe("0:05");
    expect(formatDuration(754_000)).toBe("12:34");
    expect(formatDuration(3_725_000)).toBe("1:02:05");
  });

  it("lists every stage in order, the ones after a failure as not run, and totals what ran", () => {
    const table = timingTable("npm test", [
      { name: "lint", outcome: "passed", ms: 20_000 },
      { name: "unit", outcome: "failed", ms: 100_000, note: "exit 1" },
      { name: "e2e", outcome: "not run" },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toBe("npm test");
    expect(lines[3]).toMatch(/^lint\s+0:20\s+passed$/);
    expect(lines[4]).toMatch(/^unit\s+1:40\s+FAILED\s+exit 1$/);
    expect(lines[5]).toMatch(/^e2e\s+-\s+not run$/);
    expect(lines[7]).toMatch(/^total\s+2:00\s+FAILED$/);
  });

  it("takes the total it is given when the rows ran side by side", () => {
    const table = timingTable(
      "e2e",
      [
        { name: "shard 1", outcome: "passed", ms: 300_000 },
        { name: "shard 2", outcome: "passed", ms: 280_000 },
      ],
      310_000,
    );
    expect(table.split("\n").at(-1)).toMatch(/^total\s+5:10$/);
  });
});
