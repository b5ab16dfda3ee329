import type { z } from "zod";
import type { addPaymentMethodSchema, PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import type { SetupIntentDto } from "@kora/shared/contracts/payments.ts";
import { PaymentError, type SavedPaymentMethod } from "../../adapters/payments/payments.ts";
import { invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import {
  deletePaymentMethod,
  findCustomerRef,
  findPaymentMethod,
  findPaymentMethodByRef,
  insertPaymentMethod,
  keepCustomerRef,
  type PaymentMethodRow,
  savedPaymentMethods,
  setDefaultPaymentMethod,
} from "./payments.repository.ts";

const toDto = (row: PaymentMethodRow): PaymentMethodDto => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  isDefault: row.is_default === 1,
  createdAt: row.created_at,
});

/** The provider's customer for `user`, made the first time it's needed (the provider's idempotency key makes a retry find the same). */
export async function customerOf(
  services: Pick<Services, "db" | "now" | "payments">,
  user: Pick<UserRow, "id" | "email" | "first_name" | "last_name">,
): Promise<string> {
  const provider = services.payments.kind;
  const known = await findCustomerRef(services.db, user.id, provider);
  if (known) return known;
  const ref = await services.payments.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
  });
  return keepCustomerRef(services.db, user.id, provider, ref, services.now().toISOString());
}

/** The learner's saved cards (core §7), newest first. */
export async function listPaymentMethods(services: Pick<Services, "db">, user: UserRow): Promise<PaymentMethodDto[]> {
  return (await savedPaymentMethods(services.db, user.id)).map(toDto);
}

/** `POST /api/me/setup-intent`: a SetupIntent for Stripe's Payment Element; on the ledger the card form posts the number instead. */
export async function createSetupIntent(
  services: Pick<Services, "db" | "limiter" | "now" | "payments">,
  user: UserRow,
): Promise<SetupIntentDto> {
  services.limiter.hit(`setup-intent:${user.id}`, 20, 3_600_000);
  const customer = await customerOf(services, user);
  const intent = await services.payments.createSetupIntent(customer, `user:${user.id}:setup:${crypto.randomUUID()}`);
  return { provider: services.payments.kind, clientSecret: intent?.clientSecret ?? null, publishableKey: services.payments.publishableKey };
}

/** Stores a card the provider saved; a card already stored (a webhook got there first) is returned as it is. */
export async function keepSavedCard(
  services: Pick<Services, "db" | "now" | "payments">,
  userId: string,
  saved: SavedPaymentMethod,
): Promise<PaymentMethodRow> {
  const row: PaymentMethodRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    provider: services.payments.kind,
    provider_ref: saved.providerRef,
    brand: saved.brand,
    last4: saved.last4,
    exp_month: saved.expMonth,
    exp_year: saved.expYear,
    is_default: 0,
    created_at: services.now().toISOString(),
    deleted_at: null,
  };
  await insertPaymentMethod(services.db, row);
  const stored = await findPaymentMethodByRef(services.db, row.provider, row.provider_ref);
  if (stored?.user_id !== userId) throw invalidField("token", "That card belongs to another account.");
  return (await savedPaymentMethods(services.db, userId)).find((m) => m.id === stored.id) ?? row;
}

/** Saves a card with the payments provider, which keeps the card; we keep brand and last four. 10 an hour. */
export async function addPaymentMethod(
  services: Pick<Services, "db" | "limiter" | "now" | "payments">,
  user: UserRow,
  input: z.output<typeof addPaymentMethodSchema>,
): Promise<PaymentMethodDto> {
  services.limiter.hit(`payment-methods:${user.id}`, 10, 3_600_000);
  const customer = await customerOf(services, user);
  const saved = await services.payments.saveCard(customer, input).catch((error) => {
    throw error instanceof PaymentError ? invalidField(error.field, error.message) : error;
  });
  const kept = await keepSavedCard(services, user.id, saved);
  await syncDefaultCard(services, user.id);
  return toDto(kept);
}

/**
 * Keeps the provider's renewal card equal to our default card: Stripe Billing charges the customer's
 * invoice default, so a card changed after a failed renewal is the one its retry charges.
 */
async function syncDefaultCard(services: Pick<Services, "db" | "payments">, userId: string): Promise<void> {
  const customer = await findCustomerRef(services.db, userId, services.payments.kind);
  if (!customer) return;
  const card = (await savedPaymentMethods(services.db, userId)).find((method) => method.is_default === 1);
  await services.payments.setDefaultCard(customer, card?.provider_ref ?? null);
}

/** Makes one of the caller's cards the default and answers the list. */
export async function makeDefaultPaymentMethod(
  services: Pick<Services, "db" | "payments">,
  user: UserRow,
  id: string,
): Promise<PaymentMethodDto[]> {
  if (!(await setDefaultPaymentMethod(services.db, user.id, id))) throw notFound();
  await syncDefaultCard(services, user.id);
  return listPaymentMethods(services, user);
}

/** Deletes one of the caller's cards (and forgets it at the provider); anyone else's, or a deleted one, is not found. */
export async function removePaymentMethod(services: Pick<Services, "db" | "now" | "payments">, user: UserRow, id: string): Promise<void> {
  const ref = await deletePaymentMethod(services.db, user.id, id, services.now().toISOString());
  if (ref === null) throw notFound();
  await services.payments.removeCard(ref);
  await syncDefaultCard(services, user.id);
}

/** The person's saved card `id` with the provider's reference, or undefined when it isn't theirs or is deleted. */
export function usablePaymentMethod(services: Pick<Services, "db">, userId: string, id: string) {
  return findPaymentMethod(services.db, userId, id);
}
