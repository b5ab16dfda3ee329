import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers with the server's clock, so a client can tell how far its own is off", async () => {
    const first = await (await t.call("GET", "/api/health")).json();
    expect(first.data).toMatchObject({ status: "ok", maintenance: false, time: "2026-11-21T09:00:00.000Z" });
    t.clock.advance(3_600_000);
    expect((await (await t.call("GET", "/api/health")).json()).data.time).toBe("2026-11-21T10:00:00.000Z");
  });
});
