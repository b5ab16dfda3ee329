import { PLAN_MESSAGES, type SubscriptionStateDto } from "@kora/shared/contracts/plans.ts";
import type { Currency } from "@kora/shared/constants.ts";
import { type Plan, PLANS, PLUS_MONTHLY_PRICE, planOfSlug } from "@kora/shared/domain/plans/plans.ts";
import { isOrganisationPlanKey } from "@kora/shared/domain/plans/organisation-plan.ts";
import { addMonths } from "@kora/shared/domain/plans/subscription.ts";
import { PaymentError, PaymentUnavailableError } from "../../adapters/payments/payments.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { customerOf, defaultPaymentMethod } from "../payments/payments.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { planEvent } from "./plan-events.ts";
import { mailDowngraded, mailPlanStarted } from "./plan-mails.ts";
import {
  claimTrial,
  deleteSubscription,
  endSubscription,
  insertSubscription,
  recordInvoice,
  runningSubscriptions,
  updateSubscription,
} from "./plans.repository.ts";
import type { SubscriptionRow } from "./plans.table.ts";
import { scheduleRenewal } from "./renewals.ts";

/**
 * A plan by the id in the path: its id ("plus") or its subscription slug ("kora-plus"). The
 * organisation plan is listed but set up with Kora's team, so it answers 409 with where to go.
 */
export function planFromPath(key: string): Plan {
  if (isOrganisationPlanKey(key)) throw new AppError("conflict", PLAN_MESSAGES.organisation);
  const plan = (PLANS as Record<string, Plan | undefined>)[key] ?? planOfSlug(key);
  if (!plan) throw notFound(PLAN_MESSAGES.unknownPlan);
  return plan;
}

/** Plus's monthly price in the person's currency (US dollars for a currency without its own price). */
export function plusPrice(currency: string): { amount: number; currency: Currency } {
  const known = currency in PLUS_MONTHLY_PRICE ? (currency as Currency) : "USD";
  return { amount: PLUS_MONTHLY_PRICE[known], currency: known };
}

export const subscriptionDto = (row: SubscriptionRow): SubscriptionStateDto => ({
  id: row.id,
  status: row.status,
  startedAt: row.started_at,
  trialEnd: row.status === "trialing" ? row.trial_end : null,
  currentPeriodEnd: row.current_period_end,
  failedAttempts: row.failed_attempts,
  nextAttemptAt: row.next_attempt_at,
});

const unavailable = () =>
  new AppError("unavailable", "Payments can't be reached right now. Nothing was charged; please try again in a few minutes.");

/**
 * Subscribes to Plus: the first subscription ever starts with the free month (claimed once per person,
 * whatever happens later); otherwise the first month is charged to the default card now. The row is
 * written before the provider is called, so two requests at once can't both subscribe (one 409s), and
 * a start that fails leaves nothing behind — neither the subscription nor a used trial.
 */
export async function subscribeToPlus(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments">,
  user: UserRow,
  plan: Plan,
): Promise<SubscriptionRow> {
  const now = services.now();
  const nowIso = now.toISOString();
  const price = plusPrice(user.currency);
  const id = crypto.randomUUID();
  const held = await insertSubscription(services.db, {
    id,
    user_id: user.id,
    slug: plan.slug!,
    started_at: nowIso,
    status: "incomplete",
    provider: services.payments.kind,
    provider_ref: null,
    amount: price.amount,
    currency: price.currency,
    trial_end: null,
    current_period_end: null,
  });
  if (!held) throw new AppError("conflict", PLAN_MESSAGES.alreadySubscribed);
  try {
    const trial = plan.trialMonths > 0 && (await claimTrial(services.db, user.id, plan.id, id, nowIso));
    const method = await defaultPaymentMethod(services, user.id);
    if (!trial && !method) throw invalidField("paymentMethodId", PLAN_MESSAGES.needsCard);
    const started = await services.payments.startSubscription({
      subscriptionId: id,
      userId: user.id,
      customerRef: await customerOf(services, user),
      methodRef: method?.provider_ref ?? null,
      planSlug: plan.slug!,
      planName: `${plan.name}`,
      amount: price.amount,
      currency: price.currency,
      trialEnd: trial ? addMonths(now, plan.trialMonths) : null,
      idempotencyKey: `subscription:${id}:start`,
    });
    await updateSubscription(services.db, id, {
      status: started.status,
      provider_ref: started.ref,
      trial_end: started.trialEnd,
      current_period_end: started.currentPeriodEnd,
    });
    if (started.chargeRef)
      await recordInvoice(services.db, {
        id: crypto.randomUUID(),
        subscription_id: id,
        period_start: nowIso,
        period_end: started.currentPeriodEnd,
        amount: price.amount,
        currency: price.currency,
        status: "paid",
        attempt: 1,
        provider_ref: started.chargeRef,
        reason: null,
        created_at: nowIso,
      });
    if (services.payments.kind === "ledger") await scheduleRenewal(services, id, started.currentPeriodEnd, 1, started.currentPeriodEnd);
  } catch (error) {
    await deleteSubscription(services.db, id);
    if (error instanceof PaymentError) throw invalidField(error.field, error.message);
    if (error instanceof PaymentUnavailableError) throw unavailable();
    throw error;
  }
  const [row] = (await runningSubscriptions(services.db, user.id)).filter((r) => r.id === id);
  await mailPlanStarted(services, user, plan, row!.trial_end, price);
  planEvent(services, user.id, plan.id, "started");
  return row!;
}

/**
 * Downgrades from `plan` at once (public-site §4): the provider's subscription is cancelled with no
 * proration or refund, then ours ends. A concurrent second downgrade finds nothing left to end.
 */
export async function unsubscribe(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox" | "payments">,
  user: UserRow,
  plan: Plan,
): Promise<void> {
  if (!plan.slug) throw invalidField("plan", PLAN_MESSAGES.basic);
  const row = (await runningSubscriptions(services.db, user.id)).find((r) => r.slug === plan.slug && r.status !== "incomplete");
  if (!row) throw invalidField("plan", PLAN_MESSAGES.notSubscribed);
  if (row.provider_ref && row.provider === services.payments.kind)
    await services.payments.cancelSubscription(row.provider_ref, `subscription:${row.id}:cancel`).catch((error) => {
      throw error instanceof PaymentUnavailableError ? unavailable() : error;
    });
  if (!(await endSubscription(services.db, row.id, services.now().toISOString(), "downgraded"))) return;
  await mailDowngraded(services, user, plan);
  planEvent(services, user.id, plan.id, "downgraded");
}
