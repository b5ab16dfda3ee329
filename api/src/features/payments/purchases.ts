import type { Services } from "../../services.ts";
import { chargeChanges } from "./movements.ts";
import { findPayment, insertPaymentOnce, updatePayment } from "./payment-records.repository.ts";
import { savedPaymentMethods } from "./payments.repository.ts";
import type { PaymentRow } from "./payments.table.ts";

/** The person's default saved card (else their newest), with the provider's reference; undefined when they have none. */
export async function defaultPaymentMethod(services: Pick<Services, "db">, userId: string) {
  const methods = await savedPaymentMethods(services.db, userId);
  const method = methods.find((m) => m.is_default === 1) ?? methods[0];
  return method && { id: method.id, provider_ref: method.provider_ref, last4: method.last4 };
}

/**
 * Charges a saved card off-session for a purchase that is not a booking (a gift card): no booking on
 * the record or at the provider, `metadata` names what was bought. The record and the provider's
 * idempotency key are both `key`, so a retry reads the first outcome instead of charging twice. A
 * provider that can't be reached leaves the record pending and throws PaymentUnavailableError.
 */
export async function chargePurchase(
  services: Pick<Services, "db" | "now" | "payments">,
  input: {
    userId: string;
    customerRef: string;
    method: { id: string; provider_ref: string };
    amount: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    key: string;
  },
): Promise<PaymentRow> {
  const nowIso = services.now().toISOString();
  const record = await insertPaymentOnce(services.db, {
    id: crypto.randomUUID(),
    booking_id: null,
    user_id: input.userId,
    kind: "charge",
    provider: services.payments.kind,
    provider_ref: null,
    amount: input.amount,
    currency: input.currency,
    fees: 0,
    status: "pending",
    payment_method_id: input.method.id,
    idempotency_key: input.key,
    created_at: nowIso,
    updated_at: nowIso,
  });
  if (record.status !== "pending") return record;
  const outcome = await services.payments.charge({
    customerRef: input.customerRef,
    methodRef: input.method.provider_ref,
    bookingId: null,
    metadata: input.metadata,
    amount: input.amount,
    currency: input.currency,
    fees: 0,
    description: input.description,
    idempotencyKey: input.key,
  });
  await updatePayment(services.db, record.id, { ...chargeChanges(outcome), updated_at: services.now().toISOString() });
  return (await findPayment(services.db, record.id))!;
}
