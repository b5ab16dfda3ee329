import type { z } from "zod";
import type { availabilityQuerySchema } from "@kora/shared/contracts/bookings.ts";
import type {
  AvailabilitySettings,
  CardWorkingHours,
  UnavailableTime,
  unavailableTimeInputSchema,
  updateAvailabilitySchema,
} from "@kora/shared/contracts/availability.ts";
import type { AvailabilitySummary } from "@kora/shared/contracts/onboarding.ts";
import { normaliseRules } from "@kora/shared/domain/availability/working-hours.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findCard, setCardWorkingHours as saveCardWorkingHours, unpublishCardsWithoutHours, viewCard } from "../cards/cards.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import type { UserRow } from "../users/users.table.ts";
import { findUserById, saveBookingSettings } from "../users/users.service.ts";
import { deleteUnavailable, futureUnavailable, insertUnavailable } from "./availability.repository.ts";
import { availabilitySummaryTask, slotListTask } from "./availability.task.ts";
import { type HoursSource, type SlotWindow, slotList, workingHoursOf as rules } from "./slot-lists.ts";

const DAY_MS = 86_400_000;
/** One availability call covers at most this many days (a month view plus its edges). */
export const MAX_WINDOW_DAYS = 62;

/**
 * Slot lists computed before a change to availability, a booking or a card may be wrong now. Every
 * such write ends here (card writes through cards' `cardsChanged`); `cardAvailability` alone fills the cache.
 */
export function slotsChanged(services: Pick<Services, "slotsCache">): void {
  services.slotsCache.invalidate();
}

export function availabilitySettings(user: UserRow): AvailabilitySettings {
  return {
    timezone: user.timezone,
    workingHours: rules(user.working_hours),
    useCalendarBookingBuffer: user.use_calendar_booking_buffer === 1,
    bufferMinutes: user.buffer_minutes as AvailabilitySettings["bufferMinutes"],
    consultationCap: user.consultation_cap_hours,
    minNoticeHours: user.min_notice_hours as AvailabilitySettings["minNoticeHours"],
    instantBooking: user.instant_booking === 1,
  };
}

export async function updateAvailability(
  services: Pick<Services, "config" | "db" | "hub" | "mailer" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  input: z.output<typeof updateAvailabilitySchema>,
): Promise<UserRow> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const updated = await saveBookingSettings(
    services.db,
    user.id,
    {
      working_hours: input.workingHours ? JSON.stringify(normaliseRules(input.workingHours)) : undefined,
      use_calendar_booking_buffer: flag(input.useCalendarBookingBuffer),
      buffer_minutes: input.bufferMinutes,
      consultation_cap_hours: input.consultationCap,
      min_notice_hours: input.minNoticeHours,
      instant_booking: flag(input.instantBooking),
    },
    services.now().toISOString(),
  );
  slotsChanged(services);
  if (input.workingHours) await unpublishCardsWithoutHours(services, user.id);
  return updated;
}

async function ownCard(services: Pick<Services, "db">, user: UserRow, cardId: string): Promise<CardRow> {
  const card = await findCard(services, cardId);
  // Someone else's card is "not found" too: its existence is not the caller's business.
  if (!card || card.deleted_at || card.user_id !== user.id) throw notFound(MESSAGES.cardNotFound);
  return card;
}

export async function cardWorkingHours(services: Pick<Services, "db">, user: UserRow, cardId: string): Promise<CardWorkingHours> {
  const card = await ownCard(services, user, cardId);
  return card.working_hours === null ? { mode: "standard" } : { mode: "custom", workingHours: rules(card.working_hours) };
}

export async function setCardWorkingHours(
  services: Pick<Services, "config" | "db" | "hub" | "mailer" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  cardId: string,
  input: CardWorkingHours,
): Promise<CardWorkingHours> {
  await ownCard(services, user, cardId);
  const json = input.mode === "standard" ? null : JSON.stringify(normaliseRules(input.workingHours));
  await saveCardWorkingHours(services, cardId, json);
  await unpublishCardsWithoutHours(services, user.id);
  return cardWorkingHours(services, user, cardId);
}

const toUnavailable = (row: { id: string; start_ms: number; end_ms: number; note: string; card_id: string | null }): UnavailableTime => ({
  id: row.id,
  startsAtUtc: new Date(row.start_ms).toISOString(),
  endsAtUtc: new Date(row.end_ms).toISOString(),
  note: row.note,
  cardId: row.card_id,
});

export async function listUnavailable(services: Pick<Services, "db" | "now">, user: UserRow): Promise<UnavailableTime[]> {
  return (await futureUnavailable(services.db, user.id, services.now().getTime())).map(toUnavailable);
}

export async function addUnavailable(
  services: Pick<Services, "db" | "now" | "slotsCache">,
  user: UserRow,
  input: z.output<typeof unavailableTimeInputSchema>,
): Promise<UnavailableTime> {
  if (input.cardId !== null) await ownCard(services, user, input.cardId);
  const row = {
    id: crypto.randomUUID(),
    user_id: user.id,
    card_id: input.cardId,
    start_ms: Date.parse(input.startsAtUtc),
    end_ms: Date.parse(input.endsAtUtc),
    note: input.note,
    created_at: services.now().toISOString(),
  };
  await insertUnavailable(services.db, row);
  slotsChanged(services);
  return toUnavailable(row);
}

