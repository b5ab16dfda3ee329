import { z } from "zod";
import { DAYS_BEFORE_PAYOUT } from "@kora/shared/contracts/payments.ts";
import { type ChargeOutcome, PaymentUnavailableError } from "../../adapters/payments/payments.ts";
import type { Db } from "../../db/database.ts";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import {
  chargeAttempts,
  findPayment,
  heldTransfers,
  insertPaymentOnce,
  latestChargeOf,
  movePayment,
  updatePayment,
} from "./payment-records.repository.ts";
import { findPayoutAccount } from "./payout-accounts.repository.ts";
import type { PaymentRow } from "./payments.table.ts";

const DAY_MS = 86_400_000;
const iso = (services: Pick<Services, "now">) => services.now().toISOString();

/** The state a charge outcome leaves its record in. */
export function chargeChanges(outcome: ChargeOutcome) {
  switch (outcome.status) {
    case "succeeded":
      return { status: "succeeded" as const, provider_ref: outcome.ref, reason: null, client_secret: null };
    case "pending":
      return { status: "pending" as const, provider_ref: outcome.ref };
    case "requires-action":
      return { status: "requires-action" as const, provider_ref: outcome.ref, reason: outcome.reason, client_secret: outcome.clientSecret };
    case "failed":
      return { status: "failed" as const, provider_ref: outcome.ref, reason: outcome.reason, client_secret: null };
  }
}

/**
 * Charges a booking's learner off-session. `attempt` numbers the tries (a new card is a new attempt):
 * the record and the provider's idempotency key are both keyed by it, so a retried request or job
 * reads the first outcome instead of charging twice. A provider that can't be reached leaves the
 * record pending and throws PaymentUnavailableError for the caller to retry.
 */
export async function chargeCard(
  services: Pick<Services, "db" | "now" | "payments">,
  input: {
    bookingId: string;
    learnerId: string;
    customerRef: string;
    method: { id: string; provider_ref: string };
    amount: number;
    currency: string;
    fees: number;
    description: string;
    attempt: number;
  },
): Promise<PaymentRow> {
  const key = `booking:${input.bookingId}:charge:${input.attempt}`;
  const record = await insertPaymentOnce(services.db, {
    id: crypto.randomUUID(),
    booking_id: input.bookingId,
    user_id: input.learnerId,
    kind: "charge",
    provider: services.payments.kind,
    provider_ref: null,
    amount: input.amount,
    currency: input.currency,
    fees: input.fees,
    status: "pending",
    payment_method_id: input.method.id,
    idempotency_key: key,
    created_at: iso(services),
    updated_at: iso(services),
  });
  if (record.status !== "pending") return record;
  const outcome = await services.payments.charge({
    customerRef: input.customerRef,
    methodRef: input.method.provider_ref,
    bookingId: input.bookingId,
    amount: input.amount,
    currency: input.currency,
    fees: input.fees,
    description: input.description,
    idempotencyKey: key,
  });
  await updatePayment(services.db, record.id, { ...chargeChanges(outcome), updated_at: iso(services) });
  return (await findPayment(services.db, record.id))!;
}

/** The next attempt number for a booking's charge (1 for the first). */
export const nextChargeAttempt = async (services: Pick<Services, "db">, bookingId: string) =>
  (await chargeAttempts(services.db, bookingId)) + 1;

export const latestCharge = (services: Pick<Services, "db">, bookingId: string) => latestChargeOf(services.db, bookingId);

/**
 * Brings a charge up to date with the provider: after the learner passed the bank's check (`complete`),
 * or to see where it stands (reconciliation). Provider errors propagate.
 */
export async function refreshCharge(
  services: Pick<Services, "db" | "now" | "payments">,
  record: PaymentRow,
  complete: boolean,
): Promise<PaymentRow> {
  if (!record.provider_ref || record.status === "succeeded") return record;
  const outcome = complete
    ? await services.payments.completeCharge(record.provider_ref)
    : await services.payments.retrieveCharge(record.provider_ref);
  await updatePayment(services.db, record.id, { ...chargeChanges(outcome), updated_at: iso(services) });
  return (await findPayment(services.db, record.id))!;
}

/** Refunds part or all of a succeeded charge, once per booking (the key), with its reason in words. */
export async function refundCharge(
  services: Pick<Services, "db" | "jobs" | "now" | "payments">,
  charge: PaymentRow,
  amount: number,
  reason: string,
): Promise<PaymentRow> {
  const key = `booking:${charge.booking_id}:refund`;
  const record = await insertPaymentOnce(services.db, {
    id: crypto.randomUUID(),
    booking_id: charge.booking_id,
    user_id: charge.user_id,
    kind: "refund",
    provider: charge.provider,
    provider_ref: null,
    amount,
    currency: charge.currency,
    status: "pending",
    reason,
    source_ref: charge.provider_ref,
    idempotency_key: key,
    created_at: iso(services),
    updated_at: iso(services),
  });
  if (record.status !== "pending" || record.provider_ref) return record;
  try {
    await sendRefund(services, record);
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    // The provider is down: the refund stays pending and its job retries with the same key.
    await services.jobs.enqueue(refundRetryJob, { paymentId: record.id }, { dedupeKey: `refund:${record.id}:${services.now().getTime()}` });
  }
  return (await findPayment(services.db, record.id))!;
}

