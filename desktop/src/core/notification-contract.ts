/**
 * Schemas of the notification channels (kora:set-agenda, kora:notify's actions and tag, the
 * kora:notification-action push). Strict objects and bounded sizes: the page is not trusted to
 * send sensible amounts.
 */
import { z } from "zod";
import { toSafeAppPath } from "./deep-link.ts";

/** Sessions the agenda may hold: two weeks of a busy advisor's days. */
export const MAX_AGENDA_SESSIONS = 200;
/** Kora's booking ids are short; anything longer is not one. */
const idSchema = z.string().trim().min(1).max(100);
const instantSchema = z.iso.datetime({ offset: true });
/** A same-origin page path such as `/my-kora/bookings/123`, normalised (see toSafeAppPath): a notification's page, a session's join page. */
export const appPathSchema = z.string().transform((value, ctx) => {
  const result = toSafeAppPath(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: `unsafe app path: ${result.reason}` });
    return z.NEVER;
  }
  return result.path;
});

export const agendaSessionSchema = z.strictObject({
  bookingId: idSchema,
  title: z.string().trim().min(1).max(200),
  otherParty: z.string().trim().max(200),
  startsAt: instantSchema,
  joinPath: appPathSchema,
  joinClosesAt: instantSchema.nullable(),
});

export const agendaSchema = z.strictObject({
  sessions: z.array(agendaSessionSchema).max(MAX_AGENDA_SESSIONS),
  /** Booking requests waiting for the person's answer (the badge count). */
  requests: z.number().int().min(0).max(100_000),
});
export type AgendaInput = z.input<typeof agendaSchema>;

/** An action button on a notification: `id` comes back in kora:notification-action. */
export const notificationActionSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]{0,31}$/, "lower-case letters and dashes"),
  label: z.string().trim().min(1).max(40),
});

/** At most two buttons: what every platform that shows buttons can show. */
export const notificationActionsSchema = z.array(notificationActionSchema).min(1).max(2);

/** Names a notification for its actions (e.g. `knock:booking:123:user-9`). */
export const notificationTagSchema = z.string().regex(/^[\w:.-]{1,200}$/, "letters, digits and : . - _");

/** Pushed to the page when a notification's action button is pressed. */
export const notificationActionEventSchema = z.strictObject({
  tag: notificationTagSchema,
  action: notificationActionSchema.shape.id,
});
export type NotificationActionEvent = z.infer<typeof notificationActionEventSchema>;
