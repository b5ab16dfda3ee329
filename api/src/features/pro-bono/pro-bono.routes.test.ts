import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { cardProBonoSchema, proBonoSummarySchema } from "@kora/shared/contracts/pro-bono.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { grantInviteProBonoCredit } from "./pro-bono.service.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

// The clock starts 2026-11-21T09:00Z: 20:00 on Saturday 21 November in Sydney (UTC+11), the advisor's zone.
const NOVEMBER = (hours: number) => new Date(Date.parse("2026-11-21T09:00:00Z") + hours * HOUR).toISOString();
const DECEMBER = "2026-12-10T00:00:00.000Z";

const summary = async (cookie: string) => dataOf(await t.call("GET", "/api/me/pro-bono", { cookie }), proBonoSummarySchema);
const setProBono = (cookie: string, body: unknown) => t.call("PUT", "/api/me/pro-bono", { cookie, body });

/** An advisor with a pro-bono card (A$25 a half hour) and pro bono switched on with `minutes` a month. */
async function proBonoScenario(minutes = 90, settings: Record<string, unknown> = {}) {
  const s = await bookingScenario(t, { card: { proBono: true }, settings });
  expect((await setProBono(s.advisor.cookie, { enabled: true, probono_minutes: minutes })).status).toBe(200);
  const askFree = (times: string[], duration = 60) => s.request(times, { duration, useProbonoCredit: true, paymentMethodId: null });
  return { ...s, askFree };
}