async function sendRefund(services: Pick<Services, "db" | "now" | "payments">, record: PaymentRow): Promise<void> {
  const outcome = await services.payments.refund({
    chargeRef: record.source_ref!,
    bookingId: record.booking_id!,
    amount: record.amount,
    reason: record.reason ?? "",
    idempotencyKey: record.idempotency_key,
  });
  await updatePayment(services.db, record.id, {
    status: outcome.status,
    provider_ref: outcome.ref,
    ...(outcome.status === "failed" ? { flagged: `Refund failed: ${outcome.reason}` } : {}),
    updated_at: iso(services),
  });
}

/** Retries a refund the provider couldn't take; throwing makes the queue back off and try again. */
export const refundRetryJob = defineJob(
  "payments.refund",
  z.object({ paymentId: z.string() }),
  async (payload, services: Pick<Services, "db" | "now" | "payments">) => {
    const record = await findPayment(services.db, payload.paymentId);
    if (record?.kind === "refund" && record.status === "pending" && !record.provider_ref) await sendRefund(services, record);
  },
);

/**
 * Schedules the advisor's share of a settled charge, DAYS_BEFORE_PAYOUT after the session ended
 * ("about a week after completion"); part of the change that settles, so both are kept or neither.
 */
export async function scheduleTransfer(
  services: Pick<Services, "jobs" | "now" | "payments">,
  db: Db,
  input: { bookingId: string; advisorId: string; amount: number; currency: string; sourceRef: string | null; endedAtMs: number },
): Promise<void> {
  const dueAtMs = input.endedAtMs + DAYS_BEFORE_PAYOUT * DAY_MS;
  const record = await insertPaymentOnce(db, {
    id: crypto.randomUUID(),
    booking_id: input.bookingId,
    user_id: input.advisorId,
    kind: "transfer",
    provider: services.payments.kind,
    amount: input.amount,
    currency: input.currency,
    status: "scheduled",
    source_ref: input.sourceRef,
    due_at_ms: dueAtMs,
    idempotency_key: `booking:${input.bookingId}:transfer`,
    created_at: iso(services),
    updated_at: iso(services),
  });
  await services.jobs.enqueue(
    transferJob,
    { paymentId: record.id },
    { db, runAtMs: dueAtMs, dedupeKey: `transfer:${record.id}:${dueAtMs}` },
  );
}

/**
 * Makes a due transfer: to the advisor's payout account when it can receive, otherwise on hold until
 * it can (account.updated or the ledger's bank form releases it). A provider that can't be reached
 * puts it back to scheduled and the queue retries with backoff.
 */
export async function runTransfer(services: Pick<Services, "db" | "now" | "payments">, paymentId: string): Promise<void> {
  const record = await findPayment(services.db, paymentId);
  if (record?.kind !== "transfer" || record.status !== "scheduled") return;
  const account = await findPayoutAccount(services.db, record.user_id);
  if (account?.status !== "enabled" || account.provider !== services.payments.kind) {
    await movePayment(services.db, record.id, ["scheduled"], { status: "on-hold", updated_at: iso(services) });
    return;
  }
  // Claim it: only one worker moves it on.
  if (!(await movePayment(services.db, record.id, ["scheduled"], { status: "pending", updated_at: iso(services) }))) return;
  try {
    const result = await services.payments.transfer({
      accountRef: account.account_ref,
      bookingId: record.booking_id!,
      amount: record.amount,
      currency: record.currency,
      sourceChargeRef: record.source_ref,
      idempotencyKey: record.idempotency_key,
    });
    await updatePayment(services.db, record.id, {
      status: result.status,
      provider_ref: result.ref,
      reason: result.status === "failed" ? result.reason : null,
      flagged: result.status === "failed" ? `Transfer failed: ${result.reason}` : null,
      updated_at: iso(services),
    });
  } catch (error) {
    // Timeouts and 5xx (PaymentUnavailableError) and anything unexpected: back to scheduled, the queue retries with the same key.
    await updatePayment(services.db, record.id, { status: "scheduled", updated_at: iso(services) });
    throw error;
  }
}

export const transferJob = defineJob(
  "payments.transfer",
  z.object({ paymentId: z.string() }),
  (payload, services: Pick<Services, "db" | "now" | "payments">) => runTransfer(services, payload.paymentId),
);

/** Held transfers of a user whose payout account can now receive: scheduled again, each at its own due time or now. */
export async function releaseHeldTransfers(services: Pick<Services, "db" | "jobs" | "now">, userId: string): Promise<void> {
  const nowMs = services.now().getTime();
  for (const held of await heldTransfers(services.db, userId)) {
    if (!(await movePayment(services.db, held.id, ["on-hold"], { status: "scheduled", updated_at: iso(services) }))) continue;
    const runAtMs = Math.max(nowMs, held.due_at_ms ?? nowMs);
    await services.jobs.enqueue(transferJob, { paymentId: held.id }, { runAtMs, dedupeKey: `transfer:${held.id}:release:${nowMs}` });
  }
}

/** A transfer a worker stopped in the middle of goes back to scheduled, to run again with the same key. */
export function rescheduleTransfer(services: Pick<Services, "db">, paymentId: string): Promise<void> {
  return updatePayment(services.db, paymentId, { status: "scheduled" });
}

/** Flags a payment record for a person to look at; `note` says why. */
export function flagPayment(services: Pick<Services, "db">, paymentId: string, note: string): Promise<void> {
  return updatePayment(services.db, paymentId, { flagged: note });
}
