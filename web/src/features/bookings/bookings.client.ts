import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  availabilityResponseSchema,
  bookingDtoSchema,
  bookingPageSchema,
  priceBreakdownSchema,
  type BookingDto,
  type CANCEL_REASONS,
  type CreateBookingInput,
} from "@kora/shared/contracts/bookings.ts";
import { cardDetailSchema, cardSummarySchema, pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { paymentConfigSchema } from "@kora/shared/contracts/payments.ts";
import type { EXPIRY_HOURS } from "@kora/shared/domain/bookings/expiry.ts";
import { isCardId } from "@kora/shared/domain/cards/lifecycle.ts";
import { api } from "../../lib/api-client.ts";
import { billingKeys } from "../billing/billing.api.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";
import { listApiParams, type BookingList, type ListFilters } from "./manage/booking-lists.ts";

/**
 * Every call the web app makes about bookings: one query per resource, one function per API action and one
 * cache policy (`settled`). Errors are left to the caller: action UIs go through `useBookingAction`.
 * The feature's own files import this file; other features get what they use from `bookings.api.ts`.
 */

/**
 * Query keys. Everything under "bookings" (lists, details, chats, contacts…) is refreshed by one invalidation
 * after any change; what a booking is made from (the card, its free times, the price, payment cards) is not.
 */
export const bookingKeys = {
  all: ["bookings"] as const,
  list: (list: BookingList, filters: ListFilters) => ["bookings", "list", list, filters] as const,
  detail: (id: string) => ["bookings", "detail", id] as const,
  contacts: ["bookings", "contacts"] as const,
  myCards: ["bookings", "my-cards"] as const,
  repeatCards: (page: number) => ["bookings", "repeat-cards", page] as const,
  card: (userSlug: string, cardIdOrSlug: string) => ["booking-card", userSlug, cardIdOrSlug] as const,
  /** Every window of a card's free times (the availability feature clears these when hours change). */
  slots: (cardId: string) => ["availability-slots", cardId] as const,
  slotWindow: (cardId: string, duration: number, from: string, to: string) => ["availability-slots", cardId, duration, from, to] as const,
  price: (cardId: string, duration: number, proBono: boolean) => ["booking-price", cardId, duration, proBono] as const,
  paymentMethods: billingKeys.paymentMethods,
};

// ——— Bookings ———

export const bookingListQuery = (list: BookingList, filters: ListFilters) =>
  queryOptions({
    queryKey: bookingKeys.list(list, filters),
    queryFn: ({ signal }) =>
      api.get(`/api/bookings?${listApiParams(list, filters)}`, { schema: bookingPageSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/** A booking the caller is on; a 404 ("Booking not found.") for anyone else is left to the page. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/bookings/${encodeURIComponent(id)}`, { schema: bookingDtoSchema, toast: false, signal }),
  });

export const contactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string().nullable(),
  lastBookedAt: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** People I've had bookings with, either side. */
export const contactsQuery = queryOptions({
  queryKey: bookingKeys.contacts,
  queryFn: ({ signal }) => api.get("/api/me/contacts", { schema: z.array(contactSchema), toast: false, signal }),
});

const cardPage = z.object({ data: z.array(cardSummarySchema), meta: pageMetaSchema });
export type BookableCard = z.infer<typeof cardSummarySchema>;

/** My cards people can book (published or private), personal and in each of my groups. */
export const myBookableCardsQuery = (groupIds: readonly string[]) =>
  queryOptions({
    queryKey: [...bookingKeys.myCards, ...groupIds],
    queryFn: async ({ signal }) => {
      const scopes = [null, ...groupIds];
      const pages = await Promise.all(
        scopes.map((groupId) =>
          api.get(`/api/me/cards?page[number]=1&page[size]=999${groupId ? `&group_id=${encodeURIComponent(groupId)}` : ""}`, {
            schema: cardPage,
            envelope: true,
            toast: false,
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.data).filter((card) => card.status === "published" || card.status === "unlisted");
    },
  });

/** Repeat bookings: cards I booked before as a learner, most recent first, 5 a page (core §9). */
export const REPEAT_PAGE_SIZE = 5;
export const repeatCardsQuery = (page: number) =>
  queryOptions({
    queryKey: bookingKeys.repeatCards(page),
    queryFn: ({ signal }) =>
      api.get(`/api/cards?repeat_cards=true&page[number]=${page}&page[size]=${REPEAT_PAGE_SIZE}`, {
        schema: cardPage,
        envelope: true,
        toast: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

// ——— What a booking is made from: the card, its free times, the price, payment cards ———

/** The card of a book or respond address: an id of 36 characters, else the advisor's slug and the card's (core §2). */
export const bookingCardQuery = (userSlug: string, cardIdOrSlug: string) =>
  queryOptions({
    queryKey: bookingKeys.card(userSlug, cardIdOrSlug),
    queryFn: ({ signal }) => {
      const card = encodeURIComponent(cardIdOrSlug);
      const path = isCardId(cardIdOrSlug) ? `/api/cards/${card}` : `/api/cards/${card}?user=${encodeURIComponent(userSlug)}`;
      return api.get(path, { schema: cardDetailSchema, toast: false, signal });
    },
  });

export type AvailabilityWindow = z.infer<typeof availabilityResponseSchema>;

/** GET /api/cards/:id/availability — bookable slots whose start lies in [from, to), with the advisor's zone in meta. */
export const slotsQuery = (cardId: string, duration: number, from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.slotWindow(cardId, duration, from, to),
    queryFn: ({ signal }) =>
      api.get(`/api/cards/${encodeURIComponent(cardId)}/availability?${new URLSearchParams({ from, to, duration: String(duration) })}`, {
        schema: availabilityResponseSchema,
        envelope: true,
        toast: false,
        signal,
      }),
    staleTime: 30_000,
  });

export const priceQuery = (cardId: string, duration: number, proBono: boolean) =>
  queryOptions({
    queryKey: bookingKeys.price(cardId, duration, proBono),
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

/** Payment cards are the billing feature's; the booking form lists them and adds one through these. */

// ——— The cache policy ———

/** Every booking list, detail and chat, and the counters in `me`, are stale (after a refusal, say). */
export const refreshBookings = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);

/** Every window of this card's free times is stale (a time was taken, say). */
export const refreshSlots = (cardId: string) => queryClient.invalidateQueries({ queryKey: bookingKeys.slots(cardId) });

/** Store the booking an action returned and refresh the rest in the background (the caller moves on at once). */
function settled(booking: BookingDto): BookingDto {
  queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
  void queryClient.invalidateQueries({
    queryKey: bookingKeys.all,
    predicate: (query) => query.queryKey[1] !== "detail" || query.queryKey[2] !== booking.id,
  });
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  return booking;
}

// ——— Actions: one function per API action, each settled the same way ———

/** A fresh key for one submission attempt (randomUUID needs a secure context; fall back to random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * POST /api/bookings: a learner's request or instant booking, an advisor-initiated booking or an invite. The
 * `Idempotency-Key` is made once per submission attempt and reused when that attempt is retried, so a double-send books once.
 */
export const createBooking = async (input: CreateBookingInput, idempotencyKey: string) =>
  settled(await api.post("/api/bookings", input, { schema: bookingDtoSchema, headers: { "Idempotency-Key": idempotencyKey } }));

const action = async (id: string, name: string, body?: unknown) =>
  settled(await api.post(`/api/bookings/${encodeURIComponent(id)}/${name}`, body, { schema: bookingDtoSchema }));

type Expiry = (typeof EXPIRY_HOURS)[number] | "exact" | null;
/** New times for a booking: up to three, when the request expires (null: the default) and a note. */
export interface TimesBody {
  times: string[];
  expiry: Expiry;
  message: string;
}
/** Which saved card pays, when the learner answers a paid booking (null: the one on file). */
type PayingWith = { paymentMethodId?: string | null };

/** Accept one of the other side's times; a learner confirming a paid booking names the card to charge. */
export const confirmBooking = (id: string, body: { time: string } & PayingWith) => action(id, "confirm", body);
export const suggestTimes = (id: string, body: TimesBody & PayingWith) => action(id, "suggest-times", body);
export const rescheduleBooking = (id: string, body: TimesBody) => action(id, "reschedule", body);
/** Cancel, withdraw or decline (one API action for all three). */
export const cancelBooking = (id: string, body: { cancelReason: (typeof CANCEL_REASONS)[number]; cancelMessage: string }) =>
  action(id, "cancel", body);
export const completeBooking = (id: string) => action(id, "complete");
export const reviewBooking = (
  id: string,
  body: { rating: number; callQualityRating: number | null; comments: string; callQualityComment: string | null },
) => action(id, "review", body);

/**
 * Pays an unpaid confirmed booking: with another saved card, or (null) completes the current charge after the
 * bank's check — on Stripe the browser has run that check first (`confirmCardPayment`); on the ledger this is the check.
 */
export const payBooking = (id: string, body: { paymentMethodId: string | null }) => action(id, "pay", body);

let stripeKey: Promise<string | null> | null = null;
/**
 * The publishable key Stripe.js needs for the bank's check. The booking's payment carries only the client secret,
 * so the key comes from the setup-intent call (the billing page's); asked once per page load.
 */
export function stripePublishableKey(): Promise<string | null> {
  stripeKey ??= api
    .get("/api/me/payment-config", { schema: paymentConfigSchema, toast: false })
    .then((intent) => intent.publishableKey)
    .catch((error: unknown) => {
      stripeKey = null;
      throw error;
    });
  return stripeKey;
}

/** Mails my book link to a contact, so they pick a time themselves (no booking is made yet). */
export const contactSuggests = (body: { cardId: string; email: string; firstName: string; message: string }) =>
  api.post("/api/bookings/contact-suggests", body);
