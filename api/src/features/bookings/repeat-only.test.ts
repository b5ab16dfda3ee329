import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@kora/shared/contracts/bookings.ts";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { cardInput, makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { addCard, bookingScenario, HOUR } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("repeat-only cards", () => {
  it("refuse a booking request from a learner who has never had a session with the advisor", async () => {
    const s = await bookingScenario(t, { card: { repeatOnly: true } });
    const response = await s.request([s.inHours(72)]);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(BOOKING_MESSAGES.repeatOnly);
    // Nothing was made for them.
    const none = await t.services.db.selectFrom("bookings").select("id").where("learner_id", "=", s.learner.user.id).execute();
    expect(none).toEqual([]);
  });

  it("take a booking from a learner with a completed session, and still refuse a newcomer", async () => {
    const s = await bookingScenario(t);
    const past = await s.confirmed(3);
    const start = Date.parse(past.bookingTimeUtc!);
    t.clock.now = new Date(start + 5 * 60_000);
    expect((await s.act(s.learner.cookie, past.id, "complete")).status).toBe(200);

    // The advisor makes the card repeat-only afterwards.
    const edited = await t.call("PUT", `/api/cards/${s.cardId}`, { cookie: s.advisor.cookie, body: cardInput({ repeatOnly: true }) });
    expect(edited.status).toBe(200);
    expect((await dataOf(edited, cardDetailSchema)).repeatOnly).toBe(true);

    // Times on the hour, as the card's slots are.
    const later = (hours: number) => new Date(start + hours * HOUR).toISOString();
    const again = await s.request([later(72)]);
    expect(again.status).toBe(201);

    const newcomer = await makeUser(t, { firstName: "Nia" });
    const paymentMethodId = await addCard(t, newcomer.cookie, "4242424242424242");
    const refused = await s.request([later(96)], { paymentMethodId }, newcomer.cookie);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(BOOKING_MESSAGES.repeatOnly);
  });
});
