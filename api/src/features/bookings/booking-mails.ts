import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { buildIcs } from "@kora/shared/domain/calendar/ics.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import type { UserRow } from "../users/users.table.ts";
import type { BookingRow } from "./bookings.table.ts";

export interface MailContext {
  booking: BookingRow;
  cardTitle: string;
  recipient: UserRow;
  other: UserRow;
  publicUrl: string;
  mailFrom: string;
  /** For a placeholder learner: a link that signs them in on the respond page. */
  respondUrl?: string;
  nowMs: number;
  /** For Refunded: the reason in words. */
  refundReason?: string;
}

/** "Tue 5 May 2026, 9:00 am (Australia/Sydney)" in the recipient's zone. */
export function formatWhen(ms: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(ms);
  return `${text.replace(/\u202f/g, " ")} (${timeZone})`;
}

const name = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim();

/** Subject and first line of the mail for each booking event, from the recipient's point of view. */
function wording(event: BookingEventName, ctx: MailContext): { subject: string; lead: string } | null {
  const other = ctx.other.first_name;
  const mine = ctx.booking.created_by === ctx.recipient.id;
  const when = ctx.booking.start_ms === null ? "" : ` for ${formatWhen(ctx.booking.start_ms, ctx.recipient.timezone)}`;
  switch (event) {
    case "PendingApproval":
      return mine
        ? {
            subject: `Your booking request to ${other} was sent`,
            lead: `We've sent your request for "${ctx.cardTitle}" to ${other}. You're only charged if it's confirmed.`,
          }
        : {
            subject: `New booking request from ${other}`,
            lead: `${other} would like a session on "${ctx.cardTitle}". Please choose one of the suggested times, suggest others, or decline.`,
          };
    case "SuggestedTimes":
      return ctx.booking.rescheduled_by
        ? {
            subject: ctx.booking.rescheduled_by === ctx.recipient.id ? `You asked ${other} to reschedule` : `${other} asked to reschedule`,
            lead: `New times have been suggested for "${ctx.cardTitle}". If they can't be accepted, the booking is cancelled.`,
          }
        : {
            subject:
              ctx.booking.awaiting_from && roleIs(ctx, ctx.booking.awaiting_from)
                ? `${other} suggested other times`
                : `Your suggested times were sent to ${other}`,
            lead: `Times have been suggested for "${ctx.cardTitle}".`,
          };
    case "Confirmed":
      return {
        subject: `Booking confirmed with ${other}${when}`,
        lead: `Your session on "${ctx.cardTitle}" with ${other} is confirmed${when}. The calendar invite is attached.`,
      };
    case "CancelledProvisional":
      return {
        subject: `Booking request with ${other} cancelled`,
        lead: `The request for "${ctx.cardTitle}" was cancelled. Nothing was charged.`,
      };
    case "ProvisionalRequestExpired":
      return {
        subject: `Booking request with ${other} expired`,
        lead: `The request for "${ctx.cardTitle}" wasn't answered in time, so it expired. Nothing was charged.`,
      };
    case "CancelledConfirmed":
      return {
        subject: `Booking with ${other} cancelled`,
        lead: `Your session on "${ctx.cardTitle}"${when} was cancelled.${ctx.booking.cancel_message ? ` Message: ${ctx.booking.cancel_message}` : ""}`,
      };
    case "Completed":
      return {
        subject: `Session with ${other} completed`,
        lead: `Thanks for your session on "${ctx.cardTitle}". You can leave a review from the booking page.`,
      };
    case "StartsInTenMinutes":
      return {
        subject: `Your session with ${other} starts in 10 minutes`,
        lead: `Your session on "${ctx.cardTitle}" starts${when}. You can join now.`,
      };
    case "PaymentRequired":
      return roleIs(ctx, "learner")
        ? {
            subject: `Action needed: complete your payment for the session with ${other}`,
            lead: `${other} confirmed your session on "${ctx.cardTitle}"${when}, but the payment didn't go through: ${ctx.booking.payment_failure ?? "the bank needs you"}. Please complete it${due(ctx)} on the booking page, or the booking is cancelled.`,
          }
        : {
            subject: `Waiting for ${other}'s payment`,
            lead: `The session on "${ctx.cardTitle}"${when} is confirmed, but ${other}'s payment didn't go through yet. They have${due(ctx)} to complete it; we'll tell you either way.`,
          };
    case "PaymentCompleted":
      return {
        subject: `Payment complete for the session with ${other}`,
        lead: `The payment for "${ctx.cardTitle}"${when} went through. The session stands.`,
      };
    case "Refunded":
      return {
        subject: roleIs(ctx, "learner") ? `Your refund for the session with ${other}` : `${other} was refunded`,
        lead: `${formatMoney(ctx.booking.refunded_minor, ctx.booking.currency)} of the payment for "${ctx.cardTitle}" ${roleIs(ctx, "learner") ? "is on its way back to your card; refunds arrive within a few days" : "went back to the learner"}. Why: ${ctx.refundReason ?? "see the booking page"}`,
      };
    case "BookingUpdated":
      return {
        subject: `Update on your booking with ${other}`,
        lead: `Your booking on "${ctx.cardTitle}" is now: ${ctx.booking.status.replace(/-/g, " ")}.`,
      };
  }
}

