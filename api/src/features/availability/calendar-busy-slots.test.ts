import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { availabilityResponseSchema } from "@kora/shared/contracts/bookings.ts";
import { bodyOf, createTestApp, type TestApp } from "../../test/harness.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** Busy periods as the calendar sync stores them (its last good read of the advisor's calendar). */
async function storeBusy(userId: string, periods: [string, string][]) {
  const db = t.services.db;
  const connectionId = crypto.randomUUID();
  const now = t.clock.now.getTime();
  await db
    .insertInto("calendar_connections")
    .values({
      id: connectionId,
      user_id: userId,
      kind: "ics",
      label: "Work",
      address: "https://calendar.example/…",
      username: null,
      secret: "sealed",
      calendars: "[]",
      status: "ok",
      last_synced_at_ms: now,
      last_error: null,
      failures: 0,
      next_attempt_at_ms: null,
      flagged_at_ms: null,
      created_at_ms: now,
      updated_at_ms: now,
    })
    .execute();
  await db
    .insertInto("calendar_busy_periods")
    .values(
      periods.map(([start, end]) => ({
        id: crypto.randomUUID(),
        user_id: userId,
        connection_id: connectionId,
        start_ms: Date.parse(start),
        end_ms: Date.parse(end),
      })),
    )
    .execute();
}

describe("slots minus the advisor's calendar busy times", () => {
  it("removes slots that meet a busy period, widened by the booking buffer when that is on", async () => {
    // Monday 09:00–12:00 in Sydney (UTC+11 in November): 22:00–01:00 UTC on Sunday night.
    const s = await bookingScenario(t, { workingHours: [{ day: 1, startMinute: 540, endMinute: 720 }], card: { rate: 0 }, testCard: null });
    const slots = async () => {
      t.services.slotsCache.invalidate();
      const response = await t.call(
        "GET",
        `/api/cards/${s.cardId}/availability?from=2026-11-22T00:00:00Z&to=2026-11-24T00:00:00Z&duration=30`,
        {
          cookie: s.learner.cookie,
        },
      );
      expect(response.status).toBe(200);
      return (await bodyOf(response, availabilityResponseSchema)).data.map((slot) => slot.time);
    };
    expect(await slots()).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);

    // Busy 10:00–10:30 Sydney time; another person's busy time never counts.
    const advisorId = (await t.services.db.selectFrom("cards").select("user_id").where("id", "=", s.cardId).executeTakeFirstOrThrow())
      .user_id;
    await storeBusy(advisorId, [["2026-11-22T23:00:00Z", "2026-11-22T23:30:00Z"]]);
    const learnerId = (await t.services.db.selectFrom("users").select("id").where("id", "!=", advisorId).executeTakeFirstOrThrow()).id;
    await storeBusy(learnerId, [["2026-11-22T22:00:00Z", "2026-11-22T22:30:00Z"]]);
    expect(await slots()).toEqual(["09:00", "09:30", "10:30", "11:00", "11:30"]);

    // With a 30-minute booking buffer the calendar's busy time keeps 09:30–11:00 clear too.
    const settings = await t.call("PUT", "/api/me/availability", {
      cookie: s.advisor.cookie,
      body: { useCalendarBookingBuffer: true, bufferMinutes: 30 },
    });
    expect(settings.status).toBe(200);
    expect(await slots()).toEqual(["09:00", "11:00", "11:30"]);
  });
});
