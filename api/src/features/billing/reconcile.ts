import { settleGiftCardPayment } from "../credits/credits.service.ts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { chargeRetryJob, syncBookingPayment } from "../bookings/bookings.service.ts";
import {
  overdueTransfers,
  flagPayment,
  refreshCharge,
  refundRetryJob,
  rescheduleTransfer,
  stalePayments,
  transferJob,
} from "../payments/payments.service.ts";

const EVERY_MS = 15 * 60_000;
const STALE_MS = 10 * 60_000;
const WEEK_MS = 7 * 86_400_000;

/** Puts the next reconciliation on the queue: one per 15-minute slot, whichever instance gets there first. */
export async function scheduleReconciliation(services: Pick<Services, "jobs" | "now">): Promise<void> {
  const slot = Math.floor(services.now().getTime() / EVERY_MS) + 1;
  await services.jobs.enqueue(reconcileJob, { slot }, { runAtMs: slot * EVERY_MS, dedupeKey: `payments.reconcile:${slot}` });
}

/**
 * Compares our records with the provider for anything left open: a charge whose webhook never came
 * is read back and carried onto its booking; one the provider never answered is charged again with
 * the same key; a refund never sent is sent; a transfer whose job was lost is run. What can't be
 * fixed is flagged for a person (`payments.flagged`). Returns what it did.
 */
export async function reconcile(services: Services): Promise<{ checked: number; fixed: number; flagged: number }> {
  const nowMs = services.now().getTime();
  const stale = await stalePayments(services.db, new Date(nowMs - STALE_MS).toISOString(), 200);
  let fixed = 0;
  let flagged = 0;
  for (const record of stale) {
    if (record.kind === "charge" && record.provider_ref) {
      const fresh = await refreshCharge(services, record, false).catch(() => record);
      if (fresh.status !== record.status) {
        fixed++;
        if (record.booking_id) await syncBookingPayment(services, record.booking_id);
        else await settleGiftCardPayment(services, { paymentId: record.id });
      }
    } else if (record.kind === "charge" && record.booking_id) {
      await services.jobs.enqueue(
        chargeRetryJob,
        { bookingId: record.booking_id },
        { dedupeKey: `booking.charge:${record.booking_id}:${nowMs}` },
      );
      fixed++;
    } else if (record.kind === "refund" && !record.provider_ref) {
      await services.jobs.enqueue(refundRetryJob, { paymentId: record.id }, { dedupeKey: `refund:${record.id}:${nowMs}` });
      fixed++;
    } else if (record.kind === "transfer" && !record.provider_ref) {
      // A worker stopped mid-transfer: run it again with the same key (the provider answers the first outcome).
      await rescheduleTransfer(services, record.id);
      await services.jobs.enqueue(transferJob, { paymentId: record.id }, { dedupeKey: `transfer:${record.id}:reconcile:${nowMs}` });
      fixed++;
    } else if (Date.parse(record.updated_at) < nowMs - WEEK_MS && !record.flagged) {
      await flagPayment(services, record.id, `Still ${record.status} at the provider after 7 days.`);
      flagged++;
    }
  }
  for (const transfer of await overdueTransfers(services.db, nowMs - STALE_MS, 200)) {
    await services.jobs.enqueue(transferJob, { paymentId: transfer.id }, { dedupeKey: `transfer:${transfer.id}:reconcile:${nowMs}` });
    fixed++;
  }
  return { checked: stale.length, fixed, flagged };
}

/** Every 15 minutes: reconcile, then schedule the next run. */
export const reconcileJob = defineJob("payments.reconcile", z.object({ slot: z.number() }), async (_payload, services: Services) => {
  const result = await reconcile(services);
  if (result.fixed || result.flagged) services.log.info("payments reconciled", result);
  await scheduleReconciliation(services);
});
