import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { bookingScenario, HOUR, ledger } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** Unpublishing turns a published card into a draft; confirmed bookings on it can still complete (core §3). */
describe("bookings on a card that is unpublished", () => {
  it("a confirmed session is still joined by both and completes when it ends, and the advisor is paid", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(3);
    const unpublished = await t.call("POST", `/api/cards/${s.cardId}/unpublish`, { cookie: s.advisor.cookie });
    expect((await dataOf(unpublished, cardDetailSchema)).status).toBe("draft");
    // The card is gone from the public: a guest no longer sees it.
    expect((await t.call("GET", `/api/cards/${s.cardId}`)).status).toBe(404);
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("confirmed");

    const start = Date.parse(booking.bookingTimeUtc!);
    t.clock.now = new Date(start - 5 * 60_000);
    for (let elapsed = 0; elapsed <= 120; elapsed += 30) {
      expect((await s.act(s.advisor.cookie, booking.id, "join")).status).toBe(200);
      expect((await s.act(s.learner.cookie, booking.id, "join")).status).toBe(200);
      t.clock.advance(30_000);
    }
    t.clock.now = new Date(start + HOUR + 60_000);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("completed");
    const money = await ledger(t, booking.id);
    expect(money.paidOut).toBeGreaterThan(0);
    expect(money.refunded).toBe(0);
  });

  it("either side may mark the session complete after it starts, and the learner may then review it", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(3);
    expect((await t.call("POST", `/api/cards/${s.cardId}/unpublish`, { cookie: s.advisor.cookie })).status).toBe(200);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) + 5 * 60_000);
    expect((await s.act(s.learner.cookie, booking.id, "complete")).status).toBe(200);
    expect((await s.get(s.advisor.cookie, booking.id)).status).toBe("completed");
    expect((await s.act(s.learner.cookie, booking.id, "review", { rating: 5, comments: "Still worth it." })).status).toBe(200);
  });
});
