import type { z } from "zod";
import { BOOKING_MESSAGES, type createBookingSchema } from "@kora/shared/contracts/bookings.ts";
import { BOOKING_HORIZON_DAYS, requestExpiresAt } from "@kora/shared/domain/bookings/expiry.ts";
import { BOOKING_DEDUPE_WINDOW_MS, bookingDedupeBasis, canonicalBookingRequest } from "@kora/shared/domain/bookings/request-fingerprint.ts";
import { BRAND } from "@kora/shared/brand.ts";
import { AppError, forbidden, invalidField } from "../../http/app-error.ts";
import type { Db } from "../../db/database.ts";
import { sha256 } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { issueLinkLogin } from "../auth/auth.service.ts";
import { isBookable } from "../availability/availability.service.ts";
import { requireCardRight, viewCard } from "../cards/cards.service.ts";
import { membership } from "../groups/groups.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import { createUser, findUserByEmail, findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { scheduleConfirmedJobs, scheduleExpiry } from "./booking-jobs.ts";
import { cardPrice, learnerCard } from "./booking-money.ts";
import { chargeBooking } from "./booking-payment.ts";
import { returnCreditFromBooking } from "../credits/credits.service.ts";
import { type AdvisorTimeHold, assertAdvisorMonths, proBonoRequested } from "../pro-bono/pro-bono.service.ts";
import { notifyBooking } from "./booking-notify.ts";
import { isOverlap, timeTaken } from "./booking-rules.ts";
import {
  findBooking,
  findByIdempotencyKey,
  findRecentDuplicate,
  hasMet,
  insertBooking,
  insertTimes,
  isContact,
  updateIfVersion,
} from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";
import { type BookingTerms, newBookingRow, type Parties, type RequestPrint } from "./booking-row.ts";

type CreateInput = z.output<typeof createBookingSchema>;

/**
 * Who the booking is between, from who is asking: the learner themself (if the card's group lets
 * them book), the card's advisor, or an admin of the card's group on a member's behalf.
 */
async function partiesFor(services: Pick<Services, "db" | "now">, user: UserRow, card: CardRow, input: CreateInput): Promise<Parties> {
  if (user.id === card.user_id) {
    if (input.instant) throw invalidField("instant", "Instant booking is for learners booking a free slot.");
    if (input.learnerId !== null) {
      const learner = await findUserById(services.db, input.learnerId);
      // Advisors book people they already know; anyone new is invited by email.
      if (!learner || !(await isContact(services.db, user.id, learner.id))) throw invalidField("learnerId", BOOKING_MESSAGES.learner);
      return { learner, facilitatedBy: null, awaitingFrom: "learner", invited: false };
    }
    if (!input.learnerEmail) throw invalidField("learnerEmail", BOOKING_MESSAGES.learner);
    const known = await findUserByEmail(services.db, input.learnerEmail);
    if (known) return { learner: known, facilitatedBy: null, awaitingFrom: "learner", invited: known.is_placeholder === 1 };
    const firstName = input.learnerFirstName?.trim();
    if (!firstName || firstName.length < 2) throw invalidField("learnerFirstName", "Oops! Looks like you missed the first name.");
    const learner = await createUser(services.db, services.now(), {
      email: input.learnerEmail,
      firstName,
      lastName: "",
      isPlaceholder: true,
      timezone: user.timezone,
    });
    return { learner, facilitatedBy: null, awaitingFrom: "learner", invited: true };
  }
  if (input.learnerId !== null && card.group_id && (await membership(services, card.group_id, user.id))?.is_admin === 1) {
    const learner = await findUserById(services.db, input.learnerId);
    if (!learner || !(await membership(services, card.group_id, learner.id))) throw invalidField("learnerId", BOOKING_MESSAGES.learner);
    return { learner, facilitatedBy: user.id, awaitingFrom: "learner", invited: false };
  }
  if (input.learnerId !== null || input.learnerEmail !== null)
    throw forbidden("Only the card's advisor or a group admin can book for someone else.");
  if (user.is_placeholder) throw forbidden(`Please sign up to book a session on ${BRAND.name}.`);
  // A group card's group decides who books its advisors (`book`, core §6); a card outside groups is anyone's.
  await requireCardRight(services, user, card, "book");
  if (card.repeat_only && !(await hasMet(services.db, card.user_id, user.id))) throw new AppError("forbidden", BOOKING_MESSAGES.repeatOnly);
  return { learner: user, facilitatedBy: null, awaitingFrom: "advisor", invited: false };
}

