import { describe, expect, it } from "vitest";
import { playwrightSummary, secondsPerSpec } from "./playwright-output.ts";

const RUN = [
  "Running 4 tests using 1 worker",
  "",
  "  ✓    1 web/e2e/account.e2e.ts:5:1 › saving my details (13.8s)",
  "  ✘    2 web/e2e/meeting-cpu.e2e.ts:55:1 › under pressure (32.8s)",
  "  ✓    3 web/e2e/account.e2e.ts:23:1 › errors land › on their field (3.2s)",
  "  ✓    4 web/e2e/auth.e2e.ts:9:1 › quick (900ms)",
  "  ✓    5 web/e2e/journey.e2e.ts:9:1 › long (1.5m)",
  "",
  "  1) web/e2e/meeting-cpu.e2e.ts:55:1 › under pressure ",
  "",
  "    Error: expect(received).toBeGreaterThan(expected)",
  "        at /work/web/e2e/meeting-cpu.e2e.ts:74:72",
  "",
  "  1 failed",
  "    web/e2e/meeting-cpu.e2e.ts:55:1 › under pressure ",
  "    web/e2e/screens.e2e.ts:23:5 › at 375 px › public screens ──────────",
  "  1 skipped",
  "  4 passed (2.3m)",
].join("\n");

describe("reading Playwright's list output", () => {
  it("finds the closing counts and the failed tests", () => {
    expect(playwrightSummary(RUN)).toEqual({
      counts: "1 failed, 1 skipped, 4 passed (2.3m)",
      failed: ["web/e2e/meeting-cpu.e2e.ts:55:1 › under pressure", "web/e2e/screens.e2e.ts:23:5 › at 375 px › public screens"],
    });
  });

  it("has no counts when the run stopped before its summary", () => {
    expect(playwrightSummary("Error: Timed out waiting 60000ms from config.webServer.")).toEqual({ counts: "", failed: [] });
  });

  it("sums each spec's seconds over its tests", () => {
    const seconds = secondsPerSpec(RUN);
    expect(Object.keys(seconds).sort()).toEqual(["account.e2e.ts", "auth.e2e.ts", "journey.e2e.ts", "meeting-cpu.e2e.ts"]);
    expect(seconds["account.e2e.ts"]).toBeCloseTo(17);
    expect(seconds["auth.e2e.ts"]).toBeCloseTo(0.9);
    expect(seconds["journey.e2e.ts"]).toBeCloseTo(90);
    expect(seconds["meeting-cpu.e2e.ts"]).toBeCloseTo(32.8);
  });
});
