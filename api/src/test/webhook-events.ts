import { BOOKINGS, SETUPS, type seeded, type TemplateEvent } from "./webhook-world.ts";

type Rng = ReturnType<typeof seeded>;
const T0 = 1_801_000_000;

const INTENT_TYPES = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.requires_action",
  "payment_intent.processing",
];
const REQUIREMENTS = ["external_account", "individual.dob.day", "individual.verification.document", "tos_acceptance.date"];

/**
 * `count` distinct Stripe events (ids, types and `created` seconds) about one webhook world: the
 * bookings' PaymentIntents moving through their states (often several at the same second), refunds
 * made on Stripe's dashboard, a dispute, the advisor's account being onboarded, payouts paid then
 * failed, SetupIntents confirmed in the browser, and types we ignore.
 */
export function generateEvents(rng: Rng, count: number): TemplateEvent[] {
  const events: TemplateEvent[] = [];
  const add = (type: string, created: number, object: Record<string, unknown>, account?: string) =>
    events.push({ id: `evt_${String(events.length).padStart(4, "0")}`, type, created, ...(account ? { account } : {}), data: { object } });
  const succeeded = new Set<number>();
  for (let b = 0; b < BOOKINGS; b++) {
    for (let k = 0, n = 3 + rng.int(4); k < n; k++) {
      // Only the first three ever succeed: the rest end failed, waiting or processing, decided by the newest second.
      const type = rng.pick(b < 3 ? INTENT_TYPES : INTENT_TYPES.slice(1));
      if (type === "payment_intent.succeeded") succeeded.add(b);
      const failure =
        type === "payment_intent.payment_failed"
          ? { code: "card_declined", message: rng.pick(["Your card was declined.", "Your card has insufficient funds."]) }
          : null;
      add(type, T0 + rng.int(4), {
        id: `$pi${b}`,
        object: "payment_intent",
        amount: 5750,
        currency: "aud",
        metadata: { booking_id: `$b${b}` },
        last_payment_error: failure,
      });
    }
  }
  for (const b of succeeded) {
    const refund = { id: `re_dash${b}`, object: "refund", amount: 1000 + b, currency: "aud" };
    for (let k = 0, n = 1 + rng.int(2); k < n; k++)
      add("charge.refunded", T0 + 20 + rng.int(10), {
        id: `ch_dash${b}`,
        object: "charge",
        payment_intent: `$pi${b}`,
        amount_refunded: refund.amount,
        refunds: { object: "list", data: [{ ...refund, status: rng.pick(["pending", "succeeded"]) }] },
      });
  }
  const disputed = [...succeeded][0];
  if (disputed !== undefined)
    add("charge.dispute.created", T0 + 40, {
      id: "dp_1",
      object: "dispute",
      payment_intent: `$pi${disputed}`,
      amount: 5750,
      reason: "fraudulent",
    });
  for (let k = 0; k < 24; k++) {
    const enabled = rng.next() < 0.4;
    // Two account events share the newest second: the more enabled state must win whatever arrives first.
    const created = k < 2 ? T0 + 99 : T0 + 50 + rng.int(40);
    const state = k === 0 ? true : k === 1 ? false : enabled;
    add("account.updated", created, {
      id: "$acct",
      object: "account",
      details_submitted: state || rng.next() < 0.5,
      payouts_enabled: state,
      requirements: { currently_due: state ? [] : REQUIREMENTS.filter(() => rng.next() < 0.5), past_due: [] },
      external_accounts: { object: "list", data: state ? [{ id: "ba_1", object: "bank_account", last4: "6789" }] : [] },
    });
  }
  for (let p = 0; p < 14; p++) {
    const paidAt = T0 + 60 + rng.int(20);
    add(
      "payout.paid",
      paidAt,
      { id: `po_${p}`, object: "payout", amount: 1000 * (p + 1), currency: "aud", failure_message: null },
      "$acct",
    );
    if (rng.next() < 0.4)
      add(
        "payout.failed",
        paidAt + rng.int(3),
        { id: `po_${p}`, object: "payout", amount: 1000 * (p + 1), currency: "aud", failure_message: "The bank account has been closed." },
        "$acct",
      );
  }
  for (let k = 0; k < SETUPS; k++)
    add("setup_intent.succeeded", T0 + 5, {
      id: `seti_${k}`,
      object: "setup_intent",
      customer: "$cus",
      payment_method: `$pm${k}`,
      usage: "off_session",
    });
  add("transfer.reversed", T0 + 70, { id: "tr_unknown", object: "transfer", amount: 100, amount_reversed: 100 });
  while (events.length < count)
    add(rng.pick(["customer.updated", "invoice.paid", "balance.available"]), T0 + rng.int(100), { id: "x", object: "other" });
  if (events.length > count) throw new Error(`generated ${events.length} events, more than ${count}`);
  return events;
}