const due = (ctx: MailContext) =>
  ctx.booking.payment_due_ms === null ? "" : ` by ${formatWhen(ctx.booking.payment_due_ms, ctx.recipient.timezone)}`;

const roleIs = (ctx: MailContext, side: "advisor" | "learner") =>
  (side === "advisor" ? ctx.booking.advisor_id : ctx.booking.learner_id) === ctx.recipient.id;

/** The mail for one party about one booking event, with an .ics on confirmation and cancellation; null when they have no address. */
export function bookingMail(event: BookingEventName, ctx: MailContext): MailMessage | null {
  if (!ctx.recipient.email) return null;
  const words = wording(event, ctx);
  if (!words) return null;
  const url = ctx.respondUrl ?? `${ctx.publicUrl}${appPath(`bookings/${ctx.booking.id}`)}`;
  const details = [`Session: ${ctx.cardTitle}`, `With: ${name(ctx.other)}`, `Length: ${formatDuration(ctx.booking.duration)}`];
  if (ctx.booking.start_ms !== null) details.push(`When: ${formatWhen(ctx.booking.start_ms, ctx.recipient.timezone)}`);
  const text = [`Hi ${ctx.recipient.first_name},`, words.lead, details.join("\n"), `Open the booking: ${url}`].join("\n\n");
  const html = layout(words.subject, [
    escapeHtml(`Hi ${ctx.recipient.first_name},`),
    escapeHtml(words.lead),
    details.map(escapeHtml).join("<br>"),
    `<a href="${escapeHtml(url)}" style="color:#e6337a">Open the booking</a>`,
  ]);
  const message: MailMessage = { to: ctx.recipient.email, subject: words.subject, text, html };
  const calendarEvent = event === "Confirmed" || (event === "CancelledConfirmed" && ctx.booking.start_ms !== null);
  if (calendarEvent && ctx.booking.start_ms !== null && ctx.booking.end_ms !== null) {
    const ics = buildIcs({
      uid: `${ctx.booking.id}@${new URL(ctx.publicUrl).hostname}`,
      startMs: ctx.booking.start_ms,
      endMs: ctx.booking.end_ms,
      summary: `${BRAND.name}: ${ctx.cardTitle} with ${name(ctx.other)}`,
      description: `${ctx.booking.discussion_topic}\n\nJoin: ${url}`,
      url,
      organizer: { name: BRAND.name, email: ctx.mailFrom.replace(/^.*<|>.*$/g, "") },
      attendees: [{ name: name(ctx.recipient), email: ctx.recipient.email }],
      sequence: ctx.booking.version,
      status: event === "Confirmed" ? "CONFIRMED" : "CANCELLED",
      stampMs: ctx.nowMs,
    });
    message.attachments = [
      {
        filename: "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${event === "Confirmed" ? "REQUEST" : "CANCEL"}`,
        content: ics,
      },
    ];
  }
  return message;
}
