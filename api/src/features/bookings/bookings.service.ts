import type { Db } from "../../db/database.ts";
import type { Services } from "../../services.ts";
import { bookingForParty, type PartyRole, roleOf } from "./booking-rules.ts";
import { claimRecording, findBooking, forgetPrimaryVideo } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

/** What the meeting rooms use of bookings: the caller's side of a booking (null when they are not on it). */
export { roleOf };
/**
 * The video library records a session: `userId` becomes the booking's recording owner unless someone
 * else already is, and `videoId` its primary video when it has none. False: another person owns it.
 */
export function claimSessionRecording(db: Db, bookingId: string, userId: string, videoId: string): Promise<boolean> {
  return claimRecording(db, bookingId, userId, videoId);
}

/** The video library deleted a video: it stops being any session's recording. */
export function forgetSessionRecording(db: Db, videoId: string): Promise<void> {
  return forgetPrimaryVideo(db, videoId);
}

/** A booking by id, whoever asks: callers authorise (a meeting room's context). Undefined when there is none. */
export function findBookingById(services: Pick<Services, "db">, id: string): Promise<BookingRow | undefined> {
  return findBooking(services.db, id);
}

/** A booking the caller is on, with their side; anyone else gets the same 404 as for a missing one (no probing of ids). */
export function bookingOfParty(services: Pick<Services, "db">, id: string, userId: string): Promise<{ row: BookingRow; role: PartyRole }> {
  return bookingForParty(services.db, id, userId);
}

/** Creating a booking (create-booking.ts): the routes' and other callers' one way in. */
export { createBooking } from "./create-booking.ts";
export { chargeRetryJob, paymentDueJob, syncBookingPayment } from "./booking-payment.ts";
