import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthSchema } from "@kora/shared/contracts/health.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers with the server's clock, so a client can tell how far its own is off", async () => {
    const first = await dataOf(await t.call("GET", "/api/health"), healthSchema);
    expect(first).toMatchObject({ status: "ok", maintenance: false, time: "2026-11-21T09:00:00.000Z" });
    t.clock.advance(3_600_000);
    expect((await dataOf(await t.call("GET", "/api/health"), healthSchema)).time).toBe("2026-11-21T10:00:00.000Z");
  });
});
