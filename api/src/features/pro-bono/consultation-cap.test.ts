import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { availabilityResponseSchema, bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { proBonoSummarySchema } from "@kora/shared/contracts/pro-bono.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { bodyOf, createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

// The clock starts at 20:00 on 21 November in Sydney (the advisor's zone); November there ends at 2026-11-30T13:00Z.
const NOVEMBER = (hours: number) => new Date(Date.parse("2026-11-21T09:00:00Z") + hours * HOUR).toISOString();
const DECEMBER = (day: number) => `2026-12-${String(day).padStart(2, "0")}T00:00:00.000Z`;

/** A free card (no payment needed) whose advisor has a monthly cap of `hours`. */
const cappedScenario = (hours: number, card: Record<string, unknown> = {}) =>
  bookingScenario(t, { card: { rate: 0, ...card }, testCard: null, settings: { consultationCap: hours } });

const slotsBetween = async (cardId: string, from: string, to: string) => {
  const response = await t.call("GET", `/api/cards/${cardId}/availability?from=${from}&to=${to}&duration=60`);
  expect(response.status).toBe(200);
  return (await bodyOf(response, availabilityResponseSchema)).data;
};

describe("the monthly consultation cap", () => {
  it("counts requests too: once they fill the month, its slots close and another request gets a 422", async () => {
    const s = await cappedScenario(2);
    expect((await s.request([NOVEMBER(48)], { paymentMethodId: null })).status).toBe(201);
    expect((await slotsBetween(s.cardId, NOVEMBER(60), NOVEMBER(70))).length).toBeGreaterThan(0);
    expect((await s.request([NOVEMBER(50)], { paymentMethodId: null })).status).toBe(201);

    expect(await slotsBetween(s.cardId, NOVEMBER(60), NOVEMBER(70))).toEqual([]);
    expect((await slotsBetween(s.cardId, DECEMBER(2), DECEMBER(3))).length).toBeGreaterThan(0);
    const over = await s.request([NOVEMBER(72)], { duration: 30, paymentMethodId: null });
    expect(over.status).toBe(422);
    expect((await errorOf(over)).fields).toEqual({
      preferredTimes: ["Avery has reached their monthly hours limit for November 2026. Please choose a time in another month."],
    });
    expect((await s.request([DECEMBER(2)], { paymentMethodId: null })).status).toBe(201);
    const summary = await dataOf(await t.call("GET", "/api/me/pro-bono", { cookie: s.advisor.cookie }), proBonoSummarySchema);
    expect(summary).toMatchObject({ consultation_cap_hours: 2, booked_minutes_this_month: 120 });
  });

  it("opens the month again when a booking is cancelled", async () => {
    const s = await cappedScenario(1);
    const booking = await dataOf(await s.request([NOVEMBER(48)], { paymentMethodId: null }), bookingDtoSchema);
    expect(await slotsBetween(s.cardId, NOVEMBER(60), NOVEMBER(62))).toEqual([]);
    await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "schedule-conflict" });
    expect((await slotsBetween(s.cardId, NOVEMBER(60), NOVEMBER(62))).length).toBeGreaterThan(0);
  });

  it("holds every month a request proposes times in, until one is confirmed", async () => {
    const s = await cappedScenario(1);
    const both = await dataOf(await s.request([NOVEMBER(48), DECEMBER(2)], { paymentMethodId: null }), bookingDtoSchema);
    expect(await slotsBetween(s.cardId, NOVEMBER(60), NOVEMBER(62))).toEqual([]);
    expect(await slotsBetween(s.cardId, DECEMBER(5), DECEMBER(6))).toEqual([]);
    await s.act(s.advisor.cookie, both.id, "confirm", { time: DECEMBER(2) });
    expect((await slotsBetween(s.cardId, NOVEMBER(60), NOVEMBER(62))).length).toBeGreaterThan(0);
    expect(await slotsBetween(s.cardId, DECEMBER(5), DECEMBER(6))).toEqual([]);
  });

  it("counts pro-bono sessions towards the cap", async () => {
    const s = await bookingScenario(t, { card: { proBono: true }, settings: { consultationCap: 1 } });
    await t.call("PUT", "/api/me/pro-bono", { cookie: s.advisor.cookie, body: { enabled: true, probono_minutes: 600 } });
    expect((await s.request([NOVEMBER(48)], { useProbonoCredit: true, paymentMethodId: null })).status).toBe(201);
    const paid = await s.request([NOVEMBER(72)], { duration: 30 });
    expect((await errorOf(paid)).fields?.preferredTimes?.[0]).toContain("monthly hours limit for November 2026");
  });

  it("refuses new times in a full month, but not a move within a month the booking already holds", async () => {
    const s = await cappedScenario(1);
    expect((await s.request([DECEMBER(2)], { paymentMethodId: null })).status).toBe(201);
    const november = await dataOf(await s.request([NOVEMBER(48)], { paymentMethodId: null }), bookingDtoSchema);
    // Both months are full (1 hour each): the advisor's counter-proposal into December is refused on `times`.
    const intoDecember = await s.act(s.advisor.cookie, november.id, "suggest-times", { times: [DECEMBER(3)], expiry: 48 });
    expect(intoDecember.status).toBe(422);
    expect((await errorOf(intoDecember)).fields?.times?.[0]).toContain("monthly hours limit for December 2026");
    const withinNovember = await s.act(s.advisor.cookie, november.id, "suggest-times", { times: [NOVEMBER(96)], expiry: 48 });
    expect(withinNovember.status).toBe(200);
  });
});
