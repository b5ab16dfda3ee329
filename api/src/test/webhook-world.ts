import type { FakeStripe } from "./fake-stripe/index.ts";
import { signedEvent } from "./fake-stripe/index.ts";
import { bookingScenario, HOUR } from "./booking-scenario.ts";
import type { TestApp } from "./harness.ts";
import { paymentsTestApp, STRIPE_ENV } from "./payments-fixtures.ts";

/** A small deterministic random source (mulberry32): the same seed, the same events. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: T[]) => items[Math.floor(next() * items.length)]! };
}

export const BOOKINGS = 8;
export const SETUPS = 3;

/**
 * A Stripe world for webhook tests: one advisor with a Connect account (not yet onboarded), one
 * learner whose card needs the bank's check, 8 confirmed bookings whose charges wait for it, and
 * 3 card PaymentMethods made in the browser but not yet saved. `refs` maps the placeholders events
 * are written with ($pi0, $b0, $acct, $cus, $pm0…) to this world's real ids.
 */
export async function webhookWorld(): Promise<{ t: TestApp; fake: FakeStripe; close(): Promise<void>; refs: Map<string, string> }> {
  const { t, fake: maybeFake, close } = await paymentsTestApp("stripe");
  const fake = maybeFake!;
  t.clock.now = new Date("2027-02-01T09:00:00Z");
  const s = await bookingScenario(t, { testCard: "4000002760003184" });
  const details = await t.call("POST", "/api/me/payout-account", {
    cookie: s.advisor.cookie,
    body: { country: "AU", dateOfBirth: "1990-04-02", acceptTerms: true },
  });
  if (details.status !== 200) throw new Error(`payout details: ${details.status}`);
  const refs = new Map<string, string>();
  for (let i = 0; i < BOOKINGS; i++) {
    const booking = await s.requested([s.inHours(48 + i * 3)]);
    const confirm = await s.act(s.advisor.cookie, booking.id, "confirm", { time: booking.bookingTimesSuggested[0]!.timestampUtc });
    if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status}`);
    const charge = await t.services.db
      .selectFrom("payments")
      .select("provider_ref")
      .where("booking_id", "=", booking.id)
      .executeTakeFirstOrThrow();
    refs.set(`$b${i}`, booking.id);
    refs.set(`$pi${i}`, charge.provider_ref!);
  }
  const customer = await t.services.db
    .selectFrom("payment_customers")
    .select("customer_ref")
    .where("user_id", "=", s.learner.user.id)
    .executeTakeFirstOrThrow();
  refs.set("$cus", customer.customer_ref);
  const account = await t.services.db
    .selectFrom("payout_accounts")
    .select("account_ref")
    .where("user_id", "=", s.advisor.user.id)
    .executeTakeFirstOrThrow();
  refs.set("$acct", account.account_ref);
  for (let i = 0; i < SETUPS; i++) refs.set(`$pm${i}`, fake.createPaymentMethod("pm_card_visa").id as string);
  t.clock.advance(HOUR);
  return { t, fake, close, refs };
}

export interface TemplateEvent {
  id: string;
  type: string;
  created: number;
  account?: string;
  data: { object: Record<string, unknown> };
}

/** An event with this world's ids in place of the placeholders, signed as Stripe signs it (or with the wrong secret). */
export function deliver(event: TemplateEvent, refs: Map<string, string>, nowSeconds: number, badSignature = false) {
  let json = JSON.stringify({ object: "event", livemode: false, api_version: "2026-10-28.endive", ...event });
  // Longest placeholders first, so $pi1 never eats the start of $pi10.
  for (const [placeholder, id] of [...refs].sort((a, b) => b[0].length - a[0].length)) json = json.split(placeholder).join(id);
  const secret = badSignature ? "whsec_someone_else" : STRIPE_ENV.STRIPE_WEBHOOK_SECRET;
  return signedEvent(JSON.parse(json) as object, secret, nowSeconds);
}

/** What webhooks may change, in placeholders instead of this world's ids: equal snapshots mean equal effects. */
export async function snapshot(t: TestApp, refs: Map<string, string>): Promise<string> {
  const db = t.services.db;
  const payments = await db
    .selectFrom("payments")
    .select(["kind", "provider_ref", "status", "amount", "currency", "reason", "flagged", "booking_id"])
    .execute();
  const accounts = await db.selectFrom("payout_accounts").select(["status", "requirements", "bank_last4"]).execute();
  const bookings = await db
    .selectFrom("bookings")
    .select(["id", "status", "payment_status", "charged_minor", "refunded_minor", "payment_failure", "payment_due_ms"])
    .execute();
  const cards = await db.selectFrom("payment_methods").select(["last4", "deleted_at"]).execute();
  const events = await db.selectFrom("webhook_events").select("id").execute();
  const placeheld = (row: unknown) => {
    let json = JSON.stringify(row);
    for (const [placeholder, id] of refs) json = json.split(id).join(placeholder);
    return json;
  };
  // Sorted after the ids are replaced, so both worlds list rows in the same order.
  return JSON.stringify({
    payments: payments.map(placeheld).sort(),
    accounts: accounts.map(placeheld),
    bookings: bookings.map(placeheld).sort(),
    cards: cards.map(placeheld).sort(),
    events: events.map((e) => e.id).sort(),
  });
}
