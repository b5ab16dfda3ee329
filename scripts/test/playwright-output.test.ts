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
  "    Error: the page kept up",
  "",
  "    expect(received).toBeGreaterThan(expected)",
  "",
  "    Expected: > 20",
  "    Received:   12",
  "",
  "      73 |   const fps = await frames(page);",
  '    > 74 |   expect(fps, "the page kept up").toBeGreaterThan(20);',
  "         |                                        ^",
  "        at /work/web/e2e/meeting-cpu.e2e.ts:74:72",
  "",
  "  2) web/e2e/screens.e2e.ts:23:5 › at 375 px › public screens ──────────",
  "",
  "    Test timeout of 30000ms exceeded.",
  "",
  "    Error: locator.click: Test timeout of 30000ms exceeded.",
  "    Call log:",
  "      - waiting for getByRole('button', { name: 'Go' })",
  "      - waiting again",
  "        at openScreen (/work/web/e2e/screens.fixtures.ts:12:3)",
  "        at /work/web/e2e/screens.e2e.ts:30:5",
  "",
  "    Retry #1 ───────────",
  "",
  "    Error: something else",
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
      reasons: {
        "web/e2e/meeting-cpu.e2e.ts:55:1 › under pressure": [
          "Error: the page kept up",
          "expect(received).toBeGreaterThan(expected)",
          "Expected: > 20",
          "Received:   12",
          "at /work/web/e2e/meeting-cpu.e2e.ts:74:72",
        ],
        "web/e2e/screens.e2e.ts:23:5 › at 375 px › public screens": [
          "Test timeout of 30000ms exceeded.",
          "Error: locator.click: Test timeout of 30000ms exceeded.",
          "Call log:",
          "- waiting for getByRole('button', { name: 'Go' })",
          "at openScreen (/work/web/e2e/screens.fixtures.ts:12:3)",
        ],
      },
    });
  });

  it("has no counts when the run stopped before its summary", () => {
    expect(playwrightSummary("Error: Timed out waiting 60000ms from config.webServer.")).toEqual({ counts: "", failed: [], reasons: {} });
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
