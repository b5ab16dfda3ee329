import type { MovementStatus } from "@kora/shared/contracts/payments.ts";
import { escapeHtml } from "../../adapters/mail/mail-layout.ts";
import type { ProviderEvent } from "../../adapters/payments/payments.ts";
import type { Services } from "../../services.ts";
import { keepSavedCard } from "./payment-methods.ts";
import { userOfCustomer } from "./payments.repository.ts";
import { findPaymentByRef, insertPaymentOnce, latestChargeOf, updatePayment } from "./payment-records.repository.ts";
import { findPayoutAccountByRef, firstSighting, forgetEvent } from "./payout-accounts.repository.ts";
import { accountUpdated } from "./payouts.ts";
import type { PaymentRow } from "./payments.table.ts";

type Obj = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : null);
const obj = (value: unknown): Obj => (value && typeof value === "object" ? (value as Obj) : {});

/** How final a state is: at the same provider instant, the more final one wins, so arrival order never matters. */
const RANK: Record<MovementStatus, number> = {
  scheduled: 0,
  "on-hold": 0,
  pending: 1,
  "requires-action": 2,
  failed: 3,
  succeeded: 4,
  reversed: 5,
};

/** Orders events: by the provider's second, then the more final state, then the event id — a total order, so any arrival order ends the same. */
const later = (a: [number, number, string], b: [number, number, string]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

/**
 * Moves a record to `status` when the event comes later (see `later`) than the last one applied, so
 * the result depends on the set of events, never on their arrival order. A charge that succeeded
 * stays succeeded whatever else arrives (money moved; what changes after that comes as refunds and
 * disputes), and a success applies whenever it arrives.
 */
async function applyStatus(
  services: Pick<Services, "db" | "now">,
  record: PaymentRow,
  status: MovementStatus,
  event: ProviderEvent,
  extra: Partial<PaymentRow> = {},
) {
  const charge = record.kind === "charge";
  if (charge && record.status === "succeeded") return false;
  const incoming: [number, number, string] = [event.created, RANK[status], event.id];
  if (!(charge && status === "succeeded") && !later(incoming, [record.event_created, RANK[record.status], record.event_id ?? ""]))
    return false;
  await updatePayment(services.db, record.id, {
    status,
    event_created: event.created,
    event_id: event.id,
    updated_at: services.now().toISOString(),
    ...extra,
  });
  return true;
}

const INTENT_STATUS: Record<string, MovementStatus> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "failed",
  "payment_intent.requires_action": "requires-action",
  "payment_intent.processing": "pending",
};

/** The charge record a PaymentIntent belongs to: by its id, or (an event faster than our write) the booking's newest attempt. */
async function chargeRecord(services: Pick<Services, "db">, intent: Obj): Promise<PaymentRow | undefined> {
  const id = str(intent.id);
  const byRef = id ? await findPaymentByRef(services.db, "stripe", id) : undefined;
  if (byRef) return byRef;
  const bookingId = str(obj(intent.metadata).booking_id);
  const latest = bookingId ? await latestChargeOf(services.db, bookingId) : undefined;
  if (!latest || latest.provider_ref !== null || !id) return undefined;
  await updatePayment(services.db, latest.id, { provider_ref: id });
  return { ...latest, provider_ref: id };
}

/** What each state says about why, whatever arrived before: the same set of events leaves the same words. */
const INTENT_REASON: Record<MovementStatus, string | null> = {
  succeeded: null,
  pending: null,
  failed: "The payment failed.",
  "requires-action": "Your bank asks you to confirm this payment.",
  scheduled: null,
  "on-hold": null,
  reversed: null,
};

