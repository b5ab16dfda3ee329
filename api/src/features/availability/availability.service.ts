import type { z } from "zod";
import type { availabilityQuerySchema } from "@kora/shared/contracts/bookings.ts";
import type {
  AvailabilitySettings,
  CardWorkingHours,
  UnavailableTime,
  unavailableTimeInputSchema,
  updateAvailabilitySchema,
} from "@kora/shared/contracts/availability.ts";
import { computeSlots, type Interval, type Slot } from "@kora/shared/domain/availability/slots.ts";
import { coveredMinutes } from "@kora/shared/domain/onboarding/bookable-time.ts";
import type { AvailabilitySummary } from "@kora/shared/contracts/onboarding.ts";
import { normaliseRules, type WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import { BOOKING_HORIZON_DAYS } from "@kora/shared/domain/bookings/expiry.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findCard, setCardWorkingHours as saveCardWorkingHours, viewCard } from "../cards/cards.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import type { UserRow } from "../users/users.table.ts";
import { findUserById, updateUser } from "../users/users.service.ts";
import { bookedMinutesByMonth } from "../pro-bono/pro-bono.service.ts";
import {
  calendarBusyIntervals,
  confirmedIntervals,
  deleteUnavailable,
  futureUnavailable,
  insertUnavailable,
  unavailableIntervals,
} from "./availability.repository.ts";

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

const rules = (json: string | null): WorkingHoursRule[] => (json ? (JSON.parse(json) as WorkingHoursRule[]) : []);

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
  services: Services,
  user: UserRow,
  input: z.output<typeof updateAvailabilitySchema>,
): Promise<UserRow> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const updated = await updateUser(services.db, user.id, {
    working_hours: input.workingHours ? JSON.stringify(normaliseRules(input.workingHours)) : undefined,
    use_calendar_booking_buffer: flag(input.useCalendarBookingBuffer),
    buffer_minutes: input.bufferMinutes,
    consultation_cap_hours: input.consultationCap,
    min_notice_hours: input.minNoticeHours,
    instant_booking: flag(input.instantBooking),
    updated_at: services.now().toISOString(),
  });
  slotsChanged(services);
  return updated;
}

async function ownCard(services: Services, user: UserRow, cardId: string): Promise<CardRow> {
  const card = await findCard(services, cardId);
  // Someone else's card is "not found" too: its existence is not the caller's business.
  if (!card || card.deleted_at || card.user_id !== user.id) throw notFound(MESSAGES.cardNotFound);
  return card;
}

export async function cardWorkingHours(services: Services, user: UserRow, cardId: string): Promise<CardWorkingHours> {
  const card = await ownCard(services, user, cardId);
  return card.working_hours === null ? { mode: "standard" } : { mode: "custom", workingHours: rules(card.working_hours) };
}

export async function setCardWorkingHours(
  services: Services,
  user: UserRow,
  cardId: string,
  input: CardWorkingHours,
): Promise<CardWorkingHours> {
  await ownCard(services, user, cardId);
  const json = input.mode === "standard" ? null : JSON.stringify(normaliseRules(input.workingHours));
  await saveCardWorkingHours(services, cardId, json);
  return cardWorkingHours(services, user, cardId);
}

const toUnavailable = (row: { id: string; start_ms: number; end_ms: number; note: string; card_id: string | null }): UnavailableTime => ({
  id: row.id,
  startsAtUtc: new Date(row.start_ms).toISOString(),
  endsAtUtc: new Date(row.end_ms).toISOString(),
  note: row.note,
  cardId: row.card_id,
});

export async function listUnavailable(services: Services, user: UserRow): Promise<UnavailableTime[]> {
  return (await futureUnavailable(services.db, user.id, services.now().getTime())).map(toUnavailable);
}

