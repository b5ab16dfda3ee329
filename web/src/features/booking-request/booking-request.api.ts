import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  availabilityResponseSchema,
  bookingDtoSchema,
  priceBreakdownSchema,
  type CANCEL_REASONS,
  type CreateBookingInput,
} from "@kora/shared/contracts/bookings.ts";
import { paymentMethodSchema } from "@kora/shared/contracts/availability.ts";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { isCardId } from "@kora/shared/domain/cards/lifecycle.ts";
import { api, isApiError } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";

/** Every query of this feature starts with one of these roots, so a 409 can refresh exactly the slots. */
export const bookingRequestKeys = {
  slots: (cardId: string) => ["availability-slots", cardId] as const,
  slotWindow: (cardId: string, duration: number, from: string, to: string) => ["availability-slots", cardId, duration, from, to] as const,
  price: (cardId: string, duration: number, proBono: boolean) => ["booking-price", cardId, duration, proBono] as const,
  paymentMethods: ["payment-methods"] as const,
  booking: (id: string) => ["booking-request", "booking", id] as const,
};

/** The card of a book or respond address: an id of 36 characters, else the advisor's slug and the card's (core §2). */
export const bookingCardQuery = (userSlug: string, cardIdOrSlug: string) =>
  queryOptions({
    queryKey: ["booking-request", "card", userSlug, cardIdOrSlug],
    queryFn: ({ signal }) => {
      const card = encodeURIComponent(cardIdOrSlug);
      const path = isCardId(cardIdOrSlug) ? `/api/cards/${card}` : `/api/cards/${card}?user=${encodeURIComponent(userSlug)}`;
      return api.get(path, { schema: cardDetailSchema, toast: false, signal });
    },
  });

/** A fresh key for one submission attempt (randomUUID needs a secure context; fall back to random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type AvailabilityWindow = z.infer<typeof availabilityResponseSchema>;

/** GET /api/cards/:id/availability — bookable slots whose start lies in [from, to), with the advisor's zone in meta. */
export const slotsQuery = (cardId: string, duration: number, from: string, to: string) =>
  queryOptions({
    queryKey: bookingRequestKeys.slotWindow(cardId, duration, from, to),
    queryFn: ({ signal }) =>
      api.get(`/api/cards/${encodeURIComponent(cardId)}/availability?${new URLSearchParams({ from, to, duration: String(duration) })}`, {
        schema: availabilityResponseSchema,
        envelope: true,
        toast: false,
        signal,
      }),
    staleTime: 30_000,
  });

/** After a 409 "time taken": every window of this card is stale. */
export const refreshSlots = (cardId: string) => queryClient.invalidateQueries({ queryKey: bookingRequestKeys.slots(cardId) });

export const priceQuery = (cardId: string, duration: number, proBono: boolean) =>
  queryOptions({
    queryKey: bookingRequestKeys.price(cardId, duration, proBono),
    queryFn: ({ signal }) =>
      api.get(
        `/api/cards/${encodeURIComponent(cardId)}/price?${new URLSearchParams({ duration: String(duration), proBono: String(proBono) })}`,
        {
          schema: priceBreakdownSchema,
          toast: false,
          signal,
        },
      ),
  });

export const paymentMethodsQuery = queryOptions({
  queryKey: bookingRequestKeys.paymentMethods,
  queryFn: ({ signal }) => api.get("/api/me/payment-methods", { schema: z.array(paymentMethodSchema), toast: false, signal }),
});

export interface NewCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Saves a card with the built-in ledger; field errors come back as a 422 (number, expMonth, cvc). */
export async function addPaymentMethod(card: NewCard) {
  const saved = await api.post("/api/me/payment-methods", card, { schema: paymentMethodSchema, toast: false });
  await queryClient.invalidateQueries({ queryKey: bookingRequestKeys.paymentMethods });
  return saved;
}

export async function deletePaymentMethod(id: string) {
  await api.delete(`/api/me/payment-methods/${encodeURIComponent(id)}`);
  await queryClient.invalidateQueries({ queryKey: bookingRequestKeys.paymentMethods });
}

/**
 * POST /api/bookings; the key is made once per submission attempt and reused when that attempt is retried.
 * 409 (time taken) and 422 (fields) are the form's to show; every other failure is toasted as usual.
 */
export async function createBooking(input: CreateBookingInput, idempotencyKey: string) {
  try {
    return await api.post("/api/bookings", input, {
      schema: bookingDtoSchema,
      headers: { "Idempotency-Key": idempotencyKey },
      toast: false,
    });
  } catch (error) {
    if (isApiError(error) && error.status !== 409 && error.status !== 422) {
      toast.error(error.message);
      error.toasted = true;
    }
    throw error;
  }
}

/** A booking the caller is on (404 "Booking not found." for anyone else). */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingRequestKeys.booking(id),
    queryFn: ({ signal }) => api.get(`/api/bookings/${encodeURIComponent(id)}`, { schema: bookingDtoSchema, toast: false, signal }),
  });

const bookingAction = (id: string, action: string, body: unknown) =>
  api.post(`/api/bookings/${encodeURIComponent(id)}/${action}`, body, { schema: bookingDtoSchema, toast: false });

/** The learner confirms one suggested time; paid bookings name the card to charge. */
export const confirmBooking = (id: string, time: string, paymentMethodId: string | null) =>
  bookingAction(id, "confirm", { time, paymentMethodId });
export const suggestTimes = (
  id: string,
  input: { times: string[]; expiry: number | "exact" | null; message: string; paymentMethodId: string | null },
) => bookingAction(id, "suggest-times", input);
export const cancelBooking = (id: string, input: { cancelMessage: string; cancelReason: (typeof CANCEL_REASONS)[number] }) =>
  bookingAction(id, "cancel", input);
