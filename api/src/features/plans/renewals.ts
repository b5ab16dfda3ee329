import { z } from "zod";
import { PLANS, planOfSlug } from "@kora/shared/domain/plans/plans.ts";
import { addMonths, afterFailedRenewal } from "@kora/shared/domain/plans/subscription.ts";
import { PaymentUnavailableError } from "../../adapters/payments/payments.ts";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { customerOf, defaultPaymentMethod } from "../payments/payments.service.ts";
import { findUserById } from "../users/users.service.ts";
import { planEvent } from "./plan-events.ts";
import { mailPlanEnded, mailRenewalFailed, mailRenewed } from "./plan-mails.ts";
import { endSubscription, findSubscription, recordInvoice, updateSubscription } from "./plans.repository.ts";
import type { SubscriptionRow } from "./plans.table.ts";

const renewalPayload = z.object({ subscriptionId: z.string(), periodEnd: z.string(), attempt: z.number().int().positive() });

/**
 * The ledger's renewals (Stripe renews its own and reports by webhook): at the period's end the
 * default card is charged for the next month. Paid → renewed; refused → past_due, a dunning mail and
 * another try on the DUNNING_RETRY_DAYS schedule; refused on the last try, or a free month ending
 * with no card → the subscription ends and the person is on Basic. Each run is keyed by period and
 * attempt, so a repeated job charges nothing twice.
 */
export const renewalJob = defineJob(
  "plans.renew",
  renewalPayload,
  async (payload, services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments">) => {
    const row = await findSubscription(services.db, payload.subscriptionId);
    if (!row || row.ends_at || row.provider !== "ledger" || row.current_period_end !== payload.periodEnd) return;
    if (row.failed_attempts + 1 !== payload.attempt) return;
    await renew(services, row, payload.attempt);
  },
);

export const PLAN_JOBS = [renewalJob];

export function scheduleRenewal(
  services: Pick<Services, "jobs">,
  subscriptionId: string,
  periodEnd: string,
  attempt: number,
  runAt: string,
) {
  return services.jobs.enqueue(
    renewalJob,
    { subscriptionId, periodEnd, attempt },
    { runAtMs: new Date(runAt).getTime(), dedupeKey: `plans.renew:${subscriptionId}:${periodEnd}:${attempt}` },
  );
}

async function renew(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments">,
  row: SubscriptionRow,
  attempt: number,
): Promise<void> {
  const plan = planOfSlug(row.slug) ?? PLANS.plus;
  const user = await findUserById(services.db, row.user_id);
  if (!user) return;
  const nowIso = services.now().toISOString();
  const method = await defaultPaymentMethod(services, row.user_id);
  if (!method && row.status === "trialing") {
    if (await endSubscription(services.db, row.id, nowIso, "trial-ended-without-card")) {
      await mailPlanEnded(services, user, plan, "no-card");
      planEvent(services, user.id, plan.id, "ended", "no-card");
    }
    return;
  }
  const periodEnd = row.current_period_end!;
  const outcome = method
    ? await services.payments.charge({
        customerRef: await customerOf(services, user),
        methodRef: method.provider_ref,
        bookingId: null,
        metadata: { subscription_id: row.id },
        amount: row.amount,
        currency: row.currency ?? "USD",
        fees: row.amount,
        description: `${plan.name}, monthly`,
        idempotencyKey: `subscription:${row.id}:period:${periodEnd}:attempt:${attempt}`,
      })
    : ({ status: "failed", ref: null, reason: "There's no card saved on your account." } as const);
  if (outcome.status === "pending") throw new PaymentUnavailableError("The renewal charge is still processing.");
  const paid = outcome.status === "succeeded";
  const reason = paid ? null : outcome.reason;
  const nextEnd = addMonths(new Date(periodEnd), 1).toISOString();
  await recordInvoice(services.db, {
    id: crypto.randomUUID(),
    subscription_id: row.id,
    period_start: periodEnd,
    period_end: nextEnd,
    amount: row.amount,
    currency: row.currency ?? "USD",
    status: paid ? "paid" : "failed",
    attempt,
    provider_ref: outcome.ref,
    reason,
    created_at: nowIso,
  });
  const tell = (change: "renewed" | "payment-failed" | "ended") =>
    planEvent(services, user.id, plan.id, change, change === "ended" ? "payment-failed" : undefined);
  if (paid) {
    await updateSubscription(services.db, row.id, {
      status: "active",
      current_period_end: nextEnd,
      failed_attempts: 0,
      next_attempt_at: null,
    });
    await scheduleRenewal(services, row.id, nextEnd, 1, nextEnd);
    await mailRenewed(services, user, plan, row.amount, row.currency ?? "USD", nextEnd);
    return tell("renewed");
  }
  const next = afterFailedRenewal(attempt, services.now());
  if ("end" in next) {
    if (await endSubscription(services.db, row.id, nowIso, "payment-failed")) {
      await mailRenewalFailed(services, user, plan, reason ?? "The payment failed.", null);
      await mailPlanEnded(services, user, plan, "payment-failed");
      tell("ended");
    }
    return;
  }
  const retryAt = next.retryAt.toISOString();
  await updateSubscription(services.db, row.id, { status: "past_due", failed_attempts: attempt, next_attempt_at: retryAt });
  await scheduleRenewal(services, row.id, periodEnd, attempt + 1, retryAt);
  await mailRenewalFailed(services, user, plan, reason ?? "The payment failed.", retryAt);
  tell("payment-failed");
}
