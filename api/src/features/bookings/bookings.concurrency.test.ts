import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** Pairs of confirmed bookings sharing a person and overlapping in time: must always be none. */
async function overlaps(): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*) as n from bookings a join bookings b on a.id < b.id
    where a.status = 'confirmed' and b.status = 'confirmed' and a.start_ms < b.end_ms and b.start_ms < a.end_ms
      and (a.advisor_id in (b.advisor_id, b.learner_id) or a.learner_id in (b.advisor_id, b.learner_id))`.execute(t.services.db);
  return Number(result.rows[0]!.n);
}

describe("no double booking, under load", () => {
  it("accepts exactly one of 50 concurrent instant bookings of one advisor's slot, 100 rounds in a row", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, settings: { instantBooking: true }, testCard: null });
    const learners = await Promise.all(Array.from({ length: 50 }, (_, i) => makeUser(t, { firstName: `Learner${i}` })));
    for (let round = 0; round < 100; round += 1) {
      // Back-to-back hours: each round's slot touches the last one's, so the boundary is in play too.
      const time = s.inHours(50 + round);
      const responses = await Promise.all(
        learners.map((l) =>
          t.call("POST", "/api/bookings", {
            cookie: l.cookie,
            body: { cardId: s.cardId, duration: 60, preferredTimes: [time], discussionTopic: "Quick question about hiring", instant: true },
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.filter((code) => code === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        statuses.every((code) => code === 201 || code === 409),
        `round ${round}: ${[...new Set(statuses)]}`,
      ).toBe(true);
    }
    expect(await overlaps()).toBe(0);
    const confirmed = await t.services.db.selectFrom("bookings").select("id").where("status", "=", "confirmed").execute();
    expect(confirmed).toHaveLength(100);
  }, 120_000);

  it("confirms one booking once when 20 confirmations race", async () => {
    const s = await bookingScenario(t);
    const booking = await s.requested([s.inHours(50)]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => s.act(s.advisor.cookie, booking.id, "confirm", { time: s.inHours(50) })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const charges = await t.services.db
      .selectFrom("ledger_entries")
      .select("amount")
      .where("booking_id", "=", booking.id)
      .where("kind", "=", "charge")
      .execute();
    expect(charges).toHaveLength(1);
  });

  it("lets the advisor confirm only one of several overlapping requests, even at once", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const others = await Promise.all(Array.from({ length: 10 }, (_, i) => makeUser(t, { firstName: `Asker${i}` })));
    const ids: string[] = [];
    for (const [i, other] of others.entries()) {
      const response = await t.call("POST", "/api/bookings", {
        cookie: other.cookie,
        body: { cardId: s.cardId, duration: 60, preferredTimes: [s.inHours(50 + i * 0.5)], discussionTopic: "Career advice please" },
      });
      ids.push((await dataOf(response, bookingDtoSchema)).id);
    }
    const responses = await Promise.all(ids.map((id, i) => s.act(s.advisor.cookie, id, "confirm", { time: s.inHours(50 + i * 0.5) })));
    // Half-hour steps with 60-minute sessions: neighbours overlap, so at most every other one fits.
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(responses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(5);
    expect(await overlaps()).toBe(0);
  });

  it("makes one booking from the same idempotency key sent twice at once", async () => {
    const s = await bookingScenario(t);
    const body = {
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50)],
      discussionTopic: "Double-clicked the button",
      paymentMethodId: s.paymentMethodId,
    };
    const responses = await Promise.all(
      [1, 2].map(() => t.call("POST", "/api/bookings", { cookie: s.learner.cookie, body, headers: { "idempotency-key": "same-key" } })),
    );
    const ids = await Promise.all(responses.map(async (r) => (await dataOf(r, bookingDtoSchema)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await t.services.db.selectFrom("bookings").select("id").execute()).toHaveLength(1);
  });

  it("refuses an overlapping confirmed booking in the database itself, whatever the code above it does", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const first = await s.confirmed(50);
    const start = Date.parse(first.bookingTimeUtc!) + HOUR / 2;
    const copy = await t.services.db.selectFrom("bookings").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    const insert = t.services.db
      .insertInto("bookings")
      .values({ ...copy, id: crypto.randomUUID(), idempotency_key: null, start_ms: start, end_ms: start + HOUR })
      .execute();
    await expect(insert).rejects.toThrow(/booking_overlap/);
    expect(await overlaps()).toBe(0);
  });
});