/** Checks proposed times: in the future, within a year, and for learners, free in the advisor's calendar. `field` names them in a 422. */
export async function checkTimes(
  services: Pick<Services, "db" | "now">,
  card: CardRow,
  proposer: UserRow,
  startsMs: number[],
  duration: number,
  checkCalendar: boolean,
  field = "preferredTimes",
): Promise<void> {
  const nowMs = services.now().getTime();
  for (const start of startsMs) {
    if (start <= nowMs) throw invalidField(field, BOOKING_MESSAGES.timePast);
    if (start > nowMs + BOOKING_HORIZON_DAYS * 86_400_000) throw invalidField(field, "Sessions can be booked up to a year ahead.");
    if (checkCalendar && !(await isBookable(services, card, proposer, start, duration))) throw timeTaken();
  }
}

/**
 * The booking this request already made, if it is a repeat: with an Idempotency-Key, the booking made
 * with that key (a 422 if the key came with a different request); without one, the same person's
 * identical request (card, times, length, learner) from the last few seconds.
 */
async function earlierBooking(db: Db, user: UserRow, print: RequestPrint): Promise<BookingRow | undefined> {
  if (print.key === null) return findRecentDuplicate(db, user.id, print.dedupeKey, print.sinceIso);
  const existing = await findByIdempotencyKey(db, user.id, print.key);
  if (existing?.request_hash && existing.request_hash !== print.hash) {
    throw invalidField("idempotencyKey", "This Idempotency-Key was already used for a different request. Use a new key for a new request.");
  }
  return existing;
}

/** The request's fingerprints: its Idempotency-Key and hash, and the basis for spotting a keyless repeat. */
async function requestPrint(services: Pick<Services, "now">, input: CreateInput, key: string | null): Promise<RequestPrint> {
  return {
    key,
    hash: await sha256(canonicalBookingRequest(input)),
    dedupeKey: await sha256(bookingDedupeBasis(input)),
    sinceIso: new Date(services.now().getTime() - BOOKING_DEDUPE_WINDOW_MS).toISOString(),
  };
}

/** Every rule a new booking must pass, in the order a person would want to hear about them; a 4xx names the first broken one. */
async function bookingTerms(services: Pick<Services, "db" | "now">, user: UserRow, input: CreateInput): Promise<BookingTerms> {
  const card = await viewCard(services, user, input.cardId);
  if (card.status !== "published" && card.status !== "unlisted")
    throw new AppError("conflict", "This card isn't taking bookings right now.");
  if (!(JSON.parse(card.durations) as number[]).includes(input.duration)) throw invalidField("duration", BOOKING_MESSAGES.duration);
  const parties = await partiesFor(services, user, card, input);
  if (parties.learner.id === card.user_id) throw invalidField("cardId", BOOKING_MESSAGES.ownCard);
  const advisor = (await findUserById(services.db, card.user_id))!;
  const starts = input.preferredTimes.map((t) => Date.parse(t)).sort((a, b) => a - b);
  const byLearner = parties.learner.id === user.id;
  // The learner pays their own request; a group admin pays for the session they book for a member.
  const byPayer = byLearner || parties.facilitatedBy === user.id;
  const proBono = proBonoRequested(card, advisor, input.useProbonoCredit);
  const fields = { cap: "preferredTimes", proBono: "useProbonoCredit" };
  const hold: AdvisorTimeHold = { advisorId: advisor.id, startsMs: starts, duration: input.duration, proBono, fields };
  // The monthly cap and pro-bono minutes: asked first for a clear answer (a full month has no slots), and again under the write lock.
  await assertAdvisorMonths(services.db, hold);
  await checkTimes(services, card, parties.learner, starts, input.duration, byLearner);

  const now = services.now();
  const price = await cardPrice(services, card, input.duration, proBono);
  const method = byPayer ? await learnerCard(services, user.id, input.paymentMethodId) : null;
  if (!price.free && byPayer && !method) throw invalidField("paymentMethodId", BOOKING_MESSAGES.paymentMethod);
  const instant = input.instant && byLearner && advisor.instant_booking === 1;
  if (input.instant && !instant) throw invalidField("instant", "This advisor confirms each booking themselves.");
  const expiresAt = instant ? null : requestExpiresAt(starts[0]!, now.getTime(), input.expiry);
  if (!instant && expiresAt === null) throw invalidField("expiry", BOOKING_MESSAGES.expiry);
  return { card, advisor, parties, starts, hold, price, method, instant, expiresAt, now };
}