async function onIntent(services: Pick<Services, "db" | "now">, event: ProviderEvent): Promise<string[]> {
  const record = await chargeRecord(services, event.object);
  if (!record) return [];
  const status = INTENT_STATUS[event.type]!;
  const message = str(obj(event.object.last_payment_error).message);
  const reason = INTENT_REASON[status] === null ? null : (message ?? INTENT_REASON[status]);
  const extra = status === "succeeded" ? { reason, client_secret: null } : { reason };
  return (await applyStatus(services, record, status, event, extra)) && record.booking_id ? [record.booking_id] : [];
}

async function onRefunded(services: Pick<Services, "db" | "now">, event: ProviderEvent): Promise<string[]> {
  const charge = await findPaymentByRef(services.db, "stripe", str(event.object.payment_intent) ?? "");
  if (!charge) return [];
  const refunds = (obj(event.object.refunds).data as Obj[] | undefined) ?? [];
  for (const refund of refunds) {
    const ref = str(refund.id)!;
    const status: MovementStatus = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" ? "failed" : "pending";
    const known =
      (await findPaymentByRef(services.db, "stripe", ref)) ??
      // A refund made on Stripe's dashboard: recorded so receipts and reconciliation see it.
      (await insertPaymentOnce(services.db, {
        id: crypto.randomUUID(),
        booking_id: charge.booking_id,
        user_id: charge.user_id,
        kind: "refund",
        provider: "stripe",
        provider_ref: ref,
        amount: Number(refund.amount ?? 0),
        currency: charge.currency,
        status: "pending",
        reason: "Refunded by Kora support.",
        source_ref: charge.provider_ref,
        idempotency_key: `stripe:${ref}`,
        created_at: services.now().toISOString(),
        updated_at: services.now().toISOString(),
      }));
    await applyStatus(services, known, status, event);
  }
  return charge.booking_id ? [charge.booking_id] : [];
}

async function onDispute(services: Pick<Services, "config" | "db" | "now" | "outbox">, event: ProviderEvent): Promise<string[]> {
  const charge = await findPaymentByRef(services.db, "stripe", str(event.object.payment_intent) ?? "");
  if (!charge) return [];
  const note = `Disputed by the cardholder (${str(event.object.reason) ?? "no reason given"}), ${Number(event.object.amount ?? 0)} ${charge.currency}.`;
  await updatePayment(services.db, charge.id, { flagged: note, updated_at: services.now().toISOString() });
  await services.outbox.queueMail({
    to: services.config.staffEmail,
    subject: `Payment disputed: booking ${charge.booking_id}`,
    text: `${note}\nStripe PaymentIntent ${charge.provider_ref}. Respond on Stripe's dashboard before the deadline.`,
    html: `<p>${escapeHtml(note)}</p><p>Stripe PaymentIntent ${escapeHtml(charge.provider_ref ?? "")}. Respond on Stripe's dashboard before the deadline.</p>`,
  });
  return [];
}

async function onTransfer(services: Pick<Services, "db" | "now">, event: ProviderEvent): Promise<string[]> {
  const record = await findPaymentByRef(services.db, "stripe", str(event.object.id) ?? "");
  if (!record) return [];
  const reversed = event.type === "transfer.reversed" || Number(event.object.amount_reversed ?? 0) > 0;
  await applyStatus(services, record, reversed ? "reversed" : "succeeded", event);
  return [];
}

async function onPayout(services: Pick<Services, "db" | "now">, event: ProviderEvent): Promise<string[]> {
  const account = event.account ? await findPayoutAccountByRef(services.db, "stripe", event.account) : undefined;
  const ref = str(event.object.id);
  if (!account || !ref) return [];
  const record = await insertPaymentOnce(services.db, {
    id: crypto.randomUUID(),
    user_id: account.user_id,
    kind: "payout",
    provider: "stripe",
    provider_ref: ref,
    amount: Number(event.object.amount ?? 0),
    currency: (str(event.object.currency) ?? "").toUpperCase(),
    status: "pending",
    idempotency_key: `stripe:${ref}`,
    created_at: services.now().toISOString(),
    updated_at: services.now().toISOString(),
  });
  const failed = event.type === "payout.failed";
  const reason = failed ? (str(event.object.failure_message) ?? "The payout failed.") : null;
  await applyStatus(services, record, failed ? "failed" : "succeeded", event, { reason });
  return [];
}

