import type { BookingEventName, RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import type { Services } from "../../services.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { bookingMail } from "./booking-mails.ts";
import type { BookingRow } from "./bookings.table.ts";

/** A mail job: the message is stored with the change, so it survives a restart and is sent once. */
export const MAIL_JOB = "mail.send";

/**
 * Tells both parties about a booking event: a realtime event on each private channel (every open
 * tab and the desktop app), a RefreshUser so menu counters update, and a mail through the job queue.
 * `respondUrl` replaces the booking link in the learner's mail (a placeholder's sign-in link).
 */
export async function notifyBooking(
  services: Services,
  row: BookingRow,
  event: BookingEventName,
  options: { respondUrl?: string; actorId?: string | null } = {},
): Promise<void> {
  // Every booking change comes through here: slot lists computed before it may be wrong now.
  services.slotsCache.invalidate();
  const [advisor, learner, card] = await Promise.all([
    findUserById(services.db, row.advisor_id),
    findUserById(services.db, row.learner_id),
    services.db.selectFrom("cards").select("title").where("id", "=", row.card_id).executeTakeFirstOrThrow(),
  ]);
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
    });
    if (message) await services.jobs.enqueue(services.db, { kind: MAIL_JOB, payload: message, runAtMs: nowMs });
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
