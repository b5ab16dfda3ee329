import type { z } from "zod";
import type { addPaymentMethodSchema, PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import { PaymentError } from "../../adapters/payments/payments.ts";
import { invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import {
  deletePaymentMethod,
  findPaymentMethod,
  insertPaymentMethod,
  type PaymentMethodRow,
  savedPaymentMethods,
} from "./payments.repository.ts";

const toDto = (row: PaymentMethodRow): PaymentMethodDto => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  createdAt: row.created_at,
});

/** The learner's saved cards (core §7), newest first. */
export async function listPaymentMethods(services: Services, user: UserRow): Promise<PaymentMethodDto[]> {
  return (await savedPaymentMethods(services.db, user.id)).map(toDto);
}

/** Saves a card with the payments provider, which keeps the card; we keep brand and last four. 10 an hour. */
export async function addPaymentMethod(
  services: Services,
  user: UserRow,
  input: z.output<typeof addPaymentMethodSchema>,
): Promise<PaymentMethodDto> {
  services.limiter.hit(`payment-methods:${user.id}`, 10, 3_600_000);
  const saved = await services.payments.saveCard(user.id, input).catch((error) => {
    throw error instanceof PaymentError ? invalidField(error.field, error.message) : error;
  });
  const row: PaymentMethodRow = {
    id: crypto.randomUUID(),
    user_id: user.id,
    provider: services.payments.kind,
    provider_ref: saved.providerRef,
    brand: saved.brand,
    last4: saved.last4,
    exp_month: saved.expMonth,
    exp_year: saved.expYear,
    created_at: services.now().toISOString(),
    deleted_at: null,
  };
  await insertPaymentMethod(services.db, row);
  return toDto(row);
}

/** Deletes one of the caller's cards; anyone else's (or a deleted one) is not found. */
export async function removePaymentMethod(services: Services, user: UserRow, id: string): Promise<void> {
  if (!(await deletePaymentMethod(services.db, user.id, id, services.now().toISOString()))) throw notFound();
}

/** The person's saved card `id` with the provider's reference, or undefined when it isn't theirs or is deleted. */
export function usablePaymentMethod(services: Pick<Services, "db">, userId: string, id: string) {
  return findPaymentMethod(services.db, userId, id);
}