/**
 * Writes the booking, its times and its jobs in one transaction, unless an identical request got there
 * first: then that booking comes back (also when a racing twin with the same key won the insert).
 */
async function insertOnce(
  services: Pick<Services, "db" | "jobs">,
  user: UserRow,
  print: RequestPrint,
  row: BookingRow,
  terms: BookingTerms,
): Promise<BookingRow | undefined> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      // Asked again under the write lock (BEGIN IMMEDIATE): of identical requests racing, one inserts and the rest get its booking.
      const first = await earlierBooking(trx, user, print);
      if (first) return first;
      await assertAdvisorMonths(trx, terms.hold);
      await insertBooking(trx, row);
      await insertTimes(trx, row.id, 1, terms.starts, row.duration, user.id, row.created_at);
      if (terms.instant) await scheduleConfirmedJobs(services, trx, row);
      else await scheduleExpiry(services, trx, row);
      return undefined;
    });
  } catch (error) {
    if (isOverlap(error)) throw timeTaken();
    if (print.key && String(error).includes("UNIQUE")) {
      const existing = await earlierBooking(services.db, user, print);
      if (existing) return existing;
    }
    throw error;
  }
}

/**
 * Charges an instant booking while the learner is here: a declined card cancels it (and returns any
 * credit) so they can try another; a bank that wants them to confirm leaves it confirmed, to pay on the booking page.
 */
async function chargeInstantBooking(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  row: BookingRow,
): Promise<void> {
  const charged = await chargeBooking(services, row, { declineCancels: true });
  if (charged.payment_status !== "failed") return;
  const reason = charged.payment_failure ?? "Your card was declined.";
  await updateIfVersion(services.db, row.id, charged.version, {
    status: "cancelled-provisional",
    cancel_reason: "payment-failed",
    cancel_message: reason,
    updated_at: row.updated_at,
  });
  await returnCreditFromBooking(services, row.id, charged.credit_minor);
  throw invalidField("paymentMethodId", reason);
}

/**
 * Creates a booking: a learner's request (or instant booking), an advisor-initiated booking for a
 * contact or an invited newcomer, or a group admin's facilitated one. A repeat of the same request —
 * with its idempotency key, or without a key within seconds — returns the booking made the first time.
 */
export async function createBooking(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  user: UserRow,
  input: CreateInput,
  idempotencyKey: string | null,
): Promise<{ row: BookingRow; replay: boolean }> {
  const print = await requestPrint(services, input, idempotencyKey);
  const earlier = await earlierBooking(services.db, user, print);
  if (earlier) return { row: earlier, replay: true };
  const terms = await bookingTerms(services, user, input);
  const row = newBookingRow(user, input, terms, print);
  const repeat = await insertOnce(services, user, print, row, terms);
  if (repeat) return { row: repeat, replay: true };
  if (terms.instant) await chargeInstantBooking(services, row);
  const saved = (await findBooking(services.db, row.id))!;
  const respondUrl = terms.parties.invited ? await respondLink(services, terms.card, terms.advisor, saved) : undefined;
  await notifyBooking(services, saved, terms.instant ? "Confirmed" : "PendingApproval", { respondUrl, actorId: user.id });
  return { row: saved, replay: false };
}

/** The respond page, signed in by a link token: how an invited placeholder answers without an account. */
async function respondLink(
  services: Pick<Services, "config" | "db" | "now">,
  card: CardRow,
  advisor: UserRow,
  row: BookingRow,
): Promise<string> {
  const token = await issueLinkLogin(services, row.learner_id);
  return `${services.config.publicUrl}/advisors/${advisor.slug}/${card.slug}/respond?booking=${row.id}&token=${encodeURIComponent(token)}`;
}
