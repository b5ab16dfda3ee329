import { PLANS, planOfSlug } from "@kora/shared/domain/plans/plans.ts";
import { statusFromStripe } from "@kora/shared/domain/plans/subscription.ts";
import type { ProviderEvent } from "../../adapters/payments/payments.ts";
import type { Services } from "../../services.ts";
import { findUserById } from "../users/users.service.ts";
import { mailPlanEnded, mailRenewalFailed, mailRenewed } from "./plan-mails.ts";
import { endSubscription, findSubscription, findSubscriptionByRef, recordInvoice, updateSubscription } from "./plans.repository.ts";
import type { SubscriptionRow } from "./plans.table.ts";
import { planEvent } from "./plan-events.ts";

const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const iso = (seconds: unknown) => (typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : null);
type Obj = Record<string, unknown>;

/** Our subscription for a Stripe Subscription (by its id, else the id we put in its metadata). */
async function ours(services: Pick<Services, "db">, stripeId: string | undefined, metadata: unknown): Promise<SubscriptionRow | undefined> {
  const byRef = stripeId ? await findSubscriptionByRef(services.db, "stripe", stripeId) : undefined;
  const fromMetadata = str((metadata as Obj | undefined)?.subscription_id);
  return byRef ?? (fromMetadata ? await findSubscription(services.db, fromMetadata) : undefined);
}

/** The Subscription an Invoice bills (since 2025-03-31 under `parent.subscription_details`). */
function invoiceSubscription(invoice: Obj): { id: string | undefined; metadata: unknown } {
  const details = (invoice.parent as Obj | undefined)?.subscription_details as Obj | undefined;
  return { id: str(invoice.subscription) ?? str(details?.subscription), metadata: details?.metadata };
}

/**
 * Stripe Billing's webhooks, applied to our subscriptions: the Subscription's status and period
 * (`customer.subscription.*`, older events than the last applied are ignored), each invoice paid or
 * failed (recorded once per attempt; a failure mails the dunning notice), and the end of a
 * subscription that Stripe cancelled after its retries (back to Basic, mailed). A downgrade we made
 * ourselves has already ended the row, so its `deleted` event changes nothing.
 */
export async function applySubscriptionEvent(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox">,
  event: ProviderEvent,
): Promise<void> {
  if (event.type.startsWith("customer.subscription.")) return onSubscription(services, event);
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") return onInvoice(services, event);
}

async function onSubscription(services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox">, event: ProviderEvent) {
  const object = event.object;
  const row = await ours(services, str(object.id), object.metadata);
  if (!row || row.ends_at || event.created < row.event_created) return;
  const status = event.type === "customer.subscription.deleted" ? "canceled" : statusFromStripe(String(object.status));
  const plan = planOfSlug(row.slug) ?? PLANS.plus;
  if (status === "canceled") {
    if (!(await endSubscription(services.db, row.id, services.now().toISOString(), "provider-ended"))) return;
    await updateSubscription(services.db, row.id, { event_created: event.created });
    const user = await findUserById(services.db, row.user_id);
    const why = row.status === "trialing" ? "no-card" : "payment-failed";
    if (user) await mailPlanEnded(services, user, plan, why);
    return planEvent(services, row.user_id, plan.id, "ended", why);
  }
  const item = ((object.items as Obj | undefined)?.data as Obj[] | undefined)?.[0];
  await updateSubscription(services.db, row.id, {
    status,
    provider_ref: str(object.id) ?? row.provider_ref,
    current_period_end: iso(item?.current_period_end) ?? row.current_period_end,
    trial_end: iso(object.trial_end),
    event_created: event.created,
    ...(status === "active" && { failed_attempts: 0, next_attempt_at: null }),
  });
}

async function onInvoice(services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox">, event: ProviderEvent) {
  const invoice = event.object;
  const link = invoiceSubscription(invoice);
  const row = await ours(services, link.id, link.metadata);
  if (!row || row.ends_at) return;
  const paid = event.type === "invoice.paid";
  const attempt = Number(invoice.attempt_count ?? 1);
  const amount = Number(paid ? invoice.amount_paid : invoice.amount_due);
  if (amount === 0) return; // the free month's zero invoice
  const nowIso = services.now().toISOString();
  const reason = paid ? null : (str(invoice.failure_reason) ?? "Your card was declined.");
  const fresh = await recordInvoice(services.db, {
    id: crypto.randomUUID(),
    subscription_id: row.id,
    period_start: iso(invoice.period_start) ?? nowIso,
    period_end: iso(invoice.period_end) ?? nowIso,
    amount,
    currency: String(invoice.currency ?? row.currency ?? "usd").toUpperCase(),
    status: paid ? "paid" : "failed",
    attempt,
    provider_ref: str(invoice.id) ?? null,
    reason,
    created_at: nowIso,
  });
  if (!fresh) return;
  const user = await findUserById(services.db, row.user_id);
  const plan = planOfSlug(row.slug) ?? PLANS.plus;
  if (!user) return;
  if (paid) {
    // The first month's invoice is paid while subscribing: the welcome mail covers it.
    if (invoice.billing_reason === "subscription_create") return;
    await mailRenewed(services, user, plan, amount, String(invoice.currency ?? "usd").toUpperCase(), row.current_period_end ?? nowIso);
    return planEvent(services, row.user_id, plan.id, "renewed");
  }
  await updateSubscription(services.db, row.id, { failed_attempts: attempt, next_attempt_at: iso(invoice.next_payment_attempt) });
  await mailRenewalFailed(services, user, plan, reason!, iso(invoice.next_payment_attempt));
  planEvent(services, row.user_id, plan.id, "payment-failed");
}