export async function addUnavailable(
  services: Services,
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

export async function removeUnavailable(services: Services, user: UserRow, id: string): Promise<void> {
  if (!(await deleteUnavailable(services.db, user.id, id))) throw notFound();
  slotsChanged(services);
}

const intervals = (rows: { start_ms: number; end_ms: number }[]): Interval[] => rows.map((r) => ({ startMs: r.start_ms, endMs: r.end_ms }));

const widened = (periods: Interval[], minutes: number): Interval[] =>
  minutes === 0 ? periods : periods.map((p) => ({ startMs: p.startMs - minutes * 60_000, endMs: p.endMs + minutes * 60_000 }));

/** Whose hours and which card's days off: a card's (its own hours, or the advisor's), or the advisor's standard hours alone. */
interface HoursSource {
  cardId: string | null;
  workingHours: string | null;
  stepMinutes: number;
}

/**
 * Bookable slots of a card for `viewer` in [fromMs, toMs): the card's hours (or the advisor's
 * standard ones) in the advisor's zone, minus unavailable ranges, the advisor's confirmed bookings
 * and connected-calendar busy times (both with the buffer), the viewer's own confirmed bookings,
 * min notice, horizon and the monthly cap.
 */
export async function cardSlots(
  services: Services,
  card: CardRow,
  viewer: UserRow | null,
  window: { fromMs: number; toMs: number; duration: number },
): Promise<{ slots: Slot[]; advisor: UserRow }> {
  const advisor = await findUserById(services.db, card.user_id);
  if (!advisor) throw notFound(MESSAGES.advisorNotFound);
  const source = { cardId: card.id, workingHours: card.working_hours ?? advisor.working_hours, stepMinutes: card.booking_slot_duration };
  return { slots: await slotsFor(services, advisor, source, viewer, window), advisor };
}

async function slotsFor(
  services: Services,
  advisor: UserRow,
  source: HoursSource,
  viewer: UserRow | null,
  window: { fromMs: number; toMs: number; duration: number },
): Promise<Slot[]> {
  if (window.toMs <= window.fromMs || window.toMs - window.fromMs > MAX_WINDOW_DAYS * DAY_MS) {
    throw new AppError("validation_failed", `Ask for at most ${MAX_WINDOW_DAYS} days at a time.`, {
      to: [`Ask for at most ${MAX_WINDOW_DAYS} days at a time.`],
    });
  }
  const nowMs = services.now().getTime();
  const buffer = advisor.use_calendar_booking_buffer ? advisor.buffer_minutes : 0;
  const pad = (buffer + window.duration) * 60_000;
  // Months touched by the window, in the advisor's zone, for the cap: pad by a month either side.
  const capFrom = window.fromMs - 32 * DAY_MS;
  const capTo = window.toMs + 32 * DAY_MS;
  const [unavailable, booked, busy, calendarBusy, bookedMinutes] = await Promise.all([
    unavailableIntervals(services.db, advisor.id, source.cardId, window.fromMs - pad, window.toMs + pad),
    confirmedIntervals(services.db, advisor.id, window.fromMs - pad, window.toMs + pad),
    viewer && viewer.id !== advisor.id
      ? confirmedIntervals(services.db, viewer.id, window.fromMs - pad, window.toMs + pad)
      : Promise.resolve([]),
    calendarBusyIntervals(services.db, advisor.id, window.fromMs - pad, window.toMs + pad),
    // Requested, confirmed and completed bookings all count towards the cap (pro bono included).
    advisor.consultation_cap_hours === null ? Promise.resolve({}) : bookedMinutesByMonth(services, advisor, capFrom, capTo),
  ]);
  return computeSlots({
    timezone: advisor.timezone,
    workingHours: rules(source.workingHours),
    unavailable: intervals(unavailable),
    bookings: intervals(booked),
    // The advisor's own calendar keeps the same buffer as their Kora bookings when they asked for it.
    busy: [...intervals(busy), ...widened(intervals(calendarBusy), buffer)],
    bufferMinutes: buffer,
    durationMinutes: window.duration,
    stepMinutes: source.stepMinutes,
    minNoticeMinutes: advisor.min_notice_hours * 60,
    horizonDays: BOOKING_HORIZON_DAYS,
    fromMs: window.fromMs,
    toMs: window.toMs,
    nowMs,
    cap:
      advisor.consultation_cap_hours === null
        ? null
        : { minutesPerMonth: advisor.consultation_cap_hours * 60, bookedMinutesByMonth: bookedMinutes },
  });
}

/** The window the publish warning looks at (issue 16): the next 4 weeks. */
export const SUMMARY_WINDOW_DAYS = 28;

/**
 * How bookable the advisor is from now over the next 4 weeks, by the real slot rules: for one of
 * their cards (its own hours or the standard ones, its shortest session, its days off), or for the
 * standard hours alone. Minutes count the time the slots cover, once however they overlap.
 */
export async function availabilitySummary(services: Services, user: UserRow, cardId?: string): Promise<AvailabilitySummary> {
  const card = cardId === undefined ? null : await ownCard(services, user, cardId);
  const durations = card ? (JSON.parse(card.durations) as number[]) : [];
  const source = card
    ? { cardId: card.id, workingHours: card.working_hours ?? user.working_hours, stepMinutes: card.booking_slot_duration }
    : { cardId: null, workingHours: user.working_hours, stepMinutes: 30 };
  const fromMs = services.now().getTime();
  const slots = await slotsFor(services, user, source, null, {
    fromMs,
    toMs: fromMs + SUMMARY_WINDOW_DAYS * DAY_MS,
    duration: durations.length > 0 ? Math.min(...durations) : 30,
  });
  return {
    hasWorkingHours: rules(source.workingHours).length > 0,
    bookableMinutesNext4Weeks: coveredMinutes(
      slots.map((slot) => ({ startMs: Date.parse(slot.startUtc), endMs: Date.parse(slot.endUtc) })),
    ),
    timezone: user.timezone,
  };
}

/** Is this exact start bookable right now? Used to check a learner's proposed times; never cached. */
export async function isBookable(services: Services, card: CardRow, viewer: UserRow, startMs: number, duration: number): Promise<boolean> {
  const { slots } = await cardSlots(services, card, viewer, { fromMs: startMs, toMs: startMs + 1, duration });
  return slots.some((slot) => Date.parse(slot.startUtc) === startMs);
}

type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/**
 * `GET /api/cards/:id/availability` as the JSON body of its answer: the card's slots for one of its
 * session lengths, as `viewer` may book them. This service owns the slots cache (`services.slotsCache`):
 * it alone reads and fills it, keyed by card, window, length and viewer; `slotsChanged` clears it.
 */
export async function cardAvailability(
  services: Services,
  viewer: UserRow | null,
  cardId: string,
  query: AvailabilityQuery,
): Promise<string> {
  // The viewer's own bookings shape the answer, so the key names them; any booking or hours change clears the cache.
  const key = `${cardId}|${query.from}|${query.to}|${query.duration ?? ""}|${viewer?.id ?? ""}`;
  const cached = services.slotsCache.get(key);
  if (cached) return cached;
  const card = await viewCard(services, viewer, cardId);
  const durations = JSON.parse(card.durations) as number[];
  const duration = query.duration ?? durations[0] ?? 30;
  if (!durations.includes(duration)) throw invalidField("duration", "Please choose one of the card's session lengths.");
  const { slots, advisor } = await cardSlots(services, card, viewer, {
    fromMs: Date.parse(query.from),
    toMs: Date.parse(query.to),
    duration,
  });
  const body = JSON.stringify({
    data: slots,
    meta: {
      timezone: advisor.timezone,
      duration,
      from: query.from,
      to: query.to,
      instantBooking: advisor.instant_booking === 1,
      minNoticeMinutes: advisor.min_notice_hours * 60,
    },
  });
  services.slotsCache.set(key, body);
  return body;
}
