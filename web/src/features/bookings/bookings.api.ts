import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  bookingDtoSchema,
  bookingPageSchema,
  type BookingDto,
  type CANCEL_REASONS,
  type CreateBookingInput,
} from "@kora/shared/contracts/bookings.ts";
import { cardSummarySchema, pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { api } from "../../lib/api-client.ts";
import { createBooking as createBookingRequest } from "../booking-request/booking-request.api.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";
import { listApiParams, type BookingList, type ListFilters } from "./booking-lists.ts";

/** Every query of this feature starts with "bookings", so one invalidation refreshes every list and detail. */
export const bookingKeys = {
  all: ["bookings"] as const,
  list: (list: BookingList, filters: ListFilters) => ["bookings", "list", list, filters] as const,
  detail: (id: string) => ["bookings", "detail", id] as const,
  contacts: ["bookings", "contacts"] as const,
  myCards: ["bookings", "my-cards"] as const,
  repeatCards: (page: number) => ["bookings", "repeat-cards", page] as const,
};

export const bookingListQuery = (list: BookingList, filters: ListFilters) =>
  queryOptions({
    queryKey: bookingKeys.list(list, filters),
    queryFn: ({ signal }) =>
      api.get(`/api/bookings?${listApiParams(list, filters)}`, { schema: bookingPageSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/** A booking by id; a 404 ("Booking not found.") is left to the page. */
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
          api.get(`/api/me/cards?page=1&limit=999${groupId ? `&group_id=${encodeURIComponent(groupId)}` : ""}`, {
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

/** After any change: every booking list and detail, and the counters in `me`, are stale. */
export const refreshBookings = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);

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

const path = (id: string, action: string) => `/api/bookings/${encodeURIComponent(id)}/${action}`;
type Expiry = 24 | 48 | 72 | 96 | "exact" | null;

export const confirmBooking = async (id: string, time: string) =>
  settled(await api.post(path(id, "confirm"), { time }, { schema: bookingDtoSchema }));
export const suggestTimes = async (id: string, body: { times: string[]; expiry: Expiry; message: string }) =>
  settled(await api.post(path(id, "suggest-times"), body, { schema: bookingDtoSchema }));
export const rescheduleBooking = async (id: string, body: { times: string[]; expiry: Expiry; message: string }) =>
  settled(await api.post(path(id, "reschedule"), body, { schema: bookingDtoSchema }));
export const cancelBooking = async (id: string, body: { cancelReason: (typeof CANCEL_REASONS)[number]; cancelMessage: string }) =>
  settled(await api.post(path(id, "cancel"), body, { schema: bookingDtoSchema }));
export const completeBooking = async (id: string) => settled(await api.post(path(id, "complete"), undefined, { schema: bookingDtoSchema }));
export const reviewBooking = async (
  id: string,
  body: { rating: number; callQualityRating: number | null; comments: string; callQualityComment: string | null },
) => settled(await api.post(path(id, "review"), body, { schema: bookingDtoSchema }));

/**
 * Creates a booking (advisor-initiated or an invite) through the booking-request feature's service, which
 * sends the `Idempotency-Key`: made once per form attempt and reused on a retry, so a double-send books once.
 */
export async function createBooking(input: CreateBookingInput, idempotencyKey: string): Promise<BookingDto> {
  return settled(await createBookingRequest(input, idempotencyKey));
}

/** Mails my book link to a contact, so they pick a time themselves. */
export const contactSuggests = (body: { cardId: string; email: string; firstName: string; message: string }) =>
  api.post("/api/bookings/contact-suggests", body);