async function onSetupIntent(services: Pick<Services, "db" | "now" | "payments">, event: ProviderEvent): Promise<string[]> {
  const customer = str(event.object.customer);
  const method = str(event.object.payment_method);
  const userId = customer ? await userOfCustomer(services.db, "stripe", customer) : null;
  if (!userId || !customer || !method) return [];
  // The browser usually saves the card itself; this covers a tab closed right after the bank said yes.
  await keepSavedCard(services, userId, await services.payments.saveCard(customer, { token: method }));
  return [];
}

async function onAccount(services: Pick<Services, "db" | "jobs" | "now" | "payments">, event: ProviderEvent): Promise<string[]> {
  const o = event.object;
  const requirements = obj(o.requirements);
  const due = [...((requirements.currently_due as string[]) ?? []), ...((requirements.past_due as string[]) ?? [])];
  const bank = ((obj(o.external_accounts).data as Obj[] | undefined) ?? [])[0];
  const state = {
    detailsSubmitted: o.details_submitted === true,
    payoutsEnabled: o.payouts_enabled === true,
    requirements: [...new Set(due)],
    bankLast4: str(bank?.last4),
  };
  await accountUpdated(services, str(o.id) ?? "", state, event);
  return [];
}

const HANDLERS: Record<string, (services: Services, event: ProviderEvent) => Promise<string[]>> = {
  "payment_intent.succeeded": onIntent,
  "payment_intent.payment_failed": onIntent,
  "payment_intent.requires_action": onIntent,
  "payment_intent.processing": onIntent,
  "charge.refunded": onRefunded,
  "charge.refund.updated": onRefunded,
  "charge.dispute.created": onDispute,
  "transfer.created": onTransfer,
  "transfer.updated": onTransfer,
  "transfer.reversed": onTransfer,
  "payout.paid": onPayout,
  "payout.failed": onPayout,
  "setup_intent.succeeded": onSetupIntent,
  "account.updated": onAccount,
};

/** What an event from a connected account may be about: that account itself and its payouts. */
const CONNECT_TYPES = new Set(["account.updated", "payout.paid", "payout.failed"]);

/**
 * Whether a verified event is about Kora's own records. Kora uses separate charges and transfers, so
 * its PaymentIntents, charges, refunds, disputes, SetupIntents, transfers and subscriptions all live
 * on the platform account. An event from a connected account (`account` set) is about that account's
 * own business, whatever ids or metadata its object carries: it counts only for the account's state
 * (`account.updated` of that very account) and its payouts.
 */
export function concernsPlatform(event: Pick<ProviderEvent, "type" | "account" | "object">): boolean {
  if (event.account === null) return true;
  if (!CONNECT_TYPES.has(event.type)) return false;
  return event.type !== "account.updated" || event.object.id === event.account;
}

/**
 * Applies one verified provider event to our records; answers the bookings whose charge changed.
 * Unknown types, and events that aren't about Kora's records (`concernsPlatform`), change nothing.
 */
export function applyProviderEvent(services: Services, event: ProviderEvent): Promise<string[]> {
  if (!concernsPlatform(event)) return Promise.resolve([]);
  return HANDLERS[event.type]?.(services, event) ?? Promise.resolve([]);
}

/** Takes a provider event for handling: true the first time its id is seen, false for a repeated delivery. */
export function takeProviderEvent(services: Pick<Services, "db" | "now">, event: ProviderEvent): Promise<boolean> {
  return firstSighting(services.db, event, services.now().toISOString());
}

/** Gives back an event whose handling failed, so the provider's retry is handled. */
export function releaseProviderEvent(services: Pick<Services, "db">, eventId: string): Promise<void> {
  return forgetEvent(services.db, eventId);
}
