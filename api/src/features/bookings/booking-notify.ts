import type { BookingEventName, RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import type { Services } from "../../services.ts";
import { slotsChanged } from "../availability/availability.service.ts";
import { findCard } from "../cards/cards.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { bookingMail } from "./booking-mails.ts";
import type { BookingRow } from "./bookings.table.ts";

/**
 * Tells both parties about a booking event: a realtime event on each private channel (every open
 * tab and the desktop app), a RefreshUser so menu counters update, and a mail through the outbox.
 * `respondUrl` replaces the booking link in the learner's mail (a placeholder's sign-in link).
 */
export async function notifyBooking(
  services: Services,
  row: BookingRow,
  event: BookingEventName,
  options: { respondUrl?: string; actorId?: string | null; refundReason?: string } = {},
): Promise<void> {
  // Every booking change comes through here: slot lists computed before it may be wrong now.
  slotsChanged(services);
  const [advisor, learner, card] = await Promise.all([
    findUserById(services.db, row.advisor_id),
    findUserById(services.db, row.learner_id),
    findCard(services, row.card_id),
  ]);
  if (!card) throw new Error(`Booking ${row.id} has no card ${row.card_id}`);
  if (!advisor || !learner) return;
  const pairs: [UserRow, UserRow][] = [
    [advisor, learner],
    [learner, advisor],
  ];
  const nowMs = services.now().getTime();
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
    const message = bookingMail(event, {
      booking: row,
      cardTitle: card.title,
      recipient,
      other,
      publicUrl: services.config.publicUrl,
      mailFrom: services.config.mailFrom,
      nowMs,
      respondUrl: recipient.id === learner.id ? options.respondUrl : undefined,
      refundReason: options.refundReason,
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
