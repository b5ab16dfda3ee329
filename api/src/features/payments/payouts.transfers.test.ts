import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { payoutAccountSchema } from "@kora/shared/contracts/payments.ts";
import { bookingScenario, DAY, HOUR, ledger } from "../../test/booking-scenario.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { dataOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts, PROVIDERS, paymentsTestApp } from "../../test/payments-fixtures.ts";
import { completeSession, postsFor } from "../../test/payments-scenarios.ts";

// A 60-minute session on the scenario's card: 50.00 to the advisor, 57.50 charged.
const ADVISOR_FEE = 5000;

describe.each(PROVIDERS)("advisor transfers on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterEach(() => close());

  const transfers = async (bookingId: string) => (await ledger(t, bookingId)).records.filter((r) => r.kind === "transfer");
  const payoutAccount = async (cookie: string) => dataOf(await t.call("GET", "/api/me/payout-account", { cookie }), payoutAccountSchema);

  it("holds the share of an advisor who can't be paid yet, and pays it once payouts are set up", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(3);
    await completeSession(t, s, booking);
    expect((await s.get(s.advisor.cookie, booking.id)).status).toBe("completed");
    const [scheduled] = await transfers(booking.id);
    expect(scheduled).toMatchObject({ status: "scheduled", amount: ADVISOR_FEE, user_id: s.advisor.user.id });

    // Nearly a week: still waiting; a week: due, but there's no payout account to send it to.
    t.clock.advance(7 * DAY - HOUR);
    await t.services.jobs.runDue();
    expect((await transfers(booking.id))[0]!.status).toBe("scheduled");
    t.clock.advance(2 * HOUR);
    await t.services.jobs.runDue();
    expect((await transfers(booking.id))[0]!.status).toBe("on-hold");
    expect((await payoutAccount(s.advisor.cookie)).earnings.pending).toEqual([{ currency: "AUD", amount: ADVISOR_FEE }]);
    expect((await ledger(t, booking.id)).transferred).toBe(0);
    if (fake) expect(fake.objects.transfers.size).toBe(0);

    // Held transfers wait for payouts, not for more jobs.
    t.clock.advance(3 * DAY);
    await t.services.jobs.runDue();
    expect((await transfers(booking.id))[0]!.status).toBe("on-hold");

    await enablePayouts(t, fake, s.advisor.cookie);
    await t.services.jobs.runDue();
    const [paid] = await transfers(booking.id);
    expect(paid).toMatchObject({ status: "succeeded", amount: ADVISOR_FEE, flagged: null });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: 5750, transferred: ADVISOR_FEE });
    expect((await payoutAccount(s.advisor.cookie)).earnings).toMatchObject({
      pending: [],
      paid: [{ currency: "AUD", amount: ADVISOR_FEE }],
    });
    if (fake) {
      const sent = postsFor(fake, "/v1/transfers", booking.id);
      expect(sent.map((r) => Number(r.body.amount))).toEqual([ADVISOR_FEE]);
      const [transfer] = [...fake.objects.transfers.values()];
      expect(transfer).toMatchObject({ amount: ADVISOR_FEE, destination: [...fake.objects.accounts.keys()][0] });
      expect(paid!.provider_ref).toBe(transfer!.id);
    }

    // Nothing moves twice.
    t.clock.advance(DAY);
    await t.services.jobs.runDue();
    expect(await transfers(booking.id)).toHaveLength(1);
    if (fake) expect(fake.objects.transfers.size).toBe(1);
  });

  it("pays an advisor set up in time on the day, with no hold", async () => {
    const s = await bookingScenario(t);
    await enablePayouts(t, fake, s.advisor.cookie);
    const booking = await s.confirmed(3);
    await completeSession(t, s, booking);
    t.clock.advance(7 * DAY + 1);
    await t.services.jobs.runDue();
    expect((await transfers(booking.id)).map((r) => r.status)).toEqual(["succeeded"]);
    const seen = await s.get(s.advisor.cookie, booking.id);
    expect(seen.payment.payout).toMatchObject({ amount: ADVISOR_FEE, status: "succeeded" });
    expect((await s.get(s.learner.cookie, booking.id)).payment.payout).toBeNull();
  });
});

describe("a bank that refuses payouts, on the ledger", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, close } = await paymentsTestApp("ledger")));
  afterEach(() => close());

  it("fails the transfer and flags it for a person", async () => {
    const s = await bookingScenario(t);
    await enablePayouts(t, null, s.advisor.cookie, "000111111116");
    const booking = await s.confirmed(3);
    await completeSession(t, s, booking);
    t.clock.advance(7 * DAY + 1);
    await t.services.jobs.runDue();
    const { records, transferred } = await ledger(t, booking.id);
    const transfer = records.find((r) => r.kind === "transfer");
    expect(transfer).toMatchObject({ status: "failed", amount: ADVISOR_FEE });
    expect(transfer?.flagged).toMatch(/^Transfer failed: The bank refused the payout/);
    expect(transferred).toBe(0);
    const account = await dataOf(await t.call("GET", "/api/me/payout-account", { cookie: s.advisor.cookie }), payoutAccountSchema);
    expect(account.earnings).toMatchObject({ pending: [], paid: [] });
  });
});
