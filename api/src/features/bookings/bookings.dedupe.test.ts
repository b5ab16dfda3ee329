import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const post = (cookie: string, body: unknown, key?: string) =>
  t.call("POST", "/api/bookings", { cookie, body, ...(key && { headers: { "idempotency-key": key } }) });
const bookingIds = async () => (await t.services.db.selectFrom("bookings").select("id").execute()).map((row) => row.id);

describe("POST /api/bookings: an Idempotency-Key names one request", () => {
  it("answers a reused key with a different body with 422, and makes nothing new", async () => {
    const s = await bookingScenario(t);
    const body = {
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50), s.inHours(52)],
      discussionTopic: "Moving into management",
      paymentMethodId: s.paymentMethodId,
    };
    const first = await post(s.learner.cookie, body, "key-1");
    expect(first.status).toBe(201);
    const id = (await dataOf(first, bookingDtoSchema)).id;

    for (const changed of [
      { ...body, discussionTopic: "Something else entirely" },
      { ...body, preferredTimes: [s.inHours(60)] },
      { ...body, duration: 30 },
    ]) {
      const reused = await post(s.learner.cookie, changed, "key-1");
      expect(reused.status).toBe(422);
      const error = await errorOf(reused);
      expect(error.code).toBe("validation_failed");
      expect(error.fields?.idempotencyKey?.[0]).toMatch(/different request/);
    }
    expect(await bookingIds()).toEqual([id]);

    // The same request again — keys in another order, times in another order — is a replay: 200, the same booking.
    const { discussionTopic, ...rest } = body;
    const replay = await post(s.learner.cookie, { discussionTopic, ...rest, preferredTimes: [...body.preferredTimes].reverse() }, "key-1");
    expect(replay.status).toBe(200);
    expect((await dataOf(replay, bookingDtoSchema)).id).toBe(id);
  });

  it("answers 422 when two different bodies race with one key, and keeps the one that won", async () => {
    const s = await bookingScenario(t);
    const body = (topic: string) => ({
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50)],
      discussionTopic: topic,
      paymentMethodId: s.paymentMethodId,
    });
    const responses = await Promise.all([
      post(s.learner.cookie, body("First version of the topic"), "race-key"),
      post(s.learner.cookie, body("Second version of the topic"), "race-key"),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await bookingIds()).toHaveLength(1);
  });
});

describe("POST /api/bookings without a key: a repeat within seconds is the same request", () => {
  it("makes one booking from 10 identical requests sent at once, and answers each with it", async () => {
    const s = await bookingScenario(t);
    const body = {
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50)],
      discussionTopic: "Double-clicked the button",
      paymentMethodId: s.paymentMethodId,
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(s.learner.cookie, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await dataOf(r, bookingDtoSchema)).id)));
    expect(ids.size).toBe(1);
    expect(await bookingIds()).toEqual([...ids]);
  });

  it("makes one instant booking, charged once, from 10 identical requests at once", async () => {
    const s = await bookingScenario(t, { settings: { instantBooking: true } });
    const body = {
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50)],
      discussionTopic: "Quick question about hiring",
      instant: true,
      paymentMethodId: s.paymentMethodId,
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(s.learner.cookie, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = await bookingIds();
    expect(ids).toHaveLength(1);
    const charges = await t.services.db
      .selectFrom("ledger_entries")
      .select("amount")
      .where("kind", "=", "charge")
      .where("status", "=", "succeeded")
      .execute();
    expect(charges).toHaveLength(1);
  });

  it("returns the first booking to a repeat sent a moment later, but not to a different request or after the window", async () => {
    const s = await bookingScenario(t);
    const body = {
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50), s.inHours(51)],
      discussionTopic: "Moving into management",
      paymentMethodId: s.paymentMethodId,
    };
    const elsewhen = s.inHours(54); // slots are on the half hour: taken before the clock moves
    const first = await post(s.learner.cookie, body);
    expect(first.status).toBe(201);
    const id = (await dataOf(first, bookingDtoSchema)).id;
    t.clock.advance(2_000);
    const again = await post(s.learner.cookie, { ...body, preferredTimes: [...body.preferredTimes].reverse() });
    expect(again.status).toBe(200);
    expect((await dataOf(again, bookingDtoSchema)).id).toBe(id);
    expect(await bookingIds()).toEqual([id]);

    expect((await post(s.learner.cookie, { ...body, preferredTimes: [elsewhen] })).status).toBe(201);
    t.clock.advance(60_000);
    expect((await post(s.learner.cookie, body)).status).toBe(201);
    expect(await bookingIds()).toHaveLength(3);
  });
});
