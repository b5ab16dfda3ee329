import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { ANALYTICS_MESSAGES, analyticsLearnerSchema, analyticsSchema } from "@kora/shared/contracts/analytics.ts";
import { addCard, bookingScenario, DAY, HOUR, ledger } from "../../test/booking-scenario.ts";
import { makeAdvisor, makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, pageOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts } from "../../test/payments-fixtures.ts";
import { completeSession } from "../../test/payments-scenarios.ts";

type Scenario = Awaited<ReturnType<typeof bookingScenario>>;

describe("Pro analytics", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  let subscriptions = 0;
  const subscribe = (userId: string, slug: "kora-plus" | "kora-pro") =>
    t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: `sub-${++subscriptions}`, user_id: userId, slug, started_at: "2026-01-01T00:00:00Z", ends_at: null })
      .execute();

  const analytics = (cookie: string, query = "") => t.call("GET", `/api/me/analytics${query}`, { cookie });
  const learners = (cookie: string, page = 1) => t.call("GET", `/api/me/analytics/learners?page=${page}`, { cookie });
  const exported = (cookie: string, kind: string) => t.call("GET", `/api/me/analytics/export.csv?kind=${kind}`, { cookie });

  /** A booking of a new learner with the scenario's advisor, `hours` ahead, confirmed by the advisor; returns the learner. */
  async function confirmedWithNewLearner(s: Scenario, firstName: string, hours: number) {
    const learner = await makeUser(t, { firstName });
    const paymentMethodId = await addCard(t, learner.cookie, "4242424242424242");
    const response = await s.request([s.inHours(hours)], { paymentMethodId }, learner.cookie);
    expect(response.status).toBe(201);
    const booking = await dataOf(response, bookingDtoSchema);
    const confirmed = await s.act(s.advisor.cookie, booking.id, "confirm", { time: booking.bookingTimesSuggested[0]!.timestampUtc });
    expect(confirmed.status).toBe(200);
    return { ...learner, booking: await dataOf(confirmed, bookingDtoSchema) };
  }

  describe("who may see them", () => {
    it("answers 401 signed out, 403 naming Pro to Basic and Plus, and 200 to Pro", async () => {
      const basic = await makeAdvisor(t, "Basil");
      const plus = await makeAdvisor(t, "Priya");
      const pro = await makeAdvisor(t, "Pablo");
      await subscribe(plus.user.id, "kora-plus");
      await subscribe(pro.user.id, "kora-pro");

      for (const path of ["/api/me/analytics", "/api/me/analytics/learners", "/api/me/analytics/export.csv?kind=learners"]) {
        expect((await t.call("GET", path)).status, path).toBe(401);
        for (const who of [basic, plus]) {
          const refused = await t.call("GET", path, { cookie: who.cookie });
          expect(refused.status, path).toBe(403);
          expect((await errorOf(refused)).message).toBe(ANALYTICS_MESSAGES.proOnly);
        }
        expect((await t.call("GET", path, { cookie: pro.cookie })).status, path).toBe(200);
      }
      expect(ANALYTICS_MESSAGES.proOnly).toContain("Pro plan");
    });

    it("stops when the Pro subscription has ended", async () => {
      const pro = await makeAdvisor(t, "Pablo");
      await t.services.db
        .insertInto("plan_subscriptions")
        .values({
          id: "sub-ended",
          user_id: pro.user.id,
          slug: "kora-pro",
          started_at: "2026-01-01T00:00:00Z",
          ends_at: "2026-11-01T00:00:00Z",
        })
        .execute();
      expect((await analytics(pro.cookie)).status).toBe(403);
    });

    it("checks its input with the spec's messages", async () => {
      const pro = await makeAdvisor(t, "Pablo");
      await subscribe(pro.user.id, "kora-pro");
      for (const query of ["?months=0", "?months=37", "?months=two"]) {
        const response = await analytics(pro.cookie, query);
        expect(response.status, query).toBe(422);
        expect((await errorOf(response)).fields?.months).toEqual([ANALYTICS_MESSAGES.months]);
      }
      const page = await learners(pro.cookie, 0);
      expect(page.status).toBe(422);
      expect((await errorOf(page)).fields?.page).toEqual([ANALYTICS_MESSAGES.page]);
      for (const kind of ["", "payments"]) {
        const response = await exported(pro.cookie, kind);
        expect(response.status, kind).toBe(422);
        expect((await errorOf(response)).fields?.kind).toEqual([ANALYTICS_MESSAGES.kind]);
      }
    });
  });

  describe("an advisor's figures", () => {
    /**
     * In Sydney: on 21 November a session is held and paid, a request goes unanswered until it lapses and one is cancelled; at
     * 00:30 on 1 December (still 30 November in UTC) one more request comes. Another advisor has a
     * session with someone else the same day.
     */
    async function world() {
      const s = await bookingScenario(t, { advisorTimezone: "Australia/Sydney" });
      await subscribe(s.advisor.user.id, "kora-pro");
      const other = await bookingScenario(t, { advisorTimezone: "Australia/Sydney" });
      await subscribe(other.advisor.user.id, "kora-pro");
      await other.confirmed(30);

      const held = await s.confirmed(3);
      await completeSession(t, s, held);
      expect((await s.get(s.advisor.cookie, held.id)).status).toBe("completed");
      await s.requested(["2026-11-24T02:00:00.000Z"]);
      const dropped = await s.requested(["2026-11-24T05:00:00.000Z"]);
      expect((await s.act(s.learner.cookie, dropped.id, "cancel", { cancelReason: "schedule-conflict" })).status).toBe(200);
      // A week on, the share reaches the advisor's bank.
      await enablePayouts(t, null, s.advisor.cookie);
      t.clock.advance(7 * DAY + HOUR);
      await t.services.jobs.runDue();
      const share = await ledger(t, held.id);
      expect(share.transferred).toBe(share.paidOut);
      t.clock.now = new Date("2026-11-30T13:30:00Z");
      await s.requested(["2026-12-02T02:00:00.000Z"]);
      return { s, other, held, share: share.paidOut };
    }

    it("counts bookings by the month they were asked for and income by the month it settled, in the advisor's zone", async () => {
      const { s, other, share } = await world();
      expect(share).toBeGreaterThan(0);
      const figures = await dataOf(await analytics(s.advisor.cookie, "?months=2"), analyticsSchema);
      expect(figures).toEqual({
        timezone: "Australia/Sydney",
        months: [
          {
            month: "2026-11",
            bookings: { requested: 3, awaiting: 0, confirmed: 0, completed: 1, cancelled: 1, expired: 1 },
            income: [{ currency: "AUD", earned: share, paid: share }],
          },
          {
            month: "2026-12",
            bookings: { requested: 1, awaiting: 1, confirmed: 0, completed: 0, cancelled: 0, expired: 0 },
            income: [],
          },
        ],
        totals: {
          bookings: { requested: 4, awaiting: 1, confirmed: 0, completed: 1, cancelled: 1, expired: 1 },
          income: [{ currency: "AUD", earned: share, paid: share }],
        },
      });

      // Twelve months by default, the current one last, empty ones as zeros.
      const year = await dataOf(await analytics(s.advisor.cookie), analyticsSchema);
      expect(year.months.map((m) => m.month)).toEqual([
        "2026-01",
        "2026-02",
        "2026-03",
        "2026-04",
        "2026-05",
        "2026-06",
        "2026-07",
        "2026-08",
        "2026-09",
        "2026-10",
        "2026-11",
        "2026-12",
      ]);
      expect(year.months[0]).toEqual({
        month: "2026-01",
        bookings: { requested: 0, awaiting: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 0 },
        income: [],
      });
      expect(year.totals).toEqual(figures.totals);

      // In UTC the last request is still November's.
      await t.services.db.updateTable("users").set({ timezone: "UTC" }).where("id", "=", s.advisor.user.id).execute();
      const utc = await dataOf(await analytics(s.advisor.cookie, "?months=2"), analyticsSchema);
      expect(utc.months.map((m) => [m.month, m.bookings.requested])).toEqual([
        ["2026-10", 0],
        ["2026-11", 4],
      ]);

      // The other advisor sees only their own booking (confirmed, then nobody joined it), and no income.
      const theirs = await dataOf(await analytics(other.advisor.cookie, "?months=2"), analyticsSchema);
      expect(theirs.totals).toEqual({
        bookings: { requested: 1, awaiting: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 1 },
        income: [],
      });
    });

    it("lists the people who had a confirmed booking, and only the advisor's own", async () => {
      const { s, other, held } = await world();
      const page = await pageOf(await learners(s.advisor.cookie), analyticsLearnerSchema);
      expect(page).toEqual({
        data: [
          { id: s.learner.user.id, name: "Lena Tester", email: s.learner.user.email, bookings: 1, lastBookingUtc: held.bookingTimeUtc },
        ],
        meta: { total: 1, page: 1, limit: 10, pages: 1 },
      });
      const theirs = await pageOf(await learners(other.advisor.cookie), analyticsLearnerSchema);
      expect(theirs.data.map((l) => l.id)).toEqual([other.learner.user.id]);
    });

    it("exports every month since the first booking, and the learners, as CSV", async () => {
      const { s, share } = await world();
      const months = await exported(s.advisor.cookie, "months");
      expect(months.status).toBe(200);
      expect(months.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(months.headers.get("content-disposition")).toBe('attachment; filename="kora-months-2026-12-01.csv"');
      const amount = (share / 100).toFixed(2);
      expect(await months.text()).toBe(
        [
          '"Month","Requested","Awaiting","Confirmed","Completed","Cancelled","Expired or missed","Earned (AUD)","Paid out (AUD)"',
          `"2026-11","3","0","0","1","1","1","${amount}","${amount}"`,
          '"2026-12","1","1","0","0","0","0","0.00","0.00"',
          "",
        ].join("\r\n"),
      );

      const people = await exported(s.advisor.cookie, "learners");
      expect(people.headers.get("content-disposition")).toBe('attachment; filename="kora-learners-2026-12-01.csv"');
      expect(await people.text()).toBe(
        [
          '"Name","Email","Confirmed bookings","Last session (Australia/Sydney)"',
          `"Lena Tester","${s.learner.user.email}","1","2026-11-21"`,
          "",
        ].join("\r\n"),
      );
    });
  });

  describe("learners", () => {
    it("pages ten at a time, the latest session first", async () => {
      const s = await bookingScenario(t);
      await subscribe(s.advisor.user.id, "kora-pro");
      const names = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit"];
      for (const [i, name] of names.entries()) await confirmedWithNewLearner(s, name, 10 + 2 * i);
      const first = await pageOf(await learners(s.advisor.cookie, 1), analyticsLearnerSchema);
      expect(first.meta).toEqual({ total: 11, page: 1, limit: 10, pages: 2 });
      expect(first.data.map((l) => l.name)).toEqual(
        [...names]
          .reverse()
          .slice(0, 10)
          .map((n) => `${n} Tester`),
      );
      const second = await pageOf(await learners(s.advisor.cookie, 2), analyticsLearnerSchema);
      expect(second.data.map((l) => l.name)).toEqual(["Ana Tester"]);
    });

    it("defuses a name or email a spreadsheet would run as a formula", async () => {
      const s = await bookingScenario(t, { advisorTimezone: "UTC" });
      await subscribe(s.advisor.user.id, "kora-pro");
      const eve = await confirmedWithNewLearner(s, "=Eve", 10);
      const csv = await (await exported(s.advisor.cookie, "learners")).text();
      const day = eve.booking.bookingTimeUtc!.slice(0, 10);
      expect(csv.split("\r\n")[1]).toBe(`"'=Eve Tester","'${eve.user.email}","1","${day}"`);
      expect(eve.user.email?.startsWith("=")).toBe(true);
    });
  });
});
