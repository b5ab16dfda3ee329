import { Hono } from "hono";
import { z } from "zod";
import {
  bookingListQuerySchema,
  cancelBookingSchema,
  confirmBookingSchema,
  createBookingSchema,
  expiryOptionsQuerySchema,
  reviewBookingSchema,
  suggestTimesSchema,
} from "@kora/shared/contracts/bookings.ts";
import { idField } from "@kora/shared/contracts/ids.ts";
import { payBookingSchema } from "@kora/shared/contracts/payments.ts";
import { expiryOptions } from "@kora/shared/domain/bookings/expiry.ts";
import { invalidField } from "../../http/app-error.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import {
  cancelBooking,
  completeBooking,
  confirmBooking,
  joinBooking,
  proposeTimes,
  reviewBooking,
  setBookingCard,
} from "./booking-actions.service.ts";
import { listBookings } from "./booking-lists.service.ts";
import { payBooking } from "./booking-payment.ts";
import { bookingForParty } from "./booking-rules.ts";
import { toBookingDto } from "./booking-views.ts";
import { createBooking } from "./bookings.service.ts";
import type { BookingRow } from "./bookings.table.ts";
import { contactSuggests, contactSuggestsSchema } from "./contact-suggests.ts";
import { bookingCalendarFile } from "./mails/calendar-file.service.ts";

const paymentMethod = z.object({ paymentMethodId: idField.nullable().optional() });
const ARCHIVE_PAGE = 12;

const respond = async (c: AppContext, row: BookingRow, status: 200 | 201 = 200) =>
  c.json({ data: await toBookingDto(c.get("services").db, currentUser(c), row, c.get("services").now().getTime()) }, status);

/** `/api/bookings`: create, list, read, and the actions of core §7. Every booking is checked against the caller. */
export const bookingsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", async (c) => {
    const key = c.req.header("idempotency-key")?.trim() || null;
    if (key && key.length > 100) throw invalidField("idempotencyKey", "The idempotency key is too long.");
    const { row, replay } = await createBooking(c.get("services"), currentUser(c), await jsonBody(c, createBookingSchema), key);
    return respond(c, row, replay ? 200 : 201);
  })
  .get("/", async (c) => {
    const query = parseOrThrow(bookingListQuerySchema, c.req.query());
    const page = listPage(c.req.query(), 100, query.archived ? ARCHIVE_PAGE : 20);
    const { data, total } = await listBookings(c.get("services"), currentUser(c), query, page);
    return c.json({ data, meta: pageMeta(total, page) });
  })
  .get("/expiry-options", (c) => {
    const { earliest } = parseOrThrow(expiryOptionsQuerySchema, c.req.query());
    return c.json({ data: expiryOptions(Date.parse(earliest), c.get("services").now().getTime()) });
  })
  .post("/contact-suggests", async (c) => {
    await contactSuggests(c.get("services"), currentUser(c), await jsonBody(c, contactSuggestsSchema));
    return c.body(null, 202);
  })
  .get("/:id", async (c) => respond(c, (await bookingForParty(c.get("services").db, c.req.param("id"), currentUser(c).id)).row))
  // The caller's calendar file for the session: the same event (UID, SEQUENCE) as the .ics of their booking mails.
  .get("/:id/calendar.ics", async (c) => {
    const { filename, ics } = await bookingCalendarFile(c.get("services"), currentUser(c), c.req.param("id"));
    return c.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  })
  .post("/:id/confirm", async (c) => {
    const input = await jsonBody(c, confirmBookingSchema.extend(paymentMethod.shape));
    return respond(c, await confirmBooking(c.get("services"), currentUser(c), c.req.param("id"), input));
  })
  .post("/:id/suggest-times", async (c) => {
    const input = await jsonBody(c, suggestTimesSchema.extend(paymentMethod.shape));
    return respond(c, await proposeTimes(c.get("services"), currentUser(c), c.req.param("id"), input, "suggest-times"));
  })
  .post("/:id/reschedule", async (c) => {
    const input = await jsonBody(c, suggestTimesSchema);
    return respond(c, await proposeTimes(c.get("services"), currentUser(c), c.req.param("id"), input, "reschedule"));
  })
  .post("/:id/cancel", async (c) =>
    respond(c, await cancelBooking(c.get("services"), currentUser(c), c.req.param("id"), await jsonBody(c, cancelBookingSchema))),
  )
  .post("/:id/complete", async (c) => respond(c, await completeBooking(c.get("services"), currentUser(c), c.req.param("id"))))
  .post("/:id/review", async (c) =>
    respond(c, await reviewBooking(c.get("services"), currentUser(c), c.req.param("id"), await jsonBody(c, reviewBookingSchema))),
  )
  .post("/:id/details/payment-method", async (c) => {
    const { paymentMethodId } = await jsonBody(c, z.object({ paymentMethodId: idField }));
    return respond(c, await setBookingCard(c.get("services"), currentUser(c), c.req.param("id"), paymentMethodId));
  })
  .post("/:id/pay", async (c) => {
    const { paymentMethodId } = await jsonBody(c, payBookingSchema);
    return respond(c, await payBooking(c.get("services"), currentUser(c), c.req.param("id"), paymentMethodId));
  })
  .post("/:id/join", async (c) => {
    const { row, joinedAtMs, seconds } = await joinBooking(c.get("services"), currentUser(c), c.req.param("id"));
    return c.json({ data: { bookingId: row.id, room: row.id, joinedAt: new Date(joinedAtMs).toISOString(), secondsInCall: seconds } });
  });
