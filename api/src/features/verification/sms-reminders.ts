import { appPath } from "@kora/shared/brand.ts";
import type { Services } from "../../services.ts";
import { findUserById, userLocale } from "../users/users.service.ts";
import { reminderText } from "./verification.messages.ts";
import { reminderRecipients } from "./verification.repository.ts";

/** What the reminder needs of a booking: its id, its two parties and its start. */
export interface RemindedBooking {
  id: string;
  advisor_id: string;
  learner_id: string;
  start_ms: number | null;
}

/**
 * The 10-minute SMS reminder (public-site §4), in each recipient's language, for each party whose
 * phone is verified and who has not turned reminders off, queued as `sms.send` jobs (retried while the provider is down). One per party
 * and start, however often this runs (a dedupe key); nothing when no SMS provider is configured.
 */
export async function queueSessionReminderTexts(
  services: Pick<Services, "config" | "db" | "sms" | "smsOutbox">,
  booking: RemindedBooking,
): Promise<void> {
  if (!services.sms || booking.start_ms === null) return;
  const startMs = booking.start_ms;
  const recipients = await reminderRecipients(services.db, [booking.advisor_id, booking.learner_id]);
  const url = `${services.config.publicUrl}${appPath(`bookings/${booking.id}`)}`;
  for (const recipient of recipients) {
    const otherId = recipient.id === booking.advisor_id ? booking.learner_id : booking.advisor_id;
    const other = await findUserById(services.db, otherId);
    if (!other || !recipient.phone) continue;
    await services.smsOutbox.queueSms(
      { to: recipient.phone, body: reminderText(other.first_name, startMs, recipient.timezone, url, userLocale(recipient)) },
      { dedupeKey: `sms.reminder:${booking.id}:${recipient.id}:${startMs}` },
    );
  }
}
