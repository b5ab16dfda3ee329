import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AvailabilitySummary, availabilitySummarySchema } from "@kora/shared/contracts/onboarding.ts";
import { DEFAULT_WORKING_HOURS } from "@kora/shared/domain/onboarding/default-hours.ts";
import { makeAdvisor, postCard } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const summaryOf = async (cookie: string, cardId?: string): Promise<AvailabilitySummary> =>
  dataOf(await t.call("GET", `/api/me/availability/summary${cardId ? `?cardId=${cardId}` : ""}`, { cookie }), availabilitySummarySchema);

// The harness's clock is fixed at Saturday 2026-11-21 09:00 UTC (20:00 in Sydney): the next 28 days hold
// exactly four Mondays to Fridays there, so the figures below are the same on any day the suite runs.
describe("GET /api/me/availability/summary: bookable time over the next 4 weeks", () => {
  it("is none without working hours, and 4 weeks of 40 hours with the default ones", async () => {
    const { cookie } = await makeAdvisor(t);
    expect(await summaryOf(cookie)).toEqual({ hasWorkingHours: false, bookableMinutesNext4Weeks: 0, timezone: "Australia/Sydney" });
    await t.call("PUT", "/api/me/availability", { cookie, body: { workingHours: DEFAULT_WORKING_HOURS } });
    expect(await summaryOf(cookie)).toEqual({
      hasWorkingHours: true,
      bookableMinutesNext4Weeks: 4 * 40 * 60,
      timezone: "Australia/Sydney",
    });
  });

  it("is none when days off block every working hour of the window", async () => {
    const { cookie } = await makeAdvisor(t);
    await t.call("PUT", "/api/me/availability", { cookie, body: { workingHours: DEFAULT_WORKING_HOURS } });
    const away = await t.call("POST", "/api/me/unavailable-times", {
      cookie,
      body: { startsAtUtc: "2026-11-21T00:00:00Z", endsAtUtc: "2026-12-20T00:00:00Z", note: "Long holiday" },
    });
    expect(away.status).toBe(201);
    expect(await summaryOf(cookie)).toMatchObject({ hasWorkingHours: true, bookableMinutesNext4Weeks: 0 });
  });

  it("for a card: its own hours and its own days off; another advisor's card is a 404", async () => {
    const { cookie } = await makeAdvisor(t);
    const other = await makeAdvisor(t, "Bo");
    await t.call("PUT", "/api/me/availability", { cookie, body: { workingHours: DEFAULT_WORKING_HOURS } });
    const cardId = await postCard(t, cookie, { durations: [60] });
    expect((await summaryOf(cookie, cardId)).bookableMinutesNext4Weeks).toBe(4 * 40 * 60);
    // Mondays 09:00–10:00 only: four hours over the four Mondays ahead.
    const own = await t.call("PUT", `/api/me/cards/${cardId}/working-hours`, {
      cookie,
      body: { mode: "custom", workingHours: [{ day: 1, startMinute: 540, endMinute: 600 }] },
    });
    expect(own.status).toBe(200);
    expect(await summaryOf(cookie, cardId)).toMatchObject({ hasWorkingHours: true, bookableMinutesNext4Weeks: 4 * 60 });
    // A day off for this card alone (the first Monday) leaves three.
    await t.call("POST", "/api/me/unavailable-times", {
      cookie,
      body: { startsAtUtc: "2026-11-22T13:00:00Z", endsAtUtc: "2026-11-23T13:00:00Z", cardId },
    });
    expect((await summaryOf(cookie, cardId)).bookableMinutesNext4Weeks).toBe(3 * 60);
    expect((await summaryOf(cookie)).bookableMinutesNext4Weeks).toBe(4 * 40 * 60);
    expect((await t.call("GET", `/api/me/availability/summary?cardId=${cardId}`, { cookie: other.cookie })).status).toBe(404);
  });
});
