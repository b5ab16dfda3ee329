import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { paymentMethodSchema, type PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import { nextPaymentSchema, receiptPageSchema, receiptSchema, setupIntentSchema } from "@kora/shared/contracts/payments.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/**
 * Every call the web app makes about paying: saved payment cards, the setup intent that adds one, receipts
 * and the next payment, with their query keys. Other features reach these through `billing.api.ts`.
 */

export const billingKeys = {
  paymentMethods: ["payment-methods"] as const,
  receipts: ["receipts"] as const,
  receiptPage: (page: number) => ["receipts", "page", page] as const,
  receipt: (id: string) => ["receipts", "detail", id] as const,
  nextPayment: ["next-payment"] as const,
};

// ——— Payment cards ———

/** The caller's saved cards, newest first; one of them `isDefault` once any exists. */
export const paymentMethodsQuery = queryOptions({
  queryKey: billingKeys.paymentMethods,
  queryFn: ({ signal }) => api.get("/api/me/payment-methods", { schema: z.array(paymentMethodSchema), toast: false, signal }),
});

/** What the browser needs to add a card: the ledger takes the number itself; Stripe's Payment Element takes the secret. */
export const createSetupIntent = () => api.post("/api/me/setup-intent", undefined, { schema: setupIntentSchema, toast: false });

export interface NewCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Saves a card: its number on the built-in ledger, or the PaymentMethod id a confirmed Stripe SetupIntent
 * returned (`{ token }`). Field errors come back as a 422 (number, expMonth, cvc); the caller shows them.
 */
export async function addPaymentMethod(card: NewCard | { token: string }) {
  const saved = await api.post("/api/me/payment-methods", card, { schema: paymentMethodSchema, toast: false });
  await queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods });
  return saved;
}

export async function deletePaymentMethod(id: string) {
  await api.delete(`/api/me/payment-methods/${encodeURIComponent(id)}`);
  await queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods });
}

/** Makes this card the one charged when a booking names none; the API answers with the whole list. */
export async function makeDefaultPaymentMethod(id: string): Promise<PaymentMethodDto[]> {
  const cards = await api.put(`/api/me/payment-methods/${encodeURIComponent(id)}/default`, undefined, {
    schema: z.array(paymentMethodSchema),
  });
  queryClient.setQueryData(billingKeys.paymentMethods, cards);
  return cards;
}

// ——— Receipts and the next payment ———

/** One page of receipts (10, newest first); the previous page stays on screen while the next loads. */
export const receiptsQuery = (page: number) =>
  queryOptions({
    queryKey: billingKeys.receiptPage(page),
    queryFn: ({ signal }) =>
      api.get(`/api/me/receipts?page[number]=${page}`, { schema: receiptPageSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/** A receipt of the caller's; anyone else's is a 404, left to the page. */
export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.receipt(id),
    queryFn: ({ signal }) => api.get(`/api/me/receipts/${encodeURIComponent(id)}`, { schema: receiptSchema, toast: false, signal }),
  });

/** The soonest payment the caller owes or will owe; null when there is none. */
export const nextPaymentQuery = queryOptions({
  queryKey: billingKeys.nextPayment,
  queryFn: ({ signal }) => api.get("/api/me/next-payment", { schema: nextPaymentSchema, toast: false, signal }),
});

/** After money moved (a booking was confirmed, cancelled or paid): receipts and the next payment are stale. */
export const refreshBilling = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.receipts }),
    queryClient.invalidateQueries({ queryKey: billingKeys.nextPayment }),
  ]);
