import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { bookingScenario, HOUR, ledger } from "../../test/booking-scenario.ts";
import { creditLeft, giveCredit } from "../../test/credits-fixtures.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { dataOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts, PROVIDERS, paymentsTestApp } from "../../test/payments-fixtures.ts";

// 25.00 per 30 minutes, 60 minutes, marketplace: 50.00 + 15% = 57.50.
const TOTAL = 5750;
const ADVISOR_FEE = 5000;
const DAY = 24 * HOUR;

describe.each(PROVIDERS)("credit pays before the card, on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterAll(() => close());

  const setUp = async (credit: number, testCard?: string) => {
    t.clock.now = new Date("2027-02-01T09:00:00Z");
    const s = await bookingScenario(t, testCard ? { testCard } : {});
    await giveCredit(t, s.staff.cookie, s.learner.cookie, credit);
    return s;
  };
  const intentAmounts = (bookingId: string) =>
    (fake?.requests ?? [])
      .filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && JSON.stringify(r.body).includes(bookingId))
      .map((r) => Number(r.body.amount));

  it("takes part from credit and the rest from the card; a full refund gives each back where it came from", async () => {
    const s = await setUp(2500);
    const booking = await s.confirmed(72);
    expect(booking.payment).toMatchObject({ status: "charged", charged: TOTAL, credit: 2500 });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL - 2500 });
    if (fake) expect(intentAmounts(booking.id)).toEqual([TOTAL - 2500]);
    expect(await creditLeft(t, s.learner.cookie)).toBe(0);

    const cancelled = await dataOf(await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "emergency" }), bookingDtoSchema);
    expect(cancelled.payment).toMatchObject({ refunded: TOTAL, refunds: [{ amount: TOTAL - 2500 }] });
    expect(await creditLeft(t, s.learner.cookie)).toBe(2500);
  });

  it("gives back to the card first, then credit, when only part is refunded", async () => {
    const s = await setUp(2500);
    const booking = await s.confirmed(72);
    await s.act(s.learner.cookie, booking.id, "cancel", { cancelReason: "no-longer-needed" });
    // The learner's early cancellation refunds the session fee (50.00): 32.50 to the card, 17.50 as credit.
    expect(await ledger(t, booking.id)).toMatchObject({ refunded: TOTAL - 2500 });
    expect(await creditLeft(t, s.learner.cookie)).toBe(ADVISOR_FEE - (TOTAL - 2500));
  });

  it("needs no card charge when credit covers it all, and the advisor is still paid a week later", async () => {
    const s = await setUp(10_000);
    await enablePayouts(t, fake, s.advisor.cookie);
    const booking = await s.confirmed(3);
    expect(booking.payment).toMatchObject({ status: "charged", charged: TOTAL, credit: TOTAL });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: 0 });
    if (fake) expect(intentAmounts(booking.id)).toEqual([]);
    expect(await creditLeft(t, s.learner.cookie)).toBe(10_000 - TOTAL);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) + 60 * 60_000);
    expect((await s.act(s.learner.cookie, booking.id, "complete")).status).toBe(200);
    t.clock.advance(7 * DAY + HOUR);
    await t.services.jobs.runDue();
    expect(await ledger(t, booking.id)).toMatchObject({ transferred: ADVISOR_FEE });
  });

  it("gives the credit back when an unpaid booking is cancelled at the payment deadline", async () => {
    const s = await setUp(2000, "4000002760003184");
    const booking = await s.confirmed(72);
    expect(booking.payment).toMatchObject({ status: "action-required", credit: 2000 });
    expect(await creditLeft(t, s.learner.cookie)).toBe(0);
    t.clock.now = new Date(Date.parse(booking.payment.dueAtUtc!) + 60_000);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("cancelled-confirmed");
    expect(await creditLeft(t, s.learner.cookie)).toBe(2000);
  });

  it("never spends more credit than there is when ten confirmations land at once", async () => {
    const s = await setUp(10_000);
    const requests = [];
    for (let i = 0; i < 10; i++) requests.push(await s.requested([s.inHours(48 + i * 2)]));
    const answers = await Promise.all(
      requests.map((b) => s.act(s.advisor.cookie, b.id, "confirm", { time: b.bookingTimesSuggested[0]!.timestampUtc })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bookings = await Promise.all(requests.map((b) => s.get(s.learner.cookie, b.id)));
    const spent = bookings.reduce((sum, b) => sum + b.payment.credit, 0);
    expect(spent).toBe(10_000);
    expect(bookings.every((b) => b.payment.status === "charged" && b.payment.charged === TOTAL)).toBe(true);
    const cards = await Promise.all(requests.map(async (b) => (await ledger(t, b.id)).charged));
    expect(cards.reduce((a, b) => a + b, 0)).toBe(10 * TOTAL - 10_000);
    expect(await creditLeft(t, s.learner.cookie)).toBe(0);
    const credits = await t.services.db
      .selectFrom("credits")
      .select(["used_minor", "total_minor"])
      .where("user_id", "=", s.learner.user.id)
      .execute();
    expect(credits.every((c) => c.used_minor <= c.total_minor)).toBe(true);
  });
});
