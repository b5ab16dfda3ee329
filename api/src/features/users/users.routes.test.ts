import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("GET /api/me", () => {
  it("returns the signed-in user, with stats and feature flags only when appended", async () => {
    const cookie = await t.signIn("mo@example.com", { firstName: "Mo", lastName: "Salah" });
    const plain = await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
    expect(plain.stats).toBeUndefined();
    expect(plain.featureFlags).toBeUndefined();
    expect(plain.instantMeetingLink).toBe("http://localhost:8787/meet/mo-salah");
    const full = await dataOf(await t.call("GET", "/api/me?append=stats,feature_flags,bogus", { cookie }), meSchema);
    expect(full.stats).toMatchObject({ bookingRequestsLearning: 0, bookingActive: false, requiresEmailVerification: false });
    expect(full.featureFlags).toEqual({ "booking.payouts": false, beta: false, experiments: [] });
  });

  it("is 401 without a session", async () => {
    const response = await t.call("GET", "/api/me");
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthenticated");
  });
});

describe("PUT /api/me", () => {
  it("updates the profile and tells every open socket of that user, and nobody else", async () => {
    const cookie = await t.signIn("nia@example.com");
    const other = await t.signIn("oto@example.com");
    const me = await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
    const them = await dataOf(await t.call("GET", "/api/me", { cookie: other }), meSchema);
    const tabA = recordingSocket("a", me.id);
    const tabB = recordingSocket("b", me.id);
    const stranger = recordingSocket("c", them.id);
    for (const socket of [tabA, tabB, stranger]) t.services.hub.connect(socket.client);

    const response = await t.call("PUT", "/api/me", {
      cookie,
      body: { firstName: "  Nia ", lastName: "O'Brien-Smith", timezone: "Europe/London", currency: "GBP", type: "Advisor" },
    });
    expect(response.status).toBe(200);
    expect(await dataOf(response, meSchema)).toMatchObject({
      firstName: "Nia",
      lastName: "O'Brien-Smith",
      timezone: "Europe/London",
      currency: "GBP",
      type: "Advisor",
    });

    const refresh = {
      type: "event",
      channel: `private-user.${me.id}`,
      event: { name: "RefreshUser", data: { userId: me.id } },
      seq: expect.any(Number),
    };
    expect(tabA.frames).toContainEqual(refresh);
    expect(tabB.frames).toContainEqual(refresh);
    expect(stranger.frames.filter((frame) => frame.type === "event")).toEqual([]);
  });

  it("rejects bad values with 422 field messages and changes nothing", async () => {
    const cookie = await t.signIn("pat@example.com", { firstName: "Pat", lastName: "Lee" });
    const response = await t.call("PUT", "/api/me", { cookie, body: { firstName: "P4t", timezone: "Mars/Olympus", currency: "BTC" } });
    expect(response.status).toBe(422);
    const fields = (await errorOf(response)).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(["currency", "firstName", "timezone"]);
    expect(fields.timezone).toEqual(["Oops, we can't find that timezone."]);
    expect(await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).toMatchObject({
      firstName: "Pat",
      timezone: "Australia/Sydney",
      currency: "AUD",
    });
  });

  it("refuses fields a user may not set on themselves", async () => {
    const cookie = await t.signIn("quin@example.com");
    const response = await t.call("PUT", "/api/me", { cookie, body: { isStaff: true } });
    expect(response.status).toBe(422);
    expect((await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).isStaff).toBe(false);
  });
});

describe("errors", () => {
  it("unknown API paths are 404 with the uniform error body and a request id", async () => {
    const response = await t.call("GET", "/api/nope");
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: "not_found", message: "We cannot seem to find that :(" });
    expect(error.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("malformed JSON is a 400, not a crash", async () => {
    const response = await t.app.request("/api/auth/login", {
      method: "POST",
      headers: { origin: "http://localhost:8787", "content-type": "application/json" },
      body: "{nope",
    });
    expect(response.status).toBe(400);
  });
});
