import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DashboardDto, dashboardSchema } from "@kora/shared/contracts/dashboard.ts";
import { bookingScenario, HOUR, ledger } from "../../test/booking-scenario.ts";
import { makeUser, newSession } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const dashboard = async (cookie: string): Promise<DashboardDto> => {
  const response = await t.call("GET", "/api/me/dashboard", { cookie });
  expect(response.status).toBe(200);
  return dataOf(response, dashboardSchema);
};
const setZone = (userId: string, timezone: string) =>
  t.services.db.updateTable("users").set({ timezone }).where("id", "=", userId).execute();

describe("GET /api/me/dashboard", () => {
  it("shows each side its next sessions, the requests waiting on it and its alerts; nobody else's", async () => {
    const s = await bookingScenario(t);
    const session = await s.confirmed(72);
    const request = await s.requested([s.inHours(30), s.inHours(40)]);
    // Another advisor and learner with bookings of their own, and someone with none.
    const others = await bookingScenario(t);
    await others.confirmed(50);
    await others.requested([others.inHours(60)]);
    const stranger = await makeUser(t, { firstName: "Mallory" });

    const advisor = await dashboard(s.advisor.cookie);
    expect(advisor.upcoming).toEqual({
      total: 1,
      items: [
        {
          bookingId: session.id,
          role: "advisor",
          otherName: "Lena Tester",
          cardTitle: "Career coaching for engineers",
          startUtc: s.inHours(72),
          endUtc: s.inHours(73),
          joinOpensAtUtc: s.inHours(71),
          joinLink: `/my-kora/bookings/${session.id}/join`,
          link: `/my-kora/bookings/${session.id}`,
        },
      ],
    });
    expect(advisor.requests.total).toBe(1);
    expect(advisor.requests.items).toEqual([
      expect.objectContaining({
        bookingId: request.id,
        role: "advisor",
        otherName: "Lena Tester",
        status: "pending-approval",
        proposedTimesUtc: [s.inHours(30), s.inHours(40)],
        link: `/my-kora/bookings/${request.id}`,
      }),
    ]);
    // A paid request and no payout account yet: the payout alert too (User.stats myDetailsPayoutAlerts).
    expect(advisor.alerts.map((a) => [a.kind, a.count, a.link])).toEqual([
      ["requests-advising", 1, "/my-kora/bookings/requests"],
      ["payout-details", 1, "/my-kora/my-details/advisor-settings"],
    ]);
    expect(advisor.alerts[0]!.text).toBe("1 booking request is waiting for your answer");

    const learner = await dashboard(s.learner.cookie);
    expect(learner.upcoming.items.map((i) => [i.bookingId, i.role, i.otherName])).toEqual([[session.id, "learner", "Avery Tester"]]);
    expect(learner.requests).toEqual({ items: [], total: 0 });
    expect(learner.alerts).toEqual([]);

    // The advisor puts other times to the learner: now it waits on the learner, not the advisor.
    expect((await s.act(s.advisor.cookie, request.id, "suggest-times", { times: [s.inHours(100)], expiry: 48 })).status).toBe(200);
    const answered = await dashboard(s.advisor.cookie);
    expect(answered.requests.total).toBe(0);
    expect(answered.alerts.map((a) => a.kind)).toEqual(["payout-details"]);
    const asked = await dashboard(s.learner.cookie);
    expect(asked.requests.items.map((i) => [i.bookingId, i.role, i.status, i.proposedTimesUtc])).toEqual([
      [request.id, "learner", "suggested-times", [s.inHours(100)]],
    ]);
    expect(asked.alerts.map((a) => [a.kind, a.count])).toEqual([["requests-learning", 1]]);

    const none = await dashboard(stranger.cookie);
    expect(none).toMatchObject({ alerts: [], upcoming: { items: [], total: 0 }, requests: { items: [], total: 0 } });
    expect(none.money).toMatchObject({ earnings: [], spending: [] });
    expect((await t.call("GET", "/api/me/dashboard")).status).toBe(401);
  });

  it("lists up to 5 upcoming sessions soonest first, drops ended ones and says when a call is open", async () => {
    const s = await bookingScenario(t);
    const start = t.clock.now.getTime();
    const hours = [72, 24, 48, 96, 120, 144];
    const ids = new Map<number, string>();
    for (const h of hours) ids.set(h, (await s.confirmed(h)).id);
    const first = await dashboard(s.learner.cookie);
    expect(first.upcoming.total).toBe(6);
    expect(first.upcoming.items.map((i) => i.bookingId)).toEqual([24, 48, 72, 96, 120].map((h) => ids.get(h)));

    // Half an hour before the first: its call is open (JOIN_OPENS_MINUTES) and leads the alerts.
    t.clock.now = new Date(start + 24 * HOUR - HOUR / 2);
    const open = await dashboard(s.learner.cookie);
    expect(open.alerts[0]).toMatchObject({ kind: "session-open", count: 1, link: `/my-kora/bookings/${ids.get(24)}/join` });

    // Once it has ended it is no longer upcoming, even before the jobs archive it.
    t.clock.now = new Date(start + 25 * HOUR + 60_000);
    const later = await dashboard(s.learner.cookie);
    expect(later.upcoming.total).toBe(5);
    expect(later.upcoming.items[0]!.bookingId).toBe(ids.get(48));
    expect(later.alerts.map((a) => a.kind)).not.toContain("session-open");
  });

  it("counts this month's spending (charges less refunds) and earnings (the advisor's share at settlement)", async () => {
    const s = await bookingScenario(t);
    const kept = await s.confirmed(72);
    const cancelled = await s.confirmed(96);
    expect((await s.act(s.learner.cookie, cancelled.id, "cancel", { cancelReason: "no-longer-needed" })).status).toBe(200);
    const refund = (await ledger(t, cancelled.id)).refunded;
    expect(refund).toBeGreaterThan(0);

    const learner = await dashboard(s.learner.cookie);
    expect(learner.money).toEqual({
      month: "2026-11",
      label: "November 2026",
      earnings: [],
      spending: [{ currency: "AUD", amount: 2 * 5750 - refund, sessions: 2 }],
    });
    expect((await dashboard(s.advisor.cookie)).money).toMatchObject({ earnings: [], spending: [] });

    // The session takes place and is settled: the advisor's share is theirs this month, paid out or not.
    t.clock.now = new Date(Date.parse(kept.bookingTimeUtc!) + 5 * 60_000);
    expect((await s.act(s.learner.cookie, kept.id, "complete")).status).toBe(200);
    const share = (await ledger(t, kept.id)).paidOut;
    expect(share).toBeGreaterThan(0);
    const advisor = await dashboard(s.advisor.cookie);
    expect(advisor.money?.earnings).toEqual([{ currency: "AUD", amount: share, sessions: 1 }]);
    // Both may now review it: one session, straight to its review page.
    expect(advisor.alerts.find((a) => a.kind === "reviews")).toMatchObject({ count: 1, link: `/my-kora/bookings/${kept.id}/review` });

    // December in Sydney: a new month starts empty.
    t.clock.now = new Date("2026-11-30T13:30:00Z");
    const december = await dashboard(await newSession(t, s.advisor.user.id));
    expect(december.money).toEqual({ month: "2026-12", label: "December 2026", earnings: [], spending: [] });
  });

  it("draws the month's edges in the user's own time zone (UTC+13, UTC-10, UTC)", async () => {
    t.clock.now = new Date("2026-11-30T12:00:00Z");
    const s = await bookingScenario(t);
    await s.confirmed(72);
    const spent = async (zone: string, now: string) => {
      await setZone(s.learner.user.id, zone);
      t.clock.now = new Date(now);
      const money = (await dashboard(await newSession(t, s.learner.user.id))).money!;
      return [money.month, money.spending.reduce((sum, m) => sum + m.amount, 0)];
    };
    // Paid at 12:00 UTC on 30 November: 01:00 on 1 December in Auckland, 02:00 on 30 November in Honolulu.
    expect(await spent("Pacific/Auckland", "2026-11-30T12:30:00Z")).toEqual(["2026-12", 5750]);
    expect(await spent("Pacific/Auckland", "2026-12-31T10:59:00Z")).toEqual(["2026-12", 5750]);
    expect(await spent("Pacific/Auckland", "2026-12-31T11:00:00Z")).toEqual(["2027-01", 0]);
    expect(await spent("Pacific/Honolulu", "2026-12-01T09:59:00Z")).toEqual(["2026-11", 5750]);
    expect(await spent("Pacific/Honolulu", "2026-12-01T10:00:00Z")).toEqual(["2026-12", 0]);
    expect(await spent("UTC", "2026-11-30T23:59:00Z")).toEqual(["2026-11", 5750]);
    expect(await spent("UTC", "2026-12-01T00:00:00Z")).toEqual(["2026-12", 0]);
  });

  it("lists up to 5 requests waiting on the advisor, soonest to expire first, with the total", async () => {
    const s = await bookingScenario(t);
    const made = [];
    // Within 48 hours a request lasts until its time ("exact"): the earliest time expires first.
    for (const h of [30, 33, 36, 39, 42, 45]) made.push(await s.requested([s.inHours(h)], { expiry: "exact" }));
    const view = await dashboard(s.advisor.cookie);
    expect(view.requests.total).toBe(6);
    expect(view.requests.items.map((i) => i.bookingId)).toEqual(made.slice(0, 5).map((b) => b.id));
    expect(view.alerts[0]).toMatchObject({ kind: "requests-advising", count: 6, text: "6 booking requests are waiting for your answer" });
  });

  it("gives a placeholder guest no money panel", async () => {
    const guest = await makeUser(t, { firstName: "Guest", isPlaceholder: true, email: null });
    const view = await dashboard(guest.cookie);
    expect(view).toEqual({ alerts: [], upcoming: { items: [], total: 0 }, requests: { items: [], total: 0 }, money: null });
  });

  it("answers both sides at once with the same sessions (parallel reads)", async () => {
    const s = await bookingScenario(t);
    const session = await s.confirmed(72);
    const views = await Promise.all(Array.from({ length: 6 }, (_, i) => dashboard(i % 2 ? s.advisor.cookie : s.learner.cookie)));
    expect(views.map((v) => v.upcoming.items.map((i) => [i.bookingId, i.role]))).toEqual(
      Array.from({ length: 6 }, (_, i) => [[session.id, i % 2 ? "advisor" : "learner"]]),
    );
  });
});
