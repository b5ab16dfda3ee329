import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { z } from "zod";
import { unavailableTimeSchema } from "@kora/shared/contracts/availability.ts";
import { availabilityResponseSchema, priceBreakdownSchema } from "@kora/shared/contracts/bookings.ts";
import { bodyOf, createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { formatSlotInZone } from "@kora/shared/domain/availability/slots.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const slotsOf = async (cardId: string, from: string, to: string, cookie?: string, duration = 60) => {
  const response = await t.call("GET", `/api/cards/${cardId}/availability?from=${from}&to=${to}&duration=${duration}`, { cookie });
  expect(response.status).toBe(200);
  return bodyOf(response, availabilityResponseSchema);
};

describe("availability", () => {
  it("offers the advisor's weekly hours in their zone, minus bookings, buffers and unavailable days", async () => {
    // Monday 09:00–12:00 in Sydney (UTC+11 in November): 22:00–01:00 UTC on Sunday night.
    const s = await bookingScenario(t, { workingHours: [{ day: 1, startMinute: 540, endMinute: 720 }], card: { rate: 0 }, testCard: null });
    const from = "2026-11-22T00:00:00Z";
    const to = "2026-11-24T00:00:00Z";
    const first = await slotsOf(s.cardId, from, to, s.learner.cookie);
    expect(first.data.map((slot) => slot.startUtc)).toEqual([
      "2026-11-22T22:00:00.000Z",
      "2026-11-22T22:30:00.000Z",
      "2026-11-22T23:00:00.000Z",
      "2026-11-22T23:30:00.000Z",
      "2026-11-23T00:00:00.000Z",
    ]);
    expect(first.data[0]).toMatchObject({ date: "2026-11-23", time: "09:00" });
    expect(first.meta).toMatchObject({ timezone: "Australia/Sydney", duration: 60 });

    // A confirmed 10:00–11:00 with 30 minutes' buffer either side leaves no room for an hour in 09:00–12:00.
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { useCalendarBookingBuffer: true, bufferMinutes: 30 } });
    const booking = await s.requested(["2026-11-22T23:00:00.000Z"], { paymentMethodId: null });
    await s.act(s.advisor.cookie, booking.id, "confirm", { time: "2026-11-22T23:00:00.000Z" });
    expect((await slotsOf(s.cardId, from, to, s.learner.cookie)).data).toEqual([]);
    // 30-minute sessions fit in the buffered gaps' edges: 09:00–09:30 ends exactly when the buffer starts.
    expect((await slotsOf(s.cardId, from, to, s.learner.cookie, 30)).data.map((x) => x.time)).toEqual(["09:00", "11:30"]);

    const next = await slotsOf(s.cardId, "2026-11-29T00:00:00Z", "2026-12-01T00:00:00Z");
    expect(next.data).toHaveLength(5);
    const away = await t.call("POST", "/api/me/unavailable-times", {
      cookie: s.advisor.cookie,
      body: { startsAtUtc: "2026-11-29T13:00:00Z", endsAtUtc: "2026-11-30T13:00:00Z", note: "Holiday" },
    });
    expect(away.status).toBe(201);
    expect((await slotsOf(s.cardId, "2026-11-29T00:00:00Z", "2026-12-01T00:00:00Z")).data).toEqual([]);
    const mine = await dataOf(
      await t.call("GET", "/api/me/unavailable-times", { cookie: s.advisor.cookie }),
      z.array(unavailableTimeSchema),
    );
    expect(mine).toHaveLength(1);
    expect((await t.call("DELETE", `/api/me/unavailable-times/${mine[0]!.id}`, { cookie: s.learner.cookie })).status).toBe(404);
    expect((await t.call("DELETE", `/api/me/unavailable-times/${mine[0]!.id}`, { cookie: s.advisor.cookie })).status).toBe(204);
  });

  it("uses a card's own hours when it has them, and only its owner may set them", async () => {
    const s = await bookingScenario(t, { workingHours: [{ day: 1, startMinute: 540, endMinute: 600 }], card: { rate: 0 }, testCard: null });
    const custom = { mode: "custom", workingHours: [{ day: 2, startMinute: 600, endMinute: 660 }] };
    expect((await t.call("PUT", `/api/me/cards/${s.cardId}/working-hours`, { cookie: s.learner.cookie, body: custom })).status).toBe(404);
    expect((await t.call("PUT", `/api/me/cards/${s.cardId}/working-hours`, { cookie: s.advisor.cookie, body: custom })).status).toBe(200);
    const week = await slotsOf(s.cardId, "2026-11-22T00:00:00Z", "2026-11-29T00:00:00Z");
    expect(week.data.map((x) => [x.date, x.time])).toEqual([["2026-11-24", "10:00"]]);
    const bad = await t.call("PUT", `/api/me/cards/${s.cardId}/working-hours`, {
      cookie: s.advisor.cookie,
      body: { mode: "custom", workingHours: [{ day: 2, startMinute: 610, endMinute: 600 }] },
    });
    expect(bad.status).toBe(422);
  });

  it("stops offering slots in a month once the consultation cap is reached", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null, settings: { consultationCap: 1 } });
    await s.confirmed(50);
    expect((await slotsOf(s.cardId, s.inHours(60), s.inHours(70))).data).toEqual([]);
  });

  it("shows a learner 15 hours away the same instants, and hides their own busy times", async () => {
    // Brisbane (UTC+10, no DST) and New York in winter (UTC−5) are 15 hours apart.
    const s = await bookingScenario(t, {
      advisorTimezone: "Australia/Brisbane",
      workingHours: [{ day: 1, startMinute: 480, endMinute: 600 }],
      card: { rate: 0 },
      testCard: null,
    });
    const learner = await makeUser(t, { firstName: "Nate", timezone: "America/New_York" });
    const week = await slotsOf(s.cardId, "2026-12-06T00:00:00Z", "2026-12-08T00:00:00Z", learner.cookie);
    // Monday 7 Dec 08:00 in Brisbane is Sunday 6 Dec 17:00 in New York.
    expect(week.data[0]).toMatchObject({ startUtc: "2026-12-06T22:00:00.000Z", date: "2026-12-07", time: "08:00" });
    expect(formatSlotInZone(week.data[0]!.startUtc, "America/New_York")).toMatchObject({ date: "2026-12-06", time: "17:00" });
    // Lena's own confirmed booking elsewhere at that time hides it from her, not from Nate.
    const other = await bookingScenario(t, { card: { rate: 0, title: "Another advisor card" }, testCard: null });
    const mine = await other.requested(["2026-12-06T22:00:00.000Z"], { paymentMethodId: null });
    await other.act(other.advisor.cookie, mine.id, "confirm", { time: "2026-12-06T22:00:00.000Z" });
    const forLena = await slotsOf(s.cardId, "2026-12-06T00:00:00Z", "2026-12-08T00:00:00Z", other.learner.cookie);
    expect(forLena.data.map((x) => x.startUtc)).not.toContain("2026-12-06T22:00:00.000Z");
  });

  it("refuses windows over 62 days and durations the card doesn't offer", async () => {
    const s = await bookingScenario(t);
    expect((await t.call("GET", `/api/cards/${s.cardId}/availability?from=${s.inHours(0)}&to=${s.inHours(63 * 24)}`)).status).toBe(422);
    expect((await t.call("GET", `/api/cards/${s.cardId}/availability?from=${s.inHours(0)}&to=${s.inHours(24)}&duration=45`)).status).toBe(
      422,
    );
    expect((await t.call("GET", `/api/cards/${s.cardId}/price?duration=90`)).status).toBe(422);
    const price = await dataOf(await t.call("GET", `/api/cards/${s.cardId}/price?duration=60`), priceBreakdownSchema);
    expect(price).toMatchObject({ advisorFee: 5000, adminFee: 750, total: 5750, free: false });
  });
});
