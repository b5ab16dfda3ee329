import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { renderMail } from "../../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../../adapters/mail/mailer.ts";
import { type BookingMailFacts, fullName, localeOf } from "./booking-mail-facts.ts";
import { bookingMailWords } from "./booking-mail-words.ts";
import { bookingIcs } from "./booking-ics.ts";

/** A booking mail's facts plus what its calendar file needs. */
export interface BookingMailInput extends BookingMailFacts {
  /** The recipient's address; null (a placeholder without one) sends nothing. */
  to: string | null;
  publicUrl: string;
  mailFrom: string;
  /** The booking's latest round of proposed times, for the calendar SEQUENCE. */
  latestRound: number;
  nowMs: number;
}

/** Which calendar change an event is: a confirmed time (an invitation or its update), or a cancelled one. */
function calendarChange(event: BookingEventName, input: BookingMailInput): "request" | "cancel" | null {
  if (input.booking.start_ms === null || input.booking.end_ms === null) return null;
  if (event === "Confirmed") return "request";
  if (event === "CancelledConfirmed") return "cancel";
  return null;
}

/**
 * The mail for one party about one booking event, HTML and text from the same words; an .ics
 * (METHOD:REQUEST, or METHOD:CANCEL) on every confirmation, reschedule that lands and cancellation
 * of a confirmed session. Null when there is nothing to send or nobody to send it to.
 */
export function bookingMail(event: BookingEventName, input: BookingMailInput): MailMessage | null {
  if (!input.to) return null;
  const words = bookingMailWords(event, input);
  if (!words) return null;
  const { subject, ...content } = words;
  const message: MailMessage = { to: input.to, subject, ...renderMail(content) };
  const change = calendarChange(event, input);
  if (change) {
    const ics = bookingIcs({
      bookingId: input.booking.id,
      startMs: input.booking.start_ms!,
      endMs: input.booking.end_ms!,
      cardTitle: input.cardTitle,
      topic: input.booking.discussion_topic,
      otherName: fullName(input.other),
      attendee: { name: fullName(input.recipient), email: input.to },
      links: input.links,
      publicUrl: input.publicUrl,
      mailFrom: input.mailFrom,
      latestRound: input.latestRound,
      cancelled: change === "cancel",
      stampMs: input.nowMs,
      locale: localeOf(input),
    });
    const method = change === "cancel" ? "CANCEL" : "REQUEST";
    message.attachments = [{ filename: "invite.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }];
  }
  return message;
}