describe("pro bono settings: GET and PUT /api/me/pro-bono", () => {
  it("starts switched off, saves a budget in half hours and refuses anything else with field messages", async () => {
    const s = await bookingScenario(t);
    expect(await summary(s.advisor.cookie)).toEqual({
      enabled: false,
      probono_minutes: 0,
      month: "2026-11",
      used_minutes: 0,
      remaining_minutes: 0,
      invite_credit_minutes: 0,
      consultation_cap_hours: null,
      booked_minutes_this_month: 0,
    });
    for (const body of [{ probono_minutes: 45 }, { probono_minutes: 6030 }, { probono_minutes: -30 }, { probono_minutes: "90" }]) {
      const refused = await setProBono(s.advisor.cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect((await errorOf(refused)).fields?.probono_minutes?.[0]).toBe("Please choose up to 100 hours a month, in half hours.");
    }
    expect((await setProBono(s.advisor.cookie, { enabled: true, extra: 1 })).status).toBe(422);
    const saved = await dataOf(await setProBono(s.advisor.cookie, { enabled: true, probono_minutes: 150 }), proBonoSummarySchema);
    expect(saved).toMatchObject({ enabled: true, probono_minutes: 150, remaining_minutes: 150 });
    // Each setting alone leaves the other as it was.
    expect(await dataOf(await setProBono(s.advisor.cookie, { enabled: false }), proBonoSummarySchema)).toMatchObject({
      enabled: false,
      probono_minutes: 150,
      remaining_minutes: 0,
    });
  });

  it("counts this month in the advisor's timezone, from the services' clock", async () => {
    const s = await proBonoScenario(120, { consultationCap: 40 });
    // 23:00 on 30 November in Sydney (12:00Z): November's, however close to December in UTC terms.
    const lastNight = await s.askFree(["2026-11-30T12:00:00.000Z"]);
    expect(lastNight.status).toBe(201);
    expect(await summary(s.advisor.cookie)).toMatchObject({
      month: "2026-11",
      used_minutes: 60,
      remaining_minutes: 60,
      booked_minutes_this_month: 60,
      consultation_cap_hours: 40,
    });
    // 00:30 on 1 December in Sydney, still 30 November in UTC: a new month with the whole budget.
    t.clock.now = new Date("2026-11-30T13:30:00Z");
    expect(await summary(s.advisor.cookie)).toMatchObject({ month: "2026-12", used_minutes: 0, remaining_minutes: 120 });
  });
});

describe("requesting with pro-bono credit (useProbonoCredit)", () => {
  it("books a free session with no admin fee, and refuses once the month's minutes are used", async () => {
    const s = await proBonoScenario(90);
    const first = await s.askFree([NOVEMBER(48)]);
    expect(first.status).toBe(201);
    expect((await dataOf(first, bookingDtoSchema)).price).toMatchObject({ total: 0, adminFee: 0, free: true });
    expect(await summary(s.advisor.cookie)).toMatchObject({ used_minutes: 60, remaining_minutes: 30 });

    const tooLong = await s.askFree([NOVEMBER(72)]);
    expect(tooLong.status).toBe(422);
    expect((await errorOf(tooLong)).fields).toEqual({
      useProbonoCredit: ["Avery has only 30 min of pro bono time left in November 2026: please choose a shorter session."],
    });
    expect((await s.askFree([NOVEMBER(72)], 30)).status).toBe(201);
    const none = await s.askFree([NOVEMBER(96)], 30);
    expect((await errorOf(none)).fields?.useProbonoCredit).toEqual(["Avery has no pro bono time left in November 2026."]);
    // December has its own budget; paying is always possible.
    expect((await s.askFree([DECEMBER])).status).toBe(201);
    expect((await s.request([NOVEMBER(96)])).status).toBe(201);
  });

  it("refuses a card without pro bono, an advisor who switched it off, and a learner's paid price stays paid", async () => {
    const plain = await bookingScenario(t);
    const refused = await plain.request([NOVEMBER(48)], { useProbonoCredit: true, paymentMethodId: null });
    expect((await errorOf(refused)).fields).toEqual({ useProbonoCredit: ["This card doesn't offer pro bono sessions."] });

    const s = await proBonoScenario(90);
    await setProBono(s.advisor.cookie, { enabled: false });
    const off = await s.askFree([NOVEMBER(48)]);
    expect((await errorOf(off)).fields).toEqual({ useProbonoCredit: ["Avery isn't taking pro bono sessions right now."] });
    const paid = await s.request([NOVEMBER(48)]);
    expect((await dataOf(paid, bookingDtoSchema)).price).toMatchObject({ free: false, adminFee: 750 });
  });

  it("gives the minutes back when a request is declined, cancelled or expires", async () => {
    const s = await proBonoScenario(60);
    const declined = await dataOf(await s.askFree([NOVEMBER(48)]), bookingDtoSchema);
    expect((await summary(s.advisor.cookie)).remaining_minutes).toBe(0);
    await s.act(s.advisor.cookie, declined.id, "cancel", { cancelReason: "schedule-conflict" });
    expect((await summary(s.advisor.cookie)).remaining_minutes).toBe(60);

    const withdrawn = await dataOf(await s.askFree([NOVEMBER(48)]), bookingDtoSchema);
    await s.act(s.learner.cookie, withdrawn.id, "cancel", { cancelReason: "no-longer-needed" });
    expect((await summary(s.advisor.cookie)).remaining_minutes).toBe(60);

    const lapsing = await dataOf(await s.askFree([NOVEMBER(120)], 60), bookingDtoSchema);
    expect((await s.askFree([NOVEMBER(130)], 30)).status).toBe(422);
    t.clock.advance(49 * HOUR);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, lapsing.id)).status).toBe("provisional-request-expired");
    expect((await summary(s.advisor.cookie)).remaining_minutes).toBe(60);
  });

  it("keeps a confirmed pro-bono session's minutes; invite credit is one pool spent beyond the budget, for good", async () => {
    const s = await proBonoScenario(60);
    const booking = await dataOf(await s.askFree([NOVEMBER(48)]), bookingDtoSchema);
    const confirmed = await s.act(s.advisor.cookie, booking.id, "confirm", { time: NOVEMBER(48) });
    expect((await dataOf(confirmed, bookingDtoSchema)).payment).toMatchObject({ charged: 0 });
    expect(await summary(s.advisor.cookie)).toMatchObject({ used_minutes: 60, remaining_minutes: 0 });
    await grantInviteProBonoCredit(t.services, s.advisor.user.id, "invite-1", 30);
    expect(await summary(s.advisor.cookie)).toMatchObject({ invite_credit_minutes: 30, remaining_minutes: 30 });
    expect((await s.askFree([NOVEMBER(72)], 30)).status).toBe(201);
    // The pool is spent: next month has its own budget back, but no invite credit.
    expect(await summary(s.advisor.cookie)).toMatchObject({ invite_credit_minutes: 0, remaining_minutes: 0 });
    const months = await dataOf(await t.call("GET", `/api/cards/${s.cardId}/pro-bono`, { cookie: s.learner.cookie }), cardProBonoSchema);
    expect(months.months.slice(0, 2)).toEqual([
      { month: "2026-11", remaining_minutes: 0 },
      { month: "2026-12", remaining_minutes: 60 },
    ]);
  });

  it("tells a learner whether the card takes pro-bono credit, and the minutes left per month", async () => {
    const s = await proBonoScenario(90);
    await s.askFree([NOVEMBER(48)]);
    const answer = await dataOf(await t.call("GET", `/api/cards/${s.cardId}/pro-bono`, { cookie: s.learner.cookie }), cardProBonoSchema);
    expect(answer.offered).toBe(true);
    expect(answer.timezone).toBe("Australia/Sydney");
    expect(answer.months).toHaveLength(13);
    expect(answer.months.slice(0, 2)).toEqual([
      { month: "2026-11", remaining_minutes: 30 },
      { month: "2026-12", remaining_minutes: 90 },
    ]);
    expect(answer.months.at(-1)?.month).toBe("2027-11");
    await setProBono(s.advisor.cookie, { enabled: false });
    expect(await dataOf(await t.call("GET", `/api/cards/${s.cardId}/pro-bono`), cardProBonoSchema)).toEqual({
      offered: false,
      timezone: "Australia/Sydney",
      months: [],
    });
  });
});
