import type { BookingEventName, RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import type { PriceBreakdown } from "@kora/shared/domain/money/fees.ts";
import type { Services } from "../../services.ts";
import { slotsChanged } from "../availability/availability.service.ts";
import { queueBookingCalendarWrite } from "../calendar-sync/calendar-sync.service.ts";
import { findCard } from "../cards/cards.service.ts";
import { paymentsOfBooking } from "../payments/payments.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { currentTimes } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";
import { bookingLinks } from "./mails/booking-ics.ts";
import { bookingMail } from "./mails/booking-mails.ts";

/** Booking events that can change a session's entry in the parties' calendars. */
const CALENDAR_EVENTS = new Set<BookingEventName>([
  "Confirmed",
  "CancelledConfirmed",
  "CancelledProvisional",
  "ProvisionalRequestExpired",
  "BookingUpdated",
]);

/** What the mails need beyond the row: the times on the table (and their round), the advisor's payout, why money went back. */
async function mailExtras(services: Pick<Services, "db">, row: BookingRow) {
  const [times, payments] = await Promise.all([currentTimes(services.db, [row.id]), paymentsOfBooking(services.db, row.id)]);
  const proposal = times.get(row.id) ?? [];
  const transfers = payments.filter((p) => p.kind === "transfer" && p.status !== "failed");
  const refunds = payments.filter((p) => p.kind === "refund");
  return {
    suggestedTimes: proposal.map((t) => ({ start_ms: t.start_ms, duration: t.duration })),
    latestRound: proposal[0]?.round ?? 0,
    payoutMinor: transfers.length === 0 ? null : transfers.reduce((sum, p) => sum + p.amount, 0),
    lastRefundReason: refunds.at(-1)?.reason ?? undefined,
  };
}

/**
 * Tells both parties about a booking event: a realtime event on each private channel (every open
 * tab and the desktop app), a RefreshUser so menu counters update, and a mail through the outbox
 * that says what happened from the recipient's side (mails/booking-mail-words.ts).
 * `respondUrl` replaces the booking link in the learner's mail (a placeholder's sign-in link).
 */
export async function notifyBooking(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "slotsCache">,
  row: BookingRow,
  event: BookingEventName,
  options: { respondUrl?: string; actorId?: string | null; refundReason?: string } = {},
): Promise<void> {
  // Every booking change comes through here: slot lists computed before it may be wrong now.
  slotsChanged(services);
  // The parties' own calendars follow the change, in a job (calendar-sync: written, updated or removed).
  if (CALENDAR_EVENTS.has(event)) await queueBookingCalendarWrite(services, row);
  const [advisor, learner, card, extras] = await Promise.all([
    findUserById(services.db, row.advisor_id),
    findUserById(services.db, row.learner_id),
    findCard(services, row.card_id),
    mailExtras(services, row),
  ]);
  if (!card) throw new Error(`Booking ${row.id} has no card ${row.card_id}`);
  if (!advisor || !learner) return;
  const pairs: [UserRow, UserRow][] = [
    [advisor, learner],
    [learner, advisor],
  ];
  const nowMs = services.now().getTime();
  const price = JSON.parse(row.price) as PriceBreakdown;
  const links = bookingLinks(services.config.publicUrl, row.id);
  for (const [recipient, other] of pairs) {
    const payload: RealtimeEvent = {
      name: event,
      data: {
        bookingId: row.id,
        status: row.status,
        otherName: other.first_name,
        cardTitle: card.title,
        startUtc: row.start_ms === null ? null : new Date(row.start_ms).toISOString(),
        rescheduledBy: row.rescheduled_by,
        actorId: options.actorId ?? null,
      },
    } as RealtimeEvent;
    services.hub.toUser(recipient.id, payload);
    services.hub.toUser(recipient.id, { name: "RefreshUser", data: { userId: recipient.id } });
    const respond = recipient.id === learner.id ? options.respondUrl : undefined;
    const message = bookingMail(event, {
      to: recipient.email,
      booking: row,
      cardTitle: card.title,
      recipient,
      other,
      price,
      suggestedTimes: extras.suggestedTimes,
      latestRound: extras.latestRound,
      payoutMinor: extras.payoutMinor,
      refundReason: options.refundReason ?? extras.lastRefundReason,
      links: respond ? { ...links, booking: respond } : links,
      publicUrl: services.config.publicUrl,
      mailFrom: services.config.mailFrom,
      nowMs,
    });
    if (message) await services.outbox.queueMail(message);
  }
  if (row.facilitated_by)
    services.hub.toUser(row.facilitated_by, {
      name: "BookingUpdated",
      data: {
        bookingId: row.id,
        status: row.status,
        otherName: learner.first_name,
        cardTitle: card.title,
        startUtc: row.start_ms === null ? null : new Date(row.start_ms).toISOString(),
      },
    });
}