export async function removeUnavailable(services: Pick<Services, "db" | "slotsCache">, user: UserRow, id: string): Promise<void> {
  if (!(await deleteUnavailable(services.db, user.id, id))) throw notFound();
  slotsChanged(services);
}

/** 422 unless the window runs forward and spans at most MAX_WINDOW_DAYS. */
function assertWindow(window: SlotWindow): void {
  if (window.toMs <= window.fromMs || window.toMs - window.fromMs > MAX_WINDOW_DAYS * DAY_MS) {
    throw new AppError("validation_failed", `Ask for at most ${MAX_WINDOW_DAYS} days at a time.`, {
      to: [`Ask for at most ${MAX_WINDOW_DAYS} days at a time.`],
    });
  }
}

/** A card's hours: its own, or (null) its advisor's standard ones, which the slot task reads with the advisor. */
const cardHours = (card: CardRow): HoursSource => ({
  cardId: card.id,
  workingHours: card.working_hours,
  stepMinutes: card.booking_slot_duration,
});

/**
 * How bookable the advisor is from now over the next 4 weeks, by the real slot rules: for one of
 * their cards (its own hours or the standard ones, its shortest session, its days off), or for the
 * standard hours alone. Minutes count the time the slots cover, once however they overlap. Computed
 * on the reader pool (availability.task.ts).
 */
export async function availabilitySummary(
  services: Pick<Services, "db" | "now" | "reads">,
  user: UserRow,
  cardId?: string,
): Promise<AvailabilitySummary> {
  const card = cardId === undefined ? null : await ownCard(services, user, cardId);
  const durations = card ? (JSON.parse(card.durations) as number[]) : [];
  const summary = await services.reads.run(availabilitySummaryTask, {
    advisorId: user.id,
    source: card ? cardHours(card) : { cardId: null, workingHours: null, stepMinutes: 30 },
    duration: durations.length > 0 ? Math.min(...durations) : 30,
    nowMs: services.now().getTime(),
  });
  if (!summary) throw notFound();
  return summary;
}

/**
 * Is this exact start bookable right now? Used to check a learner's proposed times; never cached. A
 * point check (one instant, at most a day's rules), so it runs on the main connection, beside the
 * booking it guards.
 */
export async function isBookable(
  services: Pick<Services, "db" | "now">,
  card: CardRow,
  viewer: UserRow,
  startMs: number,
  duration: number,
): Promise<boolean> {
  const advisor = await findUserById(services.db, card.user_id);
  if (!advisor) throw notFound(MESSAGES.advisorNotFound);
  const source = { ...cardHours(card), workingHours: card.working_hours ?? advisor.working_hours };
  const window = { fromMs: startMs, toMs: startMs + 1, duration };
  const slots = await slotList(services.db, advisor, source, viewer.id, window, services.now().getTime());
  return slots.some((slot) => Date.parse(slot.startUtc) === startMs);
}

type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/**
 * `GET /api/cards/:id/availability` as the JSON body of its answer: the card's slots for one of its
 * session lengths, as `viewer` may book them. This service owns the slots cache (`services.slotsCache`):
 * it alone reads and fills it, keyed by card, window, length and viewer; `slotsChanged` clears it.
 */
export async function cardAvailability(
  services: Pick<Services, "db" | "now" | "reads" | "slotsCache">,
  viewer: UserRow | null,
  cardId: string,
  query: AvailabilityQuery,
): Promise<Uint8Array<ArrayBuffer>> {
  // Asked before the cache: a group can take away someone's right to see its cards at any moment.
  const card = await viewCard(services, viewer, cardId);
  // The viewer's own bookings shape the answer, so the key names them; any booking or hours change clears the cache.
  const key = `${cardId}|${query.from}|${query.to}|${query.duration ?? ""}|${viewer?.id ?? ""}`;
  const cached = services.slotsCache.get(key);
  if (cached) return cached;
  const durations = JSON.parse(card.durations) as number[];
  const duration = query.duration ?? durations[0] ?? 30;
  if (!durations.includes(duration)) throw invalidField("duration", "Please choose one of the card's session lengths.");
  const window = { fromMs: Date.parse(query.from), toMs: Date.parse(query.to), duration };
  assertWindow(window);
  // The reads and the computation run on the reader pool. A booking or hours change while they run
  // clears the cache; the generation taken now keeps this answer, read before it, out of the cache after.
  const generation = services.slotsCache.generation;
  const body = await services.reads.run(slotListTask, {
    advisorId: card.user_id,
    source: cardHours(card),
    viewerId: viewer?.id ?? null,
    window,
    nowMs: services.now().getTime(),
    asked: { from: query.from, to: query.to },
  });
  if (body === null) throw notFound(MESSAGES.advisorNotFound);
  services.slotsCache.set(key, body, generation);
  return body;
}
